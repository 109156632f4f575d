/** FaqSection's lazy boundary is the collapse list's, shared with JobSection (rendered by _ui/CollapseSection); here it tells codegen the block has an island. */
export { LazyCollapseList } from '../_ui/CollapseList.lazy';
