import { describe, expect, test } from 'vitest';
import { capitalizeWords, formatCount, hasUnsafeCharacters, nonBreaking, removeUnsafeCharacters, splitName } from './index';

describe('capitalizeWords', () => {
  test('capitalises the first letter of each word and lowercases the rest', () => {
    expect(capitalizeWords('anna KARIN svensson')).toBe('Anna Karin Svensson');
    expect(capitalizeWords('ÅSA öberg')).toBe('Åsa Öberg');
    expect(capitalizeWords('  two  spaces ')).toBe('  Two  Spaces ');
    expect(capitalizeWords('anna-karin')).toBe('Anna-karin'); // words are split at whitespace only
    expect(capitalizeWords('')).toBe('');
  });
});

describe('the text helpers read no text (null, undefined, as JSON may hand them) as the empty text, never a TypeError', () => {
  test.each([null, undefined])('%s', (nothing) => {
    expect(capitalizeWords(nothing)).toBe('');
    expect(splitName(nothing)).toEqual({ firstName: null, surname: null });
    expect(hasUnsafeCharacters(nothing)).toBe(false);
    expect(removeUnsafeCharacters(nothing)).toBe('');
  });
  test('a number outside the type is read as its text', () => {
    expect(capitalizeWords(42 as unknown as string)).toBe('42');
    expect(splitName(7 as unknown as string)).toEqual({ firstName: null, surname: null });
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

describe('formatCount: a count meets its noun in the plural form Intl.PluralRules picks', () => {
  const reviews = { one: '{count} omdöme', other: '{count} omdömen' };
  const reviewsEn = { one: '{count} review', other: '{count} reviews' };
  test('one and other in Swedish and English', () => {
    expect(formatCount(1, reviews, 'sv')).toBe('1 omdöme');
    expect(formatCount(0, reviews, 'sv')).toBe('0 omdömen');
    expect(formatCount(2, reviews, 'sv')).toBe('2 omdömen');
    expect(formatCount(1, reviewsEn, 'en')).toBe('1 review');
    expect(formatCount(21, reviewsEn, 'en_US')).toBe('21 reviews');
  });
  test('the count is written as formatNumber writes it (no-break space groups in Swedish)', () => {
    expect(formatCount(1236, reviews, 'sv')).toBe('1\u00a0236 omdömen');
    expect(formatCount(1236, reviewsEn, 'en')).toBe('1,236 reviews');
  });
  test('a language form missing from the phrase falls back to other; an unsupported locale throws', () => {
    expect(formatCount(1, { other: '{count} st.' }, 'sv')).toBe('1 st.');
    expect(() => formatCount(1, reviews, 'de')).toThrow('The culture "de" is not supported');
  });
});

describe('hasUnsafeCharacters and removeUnsafeCharacters', () => {
  test('controls, bidirectional formatting characters, separators and lone surrogates are unsafe; letters, emoji and joiners are not', () => {
    for (const char of ['\u0000', '\t', '\n', '\u007f', '\u0085', '\u202e', '\u2066', '\u200f', '\u061c', '\u2028', '\ud800'])
      expect(hasUnsafeCharacters(`a${char}b`), JSON.stringify(char)).toBe(true);
    for (const text of ['Åsa Öberg-Lind', 'José', '👩‍💻', 'ก\u200dข', '070-123 45 67', '']) expect(hasUnsafeCharacters(text), text).toBe(false);
  });
  test('line breaks and tabs become a space, the others go', () => {
    expect(removeUnsafeCharacters('Anna\u202E Svensson\u0000')).toBe('Anna Svensson');
    expect(removeUnsafeCharacters('Anna\tSvensson\r\n')).toBe('Anna Svensson  ');
    expect(removeUnsafeCharacters('070\u2066-123\u2069')).toBe('070-123');
  });
});

describe('nonBreaking', () => {
  test('a figure stays on one line: every run of white space one no-break space, the ends trimmed', () => {
    expect(nonBreaking('1 000 000 000 kr')).toBe('1\u00a0000\u00a0000\u00a0000\u00a0kr');
    expect(nonBreaking(' 24  h\t')).toBe('24\u00a0h');
    expect(nonBreaking('SEK\u20091,000,000')).toBe('SEK\u00a01,000,000'); // a thin space, as a figure's group separator may be
    expect(nonBreaking('98%')).toBe('98%');
    expect(nonBreaking(null)).toBe('');
    expect(nonBreaking(undefined)).toBe('');
  });
});
