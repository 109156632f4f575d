'use client';

import dynamic from 'next/dynamic';

/**
 * JobSection's island: the category filter and the open positions (machines/collapse through
 * CollapseList), loaded as a chunk of its own by the pages that list jobs.
 */
export const JobList = dynamic(() => import('../_ui/CollapseListView').then((m) => m.CollapseList));
