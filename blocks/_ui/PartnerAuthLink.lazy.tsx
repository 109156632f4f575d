'use client';

import dynamic from 'next/dynamic';
// The island's stylesheets, imported here too so they are part of the page's own (inlined) CSS: a stylesheet
// only the lazy chunk imports reaches the page as a render-blocking <link> of its own.
import './CtaLink.module.css';

/** The partner authorisation link's lazy boundary: its code is a chunk of its own, loaded by the partner pages that show it (issue 10). */
export const LazyPartnerAuthLink = dynamic(() => import('./PartnerAuthLink.client').then((m) => m.PartnerAuthLink));
