'use client';

import dynamic from 'next/dynamic';

/**
 * The lazy boundary of a FAQ or job disclosure: its island (Disclosure.client) is a chunk of its own,
 * loaded only by pages that render one; the server has already rendered it.
 */
export const LazyDisclosure = dynamic(() => import('./Disclosure.client').then((m) => m.Disclosure));
