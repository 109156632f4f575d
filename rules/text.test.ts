import { describe, expect, test } from 'vitest';
import { capitalizeWords, splitName } from './index';

describe('capitalizeWords', () => {
  test('capitalises the first letter of each word and lowercases the rest', () => {
    expect(capitalizeWords('anna KARIN svensson')).toBe('Anna Karin Svensson');
    expect(capitalizeWords('ÅSA öberg')).toBe('Åsa Öberg');
    expect(capitalizeWords('  two  spaces ')).toBe('  Two  Spaces ');
    expect(capitalizeWords('anna-karin')).toBe('Anna-karin'); // words are split at whitespace only
    expect(capitalizeWords('')).toBe('');
  });
});

describe('splitName', () => {
  test('the last word is the surname, the rest the first name', () => {
    expect(splitName('Anna Svensson')).toEqual({ firstName: 'Anna', surname: 'Svensson' });
    expect(splitName('Anna Karin von Svensson')).toEqual({ firstName: 'Anna Karin von', surname: 'Svensson' });
  });
  test('both are null when there is no space', () => {
    expect(splitName('Anna')).toEqual({ firstName: null, surname: null });
    expect(splitName('')).toEqual({ firstName: null, surname: null });
    expect(splitName('   ')).toEqual({ firstName: null, surname: null });
  });
  test('whitespace is trimmed and collapsed first', () => {
    expect(splitName('  Anna   Karin \t Svensson ')).toEqual({ firstName: 'Anna Karin', surname: 'Svensson' });
    expect(splitName(' Anna ')).toEqual({ firstName: null, surname: null });
  });
});
