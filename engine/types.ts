/**
 * The engine's own types: what resolved content looks like. Block prop types are generated from
 * the schemas (codegen/generated/types.ts) and refer to these for links, assets and rich text.
 */
import type { AnyBlok, AnyStoryContent, Cta } from '~/codegen/generated/types';

export type Environment = 'development' | 'preview' | 'production';

export type LinkKind = 'anchor' | 'internal' | 'external' | 'email' | 'phone' | 'asset';

/** A link ready to render: its href is safe (http, https, mailto, tel, a local path or an anchor). */
export interface ResolvedLink {
  kind: LinkKind;
  href: string;
  /** '_blank' when the content asks for a new tab. */
  target?: '_blank';
  /** The editor's link relations that mean something to search engines and browsers (LINK_RELS): "sponsored nofollow". */
  rel?: string;
  /** The editor's tooltip for the link. */
  title?: string;
}

/** An image or file ready to render. */
export interface ResolvedAsset {
  src: string;
  alt: string;
  title?: string;
  /** From the WIDTHxHEIGHT segment of a Storyblok asset URL, when present. */
  width?: number;
  height?: number;
  isImage: boolean;
  /** The centre of the editor's focus area, in percent of the image: where a cropped (covering) image keeps its subject. */
  focus?: { x: number; y: number };
  /**
   * An image of another Storyblok space than the site's (EngineConfig.assetSpaceId): shown from Storyblok's CDN as it
   * is, since the site's image optimizer takes only its own space's assets.
   */
  direct?: true;
}

/**
 * The safe document that rich text and Markdown both become (one place for every node type).
 * Nothing in it can carry HTML: text is text, and every href and src was checked on the way in.
 */
export type RichMark =
  | { type: 'bold' | 'italic' | 'strike' | 'underline' | 'code' | 'superscript' | 'subscript' }
  /** A link target inside the text (Storyblok's anchor mark): a sanitised id, unique in its story. */
  | { type: 'anchor'; id: string };

/** Text, a line break or an image: what a link may hold. */
export type RichLeaf = { type: 'text'; text: string; marks: RichMark[] } | { type: 'hard_break' } | { type: 'image'; asset: ResolvedAsset };

/** Adjacent text with the same link is one link node, so it renders as one <a>. */
export type RichInline = RichLeaf | { type: 'link'; link: ResolvedLink; content: RichLeaf[] };

export interface RichListItem {
  type: 'list_item';
  content: RichNode[];
  dir?: RichTextDir;
}

export interface RichTableCell {
  type: 'table_cell';
  /** A header cell (<th>): a column header in the table's head rows, a row header elsewhere. */
  header: boolean;
  colspan: number;
  rowspan: number;
  content: RichNode[];
}

export interface RichTableRow {
  type: 'table_row';
  cells: RichTableCell[];
}

/** A block's writing direction, as the editor set it (none: the page's). */
export type RichTextDir = 'ltr' | 'rtl' | 'auto';

/** A paragraph's or heading's alignment and writing direction, as the editor set them (none: the page's). */
export interface RichTextBlockStyle {
  align?: 'left' | 'center' | 'right' | 'justify';
  dir?: RichTextDir;
}

export type RichNode =
  /** `editable`: the Visual Editor's marker of the blok the paragraph stands for (a LinkItem placed in the text), in draft content. */
  | ({ type: 'paragraph'; content: RichInline[]; editable?: string } & RichTextBlockStyle)
  /** Level 1 is reserved for the page title: content headings start at 2. */
  | ({ type: 'heading'; level: 2 | 3 | 4 | 5 | 6; content: RichInline[] } & RichTextBlockStyle)
  | { type: 'bullet_list'; content: RichListItem[] }
  | { type: 'ordered_list'; start: number; content: RichListItem[] }
  | { type: 'blockquote'; content: RichNode[]; dir?: RichTextDir }
  /** `language`: the code's language as the editor or a fence named it ("ts"), for a highlighter's `language-…` class. */
  | { type: 'code_block'; text: string; language?: string; dir?: RichTextDir }
  | { type: 'horizontal_rule' }
  /** Head rows are the leading rows made only of header cells (rendered in <thead>). */
  | { type: 'table'; caption?: RichInline[]; head: RichTableRow[]; body: RichTableRow[] }
  | { type: 'bloks'; bloks: AnyBlok[] }
  /** Calls to action an editor put in the text (Cta bloks), in a row of their own. */
  | { type: 'ctas'; ctas: Cta[] }
  /** A blok an editor placed in the text that was left out (draft content only): its card is drawn in its place. */
  | { type: 'dropped'; dropped: DroppedBlok };

/** Safe renderable document, from rich text or markdown. Raw HTML never survives into it. */
export interface RichTextDoc {
  type: 'doc';
  content: RichNode[];
}

export type Severity = 'error' | 'warning';

export interface Diagnostic {
  severity: Severity;
  /** Component of the blok concerned ('(story)' for the story envelope). */
  component: string;
  /** The blok's _uid ('' when it has none). */
  uid: string;
  /** JSON pointer of the field from the story's root, e.g. /content/body/2/title. */
  pointer: string;
  message: string;
}

export interface ResolvedStory<C extends AnyStoryContent = AnyStoryContent> {
  id: string;
  uuid: string;
  name: string;
  slug: string;
  /** Full slug as stored, e.g. "sv/blogg/kassaflode". */
  fullSlug: string;
  /** The page path without its locale: "" for the start page, "blogg/kassaflode" otherwise. */
  path: string;
  /** One of the configured locales (EngineConfig.locales). */
  locale: string;
  isStartpage: boolean;
  firstPublishedAt?: string;
  publishedAt?: string;
  tags: string[];
  content: C;
}

/**
 * A blok of a list that the resolver left out of draft content (an editor emptied a required field, say): the
 * renderer draws a card in its place, selectable in the Visual Editor like the blok, instead of nothing.
 */
export interface DroppedBlok {
  component: string;
  uid: string;
  /** Its Visual Editor marker (`_editable`). */
  editable: string;
  /** The `_uid` of the kept blok just before it in its list (null: none), and of the one just after it (null: none). */
  after: string | null;
  before: string | null;
  /** Why, one line per error: the field's pointer and the message. */
  reasons: string[];
}

export interface ResolveResult<C extends AnyStoryContent = AnyStoryContent> {
  tree: ResolvedStory<C> | null;
  diagnostics: Diagnostic[];
  /** Draft content only (`editable`): the bloks of lists left out, for a card in their place. */
  dropped?: DroppedBlok[];
}
