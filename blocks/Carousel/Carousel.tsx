import type { Carousel as CarouselBlok } from '~/codegen/generated/types';
import { RenderBlocks } from '~/engine/render/RenderBlocks';
import type { BlockProps } from '~/engine/render/registry';
import type { BlockContext } from '../_ui/context';
import { TitledSection } from '../_ui/TitledSection';
import styles from './Carousel.module.css';

/**
 * Slides in a scroll-snapping track with one step link per slide: usable without script.
 * Autoplay and step selection are the carousel island's (machines/carousel).
 */
export default function Carousel({ blok, ctx }: BlockProps<CarouselBlok, BlockContext>) {
  const slideId = (i: number) => `s-${blok._uid}-${i}`;
  return (
    <TitledSection uid={blok._uid} title={blok.title} background={blok.background} size={blok.size} ctx={ctx}>
      <div data-carousel={blok._uid} data-autoplay={blok.autoplay} data-interval={blok.interval} aria-roledescription="carousel" role="region" aria-label={blok.title || ctx.strings.carousel}>
        <ul className={styles.track}>
          {blok.items.map((item, i) => (
            <li key={item._uid} id={slideId(i)} className={styles.slide} aria-roledescription="slide" aria-label={`${i + 1} / ${blok.items.length}`}>
              <RenderBlocks bloks={[item]} ctx={ctx} />
            </li>
          ))}
        </ul>
        {blok.items.length > 1 && (
          <ol className={styles.steps} aria-label={ctx.strings.carouselSteps}>
            {blok.items.map((item, i) => (
              <li key={item._uid}>
                <a className={styles.step} href={`#${slideId(i)}`} aria-current={i === 0 ? 'true' : undefined} aria-label={`${ctx.strings.showSlide} ${i + 1}: ${item.title}`} />
              </li>
            ))}
          </ol>
        )}
      </div>
    </TitledSection>
  );
}
