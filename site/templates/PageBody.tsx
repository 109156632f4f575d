import type { AnyBlok } from '~/codegen/generated/types';
import type { BlockContext } from '~/blocks/_ui/context';
import { headingBlockLevel } from '~/blocks/_ui/title';
import { RenderBlocks, uniqueKeys } from '~/engine/render';

/**
 * A page's sections. The first that shows is marked as the opening (`ctx.opening`): its hero or media image is the
 * likely largest paint, so that one image is preloaded with high priority and every other is lazy. A
 * section right below a Heading block is told its level (`ctx.headingAbove`): the Heading introduces it,
 * so a section without a title of its own puts its items (questions, jobs, teasers) one level below.
 * Each section keeps its blok's key however the ones around it change (live editing keeps its state).
 */
export function PageBody({ bloks, ctx }: { bloks: readonly AnyBlok[] | undefined; ctx: BlockContext }) {
  if (!bloks || bloks.length === 0) return null;
  const keys = uniqueKeys(bloks);
  // The first section that shows: one with nothing to show is left out (EngineContext.nothingToShow).
  const opening = bloks.findIndex((blok) => ctx.nothingToShow?.(blok) === undefined);
  return (
    <>
      {bloks.map((blok, i) => {
        const above = bloks[i - 1];
        const headingAbove = above?.component === 'Heading' ? headingBlockLevel(above) : undefined;
        const own = i === opening ? { ...ctx, opening: true, headingAbove } : headingAbove === undefined ? ctx : { ...ctx, headingAbove };
        return <RenderBlocks key={keys[i]} bloks={[blok]} ctx={own} />;
      })}
    </>
  );
}
