/**
 * A collapsible list filtered by category (FAQ and job sections, SPEC §2 and §4): items toggle
 * independently; categories select the visible items, the first category by default; with no
 * categories at all every item is visible. Toggled items keep their state while hidden.
 */
import { assign, setup, type SnapshotFrom } from 'xstate';
import { parseCategories } from './categories';

export interface CollapseItemInput {
  /**
   * Unique in the page: the item's Disclosure reads its state and sends TOGGLE by it (blocks/_ui/ids `blockId`,
   * the id the item renders with). Two items with one id would open, close and filter together.
   */
  id: string;
  /** Comma-separated, as content gives it. */
  categories?: string | null;
  /** Open on arrival. */
  open?: boolean;
}

export interface CollapseInput {
  items: readonly CollapseItemInput[];
  /**
   * The list as the visitor left it in this history entry (blocks/_lib/entryState.ts), read back on Back: its
   * category and open items, where the content still has them (an editor may have changed it since).
   */
  kept?: CollapseKept;
}

/** What a list keeps of the visitor's choices. */
export interface CollapseKept {
  category: string | null;
  openIds: string[];
}

/** A kept value read back from storage (untrusted: another version of the site may have written it), or undefined. */
export function readKept(value: unknown): CollapseKept | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { category, openIds } = value as Record<string, unknown>;
  if (!(category === null || typeof category === 'string')) return undefined;
  if (!Array.isArray(openIds) || !openIds.every((id) => typeof id === 'string')) return undefined;
  return { category, openIds };
}

export interface CollapseItem {
  id: string;
  categories: string[];
}

export interface CollapseContext {
  items: CollapseItem[];
  /** Every category, once each, in order of first appearance. */
  categories: string[];
  /** null only when no item has a category. */
  selectedCategory: string | null;
  openIds: string[];
}

export type CollapseEvent = { type: 'TOGGLE'; id: string } | { type: 'SELECT_CATEGORY'; category: string };

export const collapseMachine = setup({
  types: {
    input: {} as CollapseInput,
    context: {} as CollapseContext,
    events: {} as CollapseEvent,
  },
  guards: {
    isItem: ({ context }, params: { id: string }) => context.items.some((item) => item.id === params.id),
    isCategory: ({ context }, params: { category: string }) => context.categories.includes(params.category),
  },
  actions: {
    toggle: assign({
      openIds: ({ context }, params: { id: string }) =>
        context.openIds.includes(params.id) ? context.openIds.filter((id) => id !== params.id) : [...context.openIds, params.id],
    }),
    selectCategory: assign((_, params: { category: string }) => ({ selectedCategory: params.category })),
  },
}).createMachine({
  id: 'collapse',
  context: ({ input }) => {
    const items = input.items.map((item) => ({ id: item.id, categories: parseCategories(item.categories) }));
    const categories = [...new Set(items.flatMap((item) => item.categories))];
    const { kept } = input;
    return {
      items,
      categories,
      selectedCategory: kept?.category != null && categories.includes(kept.category) ? kept.category : (categories[0] ?? null),
      openIds: kept
        ? items.filter((item) => kept.openIds.includes(item.id)).map((item) => item.id)
        : input.items.filter((item) => item.open === true).map((item) => item.id),
    };
  },
  initial: 'ready',
  states: {
    ready: {
      on: {
        TOGGLE: {
          guard: { type: 'isItem', params: ({ event }) => ({ id: event.id }) },
          actions: { type: 'toggle', params: ({ event }) => ({ id: event.id }) },
        },
        SELECT_CATEGORY: {
          guard: { type: 'isCategory', params: ({ event }) => ({ category: event.category }) },
          actions: { type: 'selectCategory', params: ({ event }) => ({ category: event.category }) },
        },
      },
    },
  },
});

export type CollapseSnapshot = SnapshotFrom<typeof collapseMachine>;

/**
 * Ids of the items to show, in content order: those of the selected category, and those with no
 * category at all, which belong to every category (an editor's uncategorised question never vanishes).
 */
export const visibleItemIds = (snapshot: CollapseSnapshot): string[] => {
  const { items, selectedCategory } = snapshot.context;
  return items.filter((item) => selectedCategory === null || item.categories.length === 0 || item.categories.includes(selectedCategory)).map((item) => item.id);
};

export const isOpen = (snapshot: CollapseSnapshot, id: string): boolean => snapshot.context.openIds.includes(id);

export const categories = (snapshot: CollapseSnapshot): readonly string[] => snapshot.context.categories;

export const selectedCategory = (snapshot: CollapseSnapshot): string | null => snapshot.context.selectedCategory;
