'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { CTA_CLICK_EVENT, pushDataLayer, REGISTER_STATUS_EVENT } from '~/blocks/_lib/analytics';
import { browserStorage, loadCampaignTags, rememberCampaignTags, taggedHref } from '~/blocks/_lib/campaignTags';
import { clientNavigationTarget, PAGE_LINK_ATTRIBUTE, SEND_STATUS_ATTRIBUTE, sitePath } from '~/blocks/_lib/pageLinks';

/** The link an event happened on, if any. */
const linkOf = (event: Event, selector: string): HTMLAnchorElement | null => {
  const link = event.target instanceof Element ? event.target.closest(selector) : null;
  return link instanceof HTMLAnchorElement ? link : null;
};

/**
 * The application wrapper's browser side (SPEC §3): on mount, and again after each client-side
 * navigation, the campaign tags of the query string are remembered in local storage (only when at
 * least one is present). It renders nothing and never throws: storage failures are swallowed.
 * A click on a call to action sends its trackingId, and on the register/get-started button its status
 * (SPEC §2), to the data layer (blocks/_lib/analytics.ts), read from data attributes by one listener on the
 * document (no island per link); the tag manager, once consent loads it, reads what is there.
 *
 * The site's links are server markup (blocks/_lib/pageLinks.ts): the listeners here give them what a
 * client component per link would. A send-status link gets the stored campaign tags on click; a page
 * link opens through the router (no page load) and is prefetched when the visitor points at it or
 * focuses it, instead of each link prefetching its page as it scrolls into view.
 */
export function AppShell() {
  const pathname = usePathname();
  const router = useRouter();
  useEffect(() => {
    rememberCampaignTags(browserStorage(), window.location.search);
  }, [pathname]);

  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      const link = linkOf(e, 'a[data-tracking-id], a[data-analytics]');
      if (!link) return;
      const trackingId = link.dataset.trackingId ?? '';
      const page_path = window.location.pathname; // without the query: a query may carry anything
      if (trackingId) pushDataLayer({ event: CTA_CLICK_EVENT, trackingId, page_path });
      if (link.dataset.analytics === 'register') pushDataLayer({ event: REGISTER_STATUS_EVENT, status: 'started', trackingId, page_path });
    };
    // Capture: before a handler of the page can stop the click, and before the page links' listener below navigates.
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);

  useEffect(() => {
    // The href each send-status link had from the server: its own is rewritten on every click.
    const served = new WeakMap<HTMLAnchorElement, string>();
    const onClick = (e: MouseEvent) => {
      const link = linkOf(e, 'a[href]');
      if (!link) return;
      if (link.hasAttribute(SEND_STATUS_ATTRIBUTE)) {
        const href = served.get(link) ?? link.getAttribute('href') ?? '';
        served.set(link, href);
        link.href = taggedHref(href, loadCampaignTags(browserStorage())); // a new tab or the browser follows it too
      }
      const target = clientNavigationTarget(e, link, window.location);
      if (target === null) return;
      e.preventDefault();
      router.push(target);
    };
    const prefetched = new Set<string>();
    const onIntent = (e: Event) => {
      const link = linkOf(e, `a[${PAGE_LINK_ATTRIBUTE}]`);
      const path = link && sitePath(link, window.location);
      if (!path) return;
      const page = path.split('#')[0]!;
      if (prefetched.has(page)) return;
      prefetched.add(page);
      router.prefetch(page);
    };
    // On the window, after the bubble phase reached the document: a handler of the page (an island's
    // onClick, which React runs from the document) has had its say, and defaultPrevented tells.
    window.addEventListener('click', onClick);
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    return () => {
      window.removeEventListener('click', onClick);
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
    };
  }, [router]);
  return null;
}
