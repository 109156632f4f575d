import type { AnyBlok } from '~/codegen/generated/types';
import type { BlockContext } from '~/blocks/_ui/context';
import { headingBlockLevel } from '~/blocks/_ui/title';
import { Fragment } from 'react';
import { droppedPlaces, DroppedBlokCard, RenderBlocks, showsDiagnostics, uniqueKeys } from '~/engine/render';

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
  // Draft content: the cards of the bloks left out of this list are placed here, by their neighbours in the whole
  // list (each section below is rendered as a list of one, where a card between two sections would match no place);
  // the sections' own lists place theirs.
  const at = ctx.dropped && showsDiagnostics(ctx.environment) ? droppedPlaces(bloks, ctx.dropped) : [];
  const placed = new Set(at.flat());
  const base = placed.size > 0 ? { ...ctx, dropped: ctx.dropped?.filter((d) => !placed.has(d)) } : ctx;
  const cards = (i: number) => at[i]?.map((d) => <DroppedBlokCard key={`dropped:${d.uid}`} dropped={d} />);
  return (
    <>
      {bloks.map((blok, i) => {
        const above = bloks.slice(0, i).findLast((_, j) => shows[j]);
        const headingAbove = above?.component === 'Heading' ? headingBlockLevel(above) : undefined;
        const own = i === opening ? { ...base, opening: true, headingAbove } : headingAbove === undefined ? base : { ...base, headingAbove };
        return (
          <Fragment key={keys[i]}>
            {cards(i)}
            <RenderBlocks bloks={[blok]} ctx={own} />
          </Fragment>
        );
      })}
      {cards(bloks.length)}
    </>
  );
}
