/**
 * The language menu (SPEC §2): a toggle that lists the current path under the other locale.
 * The island sends CLOSE on an outside click or Escape, and ROUTE_CHANGED when the path changes.
 */
import { setup, type SnapshotFrom } from 'xstate';

export type LanguageMenuEvent = { type: 'TOGGLE' } | { type: 'CLOSE' } | { type: 'ROUTE_CHANGED' };

export const languageMenuMachine = setup({
  types: {
    events: {} as LanguageMenuEvent,
  },
}).createMachine({
  id: 'languageMenu',
  initial: 'closed',
  states: {
    closed: {
      on: { TOGGLE: 'open' },
    },
    open: {
      on: {
        TOGGLE: 'closed',
        CLOSE: 'closed',
        ROUTE_CHANGED: 'closed',
      },
    },
  },
});

export type LanguageMenuSnapshot = SnapshotFrom<typeof languageMenuMachine>;

export { isOpen } from './languageMenu.selectors';
