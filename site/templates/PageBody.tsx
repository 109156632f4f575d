import type { AnyBlok } from '~/codegen/generated/types';
import type { BlockContext } from '~/blocks/_ui/context';
import { headingBlockLevel } from '~/blocks/_ui/title';
import { forEachOf, RenderBlocks, uniqueKeys, withDropped } from '~/engine/render';

/**
 * A page's sections. The first that shows is marked as the opening (`ctx.opening`): its hero or media image is the
 * likely largest paint, so that one image is preloaded with high priority and every other is lazy. A
 * section right below a Heading block (sections left out between them do not count) is told its level
 * (`ctx.headingAbove`): the Heading introduces it,
 * so a section without a title of its own puts its items (questions, jobs, teasers) one level below.
 * Each section keeps its blok's key however the ones around it change (live editing keeps its state).
 * `opening={false}` where the template draws the opening itself (a blog article's header and image).
 */
export function PageBody({ bloks, ctx, opening: withOpening = true }: { bloks: readonly AnyBlok[] | undefined; ctx: BlockContext; opening?: boolean }) {
  if (!bloks || bloks.length === 0) return null;
  const keys = uniqueKeys(bloks);
  // A section with nothing to show is left out (EngineContext.nothingToShow): the opening is the first that shows,
  // and a Heading introduces the next section that shows, with no band left between them on the page.
  const shows = bloks.map((blok) => ctx.nothingToShow?.(blok) === undefined);
  const opening = withOpening ? shows.indexOf(true) : -1;
  // Draft content: the cards of the bloks left out of this list are placed over the whole list (withDropped), by their
  // neighbours in it; each section below, rendered as a list of one, places only its own lists' (forEachOf).
  const base = forEachOf(bloks, ctx);
  const rendered = bloks.map((blok, i) => {
    const above = bloks.slice(0, i).findLast((_, j) => shows[j]);
    const headingAbove = above?.component === 'Heading' ? headingBlockLevel(above) : undefined;
    const own = i === opening ? { ...base, opening: true, headingAbove } : headingAbove === undefined ? base : { ...base, headingAbove };
    return <RenderBlocks key={keys[i]} bloks={[blok]} ctx={own} />;
  });
  return withDropped(bloks, keys, ctx, rendered);
}
