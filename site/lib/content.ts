/**
 * The site's access to content: one content source for the process (embedded by default,
 * Storyblok when STORYBLOK_TOKEN is set; draft content with the preview token in draft mode),
 * stories resolved by the engine, memoised per request.
 */
import fs from 'node:fs';
import path from 'node:path';
import { cache } from 'react';
import type { ArticleSummary } from '~/blocks/_ui/context';
import type { AnyStoryContent, SiteConfig } from '~/codegen/generated/types';
import { newestFirst } from '~/blocks/_lib/dates';
import { emptyPage } from '~/blocks/_lib/emptySections';
import { localePath, storyPath } from '~/blocks/_lib/paths';
import { LOCALES, type Locale, type PagePaths } from '~/contracts/locales';
import {
  checkContentDate,
  contentTypes,
  formatDiagnostic,
  type ContentSource,
  type Diagnostic,
  type DroppedBlok,
  type RawStory,
  type ResolvedStory,
} from '~/engine';
import { isoInstant } from '~/rules/date';
import { storyWarnings, visitBloks } from './contentChecks';
import { getEngine, SITE_CONTEXT_SLUG } from '../config/engine';
import { measureImages } from './imageSizes';
import { draftSource, publishedSource } from './storyblok/delivery';
import { choosePagePaths, translationsOf } from './translations';

/** Where the embedded content lives, whether the process runs from the repository root or from site/. */
export function contentRoot(): string {
  if (process.env.CONTENT_DIR) return path.resolve(/*turbopackIgnore: true*/ process.env.CONTENT_DIR);
  const fromRepo = path.join(process.cwd(), 'site', 'content');
  if (fs.existsSync(fromRepo)) return fromRepo;
  const fromSite = path.join(process.cwd(), 'content');
  if (fs.existsSync(fromSite)) return fromSite;
  throw new Error(`Embedded content not found in ${fromRepo} or ${fromSite}; set CONTENT_DIR`);
}

let embedded: ContentSource | undefined;
/** Where content comes from: the space's draft content in draft mode, its published content, or the embedded files. */
export function getSource(draft = false): ContentSource {
  const storyblok = (draft ? draftSource() : undefined) ?? publishedSource();
  if (storyblok) return measuring(storyblok);
  // Under `next dev` the embedded files are read for every request, so an edited story shows on the next one.
  embedded ??= getEngine().createEmbeddedSource(contentRoot(), { reread: process.env.NODE_ENV === 'development' });
  return measuring(embedded);
}

const measured = new WeakMap<ContentSource, ContentSource>();

/**
 * The source, the images of the stories it gives measured where their addresses do not say their size
 * (lib/imageSizes.ts). Not its listings: they give teasers, whose images fill a frame of a fixed shape, and walking
 * every story of a large space on each render would cost more than it saves.
 */
function measuring(source: ContentSource): ContentSource {
  let wrapped = measured.get(source);
  if (!wrapped) {
    const withSizes = async <T>(stories: T): Promise<T> => {
      await measureImages(stories);
      return stories;
    };
    wrapped = {
      name: source.name,
      getStory: async (path, locale) => withSizes(await source.getStory(path, locale)),
      listStories: (locale, options) => source.listStories(locale, options),
      getSiteContext: async (locale) => withSizes(await source.getSiteContext(locale)),
      listDatasourceEntries: (slug) => source.listDatasourceEntries(slug),
    };
    measured.set(source, wrapped);
  }
  return wrapped;
}

/** Draft content keeps each blok's `_editable` marker, so the Visual Editor can select it. */
const resolveOptions = (locale: Locale, draft: boolean) => ({ locale, editable: draft });

export type PageContent = Exclude<AnyStoryContent, SiteConfig>;

export interface LoadedPage {
  /** The engine's story, its locale one of the site's. */
  story: ResolvedStory<PageContent> & { locale: Locale };
  site: SiteConfig | null;
  /** The id of the site settings story the page was rendered with (the live editor follows its edits too). */
  siteStoryId?: number;
  diagnostics: Diagnostic[];
  /** Draft content: the bloks of the page's and the site settings' lists left out (a card goes in their place). */
  dropped?: DroppedBlok[];
}

export interface SiteContext {
  site: SiteConfig | null;
  /** The site settings story's id, when there is one. */
  storyId?: number;
  diagnostics: Diagnostic[];
  dropped?: DroppedBlok[];
}

/**
 * A raw site settings story, resolved (also the live editor's unsaved one). Its diagnostics carry its warnings of
 * what shows but does nothing (storyWarnings: a menu without items, a footer link without a target), so every
 * page's preview shows them, as content:check does.
 */
export function resolveSiteContext(raw: RawStory | null, locale: Locale, draft = false): SiteContext {
  if (!raw) return { site: null, diagnostics: [] };
  const { tree, diagnostics, dropped } = getEngine().resolveStory(raw, resolveOptions(locale, draft));
  const content = tree?.content;
  const id = Number(raw.id);
  return {
    site: content?.component === 'SiteConfig' ? content : null,
    ...(Number.isFinite(id) && id > 0 ? { storyId: id } : {}),
    diagnostics: content?.component === 'SiteConfig' ? [...diagnostics, ...storyWarnings(content)] : diagnostics,
    ...(dropped ? { dropped } : {}),
  };
}

export const loadSiteContext = cache(async (locale: Locale, draft = false): Promise<SiteContext> =>
  resolveSiteContext(await getSource(draft).getSiteContext(locale), locale, draft),
);

/** The source's story at a page path, as delivered (the site settings story is no page). */
const loadRawPage = cache(async (locale: Locale, pagePath: string, draft = false): Promise<RawStory | null> => {
  const wanted = storyPath(pagePath);
  if (wanted === SITE_CONTEXT_SLUG) return null;
  return getSource(draft).getStory(wanted, locale);
});

export const loadPage = cache(async (locale: Locale, pagePath: string, draft = false): Promise<LoadedPage | null> => {
  const raw = await loadRawPage(locale, pagePath, draft);
  if (!raw) return null;
  return resolvePage(raw, locale, draft);
});

/** A story the source has that does not resolve to a page: what an editor needs to see why. */
export interface UnresolvedStory {
  storyId: number;
  name: string;
  diagnostics: Diagnostic[];
}

/**
 * Why a page the source has is not a page: a story whose content the engine refuses (a new article
 * whose required title is still empty, say). Null when the source has no story at that path, or when
 * it resolves (to a page, or to the site settings, which have no page). For the draft route: the Visual Editor shows the diagnostics, not a 404.
 */
export async function explainUnresolvedPage(locale: Locale, pagePath: string, draft = false): Promise<UnresolvedStory | null> {
  const raw = await loadRawPage(locale, pagePath, draft);
  if (!raw) return null;
  const { tree, diagnostics } = getEngine().resolveStory(raw, resolveOptions(locale, draft));
  if (tree) return null;
  const storyId = Number(raw.id);
  return { storyId: Number.isFinite(storyId) ? storyId : 0, name: typeof raw.name === 'string' && raw.name ? raw.name : storyPath(pagePath), diagnostics };
}

/** Resolves a raw story as a page with its locale's site context (also for the live editor's unsaved drafts). */
export async function resolvePage(raw: unknown, locale: Locale, draft = false, siteContext?: SiteContext): Promise<LoadedPage | null> {
  await measureImages(raw); // the live editor's unsaved story, with an image just added
  const { tree, diagnostics, dropped = [] } = getEngine().resolveStory(raw, resolveOptions(locale, draft));
  if (!tree || tree.content.component === 'SiteConfig') return null;
  const { site, storyId: siteStoryId, diagnostics: siteDiagnostics, dropped: siteDropped = [] } = siteContext ?? (await loadSiteContext(locale, draft));
  const allDropped = [...dropped, ...siteDropped];
  return {
    story: { ...(tree as ResolvedStory<PageContent>), locale },
    site,
    ...(siteStoryId !== undefined ? { siteStoryId } : {}),
    diagnostics: [...diagnostics, ...siteDiagnostics],
    ...(allDropped.length > 0 ? { dropped: allDropped } : {}),
  };
}

/** The page at a path rendered with an unsaved site settings story (the live editor's typing in it), or null. */
export async function loadPageWithSite(locale: Locale, pagePath: string, rawSite: RawStory, draft = false): Promise<LoadedPage | null> {
  const raw = await loadRawPage(locale, pagePath, draft);
  await measureImages(rawSite); // the live editor's unsaved site settings
  return raw ? resolvePage(raw, locale, draft, resolveSiteContext(rawSite, locale, draft)) : null;
}

export interface PageListing {
  /** Path without the locale ("" for the start page). */
  path: string;
  /**
   * Last publication as an ISO instant in UTC, when the source says; for a page listing the articles, the last of its
   * own and theirs.
   */
  publishedAt?: string;
  /** Its translations' paths, as Storyblok links them (`alternates`). */
  translations?: PagePaths;
  /** A page with nothing to show (emptyPage): served with noindex, so not in the sitemap. */
  noindex?: true;
}

/**
 * Every page of a locale with its last publication (the site context story is not a page), for the sitemap and the
 * build's pages. Not a story the engine refuses (an article whose title is still empty): its address is a 404, which the
 * sitemap listed with its hreflang. Each such story is logged with why (pageTree).
 */
export const listPages = cache(async (locale: Locale): Promise<PageListing[]> => pagesAmong(await getSource().listStories(locale), locale));

/** listPagesOf of the stories that resolve (pageTree logs the others), those with nothing to show marked noindex. */
export function pagesAmong(stories: RawStory[], locale: Locale): PageListing[] {
  const empty = new Set<RawStory>();
  const pages = stories.filter((story) => {
    if (!isPageType(story.content)) return true; // listPagesOf leaves it out
    const tree = pageTree(story, locale);
    if (tree && emptyPage(tree.content as AnyStoryContent)) empty.add(story);
    return tree !== undefined;
  });
  return listPagesOf(pages, empty);
}

const isPageType = (content: unknown): boolean => {
  const component = componentOf(content);
  return component !== undefined && PAGE_CONTENT_TYPES.includes(component);
};

/**
 * A published story resolved as a page, or undefined when the engine refuses it: then logged (`[content]`, with its first
 * error), so that a 404 where the editors see a published story is explained in the server's log.
 */
function pageTree(raw: RawStory, locale: Locale): ResolvedStory | undefined {
  const { tree, diagnostics } = getEngine().resolveStory(raw, resolveOptions(locale, false));
  if (tree) return tree;
  const address = localePath(locale, storyPath(typeof raw.full_slug === 'string' ? raw.full_slug : ''));
  const cause = diagnostics.find((d) => d.severity === 'error');
  console.warn(
    `[content] ${address} is published but is no page (a visitor gets the 404; the sitemap leaves it out): ${cause ? formatDiagnostic(cause) : 'the engine refused it'}`,
  );
  return undefined;
}

/** Logs why a published story at this path is no page (pageTree): the page route's 404 for it. */
export async function explainMissingPage(locale: Locale, pagePath: string): Promise<void> {
  const raw = await loadRawPage(locale, pagePath, false);
  if (raw && isPageType(raw.content)) pageTree(raw, locale);
}

/** The content types a template draws as a page: every one but the site settings'. */
export const PAGE_CONTENT_TYPES: readonly string[] = contentTypes.filter((type) => type !== 'SiteConfig');

const ARTICLE_COMPONENT = 'BlogArticle';
/** The block that lists the articles (teasers, the blog's index): its page changes with every article published. */
const ARTICLE_LIST_COMPONENT = 'BlogTeaserSection';

const componentOf = (content: unknown): string | undefined => {
  const component = (content as { component?: unknown } | null | undefined)?.component;
  return typeof component === 'string' ? component : undefined;
};

/** Whether raw content holds a blok of a component anywhere (its body, a section's items, a blok in rich text). */
function holds(content: unknown, component: string): boolean {
  let found = false;
  visitBloks(content, (blok) => (found ||= blok.component === component));
  return found;
}

/** A story's last publication as an ISO instant; undefined when it has none or an impossible one. */
function publishedAt(story: RawStory): string | undefined {
  const checked = typeof story.published_at === 'string' ? checkContentDate(story.published_at) : undefined;
  return checked && 'date' in checked ? isoInstant(checked.date) : undefined;
}

/** The latest of ISO instants (they compare as text). */
const latest = (instants: ReadonlyArray<string | undefined>): string | undefined =>
  instants.reduce<string | undefined>((max, at) => (at !== undefined && (max === undefined || at > max) ? at : max), undefined);

/**
 * The pages among a locale's stories: those of a page's content type. Not the site context, nor a story of data only
 * (an author, a snippet: a component no template draws), which the page route answers with a 404 and the sitemap
 * must not list. The stories in `noindex` are marked so (pagesAmong).
 */
export function listPagesOf(stories: RawStory[], noindex: ReadonlySet<RawStory> = new Set()): PageListing[] {
  // A page that lists the articles (the blog's index, the start page's teasers) changes with each article published.
  const articlesPublished = latest(stories.filter((s) => componentOf(s.content) === ARTICLE_COMPONENT).map(publishedAt));
  return stories
    .filter((s) => {
      const component = componentOf(s.content);
      return component !== undefined && PAGE_CONTENT_TYPES.includes(component);
    })
    .map((s) => {
      const page: PageListing = { path: storyPath(typeof s.full_slug === 'string' ? s.full_slug : '') };
      // An impossible date is reported on the page itself.
      const published = latest([publishedAt(s), ...(holds(s.content, ARTICLE_LIST_COMPONENT) ? [articlesPublished] : [])]);
      if (published) page.publishedAt = published;
      const translations = translationsOf(s);
      if (Object.keys(translations).length > 0) page.translations = translations;
      if (noindex.has(s)) page.noindex = true;
      return page;
    })
    .filter((p) => p.path !== SITE_CONTEXT_SLUG);
}

/** Paths of every page of a locale. */
export async function listPagePaths(locale: Locale): Promise<string[]> {
  return (await listPages(locale)).map((p) => p.path);
}

/**
 * A page's path in each locale that has it (for the language menu and hreflang): the same path, else the
 * translation Storyblok links to it (site/lib/translations.ts). Asked story by story rather than through
 * the full listings, so a page depends on its own stories only (in Storyblok's data cache, publishing
 * another page leaves it alone).
 */
export const pagePaths = cache(async (pagePath: string, draft = false): Promise<PagePaths> => pagePathsIn(getSource(draft), pagePath));

/** pagePaths, asked of the given source. */
export async function pagePathsIn(source: ContentSource, pagePath: string): Promise<PagePaths> {
  const wanted = storyPath(pagePath);
  if (wanted === SITE_CONTEXT_SLUG) return {};
  // A story there counts when it is a page: not one the engine refuses (a 404, which the language menu and the
  // hreflang alternates then linked to), nor a story of data only.
  const isPage = (story: RawStory | null, l: Locale) =>
    story !== null && isPageType(story.content) && getEngine().resolveStory(story, resolveOptions(l, false)).tree !== null;
  const atPath = await Promise.all(LOCALES.map((l) => source.getStory(wanted, l)));
  const found = new Set(LOCALES.filter((l, i) => isPage(atPath[i] ?? null, l)).map((l) => `${l}/${wanted}`));
  const translations: PagePaths = {};
  for (const story of atPath) {
    const linked = story ? translationsOf(story) : {};
    for (const l of LOCALES) if (linked[l] !== undefined) translations[l] ??= linked[l];
  }
  // Only a translation where the same path has no page is read, and only when it is a page.
  await Promise.all(
    LOCALES.map(async (l) => {
      const translation = translations[l];
      if (found.has(`${l}/${wanted}`) || translation === undefined || translation === SITE_CONTEXT_SLUG) return;
      if (isPage(await source.getStory(translation, l), l)) found.add(`${l}/${translation}`);
    }),
  );
  return choosePagePaths(wanted, translations, (l, p) => found.has(`${l}/${p}`));
}

/** Every blog article of a locale as a summary, newest first (teasers, related articles, the sitemap). */
export const loadArticles = cache(async (locale: Locale, draft = false): Promise<ArticleSummary[]> => {
  const raw = await getSource(draft).listStories(locale, { contentType: 'BlogArticle' });
  const summaries: ArticleSummary[] = [];
  for (const story of raw) {
    const { tree } = getEngine().resolveStory(story, { locale });
    const c = tree?.content;
    if (!tree || c?.component !== 'BlogArticle') continue; // an invalid article is reported on its own page
    const summary: ArticleSummary = {
      uuid: tree.uuid,
      fullSlug: tree.fullSlug,
      href: localePath(locale, tree.path),
      title: c.title,
      preamble: c.preamble,
      tags: c.tags,
      authorName: c.authorName,
    };
    if (c.image) summary.image = c.image;
    if (tree.firstPublishedAt) summary.firstPublishedAt = tree.firstPublishedAt;
    summaries.push(summary);
  }
  return newestFirst(summaries, (summary) => summary.firstPublishedAt);
});
