'use client';

import { useSyncExternalStore, type ReactNode } from 'react';
import { PARTNER_AUTH_DROPPED_PARAM, PARTNER_AUTH_PENDING, partnerAuthUrl } from '../_lib/partnerAuth';
import ctaStyles from './CtaLink.module.css';

/**
 * The partner hero page's link to the app's partner authorisation path (SPEC §2, §7). The page is
 * static, so the server renders the plain URL (a page rendered for its request knows its query:
 * `query`, app/[locale]/%5Fcalculation and the draft route); once in the browser the page's own
 * query string (every parameter but `slug`) is appended, the same way partnerAuthUrl does it
 * everywhere. Until then the inline script after the link has appended it (PARTNER_AUTH_PENDING,
 * site/lib/partnerAuthScript.ts), so a partner's OAuth parameters reach the app from a tap on a slow phone too.
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
  // null in the server's render and hydration's; the browser's query string in the render right after hydration.
  const search = useSyncExternalStore<string | null>(
    noSubscription,
    () => window.location.search,
    () => null,
  );
  // Marked for the inline script while the link has neither the browser's query nor one the server wrote (to which it
  // would add the query a second time). The DOM's href differs from hydration's once the script has run: no warning.
  const pending = search === null && query === undefined;
  return (
    <a
      className={ctaStyles.cta}
      data-theme="primary"
      href={partnerAuthUrl(baseUrl, authPath, search ?? query ?? '')}
      data-partner-auth
      {...(pending ? { [PARTNER_AUTH_PENDING]: PARTNER_AUTH_DROPPED_PARAM } : {})}
      suppressHydrationWarning
    >
      {children}
    </a>
  );
}
