import Image from 'next/image';
import type { ResolvedAsset } from '~/engine/types';

/**
 * An image through next/image with explicit dimensions (no layout shift). Sizes come from the asset
 * (Storyblok's WIDTHxHEIGHT) or from the caller; `sizes` says how wide it renders per viewport.
 * `priority` is for the page's opening image only (the likely LCP): eager, `fetchpriority="high"` and a
 * preload in the head; every other image is lazy.
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
  return (
    <Image
      src={asset.src}
      alt={decorative ? '' : asset.alt}
      width={w}
      height={h}
      sizes={sizes}
      preload={priority}
      fetchPriority={priority ? 'high' : undefined}
      loading={priority ? 'eager' : 'lazy'}
      unoptimized={unoptimized}
      className={className}
    />
  );
}
