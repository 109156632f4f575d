import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { resolveAsset, resolveAssetUrl } from './assets';
import { resolveHref, resolveLink } from './links';

const ctx = { locale: 'sv', locales: ['sv', 'en'], placeholders: { '{{BORROWER_APP_URL}}': 'https://app.example.test' } };
const SITE = 'https://flodvik.example';

/**
 * The law: an href the engine emits is a path of this site starting with exactly one "/" (and, read
 * by a browser's URL parser on this site, stays on this site), an http(s) URL, mailto:, tel: or a
 * "#id" anchor (which also stays on the page). A src is an http(s) URL or a path of this site.
 */
function expectSafeHref(href: string) {
  expect(href).toMatch(/^(\/(?![/\\])|https?:\/\/|mailto:|tel:|#)/);
  // eslint-disable-next-line no-control-regex
  expect(href).not.toMatch(/[\u0000-\u0020\u007f]/);
  if (href.startsWith('/') || href.startsWith('#')) expect(new URL(href, `${SITE}/sv/x`).origin).toBe(SITE);
  if (/^https?:/.test(href)) expect(new URL(href).hostname).not.toBe('');
}
function expectSafeSrc(src: string) {
  expect(src).toMatch(/^(\/(?![/\\])|https?:\/\/)/);
  if (src.startsWith('/')) expect(new URL(src, `${SITE}/sv/x`).origin).toBe(SITE);
}

/** Strings built from the pieces that browsers read in surprising ways. */
const tricky = fc
  .array(
    fc.oneof(
      fc.constantFrom(
        '/',
        '\\',
        '//',
        '/\\',
        '\t',
        '\n',
        '\r',
        ' ',
        '%2F',
        '%2f',
        '%5C',
        '%09',
        '%252F',
        '#',
        '?',
        '.',
        '..',
        ':',
        '@',
        'www.',
        'example.com',
        'evil.example',
      ),
      fc.constantFrom(
        'javascript:',
        'JaVaScRiPt:',
        'data:',
        'vbscript:',
        'http:',
        'https:',
        'mailto:',
        'tel:',
        '{{BORROWER_APP_URL}}',
        '\u0000',
        '\u200b',
        '\ufeff',
      ),
      fc.string({ maxLength: 6 }),
    ),
    { maxLength: 8 },
  )
  .map((parts) => parts.join(''));
const anyString = fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.webUrl(), tricky);

const linkObject = fc.record(
  {
    linktype: fc.oneof(fc.constantFrom('story', 'url', 'email', 'asset', ''), anyString),
    url: anyString,
    cached_url: anyString,
    email: anyString,
    anchor: fc.oneof(anyString, fc.constant(null)),
    target: fc.constantFrom('_blank', '_self', null),
    story: fc.oneof(fc.constant(undefined), fc.record({ full_slug: anyString })),
  },
  { requiredKeys: [] },
);

describe('every href and src the engine emits is safe', () => {
  test('resolveHref over arbitrary strings', () => {
    fc.assert(
      fc.property(anyString, fc.boolean(), (s, asset) => {
        const r = resolveHref(s, ctx, { asset });
        if ('link' in r) expectSafeHref(r.link.href);
      }),
      { numRuns: 2000 },
    );
  });

  test('resolveLink over arbitrary link objects', () => {
    fc.assert(
      fc.property(linkObject, (raw) => {
        const r = resolveLink(raw, ctx);
        if ('link' in r) expectSafeHref(r.link.href);
      }),
      { numRuns: 2000 },
    );
  });

  test('resolveAssetUrl and resolveAsset over arbitrary strings and asset objects', () => {
    fc.assert(
      fc.property(anyString, fc.record({ filename: anyString, alt: fc.oneof(fc.string(), fc.constant(null)) }, { requiredKeys: [] }), (s, raw) => {
        const url = resolveAssetUrl(s);
        if ('src' in url) expectSafeSrc(url.src);
        const asset = resolveAsset(raw);
        if ('asset' in asset) expectSafeSrc(asset.asset.src);
      }),
      { numRuns: 2000 },
    );
  });
});
