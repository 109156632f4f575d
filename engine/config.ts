/**
 * Everything the engine knows about the site it serves, handed in by the site (site/config/engine.ts
 * builds it from the site's own settings): nothing under engine/ names a site, its languages or a
 * web framework.
 */
import { SPACE_ID } from './assetHosts';

export interface EngineConfig {
  /** The site's locales: a full slug whose first segment names one lives in that locale's folder ("sv/blogg/x"). */
  readonly locales: readonly string[];
  /** The locale of a story resolved without one. */
  readonly defaultLocale: string;
  /** Text a content link may hold in place of a URL, each replaced by its URL ({ "{{APP_URL}}": "https://app.example" }). */
  readonly linkPlaceholders: Readonly<Record<string, string>>;
  /**
   * Path prefixes of the site's static files ("/demo/"): a URL link to one stays as written (no locale
   * added). A path whose last segment has a file extension is treated so without being listed.
   */
  readonly publicPaths?: readonly string[];
  /**
   * Ids the site's own markup gives elements of a page (the skip link's target, "main"): an editor's
   * anchor of the same name is numbered ("main-2"), so it never takes over the page's.
   */
  readonly reservedIds?: readonly string[];
  /**
   * The country calling code ("46") of phone numbers written in national form: a phone link to "08-123 45 67"
   * becomes tel:+4681234567, which dials from abroad too. Unset, such numbers stay as written.
   */
  readonly callingCode?: string;
  /**
   * The id of the Storyblok space whose assets the site's image optimizer resizes: an image of another space is marked
   * `direct` (shown as it is) with a warning. Unset, every space's assets go through the optimizer.
   */
  readonly assetSpaceId?: string | undefined;
  /** Slug of the story in each locale folder that holds the site context (navigation, footer). */
  readonly siteContextSlug: string;
}

const PATH_SEGMENT = /^[a-z0-9][a-z0-9-]*$/i;

/** The configuration, checked once where the site builds it: a mistake here is a developer's, so it throws. */
export function defineEngineConfig(config: EngineConfig): EngineConfig {
  if (config.locales.length === 0) throw new Error('Engine configuration: at least one locale is needed');
  for (const locale of config.locales) {
    if (!PATH_SEGMENT.test(locale)) throw new Error(`Engine configuration: locale ${JSON.stringify(locale)} is not a path segment`);
  }
  if (!config.locales.includes(config.defaultLocale)) {
    throw new Error(`Engine configuration: the default locale ${JSON.stringify(config.defaultLocale)} is not one of ${config.locales.join(', ')}`);
  }
  if (!PATH_SEGMENT.test(config.siteContextSlug))
    throw new Error(`Engine configuration: the site-context slug ${JSON.stringify(config.siteContextSlug)} is not a path segment`);
  for (const prefix of config.publicPaths ?? []) {
    if (!/^\/[^/].*\/$/.test(prefix)) throw new Error(`Engine configuration: public path ${JSON.stringify(prefix)} must start and end with "/"`);
  }
  if (config.callingCode !== undefined && !/^[1-9]\d{0,2}$/.test(config.callingCode))
    throw new Error(`Engine configuration: calling code ${JSON.stringify(config.callingCode)} is not one (1 to 3 digits, no leading 0 or +)`);
  if (config.assetSpaceId !== undefined && !SPACE_ID.test(config.assetSpaceId))
    throw new Error(`Engine configuration: asset space id ${JSON.stringify(config.assetSpaceId)} is not one (digits, no leading 0)`);
  for (const placeholder of Object.keys(config.linkPlaceholders)) {
    if (placeholder.trim() === '') throw new Error('Engine configuration: a link placeholder cannot be empty');
  }
  return config;
}
