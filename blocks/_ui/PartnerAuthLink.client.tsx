'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { partnerAuthUrl } from '../_lib/partnerAuth';
import ctaStyles from './CtaLink.module.css';

/**
 * The partner hero page's link to the app's partner authorisation path (SPEC §2, §7). The page is
 * static, so the server renders the plain URL; once in the browser the page's own query string
 * (every parameter but `slug`) is appended, the same way partnerAuthUrl does it everywhere.
 */
export function PartnerAuthLink({ baseUrl, authPath, children }: { baseUrl: string; authPath: string; children: ReactNode }) {
  const [href, setHref] = useState(() => partnerAuthUrl(baseUrl, authPath, ''));
  useEffect(() => setHref(partnerAuthUrl(baseUrl, authPath, window.location.search)), [baseUrl, authPath]);
  return (
    <a className={[ctaStyles.cta, ctaStyles.primary].join(' ')} href={href} data-partner-auth>
      {children}
    </a>
  );
}
