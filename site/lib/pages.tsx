/**
 * One content page, loaded, described and rendered: shared by the public route (static, published
 * content) and the draft route (draft mode: draft content, diagnostics shown, live edit).
 */
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { localePath } from '~/blocks/_lib/paths';
import { DEFAULT_LOCALE, isLocale, type Locale } from '~/contracts/locales';
import { formatDiagnostic } from '~/engine';
import { isoInstant } from '~/rules/date';
import { getEnv } from '../config/env';
import { templates } from '../templates';
import { privacyPolicyLink } from '../templates/consentTexts';
import { emptyPage } from '~/blocks/_lib/emptySections';
import type { PageStoryName, Template, TemplateProps } from '../templates/types';
import {
  explainMissingPage,
  explainUnresolvedPage,
  loadArticles,
  loadPage,
  loadSiteContext,
  pagePaths,
  type LoadedPage,
  type UnresolvedStory,
} from './content';
import { buildContext } from './context';
import { deadLinkDiagnostics, logDeadLinks } from './deadLinks';
import { canonicalPagePath } from './pageIndex';
import { pageMetadata, SITE_NAME, storyTitle } from './metadata';

export type PageParams = { locale: string; slug?: string[] };

/** The page path of the route's params ("" for the start page). */
export const pagePathOf = ({ slug }: PageParams) => (slug ?? []).map(decodeURIComponent).join('/');

/** The address the params were read from, spelled as it was asked (`/sv/a%20b`), without a query. */
export const addressOf = ({ locale, slug }: PageParams) => `/${[locale, ...(slug ?? [])].join('/')}`;

/** Whether the params spell a page's own address, not another spelling of it (lib/pageIndex.ts). */
export const isCanonicalPagePath = (params: PageParams): boolean => canonicalPagePath(params.slug ?? []) !== null;

export async function loadContentPage(params: PageParams, draft = false): Promise<LoadedPage | null> {
  if (!isLocale(params.locale) || !isCanonicalPagePath(params)) return null;
  return loadPage(params.locale, pagePathOf(params), draft);
}

/** Logs why a published story at these params is no page (lib/content.ts explainMissingPage); nothing for an address without one. */
export async function logMissingPage(params: PageParams): Promise<void> {
  if (isLocale(params.locale) && isCanonicalPagePath(params)) await explainMissingPage(params.locale, pagePathOf(params));
}

/** Why the page at these params is no page though the source has its story (lib/content.ts), or null. */
export async function explainContentPage(params: PageParams, draft = false): Promise<UnresolvedStory | null> {
  if (!isLocale(params.locale) || !isCanonicalPagePath(params)) return null;
  return explainUnresolvedPage(params.locale, pagePathOf(params), draft);
}

/** A route's searchParams as Next hands them to a page rendered per request. */
export type PageSearchParams = Record<string, string | string[] | undefined>;

/** A page's query string from a route's searchParams (every value of a repeated parameter kept). */
export function queryOf(searchParams: PageSearchParams): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(searchParams)) for (const v of [value ?? []].flat()) query.append(name, v);
  return query.toString();
}

const NOT_INDEXED: Metadata = { robots: { index: false, follow: false } };

export async function contentMetadata(page: LoadedPage | null, draft = false): Promise<Metadata> {
  // Drafts are for the editor: never indexed, not even one that does not make a page yet.
  if (!page) return draft ? NOT_INDEXED : {};
  const { story } = page;
  const c = story.content;
  const isArticle = c.component === 'BlogArticle';
  const metadata = pageMetadata({
    seo: c.seo,
    fallbackTitle: storyTitle(c, story.name),
    fallbackDescription: 'preamble' in c ? c.preamble : undefined,
    fallbackImage: 'image' in c ? c.image?.src : undefined,
    locale: story.locale,
    path: story.path,
    siteName: SITE_NAME,
    siteUrl: getEnv().siteUrl,
    paths: await pagePaths(story.path, draft),
    article: isArticle
      ? { publishedTime: story.firstPublishedAt && isoInstant(story.firstPublishedAt), authors: c.authorName ? [c.authorName] : [], tags: c.tags }
      : undefined,
  });
  // A page with nothing to show (lib/contentChecks warns the editor) is served, but not indexed.
  return draft || emptyPage(c) ? { ...metadata, ...NOT_INDEXED } : metadata;
}

const byType: { [K in PageStoryName]: Template<K> } = templates;

/** Renders a story with the template of its content type, without a cast at the dispatch. */
function renderTemplate<K extends PageStoryName>(component: K, props: TemplateProps<K>): ReactNode {
  const render: Template<K> = byType[component];
  return render(props);
}

/** `query`: the request's query string, for a page rendered per request (app/[locale]/%5Fcalculation, the draft route). */
export async function renderContentPage(page: LoadedPage, draft = false, query?: string): Promise<ReactNode> {
  const { story, site, diagnostics } = page;
  // Read together: in draft mode (every pause of an editor's typing) each is a request to the space.
  const [articles, paths] = await Promise.all([loadArticles(story.locale, draft), pagePaths(story.path, draft)]);
  const ctx = buildContext(story.locale, story.path, articles, paths);
  if (query) ctx.query = query;
  // The privacy page a lead form without a privacy text of its own links to: the cookie policy's (site settings).
  ctx.privacyPolicy = privacyPolicyLink(site?.cookieConcent);
  // Draft content: a card in the place of each blok left out (the editor sees where it went and can select it).
  if (page.dropped) ctx.dropped = page.dropped;
  // In draft mode the editor sees what the content lacks, as in preview; a draft's problems are
  // work in progress, not incidents to report.
  if (draft && ctx.environment === 'production') ctx.environment = 'preview';
  else if (ctx.environment === 'production') for (const diagnostic of diagnostics) ctx.report?.({ diagnostic });
  const legalName = story.path === '' ? await companyLegalName(story.locale, site, draft) : undefined;
  // Links a visitor would follow to the 404 page (lib/deadLinks.ts): a warning in the editor's list, a line in the log.
  // The site settings' (navigation, footer) are every page's: logged once for the settings, not for each page.
  const own = deadLinkDiagnostics(story.content);
  const settings = site ? deadLinkDiagnostics(site, undefined, 'In the site settings: ') : [];
  if (ctx.environment === 'production') {
    logDeadLinks(localePath(story.locale, story.path), own, formatDiagnostic);
    logDeadLinks(`${story.locale}/site-config`, settings, formatDiagnostic);
  }
  const shown = own.length + settings.length > 0 ? [...diagnostics, ...own, ...settings] : diagnostics;
  return renderTemplate(story.content.component, { story, site, ctx, diagnostics: shown, legalName });
}

/**
 * TemplateProps.legalName: the default locale's footer's company name, else the page's own locale's (also when the
 * default locale's settings cannot be read: a name in structured data is no reason for a page to fail).
 */
export async function companyLegalName(locale: Locale, site: LoadedPage['site'], draft: boolean): Promise<string | undefined> {
  const own = site?.footer[0]?.companyName?.trim() || undefined;
  if (locale === DEFAULT_LOCALE) return own;
  const first = await loadSiteContext(DEFAULT_LOCALE, draft).then(
    (context) => context.site,
    () => null,
  );
  return first?.footer[0]?.companyName?.trim() || own;
}
