/**
 * /favicon.ico: the brand mark (app/icon.svg) as a 32 px icon, for what asks this address instead of
 * reading the page's `<link rel="icon">` (Bing, feed readers, older browsers). Made at the build.
 */
import { ICON_CACHE_CONTROL } from '../../config/security';
import { brandMarkPng, icoOfPng } from '../../lib/brandMark';

export const dynamic = 'force-static';

const SIZE = 32;

export async function GET(): Promise<Response> {
  const png = new Uint8Array(await brandMarkPng(SIZE, false).arrayBuffer());
  return new Response(icoOfPng(png, SIZE), {
    headers: { 'Content-Type': 'image/x-icon', 'Cache-Control': ICON_CACHE_CONTROL },
  });
}
