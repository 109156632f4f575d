/**
 * The carousel (SPEC §4): with autoplay on it advances every `interval` milliseconds (from
 * content), wrapping to the first item. Any navigation by the visitor (a step, next, previous)
 * stops autoplay, so the slide they chose does not move away under them; STOP stops it without
 * moving (a pause button, or reduced motion), and PLAY starts it again (a play button) when the
 * content asked for autoplay. While the pointer rests on it or focus is inside it (HOLD), autoplay
 * waits, and starts a full interval again on RELEASE (WCAG 2.2.2).
 *
 *   starting ─▶ playing.running ⇄ playing.held  (HOLD / RELEASE)
 *                   │ STOP, SELECT, NEXT, PREV      ▲
 *                   ▼                               │ PLAY
 *                 stopped ──────────────────────────┘
 */
import { and, assign, not, setup, type SnapshotFrom } from 'xstate';

export interface CarouselInput {
  count: number;
  autoplay: boolean;
  /** Milliseconds between slides while autoplaying. */
  interval: number;
  /**
   * The carousel as the visitor left it in this history entry (blocks/_lib/entryState.ts), read back on Back: the
   * slide shown, stopped. Ignored where the content no longer has that slide (an editor may have removed it since).
   */
  kept?: CarouselKept | undefined;
}

/** Where a carousel starts when resumed (input): the slide the visitor stopped it on, by its place now. */
export interface CarouselKept {
  index: number;
}

/**
 * What a carousel keeps with the history entry (untrusted when read back: another version of the site, or of the
 * content, may have written it): the slide by its id, so an editor who reorders, adds or removes slides since does not
 * move the visitor to another one. Read back as its place among `ids` now, or undefined when it is gone.
 */
export function readKept(value: unknown, ids: readonly string[]): CarouselKept | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { slide } = value as Record<string, unknown>;
  const index = typeof slide === 'string' ? ids.indexOf(slide) : -1;
  return index >= 0 ? { index } : undefined;
}

export interface CarouselContext {
  count: number;
  index: number;
  interval: number;
  autoplay: boolean;
  /** Started from a kept slide: the visitor had stopped it there, so it does not autoplay. */
  resumed: boolean;
}

export type CarouselEvent =
  | { type: 'SELECT'; index: number }
  | { type: 'NEXT' }
  | { type: 'PREV' }
  | { type: 'STOP' }
  | { type: 'PLAY' }
  /** The pointer rests on the carousel, or focus is inside it. */
  | { type: 'HOLD' }
  /** Neither any more. */
  | { type: 'RELEASE' };

const wrap = (index: number, count: number) => ((index % count) + count) % count;

export const carouselMachine = setup({
  types: {
    input: {} as CarouselInput,
    context: {} as CarouselContext,
    events: {} as CarouselEvent,
  },
  delays: {
    autoplayInterval: ({ context }) => context.interval,
  },
  guards: {
    autoplayOn: ({ context }) => context.autoplay,
    // Autoplay with nothing to move to, or without a usable interval, would only spin.
    hasSeveralItems: ({ context }) => context.count > 1,
    resumed: ({ context }) => context.resumed,
    intervalIsUsable: ({ context }) => Number.isFinite(context.interval) && context.interval > 0,
    isItemIndex: ({ context }, params: { index: number }) => Number.isInteger(params.index) && params.index >= 0 && params.index < context.count,
  },
  actions: {
    show: assign((_, params: { index: number }) => ({ index: params.index })),
    next: assign({ index: ({ context }) => wrap(context.index + 1, context.count) }),
    previous: assign({ index: ({ context }) => wrap(context.index - 1, context.count) }),
  },
}).createMachine({
  id: 'carousel',
  context: ({ input }) => {
    const count = Math.max(0, Math.floor(input.count));
    const kept = input.kept && input.kept.index < count ? input.kept.index : undefined;
    return { count, index: kept ?? 0, interval: input.interval, autoplay: input.autoplay, resumed: kept !== undefined };
  },
  // Whether to autoplay is known only from input, hence a transient first state.
  initial: 'starting',
  on: {
    SELECT: {
      guard: { type: 'isItemIndex', params: ({ event }) => ({ index: event.index }) },
      target: '.stopped',
      actions: { type: 'show', params: ({ event }) => ({ index: event.index }) },
    },
    NEXT: { guard: 'hasSeveralItems', target: '.stopped', actions: 'next' },
    PREV: { guard: 'hasSeveralItems', target: '.stopped', actions: 'previous' },
  },
  states: {
    starting: {
      always: [{ guard: and(['autoplayOn', 'hasSeveralItems', 'intervalIsUsable', not('resumed')]), target: 'playing' }, { target: 'stopped' }],
    },
    playing: {
      initial: 'running',
      on: { STOP: 'stopped' },
      states: {
        running: {
          // Re-entering restarts the timer for the following slide.
          after: { autoplayInterval: { target: 'running', reenter: true, actions: 'next' } },
          on: { HOLD: 'held' },
        },
        held: {
          on: { RELEASE: 'running' },
        },
      },
    },
    stopped: {
      on: { PLAY: { guard: and(['autoplayOn', 'hasSeveralItems', 'intervalIsUsable']), target: 'playing' } },
    },
  },
});

export type CarouselSnapshot = SnapshotFrom<typeof carouselMachine>;

export const currentIndex = (snapshot: CarouselSnapshot): number => snapshot.context.index;

/** Autoplay is on (running, or held while the visitor hovers or focuses the carousel): a pause button shows. */
export const isAutoplaying = (snapshot: CarouselSnapshot): boolean => snapshot.matches('playing');

/** Autoplay waits for the pointer or focus to leave. */
export const isHeld = (snapshot: CarouselSnapshot): boolean => snapshot.matches({ playing: 'held' });

/** A stopped carousel whose content asked for autoplay can be started again: a play button shows. */
export const canPlay = (snapshot: CarouselSnapshot): boolean => snapshot.can({ type: 'PLAY' });

/** What to keep with the history entry (`ids`: the slides' ids): the slide a stopped carousel shows; nothing while it plays. */
export const keptOf = (snapshot: CarouselSnapshot, ids: readonly string[]): { slide: string } | null => {
  const slide = ids[snapshot.context.index];
  return snapshot.matches('stopped') && slide !== undefined ? { slide } : null;
};

/** Previous and next buttons make sense only with more than one item. */
export const canNavigate = (snapshot: CarouselSnapshot): boolean => snapshot.can({ type: 'NEXT' });
