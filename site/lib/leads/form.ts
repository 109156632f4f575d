/**
 * The lead forms posted without JavaScript (issue 14, docs/cross-cutting.md §1): what the server
 * action does, as a plain function of the posted FormData so it can be tested without Next. The
 * same rules as the island (validateLeadForm, the payload builder with its normalised organisation
 * number), the same lead service (or the external API), and an answer the page renders the form
 * from: the messages and the typed values, a failure, the contact form's thank-you, or the hero
 * form's redirect to the borrower app.
 */
import { FIELD_LIMITS, LEAD_FIELD_LIMITS, LEAD_FORM_HIDDEN, type LeadFormField, type LeadFormState, type LeadPayload } from '~/contracts/lead';
import { createHmac } from 'node:crypto';
import { campaignTagsFromQuery, type CampaignTags } from '~/blocks/_lib/campaignTags';
import { buildLeadPayload } from '~/blocks/_lib/leadPayload';
import { LEAD_FORM_FIELDS, validateLeadForm, type LeadFormKind } from '~/rules/forms';

export type LeadFormAnswer = { state: LeadFormState } | { redirectTo: string };

export interface LeadFormDeps {
  /** Stores or forwards the lead; true when it was taken. */
  create: (payload: LeadPayload) => Promise<boolean>;
  borrowerAppUrl: string;
  /**
   * The post's Referer: the page the form was on, with its query. Its campaign tags (`utm_…`) go with the
   * lead as the island's would (the island reads them from the address it landed on).
   */
  referrer?: string | null;
}

/**
 * The Idempotency-Key of a form post: the lead itself, from this client address. A browser that sends the post
 * again (a reload of the answer, Back and resend) within the service's retention is answered with the lead
 * already stored, not a second one; a form post has no script to make a key per submit. Scoped to the client
 * (a post has no token to scope it): another visitor sending the same details is stored, and cannot learn from
 * the answer whether someone else sent them. Keyed with the site's secret (an HMAC, not a bare hash): the store
 * keeps a hash of the key beside the lead, and a bare hash of address and lead would give the address back to
 * anyone holding the file, by trying the 2^32 IPv4 addresses (a privacy review).
 */
export function formPostKey(payload: LeadPayload, client: string, secret: string): string {
  return `form-post:${createHmac('sha256', secret)
    .update(`${client}\n${JSON.stringify(payload)}`)
    .digest('hex')}`;
}

/** The campaign tags of the address the form was posted from, or null. */
function referrerTags(referrer: string | null | undefined): CampaignTags | null {
  if (!referrer) return null;
  try {
    return campaignTagsFromQuery(new URL(referrer).search);
  } catch {
    return null;
  }
}

/**
 * The post's campaign tags: those of the page it came from, else those a refused post's answer gave the form as
 * hidden `utm_…` inputs (that answer's address is the page without the landing query, so its Referer has none).
 */
function postTags(form: FormData, referrer: string | null | undefined): CampaignTags | null {
  const fields = [...form].flatMap(([name, value]): [string, string][] => (typeof value === 'string' ? [[name, value]] : []));
  return referrerTags(referrer) ?? campaignTagsFromQuery(new URLSearchParams(fields));
}

const text = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

const isKind = (value: string): value is LeadFormKind => value === 'hero' || value === 'contact';

/** The page path as posted: a path of this site (locale first), or the locale's start page. */
function pagePath(posted: string, locale: 'sv' | 'en'): string {
  return posted.length <= FIELD_LIMITS.page && new RegExp(`^/${locale}(?:/[^/?#\\s]+)*$`).test(posted) ? posted : `/${locale}`;
}

export async function handleLeadForm(form: FormData, deps: LeadFormDeps): Promise<LeadFormAnswer> {
  const kindText = text(form, LEAD_FORM_HIDDEN.kind);
  const locale = text(form, LEAD_FORM_HIDDEN.locale) === 'en' ? 'en' : 'sv';
  // A post that is not one of our forms: the contact form's failure, nothing stored.
  if (!isKind(kindText)) return { state: { status: 'failed', values: {}, errors: {} } };
  const kind = kindText;
  // What the visitor typed comes back as typed, cut to what the field can hold (the inputs' maxLength).
  const values: Partial<Record<LeadFormField, string>> = Object.fromEntries(
    LEAD_FORM_FIELDS[kind].map((field) => [field, text(form, field).slice(0, LEAD_FIELD_LIMITS[field])]),
  );
  const tags = postTags(form, deps.referrer);
  // The answer keeps the tags for the next post (its address has lost the landing query).
  const carried = tags ? { tags } : {};
  const errors = validateLeadForm(values, { kind, locale });
  if (Object.keys(errors).length > 0) return { state: { status: 'invalid', values, errors, ...carried } };

  const payload = buildLeadPayload(
    { source: kind === 'hero' ? 'onboarding' : 'contact_form', values, validateUniqueness: kind === 'hero' },
    { locale, page: pagePath(text(form, LEAD_FORM_HIDDEN.page), locale), tags },
  );
  if (!(await deps.create(payload))) return { state: { status: 'failed', values, errors: {}, ...carried } };
  return kind === 'hero' ? { redirectTo: ownFragment(deps.borrowerAppUrl) } : { state: { status: 'sent', values: {}, errors: {}, ...carried } };
}

/**
 * The app's address with a fragment of its own (an empty one where it has none): a redirect without one keeps
 * the fragment the form was posted to (the Fetch standard), and the form posts to `#form-…` on its page (so a
 * refused post comes back at the form), which the app must not receive.
 */
export const ownFragment = (url: string): string => (url.includes('#') ? url : `${url}#`);
