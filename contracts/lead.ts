/**
 * The lead call's contract (SPEC §3, §7), shared by the browser, which builds the payload,
 * and the embedded endpoint in site/lib/leads, which checks it with zod.
 * Plain types and constants only, so importing it costs a client bundle nothing.
 */
import type { LeadField, LeadFormKind } from '~/rules/forms';

/** Where a lead comes from: the hero get-started form or the contact (lead) form. */
export type LeadSource = 'onboarding' | 'contact_form';
export const LEAD_SOURCES = ['onboarding', 'contact_form'] as const satisfies readonly LeadSource[];

/** The lead type the backend stores (SPEC §3 enumeration). */
export type LeadType = 'ONBOARDING' | 'CONTACT_FORM';
export const LEAD_TYPE_BY_SOURCE: Record<LeadSource, LeadType> = {
  onboarding: 'ONBOARDING',
  contact_form: 'CONTACT_FORM',
};

/**
 * Campaign tags as stored in localStorage under `_utmtags` (SPEC §3).
 * Each is a string when present; absent keys are omitted.
 */
export interface CampaignTags {
  source?: string;
  medium?: string;
  campaign?: string;
  content?: string;
  term?: string;
}

/**
 * `data` of a lead: the form fields merged with the stored campaign tags.
 * The tags are merged under utm-prefixed keys, because the stored tag `source`
 * would otherwise overwrite the form's own `source`.
 */
export interface LeadData {
  source: LeadSource;
  email: string;
  phone: string;
  companyIdentityNumber: string;
  /** Contact form only: the name split at spaces (null when the name has no space). */
  firstName?: string | null;
  surname?: string | null;
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  utmContent?: string;
  utmTerm?: string;
}

/**
 * The inputs of the two lead forms (SPEC §3, §5): the hero form has email, phone and company
 * identity number; the contact form adds the name, which the payload splits into firstName and surname.
 */
export type { LeadField as LeadFormField } from '~/rules/forms';

/** `meta` of a lead: not specified by the original; ours. */
export interface LeadMeta {
  /** The contact form turns uniqueness validation off; onboarding keeps it on. */
  validateUniqueness: boolean;
  locale: 'sv' | 'en';
  /** Path of the page the form was sent from. */
  page?: string;
}

export interface LeadPayload {
  data: LeadData;
  meta: LeadMeta;
}

/** Answer to create and update. */
export interface LeadResponse {
  id: string;
}

/**
 * What a save gives the form: the lead's id, or null when an API answered a create with a 2xx that names no lead
 * (neither `{"id"}` nor a Location of the lead). Any 2xx is a stored lead: the visitor is thanked (or sent on to the
 * app), and a later send of the form creates a lead again, as there is no id to update.
 */
export interface SavedLead {
  id: string | null;
}

/**
 * Upper bounds of the lead's strings, in characters: generous for real input, small enough to keep
 * rows small. The endpoint refuses longer values and the forms limit their inputs to the same numbers.
 */
export const FIELD_LIMITS = {
  email: 254,
  phone: 40,
  companyIdentityNumber: 32,
  name: 100,
  utm: 200,
  page: 2048,
} as const;

/** Each form input's limit (its maxLength, and what the forms' server action keeps of a post). */
export const LEAD_FIELD_LIMITS: Readonly<Record<LeadField, number>> = {
  name: FIELD_LIMITS.name,
  email: FIELD_LIMITS.email,
  phone: FIELD_LIMITS.phone,
  companyIdentityNumber: FIELD_LIMITS.companyIdentityNumber,
};

export const LEADS_PATH = '/internal/v1/onboarding/leads';

/**
 * Where the browser gets its CSRF token before the first write (docs/cross-cutting.md §1): GET
 * answers a CsrfTokenResponse and sets the same token in the CSRF cookie. Never cached.
 */
export const CSRF_PATH = '/internal/v1/onboarding/csrf';

/** The double-submit CSRF pair: the header must repeat the cookie's value (a token from CSRF_PATH). */
export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'X-CSRFToken';

export interface CsrfTokenResponse {
  token: string;
  /** ISO 8601: the token is refused from this instant on. */
  expiresAt: string;
}

/**
 * One per lead a form sends, repeated by its retries and by the visitor's next send of the same lead until a
 * create succeeds: a create that repeats a key answers the first create's answer and stores nothing new.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** The `reason` of a csrf_failed answer whose token, sent back whole, was not issued by this site (a forged one, another instance's). */
export const CSRF_NOT_ISSUED = 'not_issued';

/** Error codes (`error` of an error body) a client may act on. */
export const LEAD_ERRORS = {
  /**
   * 403: the token is missing, made up or expired. Fetch a new token. When the pair came back whole but the token is
   * not this site's (`reason`: CSRF_NOT_ISSUED), the browser kept its cookie: a refusal that lasts is the site's
   * (its instances sign with different secrets), not the visitor's cookies.
   */
  csrfFailed: 'csrf_failed',
  /**
   * 403: the request came from another site (its Origin or Sec-Fetch-Site), or through a proxy that changed the Host
   * it names: a new token would not help, and it is not the visitor's cookies.
   */
  crossSite: 'cross_site',
  /** 429: too many writes from this client or token; Retry-After says when to try again. */
  rateLimited: 'rate_limited',
  /** 503: the site has stored as many leads today as it will; Retry-After says when it takes more. */
  dailyLimitReached: 'daily_limit_reached',
  /** 404 on an update: no lead of this caller has the id (its token is not the one that created it). Create a new one. */
  notFound: 'not_found',
} as const;

/**
 * What the forms' server action answers (docs/cross-cutting.md §1): a form posted before its
 * JavaScript ran is rendered again from it. `idle` before any post; `invalid` with the rules'
 * messages per field; `failed` when the lead could not be stored or forwarded (the contact form says
 * so, the hero form stays silent as SPEC §8 says); `sent` after the contact form's lead was stored
 * (the hero form's success is a redirect to the borrower app instead). `values` are what the visitor
 * typed, shown again except after `sent`. `tags` are the campaign tags the post carried: the
 * answer's address is the page without its landing query, so the form sends them again as hidden inputs.
 */
export interface LeadFormState {
  status: 'idle' | 'invalid' | 'failed' | 'sent';
  values: Partial<Record<LeadField, string>>;
  errors: Partial<Record<LeadField, string>>;
  tags?: CampaignTags;
}

export const INITIAL_LEAD_FORM_STATE: LeadFormState = Object.freeze({ status: 'idle', values: Object.freeze({}), errors: Object.freeze({}) }) as LeadFormState;

/** The server action the site hands the forms through the render context (a React form action). */
export type LeadFormAction = (state: LeadFormState, form: FormData) => Promise<LeadFormState>;

/** Hidden inputs of a lead form: which form, the page's language and path (the action checks them all). */
export const LEAD_FORM_HIDDEN = { kind: '_form', locale: '_locale', page: '_page' } as const;

/**
 * The lead forms' failure beacon (docs/cross-cutting.md §1): a send from the browser that failed in a way the operator
 * must know (not a field the visitor corrects) is reported here, to the site itself whether the leads go to it or to
 * API_BASE_URL, so a broken API shows in the site's log before sales notice that leads stopped. POST, a
 * LeadFailureReport as JSON (sendBeacon's text/plain, or application/json); 204.
 */
export const LEAD_FAILURE_PATH = '/internal/v1/lead-failures';

/**
 * What went wrong, as the form can tell it: `no_answer` (no HTTP answer: CORS refused, connection refused, DNS),
 * `timed_out` (the form gave up waiting), `server_error` (5xx), `daily_limit` (503 `daily_limit_reached`),
 * `rate_limited` (429), `csrf_refused` (403 `csrf_failed` with a fresh token too), `cross_site` (403 `cross_site`),
 * `not_found` (404: the endpoint is off, a server started with another API_BASE_URL than its build's), `refused`
 * (another 4xx: the API takes no lead the form sends), `bad_answer` (an answer the client cannot read, a token answer
 * without a token), `stored_without_id` (a create answered 2xx without the lead's id: stored, but not named).
 */
export const LEAD_FAILURE_KINDS = [
  'no_answer',
  'timed_out',
  'server_error',
  'daily_limit',
  'rate_limited',
  'csrf_refused',
  'cross_site',
  'not_found',
  'refused',
  'bad_answer',
  'stored_without_id',
] as const;
export type LeadFailureKind = (typeof LEAD_FAILURE_KINDS)[number];

/** Where the form sends its leads: the site's own endpoint, or API_BASE_URL. */
export type LeadApiTarget = 'site' | 'external';

/** The beacon's body: nothing the visitor typed, nothing that names them. */
export interface LeadFailureReport {
  kind: LeadFailureKind;
  /** The HTTP status of the answer that failed; 0 when none came. */
  status: number;
  form: LeadFormKind;
  api: LeadApiTarget;
}
