/**
 * A button's loading state (SPEC §4): while loading, three dots cycle one step every 300 ms
 * (SPEC §9) and the button is disabled. The island sends START and STOP as its `loading`
 * prop changes (for a form button, from the form machine's `isLoading`).
 */
import { assign, setup, type SnapshotFrom } from 'xstate';
import { LOADING_DOT_STEP_MS } from '../constants';

/** The dots show 1, 2, 3, 1, … */
const DOT_COUNT = 3;

export interface LoadingButtonContext {
  /** 0, 1 or 2: which step of the cycle shows. */
  dotStep: number;
}

export type LoadingButtonEvent = { type: 'START' } | { type: 'STOP' };

export const loadingButtonMachine = setup({
  types: {
    context: {} as LoadingButtonContext,
    events: {} as LoadingButtonEvent,
  },
  delays: {
    dotStep: LOADING_DOT_STEP_MS,
  },
  actions: {
    resetDots: assign({ dotStep: 0 }),
    advanceDots: assign({ dotStep: ({ context }) => (context.dotStep + 1) % DOT_COUNT }),
  },
}).createMachine({
  id: 'loadingButton',
  context: { dotStep: 0 },
  initial: 'idle',
  states: {
    idle: {
      on: { START: { target: 'loading', actions: 'resetDots' } },
    },
    loading: {
      // Re-entering restarts the 300 ms timer for the next step.
      after: { dotStep: { target: 'loading', reenter: true, actions: 'advanceDots' } },
      on: { STOP: 'idle' },
    },
  },
});

export type LoadingButtonSnapshot = SnapshotFrom<typeof loadingButtonMachine>;

/** Loading, and so disabled: a second click cannot send the form twice. */
export const isDisabled = (snapshot: LoadingButtonSnapshot): boolean => snapshot.matches('loading');

/** How many dots show: 1, 2 or 3 while loading; 0 otherwise. */
export const visibleDots = (snapshot: LoadingButtonSnapshot): number => (snapshot.matches('loading') ? snapshot.context.dotStep + 1 : 0);
