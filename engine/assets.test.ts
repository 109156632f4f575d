import { describe, expect, test } from 'vitest';
import { ASSET_HOSTS as siteAssetHosts } from '~/site/config/storyblok';
import { ASSET_HOSTS } from './assetHosts';
import { focusPoint, imageToMeasure, rememberImageSize, resolveAsset, resolveImageUrl } from './assets';

describe("an asset's focus point", () => {
  test("is the centre of the editor's focus area, in percent of the image", () => {
    expect(focusPoint('1200x500:1201x501', 3500, 2000)).toEqual({ x: 34.3, y: 25 });
    expect(focusPoint('0x0:100x100', 200, 400)).toEqual({ x: 25, y: 12.5 });
  });
  test('nothing without a focus, a size, or with a malformed one; a focus outside the image is clamped', () => {
    expect(focusPoint('', 100, 100)).toBeUndefined();
    expect(focusPoint(null, 100, 100)).toBeUndefined();
    expect(focusPoint('10x10:20x20', undefined, 100)).toBeUndefined();
    expect(focusPoint('10x10', 100, 100)).toBeUndefined();
    expect(focusPoint('900x10:1100x20', 1000, 100)).toEqual({ x: 100, y: 15 });
  });
  test('a resolved Storyblok asset carries it, from the size in its URL', () => {
    const result = resolveAsset({ filename: 'https://a.storyblok.com/f/1/3500x2000/cd49/mars.jpg', alt: 'Mars', focus: '1750x1000:1751x1001' });
    expect(result).toMatchObject({ asset: { width: 3500, height: 2000, focus: { x: 50, y: 50 } } });
    expect(resolveAsset({ filename: 'https://a.storyblok.com/f/1/3500x2000/cd49/mars.jpg', focus: null })).not.toHaveProperty('asset.focus');
  });
});

/** An asset field as Storyblok's delivery API stores it, with the URL an editor chose or pasted. */
const asset = (filename: string) => ({
  id: 8127361,
  alt: 'Kontoret',
  name: '',
  focus: '',
  title: '',
  filename,
  copyright: '',
  fieldtype: 'asset',
  is_external_url: false,
});

describe("an asset URL with Storyblok's image service (…/m/…)", () => {
  const BASE = 'https://a.storyblok.com/f/123/800x600/abc/x.jpg';

  test('is still an image, whatever follows /m/', () => {
    for (const suffix of ['/m/', '/m', '/m/600x400', '/m/filters:format(webp):quality(70)', '/m/fit-in/600x600/filters:fill(transparent)', '/m/-600x0']) {
      expect(resolveAsset(asset(BASE + suffix)), suffix).toMatchObject({ asset: { src: BASE + suffix, isImage: true } });
    }
    expect(resolveAsset(asset('https://a.storyblok.com/f/123/800x600/abc/LOGO.SVG/m/'))).toMatchObject({ asset: { isImage: true } });
  });

  test('has the size the service delivers: the original without a resize, the resize when both sides are given', () => {
    expect(resolveAsset(asset(`${BASE}/m/`))).toMatchObject({ asset: { width: 800, height: 600 } });
    expect(resolveAsset(asset(`${BASE}/m/filters:format(webp)`))).toMatchObject({ asset: { width: 800, height: 600 } });
    expect(resolveAsset(asset(`${BASE}/m/600x400`))).toMatchObject({ asset: { width: 600, height: 400 } });
    expect(resolveAsset(asset(`${BASE}/m/600x400/filters:quality(60)`))).toMatchObject({ asset: { width: 600, height: 400 } });
  });

  test('keeps the original shape when one side is 0 or with fit-in', () => {
    expect(resolveAsset(asset(`${BASE}/m/400x0`))).toMatchObject({ asset: { width: 400, height: 300 } });
    expect(resolveAsset(asset(`${BASE}/m/0x300`))).toMatchObject({ asset: { width: 400, height: 300 } });
    expect(resolveAsset(asset(`${BASE}/m/fit-in/400x400`))).toMatchObject({ asset: { width: 400, height: 300 } });
  });

  test('a focus point applies unless a crop changed the shape', () => {
    const focused = (filename: string) => resolveAsset({ ...asset(filename), focus: '400x300:401x301' });
    expect(focused(`${BASE}/m/400x0`)).toMatchObject({ asset: { focus: { x: 50.1, y: 50.1 } } });
    expect(focused(`${BASE}/m/600x200`)).not.toHaveProperty('asset.focus');
  });

  test('a JPEG that Windows saved as .jfif is an image, as .jpg is', () => {
    expect(resolveAsset(asset('https://a.storyblok.com/f/123/1200x800/abc/kontoret.jfif'))).toMatchObject({
      asset: { isImage: true, width: 1200, height: 800 },
    });
    expect(resolveAsset(asset('https://a.storyblok.com/f/123/1200x800/abc/KONTORET.JFIF'))).toMatchObject({ asset: { isImage: true } });
    expect(resolveAsset(asset('https://a.storyblok.com/f/123/1200x800/abc/kontoret.jfif/m/600x400'))).toMatchObject({
      asset: { isImage: true, width: 600, height: 400 },
    });
  });

  test('a file that is not an image stays a file', () => {
    expect(resolveAsset(asset('https://a.storyblok.com/f/123/x/rapport.pdf'))).toMatchObject({ asset: { isImage: false } });
    expect(resolveAsset(asset('https://a.storyblok.com/f/123/x/rapport.pdf/m/'))).toMatchObject({ asset: { isImage: false } });
  });
});

describe('the hosts images are shown from', () => {
  test("are Storyblok's asset hosts of every region (the a2 ones too) and this site", () => {
    for (const host of ASSET_HOSTS) {
      expect(resolveAsset(asset(`https://${host}/f/123/160x48/abc/logo.SVG`)), host).toMatchObject({ asset: { isImage: true, width: 160, height: 48 } });
    }
    expect(ASSET_HOSTS).toEqual(
      expect.arrayContaining(['a.storyblok.com', 'a2.storyblok.com', 'a-us.storyblok.com', 'a-ap.storyblok.com', 'a-ca.storyblok.com']),
    );
    expect(resolveAsset(asset('/demo/f/1/160x160/portrait-anna.svg'))).toMatchObject({ asset: { isImage: true } });
  });

  test('an image on another host (or over http there) is refused with a message naming the host; a file there is a link', () => {
    const refused = resolveAsset(asset('https://cdn.example.com/bilder/x.jpg'));
    expect(refused).toEqual({ refused: expect.stringContaining('is on cdn.example.com: images are shown only from') as string });
    expect(resolveAsset(asset('http://cdn.example.com/bilder/x.jpg'))).toHaveProperty('refused');
    // An old http:// (or protocol-relative) URL of Storyblok's own asset library is the same file over https.
    // So is the address of the storage behind the CDN (s3.amazonaws.com/<asset host>/…: older spaces, the CLI's pushes).
    for (const old of [
      'http://a.storyblok.com/f/123/160x48/abc/logo.png',
      '//a.storyblok.com/f/123/160x48/abc/logo.png',
      'https://s3.amazonaws.com/a.storyblok.com/f/123/160x48/abc/logo.png',
      'http://s3.amazonaws.com/a.storyblok.com/f/123/160x48/abc/logo.png',
    ]) {
      expect(resolveAsset(asset(old))).toMatchObject({
        asset: { isImage: true, src: 'https://a.storyblok.com/f/123/160x48/abc/logo.png', width: 160, height: 48 },
      });
    }
    expect(resolveAsset(asset('https://cdn.example.com/rapport.pdf'))).toMatchObject({ asset: { isImage: false, src: 'https://cdn.example.com/rapport.pdf' } });
    // Another bucket on S3 is another host's file: not rewritten, and not shown as an image.
    expect(resolveAsset(asset('https://s3.amazonaws.com/other-bucket/f/1/x.png'))).toHaveProperty('refused');
  });

  test('are the same list the image pipeline allows (site/config/storyblok.ts)', () => {
    expect(siteAssetHosts).toBe(ASSET_HOSTS);
  });
});

describe("an asset's alt text", () => {
  const file = 'https://a.storyblok.com/f/1/3500x2000/cd/mars.jpg';
  test("is the field's own, else the asset library's (meta_data), else empty", () => {
    const alt = (raw: Record<string, unknown>) => {
      const result = resolveAsset({ filename: file, ...raw });
      return 'asset' in result ? result.asset.alt : undefined;
    };
    expect(alt({ alt: 'Fältets text', meta_data: { alt: 'Bibliotekets text' } })).toBe('Fältets text');
    expect(alt({ alt: null, meta_data: { alt: 'Bibliotekets text', title: '' } })).toBe('Bibliotekets text');
    expect(alt({ alt: '', meta_data: null })).toBe('');
    expect(alt({ meta_data: ['x'] })).toBe('');
    // A text that shows nothing (a zero-width space, a no-break space) is none: the library's, else empty (warned of).
    expect(alt({ alt: '\u200b', meta_data: { alt: 'Bank AB' } })).toBe('Bank AB');
    expect(alt({ alt: '\u00a0 ', meta_data: { alt: '\u200b' } })).toBe('');
  });
});

describe('an image whose address does not say its size (Storyblok\u2019s /x/, a path of this site)', () => {
  test('is to be measured: the file before the image service, on the asset CDN or this site; not when its size is said', () => {
    expect(imageToMeasure('https://a.storyblok.com/f/9/x/aa/logo.svg')).toBe('https://a.storyblok.com/f/9/x/aa/logo.svg');
    expect(imageToMeasure('http://a.storyblok.com/f/9/x/aa/logo.svg')).toBe('https://a.storyblok.com/f/9/x/aa/logo.svg');
    expect(imageToMeasure('https://a.storyblok.com/f/9/x/aa/photo.jpg/m/400x0/filters:format(webp)')).toBe('https://a.storyblok.com/f/9/x/aa/photo.jpg');
    expect(imageToMeasure('/media/kontoret.png')).toBe('/media/kontoret.png');
    // Said by its address: its WIDTHxHEIGHT, or a resize to both sides.
    expect(imageToMeasure('https://a.storyblok.com/f/9/640x480/aa/hero.svg')).toBeUndefined();
    expect(imageToMeasure('https://a.storyblok.com/f/9/x/aa/photo.jpg/m/600x400')).toBeUndefined();
    // No image, or none the site shows (another host, another site's path, a data URL).
    expect(imageToMeasure('https://a.storyblok.com/f/9/x/aa/villkor.pdf')).toBeUndefined();
    expect(imageToMeasure('https://example.com/f/9/x/aa/logo.svg')).toBeUndefined();
    expect(imageToMeasure('//example.com/logo.svg')).toBeUndefined();
    expect(imageToMeasure('data:image/svg+xml,<svg/>')).toBeUndefined();
  });

  test('once measured, resolves with that size: the resize and the focus point read against it', () => {
    const file = 'https://a.storyblok.com/f/9/x/bb/kontoret.jpg';
    expect(resolveAsset({ filename: file })).not.toHaveProperty('asset.width');
    rememberImageSize(file, { width: 1600, height: 1000 });
    expect(imageToMeasure(file)).toBeUndefined();
    expect(resolveAsset({ filename: file })).toMatchObject({ asset: { width: 1600, height: 1000 } });
    expect(resolveAsset({ filename: `${file}/m/800x0` })).toMatchObject({ asset: { width: 800, height: 500 } });
    expect(resolveAsset({ filename: file, focus: '400x250:402x252' })).toMatchObject({ asset: { focus: { x: 25.1, y: 25.1 } } });
    // A size that is none is not kept.
    rememberImageSize('https://a.storyblok.com/f/9/x/bb/empty.svg', { width: 0, height: 10 });
    expect(imageToMeasure('https://a.storyblok.com/f/9/x/bb/empty.svg')).toBe('https://a.storyblok.com/f/9/x/bb/empty.svg');
  });
});

describe("an image of another Storyblok space than the site's", () => {
  const own = 'https://a.storyblok.com/f/288123/800x600/abc/own.jpg';
  const other = 'https://a-us.storyblok.com/f/99/800x600/abc/other.jpg/m/400x0';
  test('is marked direct (shown as it is, not through the optimizer), in an asset field and in text; the space’s own is not', () => {
    expect(resolveAsset(asset(own), '288123')).not.toHaveProperty('asset.direct');
    expect(resolveAsset(asset(other), '288123')).toMatchObject({ asset: { src: other, direct: true, width: 400, height: 300 } });
    expect(resolveImageUrl(own, '288123')).not.toHaveProperty('direct');
    expect(resolveImageUrl(other, '288123')).toMatchObject({ src: other, direct: true });
    // A space whose id begins with the site's is another space.
    expect(resolveAsset(asset('https://a.storyblok.com/f/2881234/8x6/abc/x.png'), '288123')).toMatchObject({ asset: { direct: true } });
    // The storage's old address is the CDN's, and is judged as such.
    expect(resolveAsset(asset('https://s3.amazonaws.com/a.storyblok.com/f/288123/8x6/abc/x.png'), '288123')).not.toHaveProperty('asset.direct');
  });
  test('without the site’s space id every space’s images go through the optimizer; a path of this site always does; a file that is no image is never marked', () => {
    expect(resolveAsset(asset(other))).not.toHaveProperty('asset.direct');
    expect(resolveAsset(asset('/demo/hero.jpg'), '288123')).not.toHaveProperty('asset.direct');
    expect(resolveAsset(asset('https://a.storyblok.com/f/99/x/abc/terms.pdf'), '288123')).not.toHaveProperty('asset.direct');
  });
  test('an address on the asset CDN outside its asset folders (which the optimizer never takes) is shown as it is', () => {
    expect(resolveAsset(asset('https://a.storyblok.com/other/800x600/x.jpg'))).toMatchObject({ asset: { direct: true } });
  });
});
