/**
 * Storyblok's hosts, in one list: the content delivery API of each region, the asset CDN of every
 * region (next/image's remotePatterns and the CSP's img-src both come from ASSET_HOSTS) and the
 * Visual Editor's origin (frame-ancestors of draft pages). Plain constants: next.config.ts imports
 * this file, so it must not import the environment module or anything heavy.
 */
// Relative: next.config.ts loads this file, and its loader resolves `~/` from next.config's folder.
import { ASSET_HOSTS, optimizedAssetPath, SPACE_ID } from '../../engine/assetHosts';
import type { CspOrigins } from './security';

export const STORYBLOK_REGIONS = ['eu', 'us', 'ca', 'ap', 'cn'] as const;
export type StoryblokRegion = (typeof STORYBLOK_REGIONS)[number];

/** Content delivery API v2 per region (requests go to `${base}/cdn/stories/…`). */
export const API_BASE_URLS: Readonly<Record<StoryblokRegion, string>> = Object.freeze({
  eu: 'https://api.storyblok.com/v2',
  us: 'https://api-us.storyblok.com/v2',
  ca: 'https://api-ca.storyblok.com/v2',
  ap: 'https://api-ap.storyblok.com/v2',
  cn: 'https://app.storyblokchina.cn/v2',
});

/**
 * Asset CDN hosts of every region (a space's assets may live on any of them after a migration): the
 * engine's list, the one the engine checks images against, so the two cannot drift apart.
 */
export { ASSET_HOSTS };

/** The Visual Editor; draft pages may be framed by it (and by the configured extra origins) only. */
export const EDITOR_ORIGIN = 'https://app.storyblok.com';
/** The Visual Editor of a space in the China region (the bridge must be told to answer it: customParent). */
export const CHINA_EDITOR_ORIGIN = 'https://app.storyblokchina.cn';

/** An origin, with an optional port or a port wildcard (a CSP source expression such as http://localhost:*). */
const ORIGIN = /^https?:\/\/[a-z0-9.-]+(?::(?:\d{1,5}|\*))?$/i;
const LOOPBACK = /^http:\/\/(localhost|127\.0\.0\.1)(:(\d+|\*))?$/i;

/** An extra editor origin must be https; plain http only on loopback (a test or a local editor proxy). */
export const isAllowedEditorOrigin = (origin: string) => ORIGIN.test(origin) && (origin.startsWith('https://') || LOOPBACK.test(origin));

/** STORYBLOK_EDITOR_ORIGINS: comma-separated, trailing slashes ignored. */
export const splitOrigins = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((o) => o.trim().replace(/\/+$/, ''))
    .filter(Boolean);

export function apiBaseUrl(region: StoryblokRegion, override?: string): string {
  return (override ?? API_BASE_URLS[region]).replace(/\/+$/, '');
}

/** The origins a draft page may be framed by: Storyblok's editors (every region's) and the configured extra ones. */
export function editorOrigins(extra: readonly string[] = []): string[] {
  return [...new Set([EDITOR_ORIGIN, CHINA_EDITOR_ORIGIN, ...extra])];
}

/** What Storyblok adds to the Content-Security-Policy of every page: images, and video and audio, from its asset CDN. */
const ASSET_ORIGINS = ASSET_HOSTS.map((host) => `https://${host}`);
export const storyblokCspOrigins: Partial<CspOrigins> = Object.freeze({ img: ASSET_ORIGINS, media: ASSET_ORIGINS });

/** A Storyblok space's id as STORYBLOK_SPACE_ID takes it (the engine's own pattern, which its config checks too). */
export { SPACE_ID };

/** STORYBLOK_SPACE_ID when it is one (config/env.ts refuses any other value, and the server does not start). */
export function assetSpaceIdOf(source: Record<string, string | undefined>): string | undefined {
  const value = source.STORYBLOK_SPACE_ID?.trim();
  return value && SPACE_ID.test(value) ? value : undefined;
}

/**
 * next/image's remotePatterns for Storyblok assets: the site's own space's (`/f/<id>/`) when it is known, so the
 * optimizer resizes no one else's; every space's without it. An image of another space is shown from Storyblok's CDN
 * as it is (engine/assets.ts marks it `direct`), never broken.
 */
export const assetRemotePatterns = (spaceId?: string) =>
  ASSET_HOSTS.map((hostname) => ({ protocol: 'https' as const, hostname, pathname: `${optimizedAssetPath(spaceId)}**` }));
