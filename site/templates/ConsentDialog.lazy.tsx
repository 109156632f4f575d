'use client';

import dynamic from 'next/dynamic';

/**
 * The consent choice dialog as a chunk of its own (react-aria's modal and checkboxes): loaded only
 * when a visitor opens it, so no page pays for it on first load.
 */
export const LazyConsentDialog = dynamic(() => import('./ConsentDialog.client').then((m) => m.ConsentDialog), { ssr: false });
