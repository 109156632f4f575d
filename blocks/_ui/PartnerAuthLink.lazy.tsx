'use client';

import dynamic from 'next/dynamic';

/** The partner authorisation link's lazy boundary: its code is a chunk of its own, loaded by the partner pages that show it (issue 10). */
export const LazyPartnerAuthLink = dynamic(() => import('./PartnerAuthLink.client').then((m) => m.PartnerAuthLink));
