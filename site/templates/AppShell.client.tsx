'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { browserStorage, rememberCampaignTags } from '~/blocks/_lib/campaignTags';

/**
 * The application wrapper's browser side (SPEC §3): on mount, and again after each client-side
 * navigation, the campaign tags of the query string are remembered in local storage (only when at
 * least one is present). It renders nothing and never throws: storage failures are swallowed.
 */
export function AppShell() {
  const pathname = usePathname();
  useEffect(() => {
    rememberCampaignTags(browserStorage(), window.location.search);
  }, [pathname]);
  return null;
}
