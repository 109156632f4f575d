'use client';

import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { hasConsent, REJECT_ALL, saveConsent, subscribeConsent } from '~/blocks/_lib/consent';
import { loadScript, whenIdle } from '~/blocks/_lib/scripts';
import type { ChatStatus } from './ChatLauncher';
import { ConsentDialog, focusMain } from './ConsentDialog.client';
import { acceptAllOffered, type ConsentTexts } from './consentTexts';
import { TagManager } from './TagManager.client';

/** A click on one of the server-rendered controls, handed over by Marketing.client.tsx (one per click, in order). */
export interface MarketingRequest {
  /**
   * The control clicked; null once handled. Marketing (in the root layout) keeps the requests for the tab's life, and
   * a page's footer settings button held that whole footer long after the router had replaced the page.
   */
  target: Element | null;
}

export interface MarketingRuntimeProps {
  texts: ConsentTexts;
  locale: string;
  /** The tag manager's script with its container id, or null when off. */
  gtmScriptUrl: string | null;
  /** The chat provider's snippet, or null when there is no chat (and no launcher). */
  chat: { scriptUrl: string; label: string; loadingLabel: string; failedLabel: string } | null;
  /** Every click so far, oldest first: each is acted on once. */
  requests: readonly MarketingRequest[];
}

/**
 * Drives the server-rendered chat launcher (ChatLauncher.tsx) through its `data-chat-launcher`
 * state: the provider's snippet once, a failure said in the launcher's status (the button stays, to
 * try again), the launcher hidden once the provider's widget has taken over.
 */
function loadChat(chat: NonNullable<MarketingRuntimeProps['chat']>) {
  const launcher = document.querySelector<HTMLElement>('[data-chat-launcher]');
  const status = launcher?.getAttribute('data-chat-launcher') as ChatStatus | undefined;
  if (!launcher || status === 'loading' || status === 'loaded') return;
  const show = (next: ChatStatus) => {
    launcher.setAttribute('data-chat-launcher', next);
    const button = launcher.querySelector('button');
    if (button) {
      button.disabled = next === 'loading';
      button.setAttribute('aria-busy', String(next === 'loading'));
    }
    const label = launcher.querySelector('[data-chat-label]');
    if (label) label.textContent = next === 'loading' ? chat.loadingLabel : chat.label;
    const message = launcher.querySelector('[data-chat-status]');
    if (message) message.textContent = next === 'failed' ? chat.failedLabel : '';
  };
  show('loading');
  loadScript(chat.scriptUrl).then(
    () => show('loaded'),
    () => show('failed'),
  );
}

const opensDialog = (target: Element) => target.getAttribute('data-consent') === 'choose' || target.hasAttribute('data-consent-settings');

/**
 * The marketing layer's browser side (issue 11), fetched by Marketing.client.tsx only when needed:
 * answers the banner's and the footers' consent buttons (the choice in the first-party cookie, the
 * choice dialog), runs the tag manager's island, and loads the chat on the launcher's click or, with
 * chat consent, once the page is idle.
 */
export function MarketingRuntime({ texts, locale, gtmScriptUrl, chat, requests }: MarketingRuntimeProps) {
  const [dialogOpen, setDialogOpen] = useState(false);

  // Each click once, in the order made (new props from a server round trip run this again): a choice is saved
  // before a later click's dialog opens, so the dialog, which reads the stored choice, shows it. Clicks made
  // before this runtime came are all here: only the last one used to be, and "Accept all" followed by the
  // footer's settings saved nothing.
  const handled = useRef(0);
  const handle = () => {
    for (const request of requests.slice(handled.current)) {
      const { target } = request;
      request.target = null;
      if (!target) continue;
      const action = target.getAttribute('data-consent');
      if (opensDialog(target)) {
        setDialogOpen(true);
      } else if (action === 'accept-all' || action === 'reject-all') {
        const hadFocus = target.closest('[data-consent-banner]')?.contains(document.activeElement) ?? false;
        saveConsent(action === 'accept-all' ? acceptAllOffered(texts) : REJECT_ALL, texts.version);
        if (hadFocus) focusMain(); // not lost with the banner
      } else if (chat && target.closest('[data-chat-launcher]')) {
        loadChat(chat);
      }
    }
    handled.current = requests.length;
  };
  // Clicks that only open the dialog, before the browser paints: "Anpassa" tapped on a slow phone opened its dialog
  // two frames later, a third of a second with nothing happening. A choice saved waits for the effects below, after
  // the tag manager's own (children's effects run first), which must hear of it.
  useLayoutEffect(() => {
    const fresh = requests.slice(handled.current);
    if (fresh.length > 0 && fresh.every(({ target }) => target !== null && opensDialog(target))) handle();
  });
  useEffect(handle);

  useEffect(() => {
    if (!chat) return;
    // The snippet's load, waiting for idle time: taken back when chat consent is withdrawn before it ran.
    let pendingLoad: (() => void) | undefined;
    const check = () => {
      if (!hasConsent('chat')) {
        pendingLoad?.();
        pendingLoad = undefined;
      } else if (!pendingLoad) {
        pendingLoad = whenIdle(() => loadChat(chat)); // once loading or loaded, loadChat does nothing again
      }
    };
    check();
    const unsubscribe = subscribeConsent(check);
    return () => {
      unsubscribe();
      pendingLoad?.();
    };
  }, [chat]);

  return (
    <>
      <TagManager scriptUrl={gtmScriptUrl} locale={locale} />
      {dialogOpen && (
        <ConsentDialog
          texts={texts}
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
