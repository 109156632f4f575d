import { collapseSection } from '../_ui/CollapseSection';
import { defineBlock } from '../_ui/context';

/** Open positions: a collapsible list filtered by category (team), the first category by default. */
export default defineBlock('JobSection', function JobSection({ blok, ctx }) {
  return collapseSection({ blok, ctx, filterLabel: ctx.strings.jobCategories, shownLabel: ctx.strings.jobsShown });
});
