import { getImageProps } from 'next/image';
import { preload } from 'react-dom';
import type { ResolvedAsset } from '~/engine/types';

/**
 * An image with explicit dimensions (no layout shift) and next/image's srcset, rendered as a plain
 * <img> from getImageProps: next/image's client component would add about 5 kB gzip to every page's
 * first load for nothing these images need (no blur placeholder, no load callbacks). Sizes come from
 * the asset (Storyblok's WIDTHxHEIGHT) or from the caller; `sizes` says how wide it renders per
 * viewport. `priority` is for the page's opening image only (the likely LCP): eager,
 * `fetchpriority="high"` and a preload in the head; every other image is lazy.
 */
export function Picture({
  asset,
  width,
  height,
  sizes,
  priority = false,
  className,
  decorative = false,
}: {
  asset: ResolvedAsset;
  width?: number;
  height?: number;
  sizes: string;
  priority?: boolean;
  className?: string;
  decorative?: boolean;
}) {
  const w = asset.width ?? width ?? 800;
  const h = asset.height ?? height ?? Math.round((w * 9) / 16);
  // SVGs are vectors: no resizing service needed (and none would be safe for them).
  const unoptimized = asset.src.endsWith('.svg');
  const { props } = getImageProps({
    src: asset.src,
    alt: decorative ? '' : asset.alt,
    width: w,
    height: h,
    sizes,
    fetchPriority: priority ? 'high' : undefined,
    loading: priority ? 'eager' : 'lazy',
    unoptimized,
    className,
    // Where the editor set the focus, a covering (cropped) image keeps it in view.
    style: asset.focus ? { objectPosition: `${asset.focus.x}% ${asset.focus.y}%` } : undefined,
  });
  // What next/image's `preload` does: a <link rel=preload> in the head with the same srcset and sizes.
  if (priority) preload(props.src, { as: 'image', imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority: 'high' });
  // eslint-disable-next-line @next/next/no-img-element -- next/image's own props, without its client component
  return <img {...props} alt={props.alt} />;
}
