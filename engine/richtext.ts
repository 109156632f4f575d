/**
 * Storyblok rich text → RichTextDoc. Every word an editor wrote is kept: known nodes and marks become
 * their safe forms; an unknown node keeps its text (as blocks, a paragraph or inline text, with a
 * warning); bare inline nodes under a block container are wrapped in a paragraph; content nested too
 * deep or past the length limit is kept as plain text. Links go through the same resolution as link
 * fields (a refused link keeps its text); embedded bloks are resolved (validated) by the caller's
 * resolver. Nothing in the output can carry raw HTML, and no input makes this throw.
 */
import { libraryAlt, otherSpaceImage, resolveImageUrl } from './assets';
import { isBlankText, shownText } from './blank';
import { childPointer, describeValue, formatCount } from './diagnostics';
import { anchorId, claimId, DEAD_STORY_LINK, linkName, resolveLink, type LinkContext } from './links';
import type {
  ResolvedLink,
  RichInline,
  RichLeaf,
  RichListItem,
  RichMark,
  RichNode,
  RichTableCell,
  RichTableRow,
  RichTextBlockStyle,
  RichTextDir,
  RichTextDoc,
  DroppedBlok,
  Severity,
} from './types';
import type { AnyBlok, Cta, LinkItem } from '~/codegen/generated/types';

export { isBlankText } from './blank';

/** What a blok node of rich text may hold once resolved: blocks, and calls to action and text links. */
export type TextBlok = AnyBlok | Cta | LinkItem;

/** One blok of a blok node as the resolver leaves it: kept, or left out (draft content: its card goes in its place). */
export type TextBlokEntry = { blok: TextBlok } | { dropped: DroppedBlok };

export interface RichEnv {
  link: LinkContext;
  report(severity: Severity, pointer: string, message: string): void;
  /**
   * Resolves the bloks of a blok node (validating each on its own, dropping what is not allowed in text), in their
   * order; in draft content a blok left out that the Visual Editor can select stands as `dropped`, for its card.
   */
  resolveBloks(raw: unknown[], pointer: string): TextBlokEntry[];
  /** Anchor ids already given out on this page; a repeated id gets a "-2", "-3" suffix. */
  anchorIds?: Set<string>;
}

/** Containers nested deeper than this keep their words as plain paragraphs. */
const MAX_DEPTH = 24;
/** Characters of text past which a document's remaining blocks are shown without formatting. */
export const MAX_RICH_TEXT_CHARS = 200_000;

const SIMPLE_MARKS = new Set(['bold', 'italic', 'strike', 'underline', 'code', 'superscript', 'subscript']);
// Styling marks with no meaning for this site's design: the text stays, the styling goes, silently.
const SILENT_MARKS = new Set(['textStyle', 'highlight', 'styled']);
const ROW_TYPES = new Set(['tableRow', 'table_row']);
const CELL_TYPES = new Set(['tableCell', 'table_cell', 'tableHeader', 'table_header']);
const CAPTION_TYPES = new Set(['tableCaption', 'table_caption', 'caption']);
/** Nodes that hold inline content and sit inline themselves. */
const INLINE_TYPES = new Set(['text', 'hard_break', 'emoji', 'image']);
/** Block nodes whose text goes on a line of its own when flattened to plain text. */
const BLOCKISH = /^(paragraph|heading|blockquote|code_block|bullet_list|ordered_list|list_item|table|tableRow|table_row|horizontal_rule)$/;

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const attrsOf = (node: Obj): Obj => (isObj(node.attrs) ? node.attrs : {});
const typeOf = (node: Obj): string => (typeof node.type === 'string' ? node.type : '');
const KNOWN_BLOCKS = new Set(['paragraph', 'heading', 'blockquote', 'code_block', 'bullet_list', 'ordered_list', 'list_item']);

interface InlineState {
  leaves: Array<{ leaf: RichLeaf; link?: ResolvedLink }>;
  /** The raw anchor id of the previous text leaf, to give a split run its id once. */
  lastAnchor: string | undefined;
}

const ALIGNS = new Set(['left', 'center', 'right', 'justify']);
const DIRS = new Set(['ltr', 'rtl', 'auto']);

/** A block's `dir` (a text-direction extension: paragraphs, headings, quotes, list items, code blocks); anything else is none. */
const blockDir = (a: Obj): { dir?: RichTextDir } => (typeof a.dir === 'string' && DIRS.has(a.dir) ? { dir: a.dir as RichTextDir } : {});

/** A paragraph's or heading's `textAlign` and `dir` (the editor's alignment buttons, a text-direction extension); anything else is no style. */
function blockStyle(a: Obj): RichTextBlockStyle {
  const style: RichTextBlockStyle = blockDir(a);
  if (typeof a.textAlign === 'string' && ALIGNS.has(a.textAlign)) style.align = a.textAlign as RichTextBlockStyle['align'];
  return style;
}

/**
 * Where an ordered list starts: a non-negative integer, as a number or a string of digits ("0. Förberedelser" starts at 0);
 * anything else (none, "", false, null, -2, 2.5) at 1. Capped far above any real list.
 */
function listStart(order: unknown): number {
  const digits = typeof order === 'string' ? order.trim() : '';
  const n = typeof order === 'number' ? order : /^\d+$/.test(digits) ? Number(digits) : NaN;
  // A string of 400 digits is Infinity: capped like a number that large. `|| 0`: a -0 starts at 0.
  return n >= 0 && (Number.isInteger(n) || n === Infinity) ? Math.min(1e9, n) || 0 : 1;
}

/** A code language name fit for a class ("ts", "c++", "objective-c"), else nothing. */
export function codeLanguage(name: unknown): string | undefined {
  return typeof name === 'string' && /^[A-Za-z0-9_+#.-]{1,32}$/.test(name) ? name : undefined;
}

/** A code block's language: `attrs.language` (Tiptap), or the `language-…` class older Storyblok documents carry. */
const codeBlockLanguage = (a: Obj): string | undefined =>
  codeLanguage(a.language) ?? codeLanguage(typeof a.class === 'string' ? /(?:^|\s)language-(\S+)/.exec(a.class)?.[1] : undefined);

const clampSpan = (v: unknown) => Math.min(100, Math.max(1, Math.floor(Number(v)) || 1));

/**
 * The words of any raw node, blocks separated by newlines, iteratively (no recursion to overflow).
 * Emoji keep their character.
 */
/** A node's own text; a number is a text too (content written through the Management API, or a script). */
const textOf = (node: Obj): string =>
  typeof node.text === 'string' ? node.text : typeof node.text === 'number' && Number.isFinite(node.text) ? String(node.text) : '';

export function plainTextOf(root: unknown): string {
  const out: string[] = [];
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const node = stack.pop();
    if (typeof node === 'string') {
      out.push(node);
      continue;
    }
    if (Array.isArray(node)) {
      for (let i = node.length - 1; i >= 0; i--) stack.push(node[i]);
      continue;
    }
    if (!isObj(node)) continue;
    out.push(textOf(node));
    const type = typeOf(node);
    if (type === 'hard_break') out.push('\n');
    if (type === 'emoji' && typeof attrsOf(node).emoji === 'string') out.push(attrsOf(node).emoji as string);
    if (BLOCKISH.test(type)) stack.push('\n');
    if (Array.isArray(node.content)) stack.push(node.content);
    if (BLOCKISH.test(type)) out.push('\n');
  }
  return out.join('');
}

/** Plain paragraphs (lines joined by hard breaks) from text. */
export function plainParagraphs(text: string): RichNode[] {
  return text
    .split(/\n[ \t]*\n+/)
    .map((p) => p.replace(/^\n+|\n+$/g, ''))
    .filter((p) => p.trim() !== '')
    .map((p) => ({
      type: 'paragraph' as const,
      content: p.split('\n').flatMap<RichInline>((line, i) => (i === 0 ? [leafText(line)] : [{ type: 'hard_break' }, leafText(line)])),
    }));
}

const leafText = (text: string): RichLeaf => ({ type: 'text', text, marks: [] });

/** Two links that render alike: every attribute the same (href, kind, target, and the editor's rel and title). */
function sameLink(a: ResolvedLink | undefined, b: ResolvedLink | undefined): boolean {
  if (a === undefined || b === undefined) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)] as Array<keyof ResolvedLink>);
  return [...keys].every((k) => a[k] === b[k]);
}

/**
 * Groups adjacent leaves that share a link into one link node. A link around blank words or line breaks only is no
 * link (nothing to read or click, and a screen reader would announce a link without a name): its leaves stay. A link
 * around decorative images only (no alt text, no words) and without a title (which names it) would have no name
 * either: its first image takes its own title, else a name from the link's address (linkName), as its alt text, and
 * `onNamed` is told (the editor's warning).
 */
export function groupLinks(leaves: Array<{ leaf: RichLeaf; link?: ResolvedLink }>, onNamed?: (link: ResolvedLink, alt: string) => void): RichInline[] {
  return groupedLinks(leaves).flatMap<RichInline>((node) => {
    if (node.type !== 'link') return [node];
    if (inlineShowsNothing(node.content)) return node.content;
    return !node.link.title && namesNothing(node.content) ? [{ ...node, content: namedAfter(node.link, node.content, onNamed) }] : [node];
  });
}

/** Inline content with something to see but nothing to read: images without alt text, blank words, line breaks. */
const namesNothing = (content: readonly RichLeaf[]): boolean =>
  content.every(
    (leaf) => leaf.type === 'hard_break' || (leaf.type === 'text' && isBlankText(leaf.text)) || (leaf.type === 'image' && isBlankText(leaf.asset.alt)),
  );

/** A link's content with its first image described: the image's own title, else a name from the link's address. */
function namedAfter(link: ResolvedLink, content: RichLeaf[], onNamed?: (link: ResolvedLink, alt: string) => void): RichLeaf[] {
  const first = content.findIndex((leaf) => leaf.type === 'image');
  const image = content[first];
  const alt = (image?.type === 'image' && image.asset.title) || linkName(link);
  onNamed?.(link, alt);
  return content.map((leaf, i) => (i === first && leaf.type === 'image' ? { ...leaf, asset: { ...leaf.asset, alt } } : leaf));
}

/** What the editor is told of a linked image without alt text (the link's only content). */
export const unnamedImageLink = (alt: string) =>
  `A linked image has no alt text, so the link had no name for a screen reader: it is named "${alt}"; describe where the link leads in the image's alt text`;

function groupedLinks(leaves: Array<{ leaf: RichLeaf; link?: ResolvedLink }>): RichInline[] {
  const out: RichInline[] = [];
  let open: Extract<RichInline, { type: 'link' }> | undefined;
  for (const { leaf, link } of leaves) {
    if (link && open && sameLink(open.link, link)) {
      open.content.push(leaf);
    } else if (link) {
      open = { type: 'link', link, content: [leaf] };
      out.push(open);
    } else {
      open = undefined;
      out.push(leaf);
    }
  }
  return out;
}

const isCta = (b: TextBlok): b is Cta => b.component === 'Cta';
const isLinkItem = (b: TextBlok): b is LinkItem => b.component === 'LinkItem';

/** What a link item without a link is told (it shows its words, leading nowhere), in text and in link lists alike. */
export const EMPTY_LINK_ITEM = 'The link is empty, so it shows as text that leads nowhere: choose a story or enter a URL, or remove the item';

/**
 * The nodes for the bloks of one blok node, in their order: adjacent calls to action as one row, a text
 * link (LinkItem) as a paragraph holding the link, adjacent blocks as one list, a blok left out as its card.
 */
function textBloks(entries: TextBlokEntry[]): RichNode[] {
  const out: RichNode[] = [];
  for (const entry of entries) {
    if ('dropped' in entry) {
      out.push({ type: 'dropped', dropped: entry.dropped });
      continue;
    }
    const b = entry.blok;
    const last = out[out.length - 1];
    if (isCta(b)) {
      if (last?.type === 'ctas') last.ctas.push(b);
      else out.push({ type: 'ctas', ctas: [b] });
    } else if (isLinkItem(b)) {
      const text = leafText(b.text);
      // Its marker on the paragraph: the editor selects the item itself, not the section around the text.
      const marker = (b as { _editable?: unknown })._editable;
      out.push({
        type: 'paragraph',
        content: [b.link ? { type: 'link', link: b.link, content: [text] } : text],
        ...(typeof marker === 'string' && { editable: marker }),
      });
    } else if (last?.type === 'bloks') last.bloks.push(b);
    else out.push({ type: 'bloks', bloks: [b] });
  }
  return out;
}

class Sanitizer {
  private chars = 0;
  private overLimitReported = false;
  private deepReported = false;
  private levelOneReported = false;
  private insideUnknown = 0;
  readonly ids: Set<string>;

  constructor(private readonly env: RichEnv) {
    this.ids = env.anchorIds ?? new Set();
  }

  /** A unique id for an anchor: the first use keeps it, later ones get a suffix. */
  uniqueId(raw: unknown, pointer: string): string | undefined {
    const base = anchorId(typeof raw === 'string' ? raw : '');
    if (!base) {
      this.env.report('warning', pointer, `Anchor id "${describeValue(raw)}" has no letters or digits; the text is kept without it`);
      return undefined;
    }
    return claimId(base, this.ids);
  }

  /** Block content; `start` is the index of the first node in its container (for pointers). */
  blocks(raw: unknown, pointer: string, depth: number, start = 0): RichNode[] {
    const nodes = list(raw);
    if (depth > MAX_DEPTH) {
      if (!this.deepReported) {
        this.deepReported = true;
        this.env.report('warning', pointer, `Rich text nested deeper than ${MAX_DEPTH} levels is shown as plain paragraphs`);
      }
      return plainParagraphs(plainTextOf(nodes));
    }
    const out: RichNode[] = [];
    // Bare inline nodes under a block container are gathered into one paragraph.
    let runStart = -1;
    for (let i = 0; i <= nodes.length; i++) {
      const node = nodes[i];
      const type = isObj(node) ? typeOf(node) : '';
      if (i < nodes.length && INLINE_TYPES.has(type)) {
        if (runStart < 0) runStart = i;
        continue;
      }
      if (runStart >= 0) {
        const inline = this.inline(nodes.slice(runStart, i), pointer, depth, runStart + start);
        if (inline.length > 0) out.push({ type: 'paragraph', content: inline });
        runStart = -1;
      }
      if (i === nodes.length || !isObj(node)) continue;
      const p = childPointer(pointer, i + start);
      if (depth === 0 && this.chars > MAX_RICH_TEXT_CHARS) {
        if (!this.overLimitReported) {
          this.overLimitReported = true;
          this.env.report(
            'error',
            p,
            `Rich text longer than ${formatCount(MAX_RICH_TEXT_CHARS)} characters: from here on it is shown as plain paragraphs, without formatting or links`,
          );
        }
        out.push(...plainParagraphs(plainTextOf(node)));
        continue;
      }
      this.block(node, type, p, depth, out);
    }
    return out;
  }

  private block(node: Obj, type: string, p: string, depth: number, out: RichNode[]): void {
    const content = childPointer(p, 'content');
    const a = attrsOf(node);
    switch (type) {
      case 'paragraph': {
        const inline = this.inline(node.content, content, depth);
        if (inline.length > 0) out.push({ type: 'paragraph', content: inline, ...blockStyle(a) });
        return;
      }
      case 'heading': {
        // The page's title is its one h1: a level-1 heading (or a level that is none) is shown as level 2.
        const level = Math.min(6, Math.max(2, Math.floor(Number(a.level)) || 2)) as 2 | 3 | 4 | 5 | 6;
        const inline = this.inline(node.content, content, depth);
        // A heading of blank words would stand empty in the page's outline (a screen reader's list of headings).
        if (inlineShowsNothing(inline)) return;
        out.push({ type: 'heading', level, content: inline, ...blockStyle(a) });
        if (Number(a.level) === 1 && !this.levelOneReported) {
          this.levelOneReported = true;
          this.env.report(
            'warning',
            childPointer(childPointer(p, 'attrs'), 'level'),
            "A heading of level 1 is shown as level 2: the page's title is its only level-1 heading; choose level 2 for the text's top headings",
          );
        }
        return;
      }
      case 'bullet_list':
      case 'ordered_list': {
        const items = this.items(node.content, content, depth);
        if (items.length === 0) return;
        if (type === 'bullet_list') out.push({ type: 'bullet_list', content: items });
        else out.push({ type: 'ordered_list', start: listStart(a.order), content: items });
        return;
      }
      case 'blockquote': {
        const inner = this.blocks(node.content, content, depth + 1);
        if (!nodesShowNothing(inner)) out.push({ type: 'blockquote', content: inner, ...blockDir(a) });
        return;
      }
      case 'code_block': {
        const text = plainTextOf(node.content);
        this.chars += text.length;
        const language = codeBlockLanguage(a);
        if (!isBlankText(text)) out.push({ type: 'code_block', text, ...(language ? { language } : {}), ...blockDir(a) });
        return;
      }
      case 'horizontal_rule':
        out.push({ type: 'horizontal_rule' });
        return;
      case 'table':
        out.push(...this.table(node, p, depth));
        return;
      case 'blok': {
        const pointer = childPointer(childPointer(p, 'attrs'), 'body');
        const entries = this.env.resolveBloks(list(a.body), pointer);
        for (const entry of entries) {
          if ('blok' in entry && isLinkItem(entry.blok) && !entry.blok.link) {
            this.env.report('warning', pointer, `"${entry.blok.text.slice(0, 80)}": ${EMPTY_LINK_ITEM}`);
          }
        }
        out.push(...textBloks(entries));
        return;
      }
      default:
        this.unknownBlock(node, type, p, depth, out);
    }
  }

  /** An unknown node at block level: its blocks in place, or its inline content as a paragraph. */
  private unknownBlock(node: Obj, type: string, p: string, depth: number, out: RichNode[]): void {
    const name = describeValue(type || node.type);
    const children = list(node.content);
    const hasBlocks = children.some((c) => isObj(c) && !INLINE_TYPES.has(typeOf(c)));
    const before = out.length;
    // One warning per unknown subtree: its unknown children (a details' summary) are part of it.
    this.insideUnknown++;
    try {
      if (hasBlocks) out.push(...this.blocks(children, childPointer(p, 'content'), depth + 1));
      else {
        const inline = this.inline(
          typeof node.text === 'string' ? [{ type: 'text', text: node.text }, ...children] : children,
          childPointer(p, 'content'),
          depth,
        );
        if (inline.length > 0) out.push({ type: 'paragraph', content: inline });
      }
    } finally {
      this.insideUnknown--;
    }
    if (this.insideUnknown === 0) {
      this.env.report(
        'warning',
        p,
        `Unknown rich-text node "${name}": ${out.length > before ? 'its text is shown without its own formatting' : 'it holds no text and was left out'}`,
      );
    }
  }

  private items(raw: unknown, pointer: string, depth: number): RichListItem[] {
    const items: RichListItem[] = [];
    list(raw).forEach((node, i) => {
      if (!isObj(node)) return;
      const p = childPointer(pointer, i);
      // Anything but a list item directly in a list still shows, as an item of its own.
      const isItem = typeOf(node) === 'list_item';
      const content = isItem ? this.blocks(node.content, childPointer(p, 'content'), depth + 1) : this.blocks([node], pointer, depth + 1, i);
      // An item of blank words or line breaks would show a bullet beside nothing.
      if (!nodesShowNothing(content)) items.push({ type: 'list_item', content, ...(isItem ? blockDir(attrsOf(node)) : {}) });
    });
    return items;
  }

  private table(node: Obj, p: string, depth: number): RichNode[] {
    const rows: RichTableRow[] = [];
    const after: RichNode[] = [];
    let caption: RichInline[] | undefined;
    const a = attrsOf(node);
    if (typeof a.caption === 'string' && a.caption.trim() !== '') caption = [leafText(a.caption.trim())];
    const content = childPointer(p, 'content');
    let loose: RichTableCell[] = [];
    const flushLoose = () => {
      if (loose.length > 0) rows.push({ type: 'table_row', cells: loose });
      loose = [];
    };
    list(node.content).forEach((child, i) => {
      if (!isObj(child)) return;
      const type = typeOf(child);
      const cp = childPointer(content, i);
      if (CELL_TYPES.has(type)) {
        loose.push(this.cell(child, type, content, i, depth));
        return;
      }
      flushLoose();
      if (ROW_TYPES.has(type)) {
        const cells = list(child.content).flatMap((cell, j) => {
          if (!isObj(cell)) return [];
          const ct = typeOf(cell);
          // A row child that is not a cell still shows, as a cell of its own.
          return [this.cell(cell, CELL_TYPES.has(ct) ? ct : 'tableCell', childPointer(cp, 'content'), j, depth, !CELL_TYPES.has(ct))];
        });
        if (cells.length > 0) rows.push({ type: 'table_row', cells });
      } else if (CAPTION_TYPES.has(type)) {
        const inline = this.inline(child.content, childPointer(cp, 'content'), depth);
        if (inline.length > 0) caption = inline;
      } else {
        this.unknownBlock(child, type, cp, depth + 1, after);
      }
    });
    flushLoose();
    const nonEmpty = rows.some((r) => r.cells.some((c) => !nodesShowNothing(c.content)));
    if (!nonEmpty) return after;
    let headEnd = 0;
    while (headEnd < rows.length && rows[headEnd]!.cells.every((c) => c.header)) headEnd++;
    // A table made only of header cells reads better as a body with row headers.
    if (headEnd === rows.length) headEnd = Math.min(1, rows.length);
    const table: RichNode = { type: 'table', head: rows.slice(0, headEnd), body: rows.slice(headEnd) };
    if (caption) table.caption = caption;
    return [table, ...after];
  }

  private cell(node: Obj, type: string, parent: string, index: number, depth: number, wrapped = false): RichTableCell {
    const a = attrsOf(node);
    const content = wrapped
      ? this.blocks([node], parent, depth + 1, index)
      : this.blocks(node.content, childPointer(childPointer(parent, index), 'content'), depth + 1);
    return {
      type: 'table_cell',
      header: type === 'tableHeader' || type === 'table_header',
      colspan: clampSpan(a.colspan),
      rowspan: clampSpan(a.rowspan),
      content,
    };
  }

  /** Inline content: leaves with their marks, adjacent leaves with the same link grouped into one link. */
  inline(raw: unknown, pointer: string, depth: number, offset = 0): RichInline[] {
    const state: InlineState = { leaves: [], lastAnchor: undefined };
    this.visitInline(list(raw), pointer, depth, offset, state);
    return groupLinks(state.leaves, (_link, alt) => this.env.report('warning', pointer, unnamedImageLink(alt)));
  }

  private visitInline(nodes: unknown[], base: string, level: number, start: number, state: InlineState): void {
    const leaves = state.leaves;
    for (let k = 0; k < nodes.length; k++) {
      const node = nodes[k];
      if (!isObj(node)) continue;
      const type = typeOf(node);
      if (type === 'text') {
        const text = textOf(node);
        if (text === '') continue;
        this.chars += text.length;
        const { marks, link, anchor } = this.marks(node.marks, base, k + start);
        if (anchor !== undefined) {
          // A run split by formatting carries the anchor on each piece: the id goes on the first.
          if (anchor !== state.lastAnchor) {
            state.lastAnchor = anchor;
            const id = this.uniqueId(anchor, childPointer(childPointer(base, k + start), 'marks'));
            if (id) marks.unshift({ type: 'anchor', id });
          }
        } else state.lastAnchor = undefined;
        leaves.push({ leaf: { type: 'text', text, marks }, link });
      } else if (type === 'hard_break') {
        state.lastAnchor = undefined;
        leaves.push({ leaf: { type: 'hard_break' } });
      } else if (type === 'emoji') {
        const text = emojiText(attrsOf(node));
        if (text === '') continue;
        const { marks, link } = this.marks(node.marks, base, k + start);
        leaves.push({ leaf: { type: 'text', text, marks }, link });
      } else if (type === 'image') {
        const image = this.image(node, childPointer(base, k + start));
        if (image) leaves.push({ leaf: image, link: this.marks(node.marks, base, k + start).link });
      } else {
        // A block or an unknown node inside inline content: its words join the line.
        const p = childPointer(base, k + start);
        if (level >= MAX_DEPTH) {
          const text = plainTextOf(node).replace(/\s+/g, ' ');
          if (text.trim() !== '') leaves.push({ leaf: leafText(text) });
          continue;
        }
        const known = KNOWN_BLOCKS.has(type);
        const before = leaves.length;
        if (typeof node.text === 'string' && node.text !== '') leaves.push({ leaf: leafText(node.text) });
        this.visitInline(list(node.content), childPointer(p, 'content'), level + 1, 0, state);
        if ((!known || leaves.length === before) && this.insideUnknown === 0) {
          this.env.report(
            'warning',
            p,
            `${known ? 'Rich-text node' : 'Unknown rich-text node'} "${describeValue(type || node.type)}" inside a line of text: ${leaves.length > before ? 'its text is shown as part of the line' : 'it holds no text and was left out'}`,
          );
        }
      }
    }
  }

  /** The marks of the node at `index` of `base`: pointers are built only when something is reported. */
  private marks(raw: unknown, base: string, index: number): { marks: RichMark[]; link?: ResolvedLink; anchor?: string } {
    const marks: RichMark[] = [];
    let link: ResolvedLink | undefined;
    let anchor: string | undefined;
    const all = list(raw);
    const pointer = () => childPointer(childPointer(base, index), 'marks');
    for (let i = 0; i < all.length; i++) {
      const m = all[i];
      if (!isObj(m) || typeof m.type !== 'string') continue;
      const a = attrsOf(m);
      if (SIMPLE_MARKS.has(m.type)) {
        const type = m.type as Exclude<RichMark['type'], 'anchor'>;
        if (!marks.some((x) => x.type === type)) marks.push({ type });
      } else if (m.type === 'link') {
        const href = typeof a.href === 'string' ? a.href : '';
        const result = resolveLink(
          // `story`: the linked story itself, when the content was fetched with resolve_links; its slug is newer than `href`.
          {
            linktype: a.linktype ?? 'url',
            url: href,
            cached_url: href,
            anchor: a.anchor,
            target: a.target,
            email: a.linktype === 'email' ? href : undefined,
            story: a.story,
            // The editor's custom attributes (`rel`, `title`; see links.ts customAttributes).
            custom: a.custom,
          },
          this.env.link,
        );
        if ('link' in result) link = result.link;
        else if ('refused' in result)
          this.env.report('error', childPointer(childPointer(pointer(), i), 'attrs'), `${result.refused}; the text is kept without the link`);
        else
          this.env.report(
            'warning',
            childPointer(childPointer(pointer(), i), 'attrs'),
            // A story was chosen (its uuid is there) but has no address now; without one, none was ever chosen.
            a.linktype === 'story' && typeof a.uuid === 'string' && a.uuid.trim() !== ''
              ? `${DEAD_STORY_LINK}: the text is kept without the link; choose the story again`
              : 'The link has no target: the text is kept without the link',
          );
      } else if (m.type === 'anchor' || (m.type === 'textStyle' && typeof a.id === 'string' && a.id.trim() !== '')) {
        anchor = typeof a.id === 'string' ? a.id : '';
      } else if (!SILENT_MARKS.has(m.type)) {
        this.env.report('warning', childPointer(pointer(), i), `Unknown rich-text mark "${m.type.slice(0, 80)}": the text is kept without it`);
      }
    }
    return anchor === undefined ? { marks, link } : { marks, link, anchor };
  }

  private image(node: Obj, pointer: string): RichLeaf | undefined {
    const a = attrsOf(node);
    const src = imageSrc(a);
    if (!src) return undefined;
    const url = resolveImageUrl(src, this.env.link.assetSpaceId);
    if ('refused' in url) {
      this.env.report('error', childPointer(pointer, 'attrs'), `${url.refused}; the image is left out`);
      return undefined;
    }
    // The editor's alt text, else the asset library's (`meta_data`, what the editor wrote on the asset); neither: decorative.
    const alt = shownText(a.alt) || libraryAlt(a.meta_data);
    const title = shownText(a.title) ? { title: shownText(a.title) } : {};
    if (url.direct) this.env.report('warning', childPointer(pointer, 'attrs'), otherSpaceImage(url.src));
    return { type: 'image', asset: { ...url, alt, isImage: true, ...title } };
  }
}

/** Sanitises a rich-text field value; an empty document gives an empty doc. Never throws. */
export function sanitizeRichText(raw: unknown, env: RichEnv, pointer: string): RichTextDoc {
  if (!isObj(raw) || raw.type !== 'doc') return { type: 'doc', content: [] };
  try {
    return { type: 'doc', content: new Sanitizer(env).blocks(raw.content, childPointer(pointer, 'content'), 0) };
  } catch (error) {
    // A defect of ours, not of the content: keep the words and say so.
    env.report('error', pointer, `The rich text could not be read (${error instanceof Error ? error.message : 'unknown error'}); it is shown as plain text`);
    return { type: 'doc', content: plainParagraphs(plainTextOf(raw.content)) };
  }
}

/** What an emoji node shows: its character, else its name as `:name:`, else nothing (""). */
const emojiText = (a: Obj): string =>
  typeof a.emoji === 'string' && a.emoji !== '' ? a.emoji : typeof a.name === 'string' && a.name !== '' ? `:${a.name}:` : '';

/** An image node's src as written, or "" (no image). */
const imageSrc = (a: Obj): string => (typeof a.src === 'string' ? a.src.trim() : '');

/** A raw mark that makes its text a link target: an anchor, or a text style with an id (as the sanitiser reads them). */
const isAnchorMark = (m: unknown): boolean =>
  isObj(m) && (m.type === 'anchor' || m.type === 'textStyle') && typeof attrsOf(m).id === 'string' && !isBlankText(attrsOf(m).id as string);

/** Raw nodes whose content is read for what it shows: the containers of text, lists and tables. */
const CONTAINER_TYPES = new Set(['paragraph', 'heading', 'bullet_list', 'ordered_list', 'list_item', 'blockquote', 'table', ...ROW_TYPES, ...CELL_TYPES]);

/**
 * Raw nodes that the sanitiser turns into nothing a visitor sees: blank text and line breaks, and containers, code and
 * tables of only those; an image without a src, an emoji without a character, a blok node without bloks. A node it does
 * not know, a rule, an image or a blok shows something (the sanitiser says what it does with them). Past MAX_DEPTH
 * nested levels a node shows something too (the sanitiser shows such text as plain paragraphs).
 */
function rawShowsNothing(nodes: unknown[], depth = 0): boolean {
  if (depth > MAX_DEPTH) return false;
  return nodes.every((node) => {
    if (!isObj(node)) return true;
    const type = typeOf(node);
    const a = attrsOf(node);
    // Blank text carrying an anchor is a place a link jumps to: it stays (as the sanitiser keeps it).
    if (type === 'text') return isBlankText(textOf(node)) && !list(node.marks).some(isAnchorMark);
    if (type === 'hard_break' || CAPTION_TYPES.has(type)) return true;
    if (type === 'image') return imageSrc(a) === '';
    if (type === 'emoji') return emojiText(a) === '';
    if (type === 'code_block') return isBlankText(plainTextOf(node.content));
    if (type === 'blok') return list(a.body).every((b) => !isObj(b) || typeof b.component !== 'string' || b.component.trim() === '');
    return CONTAINER_TYPES.has(type) && rawShowsNothing(list(node.content), depth + 1);
  });
}

/**
 * True for "", a missing doc, or a doc that shows nothing: Storyblok's untouched field (one empty paragraph), and what
 * clearing a field leaves behind (an empty heading, spaces, no-break spaces, line breaks, an empty list item, quote,
 * table or code block). The resolver's rule for an empty rich-text field (a required one is an error, an optional one
 * unset), and content:check's.
 */
export function isEmptyRichText(raw: unknown): boolean {
  if (raw === '' || raw === null || raw === undefined) return true;
  if (!isObj(raw) || raw.type !== 'doc') return false;
  return rawShowsNothing(list(raw.content));
}

/**
 * Inline content that shows nothing: line breaks and blank text, or a link around only those. Blank text carrying an
 * anchor is something: a place a link on the page jumps to.
 */
export function inlineShowsNothing(content: readonly RichInline[]): boolean {
  return content.every(
    (leaf) =>
      leaf.type === 'hard_break' ||
      (leaf.type === 'text' && isBlankText(leaf.text) && !leaf.marks.some((m) => m.type === 'anchor')) ||
      (leaf.type === 'link' && inlineShowsNothing(leaf.content)),
  );
}

/**
 * Nodes of the safe document that show nothing: paragraphs and headings of blank text and line breaks, code of blank
 * characters, lists, quotes and tables of only those, bloks `leftOut` says draw nothing, and bloks left out of the text
 * (a draft's cards). A rule or a row of calls to action shows something.
 */
export function nodesShowNothing(nodes: readonly RichNode[], leftOut: (blok: AnyBlok) => boolean = () => false): boolean {
  return nodes.every((node) => {
    switch (node.type) {
      case 'paragraph':
      case 'heading':
        return inlineShowsNothing(node.content);
      case 'bullet_list':
      case 'ordered_list':
        return node.content.every((item) => nodesShowNothing(item.content, leftOut));
      case 'blockquote':
        return nodesShowNothing(node.content, leftOut);
      case 'code_block':
        return isBlankText(node.text);
      case 'table':
        return [...node.head, ...node.body].every((row) => row.cells.every((cell) => nodesShowNothing(cell.content, leftOut)));
      case 'bloks':
        return node.bloks.every(leftOut);
      case 'dropped':
        return true;
      default:
        return false;
    }
  });
}
