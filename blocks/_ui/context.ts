import type { OptionalCategory } from '../_lib/consent';
import type { BlockPropsMap } from '~/codegen/generated/types';
import type { LeadFormAction } from '~/contracts/lead';
import type { Locale, PagePaths } from '~/contracts/locales';
import { blockDefiner, type EngineContext } from '~/engine/render/registry';
import type { ResolvedAsset, ResolvedLink } from '~/engine/types';
import type { UiStrings } from './strings';

/** A blog article as teasers and related-article lists show it. */
export interface ArticleSummary {
  uuid: string;
  fullSlug: string;
  /** Page path in the current locale, e.g. /sv/blogg/kassaflode. */
  href: string;
  title: string;
  preamble: string;
  image?: ResolvedAsset;
  tags: string[];
  authorName: string;
  /** ISO timestamp of first publication. */
  firstPublishedAt?: string;
}

/** What every block receives besides its own props. Built once per page by the site. */
export interface BlockContext extends EngineContext<BlockContext> {
  locale: Locale;
  strings: UiStrings;
  /** Path of the current page without its locale ("" for the start page). */
  path: string;
  /** The site's public address (SITE_URL), for absolute URLs in structured data. */
  siteUrl: string;
  borrowerAppUrl: string;
  /** The country calling code of phone numbers written in national form (EngineConfig.callingCode), for tel: links. */
  callingCode?: string | undefined;
  /** Ids the site's own markup uses on every page (`main`, the consent dialog's): no block id takes one (blockId). */
  reservedIds?: readonly string[];
  /** External API base URL for the lead calls; unset means the site's own endpoint. */
  apiBaseUrl: string | undefined;
  /**
   * The lead forms' server action (docs/cross-cutting.md §1): the forms post to it before hydration
   * or without JavaScript. The site's; blocks never import site/.
   */
  leadFormAction: LeadFormAction;
  /** The locale's blog articles, newest first (for teaser sections and related articles). */
  articles: readonly ArticleSummary[];
  /**
   * The page's path in each locale that has it (the same path, or its translation's): the language menu
   * links there, and a locale without the page to its start page.
   */
  pagePaths: PagePaths;
  /**
   * The review widget's providers (site/config/marketing.ts): the origins a ReviewWidget's scriptUrl
   * may load from and the consent category that script needs. Absent: no widget script loads.
   */
  reviewWidget?: { origins: readonly string[]; consent: OptionalCategory };
  /**
   * The request's query string, only on a page rendered per request for a calculator's form without
   * JavaScript (site/app/[locale]/%5Fcalculation): the calculator it names starts from its values. Static pages
   * have none.
   */
  query?: string;
  /**
   * Set for the page's first section only: its image is the likely largest paint, so it loads eagerly
   * with high priority and is preloaded; every other image is lazy.
   */
  opening?: boolean;
  /** The level of a Heading block right above this section, which introduces it (site/templates/PageBody.tsx). */
  headingAbove?: number | undefined;
  /**
   * The site's privacy page (the site settings' cookie policy link): what a lead form without a privacy text of its
   * own links to (leadFormLabels.ts privacyNotice), with the dictionary's words.
   */
  privacyPolicy?: ResolvedLink | undefined;
}

/**
 * How a block component is declared: `export default defineBlock('Stats', function Stats({ blok, ctx }) { … })`.
 * `blok` is the schema's generated type and `ctx` this context; a mismatch is reported in the block's own file.
 */
export const defineBlock = blockDefiner<BlockPropsMap, BlockContext>();
