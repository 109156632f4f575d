import { type ClickKeys, isModifiedClick } from './events';

/**
 * Links are server markup, not client components (no next/link): a link to a page of the site carries
 * this attribute, and one listener for the whole document (site/templates/AppShell.client.tsx) opens it
 * through the App Router (no page load) and prefetches it when the visitor points at it or focuses it.
 * Before that listener runs, and for anything it leaves alone, the link is an ordinary link.
 */
export const PAGE_LINK_ATTRIBUTE = 'data-page-link';

/**
 * A link with the send-status flag (SPEC §2): on click the same listener appends the stored campaign
 * tags (utm_source, utm_medium, utm_campaign, utm_content, term) to the href its page gave it (servedHref).
 */
export const SEND_STATUS_ATTRIBUTE = 'data-send-status';

/** What the listener reads of a link. A DOM anchor has all of it (`href` resolved against the page). */
export interface LinkLike {
  readonly href: string;
  readonly target: string;
  hasAttribute(name: string): boolean;
}

/** The page being shown. */
export interface PageLocation {
  readonly origin: string;
  readonly pathname: string;
  readonly search: string;
}

const firstSegment = (path: string) => path.split(/[/?#]/)[1] ?? '';

/** A link's page path on this site (path, query and fragment), or null when it leaves the site or cannot be read. */
export function sitePath(link: Pick<LinkLike, 'href'>, location: Pick<PageLocation, 'origin'>): string | null {
  let url: URL;
  try {
    url = new URL(link.href, location.origin);
  } catch {
    return null;
  }
  if (url.origin !== location.origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The path a link opens through the router, whoever follows it (a click, a prefetch), or null when it
 * is the browser's: only a page link (PAGE_LINK_ATTRIBUTE) that opens in this tab, downloads nothing and
 * stays on this site, in this language. A page in another language (another first path segment) has its
 * own root layout (`<html lang>`, the consent banner and its state), which only a page load sets up.
 */
export function routedPath(link: LinkLike, location: PageLocation): string | null {
  if (!link.hasAttribute(PAGE_LINK_ATTRIBUTE) || link.hasAttribute('download')) return null;
  if (link.target !== '' && link.target !== '_self') return null;
  const path = sitePath(link, location);
  if (path === null || firstSegment(path) !== firstSegment(location.pathname)) return null;
  return path;
}

/**
 * Where a click on a link should take the visitor without a page load, or null to leave the click to
 * the browser: the routed path (routedPath) of a click with the main button and no modifier key that no
 * handler has taken already. A fragment of the page being shown is left to the browser too, which
 * scrolls to it and moves the focus there (AppShell mends Back to such an entry, which the router ignores).
 */
export function clientNavigationTarget(click: ClickKeys & { defaultPrevented: boolean }, link: LinkLike, location: PageLocation): string | null {
  if (click.defaultPrevented || isModifiedClick(click)) return null;
  const path = routedPath(link, location);
  if (path === null) return null;
  const hashAt = path.indexOf('#');
  if (hashAt >= 0 && path.slice(0, hashAt) === `${location.pathname}${location.search}`) return null;
  return path;
}

/** What the listener wrote into a send-status link's href, and the href it was served with. */
export interface TagRewrite {
  readonly served: string;
  readonly written: string;
}

/**
 * The href a send-status link has from its page, to put the campaign tags on: its current one, unless
 * that is the one the listener wrote last time. A link an island draws (the calculators' offer, whose
 * href follows the sliders) gets a new href from React after a rewrite; that one counts then.
 */
export function servedHref(current: string, last: TagRewrite | undefined): string {
  return last !== undefined && last.written === current ? last.served : current;
}
