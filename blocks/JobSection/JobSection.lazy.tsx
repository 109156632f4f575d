/** JobSection's lazy boundary is the collapse list's, shared with FaqSection. */
export { LazyCollapseList } from '../_ui/CollapseList.lazy';
