'use client';

import dynamic from 'next/dynamic';
// The island's stylesheets, imported here too so they are part of the page's own (inlined) CSS: a stylesheet
// only the lazy chunk imports reaches the page as a render-blocking <link> of its own.
import './ShareLinks.module.css';

/** The share links' lazy boundary: their code is a chunk of its own, loaded by the blog articles that show them (issue 10). */
export const LazyShareLinks = dynamic(() => import('./ShareLinks.client').then((m) => m.ShareLinks));
