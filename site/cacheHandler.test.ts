/**
 * The page cache (site/cacheHandler.mjs) against Next's own classes: a 404 stays in memory, and its lifetime does not
 * stay in Next's process-wide Map, which nothing empties (one entry per address a scanner invents).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test, vi } from 'vitest';
import SharedCacheControlsModule from 'next/dist/server/lib/incremental-cache/shared-cache-controls.external.js';
import { nodeFs } from 'next/dist/server/lib/node-fs-methods.js';
import PageCache, { noteFailedWrite } from './cacheHandler.mjs';

const { SharedCacheControls } = SharedCacheControlsModule as unknown as { SharedCacheControls: { cacheControls: Map<string, unknown> } };
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-cache-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

type Handler = { get(key: string, ctx: object): Promise<unknown>; set(key: string, data: unknown, ctx: object): Promise<void> };
const Cache = PageCache as unknown as new (ctx: object) => Handler;
const cache = new Cache({ fs: nodeFs, flushToDisk: true, serverDistDir: dir, maxMemoryCacheSize: 1024 * 1024, revalidatedTags: [] });
const page = (status: number) => ({
  kind: 'APP_PAGE',
  html: '<html></html>',
  rscData: Buffer.from(''),
  headers: {},
  status,
  postponed: undefined,
  segmentData: undefined,
});
const lifetime = { revalidate: 3600, expire: 86400 };
const settled = () => new Promise((resolve) => setImmediate(resolve));

test('a 404 is kept in memory, and Next’s Map of lifetimes forgets its address after the set and after each get', async () => {
  const key = `/route-cache/APP_PAGE/x/$/sv/finns-inte-${Date.now()}`;
  // What Next's IncrementalCache does: the lifetime into its Map, then the handler's set.
  SharedCacheControls.cacheControls.set(key, lifetime);
  await cache.set(key, page(404), { cacheControl: lifetime });
  expect(SharedCacheControls.cacheControls.has(key)).toBe(false);
  const entry = (await cache.get(key, { kind: 'APP_PAGE' })) as { value: { status: number } } | null;
  expect(entry?.value.status).toBe(404);
  // Next puts it back after the get, in the same turn; it is gone again on the next.
  SharedCacheControls.cacheControls.set(key, lifetime);
  await settled();
  expect(SharedCacheControls.cacheControls.has(key)).toBe(false);
});

test('a page keeps its lifetime in the Map', async () => {
  const key = `/route-cache/APP_PAGE/x/$/sv/sida-${Date.now()}`;
  SharedCacheControls.cacheControls.set(key, lifetime);
  await cache.set(key, page(200), { cacheControl: lifetime });
  await cache.get(key, { kind: 'APP_PAGE' });
  await settled();
  expect(SharedCacheControls.cacheControls.get(key)).toEqual(lifetime);
  // Written to disk, as Next does; the 404 above was not.
  expect(fs.readdirSync(dir, { recursive: true }).some((f) => String(f).includes('sida-'))).toBe(true);
  expect(fs.readdirSync(dir, { recursive: true }).some((f) => String(f).includes('finns-inte-'))).toBe(false);
});

/** What a restart does to an entry, or the memory cache letting it go: the next get reads the disk. */
const forgetInMemory = (key: string) => (PageCache as unknown as { memoryCache: { remove(key: string): void } }).memoryCache.remove(key);

test('a 404 that takes the place of a page on disk (unpublished, deleted or moved since) is written over it: a restart does not bring the page back', async () => {
  const key = `/route-cache/APP_PAGE/x/$/sv/kampanj-${Date.now()}`;
  await cache.set(key, page(200), { cacheControl: lifetime });
  await cache.set(key, page(404), { cacheControl: lifetime });
  forgetInMemory(key);
  const entry = (await cache.get(key, { kind: 'APP_PAGE' })) as { value: { status: number } } | null;
  expect(entry?.value.status).toBe(404);
  // The build's prerendered copy (read in place of a key's own until it has one) counts as a copy too.
  const seeded = `sv/forrendrerad-${Date.now()}`;
  fs.mkdirSync(path.join(dir, 'app', 'sv'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'app', `${seeded}.html`), '<html>gammal</html>');
  await cache.set(`/route-cache/APP_PAGE/x/$/${seeded}`, page(404), { cacheControl: lifetime });
  expect(fs.existsSync(path.join(dir, 'route-cache', 'APP_PAGE', 'x', '$', `${seeded}.html`))).toBe(true);
});

test("a data-cache entry of no story (an invented address's lookup) stays in memory; one of a story is written", async () => {
  const fetched = (body: string) => ({ kind: 'FETCH', data: { headers: {}, body, status: 200, url: '' }, revalidate: 3600 });
  const nothing = `nothing-${Date.now()}`;
  const story = `story-${Date.now()}`;
  // The data cache's files go beside the server's directory (.next/cache/fetch-cache).
  const data = new Cache({ fs: nodeFs, flushToDisk: true, serverDistDir: path.join(dir, 'server'), maxMemoryCacheSize: 1024 * 1024, revalidatedTags: [] });
  await data.set(nothing, fetched('null'), { fetchCache: true, tags: ['sb'] });
  await data.set(story, fetched('{"id":1}'), { fetchCache: true, tags: ['sb'] });
  const entry = (await data.get(nothing, { kind: 'FETCH', tags: ['sb'] })) as { value: { data: { body: string } } } | null;
  expect(entry?.value.data.body).toBe('null');
  const files = fs.readdirSync(path.join(dir, 'cache', 'fetch-cache'), { recursive: true }).map(String);
  expect(files.some((f) => f.includes(story))).toBe(true);
  expect(files.some((f) => f.includes(nothing))).toBe(false);
  // The story unpublished or deleted since: its "no story" is written over the story's file, which a restart read again.
  await data.set(story, fetched('null'), { fetchCache: true, tags: ['sb'] });
  forgetInMemory(story);
  const after = (await data.get(story, { kind: 'FETCH', tags: ['sb'] })) as { value: { data: { body: string } } } | null;
  expect(after?.value.data.body).toBe('null');
});

test('a cache directory that cannot be written (a read-only or full disk): the page is kept in memory and served, and the log says so once a minute with a count, not per write', async () => {
  const file = path.join(dir, 'not-a-directory');
  fs.writeFileSync(file, '');
  const broken = new Cache({ fs: nodeFs, flushToDisk: true, serverDistDir: file, maxMemoryCacheSize: 1024 * 1024, revalidatedTags: [] });
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  try {
    const key = `/route-cache/APP_PAGE/x/$/sv/skrivskyddad-${Date.now()}`;
    await expect(broken.set(key, page(200), { cacheControl: lifetime })).resolves.toBeUndefined();
    const entry = (await broken.get(key, { kind: 'APP_PAGE' })) as { value: { status: number } } | null;
    expect(entry?.value.status).toBe(200);
    await broken.set(`${key}-2`, page(200), { cacheControl: lifetime });
    const said = warn.mock.calls.map(([line]) => String(line)).filter((line) => line.startsWith('[page cache]'));
    expect(said.length).toBeLessThanOrEqual(1); // one line a minute (another test's may have said it already)
    const lines: string[] = [];
    // The faked clock starts at 0, and the line above was said at the real one's reading (the worker's age): a minute
    // past that, not past 0, which a worker older than a second had not reached (the test failed on a loaded machine).
    const saidBy = performance.now();
    vi.useFakeTimers({ toFake: ['performance'] });
    try {
      vi.advanceTimersByTime(saidBy + 61_000);
      noteFailedWrite(Object.assign(new Error('read-only'), { code: 'EROFS' }), (line: string) => lines.push(line));
    } finally {
      vi.useRealTimers();
    }
    expect(lines).toEqual([expect.stringMatching(/^\[page cache\] \d+ write\(s\) to the cache directory failed \(EROFS\)/)]);
  } finally {
    warn.mockRestore();
  }
});
