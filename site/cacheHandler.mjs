/**
 * Next's own file-system cache for rendered pages and route handlers (the social images under /og),
 * except that a 404 (and a data-cache entry of no story) stays in memory only (Next's bounded in-memory cache, 50 MB
 * by default), never written to disk unless it takes the place of a copy there (hasDiskCopy). The page route renders
 * any address on demand (lib/pageIndex.ts says why), and Next keeps each 404 it renders as four
 * files, about 0.4 MB: without this, every address a scanner invents would grow the disk for as
 * long as the server runs. Built on Next's internal class (next 16.4): check it when upgrading Next
 * (tests/browser/notfound.browser.test.ts fails if a 404 reaches the disk again; site/cacheHandler.test.ts if Next's
 * lifetime Map moves).
 */
import FileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import SharedCacheControlsModule from 'next/dist/server/lib/incremental-cache/shared-cache-controls.external.js';

const FileSystemCache = FileSystemCacheModule.default ?? FileSystemCacheModule;
const { SharedCacheControls } = SharedCacheControlsModule;

/**
 * A 404, or a data-cache entry of nothing (unstable_cache's `null`: the content source has no story at the path
 * asked). Every address a scanner invents reads the story at its path in each locale before it is a 404, and the
 * data cache kept each answer as a file of its own, for good (two per address, measured: 4 874 files after three
 * minutes of scanning).
 */
const isNotFound = (data) =>
  ((data?.kind === 'APP_PAGE' || data?.kind === 'APP_ROUTE') && data.status === 404) || (data?.kind === 'FETCH' && data.data?.body === 'null');

/**
 * Next also remembers each cached address's lifetime in a process-wide Map (SharedCacheControls.cacheControls) that
 * nothing ever empties: set before this handler's set, and again after each get of an entry that carries its lifetime.
 * For a page a second copy (the memory entry has it); for a 404, one entry per address a scanner invents, for as
 * long as the server runs (about 0.2–0.7 kB each, measured: docs/deployment.md "Memory"). A 404's is taken out again.
 */
const forgetLifetime = (key) => SharedCacheControls?.cacheControls?.delete(key);

/**
 * A write to the cache directory that failed (a read-only file system, a full disk): the entry stays in memory (Next
 * writes it there first) and the page is served; Next logged a seven-line stack trace for each one (180 lines a
 * webhook). Said once a minute instead, with the count, on a clock that only goes forward (as site/lib/failureLog.ts
 * does for the site's other repeating failures: that one is TypeScript, and Next loads this file as it is).
 * `failing` (until a write succeeds again) is what /internal/health reports as `pageCache` (site/lib/health.ts reads
 * it under the same global key: the route is bundled apart from this file).
 */
const WRITES = Symbol.for('flodvik.pageCache.failedWrites');
const writes = () => (globalThis[WRITES] ??= { count: 0, saidAt: -Infinity, failing: false });
export function noteFailedWrite(error, log = console.warn) {
  const failed = writes();
  failed.failing = true;
  failed.count += 1;
  const now = performance.now();
  if (now - failed.saidAt < 60_000) return;
  log(
    `[page cache] ${failed.count} write(s) to the cache directory failed (${error?.code ?? error?.message ?? error}): pages are kept in memory only, and rendered again after a restart. Make .next writable for the server's user (docs/deployment.md).`,
  );
  failed.saidAt = now;
  failed.count = 0;
}

/** A write to the cache directory that succeeded: the disk is mended (or had room again), health says `disk`. */
export function noteWrite() {
  writes().failing = false;
}

/**
 * Whether the cache directory holds a copy for this key from before: a page rendered and written there, or the build's
 * prerendered copy Next reads in its place (the part of the key after `/$/`), or a story's data-cache entry. A 404 (or
 * no story) that takes its place is written over it: kept in memory only, the copy was read again after a restart, or
 * once the memory cache had let the 404 go, and a page since unpublished, deleted or moved was served again. Such keys
 * are the site's own pages, never more than it has; an address a scanner invents has no copy.
 */
function hasDiskCopy(cache, key, data) {
  try {
    if (data.kind === 'FETCH') return cache.fs.existsSync(cache.getFilePath(key, 'FETCH'));
    const primary = data.kind === 'APP_ROUTE' ? '.body' : '.html';
    if (cache.fs.existsSync(cache.getFilePath(`${key}${primary}`, data.kind))) return true;
    const seed = key.indexOf('/$/');
    return seed !== -1 && cache.fs.existsSync(cache.getFilePath(`${key.slice(seed + 2)}${primary}`, data.kind));
  } catch {
    return false; // a key Next would not write (getFilePath refuses it): nothing of it on disk
  }
}

export default class PageCache extends FileSystemCache {
  async get(key, ctx) {
    const entry = await super.get(key, ctx);
    // Next puts the lifetime back into its Map in the same turn, after this resolves: taken out on the next one.
    if (isNotFound(entry?.value)) setImmediate(forgetLifetime, key);
    return entry;
  }

  async set(key, data, ctx) {
    const notFound = isNotFound(data);
    if (notFound) forgetLifetime(key);
    if (!notFound || (this.flushToDisk && hasDiskCopy(this, key, data))) {
      try {
        await super.set(key, data, ctx);
        return this.flushToDisk && data ? noteWrite() : undefined;
      } catch (error) {
        return noteFailedWrite(error);
      }
    }
    // set() reads flushToDisk before its first await: off for this one call, memory only.
    const flushToDisk = this.flushToDisk;
    this.flushToDisk = false;
    try {
      return super.set(key, data, ctx);
    } finally {
      this.flushToDisk = flushToDisk;
    }
  }
}
