'use client';

import dynamic from 'next/dynamic';

/**
 * The island boundary of a FAQ or job disclosure. The react-aria implementation (DisclosureView) is
 * a chunk of its own, loaded only by pages that render one; the server has already rendered it.
 */
export const Disclosure = dynamic(() => import('./DisclosureView').then((m) => m.Disclosure));
