import type { BlockPropsMap } from '~/codegen/generated/types';
import { RenderBlocks } from '~/engine/render/RenderBlocks';
import type { PluralForms } from '~/rules/money';
import { LazyCollapseList } from './CollapseList.lazy';
import type { BlockContext } from './context';
import { blockId, childContext } from './ids';
import { itemHeadingLevel } from './title';
import { TitledSection } from './TitledSection';
import './CollapseList.styles';

/**
 * A titled section of disclosures filtered by category (FaqSection's questions, JobSection's jobs): the collapse
 * list's island, the first category by default. The ids the items render with (blockId gives an item the same one
 * when it renders): the list's machine keeps its state by them. Without items, no list and no island.
 * A function the block returns the result of (not a component): the engine puts the editor's attributes on the
 * element a block returns, here the section itself.
 */
export function collapseSection({
  blok,
  ctx,
  filterLabel,
  shownLabel,
}: {
  blok: BlockPropsMap['FaqSection'] | BlockPropsMap['JobSection'];
  ctx: BlockContext;
  filterLabel: string;
  shownLabel: PluralForms;
}) {
  const items = blok.items.map((item) => ({ id: blockId(ctx, item), categories: item.categories, open: item.open }));
  const level = itemHeadingLevel(blok.title, ctx.headingAbove);
  return (
    <TitledSection blok={blok} title={blok.title} text={blok.text} background={blok.background} size={blok.size} ctx={ctx}>
      {blok.items.length > 0 && (
        <LazyCollapseList
          items={items}
          keepAs={`${ctx.path}#${blockId(ctx, blok)}`}
          headingLevel={level}
          filterLabel={filterLabel}
          shownLabel={shownLabel}
          locale={ctx.locale}
        >
          {/* An answer's headings sit below its question's. */}
          <RenderBlocks bloks={blok.items} ctx={childContext(ctx, { textHeadingsFrom: level + 1 })} />
        </LazyCollapseList>
      )}
    </TitledSection>
  );
}
