import type { ReactNode } from 'react';
import { Icon } from '~/blocks/_ui/Icon';
import { DEFAULT_LOCALE, isLocale } from '~/contracts/locales';
import { isStoryblokError } from '~/engine/sources/storyblok';
import { getMarketingConfig } from '../config/marketing';
import { getStrings } from '../i18n';
import { loadSiteContext } from '../lib/content';
import { consentBootstrapScript } from '../lib/consentScript';
import { earlyTapsScript } from '../lib/earlyTapsScript';
import { AppShell } from './AppShell.client';
import { CHAT_ROOM_CLASS, ChatLauncher } from './ChatLauncher';
import { ConsentBanner } from './ConsentBanner';
import { consentTexts } from './consentTexts';
import { Marketing } from './Marketing.client';

/**
 * The document of a page in a language. `draft`: an editor's preview (app/draft), which is no visit: no consent banner,
 * no tag manager and no chat, so an editor's views are not counted as visits and a draft's address reaches no third
 * party (the Visual Editor's frame could not keep a choice anyway: its cookies are the editor's site's, not ours).
 */
export async function LocaleDocument({ locale, draft = false, children }: { locale: string; draft?: boolean; children: ReactNode }) {
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
  const marketing = getMarketingConfig();
  const texts = consentTexts(site?.cookieConcent, strings, { chat: Boolean(marketing.chatScriptUrl) });
  // The chat launcher, on the public site when a chat is configured (the editor's preview has no chat).
  const chat = !draft && Boolean(marketing.chatScriptUrl);
  return (
    // The head script sets data-consent-state on <html> before React hydrates it.
    // data-draft: an editor's preview, where what answers the visitors' cookie settings is not loaded.
    <html lang={lang} suppressHydrationWarning data-draft={draft || undefined}>
      {/* The root layouts' document (App Router), rendered from here for both of them: next/head is the Pages Router's. */}
      {/* eslint-disable-next-line @next/next/no-head-element */}
      <head>
        {/* Before any tag and the first paint: Consent Mode defaults, the stored choice (site/lib/consentScript.ts). */}
        <script dangerouslySetInnerHTML={{ __html: consentBootstrapScript(texts) }} />
        {/* Taps on a question or the burger before their islands have hydrated (site/lib/earlyTapsScript.ts). */}
        <script dangerouslySetInnerHTML={{ __html: earlyTapsScript() }} />
      </head>
      {/* The head script keeps the consent banner's height on it while the banner asks (site/lib/consentScript.ts). */}
      <body className={chat ? CHAT_ROOM_CLASS : undefined} suppressHydrationWarning>
        {/* First of all (every page's <main> is #main), then the consent banner: the first Tab reaches them in this order. */}
        <a className="skip-link" href="#main">
          {strings.skipToContent}
        </a>
        {/* What describes every link that opens a new tab (SmartLink's NEW_TAB_HINT_ID): hidden, read with the link. */}
        <span id="new-tab-hint" hidden>
          {strings.opensInNewTab}
        </span>
        {!draft && <ConsentBanner texts={texts} />}
        {children}
        <AppShell />
        {chat && <ChatLauncher label={strings.chatOpen} icon={<Icon name="support" size={22} />} />}
        {/* Everything the banner, the launcher and the tags do in the browser, fetched only when needed. */}
        {!draft && (
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
        )}
      </body>
    </html>
  );
}
