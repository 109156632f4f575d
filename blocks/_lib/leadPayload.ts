/**
 * The lead call's body (SPEC §3, §7): the form's fields merged with the stored campaign tags as
 * `data`, and our `meta`. The contact form's name is split by the rules (last word the surname); a
 * valid organisation number is sent in its one normalised spelling (issue 14), so stored leads agree.
 */
import type { CampaignTags, LeadData, LeadMeta, LeadPayload } from '~/contracts/lead';
import type { LeadSubmission } from '~/machines/leadForm/leadForm.machine';
import { isValidOrganisationNumber, normaliseOrganisationNumber } from '~/rules/organisationNumber';
import { removeUnsafeCharacters, splitName } from '~/rules/text';

export interface LeadPageContext {
  locale: LeadMeta['locale'];
  /** Path of the page the form is on. */
  page: string;
  tags: CampaignTags | null;
}

// What was typed or stored, without the invisible characters the endpoint refuses (a bidi mark pasted
// with a name, a tab in a phone number, a control in a campaign tag): the rules checked it without them.
const clean = (text: string) => removeUnsafeCharacters(text).trim();

// An invalid number never reaches here through a form (the rules refuse it first); if one does, it
// goes as typed and the endpoint's contract decides.
const organisationNumber = (typed: string) => {
  const text = clean(typed);
  return isValidOrganisationNumber(text) ? normaliseOrganisationNumber(text) : text;
};

export function buildLeadPayload(submission: LeadSubmission, { locale, page, tags }: LeadPageContext): LeadPayload {
  const { values } = submission;
  const data: LeadData = {
    source: submission.source,
    email: clean(values.email ?? ''),
    phone: clean(values.phone ?? ''),
    companyIdentityNumber: organisationNumber(values.companyIdentityNumber ?? ''),
  };
  if (values.name !== undefined) {
    const { firstName, surname } = splitName(clean(values.name));
    data.firstName = firstName;
    data.surname = surname;
  }
  if (tags?.source) data.utmSource = clean(tags.source);
  if (tags?.medium) data.utmMedium = clean(tags.medium);
  if (tags?.campaign) data.utmCampaign = clean(tags.campaign);
  if (tags?.content) data.utmContent = clean(tags.content);
  if (tags?.term) data.utmTerm = clean(tags.term);
  return { data, meta: { validateUniqueness: submission.validateUniqueness, locale, page } };
}
