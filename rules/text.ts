/**
 * Text helpers (SPEC §3). No imports: the lead form's island splits names with these, and its chunk
 * must not carry the money formatting (a count's phrase, formatCount, is in money.ts beside formatNumber).
 */

/** Capitalises the first letter of each word and lowercases the rest: "anna KARIN svensson" → "Anna Karin Svensson". Words are split at whitespace. */
export function capitalizeWords(text: string): string {
  return text.toLowerCase().replace(/(^|\s)(\S)/gu, (_, space: string, first: string) => space + first.toUpperCase());
}

export interface SplitName {
  firstName: string | null;
  surname: string | null;
}

/**
 * Splits a full name at spaces (SPEC §3): the last word is the surname, the rest the first name;
 * both are null when there is no space. Whitespace is trimmed and collapsed first.
 */
export function splitName(fullName: string): SplitName {
  const words = fullName.trim().split(/\s+/u);
  if (words.length < 2) return { firstName: null, surname: null };
  return { firstName: words.slice(0, -1).join(' '), surname: words[words.length - 1]! };
}
