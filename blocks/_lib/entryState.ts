/**
 * What a visitor chose on a page, kept with the history entry it was chosen in: Back to the page (or Forward) shows
 * it as it was left, a new visit of the same address (a new entry) starts afresh. Entries are told apart by the
 * Navigation API's key, which stays the same across the router's history.replaceState, a reload and a traversal
 * (its per-entry state would not: replaceState empties it, and the router replaces the entry it commits). The values
 * live in sessionStorage, this tab's, for the most recent MAX_ENTRIES entries. Without the Navigation API (or
 * storage), nothing is kept: the page shows as the server drew it, as before.
 */

/** The one sessionStorage key (the privacy page names it). */
export const ENTRY_STATE_STORAGE = 'flodvik:entry-state';
const STORE = ENTRY_STATE_STORAGE;
/** A tab's history rarely holds more pages; the oldest entries' values go first. */
export const MAX_ENTRIES = 50;

type Entries = Record<string, Record<string, unknown>>;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Where values are kept: the current history entry's key (undefined without the Navigation API) and the tab's storage. */
export interface EntryPlace {
  key: string | undefined;
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined;
}

/** The key of the entry this document was loaded for (the page the server drew), or undefined without the Navigation API. */
export function activationEntryKey(): string | undefined {
  try {
    const key = (window as { navigation?: { activation?: { entry?: { key?: unknown } | null } | null } }).navigation?.activation?.entry?.key;
    return typeof key === 'string' && key !== '' ? key : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether the current entry is the one this document was loaded for by a reload (not a page the router drew since, nor
 * a new visit), as the Navigation API says it; false without it.
 */
export function reloadedIntoCurrentEntry(): boolean {
  try {
    const activation = (window as { navigation?: { activation?: { navigationType?: unknown } | null } }).navigation?.activation;
    const key = activationEntryKey();
    return activation?.navigationType === 'reload' && key !== undefined && key === entryPlace().key;
  } catch {
    return false;
  }
}

/** The current entry's place (read it when the value is read, not when it is written: the entry may have changed since). */
export function entryPlace(): EntryPlace {
  let key: unknown;
  let storage: Storage | undefined;
  try {
    key = (window as { navigation?: { currentEntry?: { key?: unknown } | null } }).navigation?.currentEntry?.key;
    storage = window.sessionStorage;
  } catch {
    // Storage refused (cookies blocked): nothing is kept.
  }
  return { key: typeof key === 'string' && key !== '' ? key : undefined, storage };
}

function readEntries(storage: EntryPlace['storage']): Entries {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(STORE) ?? '{}');
    if (!isRecord(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, Record<string, unknown>] => isRecord(entry[1])));
  } catch {
    return {};
  }
}

/** The value kept under `part` (a block's own name for it) with the current entry; undefined if none. Untrusted: check its shape. */
export function readEntryState(part: string, { key, storage }: EntryPlace = entryPlace()): unknown {
  return key === undefined ? undefined : readEntries(storage)[key]?.[part];
}

/** Keeps `value` (JSON) under `part` with the current entry, replacing what was kept there. */
export function keepInEntry(part: string, value: unknown, { key, storage }: EntryPlace = entryPlace()): void {
  if (key === undefined || !storage) return;
  const entries = readEntries(storage);
  const own = { ...entries[key], [part]: value };
  delete entries[key];
  // Keys in the order their entries were last written (none is an integer, so the object keeps that order).
  const others = Object.keys(entries).slice(-(MAX_ENTRIES - 1));
  const kept: Entries = Object.fromEntries(others.map((other) => [other, entries[other]!]));
  kept[key] = own;
  try {
    storage.setItem(STORE, JSON.stringify(kept));
  } catch {
    // Storage full or refused (a private window's quota): the page works on; Back shows it as drawn.
  }
}
