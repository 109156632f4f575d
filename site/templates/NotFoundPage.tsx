import type { ReactNode } from 'react';
import ctaStyles from '~/blocks/_ui/CtaLink.module.css';
import { Section } from '~/blocks/_ui/Section';
import { SectionTitle } from '~/blocks/_ui/SectionTitle';
import heroStyles from '~/blocks/Hero/Hero.module.css';
import { DEFAULT_LOCALE, isLocale, LOCALES } from '~/contracts/locales';
import { getStrings } from '../i18n';
import { loadSiteContext, pagePaths } from '../lib/content';
import { buildContext } from '../lib/context';
import { SiteChrome } from './Chrome';

/**
 * The 404 of a path under a locale: the site's navigation and footer in that locale, the status in
 * the visitor's language as the page's hero, then the way to the other language's start page.
 * Dressed in the Hero's and the calls to action's styles, which every content page already has:
 * styles of its own would ride in the stylesheet every page inlines. `children` is where Next puts
 * the not-found boundary's output (app/[locale]/[[...slug]]/not-found.tsx).
 */
export async function NotFoundPage({ locale: asked, path, children }: { locale: string; path: string; children: ReactNode }) {
  // An unknown locale (/de/…) gets the default locale's page, as the layout gives it that <html lang>.
  const known = isLocale(asked);
  const locale = known ? asked : DEFAULT_LOCALE;
  const [{ site, diagnostics }, found] = await Promise.all([loadSiteContext(locale), pagePaths(path)]);
  // The language menu leads to this path in the other locale where a page is there, else to its start
  // page; under an unknown locale the default locale's entry too (its /sv/x would be another 404).
  const paths = known ? found : { ...found, [locale]: found[locale] ?? '' };
  const ctx = buildContext(locale, path, [], paths);
  const t = ctx.strings;
  return (
    <SiteChrome site={site} ctx={ctx} diagnostics={diagnostics}>
      <Section background="LIGHT_IVORY" size="lg">
        <div className={heroStyles.text} data-not-found={locale}>
          <p className={heroStyles.eyebrow} aria-hidden="true">
            404
          </p>
          <h1 className={heroStyles.title}>{t.notFoundTitle}</h1>
          <p className={heroStyles.lead}>{t.notFoundText}</p>
          <div className={ctaStyles.row}>
            <a className={ctaStyles.cta} data-theme="primary" href={`/${locale}`}>
              {t.notFoundHome}
            </a>
          </div>
        </div>
      </Section>
      {LOCALES.filter((other) => other !== locale).map((other) => {
        const o = getStrings(other);
        return (
          <Section key={other} background="WHITE" size="sm">
            <div className={heroStyles.text} lang={other} data-not-found={other}>
              <SectionTitle>{o.notFoundTitle}</SectionTitle>
              <p>{o.notFoundText}</p>
              <div className={ctaStyles.row}>
                <a className={ctaStyles.cta} data-theme="secondary" href={`/${other}`}>
                  {o.notFoundHome}
                </a>
              </div>
            </div>
          </Section>
        );
      })}
      {children}
    </SiteChrome>
  );
}
