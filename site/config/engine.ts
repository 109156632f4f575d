/**
 * The engine configuration of this site: its locales, the borrower-app placeholder content links may
 * hold, the site-context story and Next's cache options for remote content. The engine knows none of
 * these by itself (nothing under engine/ names the site or Next).
 */
import { createEngine, defineEngineConfig, type Engine, type EngineConfig } from '~/engine';
import { DEFAULT_LOCALE, LOCALES } from '~/contracts/locales';
import { getEnv } from './env';

/** Write this in a content link to point at the borrower application, e.g. "{{BORROWER_APP_URL}}/login". */
export const BORROWER_APP_PLACEHOLDER = '{{BORROWER_APP_URL}}';
/** Slug of the site context story (navigation, footer, blog footer) in each locale folder. */
export const SITE_CONTEXT_SLUG = 'site-config';
/**
 * Top-level folders of site/public: links to files there are used as written, without a locale
 * (site/config/engine.test.ts checks the list against the folder).
 */
export const PUBLIC_PATHS = ['/demo/'] as const;
/**
 * Ids the templates, the consent dialog, the footer (blocks/_ui/landmarks FOOTER_ID) and the content diagnostics
 * (engine/render) give elements of every page; no anchor in content and no block id takes them.
 */
export const RESERVED_IDS = ['main', 'new-tab-hint', 'consent-title', 'consent-text', 'consent-dialog-title', 'site-footer', 'diagnostics'] as const;
/** Sweden's: phone numbers in content are written in national form ("010-000 00 00") and dialled as +46… */
export const CALLING_CODE = '46';

/** `assetSpaceId`: STORYBLOK_SPACE_ID, the space whose images the site's image optimizer takes (next.config.ts). */
export function siteEngineConfig(borrowerAppUrl: string, assetSpaceId?: string): EngineConfig {
  return defineEngineConfig({
    locales: LOCALES,
    defaultLocale: DEFAULT_LOCALE,
    linkPlaceholders: { [BORROWER_APP_PLACEHOLDER]: borrowerAppUrl },
    publicPaths: PUBLIC_PATHS,
    siteContextSlug: SITE_CONTEXT_SLUG,
    reservedIds: RESERVED_IDS,
    callingCode: CALLING_CODE,
    assetSpaceId,
  });
}

let engine: Engine | undefined;
/** The engine with this site's configuration (read from the environment once). */
export function getEngine(): Engine {
  engine ??= createEngine(siteEngineConfig(getEnv().borrowerAppUrl, getEnv().storyblokSpaceId));
  return engine;
}
