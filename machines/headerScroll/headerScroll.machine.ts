/**
 * The navigation bar's look (SPEC §2): opaque and shadowed once the page is scrolled past the
 * bar's own height, or whenever the window is narrower than the desktop breakpoint.
 *
 * Scroll events are throttled to one per 100 ms (SPEC §9): the first is applied at once; later
 * ones in the window are held and the last of them applied when the window ends (which opens a
 * new window), so the resting position is never lost.
 */
import { assign, setup, type SnapshotFrom } from 'xstate';
import { SCROLL_THROTTLE_MS } from '../constants';

export interface HeaderScrollInput {
  windowWidth: number;
  barHeight: number;
  /** Where the page is on arrival (a reload keeps the scroll position). */
  scrollY?: number;
}

export interface HeaderScrollContext {
  scrollY: number;
  windowWidth: number;
  barHeight: number;
  /** The latest position seen during a throttle window, applied when it ends. */
  pendingScrollY: number | null;
}

export type HeaderScrollEvent = { type: 'SCROLL'; scrollY: number } | { type: 'RESIZE'; windowWidth: number; barHeight?: number };

/** Measurements come from the DOM; a missing or broken one counts as 0. */
const measured = (value: number | undefined): number => (value !== undefined && Number.isFinite(value) ? value : 0);

export const headerScrollMachine = setup({
  types: {
    input: {} as HeaderScrollInput,
    context: {} as HeaderScrollContext,
    events: {} as HeaderScrollEvent,
  },
  delays: {
    scrollThrottle: SCROLL_THROTTLE_MS,
  },
  guards: {
    hasPendingScroll: ({ context }) => context.pendingScrollY !== null,
  },
  actions: {
    applyScroll: assign((_, params: { scrollY: number }) => ({ scrollY: measured(params.scrollY) })),
    holdScroll: assign((_, params: { scrollY: number }) => ({ pendingScrollY: measured(params.scrollY) })),
    applyPendingScroll: assign(({ context }) => ({
      scrollY: context.pendingScrollY ?? context.scrollY,
      pendingScrollY: null,
    })),
    measure: assign(({ context }, params: { windowWidth: number; barHeight: number | undefined }) => ({
      windowWidth: measured(params.windowWidth),
      barHeight: params.barHeight === undefined ? context.barHeight : measured(params.barHeight),
    })),
  },
}).createMachine({
  id: 'headerScroll',
  context: ({ input }) => ({
    scrollY: measured(input.scrollY),
    windowWidth: measured(input.windowWidth),
    barHeight: measured(input.barHeight),
    pendingScrollY: null,
  }),
  initial: 'ready',
  on: {
    // Resizes are rare next to scrolls: applied at once, not throttled.
    RESIZE: {
      actions: {
        type: 'measure',
        params: ({ event }) => ({ windowWidth: event.windowWidth, barHeight: event.barHeight }),
      },
    },
  },
  states: {
    ready: {
      on: {
        SCROLL: {
          target: 'throttled',
          actions: { type: 'applyScroll', params: ({ event }) => ({ scrollY: event.scrollY }) },
        },
      },
    },
    throttled: {
      on: {
        SCROLL: { actions: { type: 'holdScroll', params: ({ event }) => ({ scrollY: event.scrollY }) } },
      },
      after: {
        scrollThrottle: [
          // Applying the held position counts as a handled scroll: it opens a new window.
          { guard: 'hasPendingScroll', target: 'throttled', reenter: true, actions: 'applyPendingScroll' },
          { target: 'ready' },
        ],
      },
    },
  },
});

export type HeaderScrollSnapshot = SnapshotFrom<typeof headerScrollMachine>;

export { isOpaque } from './headerScroll.selectors';
