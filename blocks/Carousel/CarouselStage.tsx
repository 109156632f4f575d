'use client';

import { useMachine } from '@xstate/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from 'react-aria-components/Button';
import { carouselMachine, currentIndex, isAutoplaying } from '~/machines/carousel/carousel.machine';
import styles from './Carousel.module.css';

export interface CarouselLabels {
  region: string;
  steps: string;
  showSlide: string;
  pause: string;
}

/**
 * The carousel's island (SPEC §4, machines/carousel): with autoplay on it advances every interval and
 * wraps to the first slide; choosing a step, or swiping the track, stops autoplay and shows that slide.
 * The track is a scroll-snapping list, so slides can be swiped without script; the machine scrolls it.
 * Visitors who ask for reduced motion get no autoplay, and a pause button is there while it runs.
 */
export function CarouselStage({ id, slides, titles, autoplay, interval, labels }: { id: string; slides: ReactNode[]; titles: string[]; autoplay: boolean; interval: number; labels: CarouselLabels }) {
  const [snapshot, send] = useMachine(carouselMachine, { input: { count: slides.length, autoplay, interval } });
  const index = currentIndex(snapshot);
  const playing = isAutoplaying(snapshot);
  const track = useRef<HTMLUListElement>(null);
  const scrolling = useRef(false); // true while the machine's own scroll is under way

  useEffect(() => {
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) send({ type: 'STOP' });
  }, [send]);

  useEffect(() => {
    const el = track.current;
    const slide = el?.children[index] as HTMLElement | undefined;
    if (!el || !slide || Math.abs(el.scrollLeft - slide.offsetLeft) < 2) return;
    scrolling.current = true;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    el.scrollTo({ left: slide.offsetLeft - el.offsetLeft, behavior: reduced ? 'auto' : 'smooth' });
  }, [index]);

  // A swipe or a scroll by the visitor selects the slide it settles on (and so stops autoplay).
  const onScrollEnd = () => {
    const el = track.current;
    if (!el) return;
    if (scrolling.current) {
      scrolling.current = false;
      return;
    }
    const nearest = Math.round(el.scrollLeft / Math.max(1, el.clientWidth));
    if (nearest !== index) send({ type: 'SELECT', index: nearest });
  };

  return (
    <div className={styles.carousel} role="region" aria-roledescription="carousel" aria-label={labels.region} data-carousel={id} data-index={index} data-playing={playing || undefined}>
      <ul ref={track} className={styles.track} onScrollEnd={onScrollEnd} aria-live={playing ? 'off' : 'polite'}>
        {slides.map((slide, i) => (
          <li key={i} className={styles.slide} aria-roledescription="slide" aria-label={`${i + 1} / ${slides.length}`} aria-current={i === index ? 'true' : undefined}>
            {slide}
          </li>
        ))}
      </ul>
      {slides.length > 1 && (
        <div className={styles.controls}>
          <ol className={styles.steps} aria-label={labels.steps}>
            {titles.map((title, i) => (
              <li key={i}>
                <Button className={styles.step} aria-label={`${labels.showSlide} ${i + 1}: ${title}`} aria-current={i === index ? 'true' : undefined} onPress={() => send({ type: 'SELECT', index: i })} />
              </li>
            ))}
          </ol>
          {playing && (
            <Button className={styles.pause} onPress={() => send({ type: 'STOP' })}>
              {labels.pause}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
