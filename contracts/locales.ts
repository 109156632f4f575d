/**
 * The site's languages (SPEC §2): a content folder and a URL prefix each, Swedish first and the
 * default. Blocks, the site and its engine configuration (site/config/engine.ts) all read them here.
 */
export const LOCALES = ['sv', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'sv';
export const isLocale = (value: unknown): value is Locale => (LOCALES as readonly unknown[]).includes(value);

/**
 * A page's path in each locale that has it (without the locale, "" for the start page): the same path, or
 * its translation's where Storyblok links a translation at another slug (site/lib/translations.ts).
 */
export type PagePaths = Partial<Record<Locale, string>>;

/** A page at the same path in every locale. */
export const samePathEverywhere = (path: string): PagePaths => Object.fromEntries(LOCALES.map((l) => [l, path]));
