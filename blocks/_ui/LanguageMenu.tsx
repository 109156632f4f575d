import { LOCALES, samePathEverywhere, type Locale, type PagePaths } from '~/contracts/locales';
import { localePath } from '../_lib/paths';
import { Icon } from './Icon';
import { LanguageMenuIsland, type LanguageLink } from './LanguageMenu.client';

/**
 * The language menu (LanguageMenu.client.tsx), with what the server knows worked out here: each
 * locale's link (the page in that locale, `paths`: the same path or its translation's; else that
 * locale's start page) and the globe, so the locale path rules and the icon set stay out of the client chunk.
 */
export function LanguageMenu({
  locale,
  path,
  label,
  paths = samePathEverywhere(path),
  opensUp,
}: {
  locale: Locale;
  /** The page's path without its locale ("" for the start page). */
  path: string;
  label: string;
  /** The page's path in each locale that has it; by default the same path in every locale. */
  paths?: PagePaths;
  opensUp?: boolean;
}) {
  const links: LanguageLink[] = LOCALES.map((l) => {
    // The current locale's entry is this path unless `paths` says where its page is (the 404 of an
    // unknown locale, /de/x, is drawn in the default locale, whose page is elsewhere or its start page).
    const there = paths[l] ?? (l === locale ? path : undefined);
    return { locale: l, href: localePath(l, there ?? ''), samePage: there !== undefined };
  });
  return <LanguageMenuIsland locale={locale} links={links} label={label} opensUp={opensUp} icon={<Icon name="globe" size={20} />} />;
}
