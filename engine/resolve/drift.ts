/**
 * Content drift: values an editor saved under an older shape of a field (a textarea later made rich
 * text, a plain image URL, a number typed with thousands separators). Each is read as what the field
 * now expects instead of costing its blok, and nothing the editor wrote is lost.
 */

import { plainParagraphs, plainTextOf } from '../richtext';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

const PLAIN_NUMBER = /^-?\d+(?:\.\d+)?$/;
// Groups of three digits joined by a comma, a space, a no-break space or a narrow no-break space.
const GROUPED_NUMBER = /^-?\d{1,3}(?:([, \u00a0\u202f])\d{3})(?:\1\d{3})*(?:\.\d+)?$/;

/** A number typed as text ("12", "-1.5", "1,234", "1 234 567"); undefined when it is not one. */
export function readNumber(text: string): number | undefined {
  const t = text.trim();
  if (PLAIN_NUMBER.test(t)) return Number(t);
  if (GROUPED_NUMBER.test(t)) return Number(t.replace(/[, \u00a0\u202f]/g, ''));
  return undefined;
}

/**
 * A plain string in a rich-text field becomes a rich-text document: blank lines separate paragraphs,
 * single line breaks stay line breaks (the resolver then sanitises it like any other document).
 */
export function richTextFromString(text: string): Obj {
  return { type: 'doc', content: plainParagraphs(text.replace(/\r\n?/g, '\n')) };
}

/**
 * Whether a string in a rich-text field was written as Markdown or HTML (the field was a Markdown field
 * before): a heading, quote or fence line, two list lines, bold text, a link, or a tag. Plain text (a textarea's)
 * has none of these, and stays paragraphs word for word.
 */
export function looksLikeMarkup(text: string): boolean {
  return (
    /^ {0,3}(?:#{1,6}\s|>\s|```|~~~)/m.test(text) ||
    // A list: two of its lines at least ("2026. Ett bra år" alone is a sentence).
    (text.match(/^ {0,3}(?:[-*+]|\d{1,9}[.)])\s+\S/gm)?.length ?? 0) >= 2 ||
    /\*\*[^*\n]+\*\*|__[^_\n]+__|\[[^\]\n]+\]\([^)\s]+\)/.test(text) ||
    /<\/?(?:p|br|strong|b|em|i|u|a|ul|ol|li|h[1-6]|blockquote|code|pre|span|div|table)\b[^>]*>/i.test(text)
  );
}

export const MARKUP_IN_RICH_TEXT =
  'This rich-text field holds Markdown or HTML as text (the field had another type before): it is shown read as Markdown; paste the text into the rich-text editor again to store it as rich text';

export const isRichTextDoc = (v: unknown): v is Obj => isObj(v) && v.type === 'doc';

/** The words of a raw rich-text document, one line per block, for a field that now expects a plain string. */
export function plainTextOfDoc(doc: unknown): string {
  return plainTextOf(doc)
    .replace(/[ \t]*\n[ \t]*/g, '\n')
    .replace(/\n{2,}/g, '\n')
    .trim();
}
