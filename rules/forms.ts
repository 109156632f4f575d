/**
 * The lead forms' field checks (SPEC §5), so components and machines never re-implement them.
 * Hero form: email (required, valid), phone (required), companyIdentityNumber (required, passing
 * isValidOrganisationNumber). Contact (lead) form: the same plus name (required). Messages word for
 * word per locale. A value is checked without the invisible characters removeUnsafeCharacters drops
 * (the lead carries it without them: blocks/_lib/leadPayload.ts); whitespace only counts as empty.
 */
import { isValidOrganisationNumber } from './organisationNumber';
import { removeUnsafeCharacters } from './text';

export type FormLocale = 'sv' | 'en';
export type LeadField = 'email' | 'phone' | 'companyIdentityNumber' | 'name';
export type LeadFormKind = 'hero' | 'contact';
export type FormMessageKey = 'required' | 'email' | 'organisationNumber';

/** SPEC §5's messages, word for word. */
export const FORM_MESSAGES: Readonly<Record<FormLocale, Readonly<Record<FormMessageKey, string>>>> = Object.freeze({
  en: Object.freeze({
    required: 'This field is required',
    email: 'This field must be a valid email',
    organisationNumber: 'This field must be a valid organization number',
  }),
  sv: Object.freeze({
    required: 'Detta fält är obligatoriskt',
    email: 'Detta fält måste vara en giltig email',
    organisationNumber: 'Detta fält måste vara ett giltigt organisationsnummer',
  }),
});

/** The fields each form checks, in the order they are shown. */
export const LEAD_FORM_FIELDS: Readonly<Record<LeadFormKind, readonly LeadField[]>> = Object.freeze({
  hero: Object.freeze(['email', 'phone', 'companyIdentityNumber'] as const),
  contact: Object.freeze(['name', 'email', 'phone', 'companyIdentityNumber'] as const),
});

// WHATWG's rule for <input type=email>, with Unicode letters allowed (Swedish domains have å, ä, ö), and what a lead
// needs of an address mail can reach: the name before "@" a dot-atom (no dot first, last or twice: "anna.@firma.se"
// is a slip of the finger), a dot in the domain ("anna@localhost" reaches no one), and a top-level domain of two
// letters or more or an IDN's "xn--" ("anna@firma.s" misses a letter; "anna@192.168.0.1" is no domain).
const ATOM = "[\\p{L}\\p{N}!#$%&'*+/=?^_`{|}~-]+";
const LABEL = '[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]{0,61}[\\p{L}\\p{N}])?';
const TOP_LEVEL = '(?:\\p{L}{2,63}|[Xx][Nn]--[\\p{L}\\p{N}-]{1,59})';
const EMAIL = new RegExp(`^${ATOM}(?:\\.${ATOM})*@(?:${LABEL}\\.)+${TOP_LEVEL}$`, 'u');

/** True for a plausible email address (surrounding whitespace ignored; at most 254 characters). */
export function isValidEmail(text: string): boolean {
  if (typeof text !== 'string') return false;
  const value = text.trim();
  return value.length <= 254 && EMAIL.test(value);
}

function formLocale(locale: string): FormLocale {
  if (locale === 'sv' || locale === 'sv_SE') return 'sv';
  if (locale === 'en' || locale === 'en_US') return 'en';
  throw new RangeError(`Form messages exist for sv and en only, not ${JSON.stringify(locale)}`);
}

/**
 * The message for one field's value in the form's locale, or null when it passes. Whitespace,
 * controls and invisible format characters (zero-width spaces) only is empty. `locale` is sv or en (sv_SE and en_US are read as those); anything else throws RangeError.
 */
export function validateLeadField(field: LeadField, value: string | null | undefined, { locale }: { locale: string }): string | null {
  const messages = FORM_MESSAGES[formLocale(locale)];
  const text = typeof value === 'string' ? removeUnsafeCharacters(value).trim() : '';
  // Invisible format characters alone (a zero-width space, a byte order mark) are nothing typed either.
  if (text.replace(/[\p{Cf}\s]/gu, '') === '') return messages.required;
  if (field === 'email' && !isValidEmail(text)) return messages.email;
  if (field === 'companyIdentityNumber' && !isValidOrganisationNumber(text)) return messages.organisationNumber;
  return null;
}

export type LeadFormValues = Partial<Record<LeadField, string | null | undefined>>;
export type LeadFormErrors = Partial<Record<LeadField, string>>;

/** The messages of the fields that fail, by field (empty when the form may be sent). */
export function validateLeadForm(values: LeadFormValues, { kind, locale }: { kind: LeadFormKind; locale: string }): LeadFormErrors {
  const fields = LEAD_FORM_FIELDS[kind];
  if (fields === undefined) throw new RangeError(`Unknown lead form ${JSON.stringify(kind)}: use 'hero' or 'contact'`);
  const errors: LeadFormErrors = {};
  for (const field of fields) {
    const message = validateLeadField(field, values[field], { locale });
    if (message !== null) errors[field] = message;
  }
  return errors;
}
