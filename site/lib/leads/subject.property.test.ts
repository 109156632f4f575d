/**
 * Laws of finding a data subject's leads (subject.ts): a lead the forms store is found by each of the
 * person's own details, however the person spells them when asking, and a number finds no one else.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { buildLeadPayload } from '~/blocks/_lib/leadPayload';
import type { LeadData } from '~/contracts/lead';
import type { LeadSubmission } from '~/machines/leadForm/leadForm.machine';
import { isValidOrganisationNumber, normaliseOrganisationNumber } from '~/rules/organisationNumber';
import { identityNumber, leadForm, organisationNumber, typedByAVisitor } from '~/rules/testing';
import { contactLead } from '~/tests/helpers/leads';
import { parseLeadPayload } from './schema';
import { personMatcher } from './subject';

/** The data the store keeps for a contact form sent with these values. */
function stored(values: LeadSubmission['values']): LeadData {
  const payload = buildLeadPayload({ source: 'contact_form', values, validateUniqueness: false }, { locale: 'sv', page: '/sv/kontakt', tags: null });
  const parsed = parseLeadPayload(payload);
  if (!parsed.ok) throw new Error(`the form's lead was refused: ${JSON.stringify(parsed.errors)}`);
  return parsed.payload.data;
}

/** The same Swedish phone number written the other way: "+46 70 …" at home is "070…", and back. */
function otherSpelling(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return phone.startsWith('+46') ? `0${digits.slice(2)}` : `+46 ${digits.slice(1)}`;
}

describe('a lead is found by each of its person’s details, spelled the person’s way', () => {
  test('e-mail in another case, phone the other way, organisation number as a visitor types it, the name’s words in any order and case', () => {
    fc.assert(
      fc.property(
        // leadForm gives every field of the contact form, each a string.
        leadForm('contact').chain((values) => fc.tuple(fc.constant(values as LeadSubmission['values']), typedByAVisitor(values.companyIdentityNumber!))),
        ([values, typedNumber]) => {
          const data = stored(values);
          const name = `${data.firstName ?? ''} ${data.surname ?? ''}`.trim();
          const queries = [
            values.email!.toUpperCase(),
            otherSpelling(values.phone!),
            typedNumber,
            ...(name ? [name.split(' ').reverse().join(' ').toUpperCase()] : []),
          ];
          for (const query of queries) expect([query, personMatcher(query)(data)]).toEqual([query, true]);
        },
      ),
    );
  });

  test('a sole trader’s personnummer with its century or without, whichever the lead was stored with', () => {
    fc.assert(
      fc.property(identityNumber({ form: 'long' }), fc.boolean(), (long, storedLong) => {
        fc.pre(isValidOrganisationNumber(long));
        const short = long.slice(2);
        const data: LeadData = { ...contactLead().data, companyIdentityNumber: normaliseOrganisationNumber(storedLong ? long : short) };
        expect(personMatcher(storedLong ? short : long)(data)).toBe(true);
      }),
    );
  });
});

describe('and by nothing else', () => {
  test('an organisation number finds no lead of another number', () => {
    fc.assert(
      fc.property(organisationNumber(), organisationNumber(), (mine, theirs) => {
        const ten = (n: string) => normaliseOrganisationNumber(n).replace(/\D/g, '').slice(-10);
        fc.pre(ten(mine) !== ten(theirs));
        const data: LeadData = {
          source: 'onboarding',
          email: 'someone@firma.se',
          phone: '070-123 45 67',
          companyIdentityNumber: normaliseOrganisationNumber(theirs),
        };
        expect(personMatcher(mine)(data)).toBe(false);
      }),
    );
  });

  test('a text without an e-mail, digits or words finds nothing, not even a lead whose phone has no digits', () => {
    const data: LeadData = { source: 'onboarding', email: 'anna@firma.se', phone: '-', companyIdentityNumber: '556036-0793' };
    for (const text of ['', '   ', 'Anna', '-']) expect([text, personMatcher(text)(data)]).toEqual([text, false]);
  });
});
