/**
 * Content drift: values an editor saved under an older shape of a field (a textarea later made rich
 * text, a plain image URL, a number typed with thousands separators). Each is read as what the field
 * now expects instead of costing its blok, and nothing the editor wrote is lost.
 */

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
 * A plain string in a rich-text field becomes a Storyblok rich-text document: blank lines separate
 * paragraphs, single line breaks stay line breaks.
 */
export function richTextFromString(text: string): Obj {
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n+/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
  return {
    type: 'doc',
    content: paragraphs.map((p) => ({
      type: 'paragraph',
      content: p.split('\n').flatMap((line, i) => (i === 0 ? [{ type: 'text', text: line }] : [{ type: 'hard_break' }, { type: 'text', text: line }])),
    })),
  };
}

const BLOCK_NODES = new Set(['paragraph', 'heading', 'blockquote', 'code_block', 'list_item', 'bullet_list', 'ordered_list', 'table_row', 'table']);
const MAX_DEPTH = 64;

export const isRichTextDoc = (v: unknown): v is Obj => isObj(v) && v.type === 'doc';

/** The words of a raw rich-text document, for a field that now expects a plain string. */
export function plainTextOf(doc: unknown): string {
  const parts: string[] = [];
  const walk = (node: unknown, depth: number) => {
    if (!isObj(node) || depth > MAX_DEPTH) return;
    if (typeof node.text === 'string') parts.push(node.text);
    if (node.type === 'hard_break') parts.push('\n');
    if (Array.isArray(node.content)) for (const child of node.content) walk(child, depth + 1);
    if (typeof node.type === 'string' && BLOCK_NODES.has(node.type)) parts.push('\n');
  };
  walk(doc, 0);
  return parts
    .join('')
    .replace(/[ \t]*\n[ \t]*/g, '\n')
    .replace(/\n{2,}/g, '\n')
    .trim();
}
