'use client';

/** FaqSection's island: the category filter and the open questions (machines/collapse through CollapseList). */
export { CollapseList as FaqList } from '../_ui/CollapseList.client';
