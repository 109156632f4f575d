import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { lastPathSegment, localePath, resolveHref, resolveLink, storyPath } from './links';

const locales = ['sv', 'en'];
const ctx = { locale: 'en', locales, placeholders: { '{{BORROWER_APP_URL}}': 'https://app.example.test' } };

describe('storyPath and localePath', () => {
  test.each([
    ['index', ''],
    ['sv/index', ''],
    ['en/', ''],
    ['sv/blogg/', 'blogg'],
    ['/blogg/kassaflode/', 'blogg/kassaflode'],
    ['blogg/index', 'blogg'],
    ['om-oss', 'om-oss'],
  ])('%s → "%s"', (slug, path) => expect(storyPath(slug, locales)).toBe(path));

  test('the locale prefix is replaced by the current one', () => {
    expect(localePath('en', 'sv/om-oss', locales)).toBe('/en/om-oss');
    expect(localePath('sv', 'index', locales)).toBe('/sv');
  });
});

describe('resolveHref', () => {
  test.each([
    ['#kalkylator', { kind: 'anchor', href: '#kalkylator' }],
    ['https://example.com/a?b=1#c', { kind: 'external', href: 'https://example.com/a?b=1#c' }],
    ['HTTP://EXAMPLE.COM', { kind: 'external', href: 'http://example.com/' }],
    ['mailto:hej@flodvik.example', { kind: 'email', href: 'mailto:hej@flodvik.example' }],
    ['tel:+46 10 000 00 00', { kind: 'phone', href: 'tel:+46100000000' }],
    ['/om-oss?x=1#y', { kind: 'internal', href: '/en/om-oss?x=1#y' }],
    ['sv/om-oss', { kind: 'internal', href: '/en/om-oss' }],
    ['{{BORROWER_APP_URL}}/login', { kind: 'external', href: 'https://app.example.test/login' }],
    ['//cdn.example.com/x.pdf', { kind: 'external', href: 'https://cdn.example.com/x.pdf' }],
  ])('%s', (input, expected) => expect(resolveHref(input, ctx)).toEqual({ link: expected }));

  test.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' java\nscript:alert(1)',
    'jav\u0000ascript:x',
    'data:text/html,x',
    'vbscript:x',
    'file:///etc/passwd',
    'ftp://x.example',
  ])('refuses %j', (input) => expect(resolveHref(input, ctx)).toHaveProperty('refused'));

  test('empty input is empty, not an error', () => {
    expect(resolveHref('  ', ctx)).toEqual({ empty: true });
    expect(resolveHref('#', ctx)).toEqual({ empty: true });
  });

  test('whatever the string, a resolved href never has a scheme outside http, https, mailto and tel', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.webUrl(),
          fc.string().map((s) => `javascript:${s}`),
          fc.string().map((s) => `\t${s}:x`),
        ),
        (s) => {
          const r = resolveHref(s, ctx);
          if ('link' in r) expect(r.link.href).toMatch(/^(https?:\/\/|mailto:|tel:|\/(?!\/)|#)/i);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('resolveLink (Storyblok multilinks)', () => {
  test('an empty multilink is empty', () => {
    expect(resolveLink({ id: '', url: '', linktype: 'story', fieldtype: 'multilink', cached_url: '' }, ctx)).toEqual({ empty: true });
  });
  test('story link prefers the fresh full_slug over cached_url and keeps the anchor', () => {
    expect(resolveLink({ linktype: 'story', cached_url: 'old', anchor: 'a b', story: { full_slug: 'sv/new' } }, ctx)).toEqual({
      link: { kind: 'internal', href: '/en/new#a%20b' },
    });
  });
  test('email link', () => {
    expect(resolveLink({ linktype: 'email', email: 'a@b.example' }, ctx)).toEqual({ link: { kind: 'email', href: 'mailto:a@b.example' } });
    expect(resolveLink({ linktype: 'email', email: 'not an email' }, ctx)).toHaveProperty('refused');
  });
  test('target _blank is kept, anything else ignored', () => {
    expect(resolveLink({ linktype: 'url', url: 'https://x.example', target: '_blank' }, ctx)).toEqual({
      link: { kind: 'external', href: 'https://x.example/', target: '_blank' },
    });
    expect(resolveLink({ linktype: 'url', url: 'https://x.example', target: 'evil' }, ctx)).toEqual({ link: { kind: 'external', href: 'https://x.example/' } });
  });
  test('asset links keep their path without a locale', () => {
    expect(resolveLink({ linktype: 'asset', url: '/demo/files/a.pdf' }, ctx)).toEqual({ link: { kind: 'asset', href: '/demo/files/a.pdf' } });
  });
  test('a non-object is refused', () => {
    expect(resolveLink('https://x.example', ctx)).toHaveProperty('refused');
  });
});

test('lastPathSegment gives the accessible label of a link without text', () => {
  expect(lastPathSegment('/sv/blogg/kassa-flode')).toBe('kassa-flode');
  expect(lastPathSegment('https://example.com/a/b/?q=1')).toBe('b');
  expect(lastPathSegment('/sv/%C3%A5r')).toBe('år');
});
