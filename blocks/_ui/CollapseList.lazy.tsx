'use client';

import dynamic from 'next/dynamic';
// The island's stylesheets, imported here too so they are part of the page's own (inlined) CSS: a stylesheet
// only the lazy chunk imports reaches the page as a render-blocking <link> of its own.
import './CollapseList.module.css';

/**
 * The collapse list's lazy boundary (FaqSection, JobSection): the category filter and the questions or positions (machines/collapse) are a chunk of their own, loaded by the pages that show one.
 * One boundary for every block that shows it: each dynamic() call is code in every page's first load.
 */
export const LazyCollapseList = dynamic(() => import('./CollapseList.client').then((m) => m.CollapseList));
