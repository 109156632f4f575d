/**
 * True for a text that shows as nothing: whitespace alone, and invisible format characters (a zero-width space, a byte
 * order mark: what a paste leaves behind), as rules/forms.ts reads a form field. The one rule for content and blocks
 * (engine/richtext.ts re-exports it).
 */
export const isBlankText = (text: string): boolean => /^[\s\p{Cf}]*$/u.test(text);

/** A text as shown: trimmed, and "" when it shows nothing (an alt text of a zero-width space is no alt text). */
export const shownText = (value: unknown): string => (typeof value === 'string' && !isBlankText(value) ? value.trim() : '');
