/**
 * The largest body a server action takes: a page POST (the lead forms posted without JavaScript,
 * live edit's round trip) over it is refused. One number for Next, which enforces it while it reads
 * the body (next.config.ts `experimental.serverActions.bodySizeLimit`) and answers a bigger one with
 * a 500, and for site/proxy.ts, which answers 413 before Next reads anything. Next's default, 1 MiB.
 */
export const SERVER_ACTION_BODY_LIMIT = 1024 * 1024;

/**
 * The longest path an address may have, percent-encoded (so in bytes): longer than any page's (a story's full slug).
 * Each address is a key of the caches of story lookups and known pages (site/lib/storyblok/lastGood.ts, unavailable.ts),
 * bounded in entries, not bytes: a scanner's 8 000-character paths held about 24 kB each, 245 MB at their bounds. The
 * proxy answers a longer one 414 (site/proxy.ts), and canonicalPagePath (site/lib/pageIndex.ts) names no page for it,
 * for the routes the proxy does not see (a social image's address ends in `.png`).
 */
export const MAX_PATH_BYTES = 2048;

/** How much disk next/image's optimized files may take (next.config.ts `images.maximumDiskCacheSize`): 1 GiB. */
export const IMAGE_DISK_CACHE_BYTES = 1024 * 1024 * 1024;
