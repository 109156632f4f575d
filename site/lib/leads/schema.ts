/**
 * The embedded endpoint's check of a lead body, built from the shared contract
 * (`contracts/lead.ts`): shape and bounds, and the forms' own rules (rules/), so the endpoint takes
 * no lead the forms would refuse: a valid email (isValidEmail), an organisation number passing its
 * Luhn check (isValidOrganisationNumber, any spelling the form accepts), a contact-form lead's name (its two
 * parts, null for a one-word name), and no control or
 * bidirectional formatting character in any text (hasUnsafeCharacters; the forms send their values
 * without them). The phone number is only required, as in the forms (SPEC §5).
 */
import { z } from 'zod';
import { FIELD_LIMITS, LEAD_SOURCES, LEAD_TYPE_BY_SOURCE, type LeadPayload } from '~/contracts/lead';
import { LOCALES } from '~/contracts/locales';
import { isValidEmail } from '~/rules/forms';
import { isValidOrganisationNumber, normaliseOrganisationNumber } from '~/rules/organisationNumber';
import { hasUnsafeCharacters } from '~/rules/text';

export { FIELD_LIMITS };

export const LEAD_TEXT_MESSAGES = {
  required: 'is required',
  empty: 'must not be empty',
  unsafe: 'must not contain control or bidirectional formatting characters',
  email: 'must be a valid email address',
  organisationNumber: 'must be a valid organisation number',
  nameRequired: 'is required for a contact-form lead (null when the name is one word)',
} as const;

const tooLong = (max: number) => `must be at most ${max} characters`;
const safe = <T extends z.ZodType<string | null | undefined>>(schema: T) =>
  schema.refine((value) => typeof value !== 'string' || !hasUnsafeCharacters(value), LEAD_TEXT_MESSAGES.unsafe);

const text = (max: number) => safe(z.string().trim().min(1, LEAD_TEXT_MESSAGES.empty).max(max, tooLong(max)));

/** A required text that must also pass a rule; the rule's message only when the text is otherwise fine. */
const checked = (max: number, rule: (value: string) => boolean, message: string) =>
  text(max).refine(rule, { message, when: (payload) => payload.issues.length === 0 });

const optionalText = (max: number) => safe(z.string().trim().max(max, tooLong(max)).optional());

/** A name part; blank is no name (null, SPEC §3), as the forms send it. */
const nameText = safe(z.string().trim().max(FIELD_LIMITS.name, tooLong(FIELD_LIMITS.name)).nullable().optional()).transform((value) =>
  value === '' ? null : value,
);

/**
 * Strict objects: the contract is one shared TypeScript type, so an unknown key is a client that has
 * drifted from it, and it is better told (400 naming the key) than silently stripped of data.
 */
export const leadDataSchema = z
  .strictObject({
    // SPEC §3's lead types (ONBOARDING, CONTACT_FORM) name the same two sources.
    source: z.preprocess(
      (value) => LEAD_SOURCES.find((source) => LEAD_TYPE_BY_SOURCE[source] === value) ?? value,
      z.enum(LEAD_SOURCES, `must be one of ${LEAD_SOURCES.join(', ')}`),
    ),
    email: checked(FIELD_LIMITS.email, isValidEmail, LEAD_TEXT_MESSAGES.email),
    phone: text(FIELD_LIMITS.phone),
    // Stored in its one spelling (556036-0793), however a client typed it, as the forms store it.
    companyIdentityNumber: checked(FIELD_LIMITS.companyIdentityNumber, isValidOrganisationNumber, LEAD_TEXT_MESSAGES.organisationNumber).transform((value) =>
      isValidOrganisationNumber(value) ? normaliseOrganisationNumber(value) : value,
    ),
    firstName: nameText,
    surname: nameText,
    utmSource: optionalText(FIELD_LIMITS.utm),
    utmMedium: optionalText(FIELD_LIMITS.utm),
    utmCampaign: optionalText(FIELD_LIMITS.utm),
    utmContent: optionalText(FIELD_LIMITS.utm),
    utmTerm: optionalText(FIELD_LIMITS.utm),
  })
  .superRefine((data, context) => {
    // The contact form always sends the name it requires, split (SPEC §3): a one-word name as null/null. A contact
    // lead without the two keys was not sent by it, and would reach sales with no one to ask for.
    if (data.source !== 'contact_form') return;
    for (const key of ['firstName', 'surname'] as const) {
      if (data[key] === undefined) context.addIssue({ code: 'custom', path: [key], message: LEAD_TEXT_MESSAGES.nameRequired });
    }
  });

/**
 * `meta` (SPEC §3: "contents not shown"): each key may be left out, and so may `meta` itself. Uniqueness is then
 * validated except for the contact form (SPEC §7), and the locale is sv, the site's default.
 */
export const leadMetaSchema = z.strictObject({
  validateUniqueness: z.boolean().optional(),
  locale: z.enum(LOCALES, `must be one of ${LOCALES.join(', ')}`).optional(),
  page: optionalText(FIELD_LIMITS.page),
});

export const leadPayloadSchema = z.strictObject({ data: leadDataSchema, meta: leadMetaSchema.optional() }).transform(({ data, meta }): LeadPayload => {
  const { validateUniqueness = data.source !== 'contact_form', locale = 'sv', page } = meta ?? {};
  return { data, meta: { validateUniqueness, locale, ...(page === undefined ? {} : { page }) } };
});

// The schema and the contract must describe the same thing, both ways: a compile error here means
// one of them changed without the other.
type Parsed = z.output<typeof leadPayloadSchema>;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const schemaMatchesContract: Same<Parsed, LeadPayload> = true;
void schemaMatchesContract;

/** Field errors keyed by the dotted path of the field (`data.email`); `(root)` for the body itself. */
export type FieldErrors = Record<string, string[]>;

export type LeadParseResult = { ok: true; payload: LeadPayload } | { ok: false; errors: FieldErrors };

/** What a value of zod's `expected` type is, in the words of the endpoint's other messages. */
const TYPE_WORDS: Record<string, string> = {
  string: 'a text (string)',
  object: 'an object',
  boolean: 'true or false',
  number: 'a number',
  array: 'a list (array)',
};

/**
 * The endpoint's words for zod's own messages ("Invalid input: expected string, received undefined"): a field left
 * out "is required", one of another type "must be a text (string)". Messages the schema sets itself come first.
 */
const endpointMessages: z.core.$ZodErrorMap = (issue) => {
  if (issue.code !== 'invalid_type') return undefined;
  if (issue.input === undefined) return LEAD_TEXT_MESSAGES.required;
  return `must be ${TYPE_WORDS[issue.expected] ?? issue.expected}`;
};

/** Checks a parsed JSON body against the contract. */
export function parseLeadPayload(body: unknown): LeadParseResult {
  const result = leadPayloadSchema.safeParse(body, { error: endpointMessages });
  if (result.success) return { ok: true, payload: result.data };
  // A Map, not an object literal: a client's key may be "toString" or "__proto__".
  const byField = new Map<string, string[]>();
  const add = (path: readonly PropertyKey[], message: string) => {
    const key = path.length > 0 ? path.map(String).join('.') : '(root)';
    const list = byField.get(key);
    if (list) list.push(message);
    else byField.set(key, [message]);
  };
  for (const issue of result.error.issues) {
    // An unknown key is reported at the key itself, not at the object holding it.
    if (issue.code === 'unrecognized_keys') for (const key of issue.keys) add([...issue.path, key], 'is not a field of a lead');
    else add(issue.path, issue.message);
  }
  const errors: FieldErrors = Object.fromEntries(byField);
  return { ok: false, errors };
}
