'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { CONSENT_UPDATE_EVENT, gtag, PAGE_VIEW_EVENT, pushDataLayer } from '~/blocks/_lib/analytics';
import { consentModeFor, currentConsent, subscribeConsent } from '~/blocks/_lib/consent';
import { loadScript, whenIdle } from '~/blocks/_lib/scripts';

/** The path of this page without its query or hash: a query may carry anything, a path is content. */
const pagePath = () => window.location.pathname;

/**
 * The tag manager and the data layer's events (issue 11), rendered by the marketing runtime (so only
 * once a choice grants something, or the visitor makes one). Consent Mode's defaults were pushed by the
 * head's inline script; this island pushes the visitor's choice (`consent` `update`) whenever there
 * is one, and loads the container only with analytics consent, once the page is idle, so it never
 * delays the first paint. Renders nothing. Events (blocks/_lib/analytics.ts): a page view on each
 * client-side navigation. CTA clicks and the register button's status are AppShell's: sent on every click,
 * before any choice too, as the lead form's event is (the container reads them once it loads, under Consent Mode).
 */
export function TagManager({ scriptUrl, locale }: { scriptUrl: string | null; locale: string }) {
  const pathname = usePathname();
  const lastPath = useRef<string | null>(null);

  useEffect(() => {
    // The container's load, waiting for idle time; taken back when the choice stops granting analytics before it
    // ran (Accept all and then a withdrawal within the idle wait, on a busy phone, still loaded it).
    let pendingLoad: (() => void) | undefined;
    let loadStarted = false;
    let pushedMode: string | undefined;
    const apply = (changed: boolean) => {
      const choice = currentConsent();
      if (choice) {
        // Once per change of Consent Mode's state: "Accept all" is stored by the head script before this mounts and
        // saved again by the runtime, which pushed the same update twice.
        const mode = consentModeFor(choice);
        const key = JSON.stringify(mode);
        if (key !== pushedMode) gtag('consent', 'update', mode);
        pushedMode = key;
        if (changed) pushDataLayer({ event: CONSENT_UPDATE_EVENT, ...choice });
      }
      if (choice?.analytics && scriptUrl) {
        if (!loadStarted && !pendingLoad) {
          pendingLoad = whenIdle(() => {
            pendingLoad = undefined;
            loadStarted = true;
            pushDataLayer({ event: 'gtm.js', 'gtm.start': Date.now() });
            loadScript(scriptUrl).catch(() => undefined); // blocked or offline: the page works without it
          });
        }
      } else {
        pendingLoad?.();
        pendingLoad = undefined;
      }
    };
    apply(false);
    const unsubscribe = subscribeConsent(() => apply(true));
    return () => {
      unsubscribe();
      pendingLoad?.();
    };
  }, [scriptUrl]);

  useEffect(() => {
    // The first page view is the container's own (its gtm.js event); later ones are client-side navigations.
    // (A repeated run for the same path, as Strict Mode's, is no navigation.)
    if (lastPath.current === pathname) return;
    const first = lastPath.current === null;
    lastPath.current = pathname;
    if (first) return;
    pushDataLayer({ event: PAGE_VIEW_EVENT, page_path: pagePath(), page_locale: locale });
  }, [pathname, locale]);

  return null;
}
