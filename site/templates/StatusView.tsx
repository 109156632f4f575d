import { Logo } from '~/blocks/_ui/Logo';
import { LOCALES, type Locale } from '~/contracts/locales';
import { statusStrings, type StatusKey } from '../i18n/status';
import styles from './StatusView.module.css';

export interface StatusViewProps {
  /** Shown large above the text: "404", "500". */
  code: string;
  title: StatusKey;
  text: StatusKey;
  /** The languages to speak, the first one as the page's h1; both when the locale is unknown. */
  locales?: readonly Locale[];
  /** Offered as "try again" (an error boundary's reset), beside the way to the start page. */
  onRetry?: () => void;
}

/** A page that stands in for content: not found, or an error, in the visitor's language or both. */
export function StatusView({ code, title, text, locales = LOCALES, onRetry }: StatusViewProps) {
  return (
    <main className={styles.page} id="main" tabIndex={-1}>
      <div className={styles.card}>
        <Logo />
        <p className={styles.code} aria-hidden="true">
          {code}
        </p>
        {locales.map((locale, i) => {
          const t = statusStrings[locale];
          const Title = i === 0 ? 'h1' : 'h2';
          return (
            <section key={locale} lang={locale} className={styles.lang}>
              <Title className={styles.title}>{t[title]}</Title>
              <p>{t[text]}</p>
              <div className={styles.actions}>
                {onRetry && (
                  <button type="button" className={styles.home} onClick={onRetry}>
                    {t.errorRetry}
                  </button>
                )}
                <a className={styles.home} href={`/${locale}`}>
                  {t.notFoundHome}
                </a>
              </div>
            </section>
          );
        })}
      </div>
    </main>
  );
}

/** The 404 page, in both languages (a 404 has no page, so it has no locale of its own). */
export function NotFoundView() {
  return <StatusView code="404" title="notFoundTitle" text="notFoundText" />;
}
