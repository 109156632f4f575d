import fc from 'fast-check';
import { expect, test } from 'vitest';
import { capitalizeWords, hasUnsafeCharacters, removeUnsafeCharacters, splitName, validateLeadField, type LeadField } from './index';
import { personName } from './testing';

const name = personName({ messy: true });
const space = fc.string({ unit: fc.constantFrom(' ', '\t', '\n'), minLength: 1, maxLength: 3 });

test('first name and surname joined by a space give the name, trimmed and collapsed', () => {
  fc.assert(
    fc.property(name, (n) => {
      const { firstName, surname } = splitName(n);
      const collapsed = n.trim().split(/\s+/).join(' ');
      if (!collapsed.includes(' ')) expect([firstName, surname]).toEqual([null, null]);
      else {
        expect(`${firstName} ${surname}`).toBe(collapsed);
        expect(surname).not.toContain(' ');
      }
    }),
  );
});

test('capitalizeWords is idempotent and changes letter case only', () => {
  fc.assert(
    fc.property(name, (n) => {
      const once = capitalizeWords(n);
      expect(capitalizeWords(once)).toBe(once);
      expect(once.toLowerCase()).toBe(n.toLowerCase());
    }),
  );
});

test('surrounding whitespace never changes a lead field’s message', () => {
  fc.assert(
    fc.property(
      fc.constantFrom<LeadField>('email', 'phone', 'companyIdentityNumber', 'name'),
      fc.string({ maxLength: 20 }),
      space,
      fc.constantFrom('sv', 'en'),
      (field, value, pad, locale) => {
        expect(validateLeadField(field, `${pad}${value}${pad}`, { locale })).toBe(validateLeadField(field, value, { locale }));
      },
    ),
  );
});

test('removeUnsafeCharacters leaves no unsafe character, keeps safe text as it is, and is idempotent', () => {
  fc.assert(
    fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (text) => {
      const cleaned = removeUnsafeCharacters(text);
      expect(hasUnsafeCharacters(cleaned)).toBe(false);
      expect(removeUnsafeCharacters(cleaned)).toBe(cleaned);
      if (!hasUnsafeCharacters(text)) expect(cleaned).toBe(text);
    }),
  );
});
