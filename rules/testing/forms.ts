import fc from 'fast-check';
import { FIELD_LIMITS } from '../../contracts/lead';
import { LEAD_FORM_FIELDS, type FormMessageKey, type LeadField, type LeadFormKind, type LeadFormValues } from '../forms';
import { invalidOrganisationNumber, organisationNumber } from './organisationNumbers';

const LOWER = 'abcdefghijklmnopqrstuvwxyzåäöéü';
const letters = (chars: string, min: number, max: number) => fc.string({ unit: fc.constantFrom(...chars), minLength: min, maxLength: max });

/** A capitalised name word, sometimes double-barrelled: "Åsa", "Öberg-Lind". */
const nameWord = fc.tuple(letters(LOWER, 1, 10), fc.option(letters(LOWER, 2, 8), { freq: 5 })).map(([a, b]) =>
  [a, b]
    .filter((w): w is string => w !== null)
    .map((w) => `${w[0]!.toUpperCase()}${w.slice(1)}`)
    .join('-'),
);

/**
 * A person's name as typed into the contact form: one to four words with Swedish letters, a space
 * between them; with `messy`, also runs of spaces, tabs or newlines between and around the words
 * (what splitName and the field checks must cope with). At most FIELD_LIMITS.name characters.
 */
export function personName({ messy = false }: { messy?: boolean } = {}): fc.Arbitrary<string> {
  const space = messy ? fc.string({ unit: fc.constantFrom(' ', '\t', '\n'), minLength: 1, maxLength: 3 }) : fc.constant(' ');
  return fc.tuple(fc.array(fc.tuple(nameWord, space), { maxLength: 3 }), nameWord, messy ? fc.boolean() : fc.constant(false)).map(([pairs, last, padded]) => {
    const text = `${pairs.map(([w, s]) => w + s).join('')}${last}`;
    return (padded ? `  ${text} ` : text).slice(0, FIELD_LIMITS.name);
  });
}

const domainLabel = fc
  .tuple(letters('abcdefghijklmnopqrstuvwxyz0123456789åäö', 1, 12), fc.option(letters('abcdefghijklmnopqrstuvwxyz0123456789', 1, 6), { freq: 4 }))
  .map(([a, b]) => (b === null ? a : `${a}-${b}`));

/**
 * A valid email address: a local part of one to three words of letters, digits and _ + - joined by dots, a domain of
 * one to three labels (å, ä, ö allowed) and a top-level domain.
 */
export function emailAddress(): fc.Arbitrary<string> {
  return fc
    .tuple(
      fc.array(letters('abcdefghijklmnopqrstuvwxyz0123456789_+-', 1, 10), { minLength: 1, maxLength: 3 }).map((words) => words.join('.')),
      fc.array(domainLabel, { minLength: 1, maxLength: 3 }),
      fc.constantFrom('se', 'com', 'nu', 'example', 'org'),
    )
    .map(([local, labels, tld]) => `${local}@${labels.join('.')}.${tld}`);
}

/**
 * Invalid by construction: no "@", two of them, no dot in the domain, an empty or hyphen-led label, a trailing dot, a
 * space inside, over 254 characters, a dot first, last or twice before the "@", or a top-level domain of one letter
 * or of digits.
 */
export function invalidEmailAddress(): fc.Arbitrary<string> {
  return fc.oneof(
    emailAddress().map((e) => `.${e}`),
    emailAddress().map((e) => e.replace('@', '.@')),
    emailAddress().map((e) => e.replace(/^([^@.]+)/, '$1..x')),
    fc.tuple(emailAddress(), fc.constantFrom('s', '1', '2026', '0')).map(([e, tld]) => e.replace(/\.[^.]+$/, `.${tld}`)),
    emailAddress().map((e) => e.replace('@', '')),
    emailAddress().map((e) => e.replace('@', '@@')),
    fc.tuple(letters(LOWER, 1, 10), letters(LOWER, 1, 10)).map(([local, host]) => `${local}@${host}`),
    emailAddress().map((e) => e.replace('@', '@.')),
    emailAddress().map((e) => e.replace('@', '@-')),
    emailAddress().map((e) => `${e}.`),
    emailAddress().map((e) => e.replace('@', ' @')),
    emailAddress().map((e) => `${'a'.repeat(250)}${e}`),
  );
}

/** A Swedish phone number as people write it: "070-123 45 67", "+46 70 123 45 67", "08-123 456 78", "0701234567". */
export function phoneNumber(): fc.Arbitrary<string> {
  const d = (n: number) => fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: n, maxLength: n });
  return fc.oneof(
    fc.tuple(fc.constantFrom('070', '072', '073', '076', '079'), d(3), d(2), d(2)).map(([a, b, c, e]) => `${a}-${b} ${c} ${e}`),
    fc.tuple(fc.constantFrom('70', '72', '73', '76'), d(3), d(2), d(2)).map(([a, b, c, e]) => `+46 ${a} ${b} ${c} ${e}`),
    fc.tuple(d(3), d(3), d(2)).map(([a, b, c]) => `08-${a} ${b} ${c}`),
    d(7).map((rest) => `070${rest}`),
  );
}

/** Values of a lead form that pass validateLeadForm: exactly the fields of LEAD_FORM_FIELDS[kind], each valid. */
export function leadForm(kind: LeadFormKind): fc.Arbitrary<LeadFormValues> {
  const valid: Record<LeadField, fc.Arbitrary<string>> = {
    name: personName(),
    email: emailAddress(),
    phone: phoneNumber(),
    companyIdentityNumber: organisationNumber(),
  };
  return fc.record(Object.fromEntries(LEAD_FORM_FIELDS[kind].map((field) => [field, valid[field]])) as Record<LeadField, fc.Arbitrary<string>>);
}

/** What each failing field of an invalid form should say, as a FORM_MESSAGES key. */
export type LeadFormFailures = Partial<Record<LeadField, FormMessageKey>>;

/**
 * Lead form values with at least one failing field, and the message key each failing field gets
 * (look the words up in FORM_MESSAGES[locale]): empty or whitespace only ('required'), an invalid
 * email ('email'), an invalid organisation number ('organisationNumber').
 */
export function invalidLeadForm(kind: LeadFormKind): fc.Arbitrary<{ values: LeadFormValues; failures: LeadFormFailures }> {
  const fields = LEAD_FORM_FIELDS[kind];
  const empty = fc.constantFrom('', ' ', '\t', '  \n ');
  const failing: Record<LeadField, fc.Arbitrary<[string, FormMessageKey]>> = {
    name: empty.map((v): [string, FormMessageKey] => [v, 'required']),
    phone: empty.map((v): [string, FormMessageKey] => [v, 'required']),
    email: fc.oneof(
      empty.map((v): [string, FormMessageKey] => [v, 'required']),
      invalidEmailAddress().map((v): [string, FormMessageKey] => [v, 'email']),
    ),
    companyIdentityNumber: fc.oneof(
      empty.map((v): [string, FormMessageKey] => [v, 'required']),
      invalidOrganisationNumber().map((v): [string, FormMessageKey] => [v, 'organisationNumber']),
    ),
  };
  return fc
    .tuple(leadForm(kind), fc.uniqueArray(fc.constantFrom(...fields), { minLength: 1, maxLength: fields.length }), fc.record(failing))
    .map(([valid, broken, failures]) => {
      const values: LeadFormValues = { ...valid };
      const expected: LeadFormFailures = {};
      for (const field of broken) {
        const [value, key] = failures[field];
        values[field] = value;
        expected[field] = key;
      }
      return { values, failures: expected };
    });
}
