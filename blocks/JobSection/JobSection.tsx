import { RenderBlocks } from '~/engine/render/RenderBlocks';
import { defineBlock } from '../_ui/context';
import { blockId } from '../_ui/ids';
import { itemHeadingLevel } from '../_ui/title';
import { TitledSection } from '../_ui/TitledSection';
import { LazyCollapseList } from './JobSection.lazy';
import '../_ui/CollapseList.styles';

/** Open positions: a collapsible list filtered by category (team), the first category by default. */
export default defineBlock('JobSection', function JobSection({ blok, ctx }) {
  // The ids the items render with (blockId gives an item the same one when it renders): the list's machine keeps its state by them.
  const items = blok.items.map((item) => ({ id: blockId(ctx, item), categories: item.categories, open: item.open }));
  return (
    <TitledSection blok={blok} title={blok.title} text={blok.text} background={blok.background} size={blok.size} ctx={ctx}>
      {/* Without items, no list and no island. */}
      {blok.items.length > 0 && (
        <LazyCollapseList
          items={items}
          headingLevel={itemHeadingLevel(blok.title, ctx.headingAbove)}
          filterLabel={ctx.strings.jobCategories}
          shownLabel={ctx.strings.jobsShown}
          locale={ctx.locale}
        >
          <RenderBlocks bloks={blok.items} ctx={ctx} />
        </LazyCollapseList>
      )}
    </TitledSection>
  );
});
