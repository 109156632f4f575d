import { describe, expect, test, vi } from 'vitest';
import { LastGood, readWithFallback, type FallbackDeps } from './lastGood';

function deps(outage = false, store = new LastGood()) {
  return {
    store,
    outage: () => outage,
    retrySoon: vi.fn(async () => undefined),
    warn: vi.fn(),
  } satisfies FallbackDeps;
}
const down = () => Promise.reject(new Error('Storyblok answered cdn/stories/sv/nyhet with HTTP 503'));
/** Next's unstable_cache with nothing cached: runs the fetch. */
const miss = <T>(fetch: () => Promise<T>) => fetch();

describe('LastGood', () => {
  test('gives a copy: what a reader does to it does not change what is kept', () => {
    const store = new LastGood();
    store.remember('a', { title: 'Första' });
    const first = store.recall<{ title: string }>('a')!;
    first.title = 'changed by a reader';
    expect(store.recall('a')).toEqual({ title: 'Första' });
    expect(store.recall('missing')).toBeUndefined();
  });

  test('keeps null (no such story: the other locale of most pages) apart, a bounded number of them, so invented addresses cannot push content out', () => {
    const store = new LastGood(1000, 3);
    store.remember('page', { title: 'x' });
    store.remember('gone', null);
    expect(store.recall('gone')).toBeNull();
    expect(store.has('gone')).toBe(true);
    for (const key of ['a', 'b', 'c']) store.remember(key, null);
    expect(store.has('gone')).toBe(false); // the least recently used null went
    expect(store.recall('page')).toEqual({ title: 'x' });
    store.remember('a', { now: 'found' });
    expect(store.recall('a')).toEqual({ now: 'found' });
    store.remember('page', null);
    expect(store.recall('page')).toBeNull();
    expect(store.cost).toBe(1 + JSON.stringify({ now: 'found' }).length + 100); // only a's content counts now
  });

  test('stays within its size, keys and a per-entry overhead counted: the least recently used goes first; one result over the bound is not kept', () => {
    // Each entry below costs 1 (key) + 10 (JSON) + 100 (overhead).
    const store = new LastGood(340);
    store.remember('a', 'x'.repeat(8));
    store.remember('b', 'y'.repeat(8));
    expect(store.has('a')).toBe(true); // used: b is now the least recently used
    store.remember('c', 'z'.repeat(8));
    expect(store.cost).toBe(333);
    store.remember('d', 'w'.repeat(8));
    expect(store.recall('b')).toBeUndefined();
    expect(store.recall('a')).toBe('x'.repeat(8));
    expect(store.size).toBe(3);
    store.remember('huge', 'h'.repeat(400));
    expect(store.recall('huge')).toBeUndefined();
    store.remember('a', 'shorter');
    expect(store.recall('a')).toBe('shorter');
  });

  test('many small entries under long keys are bounded too', () => {
    const store = new LastGood(100_000);
    for (let i = 0; i < 10_000; i++) store.remember(`${'k'.repeat(1000)}${i}`, 1);
    expect(store.cost).toBeLessThanOrEqual(100_000);
    expect(store.size).toBeLessThan(100);
  });
});

describe('readWithFallback', () => {
  test('a good read is returned and kept; the page keeps its usual lifetime', async () => {
    const d = deps();
    expect(await readWithFallback('k', 'story sv nyhet', async () => ({ v: 1 }), miss, d)).toEqual({ v: 1 });
    expect(d.store.recall('k')).toEqual({ v: 1 });
    expect(d.retrySoon).not.toHaveBeenCalled();
  });

  test('a failed read takes the last good result, says so in the log and has the page retried soon', async () => {
    const d = deps();
    await readWithFallback('k', 'story sv nyhet', async () => ({ v: 1 }), miss, d);
    expect(await readWithFallback('k', 'story sv nyhet', down, miss, d)).toEqual({ v: 1 });
    expect(d.retrySoon).toHaveBeenCalledTimes(1);
    expect(d.warn).toHaveBeenCalledWith(
      expect.stringMatching(/story sv nyhet could not be read \(Storyblok answered .* HTTP 503\): served from the last good copy, retried in 60 s/),
    );
  });

  test('without a last good result the failure is thrown as it was (the proxy makes it a 503)', async () => {
    const d = deps();
    await expect(readWithFallback('k', 'story', down, miss, d)).rejects.toThrow('HTTP 503');
    expect(d.retrySoon).not.toHaveBeenCalled();
  });

  test('while an outage is on record a read with a last good result does not wait for the API', async () => {
    const store = new LastGood();
    store.remember('k', { v: 1 });
    const d = deps(true, store);
    const fetch = vi.fn(async () => ({ v: 2 }));
    expect(await readWithFallback('k', 'story', fetch, miss, d)).toEqual({ v: 1 });
    expect(fetch).not.toHaveBeenCalled();
    expect(d.retrySoon).toHaveBeenCalledTimes(1);
    // One without a last good result still asks.
    expect(await readWithFallback('other', 'story', fetch, miss, d)).toEqual({ v: 2 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  test("during an outage Next's fresh entry still answers as usual (its tags, its lifetime); only a refresh fails at once", async () => {
    const store = new LastGood();
    store.remember('k', { v: 'kept' });
    const d = deps(true, store);
    const fetch = vi.fn(async () => ({ v: 'api' }));
    const hit = async <T>() => ({ v: 'cached' }) as T;
    expect(await readWithFallback('k', 'story', fetch, hit, d)).toEqual({ v: 'cached' });
    expect(d.retrySoon).not.toHaveBeenCalled();
    const staleOnError = async <T>(read: () => Promise<T>) => read().catch(() => ({ v: 'stale' }) as T);
    expect(await readWithFallback('k', 'story', fetch, staleOnError, d)).toEqual({ v: 'stale' });
    expect(d.retrySoon).toHaveBeenCalledTimes(1);
    expect(fetch).not.toHaveBeenCalled();
    expect(d.warn).not.toHaveBeenCalled();
  });

  test("the cache's stale entry after a failed refresh is served, but the page is retried soon", async () => {
    const d = deps();
    // Like unstable_cache with a stale entry: the refresh fails, the stale value comes back.
    const staleOnError = async <T>(fetch: () => Promise<T>) => fetch().catch(() => ({ v: 'stale' }) as T);
    expect(await readWithFallback('k', 'story', down, staleOnError, d)).toEqual({ v: 'stale' });
    expect(d.retrySoon).toHaveBeenCalledTimes(1);
    expect(d.warn).not.toHaveBeenCalled();
  });

  test("what the API answers is kept, also from Next's refresh behind a read that got the stale entry; a cached value does not replace it", async () => {
    const d = deps();
    let refreshed: Promise<unknown> = Promise.resolve();
    // Like unstable_cache with a stale entry and a working API: the stale value now, the refresh behind it.
    const staleThenRefresh = async <T>(fetch: () => Promise<T>) => {
      refreshed = fetch();
      return { v: 'stale' } as T;
    };
    expect(await readWithFallback('k', 'story', async () => ({ v: 'fresh' }), staleThenRefresh, d)).toEqual({ v: 'stale' });
    await refreshed;
    expect(d.store.recall('k')).toEqual({ v: 'fresh' });
    const hit = async <T>() => ({ v: 'cached' }) as T;
    await readWithFallback('k', 'story', down, hit, d);
    expect(d.store.recall('k')).toEqual({ v: 'fresh' });
  });

  test('a value from the cache (no fetch at all) is kept as the last good result without shortening anything', async () => {
    const d = deps();
    const hit = async <T>() => ({ v: 'cached' }) as T;
    expect(await readWithFallback('k', 'story', down, hit, d)).toEqual({ v: 'cached' });
    expect(d.store.recall('k')).toEqual({ v: 'cached' });
    expect(d.retrySoon).not.toHaveBeenCalled();
  });
});
