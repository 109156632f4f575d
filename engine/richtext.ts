/**
 * Storyblok rich text → RichTextDoc. Only known nodes and marks survive; links go through the
 * same resolution as link fields; embedded bloks are resolved (validated) by the caller's resolver.
 * Nothing in the output can carry raw HTML.
 */
import { resolveAssetUrl } from './assets';
import { childPointer, describeValue } from './diagnostics';
import { resolveLink, type LinkContext } from './links';
import type { Severity } from './types';
import type { RichInline, RichListItem, RichMark, RichNode, RichTextDoc } from './types';
import type { AnyBlok } from '~/codegen/generated/types';

export interface RichEnv {
  link: LinkContext;
  report(severity: Severity, pointer: string, message: string): void;
  /** Resolves the bloks of a blok node (validating each on its own). */
  resolveBloks(raw: unknown[], pointer: string): AnyBlok[];
}

const MAX_DEPTH = 24;
const SIMPLE_MARKS = new Set(['bold', 'italic', 'strike', 'underline', 'code', 'superscript', 'subscript']);
// Marks with no meaning for a visitor of this site (styling plugins): dropped without a word.
const SILENT_MARKS = new Set(['textStyle', 'highlight', 'anchor', 'styled']);

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

function marksOf(raw: unknown, env: RichEnv, pointer: string): RichMark[] {
  const marks: RichMark[] = [];
  list(raw).forEach((m, i) => {
    if (!isObj(m) || typeof m.type !== 'string') return;
    if (SIMPLE_MARKS.has(m.type)) {
      marks.push({ type: m.type as Exclude<RichMark['type'], 'link'> });
    } else if (m.type === 'link') {
      const a = isObj(m.attrs) ? m.attrs : {};
      const href = typeof a.href === 'string' ? a.href : '';
      const result = resolveLink(
        { linktype: a.linktype ?? 'url', url: href, cached_url: href, anchor: a.anchor, target: a.target, email: a.linktype === 'email' ? href : undefined },
        env.link,
      );
      if ('link' in result) marks.push({ type: 'link', link: result.link });
      else if ('refused' in result) env.report('error', childPointer(childPointer(pointer, i), 'attrs'), result.refused);
    } else if (!SILENT_MARKS.has(m.type)) {
      env.report('warning', childPointer(pointer, i), `Unknown rich-text mark "${m.type}" was dropped`);
    }
  });
  return marks;
}

function inlineOf(raw: unknown, env: RichEnv, pointer: string): RichInline[] {
  const out: RichInline[] = [];
  list(raw).forEach((node, i) => {
    const p = childPointer(pointer, i);
    if (!isObj(node)) return;
    switch (node.type) {
      case 'text':
        if (typeof node.text === 'string' && node.text !== '') {
          out.push({ type: 'text', text: node.text, marks: marksOf(node.marks, env, childPointer(p, 'marks')) });
        }
        return;
      case 'hard_break':
        out.push({ type: 'hard_break' });
        return;
      case 'emoji': {
        const a = isObj(node.attrs) ? node.attrs : {};
        if (typeof a.emoji === 'string') out.push({ type: 'text', text: a.emoji, marks: [] });
        return;
      }
      case 'image': {
        const image = imageOf(node, env, p);
        if (image) out.push(image);
        return;
      }
      default:
        env.report('warning', p, `Unknown inline rich-text node "${describeValue(node.type)}" was dropped`);
    }
  });
  return out;
}

function imageOf(node: Obj, env: RichEnv, pointer: string): RichInline | undefined {
  const a = isObj(node.attrs) ? node.attrs : {};
  const src = typeof a.src === 'string' ? a.src.trim() : '';
  if (!src) return undefined;
  const url = resolveAssetUrl(src);
  if ('refused' in url) {
    env.report('error', childPointer(pointer, 'attrs'), url.refused);
    return undefined;
  }
  const alt = typeof a.alt === 'string' ? a.alt : '';
  return { type: 'image', asset: { src: url.src, alt, isImage: true } };
}

function textOf(raw: unknown): string {
  return list(raw)
    .map((n) => (isObj(n) && typeof n.text === 'string' ? n.text : ''))
    .join('');
}

function blocksOf(raw: unknown, env: RichEnv, pointer: string, depth: number): RichNode[] {
  if (depth > MAX_DEPTH) {
    env.report('warning', pointer, `Rich text nested deeper than ${MAX_DEPTH} levels was dropped`);
    return [];
  }
  const out: RichNode[] = [];
  list(raw).forEach((node, i) => {
    const p = childPointer(pointer, i);
    if (!isObj(node)) return;
    const content = childPointer(p, 'content');
    const a = isObj(node.attrs) ? node.attrs : {};
    switch (node.type) {
      case 'paragraph': {
        const inline = inlineOf(node.content, env, content);
        if (inline.length > 0) out.push({ type: 'paragraph', content: inline });
        return;
      }
      case 'heading': {
        const level = Math.min(6, Math.max(2, Number(a.level) || 2)) as 2 | 3 | 4 | 5 | 6;
        const inline = inlineOf(node.content, env, content);
        if (inline.length > 0) out.push({ type: 'heading', level, content: inline });
        return;
      }
      case 'bullet_list':
      case 'ordered_list': {
        const items = itemsOf(node.content, env, content, depth);
        if (items.length === 0) return;
        if (node.type === 'bullet_list') out.push({ type: 'bullet_list', content: items });
        else out.push({ type: 'ordered_list', start: Math.max(1, Math.floor(Number(a.order) || 1)), content: items });
        return;
      }
      case 'blockquote': {
        const inner = blocksOf(node.content, env, content, depth + 1);
        if (inner.length > 0) out.push({ type: 'blockquote', content: inner });
        return;
      }
      case 'code_block':
        out.push({ type: 'code_block', text: textOf(node.content) });
        return;
      case 'horizontal_rule':
        out.push({ type: 'horizontal_rule' });
        return;
      case 'image': {
        const image = imageOf(node, env, p);
        if (image) out.push({ type: 'paragraph', content: [image] });
        return;
      }
      case 'blok': {
        const bloks = env.resolveBloks(list(a.body), childPointer(childPointer(p, 'attrs'), 'body'));
        if (bloks.length > 0) out.push({ type: 'bloks', bloks });
        return;
      }
      default: {
        // Keep the words of an unknown node that holds inline content (for example a table cell).
        const inline = inlineOf(node.content, { ...env, report: () => {} }, content);
        env.report('warning', p, `Unknown rich-text node "${describeValue(node.type)}"${inline.length ? ' shown as a paragraph' : ' was dropped'}`);
        if (inline.length > 0) out.push({ type: 'paragraph', content: inline });
      }
    }
  });
  return out;
}

function itemsOf(raw: unknown, env: RichEnv, pointer: string, depth: number): RichListItem[] {
  const items: RichListItem[] = [];
  list(raw).forEach((node, i) => {
    if (!isObj(node) || node.type !== 'list_item') return;
    const content = blocksOf(node.content, env, childPointer(childPointer(pointer, i), 'content'), depth + 1);
    if (content.length > 0) items.push({ type: 'list_item', content });
  });
  return items;
}

/** Sanitises a rich-text field value; an empty document gives an empty doc. */
export function sanitizeRichText(raw: unknown, env: RichEnv, pointer: string): RichTextDoc {
  if (!isObj(raw) || raw.type !== 'doc') return { type: 'doc', content: [] };
  return { type: 'doc', content: blocksOf(raw.content, env, childPointer(pointer, 'content'), 0) };
}

/** True for "", a missing doc, or a doc holding only empty paragraphs (Storyblok's untouched field). */
export function isEmptyRichText(raw: unknown): boolean {
  if (raw === '' || raw === null || raw === undefined) return true;
  if (!isObj(raw) || raw.type !== 'doc') return false;
  const content = list(raw.content);
  return content.every((n) => isObj(n) && n.type === 'paragraph' && list(n.content).length === 0);
}
