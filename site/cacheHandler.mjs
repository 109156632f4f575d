/**
 * Next's own file-system cache for rendered pages and route handlers (the social images under /og),
 * except that a 404 stays in memory only (Next's
 * bounded in-memory cache, 50 MB by default) and is never written to disk. The page route renders
 * any address on demand (lib/pageIndex.ts says why), and Next keeps each 404 it renders as four
 * files, about 0.4 MB: without this, every address a scanner invents would grow the disk for as
 * long as the server runs. Built on Next's internal class (next 16.4): check it when upgrading Next
 * (tests/browser/notfound.browser.test.ts fails if a 404 reaches the disk again).
 */
import FileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';

const FileSystemCache = FileSystemCacheModule.default ?? FileSystemCacheModule;

export default class PageCache extends FileSystemCache {
  set(key, data, ctx) {
    const notFound = (data?.kind === 'APP_PAGE' || data?.kind === 'APP_ROUTE') && data.status === 404;
    if (!notFound) return super.set(key, data, ctx);
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
