/**
 * The site's access to content: one content source for the process (embedded by default,
 * Storyblok when STORYBLOK_TOKEN is set), stories resolved by the engine, memoised per request.
 */
import fs from 'node:fs';
import path from 'node:path';
import { cache } from 'react';
import type { ArticleSummary } from '~/blocks/_ui/context';
import type { AnyStoryContent, SiteConfig } from '~/codegen/generated/types';
import { localePath, storyPath } from '~/blocks/_lib/paths';
import { LOCALES, type Locale } from '~/contracts/locales';
import { checkContentDate, type ContentSource, type Diagnostic, type ResolvedStory } from '~/engine';
import { createStoryblokSource } from '~/engine/sources/storyblok';
import { getEngine, SITE_CONTEXT_SLUG } from '../config/engine';
import { getEnv } from '../config/env';

/** Where the embedded content lives, whether the process runs from the repository root or from site/. */
export function contentRoot(): string {
  if (process.env.CONTENT_DIR) return path.resolve(/*turbopackIgnore: true*/ process.env.CONTENT_DIR);
  const fromRepo = path.join(process.cwd(), 'site', 'content');
  if (fs.existsSync(fromRepo)) return fromRepo;
  const fromSite = path.join(process.cwd(), 'content');
  if (fs.existsSync(fromSite)) return fromSite;
  throw new Error(`Embedded content not found in ${fromRepo} or ${fromSite}; set CONTENT_DIR`);
}

let source: ContentSource | undefined;
export function getSource(): ContentSource {
  if (!source) {
    const env = getEnv();
    const { config } = getEngine();
    // Under `next dev` the embedded files are read for every request, so an edited story shows on the next one.
    source = env.storyblokToken
      ? createStoryblokSource({ accessToken: env.storyblokToken, region: env.storyblokRegion, config })
      : getEngine().createEmbeddedSource(contentRoot(), { reread: process.env.NODE_ENV === 'development' });
  }
  return source;
}

export type PageContent = Exclude<AnyStoryContent, SiteConfig>;

export interface LoadedPage {
  /** The engine's story, its locale one of the site's. */
  story: ResolvedStory<PageContent> & { locale: Locale };
  site: SiteConfig | null;
  diagnostics: Diagnostic[];
}

export const loadSiteContext = cache(async (locale: Locale): Promise<{ site: SiteConfig | null; diagnostics: Diagnostic[] }> => {
  const raw = await getSource().getSiteContext(locale);
  if (!raw) return { site: null, diagnostics: [] };
  const { tree, diagnostics } = getEngine().resolveStory(raw, { locale });
  const content = tree?.content;
  return { site: content?.component === 'SiteConfig' ? content : null, diagnostics };
});

export const loadPage = cache(async (locale: Locale, pagePath: string): Promise<LoadedPage | null> => {
  const wanted = storyPath(pagePath);
  if (wanted === SITE_CONTEXT_SLUG) return null;
  const raw = await getSource().getStory(wanted, locale);
  if (!raw) return null;
  const { tree, diagnostics } = getEngine().resolveStory(raw, { locale });
  if (!tree || tree.content.component === 'SiteConfig') return null;
  const { site, diagnostics: siteDiagnostics } = await loadSiteContext(locale);
  return { story: { ...(tree as ResolvedStory<PageContent>), locale }, site, diagnostics: [...diagnostics, ...siteDiagnostics] };
});

export interface PageListing {
  /** Path without the locale ("" for the start page). */
  path: string;
  /** Last publication (ISO), when the source says. */
  publishedAt?: string;
}

/** Every page of a locale with its last publication (the site context story is not a page). */
export const listPages = cache(async (locale: Locale): Promise<PageListing[]> => {
  const stories = await getSource().listStories(locale);
  return stories
    .filter((s) => {
      const content = s.content as { component?: unknown } | undefined;
      return typeof content?.component === 'string' && content.component !== 'SiteConfig';
    })
    .map((s) => {
      const page: PageListing = { path: storyPath(typeof s.full_slug === 'string' ? s.full_slug : '') };
      const published = typeof s.published_at === 'string' ? checkContentDate(s.published_at) : undefined;
      if (published && 'date' in published) page.publishedAt = published.date; // an impossible date is reported on the page itself
      return page;
    })
    .filter((p) => p.path !== SITE_CONTEXT_SLUG);
});

/** Paths of every page of a locale. */
export async function listPagePaths(locale: Locale): Promise<string[]> {
  return (await listPages(locale)).map((p) => p.path);
}

/** The locales that have a page at this path (for hreflang alternates). */
export async function localesWithPage(pagePath: string): Promise<Locale[]> {
  const wanted = storyPath(pagePath);
  const found = await Promise.all(LOCALES.map(async (l) => ((await listPagePaths(l)).includes(wanted) ? l : null)));
  return found.filter((l): l is Locale => l !== null);
}

/** Every blog article of a locale as a summary, newest first (teasers, related articles, the sitemap). */
export const loadArticles = cache(async (locale: Locale): Promise<ArticleSummary[]> => {
  const raw = await getSource().listStories(locale, { contentType: 'BlogArticle' });
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
  return summaries.sort((a, b) => (b.firstPublishedAt ?? '').localeCompare(a.firstPublishedAt ?? ''));
});
