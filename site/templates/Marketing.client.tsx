'use client';

import { useEffect, useState } from 'react';
import { answeredByHeadScript, CONSENT_CHANGE_EVENT, CONSENT_EARLY_CLICKS, CONSENT_TRIGGERS, pageConsentState } from '~/blocks/_lib/consentState';
import type { MarketingRequest, MarketingRuntime, MarketingRuntimeProps } from './MarketingRuntime.client';

/**
 * The marketing layer's only code in every page's first-load JavaScript (issue 11): it fetches the
 * runtime (MarketingRuntime.client.tsx: the consent choice, its dialog, the tag manager, the chat)
 * with a dynamic import when the visitor needs it, and nothing before: when a stored choice grants
 * a category (its loaders must run), when one of the controls above is clicked (the click is handed
 * to the runtime once it is there), or already when one is pressed or focused, so it is usually
 * there by the click. Clicks made before this island listened (the head script keeps them:
 * site/lib/consentScript.ts) are handed over first. Every click is handed over, in order: "Accept all"
 * and then the footer's settings, both clicked before the runtime has come, saves the choice and then
 * shows it in the dialog.
 * Deliberately tiny: whatever it imports loads with every page (consent.ts itself would add half a
 * kilobyte; hence consentState.ts). A failed import (offline) is forgotten, so the next click tries again.
 */
export function Marketing(props: Omit<MarketingRuntimeProps, 'requests'>) {
  const [runtime, setRuntime] = useState<typeof MarketingRuntime | null>(null);
  const [requests, setRequests] = useState<readonly MarketingRequest[]>([]);

  useEffect(() => {
    let loading = false;
    // Clicks made before this listened (the head script kept them): handed over first, in order, with the runtime.
    const w = window as unknown as Record<string, unknown>;
    const kept = w[CONSENT_EARLY_CLICKS];
    w[CONSENT_EARLY_CLICKS] = null;
    let early: readonly MarketingRequest[] = Array.isArray(kept) ? kept.map((target: Element) => ({ target })) : [];
    const start = () => {
      if (loading) return;
      loading = true;
      import('./MarketingRuntime.client').then(
        (m) => {
          const first = early;
          early = [];
          if (first.length > 0) setRequests((later) => [...first, ...later]);
          setRuntime(() => m.MarketingRuntime);
        },
        () => (loading = false),
      );
    };
    // Clicks not yet handed over, in order. "Accept all" and "Reject all" wait until the page has painted: the head
    // script has already given their visible answer, and the runtime's work for them (saving the choice again, the tag
    // manager told of it) is nothing the visitor sees, so it need not hold up the frame that shows the banner gone.
    // Any other click hands them over at once, with itself after them (a dialog opened then shows the choice saved).
    let pending: MarketingRequest[] = [];
    let waiting = false;
    const handOver = () => {
      waiting = false;
      const next = pending;
      pending = [];
      if (next.length > 0) setRequests((earlier) => [...earlier, ...next]);
    };
    const onEvent = (e: Event) => {
      const target = e.target instanceof Element ? e.target.closest(CONSENT_TRIGGERS) : null;
      if (!target) return;
      if (e.type === 'click') {
        pending.push({ target });
        if (!answeredByHeadScript(target)) handOver();
        else if (!waiting) {
          waiting = true;
          // The frame's callbacks run before its paint; a task queued from there runs after it.
          requestAnimationFrame(() => window.setTimeout(handOver));
        }
      }
      start();
    };
    // "necessary" alone (rejected) needs nothing; "ask" waits for the banner; any granted category starts the loaders.
    // Read through pageConsentState, which puts the state back should React have dropped it with the document's
    // attributes; and again when a page back from the back/forward cache learns of a choice made elsewhere.
    const granted = () => {
      if (pageConsentState()?.includes(' ')) start();
    };
    granted();
    if (early.length > 0) start();
    window.addEventListener(CONSENT_CHANGE_EVENT, granted);
    const types = ['click', 'pointerdown', 'focusin'];
    for (const type of types) document.addEventListener(type, onEvent);
    return () => {
      window.removeEventListener(CONSENT_CHANGE_EVENT, granted);
      for (const type of types) document.removeEventListener(type, onEvent);
    };
  }, []);

  const Runtime = runtime;
  return Runtime ? <Runtime {...props} requests={requests} /> : null;
}
