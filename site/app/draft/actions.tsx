'use server';
/**
 * The live editor's server round trip: the Visual Editor's unsaved story goes through the same
 * engine (resolution, validators, diagnostics) and the same server components as every page, and
 * comes back as rendered React for the live-edit island to show. Only in draft mode.
 *
 * The story is the page's own, or the locale's site settings (navigation, footer, cookie texts),
 * which an editor opens on the start page: then the page shown (`pagePath`) is rendered with them.
 */
import { draftMode } from 'next/headers';
import type { ReactNode } from 'react';
import type { RawStory } from '~/engine';
import { isLocale } from '~/contracts/locales';
import { getEngine } from '../../config/engine';
import { loadPageWithSite, resolvePage } from '../../lib/content';
import { renderContentPage } from '../../lib/pages';

const isSiteSettings = (story: unknown): story is RawStory =>
  typeof story === 'object' && story !== null && (story as { content?: { component?: unknown } }).content?.component === 'SiteConfig';

/** What a live render gives the island: the page, or why this version of the story makes none (its errors, in words). */
export type DraftRender = { page: ReactNode } | { problems: string[] };

/** At most this many of a story's errors are said in the preview's notice (the panel lists them all once it is a page). */
const PROBLEMS_SAID = 3;

/**
 * Null outside draft mode, or for arguments the island never sends (a call made by hand to this public
 * endpoint): nothing rendered, nothing thrown, so no error is logged or reported for it.
 */
export async function renderDraftStory(story: unknown, locale: unknown, pagePath: unknown = '', query: unknown = ''): Promise<DraftRender | null> {
  if (!(await draftMode()).isEnabled || typeof locale !== 'string' || !isLocale(locale) || typeof pagePath !== 'string' || typeof query !== 'string')
    return null;
  const page = isSiteSettings(story) ? await loadPageWithSite(locale, pagePath, story, true) : await resolvePage(story, locale, true);
  // With the page's query, as the draft route renders it (its calculators' values, a partner link's parameters).
  if (page) return { page: await renderContentPage(page, true, new URLSearchParams(query).toString()) };
  // The story does not make a page as it is now (an article's required title emptied while the editor retypes it, a
  // content type the site does not know): the island keeps the last version that did and says why.
  const { diagnostics } = getEngine().resolveStory(story, { locale });
  const errors = diagnostics.filter((d) => d.severity === 'error');
  const said = (errors.length > 0 ? errors : diagnostics).slice(0, PROBLEMS_SAID).map((d) => `${d.pointer || d.component}: ${d.message}`);
  return { problems: said.length > 0 ? said : ['the story is not one the site can show'] };
}
