/**
 * Next's draft-mode cookie, made usable inside the Visual Editor's iframe: the editor (another
 * site) frames our pages, so the cookie must be `SameSite=None; Secure`. Next sets that in
 * production but `Lax` under `next dev`, where the framed page would silently lose draft mode
 * (vercel/next.js#49927); browsers accept Secure cookies from http://localhost, so the same
 * attributes work in development too.
 */
import { cookies } from 'next/headers';
import { DRAFT_MODE_COOKIE } from '../../config/security';

export async function makeDraftCookieFramable(): Promise<void> {
  const jar = await cookies();
  const cookie = jar.get(DRAFT_MODE_COOKIE);
  if (!cookie) return;
  jar.set({ name: DRAFT_MODE_COOKIE, value: cookie.value, path: '/', httpOnly: true, sameSite: 'none', secure: true });
}

/** Clears the cookie with the same attributes it was set with (a third-party context drops anything else). */
export async function clearDraftCookie(): Promise<void> {
  const jar = await cookies();
  jar.set({ name: DRAFT_MODE_COOKIE, value: '', path: '/', httpOnly: true, sameSite: 'none', secure: true, expires: new Date(0) });
}
