import { RenderBlocks } from '~/engine/render/RenderBlocks';
import { defineBlock } from '../_ui/context';
import { blockId } from '../_ui/ids';
import { TitledSection } from '../_ui/TitledSection';
import { LazyCarouselStage } from './Carousel.lazy';
import './Carousel.styles';

/** Slides rendered on the server, moved by the carousel island (autoplay from content, steps, swipe). */
export default defineBlock('Carousel', function Carousel({ blok, ctx }) {
  const slides = blok.items.map((item) => <RenderBlocks key={item._uid} bloks={[item]} ctx={ctx} />);
  return (
    <TitledSection blok={blok} title={blok.title} background={blok.background} size={blok.size} ctx={ctx}>
      {/* Without slides, no region (an empty one would still be announced) and no island. */}
      {blok.items.length > 0 && (
        <LazyCarouselStage
          id={blockId(ctx, blok)}
          keepAs={`${ctx.path}#${blockId(ctx, blok)}`}
          slideIds={blok.items.map((item) => item._uid)}
          slides={slides}
          titles={blok.items.map((item) => item.title)}
          autoplay={blok.autoplay}
          interval={blok.interval}
          labels={{
            // Without a title the region is named by the word for it, which its role description would repeat.
            region: blok.title || ctx.strings.carousel,
            role: blok.title ? ctx.strings.carouselRole : undefined,
            slide: ctx.strings.carouselSlide,
            position: ctx.strings.slidePosition,
            steps: ctx.strings.carouselSteps,
            showSlide: ctx.strings.showSlide,
            pause: ctx.strings.pauseCarousel,
            play: ctx.strings.playCarousel,
          }}
        />
      )}
    </TitledSection>
  );
});
