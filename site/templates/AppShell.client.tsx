'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useLayoutEffect, useRef, useTransition } from 'react';
import { CTA_CLICK_EVENT, pushDataLayer, REGISTER_STATUS_EVENT } from '~/blocks/_lib/analytics';
import { browserStorage, loadCampaignTags, rememberCampaignTags, taggedHref } from '~/blocks/_lib/campaignTags';
import { activationEntryKey, entryPlace, keepInEntry, readEntryState, type EntryPlace } from '~/blocks/_lib/entryState';
import { clientNavigationTarget, PAGE_LINK_ATTRIBUTE, routedPath, SEND_STATUS_ATTRIBUTE, servedHref, type TagRewrite } from '~/blocks/_lib/pageLinks';
import styles from './AppShell.module.css';

/** Under which name an entry's scroll position is kept (blocks/_lib/entryState.ts). */
const SCROLL_PART = 'scrollY';

/** The link an event happened on, if any. */
const linkOf = (event: Event, selector: string): HTMLAnchorElement | null => {
  const link = event.target instanceof Element ? event.target.closest(selector) : null;
  return link instanceof HTMLAnchorElement ? link : null;
};

/** The element the address's fragment names, made focusable from script (not by Tab) when it is not; or undefined. */
function sectionOfHash(): HTMLElement | undefined {
  let id: string;
  try {
    id = decodeURIComponent(window.location.hash.slice(1));
  } catch {
    return undefined;
  }
  const target = id ? document.getElementById(id) : null;
  if (!target || target.id === 'main') return undefined;
  if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) {
    target.setAttribute('tabindex', '-1');
    target.setAttribute('data-focused-by-link', '');
  }
  return target;
}

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
  // A routed page on its way (a slow link: a second or more): a bar at the top says so, as a page load's spinner
  // would, and a second click on the same link meanwhile starts no second request.
  const [navigating, startNavigation] = useTransition();
  const headingTo = useRef<{ target: string; at: number; pending: boolean } | null>(null);
  useEffect(() => {
    if (navigating && headingTo.current) headingTo.current.pending = true;
    else headingTo.current = null;
  }, [navigating]);
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

  // The page the router shows, for Back to an entry it did not write (below). Set in the commit that
  // shows it, as the router writes its address (an insertion effect): an effect after the paint left a
  // Back pressed as the page appeared to find the old path here, and the page stayed.
  const shown = useRef(pathname);
  useLayoutEffect(() => {
    shown.current = pathname;
  }, [pathname]);

  // Back or Forward to a page the router draws: the browser puts back the entry's scroll position as the traversal
  // begins, while the page shown is still the one left, and a shorter one cuts it short (from a long FAQ or the
  // start page to the contact page and Back: hundreds of pixels higher up; after a reload of the shorter page,
  // thousands). Each entry's position is kept with it (blocks/_lib/entryState.ts) while its page is the one drawn,
  // and put back once the router has drawn the entry's page again. `drawn`: the entry whose page is shown, from the
  // one this document was loaded for (a Back pressed before hydration is the router's to draw, later).
  const drawn = useRef<string | undefined>(undefined);
  useLayoutEffect(() => {
    const { key } = entryPlace();
    const before = drawn.current;
    drawn.current = before === undefined ? (activationEntryKey() ?? key) : key;
    if (before === undefined || key === undefined || key === before) return; // the first page, or the same entry
    // A new entry (a link followed) has none kept: the router has placed it at its top or its fragment.
    const y = readEntryState(SCROLL_PART);
    if (typeof y === 'number' && y >= 0 && Math.abs(window.scrollY - y) > 1) window.scrollTo({ top: y, left: 0, behavior: 'instant' });
  }, [pathname]);
  useEffect(() => {
    let last: { place: EntryPlace; y: number } | undefined;
    let timer: number | undefined;
    const flush = () => {
      window.clearTimeout(timer);
      timer = undefined;
      if (last) keepInEntry(SCROLL_PART, last.y, last.place);
      last = undefined;
    };
    const onScroll = () => {
      const place = entryPlace();
      if (place.key === undefined) return;
      if (place.key !== drawn.current) {
        // A traversal's own scroll, before the router has drawn the entry's page, is not the entry's position. An
        // entry of the page shown (a fragment's: a skip link, an anchor) is drawn already.
        if (window.location.pathname !== shown.current) return;
        drawn.current = place.key;
      }
      // The entry left a moment ago (a link followed while its scroll was still to be written) keeps its last position.
      if (last && last.place.key !== place.key) flush();
      last = { place, y: Math.round(window.scrollY) };
      timer ??= window.setTimeout(flush, 200);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', flush);
    return () => {
      flush();
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', flush);
    };
  }, []);

  // A page the router opens replaces the page that had focus (every page renders its own bar, content and
  // footer), so focus falls to <body>: the next Tab would start at the new bar's logo, past the skip link,
  // and a screen reader would be left nowhere in particular (a burger-menu link too: the closing menu hides it).
  // Focus goes on with the new page's content, where the skip link leads. Without scrolling: the router has
  // placed the page (the top, or Back's position).
  const routedFrom = useRef(pathname);
  useEffect(() => {
    if (routedFrom.current === pathname) return;
    routedFrom.current = pathname;
    const focused = document.activeElement;
    if (focused !== null && focused !== document.body) return; // focus kept somewhere: leave it there
    // A link to a section of the new page (`/sv#produkter`): focus goes on from there, where the router scrolled,
    // not from the top of the content (the next Tab went back up to the hero, and a screen reader read from there).
    (sectionOfHash() ?? document.getElementById('main'))?.focus({ preventScroll: true });
  }, [pathname]);

  useEffect(() => {
    const rewrites = new WeakMap<HTMLAnchorElement, TagRewrite>();
    /** A send-status link's href with the stored campaign tags, from the href its page gave it. */
    const tagged = (link: HTMLAnchorElement) => {
      const served = servedHref(link.getAttribute('href') ?? '', rewrites.get(link));
      return { served, written: taggedHref(served, loadCampaignTags(browserStorage())) };
    };
    // The tags go on in the capture phase, before any handler of the page can stop the click: whoever
    // follows the link then (the browser, a new tab on Ctrl/⌘-click, the router) follows the tagged href.
    const onClickCapture = (e: MouseEvent) => {
      const link = linkOf(e, `a[${SEND_STATUS_ATTRIBUTE}]`);
      if (!link) return;
      const rewrite = tagged(link);
      link.setAttribute('href', rewrite.written);
      rewrites.set(link, rewrite);
    };
    const onClick = (e: MouseEvent) => {
      // In a frame the page is in Storyblok's Visual Editor (published pages refuse every frame): its bridge,
      // whose window listener comes after this one, takes a click on a block to select it, so the router
      // must not open the link first. A click the bridge lets through is the browser's.
      if (window.self !== window.top) return;
      const link = linkOf(e, 'a[href]');
      if (!link) return;
      const target = clientNavigationTarget(e, link, window.location);
      if (target === null) return;
      e.preventDefault();
      // The page shown already (the logo on the start page, a footer link to this page): the router would fetch it
      // and leave the visitor where they were, as if nothing happened. Its top, and focus there, as a load would.
      if (target === `${window.location.pathname}${window.location.search}`) {
        // The address loses a fragment it had (`/sv#produkter`), as it would: a reload or a shared link is the top too.
        if (window.location.hash) window.history.replaceState(window.history.state, '', target);
        window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
        document.getElementById('main')?.focus({ preventScroll: true });
        return;
      }
      // On its way already (a second tap while the first one's page loads): no second request. A click a second
      // after one the router answered at once (its copy was fresh) is a new one.
      const earlier = headingTo.current;
      if (earlier?.target === target && (earlier.pending || e.timeStamp - earlier.at < 1000)) return;
      headingTo.current = { target, at: e.timeStamp, pending: false };
      startNavigation(() => router.push(target));
    };
    const onIntent = (e: Event) => {
      // A finger's pointerover, and the focus a tap gives the link, come a moment before its click: a prefetch then
      // only fetched the page twice. A mouse's hover comes well before; focus by the keyboard is `:focus-visible`.
      if (e instanceof PointerEvent && e.pointerType === 'touch') return;
      const link = linkOf(e, `a[${PAGE_LINK_ATTRIBUTE}]`);
      if (!link || (e.type === 'focusin' && !link.matches(':focus-visible'))) return;
      // What a click would open: with the campaign tags for a send-status link.
      const href = link.hasAttribute(SEND_STATUS_ATTRIBUTE) ? new URL(tagged(link).written, window.location.href).href : link.href;
      const path = routedPath({ href, target: link.target, hasAttribute: (name) => link.hasAttribute(name) }, window.location);
      // The router skips a page it holds fresh; it fetches again one that went stale.
      if (path !== null) router.prefetch(path.split('#')[0]!);
    };
    // Back or Forward to an entry the router did not write (the browser's own, for a fragment: a skip
    // link, an anchor of the page) carries no router state, and the router ignores it (vercel/next.js#88345):
    // the address would change and the page stay. When that entry is of another page, the router opens it.
    const onPopState = (e: PopStateEvent) => {
      if (e.state !== null || window.location.pathname === shown.current) return;
      router.replace(`${window.location.pathname}${window.location.search}${window.location.hash}`);
    };
    // The router's part on the window, after the bubble phase reached the document: a handler of the page
    // (an island's onClick, which React runs from the document) has had its say, and defaultPrevented tells.
    // One that stops the click leaves it to the browser: a page load, never a lost click.
    document.addEventListener('click', onClickCapture, true);
    window.addEventListener('click', onClick);
    window.addEventListener('popstate', onPopState);
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    return () => {
      document.removeEventListener('click', onClickCapture, true);
      window.removeEventListener('click', onClick);
      window.removeEventListener('popstate', onPopState);
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
    };
  }, [router]);
  // Drawn from a moment in (CSS), so a quick navigation shows nothing; the new page's title is announced as before.
  return navigating ? <div className={styles.progress} aria-hidden="true" data-navigating="" /> : null;
}
