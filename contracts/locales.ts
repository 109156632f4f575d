/**
 * The site's languages (SPEC §2): a content folder and a URL prefix each, Swedish first and the
 * default. Blocks, the site and its engine configuration (site/config/engine.ts) all read them here.
 */
export const LOCALES = ['sv', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'sv';
export const isLocale = (value: unknown): value is Locale => (LOCALES as readonly unknown[]).includes(value);
