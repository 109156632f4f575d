'use client';

import { useSyncExternalStore, type ReactNode } from 'react';
import { partnerAuthUrl } from '../_lib/partnerAuth';
import ctaStyles from './CtaLink.module.css';

/**
 * The partner hero page's link to the app's partner authorisation path (SPEC §2, §7). The page is
 * static, so the server renders the plain URL; once in the browser the page's own query string
 * (every parameter but `slug`) is appended, the same way partnerAuthUrl does it everywhere.
 */
// A page's query string does not change while it is shown.
const noSubscription = () => () => undefined;

export function PartnerAuthLink({ baseUrl, authPath, children }: { baseUrl: string; authPath: string; children: ReactNode }) {
  // The server (and hydration) render the bare path; the browser's own query string right after.
  const search = useSyncExternalStore(
    noSubscription,
    () => window.location.search,
    () => '',
  );
  const href = partnerAuthUrl(baseUrl, authPath, search);
  return (
    <a className={ctaStyles.cta} data-theme="primary" href={href} data-partner-auth>
      {children}
    </a>
  );
}
