/**
 * One person's leads, for a data subject's request (GDPR articles 15, 17 and 20: `npm run leads --
 * find`). A person names themselves by e-mail, phone, organisation number (a sole trader's is their
 * personnummer) or name, spelled their own way and not necessarily as the lead was typed, so each is
 * compared in one spelling. Where two spellings of one person could differ, it finds both: the
 * operator reads the list before exporting or deleting anything, and a lead missed is a lead kept.
 */
import type { LeadData } from '~/contracts/lead';
import { isValidOrganisationNumber, normaliseOrganisationNumber } from '~/rules/organisationNumber';
import { telHref } from '~/engine/links';
import { CALLING_CODE } from '../../config/engine';

/** An address in one spelling: no surrounding spaces, lower case (mail providers do not tell cases apart). */
const emailKey = (text: string) => text.trim().toLowerCase();

/** True when the two texts are the same e-mail address (`npm run leads -- export <email>`). */
export const sameEmail = (a: string, b: string) => emailKey(a) === emailKey(b);

/**
 * A phone number in international form, as its tel: address ("+46 (0)70 123 45 67" and "070-123 45 67" →
 * "tel:+46701234567"; engine/links telHref, the one reading of a phone number): the forms take the phone as typed
 * (SPEC §5), so one person's leads may spell it either way. '' for a text that is no phone number.
 */
const phoneKey = (text: string): string => telHref(text, CALLING_CODE) ?? '';

/**
 * The ten digits that name an organisation or a sole trader, from the number in the spelling the store
 * keeps (normaliseOrganisationNumber): without the "16" prefix and without a personnummer's century,
 * which a lead stored in an earlier spelling carried ("19811218-9876"; the store rewrites those when it opens). So a number a century
 * apart (a "+" for a person over 100) is found too; the other fields tell the two apart.
 */
function organisationKey(text: string): string | null {
  return isValidOrganisationNumber(text) ? normaliseOrganisationNumber(text).replace(/\D/g, '').slice(-10) : null;
}

const words = (text: string) => text.normalize('NFC').toLowerCase().split(/\s+/u).filter(Boolean);

/**
 * Whether a lead's data is about the person `text` names: its e-mail, phone or organisation number is
 * the text (each in its one spelling, above), or every word of the text is a word of its name, in any
 * case and order ("svensson erik" finds Erik Johan Svensson; "Svensson" every Svensson).
 */
export function personMatcher(text: string): (data: LeadData) => boolean {
  const email = emailKey(text);
  const phone = phoneKey(text);
  const organisation = organisationKey(text);
  const name = words(text);
  return (data) => {
    if (email !== '' && emailKey(data.email) === email) return true;
    if (phone !== '' && phoneKey(data.phone) === phone) return true;
    if (organisation !== null && organisationKey(data.companyIdentityNumber) === organisation) return true;
    const own = words(`${data.firstName ?? ''} ${data.surname ?? ''}`);
    return name.length > 0 && name.every((word) => own.includes(word));
  };
}
