/**
 * The lead call's body (SPEC §3, §7): the form's fields merged with the stored campaign tags as
 * `data`, and our `meta`. The contact form's name is split by the rules (last word the surname).
 */
import type { CampaignTags, LeadData, LeadMeta, LeadPayload } from '~/contracts/lead';
import type { LeadSubmission } from '~/machines/leadForm/leadForm.machine';
import { splitName } from '~/rules';

export interface LeadPageContext {
  locale: LeadMeta['locale'];
  /** Path of the page the form is on. */
  page: string;
  tags: CampaignTags | null;
}

export function buildLeadPayload(submission: LeadSubmission, { locale, page, tags }: LeadPageContext): LeadPayload {
  const { values } = submission;
  const data: LeadData = {
    source: submission.source,
    email: (values.email ?? '').trim(),
    phone: (values.phone ?? '').trim(),
    companyIdentityNumber: (values.companyIdentityNumber ?? '').trim(),
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
