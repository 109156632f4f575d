/**
 * What a page's blocks refuse only when they render, asked of a resolved story without rendering it, so
 * `content:check` reports it before a visitor meets it: a partner hero page whose partner has no usable
 * authorisation path (the page's one call to action is left out: PartnerHeroPageTemplate), a review widget
 * whose script is from no allowed provider (the widget's script is not loaded: ReviewWidget). Each rule is
 * the one the block itself applies (blocks/_lib/partnerAuth, blocks/_lib/reviewScript). And what the page
 * shows but a reader would take wrongly (storyWarnings): its outline, a calculator's period unit, and what a phone
 * shows badly (an image's or a logo's shape, a word no line holds); the templates put those in the preview's
 * diagnostics panel.
 */
import { CALCULATOR_BLOCKS } from '~/blocks/_lib/calculatorParams';
import { emptyPage, nothingToShow } from '~/blocks/_lib/emptySections';
import { partnerAuthPath } from '~/blocks/_lib/partnerAuth';
import { reviewScriptSource } from '~/blocks/_lib/reviewScript';
import { headingBlockTag } from '~/blocks/_ui/title';
import type { AnyBlok, AnyStoryContent, SeoMeta } from '~/codegen/generated/types';
import { EMPTY_LINK_ITEM, isEmptyRichText, type Diagnostic, type ResolvedStory } from '~/engine';
import { namesPeriodUnit, PERIOD_UNITS, type CalculatorKind } from '~/rules';
import { getEnv } from '../config/env';
import { privacyPolicyLink } from '../templates/consentTexts';
import { pageOutline } from '../templates/outline';
import { socialImageRefusal } from './metadata';

/** Bloks nested deeper than this are not looked at (the engine keeps content far shallower). */
const MAX_DEPTH = 64;

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Every blok of a story's content (in its fields, lists and rich text), with its JSON pointer and the blok it is in. */
export function visitBloks(content: unknown, onBlok: (blok: Obj, pointer: string, parent: Obj | undefined) => void): void {
  const visit = (node: unknown, pointer: string, depth: number, parent: Obj | undefined): void => {
    if (depth > MAX_DEPTH) return;
    if (Array.isArray(node)) {
      node.forEach((item, i) => visit(item, `${pointer}/${i}`, depth + 1, parent));
      return;
    }
    if (!isObj(node)) return;
    const blok = typeof node.component === 'string';
    if (blok) onBlok(node, pointer, parent);
    for (const [key, value] of Object.entries(node)) visit(value, `${pointer}/${key}`, depth + 1, blok ? node : parent);
  };
  visit(content, '/content', 0, undefined);
}

const CALCULATORS: Readonly<Record<string, CalculatorKind>> = CALCULATOR_BLOCKS;
const UNIT_WORDS = { days: 'dagar / days', months: 'månader / months' } as const;
/** Characters a key figure shows at full size in a phone's column (NumberItem.module.css sizes it for eight). */
const LONG_FIGURE = 12;

/**
 * Images drawn across a hero's or a slide's column (Hero, HeroGetStartedForm, PartnerHeroPage, CarouselItem): beyond 3:1 either way one
 * is a band or a strip. Their CSS keeps a tall one whole within a screen's height (object-fit: contain), so it is a
 * narrow strip with empty space beside it; a wide one fills the column's width at its own ratio.
 */
const FRAMED_IMAGES: Readonly<Record<string, readonly string[]>> = {
  Hero: ['image'],
  HeroGetStartedForm: ['image'],
  PartnerHeroPage: ['image'],
  CarouselItem: ['image'],
};
const IMAGE_RATIO = 3;
/** A phone's column (a 320 px window less its gutters): how high a wide image's band is drawn there. */
const PHONE_COLUMN = 280;
/** Logos are drawn at one height, their width following (LogoImage: 40 px on partner pages and phones, 48 px in the footer). */
const LOGO_FIELDS: Readonly<Record<string, readonly string[]>> = {
  PartnerHeroPage: ['partnerLogo'],
  PartnerPage: ['partnerLogo'],
  Footer: ['partnerLogos'],
  LogoStrip: ['assets'],
};
const LOGO_RATIO = 2;
const LOGO_HEIGHTS = [40, 48] as const;

/**
 * Longer than a phone's line of text holds at the heading sizes (and than any short field allows: 60 characters):
 * the browser breaks such a word wherever the line ends (overflow-wrap in theme.css and Prose), a letter run over
 * several lines. A web address or an e-mail address is broken the same way, and a reader expects it to be.
 */
const LONG_WORD = 60;
/** Where a line may break: spaces, hyphens and dashes, the soft hyphen and zero-width space; commas too (a question's categories are a comma-separated list, shown one by one). */
const WORD_BREAKS = /[\s,\u00ad\u200b\u2010-\u2014-]+/u;
const ADDRESS = /^(?:[a-z][a-z0-9+.-]*:\/\/|www\.|mailto:|\/)|^[^@\s]+@[^@\s]+\.[^@\s]+$/i;
/** Fields no visitor reads as text: ids, addresses, the page's search and link-preview texts (not on the page). */
const NOT_SHOWN = new Set(['component', 'anchor', 'scriptUrl', 'oauth_auth_path', 'plugin', 'seo', 'related']);

/** The width and height an asset's URL gives (Storyblok's WIDTHxHEIGHT: engine/assets.ts), if it is an image with both. */
function imageSize(value: unknown): { width: number; height: number } | undefined {
  if (!isObj(value) || value.isImage !== true) return undefined;
  const { width, height } = value;
  return typeof width === 'number' && typeof height === 'number' && width > 0 && height > 0 ? { width, height } : undefined;
}

/** Each asset of a field (one, or a list) with the pointer to it. */
const assetsOf = (value: unknown, pointer: string): Array<[unknown, string]> =>
  Array.isArray(value) ? value.map((item, i): [unknown, string] => [item, `${pointer}/${i}`]) : [[value, pointer]];

/** An image a hero or slide draws as a band or a strip: what the editor is told, or nothing. */
function framedImageWarning(value: unknown): string | undefined {
  const size = imageSize(value);
  if (!size) return undefined;
  const { width, height } = size;
  if (height > IMAGE_RATIO * width)
    return `The image is ${width} × ${height} px, over ${IMAGE_RATIO} times as tall as wide: it is shown whole within a screen's height, so visitors see a narrow strip with empty space beside it. Use an image no more than ${IMAGE_RATIO} times as tall as wide (4:3 or 1:1 suit it), or crop this one`;
  if (width > IMAGE_RATIO * height)
    return `The image is ${width} × ${height} px, over ${IMAGE_RATIO} times as wide as tall: it is drawn across the column, on a phone as a band about ${Math.round((PHONE_COLUMN * height) / width)} px high whose details no one can make out. Use an image no more than ${IMAGE_RATIO} times as wide as tall (4:3 or 16:9 suit it), or crop this one`;
  return undefined;
}

function logoWarning(value: unknown): string | undefined {
  const size = imageSize(value);
  if (!size || size.height <= LOGO_RATIO * size.width) return undefined;
  const [low, high] = LOGO_HEIGHTS.map((h) => Math.max(1, Math.round((h * size.width) / size.height)));
  return `The logo is ${size.width} × ${size.height} px, over ${LOGO_RATIO} times as tall as wide: logos are drawn ${LOGO_HEIGHTS[0]} to ${LOGO_HEIGHTS[1]} px high, so this one shows as a sliver ${low === high ? low : `${low} to ${high}`} px wide that no one can read. Use a logo wider than tall (a wordmark, as the demo's 160 × 48), or the partner's name instead`;
}

/**
 * The first word over LONG_WORD characters in each of a blok's own text fields (strings, lists, rich text; not the
 * bloks inside it, which are visited themselves).
 */
function longWords(blok: Obj, pointer: string, onWord: (pointer: string, word: string) => void): void {
  const found = new Set<string>();
  const visit = (node: unknown, path: string, field: string, depth: number): void => {
    if (depth > MAX_DEPTH || found.has(field)) return;
    if (typeof node === 'string') {
      const word = node.split(WORD_BREAKS).find((w) => [...w].length > LONG_WORD && !ADDRESS.test(w));
      if (word) {
        found.add(field);
        onWord(field, word);
      }
      return;
    }
    if (Array.isArray(node)) {
      node.forEach((item, i) => visit(item, `${path}/${i}`, field, depth + 1));
      return;
    }
    // A blok in it has its own turn; a link's address and an asset's file are no text to read.
    if (!isObj(node) || typeof node.component === 'string' || 'href' in node || 'src' in node) return;
    for (const [key, value] of Object.entries(node)) if (!key.startsWith('_')) visit(value, `${path}/${key}`, field, depth + 1);
  };
  for (const [key, value] of Object.entries(blok)) {
    if (key.startsWith('_') || NOT_SHOWN.has(key)) continue;
    visit(value, `${pointer}/${key}`, `${pointer}/${key}`, 0);
  }
}

/**
 * What a page shows that its readers would take wrongly, for the editor: the page's outline (one h1), a calculator
 * whose period unit names another unit than the one its figures are for (rules/calculatorUnits), and empty parts
 * that show as something that does nothing (a link list's item without a link, a menu without items, a question
 * without an answer), or as nothing at all (a section with nothing to show, which the public page leaves out:
 * blocks/_lib/emptySections); and what a phone shows badly: a key figure too long to show large, a hero's or slide's
 * image beyond 3:1, a logo over twice as tall as wide, a word longer than a line.
 */
export function storyWarnings(content: AnyStoryContent): Diagnostic[] {
  const found = pageOutline(content);
  const warn = (blok: Obj, pointer: string, message: string) =>
    found.push({ severity: 'warning', component: String(blok.component), uid: String(blok._uid), pointer, message });
  // The site settings' cookie policy link is the privacy page the banner and every lead form without a privacy text
  // of its own link to (privacyPolicyLink).
  if (content.component === 'SiteConfig' && !privacyPolicyLink(content.cookieConcent))
    warn(
      content as unknown as Obj,
      '/content/cookieConcent/policyLink',
      'No privacy page is linked: the cookie banner and every lead form without a privacy text of its own say nothing of where personal data is explained. Link the privacy page here',
    );
  // Link previews' images from another host: the page's own is shown instead. (An SVG or WebP from the asset library
  // is passed over silently for the page's generated image: the demo content's are SVG.)
  const seo = (content as { seo?: SeoMeta }).seo;
  for (const key of ['og_image', 'twitter_image'] as const) {
    const refused = seo?.[key] ? socialImageRefusal(seo[key], getEnv().siteUrl) : undefined;
    if (refused) warn(content as unknown as Obj, `/content/seo/${key}`, refused);
  }
  const empty = emptyPage(content);
  if (empty) warn(content as unknown as Obj, '/content/body', empty);
  visitBloks(content, (blok, pointer, parent) => {
    for (const field of FRAMED_IMAGES[String(blok.component)] ?? []) {
      const message = framedImageWarning(blok[field]);
      if (message) warn(blok, `${pointer}/${field}`, message);
    }
    for (const field of LOGO_FIELDS[String(blok.component)] ?? [])
      for (const [asset, at] of assetsOf(blok[field], `${pointer}/${field}`)) {
        const message = logoWarning(asset);
        if (message) warn(blok, at, message);
      }
    longWords(blok, pointer, (at, word) =>
      warn(
        blok,
        at,
        `"${[...word].slice(0, 24).join('')}…" is one word of ${[...word].length} characters: no line of a phone holds it, so it is broken wherever the line ends, into runs of letters no one reads as a word. Put spaces or hyphens where it divides, or shorten it`,
      ),
    );
    // Empty parts that still show, as something that does nothing (the engine keeps them: each is allowed on its own).
    if (blok.component === 'LinkItem' && !blok.link && parent?.component !== 'Hero') warn(blok, `${pointer}/link`, EMPTY_LINK_ITEM);
    if (blok.component === 'GlobalNavigationDropdownItem' && Array.isArray(blok.items) && blok.items.length === 0)
      warn(blok, `${pointer}/items`, 'The menu opens an empty panel: add its items, or use a GlobalNavigationItem with a link');
    if (blok.component === 'GlobalNavigation' && Array.isArray(blok.items) && blok.items.length === 0)
      warn(blok, `${pointer}/items`, 'The navigation has no items: the bar and the phone menu lead to no page of the site. Add its items');
    // The title-size rule (SPEC §8): a Heading without a tag takes the one its base size gives, and a size with none
    // fails its render (the public page leaves the heading out). An error, so content:check fails and the preview says it.
    if (blok.component === 'Heading') {
      try {
        headingBlockTag(blok as Parameters<typeof headingBlockTag>[0]);
      } catch (error) {
        found.push({
          severity: 'error',
          component: 'Heading',
          uid: String(blok._uid),
          pointer: `${pointer}/sizes/base`,
          message: `${error instanceof Error ? error.message : String(error)} for a heading without a tag: the heading is not shown. Choose a tag, or the size text-4xl or text-3xl`,
        });
      }
    }
    // A key figure is drawn large and on one line (blocks/NumberItem): a long one shrinks to fit a phone's column.
    if (blok.component === 'NumberItem' && typeof blok.value === 'string' && [...blok.value.trim()].length > LONG_FIGURE)
      warn(
        blok,
        `${pointer}/value`,
        `The figure "${blok.value.trim()}" is ${[...blok.value.trim()].length} characters: a key figure shows large on one line, and past ${LONG_FIGURE} it shrinks on a phone to fit. Shorten it ("1 mdkr" for "1 000 000 000 kr"), and put the rest in its label`,
      );
    if (blok.component === 'FaqItem' && isEmptyRichText(blok.text))
      warn(blok, `${pointer}/text`, 'The question has no answer: it opens onto nothing. Write the answer, or remove the question');
    // The rule the render follows (a section with nothing to show is left out of the public page).
    const empty = nothingToShow(blok as unknown as AnyBlok);
    if (empty) warn(blok, pointer, empty);
    const kind = CALCULATORS[String(blok.component)];
    if (!kind || typeof blok.periodUnit !== 'string') return;
    const unit = PERIOD_UNITS[kind];
    if (namesPeriodUnit(unit, blok.periodUnit)) return;
    warn(
      blok,
      `${pointer}/periodUnit`,
      `The period unit "${blok.periodUnit}" does not name ${unit}, but this calculator counts its period in ${unit} and its figures are for that many ${unit}: write ${UNIT_WORDS[unit]}`,
    );
  });
  return found;
}

export function renderChecks(tree: ResolvedStory, reviewOrigins: readonly string[]): Diagnostic[] {
  const found: Diagnostic[] = [];
  const content = tree.content as unknown as Obj;
  if (content.component === 'PartnerHeroPage') {
    try {
      partnerAuthPath(content.partner as Parameters<typeof partnerAuthPath>[0]);
    } catch (error) {
      found.push({
        severity: 'error',
        component: 'PartnerHeroPage',
        uid: String(content._uid),
        pointer: '/content/partner/oauth_auth_path',
        message: `${error instanceof Error ? error.message : String(error)}; the page is shown without its call to action`,
      });
    }
  }
  visitBloks(content, (node, pointer) => {
    if (node.component === 'ReviewWidget' && typeof node.scriptUrl === 'string' && node.scriptUrl !== '') {
      const source = reviewScriptSource(node.scriptUrl, reviewOrigins);
      if ('refused' in source) {
        found.push({ severity: 'error', component: 'ReviewWidget', uid: String(node._uid), pointer: `${pointer}/scriptUrl`, message: source.refused });
      }
    }
  });
  return [...found, ...storyWarnings(tree.content as AnyStoryContent)];
}
