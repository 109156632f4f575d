import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import '~/blocks/_ui/theme.css';
import { Icon } from '~/blocks/_ui/Icon';
import { DEFAULT_LOCALE, isLocale, LOCALES } from '~/contracts/locales';
import { isStoryblokError } from '~/engine/sources/storyblok';
import { getEnv } from '../../config/env';
import { getMarketingConfig } from '../../config/marketing';
import { getStrings } from '../../i18n';
import { loadSiteContext } from '../../lib/content';
import { consentBootstrapScript } from '../../lib/consentScript';
import { earlyTapsScript } from '../../lib/earlyTapsScript';
import { SITE_NAME, TITLE_TEMPLATE } from '../../lib/metadata';
import { indexingMetadata } from '../../lib/seo';
import { AppShell } from '../../templates/AppShell.client';
import { ChatLauncher } from '../../templates/ChatLauncher';
import { ConsentBanner } from '../../templates/ConsentBanner';
import { consentTexts } from '../../templates/consentTexts';
import { Marketing } from '../../templates/Marketing.client';

export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }));
}

// Only sv and en exist: the page answers anything else with the 404 page (the layout must not call
// notFound(): nothing above it could render the 404). Not `dynamicParams = false` either: that would
// hold for every segment under this one, and a page published after the build could never be generated.

export function generateMetadata(): Metadata {
  const env = getEnv();
  return {
    metadataBase: new URL(env.siteUrl),
    title: { default: SITE_NAME, template: TITLE_TEMPLATE },
    ...indexingMetadata(env.siteUrlConfigured),
  };
}

export const viewport: Viewport = { themeColor: '#1f1a5c', width: 'device-width', initialScale: 1 };

export default async function LocaleLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  // An unknown locale renders the 404 page through the default locale's chrome (the page answers it).
  const lang = isLocale(locale) ? locale : DEFAULT_LOCALE;
  // The site settings give the consent banner its texts. When the space cannot be read and no copy is
  // kept (a draft page in an outage: its own content says what failed), the banner's default texts do.
  const site = await loadSiteContext(lang).then(
    (context) => context.site,
    (error: unknown) => {
      if (isStoryblokError(error)) return undefined;
      throw error;
    },
  );
  const strings = getStrings(lang);
  const texts = consentTexts(site?.cookieConcent, strings);
  const marketing = getMarketingConfig();
  return (
    // The head script sets data-consent-state on <html> before React hydrates it.
    <html lang={lang} suppressHydrationWarning>
      <head>
        {/* Before any tag and the first paint: Consent Mode defaults, the stored choice (site/lib/consentScript.ts). */}
        <script dangerouslySetInnerHTML={{ __html: consentBootstrapScript(texts.version) }} />
        {/* Taps on a question or the burger before their islands have hydrated (site/lib/earlyTapsScript.ts). */}
        <script dangerouslySetInnerHTML={{ __html: earlyTapsScript() }} />
      </head>
      <body>
        {/* First of all (every page's <main> is #main), then the consent banner: the first Tab reaches them in this order. */}
        <a className="skip-link" href="#main">
          {strings.skipToContent}
        </a>
        {/* What describes every link that opens a new tab (SmartLink's NEW_TAB_HINT_ID): hidden, read with the link. */}
        <span id="new-tab-hint" hidden>
          {strings.opensInNewTab}
        </span>
        <ConsentBanner texts={texts} />
        {children}
        <AppShell />
        {marketing.chatScriptUrl && <ChatLauncher label={strings.chatOpen} icon={<Icon name="support" size={22} />} />}
        {/* Everything the banner, the launcher and the tags do in the browser, fetched only when needed. */}
        <Marketing
          texts={texts}
          locale={lang}
          gtmScriptUrl={marketing.gtmScriptUrl}
          chat={
            marketing.chatScriptUrl
              ? { scriptUrl: marketing.chatScriptUrl, label: strings.chatOpen, loadingLabel: strings.chatLoading, failedLabel: strings.chatFailed }
              : null
          }
        />
      </body>
    </html>
  );
}
