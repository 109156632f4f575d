'use client';

import dynamic from 'next/dynamic';

/**
 * FaqSection's lazy boundary: the category filter and the open questions (machines/collapse through
 * CollapseList) are a chunk of their own, loaded by the pages that show a FAQ.
 */
export const LazyCollapseList = dynamic(() => import('../_ui/CollapseList.client').then((m) => m.CollapseList));
