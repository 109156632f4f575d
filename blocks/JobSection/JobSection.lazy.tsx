'use client';

import dynamic from 'next/dynamic';

/**
 * JobSection's lazy boundary: the category filter and the open positions (machines/collapse through
 * CollapseList) are a chunk of their own, loaded by the pages that list jobs.
 */
export const LazyCollapseList = dynamic(() => import('../_ui/CollapseList.client').then((m) => m.CollapseList));
