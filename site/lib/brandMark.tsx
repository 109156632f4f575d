/**
 * The brand mark as a raster, for what cannot read site/app/icon.svg: iOS's home-screen icon
 * (app/apple-icon.tsx) and /favicon.ico (app/favicon.ico/route.ts), which Bing, feed readers and older
 * browsers ask for by that address. Drawn from the same SVG (a test keeps the two the same).
 */
import { ImageResponse } from 'next/og';

/** site/app/icon.svg, the favicon browsers read from the page's `<link rel="icon">`. */
export const BRAND_MARK_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32"><rect x="2" y="2" width="28" height="28" rx="8" fill="#3d33c9"/><path d="M9 21c4-8 10 2 14-7" fill="none" stroke="#c8f169" stroke-width="3" stroke-linecap="round"/></svg>';
const BRAND_COLOUR = '#3d33c9';

/**
 * The mark as a PNG of `size` pixels. `opaque`: on the brand colour to the edges, as a home-screen icon
 * must be (iOS rounds the corners itself); otherwise with the SVG's own transparent margin.
 */
export function brandMarkPng(size: number, opaque: boolean): ImageResponse {
  const src = `data:image/svg+xml;base64,${Buffer.from(BRAND_MARK_SVG).toString('base64')}`;
  // An opaque icon shows the mark's square to the edges: the SVG drawn larger, its margin and corners cut off.
  const drawn = opaque ? Math.round((size * 32) / 24) : size;
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: opaque ? BRAND_COLOUR : 'transparent',
      }}
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- an element of a generated image, not of a page */}
      <img src={src} width={drawn} height={drawn} alt="" />
    </div>,
    { width: size, height: size },
  );
}

/** An ICO file holding one PNG image (Windows Vista's format, which every reader of /favicon.ico understands). */
export function icoOfPng(png: Uint8Array, size: number): Uint8Array<ArrayBuffer> {
  const ico = new Uint8Array(new ArrayBuffer(6 + 16 + png.length));
  const view = new DataView(ico.buffer);
  view.setUint16(2, 1, true); // type: icon
  view.setUint16(4, 1, true); // one image
  ico[6] = size >= 256 ? 0 : size; // width (0 = 256)
  ico[7] = size >= 256 ? 0 : size; // height
  view.setUint16(10, 1, true); // colour planes
  view.setUint16(12, 32, true); // bits per pixel
  view.setUint32(14, png.length, true);
  view.setUint32(18, 22, true); // where the image starts
  ico.set(png, 22);
  return ico;
}
