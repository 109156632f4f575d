import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { anchorId, lastPathSegment, linkAttributes, localePath, resolveHref, resolveLink, storyPath, telHref } from './links';

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
    // A path naming a locale is that language's page, with its leading "/" or without.
    ['sv/om-oss', { kind: 'internal', href: '/sv/om-oss' }],
    ['/sv/om-oss', { kind: 'internal', href: '/sv/om-oss' }],
    ['en/contact?x=1#form', { kind: 'internal', href: '/en/contact?x=1#form' }],
    // A first segment that only starts like a locale is a page path of the current one.
    ['english/om-oss', { kind: 'internal', href: '/en/english/om-oss' }],
    ['{{BORROWER_APP_URL}}/login', { kind: 'external', href: 'https://app.example.test/login' }],
    // A scheme typed before the placeholder, which holds one already.
    ['https://{{BORROWER_APP_URL}}/login', { kind: 'external', href: 'https://app.example.test/login' }],
    ['HTTP://{{BORROWER_APP_URL}}', { kind: 'external', href: 'https://app.example.test/' }],
    ['//{{BORROWER_APP_URL}}/x', { kind: 'external', href: 'https://app.example.test/x' }],
    ['https:/{{BORROWER_APP_URL}}/x', { kind: 'external', href: 'https://app.example.test/x' }],
    ['https:{{BORROWER_APP_URL}}', { kind: 'external', href: 'https://app.example.test/' }],
    ['//cdn.example.com/x.pdf', { kind: 'external', href: 'https://cdn.example.com/x.pdf' }],
    // The colon not typed: the web address meant, not a page path of this site ("/sv/http//flodvik.se").
    ['http//flodvik.se/om', { kind: 'external', href: 'http://flodvik.se/om' }],
    ['HTTPS//www.flodvik.se', { kind: 'external', href: 'https://www.flodvik.se/' }],
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

describe('what a browser would read as another host never passes as a path of this site', () => {
  test.each([
    '/\\evil.example/x.pdf',
    '\\\\evil.example/x',
    '\\/evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/%2F%2Fevil.example',
    '/%2fevil.example',
    '/%5Cevil.example',
    '/%252F/evil.example',
  ])('%j is refused as a link and as an asset', (input) => {
    expect(resolveHref(input, ctx)).toHaveProperty('refused');
    expect(resolveHref(input, ctx, { asset: true })).toHaveProperty('refused');
  });
  test('"//host" as written is that host, made explicit', () => {
    expect(resolveHref('//cdn.example.com/a.pdf', ctx, { asset: true })).toEqual({ link: { kind: 'asset', href: 'https://cdn.example.com/a.pdf' } });
  });
  test('dot segments and odd characters stay on this site', () => {
    // A page path never names a page above the locale: the dot segments before it are dropped.
    expect(resolveHref('/../../x', ctx)).toEqual({ link: { kind: 'internal', href: '/en/x' } });
    expect(resolveHref('om oss', ctx)).toEqual({ link: { kind: 'internal', href: '/en/om%20oss' } });
  });
});

describe('scheme-less hosts, email addresses and anchors', () => {
  test.each([
    ['www.example.com', { kind: 'external', href: 'https://www.example.com/' }],
    ['example.se/lan?x=1', { kind: 'external', href: 'https://example.se/lan?x=1' }],
    ['www.example.com:8080/a', { kind: 'external', href: 'https://www.example.com:8080/a' }],
    ['rapport.pdf', { kind: 'internal', href: '/en/rapport.pdf' }],
    ['www.rapport.pdf', { kind: 'external', href: 'https://www.rapport.pdf/' }],
    ['hej@flodvik.example', { kind: 'email', href: 'mailto:hej@flodvik.example' }],
    ['mailto:mailto:hej@flodvik.example', { kind: 'email', href: 'mailto:hej@flodvik.example' }],
    ['#Frågor & svar', { kind: 'anchor', href: '#Frågor-svar' }],
    ['/om-oss#Vårt%20team', { kind: 'internal', href: '/en/om-oss#Vårt-team' }],
  ])('%s', (input, expected) => expect(resolveHref(input, ctx)).toEqual({ link: expected }));

  test('a bare address with a control character is no email (fast-check found "$@\\u0000.AA" became a mailto: with a NUL)', () => {
    expect(resolveHref('$@\u0000.AA', ctx)).toEqual({ refused: 'The address contains control characters' });
  });

  test('anchorId keeps letters, digits, "-", "_" and "."; the rest becomes "-"', () => {
    expect(anchorId(' #Mitt  ankare! ')).toBe('Mitt-ankare');
    expect(anchorId('§§§')).toBe('');
    expect(anchorId('a'.repeat(200))).toHaveLength(80);
  });
});

describe('resolveLink (Storyblok multilinks)', () => {
  test('an email whose address already starts with mailto: is not doubled', () => {
    expect(resolveLink({ linktype: 'email', email: 'mailto:a@b.example' }, ctx)).toEqual({ link: { kind: 'email', href: 'mailto:a@b.example' } });
    expect(resolveLink({ linktype: 'email', email: 'MAILTO:a@b.example?subject=Hej' }, ctx)).toEqual({
      link: { kind: 'email', href: 'mailto:a@b.example?subject=Hej' },
    });
  });
  test('a URL link keeps its separate anchor, unless the URL has a fragment of its own', () => {
    expect(resolveLink({ linktype: 'url', url: '/om-oss', anchor: 'team' }, ctx)).toEqual({ link: { kind: 'internal', href: '/en/om-oss#team' } });
    expect(resolveLink({ linktype: 'url', url: 'https://x.example/a', anchor: 'b c' }, ctx)).toEqual({
      link: { kind: 'external', href: 'https://x.example/a#b%20c' },
    });
    expect(resolveLink({ linktype: 'url', url: '/om-oss#egen', anchor: 'team' }, ctx)).toEqual({ link: { kind: 'internal', href: '/en/om-oss#egen' } });
    expect(resolveLink({ linktype: 'url', url: '', anchor: 'kalkylator' }, ctx)).toEqual({ link: { kind: 'anchor', href: '#kalkylator' } });
  });
  test("a story link keeps its anchor field, else a fragment written into its address (a rich-text link's href, as Storyblok's renderer keeps it)", () => {
    expect(resolveLink({ linktype: 'story', cached_url: 'om-oss#team', anchor: null }, ctx)).toEqual({ link: { kind: 'internal', href: '/en/om-oss#team' } });
    expect(resolveLink({ linktype: 'story', cached_url: 'om-oss#Vårt%20team', anchor: '' }, ctx)).toEqual({
      link: { kind: 'internal', href: '/en/om-oss#Vårt-team' },
    });
    expect(resolveLink({ linktype: 'story', cached_url: 'om-oss#team', anchor: 'pris' }, ctx)).toEqual({ link: { kind: 'internal', href: '/en/om-oss#pris' } });
    expect(resolveLink({ linktype: 'story', cached_url: 'om-oss?x=1#', anchor: '' }, ctx)).toEqual({ link: { kind: 'internal', href: '/en/om-oss' } });
    // With the story resolved (resolve_links), its path is the story's (moved since), the fragment the address's.
    expect(resolveLink({ linktype: 'story', cached_url: 'om-oss#team', anchor: null, story: { full_slug: 'en/about-us' } }, ctx)).toEqual({
      link: { kind: 'internal', href: '/en/about-us#team' },
    });
  });
  test('www.example.com in a URL link is external, not the page /sv/www.example.com', () => {
    expect(resolveLink({ linktype: 'url', url: 'www.example.com', cached_url: 'www.example.com' }, ctx)).toEqual({
      link: { kind: 'external', href: 'https://www.example.com/' },
    });
  });
  test('an empty multilink is empty', () => {
    expect(resolveLink({ id: '', url: '', linktype: 'story', fieldtype: 'multilink', cached_url: '' }, ctx)).toEqual({ empty: true });
  });
  test('story link prefers the fresh full_slug over cached_url and keeps the anchor', () => {
    expect(resolveLink({ linktype: 'story', cached_url: 'old', anchor: 'a b', story: { full_slug: 'sv/new' } }, ctx)).toEqual({
      link: { kind: 'internal', href: '/en/new#a-b' },
    });
  });
  test('a story resolved as a link object (resolve_links=link: its slug is the full slug, beside real_path) gives the path; a story resolved whole or as a url object, its full_slug', () => {
    const link = { id: 7, uuid: 'u-7', slug: 'en/about-us', real_path: '/about-us', is_folder: false, published: true, name: 'About us' };
    expect(resolveLink({ linktype: 'story', cached_url: 'om-oss#team', story: link }, ctx)).toEqual({ link: { kind: 'internal', href: '/en/about-us#team' } });
    // A folder's start page, as the Links API writes it.
    const start = { uuid: 'u-8', slug: 'en/blog/', is_folder: false, is_startpage: true, real_path: '/blog/' };
    expect(resolveLink({ linktype: 'story', cached_url: 'blogg/', story: start }, ctx)).toEqual({ link: { kind: 'internal', href: '/en/blog' } });
    // A story's own slug is its last segment: never the path.
    const url = { uuid: 'u-9', slug: 'about-us', full_slug: 'en/company/about-us', url: 'en/company/about-us', name: 'About us' };
    expect(resolveLink({ linktype: 'story', cached_url: 'old', story: url }, ctx)).toEqual({ link: { kind: 'internal', href: '/en/company/about-us' } });
    expect(resolveLink({ linktype: 'story', cached_url: 'en/company/about-us', story: { uuid: 'u', slug: 'about-us' } }, ctx)).toEqual({
      link: { kind: 'internal', href: '/en/company/about-us' },
    });
  });
  test("a subject's spaces are written as %20 (not dropped, not refused); spaces in the address itself are a slip", () => {
    const mailto = { link: { kind: 'email', href: 'mailto:hej@flodvik.se?subject=Fråga%20om%20lån' } };
    expect(resolveLink({ linktype: 'email', email: 'hej@flodvik.se?subject=Fråga om lån' }, ctx)).toEqual(mailto);
    expect(resolveLink({ linktype: 'url', url: 'mailto:hej@flodvik.se?subject=Fråga  om lån' }, ctx)).toEqual(mailto);
    expect(resolveHref('mailto: hej@flodvik.se ?subject=Fråga om lån', ctx)).toEqual(mailto);
    expect(resolveHref('mailto:hej@flodvik.se?subject="<x>"', ctx)).toEqual({ link: { kind: 'email', href: 'mailto:hej@flodvik.se?subject=%22%3Cx%3E%22' } });
    expect(resolveHref('tel:+46 8 123 45 67', ctx)).toEqual({ link: { kind: 'phone', href: 'tel:+4681234567' } });
    expect(resolveLink({ linktype: 'email', email: 'hej@flodvik.se?subject=a\u0001b' }, ctx)).toHaveProperty('refused');
  });
  test('a link type Storyblok does not have is refused, not read as a page path', () => {
    expect(resolveLink({ linktype: 'tel', url: '+46 8 123 45 67' }, ctx)).toEqual({
      refused: 'Unknown link type "tel" (Storyblok\'s are story, url, email and asset): choose the link again',
    });
  });
  test('a phone number written in a URL link without "tel:" is a phone link; a number without + or 0 stays a path', () => {
    expect(resolveLink({ linktype: 'url', url: '+46 8 123 45 67' }, ctx)).toEqual({ link: { kind: 'phone', href: 'tel:+4681234567' } });
    expect(resolveHref('08-123 45 67', ctx)).toEqual({ link: { kind: 'phone', href: 'tel:081234567' } });
    expect(resolveHref('2026', ctx)).toEqual({ link: { kind: 'internal', href: '/en/2026' } });
    expect(resolveHref('+46 8', ctx)).not.toHaveProperty('link.kind', 'phone');
  });
  test('with a calling code, a number in national form dials in international form, so it works from abroad too', () => {
    const swedish = { ...ctx, callingCode: '46' };
    expect(resolveHref('08-123 45 67', swedish)).toEqual({ link: { kind: 'phone', href: 'tel:+4681234567' } });
    expect(resolveHref('tel:010-000 00 00', swedish)).toEqual({ link: { kind: 'phone', href: 'tel:+46100000000' } });
    expect(resolveLink({ linktype: 'url', url: 'tel:0046 8 123 45 67' }, swedish)).toEqual({ link: { kind: 'phone', href: 'tel:+4681234567' } });
    expect(resolveLink({ linktype: 'url', url: '+47 22 12 34 56' }, swedish)).toEqual({ link: { kind: 'phone', href: 'tel:+4722123456' } });
    expect(resolveHref('tel:112', swedish)).toEqual({ link: { kind: 'phone', href: 'tel:112' } });
  });
  test("an editor's rel and title (custom attributes) are kept, rel only with relations that mean something", () => {
    expect(resolveLink({ linktype: 'url', url: 'https://partner.example', rel: 'Sponsored  nofollow onclick', title: ' Annons ' }, ctx)).toEqual({
      link: { kind: 'external', href: 'https://partner.example/', rel: 'sponsored nofollow', title: 'Annons' },
    });
    expect(resolveLink({ linktype: 'url', url: '/om-oss', custom: { rel: 'nofollow', title: 'Om oss', onmouseover: 'x' } }, ctx)).toEqual({
      link: { kind: 'internal', href: '/en/om-oss', rel: 'nofollow', title: 'Om oss' },
    });
    expect(resolveLink({ linktype: 'url', url: '/om-oss', rel: 'javascript:x', title: 7 }, ctx)).toEqual({ link: { kind: 'internal', href: '/en/om-oss' } });
  });
  test("the attributes of an <a>: a new tab adds noopener noreferrer to the editor's relations", () => {
    expect(linkAttributes({ kind: 'external', href: 'https://x.example/', target: '_blank', rel: 'sponsored noopener', title: 'T' })).toEqual({
      target: '_blank',
      rel: 'noopener noreferrer sponsored',
      title: 'T',
    });
    expect(linkAttributes({ kind: 'internal', href: '/sv' })).toEqual({});
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

describe('a URL link that starts with "/" (as Storyblok stores it: linktype url, the path in url and cached_url)', () => {
  const sv = { locale: 'sv', locales, placeholders: {}, publicPaths: ['/demo/'] };
  const urlLink = (url: string) => resolveLink({ id: '', url, linktype: 'url', fieldtype: 'multilink', cached_url: url }, sv);

  test('to a page takes the current locale', () => {
    expect(urlLink('/om-oss')).toEqual({ link: { kind: 'internal', href: '/sv/om-oss' } });
    expect(urlLink('/')).toEqual({ link: { kind: 'internal', href: '/sv' } });
  });

  test('that already names a locale stays as written (another language is another language)', () => {
    expect(urlLink('/en')).toEqual({ link: { kind: 'internal', href: '/en' } });
    expect(urlLink('/en/about-us?ref=sv#Team')).toEqual({ link: { kind: 'internal', href: '/en/about-us?ref=sv#Team' } });
    expect(urlLink('/sv/om-oss')).toEqual({ link: { kind: 'internal', href: '/sv/om-oss' } });
    expect(resolveHref('/en/about us#vår del', sv)).toEqual({ link: { kind: 'internal', href: '/en/about%20us#vår-del' } });
  });

  test("as written, a page's address without the spellings that are no page: the full slug's index, a trailing slash", () => {
    expect(urlLink('/sv/index')).toEqual({ link: { kind: 'internal', href: '/sv' } });
    expect(urlLink('/en/index/')).toEqual({ link: { kind: 'internal', href: '/en' } });
    expect(urlLink('/sv/blogg/index')).toEqual({ link: { kind: 'internal', href: '/sv/blogg' } });
    expect(urlLink('/sv/om-oss/?ref=x#team')).toEqual({ link: { kind: 'internal', href: '/sv/om-oss?ref=x#team' } });
    expect(urlLink('/sv/indexering')).toEqual({ link: { kind: 'internal', href: '/sv/indexering' } });
  });

  test('a relative page path with dot segments is a page of the current locale, not an address without one', () => {
    expect(urlLink('../kontakt')).toEqual({ link: { kind: 'internal', href: '/sv/kontakt' } });
    expect(urlLink('./kontakt#form')).toEqual({ link: { kind: 'internal', href: '/sv/kontakt#form' } });
    expect(urlLink('../../blogg/x')).toEqual({ link: { kind: 'internal', href: '/sv/blogg/x' } });
    expect(urlLink('..')).toEqual({ link: { kind: 'internal', href: '/sv' } });
  });

  test('to a file (a file name, or under a public path) stays as written, as a file rather than a page', () => {
    expect(urlLink('/demo/files/x.pdf')).toEqual({ link: { kind: 'asset', href: '/demo/files/x.pdf' } });
    expect(urlLink('/rapport-2026.PDF#page=2')).toEqual({ link: { kind: 'asset', href: '/rapport-2026.PDF#page=2' } });
    expect(urlLink('/demo/files/')).toEqual({ link: { kind: 'asset', href: '/demo/files/' } });
    expect(urlLink('/demo/files/x.pdf')).not.toEqual({ link: { kind: 'internal', href: '/sv/demo/files/x.pdf' } });
  });

  test('a relative path (no "/") and a path like a locale but longer still take the current locale', () => {
    expect(urlLink('om-oss')).toEqual({ link: { kind: 'internal', href: '/sv/om-oss' } });
    expect(urlLink('/english')).toEqual({ link: { kind: 'internal', href: '/sv/english' } });
    expect(urlLink('/demonstration')).toEqual({ link: { kind: 'internal', href: '/sv/demonstration' } });
  });

  test('tricks that lead to another host are still refused', () => {
    for (const url of ['/\\evil.example/x.pdf', '/%2F%2Fevil.example/x.pdf', '/\t/evil.example/en']) expect(urlLink(url), url).toHaveProperty('refused');
  });

  test('a story link is unchanged: the page in the current locale', () => {
    expect(resolveLink({ id: 'u', url: '', linktype: 'story', fieldtype: 'multilink', cached_url: 'en/about-us' }, sv)).toEqual({
      link: { kind: 'internal', href: '/sv/about-us' },
    });
  });
});

describe('telHref', () => {
  test.each([
    ['010-000 00 00', '46', 'tel:+46100000000'],
    ['010-000\u00a000\u00a000', '46', 'tel:+46100000000'],
    ['(08) 123 45 67', '46', 'tel:+4681234567'],
    ['08/123 45 67', '46', 'tel:+4681234567'],
    ['+46 (0)8-123 45 67', '46', 'tel:+4681234567'],
    ['+46 (0) 10 000 00 00', undefined, 'tel:+46100000000'],
    ['0046 8 123 45 67', undefined, 'tel:+4681234567'],
    ['+45 33 12 34 56', '46', 'tel:+4533123456'],
    ['tel:0771-123 456', '46', 'tel:+46771123456'],
    ['112', '46', 'tel:112'],
    ['1177', '46', 'tel:1177'],
    ['08-123 45 67', undefined, 'tel:081234567'],
    ['08-123 45 67;ext=12', '46', 'tel:+4681234567;ext=12'],
    ['010-000 00 00 (växel)', '46', 'tel:+46100000000'],
    ['Ring 010-000 00 00', '46', 'tel:+46100000000'],
    ['08-123 45 67 ankn. 12', '46', 'tel:+4681234567;ext=12'],
    ['08-123 45 67 ext 12', '46', 'tel:+4681234567;ext=12'],
    ['+46 08-123 45 67', '46', 'tel:+4681234567'],
    ['+39 06 1234 5678', '46', 'tel:+390612345678'],
    ['+1-202-555-0143;phone-context=example.com', '46', 'tel:+12025550143;phone-context=example.com'],
    ['*123#', '46', 'tel:*123#'],
  ])('%j with calling code %j dials %j', (phone, callingCode, href) => {
    expect(telHref(phone, callingCode)).toBe(href);
  });

  test.each(['0771-KREDIT', '0771KREDIT', '', '   ', '00', '+', '-', '()', 'växel'])('%j has no number a phone dials: none', (phone) => {
    expect(telHref(phone, '46')).toBeUndefined();
  });

  test('a tel: link without a number is refused, not an empty tel: link', () => {
    for (const href of ['tel:-', 'tel:()', 'tel:00', 'tel:0771-KREDIT']) expect(resolveHref(href, ctx), href).toHaveProperty('refused');
  });

  test('whatever is written, the address has no whitespace or separators, and a national number gets the calling code for its trunk 0', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('0', '4', '6', '8', '+', ' ', '-', '(', ')', '\u00a0', '.') }), (phone) => {
        const href = telHref(phone, '46') ?? 'tel:';
        expect(href).toMatch(/^tel:[^\s().\-\u00a0]*$/);
        const national = phone.replace(/[\s().\-\u00a0]/g, '');
        if (/^0[1-9]\d*$/.test(national)) expect(href).toBe(`tel:+46${national.slice(1)}`);
      }),
    );
  });
});
