/**
 * Which page is a page's translation. SPEC §2: the language menu leads to the same path under the other
 * locale. Storyblok's folder-level translation also lets a translation have its own slug
 * ("en/blog/invoicing-done-right" for "sv/blogg/fakturera-ratt"), and links the stories of one translation group
 * through every story's `alternates` (their `full_slug`s). Where a locale has no page at the same path,
 * that translation is the page's path there; the language menu, hreflang and the sitemap read it here.
 */
import { storyPath } from '~/blocks/_lib/paths';
import { isLocale, LOCALES, type Locale, type PagePaths } from '~/contracts/locales';
import type { RawStory } from '~/engine';

/** The paths of a story's translations by locale, as its `alternates` name them (folders left out). */
export function translationsOf(story: RawStory): PagePaths {
  const paths: PagePaths = {};
  for (const alternate of Array.isArray(story.alternates) ? (story.alternates as unknown[]) : []) {
    if (typeof alternate !== 'object' || alternate === null) continue;
    const { full_slug: fullSlug, is_folder: isFolder } = alternate as Record<string, unknown>;
    if (typeof fullSlug !== 'string' || isFolder === true) continue;
    const locale = fullSlug.trim().replace(/^\/+/, '').split('/')[0];
    if (isLocale(locale) && paths[locale] === undefined) paths[locale] = storyPath(fullSlug);
  }
  return paths;
}

/**
 * A page's path in each locale: the same path where that locale has a page there (SPEC §2), else its
 * translation's path where that locale has a page at it, else none (the menu leads to the locale's start page).
 */
export function choosePagePaths(path: string, translations: PagePaths, has: (locale: Locale, path: string) => boolean): PagePaths {
  const paths: PagePaths = {};
  for (const locale of LOCALES) {
    const translation = translations[locale];
    if (has(locale, path)) paths[locale] = path;
    else if (translation !== undefined && has(locale, translation)) paths[locale] = translation;
  }
  return paths;
}
