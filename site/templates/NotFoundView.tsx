import { Logo } from '~/blocks/_ui/Logo';
import { LOCALES } from '~/engine/types';
import { dictionaries } from '../i18n';
import styles from './NotFoundView.module.css';

/** The 404 page, in both languages (a 404 has no page, so it has no locale of its own). */
export function NotFoundView() {
  return (
    <main className={styles.page} id="main">
      <div className={styles.card}>
        <Logo />
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        {LOCALES.map((locale, i) => {
          const t = dictionaries[locale];
          const Title = i === 0 ? 'h1' : 'h2';
          return (
            <section key={locale} lang={locale} className={styles.lang}>
              <Title className={styles.title}>{t.notFoundTitle}</Title>
              <p>{t.notFoundText}</p>
              <a className={styles.home} href={`/${locale}`}>
                {t.notFoundHome}
              </a>
            </section>
          );
        })}
      </div>
    </main>
  );
}
