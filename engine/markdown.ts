/**
 * Markdown → RichTextDoc (the same safe document as rich text), through markdown-it 14: CommonMark
 * plus GFM tables and ~~strikethrough~~. Its tokens are mapped onto the engine's nodes; links and
 * images go through the engine's own link and asset rules (a refused one keeps its words). HTML an
 * editor typed into the Markdown is never passed on: the inline tags that have a Markdown meaning
 * (`<br>`, `<a href>`, `<b>`, `<em>`, …, see INLINE_TAGS) become it, any other tag is left out with
 * its text kept, and an HTML block becomes its text as plain paragraphs; what was left out is
 * reported. Linear in the input: containers nested deeper than a limit keep their text as a
 * paragraph, and text past MAX_MARKDOWN_CHARS is kept as plain paragraphs; both are reported.
 * Never throws.
 */
import MarkdownIt from 'markdown-it';
import type { MarkdownIt as Parser, StateBlock, Token } from 'markdown-it';
// @ts-expect-error -- markdown-it 14's own block rules have no type definitions (typed below)
import paragraphRule from 'markdown-it/lib/rules_block/paragraph.mjs';
import { otherSpaceImage, resolveImageUrl } from './assets';
import { formatCount } from './diagnostics';
import { anchorId, claimId, resolveHref, type LinkContext } from './links';
import { isBlankText } from './blank';
import { codeLanguage, groupLinks, inlineShowsNothing, nodesShowNothing, plainParagraphs, unnamedImageLink } from './richtext';
import type { ResolvedLink, RichInline, RichLeaf, RichListItem, RichMark, RichNode, RichTableCell, RichTableRow, RichTextDoc, Severity } from './types';

/** Reads a paragraph from `startLine` up to a blank line or a block that may interrupt it. */
const paragraph = paragraphRule as (state: StateBlock, startLine: number, endLine: number) => boolean;

export interface MarkdownEnv {
  link: LinkContext;
  /** Receives what an editor should hear about: refused links and images, content past the limits. */
  report?(severity: Severity, message: string): void;
  /** The ids the page has given out (the resolver's, shared with rich text's anchors): an HTML anchor claims its own. */
  anchorIds?: Set<string>;
}

/** Characters parsed as Markdown; the rest of a longer text is shown as plain paragraphs. */
export const MAX_MARKDOWN_CHARS = 100_000;
/** Block nesting (each quote or list level counts) past which the rest of a container is plain text. */
const MAX_BLOCK_LEVEL = 32;

const FLATTENED = Symbol('flattened');
const FOOTNOTES = Symbol('footnotes');
/** "[^1]: …", "[^note]: …": a footnote definition's start. */
const FOOTNOTE_DEFINITION = /^\[\^[^\]\s]+\]:/;

/** A link placeholder as content writes it: "{{BORROWER_APP_URL}}" (split keeps it as its own part). */
const PLACEHOLDER = /(\{\{[A-Za-z0-9_]+\}\})/;

function createParser(): Parser {
  const md = new MarkdownIt('commonmark', { html: true, linkify: false, typographer: false });
  // Room for the deepest content this module keeps (MAX_BLOCK_LEVEL) and for images in links; the
  // option exists in markdown-it 14 but not in its type definitions.
  Object.assign(md.options, { maxNesting: 64 });
  md.enable(['table', 'strikethrough']);
  // Every href reaches the engine's link rules, which decide (and report) what is refused.
  md.validateLink = () => true;
  // Percent-encode as usual, but keep "{{NAME}}" link placeholders (EngineConfig.linkPlaceholders) readable for the link rules.
  const normalize = md.normalizeLink.bind(md);
  md.normalizeLink = (url: string) =>
    url
      .split(PLACEHOLDER)
      .map((part) => (part === '' || PLACEHOLDER.test(part) ? part : normalize(part)))
      .join('');
  // Past MAX_BLOCK_LEVEL the rest of a container is one paragraph of its raw lines: its words stay,
  // and the recursion (and the tree handed to React) stays shallow.
  md.block.ruler.before('table', 'flatten_deep', (state: StateBlock, startLine: number, endLine: number, silent: boolean) => {
    if (state.level < MAX_BLOCK_LEVEL || silent) return false;
    const lines: string[] = [];
    for (let line = startLine; line < endLine; line++) lines.push(state.src.slice(state.bMarks[line]! + state.tShift[line]!, state.eMarks[line]));
    state.push('paragraph_open', 'p', 1);
    const inline = state.push('inline', '', 0);
    inline.content = lines.join('\n').trim();
    inline.map = [startLine, endLine];
    inline.children = [];
    state.push('paragraph_close', 'p', -1);
    state.line = endLine;
    (state.env as Record<symbol, unknown>)[FLATTENED] = true;
    return true;
  });
  // A footnote definition ("[^1]: Källa …", GFM) is not a link reference definition: CommonMark would
  // make every "[^1]" a link to a page named after the note. It is a paragraph as written, ending where
  // any paragraph ends (a blank line, a heading, a list, a fence…) and before the next note (`alt`).
  md.block.ruler.before(
    'reference',
    'footnote_as_text',
    (state: StateBlock, startLine: number, endLine: number, silent: boolean) => {
      if (state.sCount[startLine]! - state.blkIndent >= 4) return false;
      if (!FOOTNOTE_DEFINITION.test(state.src.slice(state.bMarks[startLine]! + state.tShift[startLine]!, state.eMarks[startLine]))) return false;
      if (silent) return true;
      (state.env as Record<symbol, unknown>)[FOOTNOTES] = true;
      return paragraph(state, startLine, endLine);
    },
    { alt: ['paragraph'] },
  );
  return md;
}

let parser: Parser | undefined;

type ToggledMark = Exclude<RichMark['type'], 'anchor'>;

/** Inline HTML tags with a meaning in the safe document: a mark (`<br>` and `<a href>` are handled apart). */
const INLINE_TAGS: Record<string, ToggledMark> = {
  b: 'bold',
  strong: 'bold',
  i: 'italic',
  em: 'italic',
  s: 'strike',
  del: 'strike',
  strike: 'strike',
  u: 'underline',
  ins: 'underline',
  code: 'code',
  sup: 'superscript',
  sub: 'subscript',
};

/** An HTML tag as markdown-it recognised it: its name (lower case) and whether it closes. */
const TAG = /^<(\/?)([a-z][a-z0-9-]*)/i;
/** An `href` attribute in an opening tag, quoted or not. */
const HREF = /\shref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/i;
/** An `id` or `name` attribute in an opening tag (an HTML anchor: `<a id="villkor"></a>`, `<a name="kontakt">`). */
const ANCHOR = /\s(?:id|name)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/i;

/** An HTML block without what it does not show: comments, declarations, scripts and styles. */
const shownHtml = (html: string) =>
  html
    .replace(/<!--[\s\S]*?(?:-->|$)|<\?[\s\S]*?(?:\?>|$)|<![A-Z][\s\S]*?(?:>|$)|<!\[CDATA\[[\s\S]*?(?:\]\]>|$)/gi, '')
    .replace(/<(script|style)\b[\s\S]*?(?:<\/\1\s*>|$)/gi, '');

/**
 * The words of an HTML block (already without comments and scripts, shownHtml), as plain text: a line
 * break, a rule or the end of a block element (a `<summary>` too) becomes a line end, the end of a table cell a
 * space, every other tag goes, entities are decoded.
 */
function htmlText(html: string, decode: (s: string) => string): string {
  const text = html
    .replace(
      /<(?:br|hr)\b[^<>]*>|<\/(?:p|div|li|h[1-6]|tr|table|caption|blockquote|section|article|aside|nav|main|header|footer|ul|ol|dl|dd|dt|pre|details|summary|figure|figcaption|address|fieldset|legend)\s*>/gi,
      '\n',
    )
    // A table's cells are words apart, not glued.
    .replace(/<\/t[dh]\s*>/gi, ' ')
    // [^<>]: a run of "<a<a<a…" without a ">" is read once, not once per "<" (linear).
    .replace(/<\/?[a-z][^<>]*>/gi, '')
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n');
  return decode(text);
}

/** Where to cut a text that is too long: a blank line (or at least a line end) before the limit. */
function cutAt(text: string, limit: number): number {
  const window = text.slice(0, limit);
  const paragraph = window.lastIndexOf('\n\n');
  if (paragraph > limit / 2) return paragraph;
  const line = window.lastIndexOf('\n');
  if (line > limit / 2) return line;
  // Never between the halves of a surrogate pair.
  const code = text.charCodeAt(limit - 1);
  return code >= 0xd800 && code <= 0xdbff ? limit - 1 : limit;
}

type Container =
  | { kind: 'blocks'; nodes: RichNode[] }
  | { kind: 'list'; ordered: boolean; start: number; items: RichListItem[] }
  | { kind: 'item'; nodes: RichNode[] }
  | { kind: 'quote'; nodes: RichNode[] }
  | { kind: 'table'; head: RichTableRow[]; body: RichTableRow[]; inHead: boolean }
  | { kind: 'row'; cells: RichTableCell[] }
  | { kind: 'cell'; header: boolean; nodes: RichNode[] };

class Mapper {
  /** The HTML tags an editor typed that have no place in the safe document (reported once, by name). */
  readonly leftOut = new Set<string>();
  /** The page's ids (the env's, else this text's own). */
  private readonly ids: Set<string>;
  /**
   * An HTML anchor's id waiting for the text it marks: `<a id="x"></a>` has none of its own, so the next text gets it,
   * in this paragraph or, for an anchor on a line of its own (before a heading), in the next one.
   */
  pendingAnchor: string | undefined;

  constructor(
    private readonly env: MarkdownEnv,
    private readonly decode: (s: string) => string,
  ) {
    this.ids = env.anchorIds ?? new Set();
  }

  /** An attribute's value as a regex for it matched it (double, single or no quotes), its entities decoded. */
  private attribute(match: RegExpExecArray): string {
    return this.decode(match[1] ?? match[2] ?? match[3] ?? '');
  }

  /**
   * The `id`/`name` of an `<a>` tag, made the anchor the next text gets (a unique id; reported, and none, when it has
   * no letters or digits). False when the tag names none.
   */
  private noteAnchor(tag: string): boolean {
    const target = ANCHOR.exec(tag);
    if (!target) return false;
    const raw = this.attribute(target);
    const base = anchorId(raw);
    if (base) this.pendingAnchor = claimId(base, this.ids);
    else this.env.report?.('warning', `The anchor "${raw.slice(0, 80)}" has no letters or digits: it is left out`);
    return true;
  }

  blocks(tokens: Token[]): RichNode[] {
    const root: Container = { kind: 'blocks', nodes: [] };
    const stack: Container[] = [root];
    const top = () => stack[stack.length - 1]!;
    const add = (node: RichNode) => {
      const c = top();
      if (c.kind === 'blocks' || c.kind === 'item' || c.kind === 'quote' || c.kind === 'cell') c.nodes.push(node);
    };
    let pending: { type: 'paragraph' } | { type: 'heading'; level: 2 | 3 | 4 | 5 | 6 } | undefined;

    for (const token of tokens) {
      switch (token.type) {
        case 'paragraph_open':
          pending = { type: 'paragraph' };
          break;
        case 'heading_open':
          pending = { type: 'heading', level: Math.min(6, Math.max(2, Number(token.tag.slice(1)) || 2)) as 2 | 3 | 4 | 5 | 6 };
          break;
        case 'inline': {
          const content = this.inline(token.children ?? []);
          // Blank words (an entity for a no-break or zero-width space) make no paragraph: Markdown has no empty ones.
          if (inlineShowsNothing(content)) break;
          if (pending?.type === 'heading') add({ type: 'heading', level: pending.level, content });
          else add({ type: 'paragraph', content });
          pending = undefined;
          break;
        }
        case 'paragraph_close':
        case 'heading_close':
          pending = undefined;
          break;
        case 'bullet_list_open':
        case 'ordered_list_open': {
          const start = Math.min(1e9, Math.max(1, Math.floor(Number(token.attrGet('start') ?? 1)) || 1));
          stack.push({ kind: 'list', ordered: token.type === 'ordered_list_open', start, items: [] });
          break;
        }
        case 'list_item_open':
          stack.push({ kind: 'item', nodes: [] });
          break;
        case 'list_item_close': {
          const item = stack.pop();
          const list = top();
          if (item?.kind === 'item' && list.kind === 'list' && item.nodes.length > 0) list.items.push({ type: 'list_item', content: item.nodes });
          break;
        }
        case 'bullet_list_close':
        case 'ordered_list_close': {
          const list = stack.pop();
          if (list?.kind === 'list' && list.items.length > 0) {
            add(list.ordered ? { type: 'ordered_list', start: list.start, content: list.items } : { type: 'bullet_list', content: list.items });
          }
          break;
        }
        case 'blockquote_open':
          stack.push({ kind: 'quote', nodes: [] });
          break;
        case 'blockquote_close': {
          const quote = stack.pop();
          if (quote?.kind === 'quote' && quote.nodes.length > 0) add({ type: 'blockquote', content: quote.nodes });
          break;
        }
        case 'fence':
        case 'code_block': {
          const text = token.content.replace(/\n$/, '');
          // A fence's info string names its language first ("```ts title=x").
          const language = codeLanguage(token.info.trim().split(/\s+/)[0]);
          if (!isBlankText(text)) add(language ? { type: 'code_block', text, language } : { type: 'code_block', text });
          break;
        }
        case 'hr':
          add({ type: 'horizontal_rule' });
          break;
        case 'html_block': {
          // HTML an editor typed as a block: its words, as plain paragraphs (a comment alone says nothing).
          const shown = shownHtml(token.content);
          // An anchor (`<a name="x">` on a line of its own, unclosed, is such a block) marks the text after it, as inline.
          let links = false;
          for (const [tag] of shown.matchAll(/<a\b[^>]*>/gi)) if (HREF.test(tag) || !this.noteAnchor(tag)) links = true;
          const names = [...token.content.matchAll(/<(script|style)\b/gi), ...shown.matchAll(/<\/?([a-z][a-z0-9-]*)/gi)].map((m) => m[1]!.toLowerCase());
          for (const name of names) if (name !== 'br' && (name !== 'a' || links)) this.leftOut.add(name);
          for (const node of plainParagraphs(htmlText(shown, this.decode).replace(/[ \t]+/g, ' '))) add(node);
          break;
        }
        case 'table_open':
          stack.push({ kind: 'table', head: [], body: [], inHead: false });
          break;
        case 'thead_open':
        case 'thead_close': {
          const table = top();
          if (table.kind === 'table') table.inHead = token.type === 'thead_open';
          break;
        }
        case 'tr_open':
          stack.push({ kind: 'row', cells: [] });
          break;
        case 'tr_close': {
          const row = stack.pop();
          const table = top();
          if (row?.kind === 'row' && table.kind === 'table') (table.inHead ? table.head : table.body).push({ type: 'table_row', cells: row.cells });
          break;
        }
        case 'th_open':
        case 'td_open':
          stack.push({ kind: 'cell', header: token.type === 'th_open', nodes: [] });
          break;
        case 'th_close':
        case 'td_close': {
          const cell = stack.pop();
          const row = top();
          if (cell?.kind === 'cell' && row.kind === 'row')
            row.cells.push({ type: 'table_cell', header: cell.header, colspan: 1, rowspan: 1, content: cell.nodes });
          break;
        }
        case 'table_close': {
          const table = stack.pop();
          if (table?.kind !== 'table') break;
          const node: RichNode = { type: 'table', head: table.head, body: table.body };
          // A table of empty cells shows nothing (the rule rich text's follows: engine/richtext.ts).
          if (!nodesShowNothing([node])) add(node);
          break;
        }
        default:
          // Anything else a plugin or a future version might emit: keep its text.
          if (token.content) add({ type: 'paragraph', content: [{ type: 'text', text: token.content, marks: [] }] });
      }
      // A container left open by a token we do not know would swallow the rest: never let the root go.
      if (stack.length === 0) stack.push(root);
    }
    return root.nodes;
  }

  private inline(children: Token[]): RichInline[] {
    const leaves: Array<{ leaf: RichLeaf; link?: ResolvedLink }> = [];
    // The marks in force; replaced (never changed in place) when one opens or closes, so text
    // leaves can share it.
    let marks: RichMark[] = [];
    // One entry per open link: its resolved link, or undefined when refused (its text stays plain).
    const links: Array<ResolvedLink | undefined> = [];
    const link = () => links[links.length - 1];
    const pushText = (text: string, extra?: RichMark) => {
      if (text === '') return;
      let m = extra ? [...marks, extra] : marks;
      if (this.pendingAnchor !== undefined && !isBlankText(text)) {
        m = [{ type: 'anchor', id: this.pendingAnchor }, ...m];
        this.pendingAnchor = undefined;
      }
      const last = leaves[leaves.length - 1];
      const current = link();
      if (last?.leaf.type === 'text' && last.link === current && sameMarks(last.leaf.marks, m)) last.leaf.text += text;
      else leaves.push({ leaf: { type: 'text', text, marks: m }, link: current });
    };
    // `<a>` typed into the Markdown that are still open: a link (`href`), whose `</a>` closes the link it opened, or an
    // anchor (`id`/`name` only), whose `</a>` closes nothing.
    const htmlAnchors: Array<'link' | 'anchor'> = [];
    // How many of each formatting tag typed into the Markdown are open: a mark is in force once however
    // often its tag opens ("<b>" × 50 000 must not copy a list of 50 000 marks per tag).
    const htmlOpen = new Map<ToggledMark, number>();
    const htmlToggle = (type: ToggledMark, open: boolean) => {
      const before = htmlOpen.get(type) ?? 0;
      const after = open ? before + 1 : Math.max(0, before - 1);
      htmlOpen.set(type, after);
      if (before === 0 && after === 1) marks = [...marks, { type }];
      else if (before === 1 && after === 0) marks = marks.filter((m) => m.type !== type);
    };
    const toggle = (type: ToggledMark, open: boolean) => {
      if (open) marks = [...marks, { type }];
      else {
        const at = marks.map((m) => m.type).lastIndexOf(type);
        if (at >= 0) marks = marks.filter((_, i) => i !== at);
      }
    };

    for (const t of children) {
      switch (t.type) {
        case 'text':
        case 'text_special':
          pushText(t.content);
          break;
        case 'html_inline': {
          const tag = TAG.exec(t.content);
          if (!tag) break; // a comment, a declaration or a processing instruction: nothing to show
          const [, slash, rawName = ''] = tag;
          const name = rawName.toLowerCase();
          const closing = slash === '/';
          if (name === 'br') leaves.push({ leaf: { type: 'hard_break' }, link: link() });
          else if (name === 'a' && closing) {
            if (htmlAnchors.pop() === 'link') links.pop();
          } else if (name === 'a') {
            const href = HREF.exec(t.content);
            const anchor = this.noteAnchor(t.content);
            if (href || !anchor) {
              const value = href ? this.attribute(href) : '';
              const result = resolveHref(value, this.env.link);
              if ('refused' in result) this.env.report?.('error', `${result.refused}; the link text is kept without the link`);
              links.push('link' in result ? result.link : undefined);
              htmlAnchors.push('link');
            } else htmlAnchors.push('anchor');
          } else if (Object.hasOwn(INLINE_TAGS, name)) htmlToggle(INLINE_TAGS[name]!, !closing);
          else this.leftOut.add(name);
          break;
        }
        case 'softbreak':
          pushText(' ');
          break;
        case 'hardbreak':
          leaves.push({ leaf: { type: 'hard_break' }, link: link() });
          break;
        case 'code_inline':
          pushText(t.content, { type: 'code' });
          break;
        case 'strong_open':
        case 'strong_close':
          toggle('bold', t.type === 'strong_open');
          break;
        case 'em_open':
        case 'em_close':
          toggle('italic', t.type === 'em_open');
          break;
        case 's_open':
        case 's_close':
          toggle('strike', t.type === 's_open');
          break;
        case 'link_open': {
          const result = resolveHref(String(t.attrGet('href') ?? ''), this.env.link);
          if ('refused' in result) this.env.report?.('error', `${result.refused}; the link text is kept without the link`);
          links.push('link' in result ? result.link : undefined);
          break;
        }
        case 'link_close':
          links.pop();
          break;
        case 'image': {
          const alt = altText(t.children ?? []);
          const src = String(t.attrGet('src') ?? '');
          const url = src.trim() === '' ? undefined : resolveImageUrl(src, this.env.link.assetSpaceId);
          if (url && 'src' in url) {
            if (url.direct) this.env.report?.('warning', otherSpaceImage(url.src));
            // An anchor before an image is the image's place: the link lands on it, not on the text after it.
            if (this.pendingAnchor !== undefined) {
              leaves.push({ leaf: { type: 'text', text: '', marks: [{ type: 'anchor', id: this.pendingAnchor }] }, link: link() });
              this.pendingAnchor = undefined;
            }
            const title = t.attrGet('title');
            leaves.push({ leaf: { type: 'image', asset: { ...url, alt, isImage: true, ...(title ? { title: String(title) } : {}) } }, link: link() });
          } else {
            if (url) this.env.report?.('error', `${url.refused}; the image's description is shown as text`);
            pushText(alt);
          }
          break;
        }
        default:
          if (t.content) pushText(t.content);
      }
    }
    return groupLinks(trimBreaks(leaves), (_link, alt) => this.env.report?.('warning', unnamedImageLink(alt)));
  }
}

/** An image's description as plain text: the words of its label, without its markup. */
function altText(tokens: Token[]): string {
  return tokens.map((t) => (t.type === 'image' ? altText(t.children ?? []) : t.type === 'softbreak' || t.type === 'hardbreak' ? ' ' : t.content)).join('');
}

const sameMarks = (a: RichMark[], b: RichMark[]) => a.length === b.length && a.every((m, i) => m.type === b[i]!.type);

/** A line break at the very start or end of a paragraph shows nothing. */
function trimBreaks<T extends { leaf: RichLeaf }>(leaves: T[]): T[] {
  let start = 0;
  let end = leaves.length;
  while (start < end && leaves[start]!.leaf.type === 'hard_break') start++;
  while (end > start && leaves[end - 1]!.leaf.type === 'hard_break') end--;
  return leaves.slice(start, end);
}

/** Parses Markdown into the safe document. Never throws: on a defect of ours the text is kept plain. */
export function parseMarkdown(text: string, env: MarkdownEnv): RichTextDoc {
  let source = text;
  let rest = '';
  if (text.length > MAX_MARKDOWN_CHARS) {
    const cut = cutAt(text, MAX_MARKDOWN_CHARS);
    source = text.slice(0, cut);
    rest = text.slice(cut);
    env.report?.(
      'error',
      `The text is ${formatCount(text.length)} characters long, more than the ${formatCount(MAX_MARKDOWN_CHARS)} read as Markdown: from character ${formatCount(cut)} on it is shown as plain paragraphs, without formatting or links`,
    );
  }
  try {
    parser ??= createParser();
    const mdEnv: Record<symbol, unknown> = {};
    const mapper = new Mapper(env, parser.utils.unescapeAll);
    const content = mapper.blocks(parser.parse(source, mdEnv));
    if (mdEnv[FLATTENED])
      env.report?.('warning', `Quotes or lists nested deeper than ${MAX_BLOCK_LEVEL} levels: the innermost content is shown as a plain paragraph`);
    if (mdEnv[FOOTNOTES]) env.report?.('warning', 'Markdown footnotes ([^1]) are not supported: the notes and their markers are shown as written');
    if (mapper.pendingAnchor !== undefined)
      env.report?.(
        'warning',
        `The anchor "${mapper.pendingAnchor}" has no text after it: it is left out, and a link to #${mapper.pendingAnchor} leads nowhere`,
      );
    if (mapper.leftOut.size > 0) {
      const tags = [...mapper.leftOut].slice(0, 8).map((name) => `<${name.slice(0, 30)}>`);
      env.report?.(
        'warning',
        `HTML in Markdown is not shown as HTML: ${tags.join(', ')}${mapper.leftOut.size > 8 ? ', …' : ''} left out, their text kept; use Markdown's own formatting (line breaks, links, **bold**, _italic_ and <br>, <a href>, <b>, <i> work)`,
      );
    }
    if (rest) content.push(...plainParagraphs(rest));
    return { type: 'doc', content };
  } catch (error) {
    env.report?.('error', `The Markdown could not be read (${error instanceof Error ? error.message : 'unknown error'}); it is shown as plain text`);
    return { type: 'doc', content: plainParagraphs(text) };
  }
}
