import { LOCALES, type Locale } from '~/contracts/locales';
import { localePath } from '../_lib/paths';
import { Icon } from './Icon';
import { LanguageMenuIsland, type LanguageLink } from './LanguageMenu.client';

/**
 * The language menu (LanguageMenu.client.tsx), with what the server knows worked out here: each
 * locale's link (the same page where it exists in that locale, `available`, else that locale's start
 * page) and the globe, so the locale path rules and the icon set stay out of the client chunk.
 */
export function LanguageMenu({
  locale,
  path,
  label,
  available = LOCALES,
  opensUp,
}: {
  locale: Locale;
  /** The page's path without its locale ("" for the start page). */
  path: string;
  label: string;
  available?: readonly Locale[];
  opensUp?: boolean;
}) {
  const links: LanguageLink[] = LOCALES.map((l) => {
    const samePage = available.includes(l);
    return { locale: l, href: localePath(l, samePage ? path : ''), samePage };
  });
  return <LanguageMenuIsland locale={locale} links={links} label={label} opensUp={opensUp} icon={<Icon name="globe" size={20} />} />;
}
