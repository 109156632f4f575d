'use client';

import { useLayoutEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { earlyQueryProps, goLive } from '../_lib/earlyTaps';
import { PARTNER_AUTH_DROPPED_PARAM, partnerAuthUrl } from '../_lib/partnerAuth';
import ctaStyles from './CtaLink.module.css';

/**
 * The partner hero page's link to the app's partner authorisation path (SPEC §2, §7). The page is
 * static, so the server renders the plain URL (a page rendered for its request knows its query:
 * `query`, app/[locale]/%5Fcalculation); once in the browser the page's own query string (every
 * parameter but `slug`) is appended, the same way partnerAuthUrl does it everywhere. A tap before
 * this island has run (a slow phone) is answered by the head script with the same query (the mark:
 * blocks/_lib/earlyTaps.ts, EARLY_QUERY), so a partner's OAuth parameters reach the app either way.
 */
// A page's query string does not change while it is shown.
const noSubscription = () => () => undefined;

export function PartnerAuthLink({
  baseUrl,
  authPath,
  query,
  children,
}: {
  baseUrl: string;
  authPath: string;
  query?: string | undefined;
  children: ReactNode;
}) {
  // The server (and hydration) render the query the server knows; the browser's own right after.
  const search = useSyncExternalStore(
    noSubscription,
    () => window.location.search,
    () => query ?? '',
  );
  const link = useRef<HTMLAnchorElement>(null);
  useLayoutEffect(() => goLive(link.current), []);
  return (
    <a
      ref={link}
      className={ctaStyles.cta}
      data-theme="primary"
      href={partnerAuthUrl(baseUrl, authPath, search)}
      data-partner-auth
      // Marked only where the HTML lacks the query: the head script would add it a second time to one the server wrote.
      {...(query === undefined ? earlyQueryProps(PARTNER_AUTH_DROPPED_PARAM) : {})}
    >
      {children}
    </a>
  );
}
