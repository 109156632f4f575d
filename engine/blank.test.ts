import { describe, expect, test } from 'vitest';
import { isBlankText, shownText } from './blank';

describe('isBlankText: a text that shows nothing', () => {
  test.each(['', ' ', '\n\t', '\u00A0', '\u200B', '\uFEFF', '\u200B \u2060\u00AD', '\u3000'])('%j is blank', (text) => {
    expect(isBlankText(text)).toBe(true);
    expect(shownText(` ${text} `)).toBe('');
  });
  // Format characters that draw a glyph of their own (Prepended_Concatenation_Mark): the Arabic number sign, the end of
  // ayah, the Syriac abbreviation mark, Kaithi's number sign.
  test.each(['\u0600', '\u06DD', ' \u070F ', '\u{110BD}', '\u200B\u0605'])('%j shows a glyph: not blank', (text) => {
    expect(isBlankText(text)).toBe(false);
    expect(shownText(text)).toBe(text.trim());
  });
  test('a word is not blank', () => {
    expect(isBlankText('\u200Bord')).toBe(false);
    expect(shownText(' ord ')).toBe('ord');
    expect(shownText(7)).toBe('');
  });
});
