'use client';

import type { ImgHTMLAttributes } from 'react';

/**
 * The page's opening image (Picture with `priority`), drawn by a client component for one reason:
 * React's server components turn an eager <img> into a preload hint in the page's flight data, and
 * the router applies the hints of every page it prefetches behind a link, so each visit would preload
 * the opening images of the pages linked from it, at high priority. Rendered here, the image is
 * preloaded by the HTML render only, for the page that shows it.
 */
export function OpeningImage({ alt, ...props }: ImgHTMLAttributes<HTMLImageElement>) {
  // eslint-disable-next-line @next/next/no-img-element -- next/image's own props (Picture), without its client component
  return <img alt={alt} {...props} />;
}
