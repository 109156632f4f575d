'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { CTA_CLICK_EVENT, pushDataLayer, REGISTER_STATUS_EVENT } from '~/blocks/_lib/analytics';
import { browserStorage, rememberCampaignTags } from '~/blocks/_lib/campaignTags';

/**
 * The application wrapper's browser side (SPEC §3): on mount, and again after each client-side
 * navigation, the campaign tags of the query string are remembered in local storage (only when at
 * least one is present). It renders nothing and never throws: storage failures are swallowed.
 * A click on a call to action sends its trackingId, and on the register/get-started button its status
 * (SPEC §2), to the data layer (blocks/_lib/analytics.ts), read from data attributes by one listener on the
 * document (no island per link); the tag manager, once consent loads it, reads what is there.
 */
export function AppShell() {
  const pathname = usePathname();
  useEffect(() => {
    rememberCampaignTags(browserStorage(), window.location.search);
  }, [pathname]);

  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      const link = e.target instanceof Element ? e.target.closest<HTMLElement>('a[data-tracking-id], a[data-analytics]') : null;
      if (!link) return;
      const trackingId = link.dataset.trackingId ?? '';
      const page_path = window.location.pathname; // without the query: a query may carry anything
      if (trackingId) pushDataLayer({ event: CTA_CLICK_EVENT, trackingId, page_path });
      if (link.dataset.analytics === 'register') pushDataLayer({ event: REGISTER_STATUS_EVENT, status: 'started', trackingId, page_path });
    };
    // Capture: a link's own handler (the campaign-tag rewrite) may navigate before the click bubbles.
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);
  return null;
}
