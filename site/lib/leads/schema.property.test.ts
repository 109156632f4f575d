/**
 * Laws of the endpoint's lead check against the forms' rules (rules/forms.ts, rules/text.ts): the
 * endpoint takes every lead a form builds from values the form accepts, and refuses what the rules
 * refuse, at the field that holds it.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { buildLeadPayload } from '~/blocks/_lib/leadPayload';
import { validateLeadForm, type LeadField, type LeadFormKind } from '~/rules/forms';
import { emailAddress, invalidEmailAddress, invalidOrganisationNumber, leadForm, organisationNumber, personName, phoneNumber } from '~/rules/testing';
import { contactLead, onboardingLead } from '~/tests/helpers/leads';
import { LEAD_TEXT_MESSAGES, parseLeadPayload } from './schema';

/** One of each kind of character hasUnsafeCharacters finds: C0 and C1 controls, DEL, bidi controls, separators, a lone surrogate. */
const unsafeChar = fc.constantFrom(
  '\u0000',
  '\u0007',
  '\t',
  '\n',
  '\r',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u009b',
  '\u061c',
  '\u200e',
  '\u200f',
  '\u202a',
  '\u202e',
  '\u2066',
  '\u2069',
  '\u2028',
  '\u2029',
  '\ud800',
  '\udfff',
);

/** `text` with the character put in at some position. */
const withChar = (text: string, char: string, at: number) => text.slice(0, at % (text.length + 1)) + char + text.slice(at % (text.length + 1));

/** What a visitor may type: the valid values, with invisible characters pasted in somewhere. */
const typed = (value: fc.Arbitrary<string>) =>
  fc.tuple(value, fc.array(fc.tuple(unsafeChar, fc.nat()), { maxLength: 2 })).map(([text, chars]) => chars.reduce((t, [c, at]) => withChar(t, c, at), text));

const kind = fc.constantFrom<LeadFormKind>('hero', 'contact');

describe('the endpoint takes what the forms send', () => {
  test('every lead a form builds from values its rules accept passes the endpoint’s check', () => {
    const values = fc.record({
      name: typed(personName({ messy: true })),
      email: typed(emailAddress()),
      phone: typed(phoneNumber()),
      companyIdentityNumber: typed(organisationNumber()),
    });
    const tags = fc.record(
      { source: typed(fc.string({ minLength: 1, maxLength: 50 })), campaign: typed(fc.string({ minLength: 1, maxLength: 50 })) },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(kind, values, tags, (formKind, all, campaign) => {
        const form = formKind === 'hero' ? { email: all.email, phone: all.phone, companyIdentityNumber: all.companyIdentityNumber } : all;
        fc.pre(Object.keys(validateLeadForm(form, { kind: formKind, locale: 'sv' })).length === 0);
        const payload = buildLeadPayload(
          { source: formKind === 'hero' ? 'onboarding' : 'contact_form', values: form, validateUniqueness: formKind === 'hero' },
          { locale: 'sv', page: '/sv', tags: campaign },
        );
        const parsed = parseLeadPayload(payload);
        expect(parsed).toEqual({ ok: true, payload: expect.anything() });
      }),
    );
  });

  test('values typed without invisible characters reach the endpoint as typed (trimmed)', () => {
    fc.assert(
      fc.property(
        kind.chain((k) => leadForm(k).map((values) => ({ k, values: values as Partial<Record<LeadField, string>> }))),
        ({ k, values }) => {
          const payload = buildLeadPayload(
            { source: k === 'hero' ? 'onboarding' : 'contact_form', values, validateUniqueness: true },
            { locale: 'en', page: '/en', tags: null },
          );
          const parsed = parseLeadPayload(payload);
          expect(parsed.ok && parsed.payload.data).toMatchObject({ email: values.email?.trim(), phone: values.phone?.trim() });
        },
      ),
    );
  });
});

describe('the endpoint refuses what the rules refuse, at the field', () => {
  test('an email isValidEmail refuses is an error on data.email', () => {
    fc.assert(
      fc.property(invalidEmailAddress(), (email) => {
        const lead = onboardingLead();
        const parsed = parseLeadPayload({ ...lead, data: { ...lead.data, email } });
        expect(parsed.ok).toBe(false);
        if (!parsed.ok) expect(Object.keys(parsed.errors)).toEqual(['data.email']);
      }),
    );
  });

  test('an organisation number isValidOrganisationNumber refuses is an error on data.companyIdentityNumber', () => {
    fc.assert(
      fc.property(invalidOrganisationNumber(), (number) => {
        const lead = contactLead();
        const parsed = parseLeadPayload({ ...lead, data: { ...lead.data, companyIdentityNumber: number } });
        expect(parsed.ok).toBe(false);
        if (!parsed.ok) expect(Object.keys(parsed.errors)).toEqual(['data.companyIdentityNumber']);
      }),
    );
  });

  test('a control or bidirectional formatting character inside any text is an error on that field alone', () => {
    const fields = ['email', 'phone', 'companyIdentityNumber', 'firstName', 'surname', 'utmSource', 'utmTerm'] as const;
    fc.assert(
      fc.property(fc.constantFrom(...fields), unsafeChar, fc.nat(), (field, char, at) => {
        const lead = contactLead();
        const data: Record<string, unknown> = { ...lead.data, utmSource: 'newsletter', utmTerm: 'kredit' };
        const value = String(data[field]);
        // Inside the text, not at its ends, where trimming takes whitespace away before the check.
        data[field] = withChar(value, char, 1 + (at % (value.length - 1)));
        const parsed = parseLeadPayload({ ...lead, data });
        expect(parsed).toEqual({ ok: false, errors: { [`data.${field}`]: [LEAD_TEXT_MESSAGES.unsafe] } });
      }),
    );
  });
});
