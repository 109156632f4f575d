'use client';

import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import {
  ACCEPT_ALL,
  CONSENT_ASK,
  CONSENT_OPEN_EVENT,
  consentSnapshot,
  openConsentSettings,
  REJECT_ALL,
  saveConsent,
  subscribeConsent,
  type ConsentChoice,
} from '~/blocks/_lib/consent';
import styles from './Consent.module.css';
import type { ConsentDialog } from './ConsentDialog.client';
import { ConsentIntro } from './ConsentIntro';
import type { ConsentTexts } from './consentTexts';

type DialogComponent = typeof ConsentDialog;

/**
 * The choice dialog (react-aria's modal and checkboxes) as a chunk of its own, imported on the first
 * open: a plain import() rather than next/dynamic, whose loader would otherwise ship with every page
 * before consent. A failed import (offline) is forgotten, so the next click tries again.
 */
let dialogModule: Promise<DialogComponent> | undefined;
function loadDialog(): Promise<DialogComponent> {
  dialogModule ??= import('./ConsentDialog.client').then(
    (m) => m.ConsentDialog,
    (error: unknown) => {
      dialogModule = undefined;
      throw error;
    },
  );
  return dialogModule;
}

/** Before hydration the server's markup stands: the banner, shown or hidden by the head script's state (CSS). */
const serverSnapshot = () => 'server';

/** After a choice made in the banner, focus goes to the page's main landmark instead of being lost with the banner. */
function focusMain() {
  document.getElementById('main')?.focus({ preventScroll: true });
}

/**
 * Cookie consent (issue 11): the banner of a first visit, and the choice dialog (a lazy react-aria
 * chunk) opened from the banner or from the footer's settings button. The server renders the banner
 * into every page, the same for everyone; the head script's <html data-consent-state> shows it
 * (CSS) only when there is no valid choice, so it paints with the page: no layout shift, no late
 * overlay. The banner is not modal and takes no focus on arrival; it comes first in the document,
 * so the first Tab reaches it. Accept all and reject all are equally prominent.
 */
export function Consent({ texts }: { texts: ConsentTexts }) {
  const state = useSyncExternalStore(subscribeConsent, consentSnapshot, serverSnapshot);
  const [dialogOpen, setDialogOpen] = useState(false);
  // Loaded on the first open only, then kept so reopening is instant.
  const [Dialog, setDialog] = useState<DialogComponent | null>(null);
  const banner = useRef<HTMLElement>(null);

  useEffect(() => {
    const open = () => {
      setDialogOpen(true);
      loadDialog().then(
        (component) => setDialog(() => component),
        () => setDialogOpen(false),
      );
    };
    // The footer's settings button is server-rendered markup: one listener here serves every page.
    const onClick = (e: MouseEvent) => {
      if (e.target instanceof Element && e.target.closest('[data-consent-settings]')) open();
    };
    window.addEventListener(CONSENT_OPEN_EVENT, open);
    document.addEventListener('click', onClick);
    return () => {
      window.removeEventListener(CONSENT_OPEN_EVENT, open);
      document.removeEventListener('click', onClick);
    };
  }, []);

  const choose = (choice: ConsentChoice) => {
    const hadFocus = banner.current?.contains(document.activeElement) ?? false;
    saveConsent(choice, texts.version);
    if (hadFocus) focusMain();
  };

  const showBanner = state === CONSENT_ASK || state === 'server';
  return (
    <>
      {showBanner && (
        <section
          ref={banner}
          className={styles.banner}
          role="dialog"
          aria-modal="false"
          aria-labelledby="consent-title"
          aria-describedby="consent-text"
          data-consent-banner
        >
          <div className={styles.inner}>
            <div className={styles.copy}>
              <h2 id="consent-title" className={styles.title}>
                {texts.title}
              </h2>
              <ConsentIntro texts={texts} id="consent-text" className={styles.text} />
            </div>
            <div className={styles.actions}>
              <button type="button" className={styles.button} data-consent="accept-all" onClick={() => choose(ACCEPT_ALL)}>
                {texts.accept}
              </button>
              <button type="button" className={styles.button} data-consent="reject-all" onClick={() => choose(REJECT_ALL)}>
                {texts.reject}
              </button>
              <button type="button" className={styles.link} data-consent="choose" aria-haspopup="dialog" onClick={openConsentSettings}>
                {texts.choose}
              </button>
            </div>
          </div>
        </section>
      )}
      {Dialog && (
        <Dialog
          texts={texts}
          isOpen={dialogOpen}
          onClose={() => setDialogOpen(false)}
          onSave={(choice) => {
            saveConsent(choice, texts.version);
            setDialogOpen(false);
          }}
        />
      )}
    </>
  );
}
