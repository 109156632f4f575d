/**
 * The largest body a server action takes: a page POST (the lead forms posted without JavaScript,
 * live edit's round trip) over it is refused. One number for Next, which enforces it while it reads
 * the body (next.config.ts `experimental.serverActions.bodySizeLimit`) and answers a bigger one with
 * a 500, and for site/proxy.ts, which answers 413 before Next reads anything. Next's default, 1 MiB.
 */
export const SERVER_ACTION_BODY_LIMIT = 1024 * 1024;

/** How much disk next/image's optimized files may take (next.config.ts `images.maximumDiskCacheSize`): 1 GiB. */
export const IMAGE_DISK_CACHE_BYTES = 1024 * 1024 * 1024;
