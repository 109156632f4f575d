/**
 * The lead call's body (SPEC §3, §7): the form's fields merged with the stored campaign tags as
 * `data`, and our `meta`. The contact form's name is split by the rules (last word the surname); a
 * valid organisation number is sent in its one normalised spelling (issue 14), so stored leads agree.
 */
import type { CampaignTags, LeadData, LeadMeta, LeadPayload } from '~/contracts/lead';
import type { LeadSubmission } from '~/machines/leadForm/leadForm.machine';
import { isValidOrganisationNumber, normaliseOrganisationNumber } from '~/rules/organisationNumber';
import { splitName } from '~/rules/text';

export interface LeadPageContext {
  locale: LeadMeta['locale'];
  /** Path of the page the form is on. */
  page: string;
  tags: CampaignTags | null;
}

// An invalid number never reaches here through a form (the rules refuse it first); if one does, it
// goes as typed and the endpoint's contract decides.
const organisationNumber = (typed: string) => (isValidOrganisationNumber(typed) ? normaliseOrganisationNumber(typed) : typed.trim());

export function buildLeadPayload(submission: LeadSubmission, { locale, page, tags }: LeadPageContext): LeadPayload {
  const { values } = submission;
  const data: LeadData = {
    source: submission.source,
    email: (values.email ?? '').trim(),
    phone: (values.phone ?? '').trim(),
    companyIdentityNumber: organisationNumber(values.companyIdentityNumber ?? ''),
  };
  if (values.name !== undefined) {
    const { firstName, surname } = splitName(values.name);
    data.firstName = firstName;
    data.surname = surname;
  }
  if (tags?.source) data.utmSource = tags.source;
  if (tags?.medium) data.utmMedium = tags.medium;
  if (tags?.campaign) data.utmCampaign = tags.campaign;
  if (tags?.content) data.utmContent = tags.content;
  if (tags?.term) data.utmTerm = tags.term;
  return { data, meta: { validateUniqueness: submission.validateUniqueness, locale, page } };
}
