/**
 * Next's draft-mode cookie, made usable inside the Visual Editor's iframe: the editor (another
 * site) frames our pages, so the cookie must be `SameSite=None; Secure`. Next sets that in
 * production but `Lax` under `next dev`, where the framed page would silently lose draft mode
 * (vercel/next.js#49927); browsers accept Secure cookies from http://localhost, so the same
 * attributes work in development too. It is also `Partitioned` (CHIPS): a browser that blocks
 * third-party cookies (Chromium does by default now) still keeps it, in the editor's partition,
 * which is the only place a draft session is needed.
 */
import { cookies } from 'next/headers';
import { DRAFT_MODE_COOKIE } from '../../config/security';

/** The attributes of the editor session's cookies (this one, and the release beside it: release.ts). */
export const EDITOR_COOKIE = { path: '/', httpOnly: true, sameSite: 'none', secure: true, partitioned: true } as const;

export async function makeDraftCookieFramable(): Promise<void> {
  const jar = await cookies();
  const cookie = jar.get(DRAFT_MODE_COOKIE);
  if (!cookie) return;
  jar.set({ name: DRAFT_MODE_COOKIE, value: cookie.value, ...EDITOR_COOKIE });
}

/**
 * Set-Cookie lines that clear an editor session's cookie in every form it may have: partitioned
 * (ours) and not (one set by Next itself, say), which are two cookies to a browser. Without both, a
 * stale unpartitioned draft cookie would keep sending its owner to the draft route and back.
 */
export function clearingEditorCookies(name: string): string[] {
  const base = `${name}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0; HttpOnly; Secure; SameSite=None`;
  return [`${base}; Partitioned`, base];
}
