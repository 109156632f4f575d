'use client';

import dynamic from 'next/dynamic';

/** The share links' lazy boundary: their code is a chunk of its own, loaded by the blog articles that show them (issue 10). */
export const LazyShareLinks = dynamic(() => import('./ShareLinks.client').then((m) => m.ShareLinks));
