import { afterEach, expect, test, vi } from 'vitest';
import { memoryStorage } from '~/tests/helpers/storage';
import { keepInEntry, MAX_ENTRIES, readEntryState, reloadedIntoCurrentEntry } from './entryState';

test('a value is kept with its history entry and under its part: another entry (a new visit of the page) has none', () => {
  const storage = memoryStorage();
  const faq = { key: 'entry-1', storage };
  keepInEntry('collapse:faq', { category: 'Villkor', openIds: ['q2'] }, faq);
  keepInEntry('collapse:jobs', { category: null, openIds: [] }, faq);
  expect(readEntryState('collapse:faq', faq)).toEqual({ category: 'Villkor', openIds: ['q2'] });
  expect(readEntryState('collapse:jobs', faq)).toEqual({ category: null, openIds: [] });
  expect(readEntryState('collapse:faq', { key: 'entry-2', storage })).toBeUndefined();
  keepInEntry('collapse:faq', { category: 'Lån', openIds: [] }, faq);
  expect(readEntryState('collapse:faq', faq)).toEqual({ category: 'Lån', openIds: [] });
});

test('without the Navigation API (no entry key) or storage nothing is kept, and nothing throws', () => {
  const storage = memoryStorage();
  keepInEntry('collapse:faq', { category: 'Villkor' }, { key: undefined, storage });
  expect(storage.length).toBe(0);
  expect(readEntryState('collapse:faq', { key: undefined, storage })).toBeUndefined();
  expect(() => keepInEntry('collapse:faq', 1, { key: 'e', storage: undefined })).not.toThrow();
  const full = {
    getItem: () => null,
    setItem: () => {
      throw new DOMException('full', 'QuotaExceededError');
    },
  };
  expect(() => keepInEntry('collapse:faq', 1, { key: 'e', storage: full })).not.toThrow();
});

test('only the most recent entries are kept; what another version of the site left there is read as nothing', () => {
  const storage = memoryStorage();
  for (let i = 0; i < MAX_ENTRIES + 5; i++) keepInEntry('part', i, { key: `entry-${i}`, storage });
  expect(readEntryState('part', { key: 'entry-4', storage })).toBeUndefined();
  expect(readEntryState('part', { key: 'entry-5', storage })).toBe(5);
  // Written again, an old entry becomes the most recent: the next one to go is the oldest of the others.
  keepInEntry('part', 'again', { key: 'entry-5', storage });
  keepInEntry('part', 'new', { key: 'entry-new', storage });
  expect(readEntryState('part', { key: 'entry-5', storage })).toBe('again');
  expect(readEntryState('part', { key: 'entry-6', storage })).toBeUndefined();
  expect(readEntryState('part', { key: 'entry-7', storage })).toBe(7);
  for (const junk of ['not json', 'null', '[1]', '{"entry-7": 3}']) {
    const other = memoryStorage();
    other.setItem('flodvik:entry-state', junk);
    expect(readEntryState('part', { key: 'entry-7', storage: other })).toBeUndefined();
    keepInEntry('part', 1, { key: 'entry-7', storage: other });
    expect(readEntryState('part', { key: 'entry-7', storage: other })).toBe(1);
  }
});

afterEach(() => vi.unstubAllGlobals());

test('a reload is told by the Navigation API: the entry the document was loaded for, by a reload, and still the current one', () => {
  const navigation = (navigationType: string, activationKey: string, currentKey: string) => ({
    activation: { navigationType, entry: { key: activationKey } },
    currentEntry: { key: currentKey },
  });
  vi.stubGlobal('window', { navigation: navigation('reload', 'e1', 'e1'), sessionStorage: memoryStorage() });
  expect(reloadedIntoCurrentEntry()).toBe(true);
  // A page the router drew since (another entry), a new visit, a traversal.
  vi.stubGlobal('window', { navigation: navigation('reload', 'e1', 'e2'), sessionStorage: memoryStorage() });
  expect(reloadedIntoCurrentEntry()).toBe(false);
  for (const type of ['push', 'replace', 'traverse']) {
    vi.stubGlobal('window', { navigation: navigation(type, 'e1', 'e1'), sessionStorage: memoryStorage() });
    expect(reloadedIntoCurrentEntry()).toBe(false);
  }
  // Without the Navigation API.
  vi.stubGlobal('window', { sessionStorage: memoryStorage() });
  expect(reloadedIntoCurrentEntry()).toBe(false);
});
