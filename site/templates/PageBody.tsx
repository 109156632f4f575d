import type { AnyBlok } from '~/codegen/generated/types';
import type { BlockContext } from '~/blocks/_ui/context';
import { RenderBlocks } from '~/engine/render';

/**
 * A page's sections, the first marked as the opening (`ctx.opening`): its hero or media image is the
 * likely largest paint, so that one image is preloaded with high priority and every other is lazy.
 */
export function PageBody({ bloks, ctx }: { bloks: readonly AnyBlok[] | undefined; ctx: BlockContext }) {
  if (!bloks || bloks.length === 0) return null;
  return (
    <>
      <RenderBlocks bloks={bloks.slice(0, 1)} ctx={{ ...ctx, opening: true }} />
      <RenderBlocks bloks={bloks.slice(1)} ctx={ctx} />
    </>
  );
}
