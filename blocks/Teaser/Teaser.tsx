import type { Teaser as TeaserBlok } from '~/codegen/generated/types';
import { defineBlock } from '../_ui/context';
import { TeaserCard, type TeaserData } from '../_ui/TeaserCard';

/** One teaser on its own; PressReleaseSection lays its teasers out itself (large, teaser, list). */
export default defineBlock('Teaser', function Teaser({ blok, ctx }) {
  return <TeaserCard teaser={teaserData(blok)} variant="card" headingLevel="h3" locale={ctx.locale} tagsLabel={ctx.strings.tags} priority={ctx.opening} />;
});

/**
 * A teaser's asset is its image; a file (a press release's PDF, a video) is what the teaser leads to when it has no
 * link of its own, so the file the editor picked is never lost.
 */
export const teaserData = (blok: TeaserBlok): TeaserData => ({
  title: blok.title,
  preamble: blok.preamble,
  date: blok.date,
  tags: blok.tags,
  image: blok.asset,
  link: blok.link ?? (blok.asset && !blok.asset.isImage ? { kind: 'asset', href: blok.asset.src } : undefined),
});
