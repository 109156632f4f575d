'use client';

import dynamic from 'next/dynamic';

/**
 * The collapse list's lazy boundary (FaqSection, JobSection): the category filter and the questions or positions (machines/collapse) are a chunk of their own, loaded by the pages that show one.
 * One boundary for every block that shows it: each dynamic() call is code in every page's first load.
 */
export const LazyCollapseList = dynamic(() => import('./CollapseList.client').then((m) => m.CollapseList));
