import type { Teaser as TeaserBlok } from '~/codegen/generated/types';
import { defineBlock } from '../_ui/context';
import { TeaserCard } from '../_ui/TeaserCard';

/** One teaser on its own; PressReleaseSection lays its teasers out itself (large, teaser, list). */
export default defineBlock('Teaser', function Teaser({ blok, ctx }) {
  return <TeaserCard teaser={teaserData(blok)} variant="card" headingLevel="h3" locale={ctx.locale} tagsLabel={ctx.strings.tags} priority={ctx.opening} />;
});

export const teaserData = (blok: TeaserBlok) => ({
  title: blok.title,
  preamble: blok.preamble,
  date: blok.date,
  tags: blok.tags,
  image: blok.asset,
  link: blok.link,
});
