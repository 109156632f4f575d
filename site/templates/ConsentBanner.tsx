import { WholeEnd } from '~/blocks/_ui/WholeEnd';
import styles from './Consent.module.css';
import { ConsentIntro } from './ConsentIntro';
import type { ConsentTexts } from './consentTexts';

/**
 * The consent banner of a first visit (issue 11), rendered on the server into every page, the same
 * for everyone: the head script's <html data-consent-state="ask"> shows it (CSS), so it paints with
 * the page, shifts nothing and never flashes for a returning visitor. It carries no JavaScript of its
 * own: the buttons are answered by the marketing runtime (Marketing.client.tsx), fetched when the
 * visitor reaches for them, so a page's first-load JavaScript is what it is without the marketing
 * layer. Not modal, takes no focus on arrival; it comes right after the skip link, so the first Tabs
 * reach it. Accept all and reject all are equally prominent.
 */
export function ConsentBanner({ texts }: { texts: ConsentTexts }) {
  return (
    <section
      className={styles.banner}
      role="dialog"
      aria-modal="false"
      aria-labelledby="consent-title"
      aria-describedby="consent-text"
      data-consent-banner
      data-whole
      // The head script sets its scroll-padding-bottom and data-row-scrolls by its row of buttons, before React hydrates.
      suppressHydrationWarning
    >
      <div className={styles.inner}>
        <div className={styles.copy}>
          <h2 id="consent-title" className={styles.title}>
            {texts.title}
          </h2>
          <ConsentIntro texts={texts} id="consent-text" className={styles.text} />
        </div>
        <div className={styles.actions} data-consent-actions>
          <button type="button" className={styles.button} data-consent="accept-all">
            {texts.accept}
          </button>
          <button type="button" className={styles.button} data-consent="reject-all">
            {texts.reject}
          </button>
          <button type="button" className={styles.link} data-consent="choose" aria-haspopup="dialog">
            {texts.choose}
          </button>
        </div>
      </div>
      {/* Last: the banner shows once this has arrived, never a part of it that then grows over the page. */}
      <WholeEnd />
    </section>
  );
}
