/**
 * Storyblok's asset CDN hosts, every region (https://www.storyblok.com/docs/concepts/assets): the one
 * list of hosts images are shown from. The engine refuses images on other hosts (with a diagnostic),
 * and the site's image pipeline allows exactly these (next/image's remotePatterns and the CSP's
 * img-src, through site/config/storyblok.ts). Plain constants: next.config.ts imports this file.
 */
export const ASSET_HOSTS: readonly string[] = Object.freeze([
  'a.storyblok.com',
  'a2.storyblok.com',
  'a-us.storyblok.com',
  'a2-us.storyblok.com',
  'a-ap.storyblok.com',
  'a2-ap.storyblok.com',
  'a-ca.storyblok.com',
  'a.storyblokchina.cn',
]);

/** Whether an image at this src can be shown: a path of this site, or https on one of the asset hosts. */
export function isShownImageSrc(src: string): boolean {
  if (src.startsWith('/')) return true;
  try {
    const url = new URL(src);
    return url.protocol === 'https:' && ASSET_HOSTS.includes(url.hostname);
  } catch {
    return false;
  }
}

/** A Storyblok space's id, as its asset URLs (`/f/<id>/`) and its settings (Settings → Space) write it: digits, no leading 0. */
export const SPACE_ID = /^[1-9]\d{0,15}$/;

/**
 * The path under which the site's image optimizer (next/image's remotePatterns) takes Storyblok assets: a space's
 * own (`/f/<space id>/`) when the site knows its space, else any space's (`/f/`).
 */
export const optimizedAssetPath = (spaceId?: string): string => (spaceId ? `/f/${spaceId}/` : '/f/');

/**
 * Whether an image src on Storyblok's asset CDN is outside what the site's image optimizer takes (another space's
 * asset, or an address outside the asset folders): such an image is shown from Storyblok's CDN as it is. False for
 * a path of this site and for any other address.
 */
export function isDirectAsset(src: string, spaceId?: string): boolean {
  try {
    const url = new URL(src);
    return url.protocol === 'https:' && ASSET_HOSTS.includes(url.hostname) && !url.pathname.startsWith(optimizedAssetPath(spaceId));
  } catch {
    return false;
  }
}
