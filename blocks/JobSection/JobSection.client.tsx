'use client';

/** JobSection's island: the category filter and the open positions (machines/collapse through CollapseList). */
export { CollapseList as JobList } from '../_ui/CollapseList.client';
