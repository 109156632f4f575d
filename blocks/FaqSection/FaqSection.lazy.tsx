/** FaqSection's lazy boundary is the collapse list's, shared with JobSection. */
export { LazyCollapseList } from '../_ui/CollapseList.lazy';
