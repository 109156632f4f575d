/**
 * The Visual Editor's preview entry: Storyblok loads `{SITE_URL}/api/preview?slug=<full_slug>&…`
 * with `_storyblok_tk[space_id]`, `[timestamp]` and `[token]`, where token =
 * sha1("space_id:preview token:timestamp"). A valid token under an hour old proves the request comes
 * from an editor session of our space.
 */
import crypto from 'node:crypto';
import { localePath, storyPath } from '~/blocks/_lib/paths';
import { DEFAULT_LOCALE, isLocale } from '~/contracts/locales';
import { SITE_CONTEXT_SLUG } from '../../config/engine';

export const PREVIEW_MAX_AGE_SECONDS = 3600;
/** Clocks differ a little; a token from slightly in the future is still the editor's. */
const CLOCK_SKEW_SECONDS = 300;

export interface PreviewParams {
  spaceId: string | null;
  timestamp: string | null;
  token: string | null;
}

export function previewParams(search: URLSearchParams): PreviewParams {
  return { spaceId: search.get('_storyblok_tk[space_id]'), timestamp: search.get('_storyblok_tk[timestamp]'), token: search.get('_storyblok_tk[token]') };
}

export const previewToken = (spaceId: string, previewAccessToken: string, timestamp: string) =>
  crypto.createHash('sha1').update(`${spaceId}:${previewAccessToken}:${timestamp}`).digest('hex');

/** Equal strings of hex, compared in constant time. */
export function sameHex(expected: string, given: string): boolean {
  if (!/^[0-9a-f]+$/i.test(given) || given.length !== expected.length) return false;
  return crypto.timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(given, 'hex'));
}

export type PreviewCheck = { ok: true } | { ok: false; reason: string };

export function checkPreview(params: PreviewParams, previewAccessToken: string, nowMs = Date.now()): PreviewCheck {
  const { spaceId, timestamp, token } = params;
  if (!spaceId || !timestamp || !token) return { ok: false, reason: 'the _storyblok_tk parameters are missing' };
  if (!/^\d{1,20}$/.test(spaceId) || !/^\d{1,12}$/.test(timestamp)) return { ok: false, reason: 'the _storyblok_tk parameters are malformed' };
  if (!sameHex(previewToken(spaceId, previewAccessToken, timestamp), token)) return { ok: false, reason: 'the preview token does not match' };
  const age = nowMs / 1000 - Number(timestamp);
  if (age > PREVIEW_MAX_AGE_SECONDS || age < -CLOCK_SKEW_SECONDS) return { ok: false, reason: 'the preview token has expired; reopen the story in the editor' };
  return { ok: true };
}

const slugSegments = (slug: string) => slug.split(/[/?#\\]/).filter((s) => s !== '' && s !== '.' && s !== '..');

/**
 * Whether a full slug lies outside the locale folders (`global/banner`, `de/startseite`): such a
 * story is no page of the site, so the editor is told so instead of being shown the 404 page. The
 * space's root (no slug) and a root `index` stand for the default locale's start page.
 */
export function outsideLocaleFolders(slug: string): boolean {
  const segments = slugSegments(slug);
  return segments.length > 0 && !isLocale(segments[0]) && !(segments.length === 1 && segments[0] === 'index');
}

/**
 * The page of a full slug, with the editor's `_storyblok…` parameters kept (the story, its language and release, the
 * editor's stage) but its token (`_storyblok_tk[…]`): checked once here, it opens a draft session to whoever holds it
 * for its hour, and the page's address is in its history, in a shared screenshot and in anything the page reports.
 * The locale folder becomes the locale prefix; a slug outside the locale folders is in the default locale; the site
 * context has no page of its own, so its locale's start page shows it.
 */
export function previewTarget(slug: string, search: URLSearchParams): string {
  const segments = slugSegments(slug).map(encodeURIComponent);
  const [first, ...rest] = segments;
  const locale = isLocale(first) ? first : DEFAULT_LOCALE;
  const pagePath = storyPath((isLocale(first) ? rest : segments).join('/'));
  const target = localePath(locale, pagePath === SITE_CONTEXT_SLUG ? '' : pagePath);
  const kept = new URLSearchParams([...search].filter(([key]) => key.startsWith('_storyblok') && !key.startsWith('_storyblok_tk')));
  return kept.size > 0 ? `${target}?${kept.toString()}` : target;
}
