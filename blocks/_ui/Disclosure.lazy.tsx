'use client';

import dynamic from 'next/dynamic';
// The island's stylesheets, imported here too so they are part of the page's own (inlined) CSS: a stylesheet
// only the lazy chunk imports reaches the page as a render-blocking <link> of its own.
import './Disclosure.module.css';

/**
 * The lazy boundary of a FAQ or job disclosure: its island (Disclosure.client) is a chunk of its own,
 * loaded only by pages that render one; the server has already rendered it.
 */
export const LazyDisclosure = dynamic(() => import('./Disclosure.client').then((m) => m.Disclosure));
