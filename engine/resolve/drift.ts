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

export const isRichTextDoc = (v: unknown): v is Obj => isObj(v) && v.type === 'doc';

/** The words of a raw rich-text document, one line per block, for a field that now expects a plain string. */
export function plainTextOfDoc(doc: unknown): string {
  return plainTextOf(doc)
    .replace(/[ \t]*\n[ \t]*/g, '\n')
    .replace(/\n{2,}/g, '\n')
    .trim();
}
