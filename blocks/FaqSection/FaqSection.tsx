import { collapseSection } from '../_ui/CollapseSection';
import { defineBlock } from '../_ui/context';

/** Frequently asked questions: a collapsible list filtered by category, the first category by default. */
export default defineBlock('FaqSection', function FaqSection({ blok, ctx }) {
  return collapseSection({ blok, ctx, filterLabel: ctx.strings.faqCategories, shownLabel: ctx.strings.faqShown });
});
