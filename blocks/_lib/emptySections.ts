/**
 * Sections with nothing to show: no title, no text, no items (an editor's new section not filled in yet, or one
 * whose every item the engine left out for an error). The one rule for the render and for the editor: the engine
 * draws nothing in its place on the public site, not an empty band, and a card saying so, selectable in the Visual
 * Editor, in development and preview (EngineContext.nothingToShow); content:check and the preview's diagnostics
 * panel warn with the same words (site/lib/contentChecks.ts).
 *
 * Asked of resolved bloks: blank titles are "" and empty texts absent already (the resolver), and every item left
 * in a list passed its own validation, so each shows something (a logo strip's file that is not an image is left out).
 */
import type { AnyBlok, AnyStoryContent, ReviewWidget } from '~/codegen/generated/types';
import { nodesShowNothing } from '~/engine/richtext';
import type { RichTextDoc } from '~/engine/types';

const NOT_SHOWN = 'it is not shown on the published page';

/** What the editor reads (the card in its place, the diagnostics panel, content:check). */
export const EMPTY_SECTION = `The section has no title, text or items (items left out for errors do not count): ${NOT_SHOWN}. Add its items, or remove the section`;
export const EMPTY_REVIEW_WIDGET = `The review widget has no title, rating, review count, provider, link or script: ${NOT_SHOWN}. Fill it in, or remove the section`;

/**
 * A text that shows nothing: absent, or only blank words and line breaks (in paragraphs, headings, lists, quotes,
 * tables), bloks left out (a draft's cards), and lists of bloks left with none, or with only bloks `leftOut` says draw
 * nothing: the engine's rule (nodesShowNothing). The resolver unsets a text left empty; a text holding only sections
 * with nothing to show is this too.
 */
export function showsNoText(doc: RichTextDoc | undefined, leftOut: (blok: AnyBlok) => boolean = () => false): boolean {
  return !doc || nodesShowNothing(doc.content, leftOut);
}

/** A text whose only bloks are sections with nothing to show draws nothing on the public page either. */
const noTextShown = (doc: RichTextDoc | undefined) => showsNoText(doc, (blok) => nothingToShow(blok) !== undefined);

/** A review widget's summary has nothing to draw (no rating, count, provider or link): no card for it. */
export const emptyReviewSummary = (blok: ReviewWidget): boolean => blok.rating === undefined && blok.reviewCount === undefined && !blok.provider && !blok.link;

/** A section of a title, a text and lists: empty when all three are. */
const emptyList = (title: string, text: RichTextDoc | undefined, ...lists: ReadonlyArray<readonly unknown[]>) =>
  !title && noTextShown(text) && lists.every((list) => list.length === 0);

/** Why this blok has nothing to show (the editor's words), or undefined when it shows something or is no section. */
export function nothingToShow(blok: AnyBlok): string | undefined {
  const empty = (yes: boolean, message = EMPTY_SECTION) => (yes ? message : undefined);
  switch (blok.component) {
    case 'Carousel':
    case 'Quotes':
    case 'PressReleaseSection':
      return empty(emptyList(blok.title, undefined, blok.items));
    case 'LogoStrip':
      return empty(emptyList(blok.title, undefined, blok.assets));
    case 'FaqSection':
    case 'JobSection':
    case 'NumberSection':
    case 'UspSection':
      return empty(emptyList(blok.title, blok.text, blok.items));
    case 'Downloads':
      return empty(emptyList(blok.heading, blok.text, blok.items));
    case 'Changelog':
      return empty(emptyList(blok.title, blok.text, blok.releases));
    case 'LinkSection':
      return empty(emptyList(blok.title, blok.text, blok.links));
    case 'TextSection':
      // Its text is required (a blank one is left out with an error), yet it may hold only sections with nothing to show.
      return empty(emptyList(blok.title, blok.text));
    case 'ProductCards':
      return empty(emptyList(blok.title, blok.text, blok.cards, blok.nudgeBox));
    case 'ReviewWidget':
      // A script counts: its widget is what shows (one from no allowed provider is an error of its own: ReviewWidget).
      return empty(!blok.title && emptyReviewSummary(blok) && !blok.scriptUrl, EMPTY_REVIEW_WIDGET);
    default:
      return undefined;
  }
}

export const EMPTY_PAGE =
  'The page has no section that shows anything: a visitor sees the navigation and the footer only. It is kept out of search engines and the sitemap until it has one';

/**
 * A Page (its sections are all it shows; a partner page shows its partner too) of no section, or only of sections with
 * nothing to show: the editor's words, or undefined. Served as it is (an editor's page in the making), but with noindex
 * and out of the sitemap: a search engine would list an empty page.
 */
export function emptyPage(content: AnyStoryContent): string | undefined {
  if (content.component !== 'Page') return undefined;
  return content.body.every((blok) => nothingToShow(blok) !== undefined) ? EMPTY_PAGE : undefined;
}
