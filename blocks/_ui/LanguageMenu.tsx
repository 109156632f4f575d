import { localePath } from '~/engine/links';
import { LOCALES, type Locale } from '~/engine/types';
import { Icon } from './Icon';
import styles from './LanguageMenu.module.css';

/** Each language's name in itself (SPEC §2: Svenska and English). */
export const LANGUAGE_NAMES: Record<Locale, string> = { sv: 'Svenska', en: 'English' };

/**
 * The language menu: toggles open and closed, and links to the same path under each locale.
 * A native <details>, so it works before (and without) any script.
 */
export function LanguageMenu({ locale, path, label, opensUp = false }: { locale: Locale; path: string; label: string; opensUp?: boolean }) {
  return (
    <details className={[styles.menu, opensUp ? styles.up : ''].join(' ')} data-language-menu>
      <summary className={styles.toggle} aria-label={`${label}: ${LANGUAGE_NAMES[locale]}`}>
        <Icon name="globe" size={20} />
        <span>{LANGUAGE_NAMES[locale]}</span>
      </summary>
      <ul className={styles.list}>
        {LOCALES.map((l) => (
          <li key={l}>
            <a href={localePath(l, path)} hrefLang={l} lang={l} aria-current={l === locale ? 'true' : undefined}>
              {LANGUAGE_NAMES[l]}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
