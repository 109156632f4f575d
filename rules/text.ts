/**
 * Text helpers (SPEC §3). No imports: the lead form's island splits names with these, and its chunk
 * must not carry the money formatting (a count's phrase, formatCount, is in money.ts beside formatNumber).
 */

/**
 * A value outside the helpers' type, as a form's or an API's JSON may hand them: no text (null,
 * undefined) is the empty text, as money's unformat reads it; a number or other value its string.
 */
function textOf(value: string | null | undefined): string {
  return typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value);
}

/**
 * Capitalises the first letter of each word and lowercases the rest: "anna KARIN svensson" → "Anna Karin Svensson".
 * Words are split at whitespace. No text (null, undefined) gives "".
 */
export function capitalizeWords(text: string | null | undefined): string {
  return textOf(text)
    .toLowerCase()
    .replace(/(^|\s)(\S)/gu, (_, space: string, first: string) => space + first.toUpperCase());
}

export interface SplitName {
  firstName: string | null;
  surname: string | null;
}

/**
 * Splits a full name at spaces (SPEC §3): the last word is the surname, the rest the first name;
 * both are null when there is no space (or no text: null, undefined). Whitespace is trimmed and collapsed first.
 */
export function splitName(fullName: string | null | undefined): SplitName {
  const words = textOf(fullName).trim().split(/\s+/u);
  if (words.length < 2) return { firstName: null, surname: null };
  return { firstName: words.slice(0, -1).join(' '), surname: words[words.length - 1]! };
}

// Controls (C0, DEL, C1), the bidirectional formatting characters (they reorder what a reader sees:
// "Trojan Source", CVE-2021-42574), line and paragraph separators, and lone surrogates (not text;
// they do not survive UTF-8). None belongs in a one-line field; none is visible where it is typed.
const UNSAFE = /[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069\u2028\u2029]|\p{Cs}/u;
const UNSAFE_ALL = new RegExp(UNSAFE.source, 'gu');
// Of those, the ones that separate words: replaced by a space, so "Anna\tSvensson" stays two words.
const SEPARATING = /[\t\n\v\f\r\u0085\u2028\u2029]/u;

/** True when a one-line text holds a control, a bidirectional formatting character, a line separator or a lone surrogate. */
export function hasUnsafeCharacters(text: string | null | undefined): boolean {
  return UNSAFE.test(textOf(text));
}

/**
 * The text without the characters hasUnsafeCharacters finds: tabs, line breaks and separators become
 * a space, the rest are dropped. `removeUnsafeCharacters('Anna\u202E Svensson\u0000')` → `'Anna Svensson'`.
 */
export function removeUnsafeCharacters(text: string | null | undefined): string {
  return textOf(text).replace(UNSAFE_ALL, (char) => (SEPARATING.test(char) ? ' ' : ''));
}

/**
 * A figure kept on one line: every run of white space becomes one no-break space (U+00A0). "1 000 000 000 kr" typed
 * with ordinary spaces broke at a phone's width into "1 000 000" and "000 kr", which reads as a million; "24 h" into
 * "24" and "h". For short texts that are one unit (a key figure), never for prose. No text (null, undefined) gives "".
 */
export function nonBreaking(text: string | null | undefined): string {
  return textOf(text).trim().replace(/\s+/gu, '\u00a0');
}
