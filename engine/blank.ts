/**
 * The format characters drawn as a glyph (Unicode's Prepended_Concatenation_Mark: the Arabic number sign, the end of
 * ayah, Kaithi's number sign…): a text of one of them shows it.
 */
const DRAWN_FORMAT = /[\u0600-\u0605\u06DD\u070F\u0890\u0891\u08E2\u{110BD}\u{110CD}]/u;

/**
 * True for a text that shows as nothing: whitespace alone, and invisible format characters (a zero-width space, a byte
 * order mark: what a paste leaves behind), as rules/forms.ts reads a form field; but not the few format characters drawn
 * as a glyph (DRAWN_FORMAT), which a text may show (a form field of one of them alone is nothing typed: no name is
 * one). The one rule for content and blocks (engine/richtext.ts re-exports it).
 */
export const isBlankText = (text: string): boolean => /^[\s\p{Cf}]*$/u.test(text) && !DRAWN_FORMAT.test(text);

/** A text as shown: trimmed, and "" when it shows nothing (an alt text of a zero-width space is no alt text). */
export const shownText = (value: unknown): string => (typeof value === 'string' && !isBlankText(value) ? value.trim() : '');
