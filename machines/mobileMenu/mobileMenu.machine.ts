/**
 * The mobile navigation menu (SPEC §2): opened and closed by the burger, closed on route change,
 * its dropdown sections expanding and collapsing, its height the window's minus the bar's.
 *
 * Sections open independently (several may be open at once): opening one never moves another
 * out from under the visitor's finger. Closing the menu collapses them, so it reopens tidy. The same
 * sections are the bar's dropdowns on wide windows, where the menu itself stays closed: there they
 * toggle too, and collapse on CLOSE_SECTIONS (an outside click, Escape) and on a route change.
 */
import { assign, setup, type SnapshotFrom } from 'xstate';
import { DESKTOP_BREAKPOINT_PX } from '../constants';

export interface MobileMenuInput {
  windowHeight?: number;
  barHeight?: number;
}

export interface MobileMenuContext {
  windowHeight: number;
  barHeight: number;
  /** Ids of the expanded dropdown sections, in the order they were opened. */
  openSections: string[];
}

export type MobileMenuEvent =
  | { type: 'TOGGLE' }
  | { type: 'CLOSE' }
  | { type: 'ROUTE_CHANGED' }
  | { type: 'TOGGLE_SECTION'; id: string }
  | { type: 'CLOSE_SECTIONS' }
  /** windowWidth, when given, closes the menu once the window is as wide as the desktop bar (a turned tablet). */
  | { type: 'RESIZE'; windowHeight: number; barHeight: number; windowWidth?: number };

/** Measurements arrive from the DOM; anything that is not a finite length counts as 0. */
const length = (value: number | undefined): number => (value !== undefined && Number.isFinite(value) && value > 0 ? value : 0);

export const mobileMenuMachine = setup({
  types: {
    input: {} as MobileMenuInput,
    context: {} as MobileMenuContext,
    events: {} as MobileMenuEvent,
  },
  guards: {
    isDesktopWidth: (_, params: { windowWidth: number | undefined }) => params.windowWidth !== undefined && params.windowWidth >= DESKTOP_BREAKPOINT_PX,
  },
  actions: {
    measure: assign((_, params: { windowHeight: number; barHeight: number }) => ({
      windowHeight: length(params.windowHeight),
      barHeight: length(params.barHeight),
    })),
    toggleSection: assign({
      openSections: ({ context }, params: { id: string }) =>
        context.openSections.includes(params.id) ? context.openSections.filter((id) => id !== params.id) : [...context.openSections, params.id],
    }),
    collapseSections: assign({ openSections: () => [] }),
  },
}).createMachine({
  id: 'mobileMenu',
  context: ({ input }) => ({
    windowHeight: length(input.windowHeight),
    barHeight: length(input.barHeight),
    openSections: [],
  }),
  initial: 'closed',
  on: {
    RESIZE: {
      actions: {
        type: 'measure',
        params: ({ event }) => ({ windowHeight: event.windowHeight, barHeight: event.barHeight }),
      },
    },
    TOGGLE_SECTION: {
      actions: { type: 'toggleSection', params: ({ event }) => ({ id: event.id }) },
    },
    CLOSE_SECTIONS: { actions: 'collapseSections' },
  },
  states: {
    closed: {
      on: {
        TOGGLE: 'open',
        ROUTE_CHANGED: { actions: 'collapseSections' },
      },
    },
    open: {
      exit: 'collapseSections',
      on: {
        TOGGLE: 'closed',
        CLOSE: 'closed',
        ROUTE_CHANGED: 'closed',
        // The burger is gone on a desktop-wide window: a menu left open there could not be closed.
        RESIZE: {
          guard: { type: 'isDesktopWidth', params: ({ event }) => ({ windowWidth: event.windowWidth }) },
          target: 'closed',
          actions: {
            type: 'measure',
            params: ({ event }) => ({ windowHeight: event.windowHeight, barHeight: event.barHeight }),
          },
        },
      },
    },
  },
});

export type MobileMenuSnapshot = SnapshotFrom<typeof mobileMenuMachine>;

export { isOpen, isSectionOpen, menuHeight } from './mobileMenu.selectors';
