import { renderToString } from 'react-dom/server';
import { expect, test } from 'vitest';
import { Picture } from './Picture';

test("a covering image keeps the editor's focus point in view (object-position), and has none without one", () => {
  const asset = { src: 'https://a.storyblok.com/f/1/3500x2000/cd49/mars.jpg', alt: 'Mars', width: 3500, height: 2000, isImage: true };
  expect(renderToString(<Picture asset={{ ...asset, focus: { x: 34.3, y: 25 } }} sizes="100vw" />)).toMatch(/object-position:34\.3% 25%/);
  expect(renderToString(<Picture asset={asset} sizes="100vw" />)).not.toContain('object-position');
});

test('the opening image is eager with high fetch priority, every other image lazy; both get a srcset and fixed dimensions', () => {
  const asset = { src: 'https://a.storyblok.com/f/1/1600x900/cd49/hero.jpg', alt: 'Hero', width: 1600, height: 900, isImage: true };
  const opening = renderToString(<Picture asset={asset} sizes="100vw" priority />);
  expect(opening).toMatch(/fetchPriority="high"|fetchpriority="high"/);
  expect(opening).toContain('loading="eager"');
  // The preload carries the same srcset and sizes, so the browser fetches the candidate the <img> will use.
  const document = (priority: boolean) =>
    renderToString(
      <html>
        {/* eslint-disable-next-line @next/next/no-head-element -- a whole document for React to hoist the preload into, not a Next page */}
        <head />
        <body>
          <Picture asset={asset} sizes="100vw" priority={priority} />
        </body>
      </html>,
    );
  const preload = /<link rel="preload"[^>]*>/.exec(document(true))?.[0] ?? '';
  expect(preload).toContain('as="image"');
  expect(preload).toContain('fetchPriority="high"');
  expect(preload).toMatch(/imageSrcSet="[^"]*w=640[^"]*"/);
  expect(preload).toContain('imageSizes="100vw"');
  // Hoisted into the head, before the body that holds the image.
  expect(document(true).indexOf('rel="preload"')).toBeLessThan(document(true).indexOf('<body'));
  expect(document(false)).not.toContain('rel="preload"');
  const other = renderToString(<Picture asset={asset} sizes="100vw" />);
  expect(other).toContain('loading="lazy"');
  expect(other).not.toMatch(/fetchpriority/i);
  for (const html of [opening, other]) {
    expect(html).toMatch(/srcSet="[^"]*\/_next\/image\?url=[^"]*w=\d+/);
    expect(html).toContain('width="1600"');
    expect(html).toContain('height="900"');
    expect(html).toContain('alt="Hero"');
  }
});

test('an SVG is served as it is (no resizing service), whatever the case of its extension and after image-service operations', () => {
  for (const src of [
    'https://a2.storyblok.com/f/1/160x48/cd49/logo.svg',
    'https://a.storyblok.com/f/1/160x48/cd49/LOGO.SVG',
    'https://a-us.storyblok.com/f/1/160x48/cd49/Logo.Svg/m/',
  ]) {
    const html = renderToString(<Picture asset={{ src, alt: 'Logo', width: 160, height: 48, isImage: true }} sizes="160px" />);
    expect(html, src).toContain(`src="${src}"`);
    expect(html, src).not.toContain('/_next/image');
  }
  const photo = renderToString(
    <Picture asset={{ src: 'https://a2.storyblok.com/f/1/800x600/cd49/x.jpg', alt: '', width: 800, height: 600, isImage: true }} sizes="100vw" />,
  );
  expect(photo).toContain('/_next/image');
});

test("an image of another Storyblok space (direct) is shown from Storyblok's CDN as it is: the site's optimizer takes only its own space's", () => {
  const src = 'https://a.storyblok.com/f/77/800x600/cd49/x.jpg';
  for (const priority of [false, true]) {
    const html = renderToString(
      <Picture asset={{ src, alt: 'Kontoret', width: 800, height: 600, isImage: true, direct: true }} sizes="100vw" priority={priority} />,
    );
    expect(html).toContain(`src="${src}"`);
    expect(html).not.toContain('/_next/image');
    expect(html).toContain('width="800"');
  }
});

test('a file that is not an image renders nothing, not a broken <img>', () => {
  const html = renderToString(<Picture asset={{ src: 'https://a.storyblok.com/f/1/prislista.pdf', alt: '', isImage: false }} sizes="100vw" />);
  expect(html).toBe('');
});
