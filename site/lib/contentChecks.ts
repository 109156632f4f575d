/**
 * What a page's blocks refuse only when they render, asked of a resolved story without rendering it, so
 * `content:check` reports it before a visitor meets it: a partner hero page whose partner has no usable
 * authorisation path (the page's one call to action is left out: PartnerHeroPageTemplate), a review widget
 * whose script is from no allowed provider (the widget's script is not loaded: ReviewWidget). Each rule is
 * the one the block itself applies (blocks/_lib/partnerAuth, blocks/_lib/reviewScript). And what the page
 * shows but a reader would take wrongly (storyWarnings): its outline, a calculator's period unit; the
 * templates put those in the preview's diagnostics panel.
 */
import { CALCULATOR_BLOCKS } from '~/blocks/_lib/calculatorParams';
import { nothingToShow } from '~/blocks/_lib/emptySections';
import { partnerAuthPath } from '~/blocks/_lib/partnerAuth';
import { reviewScriptSource } from '~/blocks/_lib/reviewScript';
import type { AnyBlok, AnyStoryContent, SeoMeta } from '~/codegen/generated/types';
import { EMPTY_LINK_ITEM, type Diagnostic, type ResolvedStory } from '~/engine';
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

/** A rich text with nothing to read: absent, or a document of empty paragraphs only. */
const emptyText = (doc: unknown): boolean =>
  !isObj(doc) ||
  !Array.isArray(doc.content) ||
  doc.content.every((node) => isObj(node) && node.type === 'paragraph' && !(Array.isArray(node.content) && node.content.length > 0));

const CALCULATORS: Readonly<Record<string, CalculatorKind>> = CALCULATOR_BLOCKS;
const UNIT_WORDS = { days: 'dagar / days', months: 'månader / months' } as const;
/** Characters a key figure shows at full size in a phone's column (NumberItem.module.css sizes it for eight). */
const LONG_FIGURE = 12;

/**
 * What a page shows that its readers would take wrongly, for the editor: the page's outline (one h1), a calculator
 * whose period unit names another unit than the one its figures are for (rules/calculatorUnits), and empty parts
 * that show as something that does nothing (a link list's item without a link, a menu without items, a question
 * without an answer), or as nothing at all (a section with nothing to show, which the public page leaves out:
 * blocks/_lib/emptySections).
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
  visitBloks(content, (blok, pointer, parent) => {
    // Empty parts that still show, as something that does nothing (the engine keeps them: each is allowed on its own).
    if (blok.component === 'LinkItem' && !blok.link && parent?.component !== 'Hero') warn(blok, `${pointer}/link`, EMPTY_LINK_ITEM);
    if (blok.component === 'GlobalNavigationDropdownItem' && Array.isArray(blok.items) && blok.items.length === 0)
      warn(blok, `${pointer}/items`, 'The menu opens an empty panel: add its items, or use a GlobalNavigationItem with a link');
    // A key figure is drawn large and on one line (blocks/NumberItem): a long one shrinks to fit a phone's column.
    if (blok.component === 'NumberItem' && typeof blok.value === 'string' && [...blok.value.trim()].length > LONG_FIGURE)
      warn(
        blok,
        `${pointer}/value`,
        `The figure "${blok.value.trim()}" is ${[...blok.value.trim()].length} characters: a key figure shows large on one line, and past ${LONG_FIGURE} it shrinks on a phone to fit. Shorten it ("1 mdkr" for "1 000 000 000 kr"), and put the rest in its label`,
      );
    if (blok.component === 'FaqItem' && emptyText(blok.text))
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
