/**
 * Asset normalisation: only http(s) URLs and paths of this site become a src (the same reading of
 * paths as links: no trick a browser would follow to another host passes as a path of this site);
 * the size comes from Storyblok's WIDTHxHEIGHT path segment (https://a.storyblok.com/f/1/640x480/…).
 */
import { resolveHref } from './links';
import type { ResolvedAsset } from './types';

export type AssetResult = { asset: ResolvedAsset } | { empty: true } | { refused: string };

const IMAGE_EXT = /\.(png|jpe?g|gif|webp|avif|svg)$/i;
const SIZE_SEGMENT = /\/(\d{1,5})x(\d{1,5})\//;
// Assets never carry a locale or a link placeholder: the link context only satisfies the signature.
const ASSET_CTX = { locale: '', locales: [], placeholders: {} } as const;

const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

export function resolveAssetUrl(filename: string): { src: string } | { refused: string } {
  const result = resolveHref(filename, ASSET_CTX, { asset: true });
  if ('link' in result && result.link.kind === 'asset') return { src: result.link.href };
  if ('refused' in result)
    return {
      refused: result.refused.replace(/^Link scheme (".*?") is not allowed.*$/, 'Asset scheme $1 is not allowed (only http, https or a path of this site)'),
    };
  return { refused: `Asset "${filename.slice(0, 80)}" is neither an http(s) URL nor a path of this site` };
}

export function resolveAsset(raw: unknown): AssetResult {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { refused: 'An asset must be an asset object' };
  const record = raw as Record<string, unknown>;
  const filename = str(record.filename);
  if (filename === '') return { empty: true };
  const url = resolveAssetUrl(filename);
  if ('refused' in url) return url;
  const path = url.src.split(/[?#]/)[0] ?? '';
  const size = SIZE_SEGMENT.exec(path);
  const width = size ? Number(size[1]) : undefined;
  const height = size ? Number(size[2]) : undefined;
  const asset: ResolvedAsset = {
    src: url.src,
    alt: str(record.alt),
    isImage: IMAGE_EXT.test(path),
  };
  const title = str(record.title);
  if (title) asset.title = title;
  if (width && height) {
    asset.width = width;
    asset.height = height;
  }
  return { asset };
}
