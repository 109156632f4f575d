/**
 * Content drift: values an editor saved under an older shape of a field (a textarea later made rich
 * text, a plain image URL, a number typed with thousands separators or a decimal comma). Each is read as what the field
 * now expects instead of costing its blok, and nothing the editor wrote is lost.
 */

import { plainParagraphs, plainTextOf } from '../richtext';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

const PLAIN_NUMBER = /^-?\d+(?:\.\d+)?$/;
// Groups of three digits joined by a comma, a space, a no-break space or a narrow no-break space.
const GROUPED_NUMBER = /^-?\d{1,3}(?:([, \u00a0\u202f])\d{3})(?:\1\d{3})*(?:\.\d+)?$/;
// One comma and three digits after it: a thousands separator in English, a decimal comma in Swedish.
const AMBIGUOUS_COMMA = /^-?\d{1,3},\d{3}$/;
// In a field for whole numbers, dots between groups of three: German and Danish thousands ("1.000"), or 1.000 = 1.
const AMBIGUOUS_DOTS = /^-?\d{1,3}(?:\.\d{3})+$/;
// A Swedish decimal comma, after plain digits or digits grouped by spaces ("1,5", "1 000,25").
const DECIMAL_COMMA = /^-?(?:\d{1,3}(?:[ \u00a0\u202f]\d{3})+|\d+),\d+$/;

/** How a number typed as text reads: its value, or why it is not read as one (the text is then left to validation). */
export type NumberReading = { value: number } | { unread: string };

/**
 * A number typed as text: "12", "-1.5", "1,234,567", "1 234 567", a Swedish decimal comma ("1,5", "1 000,25"),
 * a minus sign (U+2212) as Swedish typography writes it. In a field for decimals "1,250" is not read: it is 1250
 * to an English reader and 1.25 to a Swedish one, and a guess would put a wrong figure on the page without a
 * word (in a field for whole numbers it can only be 1250; there "1.000", 1000 in German and Danish, is not read
 * either). "0,500" can only be a decimal.
 */
export function readNumber(text: string, integer = false): NumberReading {
  const t = text.trim().replace(/^\u2212/, '-');
  if (integer && AMBIGUOUS_DOTS.test(t)) {
    const whole = t.replace(/\./g, '');
    return { unread: `"${t}" could be ${whole} or ${Number(t)}: write ${whole} without the dots (a field for whole numbers)` };
  }
  if (PLAIN_NUMBER.test(t)) return { value: Number(t) };
  if (!integer && AMBIGUOUS_COMMA.test(t) && !/^-?0,/.test(t)) {
    const [whole = '', part = ''] = t.split(',');
    return { unread: `"${t}" could be ${whole}${part} or ${whole}.${part}: write ${whole}${part}, or ${whole}.${part} with a decimal point` };
  }
  // "0,500": no thousands begin with a zero group, so only a decimal.
  if (/^-?0,\d+$/.test(t)) return { value: Number(t.replace(',', '.')) };
  if (GROUPED_NUMBER.test(t)) return { value: Number(t.replace(/[, \u00a0\u202f]/g, '')) };
  if (DECIMAL_COMMA.test(t)) return { value: Number(t.replace(/[ \u00a0\u202f]/g, '').replace(',', '.')) };
  const shown = t.length > 40 ? `${t.slice(0, 40)}…` : t;
  return { unread: `"${shown}" is not a number: write the number alone, without a unit (${integer ? '1500' : '1500, 1.5 or 1,5'})` };
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

/**
 * A rich-text document written as its JSON text (an import or migration script that stringified it): the
 * document, so its words show formatted instead of as JSON. Anything else, undefined.
 */
export function parsedRichTextDoc(text: string): Obj | undefined {
  const t = text.trim();
  if (!t.startsWith('{') || !/"type"\s*:\s*"doc"/.test(t)) return undefined;
  try {
    const doc: unknown = JSON.parse(t);
    return isRichTextDoc(doc) ? doc : undefined;
  } catch {
    return undefined;
  }
}

/** The words of a raw rich-text document, one line per block, for a field that now expects a plain string. */
export function plainTextOfDoc(doc: unknown): string {
  return plainTextOf(doc)
    .replace(/[ \t]*\n[ \t]*/g, '\n')
    .replace(/\n{2,}/g, '\n')
    .trim();
}
