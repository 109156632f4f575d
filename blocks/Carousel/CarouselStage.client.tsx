'use client';

import { useMachine } from '@xstate/react';
import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import { canPlay, carouselMachine, currentIndex, isAutoplaying, keptOf, readKept } from '~/machines/carousel/carousel.machine';
import { EARLY_ATTRIBUTE, earlyTapProps, goLive } from '../_lib/earlyTaps';
import { keepInEntry, readEntryState } from '../_lib/entryState';
import { useHydrated } from '../_lib/hydrated';
import { WholeEnd } from '../_ui/WholeEnd';
import styles from './Carousel.module.css';

export interface CarouselLabels {
  /** The region's name: the section's title, else the word for a carousel. */
  region: string;
  /** What a screen reader calls the region and a slide (aria-roledescription), in the page's language. */
  role?: string | undefined;
  slide: string;
  /** A slide's place among them, with `{n}` and `{total}` ("2 av 4"). */
  position: string;
  steps: string;
  showSlide: string;
  pause: string;
  play: string;
}

/**
 * The carousel's island (SPEC §4, machines/carousel): with autoplay on it advances every interval and
 * wraps to the first slide; choosing a step, or swiping the track, stops autoplay and shows that slide.
 * The track is a scroll-snapping list, so slides can be swiped without script; the machine scrolls it.
 * Visitors who ask for reduced motion get no autoplay, and a pause button is there while it runs;
 * a paused carousel gets a play button. Autoplay waits while the pointer rests on the carousel or
 * focus is inside it, so nothing moves under a visitor reading or choosing.
 *
 * The slide a visitor stopped it on is kept with the history entry (blocks/_lib/entryState.ts, under `keepAs`, as the
 * FAQ list keeps its answers): Back through the router, which draws the page anew, shows that slide, stopped. A page
 * the browser loads anew (a reload) shows the carousel as the server drew it.
 */
/**
 * The track's scroll position that shows slide `index`: its offset from the first slide (slides share
 * an offset parent), so the track's padding, the room for the cards' shadow, is left out.
 */
function slideLeft(track: HTMLElement, index: number): number | undefined {
  const slide = track.children[index];
  const first = track.children[0];
  return slide instanceof HTMLElement && first instanceof HTMLElement ? slide.offsetLeft - first.offsetLeft : undefined;
}

/** The slide whose start is nearest the track's scroll position (gaps between slides included). */
function nearestSlide(track: HTMLElement): number {
  let best = 0;
  for (let i = 0; i < track.children.length; i++) {
    const left = slideLeft(track, i) ?? 0;
    if (Math.abs(left - track.scrollLeft) < Math.abs((slideLeft(track, best) ?? 0) - track.scrollLeft)) best = i;
  }
  return best;
}

export function CarouselStage({
  id,
  keepAs,
  slideIds,
  slides,
  titles,
  autoplay,
  interval,
  labels,
}: {
  id: string;
  /** Its name in the history entry's kept state: its page's path and its id (blocks/_ui/CollapseList's `keepAs`). */
  keepAs: string;
  /** Each slide's block id, in order: the slide kept for Back is named by it, not by its place. */
  slideIds: string[];
  slides: ReactNode[];
  titles: string[];
  autoplay: boolean;
  interval: number;
  labels: CarouselLabels;
}) {
  // Drawn by the router (not hydrating markup the server drew): as the visitor left it in this history entry.
  const drawnHere = useHydrated();
  const [kept] = useState(() => (drawnHere ? readKept(readEntryState(keptName(keepAs)), slideIds) : undefined));
  const [snapshot, send] = useMachine(carouselMachine, { input: { count: slides.length, autoplay, interval, kept } });
  const index = currentIndex(snapshot);
  const keep = keptOf(snapshot, slideIds)?.slide ?? null;
  // From the first commit on (a reload's carousel, drawn as the server drew it, replaces what was kept before it).
  useEffect(() => keepInEntry(keptName(keepAs), keep === null ? null : { slide: keep }), [keep, keepAs]);
  const place = (i: number) => labels.position.replace('{n}', String(i + 1)).replace('{total}', String(slides.length));
  // The slide a visitor chose (a step, a swipe) is said by a status line, once: a slide's change is attributes
  // only (aria-current), which a live region does not speak. Autoplay's changes and the first slide are not said.
  const [chosen, setChosen] = useState(false);
  const select = (i: number) => {
    setChosen(true);
    send({ type: 'SELECT', index: i });
  };
  const playing = isAutoplaying(snapshot);
  const playable = canPlay(snapshot);
  const pointerIn = useRef(false);
  const focusIn = useRef(false);
  const hold = () => send({ type: pointerIn.current || focusIn.current ? 'HOLD' : 'RELEASE' });
  const track = useRef<HTMLUListElement>(null);
  const steps = useRef<HTMLOListElement>(null);
  const controls = useRef<HTMLDivElement>(null);
  const scrolling = useRef(false); // true while the machine's own scroll is under way
  const currentIndexRef = useRef(index); // the scroll listener outlives renders
  useEffect(() => {
    currentIndexRef.current = index;
  }, [index]);

  useEffect(() => {
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) send({ type: 'STOP' });
  }, [send]);

  // The buttons are React's once committed (a tap on one before the island hydrated was noted by the head script,
  // which clicks it again now, blocks/_lib/earlyTaps.ts): in every commit, for a button React has just drawn too.
  useLayoutEffect(() => controls.current?.querySelectorAll(`[${EARLY_ATTRIBUTE}]`).forEach(goLive));
  // A slide swiped to before the island hydrated is the visitor's choice: the track stays where it is rather than
  // being scrolled back to the first slide.
  const swipedEarly = useEffectEvent((el: HTMLElement) => {
    const nearest = nearestSlide(el);
    if (nearest !== index) select(nearest);
  });
  const hydrating = useRef(true);
  // Resumed on a kept slide: the track is put there before the first paint, without a scroll to watch.
  const resumeAt = useRef(kept && index === kept.index ? index : undefined);
  useLayoutEffect(() => {
    const el = track.current;
    if (!el) return;
    const left = resumeAt.current === undefined ? undefined : slideLeft(el, resumeAt.current);
    if (left === undefined) swipedEarly(el);
    else el.scrollTo({ left, behavior: 'instant' });
  }, []);

  useEffect(() => {
    const el = track.current;
    const left = el ? slideLeft(el, index) : undefined;
    const first = hydrating.current;
    hydrating.current = false;
    if (first || !el || left === undefined || Math.abs(el.scrollLeft - left) < 2) return;
    scrolling.current = true;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    el.scrollTo({ left, behavior: reduced ? 'auto' : 'smooth' });
  }, [index]);

  // A swipe or a scroll by the visitor selects the slide it settles on (and so stops autoplay).
  // Where 'scrollend' is missing (older Safari), a pause in 'scroll' events stands in for it.
  useEffect(() => {
    const el = track.current;
    if (!el) return;
    const settle = () => {
      if (scrolling.current) {
        scrolling.current = false;
        return;
      }
      const nearest = nearestSlide(el);
      if (nearest !== currentIndexRef.current) {
        setChosen(true);
        send({ type: 'SELECT', index: nearest });
      }
    };
    if ('onscrollend' in window) {
      el.addEventListener('scrollend', settle);
      return () => el.removeEventListener('scrollend', settle);
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(settle, 150);
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      clearTimeout(timer);
      el.removeEventListener('scroll', onScroll);
    };
  }, [send]);
  // Pausing swaps the pause button for the play button (and back): focus moves to the new one.
  const toggle = (type: 'STOP' | 'PLAY') => {
    send({ type });
    if (type === 'PLAY') {
      setChosen(false); // playing again: its slides come and go unsaid
      hold(); // the pointer or focus is on the button: autoplay waits for them to leave
    }
    requestAnimationFrame(() => controls.current?.querySelector<HTMLButtonElement>('[data-autoplay-toggle]')?.focus());
  };
  const onFocusOut = (event: FocusEvent<HTMLDivElement>) => {
    focusIn.current = event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget);
    hold();
  };

  return (
    <div
      className={styles.carousel}
      role="region"
      aria-roledescription={labels.role}
      aria-label={labels.region}
      data-carousel={id}
      data-index={index}
      data-playing={playing || undefined}
      // Whole: the slides share the tallest one's height, and the controls are centred below them; both moved as later
      // slides arrived over a slow link.
      data-whole
      onPointerEnter={(event) => {
        if (event.pointerType !== 'mouse') return; // a touch has no hover to end it
        pointerIn.current = true;
        hold();
      }}
      onPointerLeave={() => {
        pointerIn.current = false;
        hold();
      }}
      onFocus={() => {
        focusIn.current = true;
        hold();
      }}
      onBlur={onFocusOut}
    >
      <ul ref={track} className={styles.track}>
        {slides.map((slide, i) => (
          <li key={i} className={styles.slide} aria-roledescription={labels.slide} aria-label={place(i)} aria-current={i === index ? 'true' : undefined}>
            {slide}
          </li>
        ))}
      </ul>
      {slides.length > 1 && (
        <p role="status" className="visually-hidden" data-slide-shown="">
          {chosen ? `${titles[index] ?? ''} (${place(index)})` : ''}
        </p>
      )}
      {slides.length > 1 && (
        <div ref={controls} className={styles.controls}>
          <ol ref={steps} className={styles.steps} aria-label={labels.steps}>
            {titles.map((title, i) => (
              <li key={i}>
                <button
                  type="button"
                  className={styles.step}
                  aria-label={`${labels.showSlide} ${i + 1}: ${title}`}
                  aria-current={i === index ? 'true' : undefined}
                  onClick={() => select(i)}
                  {...earlyTapProps}
                />
              </li>
            ))}
          </ol>
          {(playing || playable) && (
            // Two buttons, not one that changes its name: the new one takes focus, and a screen reader says it.
            <button
              key={playing ? 'pause' : 'play'}
              type="button"
              className={styles.pause}
              onClick={() => toggle(playing ? 'STOP' : 'PLAY')}
              data-autoplay-toggle
              {...earlyTapProps}
            >
              {playing ? labels.pause : labels.play}
            </button>
          )}
        </div>
      )}
      <WholeEnd />
    </div>
  );
}

const keptName = (keepAs: string) => `carousel:${keepAs}`;
