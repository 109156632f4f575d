/**
 * Storyblok's Releases app: the Visual Editor opens a story of a release with
 * `_storyblok_release=<id>` (0 for the current content), and the draft of that release is read by
 * passing the id on as `from_release`. /api/preview keeps the id in a cookie beside the draft-mode
 * cookie, with the same attributes (the editor's frame, partitioned), so every draft request of the
 * session (pages, live edit, the site context) reads the release the editor is looking at.
 *
 * The cookie is one per browser, shared by its tabs: a second tab opened on another release would switch the first
 * one's too. So a request whose address still names a release (the preview's page keeps `_storyblok_release`, and a
 * live-edit call posts to that address) reads that one: site/proxy.ts hands it on in RELEASE_HEADER. A link followed
 * from such a page is sent on to its address naming the same release (site/proxy.ts carriedRelease, from the
 * Referer), so the tab stays in its release page after page; the cookie serves an address typed without one.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { cookies, headers } from 'next/headers';
import { EDITOR_COOKIE } from './draftCookie';

export const RELEASE_COOKIE = 'flodvik_sb_release';
/** The release a draft request's own address names (site/proxy.ts sets it; `0` for the current content). */
export const RELEASE_HEADER = 'x-flodvik-storyblok-release';

/** The release the preview URL names, or null for the current content (0, absent or malformed). */
export function releaseOf(search: URLSearchParams): string | null {
  const id = search.get('_storyblok_release')?.trim() ?? '';
  return /^[1-9]\d{0,19}$/.test(id) ? id : null;
}

/** Remembers the editor's release for this draft session, or forgets it. */
export async function rememberRelease(id: string | null): Promise<void> {
  const jar = await cookies();
  if (id) jar.set({ name: RELEASE_COOKIE, value: id, ...EDITOR_COOKIE });
  else if (jar.has(RELEASE_COOKIE)) jar.delete({ name: RELEASE_COOKIE, ...EDITOR_COOKIE });
}

/** A release set for the reads made within one call (readingRelease), over the request's header and cookie. */
const within = new AsyncLocalStorage<string>();

/**
 * Runs `read` with the draft reads in it asking for `release` (an id, or `0` for the current content): site/proxy.ts
 * looks a draft story up before the header it sets reaches any route, so it names the tab's release itself.
 */
export function readingRelease<T>(release: string, read: () => T): T {
  return within.run(release, read);
}

/**
 * The query a draft request adds: `from_release` while this tab looks at a release (the one its address names, else the
 * session's); nothing outside a request.
 */
export async function releaseQuery(): Promise<Record<string, string>> {
  let value: string | undefined = within.getStore();
  try {
    value ??= (await headers()).get(RELEASE_HEADER) ?? (await cookies()).get(RELEASE_COOKIE)?.value;
  } catch {
    return {}; // outside a request (a script): no session, no release
  }
  return value && /^[1-9]\d{0,19}$/.test(value) ? { from_release: value } : {};
}
