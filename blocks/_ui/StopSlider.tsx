'use client';

import { useLayoutEffect, useRef, type CSSProperties, type KeyboardEvent, type PointerEvent, type TouchEvent } from 'react';
import { mergeProps } from 'react-aria/mergeProps';
import { runAfterTransition } from 'react-aria/private/utils/runAfterTransition';
import { useFocusRing } from 'react-aria/useFocusRing';
import { useSlider, useSliderThumb } from 'react-aria/useSlider';
import { VisuallyHidden } from 'react-aria/VisuallyHidden';
import { useSliderState } from 'react-stately/useSliderState';
import { SLIDER_PAGE_STOPS } from '~/machines/constants';
import { earlyPositionProps, takeEarlyPosition, TAP_SLOP_PX } from '../_lib/earlyTaps';
import styles from './StopSlider.module.css';
import { WholeEnd } from './WholeEnd';

/**
 * react-aria's transition bookkeeping (runAfterTransition, loaded with useSlider) tracks every transition in the document
 * from then on, and keeps an element removed while it transitioned two or more properties (a teaser card clicked while
 * its hover transition ran), and the removed page around it, for the tab's life: its cleanup of detached elements runs
 * only when runAfterTransition is called (adobe/react-spectrum#7326). Called here a second after transitions start, at
 * most once a second, and let go two frames later (its rAF has run the cleanup by then).
 */
function sweepTransitionsOfRemovedElements() {
  let queued = false;
  const sweep = () => {
    queued = false;
    const forget = runAfterTransition(() => {});
    requestAnimationFrame(() => requestAnimationFrame(forget));
  };
  document.addEventListener(
    'transitionrun',
    () => {
      if (queued) return;
      queued = true;
      window.setTimeout(sweep, 1000);
    },
    { capture: true, passive: true },
  );
}
if (typeof document !== 'undefined') sweepTransitionsOfRemovedElements();

/**
 * Tells react-aria how to speak a position: the slider's value is the index of a stop, and what a
 * visitor sees and hears (the label, aria-valuetext) is the stop itself, formatted.
 */
class StopFormatter extends Intl.NumberFormat {
  constructor(private readonly describe: (index: number) => string) {
    super('en');
  }
  override format(index: number | bigint): string {
    return this.describe(Number(index));
  }
}

/**
 * A slider over fixed stops (the calculators' amounts and periods, SPEC §9), on react-aria's slider
 * hooks: arrow keys move one stop, Page Up and Page Down five, Home and End to the ends; dragging
 * or clicking the track snaps to the nearest stop. The value is always a member of `stops`.
 * The thumb and the fill move to a new stop in 300 ms (SPEC §9), at once with reduced motion.
 * (Hooks, not react-aria-components' Slider: its value label takes Intl options only, and a stop's
 * words, "100 000 kr", need a formatter of our own.)
 */
export function StopSlider({
  label,
  stops,
  value,
  onChange,
  format,
  name,
}: {
  label: string;
  stops: readonly number[];
  value: number;
  onChange: (value: number) => void;
  format: (value: number) => string;
  name: string;
}) {
  const trackRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const last = stops.length - 1;
  const index = Math.max(0, stops.indexOf(value));
  const describe = (i: number) => format(stops[Math.min(last, Math.max(0, i))] ?? value);
  const state = useSliderState({
    label,
    minValue: 0,
    maxValue: last,
    step: 1,
    value: index,
    onChange: (i: number | number[]) => onChange(stops[Array.isArray(i) ? (i[0] ?? 0) : i] ?? value),
    numberFormatter: new StopFormatter(describe),
  });
  const { groupProps, trackProps, labelProps, outputProps } = useSlider({ label }, state, trackRef);
  const { thumbProps, inputProps, isDragging } = useSliderThumb({ index: 0, trackRef, inputRef }, state);
  const { focusProps, isFocusVisible } = useFocusRing();

  // A key pressed on the slider before it hydrated moved the native input only (its value is the stop's index), and a
  // tap on its track was noted by the head script (blocks/_lib/earlyTaps.ts): the stop reached, or the stop tapped, is
  // taken over once hydrated, as the lead form takes over what was typed.
  const atHydration = useRef({ index, last, choose: (i: number) => onChange(stops[i] ?? value) });
  useLayoutEffect(() => {
    const tapped = takeEarlyPosition(trackRef.current);
    const moved = tapped === undefined ? (inputRef.current?.valueAsNumber ?? NaN) : Math.round(tapped * atHydration.current.last);
    if (Number.isInteger(moved) && moved !== atHydration.current.index) atHydration.current.choose(moved);
  }, []);

  // react-aria pages by a tenth of the range; the specification wants five stops.
  const onKeyDownCapture = (event: KeyboardEvent) => {
    if (event.key !== 'PageUp' && event.key !== 'PageDown') return;
    event.preventDefault();
    event.stopPropagation();
    const next = Math.min(last, Math.max(0, index + (event.key === 'PageUp' ? SLIDER_PAGE_STOPS : -SLIDER_PAGE_STOPS)));
    if (next !== index) onChange(stops[next] ?? value);
  };

  // A finger on the track (not on the thumb) may be scrolling the page past the calculator (the track lets the page
  // pan up and down, and the browser then cancels the touch): the stop under it is chosen when it lifts without having
  // scrolled, or as soon as it moves sideways (the browser pans no page sideways here, so the touch is ours), and then
  // wherever it goes, as on the thumb. Not when it lands, which changed the loan under a visitor's scrolling thumb.
  // Mouse and pen go to react-aria at once.
  const touchOnTrack = useRef<{ id: number; x: number; y: number; sideways: boolean } | null>(null);
  const stopAt = (clientX: number) => {
    const box = trackRef.current?.getBoundingClientRect();
    if (!box || box.width <= 0) return index;
    return Math.round(Math.min(1, Math.max(0, (clientX - box.left) / box.width)) * last);
  };
  const choose = (at: number) => {
    if (at !== index) onChange(stops[at] ?? value);
  };
  const onTrackPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'touch' && !(event.target instanceof Element && event.target.closest('[data-slider-thumb]'))) {
      touchOnTrack.current = { id: event.pointerId, x: event.clientX, y: event.clientY, sideways: false };
      return;
    }
    trackProps.onPointerDown?.(event);
  };
  // The same touch as touch events (react-aria listens to both): on the thumb only.
  const onTrackTouchStart = (event: TouchEvent<HTMLDivElement>) => {
    if (event.target instanceof Element && event.target.closest('[data-slider-thumb]')) trackProps.onTouchStart?.(event);
  };
  const onTrackPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const touch = touchOnTrack.current;
    if (!touch || touch.id !== event.pointerId) return;
    const dx = Math.abs(event.clientX - touch.x);
    if (!touch.sideways && dx > TAP_SLOP_PX && dx >= Math.abs(event.clientY - touch.y)) touch.sideways = true;
    if (touch.sideways) choose(stopAt(event.clientX));
  };
  const onTrackPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const touch = touchOnTrack.current;
    touchOnTrack.current = null;
    if (!touch || touch.id !== event.pointerId || (!touch.sideways && Math.abs(event.clientY - touch.y) > TAP_SLOP_PX)) return;
    choose(stopAt(event.clientX));
  };

  const percent = last > 0 ? (index / last) * 100 : 0;
  // One custom property places both the fill and the thumb, so CSS animates them together.
  const position = { '--slider-position': `${percent}%` } as CSSProperties;
  return (
    <div {...groupProps} className={styles.slider} onKeyDownCapture={onKeyDownCapture} data-slider={name} data-dragging={isDragging || undefined}>
      {/* Whole: the label sits on the figure's baseline, and one painted before the figure arrived moved down after. */}
      <div className={styles.head} data-whole>
        <label {...labelProps} className={styles.label}>
          {label}
        </label>
        <output {...outputProps} className={styles.output}>
          {describe(index)}
        </output>
        <WholeEnd />
      </div>
      <div
        {...trackProps}
        onPointerDown={onTrackPointerDown}
        onTouchStart={onTrackTouchStart}
        onPointerMove={onTrackPointerMove}
        onPointerUp={onTrackPointerUp}
        onPointerCancel={() => (touchOnTrack.current = null)}
        {...earlyPositionProps}
        ref={trackRef}
        className={styles.track}
        style={position}
      >
        <div className={styles.fill} />
        <div {...thumbProps} className={styles.thumb} data-slider-thumb="" data-focus-visible={isFocusVisible || undefined}>
          <VisuallyHidden>
            <input ref={inputRef} {...mergeProps(inputProps, focusProps)} />
          </VisuallyHidden>
        </div>
      </div>
      <div className={styles.scale} aria-hidden="true">
        <span>{describe(0)}</span>
        <span>{describe(last)}</span>
      </div>
    </div>
  );
}
