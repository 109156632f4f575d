'use client';

import dynamic from 'next/dynamic';

/** The review widget's lazy boundary: its loader (and the consent reading it needs) is a chunk of its own, loaded by the pages that show a widget (issue 10). */
export const LazyReviewWidgetScript = dynamic(() => import('./ReviewWidget.client').then((m) => m.ReviewWidgetScript));
