import { describe, expect, test } from 'vitest';
import { assertBankgiro, assertLuhn, assertPlusgiro, isValidBankgiro, isValidLuhn, isValidPlusgiro, LUHN_MESSAGES, luhnChecksum } from './index';
import { thrownMessage } from './reference';

describe('Luhn', () => {
  test('check digits of known numbers', () => {
    expect(luhnChecksum('811218987')).toBe(6); // 811218-9876, personnummer's documentation example
    expect(luhnChecksum('556016068')).toBe(0); // 556016-0680, an organisation number
    expect(luhnChecksum('7992739871')).toBe(3); // the textbook example
    expect(luhnChecksum(811218987)).toBe(6);
  });

  test('validation', () => {
    expect(isValidLuhn('8112189876')).toBe(true);
    expect(isValidLuhn('8112189875')).toBe(false);
    expect(isValidLuhn(79927398713)).toBe(true);
    expect(isValidLuhn('00')).toBe(true); // sum 0: valid by the algorithm
    expect(isValidLuhn('')).toBe(false);
    expect(isValidLuhn('0')).toBe(false); // shorter than a digit and its check digit
    expect(isValidLuhn('8112-189876')).toBe(false);
    expect(isValidLuhn(' 8112189876')).toBe(false);
  });

  test('the four messages are word for word those of SPEC §5', () => {
    expect(LUHN_MESSAGES).toEqual({
      tooShort: 'The Luhn number is too short.',
      tooLong: 'The Luhn number is too long.',
      checksum: 'The Luhn number has an invalid checksum.',
      characters: 'The Luhn number contains invalid characters.',
    });
  });

  test.each([
    ['81121898x6', {}, 'The Luhn number contains invalid characters.'],
    ['8112 189876', {}, 'The Luhn number contains invalid characters.'],
    ['', {}, 'The Luhn number is too short.'],
    ['5', {}, 'The Luhn number is too short.'],
    ['123456', { minLength: 7, maxLength: 8 }, 'The Luhn number is too short.'],
    ['123456789', { minLength: 7, maxLength: 8 }, 'The Luhn number is too long.'],
    ['8112189875', {}, 'The Luhn number has an invalid checksum.'],
    ['1234567', { minLength: 7, maxLength: 8 }, 'The Luhn number has an invalid checksum.'],
  ])('assertLuhn(%j, %j) throws %j', (value, lengths, message) => {
    expect(thrownMessage(() => assertLuhn(value, lengths))).toBe(message);
  });

  test('assertLuhn checks characters before length and length before the checksum', () => {
    expect(thrownMessage(() => assertLuhn('1x', { minLength: 7 }))).toBe(LUHN_MESSAGES.characters);
    expect(thrownMessage(() => assertLuhn('1234567891', { maxLength: 8 }))).toBe(LUHN_MESSAGES.tooLong);
  });

  test('assertLuhn passes a valid number', () => {
    expect(thrownMessage(() => assertLuhn('8112189876'))).toBeUndefined();
    expect(thrownMessage(() => assertLuhn('12345674', { minLength: 7, maxLength: 8 }))).toBeUndefined();
  });

  test('luhnChecksum rejects an empty or non-digit payload with the Luhn messages', () => {
    expect(thrownMessage(() => luhnChecksum(''))).toBe(LUHN_MESSAGES.tooShort);
    expect(thrownMessage(() => luhnChecksum('12a'))).toBe(LUHN_MESSAGES.characters);
  });
});

describe('length variants', () => {
  test('bankgiro numbers: 7–8 digits, spaces and hyphens ignored', () => {
    expect(isValidBankgiro('5050-1055')).toBe(true); // Skatteverket's bankgiro
    expect(isValidBankgiro('991-2346')).toBe(true);
    expect(isValidBankgiro('1234-5674')).toBe(true);
    expect(isValidBankgiro('5050-1054')).toBe(false);
    expect(isValidBankgiro('18')).toBe(false); // Luhn-valid, too short for a bankgiro number
    expect(isValidBankgiro('123456782')).toBe(false); // Luhn-valid, too long
    expect(isValidBankgiro('5050/1055')).toBe(false);
  });

  test('plusgiro numbers: 2–8 digits, spaces and hyphens ignored', () => {
    expect(isValidPlusgiro('28 65 43-4')).toBe(true);
    expect(isValidPlusgiro('410 54 68-5')).toBe(true);
    expect(isValidPlusgiro('1-8')).toBe(true);
    expect(isValidPlusgiro('1')).toBe(false);
    expect(isValidPlusgiro('28 65 43-5')).toBe(false);
    expect(isValidPlusgiro('79927398713')).toBe(false); // Luhn-valid, too long for a plusgiro number
  });

  test('the assert variants throw the Luhn messages for their lengths', () => {
    expect(thrownMessage(() => assertBankgiro('123 456'))).toBe(LUHN_MESSAGES.tooShort);
    expect(thrownMessage(() => assertBankgiro('1234-56789'))).toBe(LUHN_MESSAGES.tooLong);
    expect(thrownMessage(() => assertBankgiro('5050-1054'))).toBe(LUHN_MESSAGES.checksum);
    expect(thrownMessage(() => assertBankgiro('5050-105x'))).toBe(LUHN_MESSAGES.characters);
    expect(thrownMessage(() => assertBankgiro('5050-1055'))).toBeUndefined();
    expect(thrownMessage(() => assertPlusgiro('7'))).toBe(LUHN_MESSAGES.tooShort);
    expect(thrownMessage(() => assertPlusgiro('4105468-59'))).toBe(LUHN_MESSAGES.tooLong);
    expect(thrownMessage(() => assertPlusgiro('28 65 43-4'))).toBeUndefined();
  });
});
