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
import { DiagnosticsPanel } from '~/engine/render';
import type { RawStory } from '~/engine';
import { isLocale } from '~/contracts/locales';
import { getEngine } from '../../config/engine';
import { loadPageWithSite, resolvePage } from '../../lib/content';
import { renderContentPage } from '../../lib/pages';

const isSiteSettings = (story: unknown): story is RawStory =>
  typeof story === 'object' && story !== null && (story as { content?: { component?: unknown } }).content?.component === 'SiteConfig';

/**
 * Null outside draft mode, or for arguments the island never sends (a call made by hand to this public
 * endpoint): nothing rendered, nothing thrown, so no error is logged or reported for it.
 */
export async function renderDraftStory(story: unknown, locale: unknown, pagePath: unknown = ''): Promise<ReactNode> {
  if (!(await draftMode()).isEnabled || typeof locale !== 'string' || !isLocale(locale) || typeof pagePath !== 'string') return null;
  const page = isSiteSettings(story) ? await loadPageWithSite(locale, pagePath, story, true) : await resolvePage(story, locale, true);
  if (page) return renderContentPage(page, true);
  // The story does not resolve to a page (its content type is unknown, say): show why instead.
  const { diagnostics } = getEngine().resolveStory(story, { locale });
  return <DiagnosticsPanel diagnostics={diagnostics} />;
}
