import type { AnyBlok } from '~/codegen/generated/types';
import type { BlockContext } from '~/blocks/_ui/context';
import { headingBlockLevel } from '~/blocks/_ui/title';
import { RenderBlocks } from '~/engine/render';

/**
 * A page's sections. The first is marked as the opening (`ctx.opening`): its hero or media image is the
 * likely largest paint, so that one image is preloaded with high priority and every other is lazy. A
 * section right below a Heading block is told its level (`ctx.headingAbove`): the Heading introduces it,
 * so a section without a title of its own puts its items (questions, jobs, teasers) one level below.
 */
export function PageBody({ bloks, ctx }: { bloks: readonly AnyBlok[] | undefined; ctx: BlockContext }) {
  if (!bloks || bloks.length === 0) return null;
  // Runs of sections that share a context render together (each blok is still contained on its own).
  const runs: Array<{ start: number; bloks: AnyBlok[]; ctx: BlockContext }> = [];
  bloks.forEach((blok, i) => {
    const above = bloks[i - 1];
    const headingAbove = above?.component === 'Heading' ? headingBlockLevel(above) : undefined;
    const own = i === 0 || headingAbove !== undefined;
    const last = runs.at(-1);
    if (!own && last && last.ctx === ctx) last.bloks.push(blok);
    else runs.push({ start: i, bloks: [blok], ctx: i === 0 ? { ...ctx, opening: true } : headingAbove !== undefined ? { ...ctx, headingAbove } : ctx });
  });
  return (
    <>
      {runs.map((run) => (
        <RenderBlocks key={run.start} bloks={run.bloks} ctx={run.ctx} />
      ))}
    </>
  );
}
