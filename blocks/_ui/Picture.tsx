import { getImageProps } from 'next/image';
import { imageOfSrc } from '~/engine/assets';
import type { ResolvedAsset } from '~/engine/types';
import { OpeningImage } from './OpeningImage.client';

/**
 * An image with explicit dimensions (no layout shift) and next/image's srcset, rendered as a plain
 * <img> from getImageProps: next/image's client component would add about 5 kB gzip to every page's
 * first load for nothing these images need (no blur placeholder, no load callbacks). Sizes come from
 * the asset (Storyblok's WIDTHxHEIGHT) or from the caller; `sizes` says how wide it renders per
 * viewport. `priority` is for the page's opening image only (the likely LCP): eager,
 * `fetchpriority="high"` and a preload in the head; every other image is lazy. `title`: a tooltip, where the caller
 * shows the asset's title (an image in text, whose editor gave it one).
 */
export function Picture({
  asset,
  width,
  height,
  sizes,
  priority = false,
  className,
  decorative = false,
  title,
}: {
  asset: ResolvedAsset;
  width?: number;
  height?: number;
  sizes: string;
  priority?: boolean;
  className?: string;
  decorative?: boolean;
  title?: string;
}) {
  // A file that is not an image (a PDF in a field that also takes files) has nothing to show here.
  if (!asset.isImage) return null;
  const w = asset.width ?? width ?? 800;
  const h = asset.height ?? height ?? Math.round((w * 9) / 16);
  // SVGs are vectors: no resizing service needed (and none would be safe for them).
  // By the file's own name, in any case and before Storyblok's image-service operations (".../LOGO.SVG/m/").
  // An image of another Storyblok space is shown as it is: the site's optimizer takes only its own space's.
  const unoptimized = asset.direct === true || /\.svg$/i.test(imageOfSrc(asset.src).file);
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
    title,
    // Where the editor set the focus, a covering (cropped) image keeps it in view.
    style: asset.focus ? { objectPosition: `${asset.focus.x}% ${asset.focus.y}%` } : undefined,
  });
  // The opening image: React's HTML render preloads an eager, high-priority image in the head itself,
  // with its srcset and sizes; OpeningImage says why it is a client component.
  if (priority) return <OpeningImage {...props} />;
  // eslint-disable-next-line @next/next/no-img-element -- next/image's own props, without its client component
  return <img {...props} alt={props.alt} />;
}
