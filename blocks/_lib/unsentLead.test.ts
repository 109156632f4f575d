import { expect, test } from 'vitest';
import { LEAD_FIELD_LIMITS } from '~/contracts/lead';
import { memoryStorage } from '~/tests/helpers/storage';
import { readUnsent, unsentKey, writeUnsent } from './unsentLead';

const fields = ['name', 'email', 'phone', 'companyIdentityNumber'] as const;

test("a form's values are kept per page and form, the empty ones left out, and forgotten when every one is empty", () => {
  const storage = memoryStorage();
  const key = unsentKey('/sv/kontakt', 'kontaktformular');
  writeUnsent(key, { name: 'Anna Andersson', email: 'anna@firma.se', phone: '', companyIdentityNumber: '' }, storage);
  expect(readUnsent(key, fields, storage)).toEqual({ name: 'Anna Andersson', email: 'anna@firma.se' });
  expect(readUnsent(unsentKey('/sv', 'kontaktformular'), fields, storage)).toEqual({});
  writeUnsent(key, { name: '', email: '' }, storage);
  expect(storage.length).toBe(0);
});

test("what is read back is the form's fields only, as strings within their limits; anything else kept there is nothing", () => {
  const storage = memoryStorage();
  const key = unsentKey('/sv', 'hero');
  storage.setItem(
    key,
    JSON.stringify({ email: 'a@b.se', phone: 70, extra: 'x', companyIdentityNumber: '5'.repeat(LEAD_FIELD_LIMITS.companyIdentityNumber + 1) }),
  );
  expect(readUnsent(key, ['email', 'phone', 'companyIdentityNumber'], storage)).toEqual({ email: 'a@b.se' });
  for (const junk of ['not json', 'null', '"text"', '[1]']) {
    storage.setItem(key, junk);
    expect(readUnsent(key, fields, storage)).toEqual({});
  }
});

test('a storage that refuses (full, turned off) or is missing keeps nothing and throws nothing', () => {
  const refusing = {
    ...memoryStorage(),
    setItem: () => {
      throw new DOMException('full', 'QuotaExceededError');
    },
  } as Storage;
  expect(() => writeUnsent('k', { email: 'a@b.se' }, refusing)).not.toThrow();
  expect(() => writeUnsent('k', { email: 'a@b.se' }, null)).not.toThrow();
  expect(readUnsent('k', fields, null)).toEqual({});
});
