import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, test, vi } from 'vitest';
import { resolveAsset, resolveImageUrl } from '~/engine/assets';
import { resolveBloks } from '~/tests/helpers/engine';
import { renderBloks } from '~/tests/helpers/render';
import { imagesToMeasure, MAX_BYTES, measureImages, readImageStart, type ReadImageStart } from './imageSizes';

const svg = (attributes: string) => new TextEncoder().encode(`<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" ${attributes}><rect/></svg>`);

/** A PNG's signature and IHDR chunk: all a reader needs for its size. */
function png(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(bytes.buffer).setUint32(16, width);
  new DataView(bytes.buffer).setUint32(20, height);
  bytes.set([8, 6, 0, 0, 0], 24);
  return bytes;
}

/** A reader serving these files, counting its reads; anything else is "not found". */
function serving(files: Record<string, Uint8Array>) {
  const reads: string[] = [];
  const read: ReadImageStart = async (file) => {
    reads.push(file);
    const bytes = files[file];
    if (!bytes) throw new Error('HTTP 404');
    return bytes;
  };
  return { read, reads };
}

// Each test uses addresses of its own: sizes measured are kept for the process, as the site keeps them.
describe('images whose address does not say their size (Storyblok\u2019s /x/ for an SVG uploaded in its app)', () => {
  test('an asset field, a rich-text image and a resized image are measured once, and resolve with their size', async () => {
    const logo = 'https://a.storyblok.com/f/1/x/1a/logo.svg';
    const photo = 'https://a.storyblok.com/f/1/x/1b/photo.png';
    const story = {
      content: {
        component: 'Page',
        body: [
          { component: 'LogoStrip', logos: [{ fieldtype: 'asset', filename: logo, alt: 'Partner' }] },
          {
            component: 'TextSection',
            text: { type: 'doc', content: [{ type: 'image', attrs: { src: `${photo}/m/400x0/filters:format(webp)` } }] },
          },
          // Sized already, not an image, another host: nothing to read.
          { component: 'Hero', image: { filename: 'https://a.storyblok.com/f/1/640x480/1c/hero.svg' } },
          { component: 'Cta', link: { cached_url: 'https://a.storyblok.com/f/1/x/1d/terms.pdf' } },
          { component: 'Hero', image: { filename: 'https://example.com/x/logo.svg' } },
        ],
      },
    };
    const { read, reads } = serving({ [logo]: svg('viewBox="0 0 160 48"'), [photo]: png(1200, 800) });
    expect(resolveAsset({ filename: logo })).toEqual({ asset: { src: logo, alt: '', isImage: true } });

    await measureImages(story, read);
    expect(reads.sort()).toEqual([logo, photo]);
    expect(resolveAsset({ filename: logo, alt: 'Partner' })).toEqual({ asset: { src: logo, alt: 'Partner', isImage: true, width: 160, height: 48 } });
    // The image service's resize to 400 px wide keeps the measured original's shape.
    expect(resolveImageUrl(`${photo}/m/400x0/filters:format(webp)`)).toEqual({ src: `${photo}/m/400x0/filters:format(webp)`, width: 400, height: 267 });

    // Known now: not read again.
    await measureImages(story, read);
    expect(reads).toHaveLength(2);
    expect(imagesToMeasure(story)).toEqual([]);
  });

  test("an SVG's width and height win over its viewBox; a JPEG on its side (EXIF orientation) is measured as shown", async () => {
    const sized = 'https://a.storyblok.com/f/1/x/2a/sized.svg';
    const { read } = serving({ [sized]: svg('width="300" height="100" viewBox="0 0 30 10"') });
    await measureImages({ filename: sized }, read);
    expect(resolveAsset({ filename: sized })).toMatchObject({ asset: { width: 300, height: 100 } });

    // A 4 × 2 JPEG whose EXIF says "turn 90°" (orientation 6): shown 2 × 4.
    const jpeg = 'https://a.storyblok.com/f/1/x/2b/turned.jpg';
    const exif = [
      0xff, 0xd8, 0xff, 0xe1, 0x00, 0x22, 0x45, 0x78, 0x69, 0x66, 0x00, 0x00, 0x4d, 0x4d, 0x00, 0x2a, 0x00, 0x00, 0x00, 0x08, 0x00, 0x01, 0x01, 0x12, 0x00,
      0x03, 0x00, 0x00, 0x00, 0x01, 0x00, 0x06, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    ];
    const sof = [0xff, 0xc0, 0x00, 0x11, 0x08, 0x00, 0x02, 0x00, 0x04, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01, 0xff, 0xd9];
    const files = serving({ [jpeg]: new Uint8Array([...exif, ...sof]) });
    await measureImages({ filename: jpeg }, files.read);
    expect(resolveAsset({ filename: jpeg })).toMatchObject({ asset: { width: 2, height: 4 } });
  });

  test('a file that cannot be read or measured stays without a size, is logged once, and is not read again at once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const missing = 'https://a.storyblok.com/f/1/x/3a/missing.svg';
      const unsized = 'https://a.storyblok.com/f/1/x/3b/unsized.svg';
      const { read, reads } = serving({ [unsized]: svg('') });
      const story = [{ filename: missing }, { filename: unsized }];
      await measureImages(story, read);
      expect(resolveAsset({ filename: missing })).toEqual({ asset: { src: missing, alt: '', isImage: true } });
      expect(resolveAsset({ filename: unsized })).toEqual({ asset: { src: unsized, alt: '', isImage: true } });
      const lines = warn.mock.calls.map(([line]) => String(line));
      expect(lines).toHaveLength(2);
      expect(lines.find((line) => line.includes(missing))).toMatch(/^\[images\] the size of .* could not be read \(HTTP 404\)/);
      await measureImages(story, read);
      expect(reads).toHaveLength(2);
    } finally {
      warn.mockRestore();
    }
  });

  test('a render waits for the sizes no longer than its deadline, and not again; what arrives later serves the next one', async () => {
    const slow = 'https://a.storyblok.com/f/1/x/4a/slow.svg';
    let answer: (bytes: Uint8Array) => void = () => undefined;
    let reads = 0;
    const read: ReadImageStart = () => {
      reads++;
      return new Promise((resolve) => (answer = resolve));
    };
    vi.useFakeTimers();
    try {
      let waited = false;
      void measureImages({ filename: slow }, read, 50).then(() => (waited = true));
      await vi.advanceTimersByTimeAsync(49);
      expect(waited).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(waited).toBe(true);
      expect(resolveAsset({ filename: slow })).toEqual({ asset: { src: slow, alt: '', isImage: true } });
      // The next render (the same story read again in one request) goes on at once.
      let again = false;
      void measureImages({ filename: slow }, read, 50).then(() => (again = true));
      await vi.advanceTimersByTimeAsync(0);
      expect(again).toBe(true);
      expect(reads).toBe(1);
    } finally {
      vi.useRealTimers();
    }
    answer(svg('viewBox="0 0 10 20"'));
    await vi.waitFor(() => expect(resolveAsset({ filename: slow })).toMatchObject({ asset: { width: 10, height: 20 } }));
  });

  test('a path of this site is read from public/, and never from outside it', async () => {
    const bytes = await readImageStart('/demo/f/1/160x160/portrait-anna.svg', MAX_BYTES);
    expect(new TextDecoder().decode(bytes)).toContain('<svg');
    await expect(readImageStart('/../package.json', MAX_BYTES)).rejects.toThrow(/outside the public folder/);
    await expect(readImageStart('/%2e%2e/package.json', MAX_BYTES)).rejects.toThrow(/outside the public folder/);
    // Only its first bytes.
    expect((await readImageStart('/demo/f/1/160x160/portrait-anna.svg', 16)).length).toBe(16);
  });
});

describe("reading an image's first bytes from the CDN", () => {
  test('asks for the first bytes only, and stops reading at the limit when a server sends the whole file; a failed answer is an error', async () => {
    const big = Buffer.alloc(1_000_000, 7);
    const ranges: (string | undefined)[] = [];
    const server = http.createServer((request, response) => {
      ranges.push(request.headers.range);
      if (request.url === '/ranged.svg') {
        response.writeHead(206, { 'Content-Range': `bytes 0-99/${big.length}` }).end(big.subarray(0, 100));
      } else if (request.url === '/whole.png') {
        response.writeHead(200).end(big);
      } else {
        response.writeHead(404).end('not found');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      expect((await readImageStart(`${base}/ranged.svg`, 100)).length).toBe(100);
      expect(ranges[0]).toBe('bytes=0-99');
      expect((await readImageStart(`${base}/whole.png`, 4096)).length).toBe(4096);
      await expect(readImageStart(`${base}/missing.svg`, 100)).rejects.toThrow('HTTP 404');
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

test('an image in rich text is drawn with the size read from its file: the frame the browser keeps for it has its shape', async () => {
  // /demo/files/flodvik-logopaket.svg: 600 × 400 in its <svg>, no size in its address.
  const section = {
    _uid: 'text-1',
    component: 'TextSection',
    title: '',
    text: { type: 'doc', content: [{ type: 'image', attrs: { src: '/demo/files/flodvik-logopaket.svg', alt: 'Logopaketet' } }] },
    width: 'narrow',
    background: 'WHITE',
    size: 'sm',
  };
  const image = (html: string) => /<img[^>]*src="\/demo\/files\/flodvik-logopaket\.svg"[^>]*>/.exec(html)?.[0] ?? '';
  const before = image(renderBloks(resolveBloks([section], { locale: 'sv' }).bloks));
  expect(before).toMatch(/width="800" height="450"/); // the guess
  await measureImages([section]);
  const after = image(renderBloks(resolveBloks([section], { locale: 'sv' }).bloks));
  expect(after).toMatch(/width="600" height="400"/);
});
