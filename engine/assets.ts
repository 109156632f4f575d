/**
 * Asset normalisation: only http(s) URLs and paths of this site become a src (the same reading of
 * paths as links: no trick a browser would follow to another host passes as a path of this site);
 * the size comes from Storyblok's WIDTHxHEIGHT path segment (https://a.storyblok.com/f/1/640x480/…),
 * changed by an image-service resize at the end (…/x.jpg/m/600x400).
 */
import { shownText } from './blank';
import { ASSET_HOSTS, isDirectAsset, isShownImageSrc } from './assetHosts';
import { lastPathSegment, resolveHref } from './links';
import type { ResolvedAsset } from './types';

export type AssetResult = { asset: ResolvedAsset } | { empty: true } | { refused: string };

/**
 * The image formats the site shows, by file extension: one list for the check and for what editors are told.
 * `.jfif` is a JPEG as Windows has named saved JPEGs since 2019, so editors upload them as such.
 */
const IMAGE_FORMATS: Record<string, string> = { jpg: 'JPEG', jpeg: 'JPEG', jfif: 'JPEG', png: 'PNG', gif: 'GIF', webp: 'WebP', avif: 'AVIF', svg: 'SVG' };
const IMAGE_EXT = new RegExp(`\\.(${Object.keys(IMAGE_FORMATS).join('|')})$`, 'i');
/** "JPEG, PNG, GIF, WebP, AVIF or SVG": the formats in an editor's words. */
export const IMAGE_FORMAT_NAMES = (() => {
  const names = [...new Set(Object.values(IMAGE_FORMATS))];
  return `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]!}`;
})();
const SIZE_SEGMENT = /\/(\d{1,5})x(\d{1,5})\//;
/** An address whose file (before the image service's operations, a query or a fragment) is an image. */
const IMAGE_ADDRESS = new RegExp(`\\.(?:${Object.keys(IMAGE_FORMATS).join('|')})(?:\\/m(?:\\/[^?#]*)?)?(?:[?#].*)?$`, 'i');
/**
 * Storyblok's image service: an image URL followed by "/m/" and optional operations
 * (".../x.jpg/m/", ".../x.jpg/m/600x400", ".../x.jpg/m/fit-in/600x0/filters:format(webp)").
 */
const IMAGE_SERVICE = new RegExp(`^(.*\\.(?:${Object.keys(IMAGE_FORMATS).join('|')}))\\/m(?:\\/(.*))?$`, 'i');
/** A resize operation of the image service; a minus flips, 0 keeps the aspect ratio. */
const RESIZE = /^-?(\d{1,5})x-?(\d{1,5})$/;
// Storyblok's focus area: "LEFTxTOP:RIGHTxBOTTOM" in pixels of the original image.
const FOCUS = /^(\d{1,5})x(\d{1,5}):(\d{1,5})x(\d{1,5})$/;
// Assets never carry a locale or a link placeholder: the link context only satisfies the signature.
const ASSET_CTX = { locale: '', locales: [], placeholders: {} } as const;

const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/**
 * A Storyblok asset at the address its CDN serves it from: an old `http://a.storyblok.com/…` is the same file over
 * https, and `https://s3.amazonaws.com/a.storyblok.com/f/…` (the storage behind the CDN, which older spaces and the
 * CLI's pushes wrote into content: storyblok/monoblok#479) is `https://a.storyblok.com/f/…`.
 */
function onAssetHost(src: string): string {
  if (!/^https?:\/\//i.test(src)) return src;
  try {
    const url = new URL(src);
    const [, bucket = '', ...rest] = url.pathname.split('/');
    if (url.hostname === 's3.amazonaws.com' && ASSET_HOSTS.includes(bucket) && rest.length > 0) {
      return `https://${bucket}/${rest.join('/')}${url.search}${url.hash}`;
    }
    if (url.protocol !== 'http:' || !ASSET_HOSTS.includes(url.hostname)) return src;
    url.protocol = 'https:';
    return url.href;
  } catch {
    return src;
  }
}

export function resolveAssetUrl(filename: string): { src: string } | { refused: string } {
  const result = resolveHref(filename, ASSET_CTX, { asset: true });
  if ('link' in result && result.link.kind === 'asset') return { src: onAssetHost(result.link.href) };
  if ('refused' in result)
    return {
      refused: result.refused.replace(/^Link scheme (".*?") is not allowed.*$/, 'Asset scheme $1 is not allowed (only http, https or a path of this site)'),
    };
  return { refused: `Asset "${filename.slice(0, 80)}" is neither an http(s) URL nor a path of this site` };
}

/** Why an image at this src cannot be shown (another host than Storyblok's asset CDN or this site), or undefined. */
export function imageHostRefusal(src: string): string | undefined {
  if (isShownImageSrc(src)) return undefined;
  let host = src;
  try {
    host = new URL(src).host;
  } catch {
    // not a URL: named as written
  }
  return `The image "${src.slice(0, 80)}" is on ${host.slice(0, 80)}: images are shown only from Storyblok's asset library (${ASSET_HOSTS.join(', ')}, over https) or this site; upload it to the asset library`;
}

/**
 * An image src written in text (a rich-text or Markdown image): the src, and its size as far as the URL
 * says; refused like an asset field's image when it is not an http(s) URL or path, or on another host.
 */
export function resolveImageUrl(src: string, spaceId?: string): { src: string; width?: number; height?: number; direct?: true } | { refused: string } {
  const url = resolveAssetUrl(src);
  if ('refused' in url) return url;
  const refused = imageHostRefusal(url.src);
  return refused ? { refused } : { src: url.src, ...imageSize(url.src), ...(isDirectAsset(url.src, spaceId) ? { direct: true as const } : {}) };
}

/** What an editor is told of an image of another Storyblok space (ResolvedAsset.direct). */
export const otherSpaceImage = (src: string) =>
  `The image "${(lastPathSegment(src.split(/[?#]/)[0] ?? '') || src).slice(0, 80)}" is from another Storyblok space: it is shown as uploaded, at its full size on every screen, not resized by the site; upload it to this space's asset library`;

/** The centre of a focus area in percent of the image (one decimal), or undefined without one or a size. */
export function focusPoint(focus: unknown, width: number | undefined, height: number | undefined): { x: number; y: number } | undefined {
  const m = typeof focus === 'string' ? FOCUS.exec(focus.trim()) : null;
  if (!m || !width || !height) return undefined;
  const [left, top, right, bottom] = m.slice(1).map(Number) as [number, number, number, number];
  const percent = (v: number, of: number) => Math.round(Math.min(100, Math.max(0, (v / of) * 100)) * 10) / 10;
  return { x: percent((left + right) / 2, width), y: percent((top + bottom) / 2, height) };
}

/**
 * Sizes of images whose address does not say it, by the file's address (before any image-service operations):
 * Storyblok writes `/x/` in place of WIDTHxHEIGHT for an SVG uploaded in its app, and at times for another image
 * (storyblok/storyblok#773, #805, #369), and a path of this site has none. A site that reads files measures such
 * images (imageToMeasure) before it resolves a story and notes their sizes here, so that their frames keep their
 * shape while they load; without a size, an image is drawn in a guessed frame that changes as it arrives (a layout
 * shift). At most MEASURED_MAX are kept, the oldest dropped first: an asset's address names one file for good.
 */
const measuredSizes = new Map<string, { width: number; height: number }>();
const MEASURED_MAX = 5000;

/** Notes the measured size of the image at `file` (imageToMeasure's answer), for every later resolve. */
export function rememberImageSize(file: string, size: { width: number; height: number }): void {
  if (!(size.width > 0 && size.height > 0)) return;
  measuredSizes.delete(file);
  measuredSizes.set(file, { width: Math.round(size.width), height: Math.round(size.height) });
  if (measuredSizes.size > MEASURED_MAX) measuredSizes.delete(measuredSizes.keys().next().value!);
}

/**
 * The file to measure for an image address in content (an asset's filename, a rich-text image's src), or undefined
 * when the address says its size, is already measured, or is no image the site would show: the resolved address's
 * file, on Storyblok's asset CDN (https) or a path of this site.
 */
export function imageToMeasure(address: string): string | undefined {
  // Most strings of a story are no image's address: these two tests keep the walk over a story cheap.
  if (!/^(?:https?:\/\/|\/(?!\/))/i.test(address) || !IMAGE_ADDRESS.test(address)) return undefined;
  const url = resolveAssetUrl(address);
  if ('refused' in url || imageHostRefusal(url.src)) return undefined;
  const image = imageOfSrc(url.src);
  if (!image.isImage || image.original || measuredSizes.has(image.file)) return undefined;
  // A resize to both sides (not fit-in) says the delivered size without the original's.
  if (image.width && image.cropped) return undefined;
  return image.file;
}

/**
 * What a src's path says about the image it serves: whether it is an image (by the file's extension,
 * before any image-service operations), and its size as delivered: Storyblok's WIDTHxHEIGHT segment of
 * the original (or the original's measured size, rememberImageSize), changed by a resize of the image service.
 * `cropped` when the delivered image is cut to another shape (a focus point of the original no longer applies).
 */
export function imageOfSrc(src: string): {
  isImage: boolean;
  file: string;
  width?: number;
  height?: number;
  /** The original file's size (its WIDTHxHEIGHT segment, or as measured), before any resize. */
  original?: { width: number; height: number };
  cropped: boolean;
} {
  const path = src.split(/[?#]/)[0] ?? '';
  const service = IMAGE_SERVICE.exec(path);
  const file = service ? service[1]! : path;
  const segment = SIZE_SEGMENT.exec(file);
  const original = segment ? { width: Number(segment[1]), height: Number(segment[2]) } : measuredSizes.get(file);
  let width = original?.width ?? 0;
  let height = original?.height ?? 0;
  let cropped = false;
  const operations = (service?.[2] ?? '').split('/');
  const resize = operations.map((o) => RESIZE.exec(o)).find(Boolean);
  if (resize) {
    const [w, h] = [Number(resize[1]), Number(resize[2])];
    const fitIn = operations.includes('fit-in');
    if (w > 0 && h > 0 && !fitIn) {
      cropped = width === 0 || height === 0 || w * height !== h * width;
      [width, height] = [w, h];
    } else if (width > 0 && height > 0 && (w > 0 || h > 0)) {
      // One side given (the other 0), or fit-in: the original's shape, scaled to fit.
      const scale = Math.min(w > 0 ? w / width : Infinity, h > 0 ? h / height : Infinity);
      [width, height] = [Math.max(1, Math.round(width * scale)), Math.max(1, Math.round(height * scale))];
    } else if (w > 0 || h > 0) {
      [width, height] = [0, 0]; // a resize of an image whose own size is unknown: unknown
    }
  }
  const size = width > 0 && height > 0 ? { width, height } : {};
  const originalSize = original ? { original: { ...original } } : {};
  return { isImage: IMAGE_EXT.test(file), file, ...size, ...originalSize, cropped };
}

/** The delivered size of an image src as far as its URL says (Storyblok's WIDTHxHEIGHT and resize); nothing otherwise. */
export function imageSize(src: string): { width: number; height: number } | Record<string, never> {
  const { width, height } = imageOfSrc(src);
  return width && height ? { width, height } : {};
}

/** The asset library's alt text of an asset (`meta_data.alt`), or "". */
export const libraryAlt = (meta: unknown): string =>
  typeof meta === 'object' && meta !== null && !Array.isArray(meta) ? shownText((meta as Record<string, unknown>).alt) : '';

/** `spaceId`: the site's Storyblok space (EngineConfig.assetSpaceId); an image of another is marked `direct`. */
export function resolveAsset(raw: unknown, spaceId?: string): AssetResult {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { refused: 'An asset must be an asset object' };
  const record = raw as Record<string, unknown>;
  const filename = str(record.filename);
  if (filename === '') return { empty: true };
  const url = resolveAssetUrl(filename);
  if ('refused' in url) return url;
  const image = imageOfSrc(url.src);
  // A file on another host is a link anyone can follow; an image there could not be shown.
  const refusal = image.isImage ? imageHostRefusal(url.src) : undefined;
  if (refusal) return { refused: refusal };
  const { width, height } = image;
  const asset: ResolvedAsset = {
    src: url.src,
    // The field's own alt text, else the asset library's (`meta_data`, what the editor wrote on the asset).
    alt: shownText(record.alt) || libraryAlt(record.meta_data),
    isImage: image.isImage,
  };
  const title = shownText(record.title);
  if (title) asset.title = title;
  if (width && height) {
    asset.width = width;
    asset.height = height;
  }
  // The focus area is in pixels of the original: read against the original's size, unless a crop changed the shape.
  const { original } = image;
  const focus = image.cropped || !original ? undefined : focusPoint(record.focus, original.width, original.height);
  if (focus) asset.focus = focus;
  if (image.isImage && isDirectAsset(url.src, spaceId)) asset.direct = true;
  return { asset };
}
