'use client';

import dynamic from 'next/dynamic';

/**
 * FaqSection's island: the category filter and the open questions (machines/collapse through
 * CollapseList), loaded as a chunk of its own by the pages that show a FAQ.
 */
export const FaqList = dynamic(() => import('../_ui/CollapseListView').then((m) => m.CollapseList));
