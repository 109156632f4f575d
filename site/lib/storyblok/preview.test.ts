import { describe, expect, test } from 'vitest';
import { checkPreview, previewParams, previewTarget, previewToken } from './preview';

const PREVIEW = 'preview-token-0001';
const now = Date.UTC(2026, 2, 1, 12, 0, 0);
const ts = (secondsAgo: number) => String(Math.floor(now / 1000) - secondsAgo);
const params = (timestamp: string, token = previewToken('424242', PREVIEW, timestamp)) => ({ spaceId: '424242', timestamp, token });

describe("the editor's preview token", () => {
  test('sha1(space_id:preview token:timestamp), under an hour old, is accepted', () => {
    expect(checkPreview(params(ts(10)), PREVIEW, now)).toEqual({ ok: true });
    expect(checkPreview(params(ts(3599)), PREVIEW, now)).toEqual({ ok: true });
  });
  test('a token an hour old or more is refused', () => {
    expect(checkPreview(params(ts(3601)), PREVIEW, now)).toMatchObject({ ok: false, reason: expect.stringContaining('expired') });
  });
  test('a token made with another preview token, space or timestamp is refused', () => {
    expect(checkPreview(params(ts(10), previewToken('424242', 'other-token', ts(10))), PREVIEW, now)).toMatchObject({ ok: false });
    expect(checkPreview({ ...params(ts(10)), spaceId: '1' }, PREVIEW, now)).toMatchObject({ ok: false });
    expect(checkPreview({ ...params(ts(10)), timestamp: ts(11) }, PREVIEW, now)).toMatchObject({ ok: false });
  });
  test('missing or malformed parameters are refused', () => {
    expect(checkPreview({ spaceId: null, timestamp: ts(1), token: 'ab' }, PREVIEW, now)).toMatchObject({ ok: false });
    expect(checkPreview({ ...params(ts(10)), token: 'not hex' }, PREVIEW, now)).toMatchObject({ ok: false });
    expect(checkPreview({ ...params(ts(10)), timestamp: '12ab' }, PREVIEW, now)).toMatchObject({ ok: false });
  });
  test('reads the bracketed query parameters Storyblok sends', () => {
    const search = new URLSearchParams('slug=sv/x&_storyblok_tk[space_id]=1&_storyblok_tk[timestamp]=2&_storyblok_tk[token]=abc');
    expect(previewParams(search)).toEqual({ spaceId: '1', timestamp: '2', token: 'abc' });
  });
});

describe('the page a slug previews', () => {
  const editor = new URLSearchParams('slug=x&_storyblok=123&_storyblok_c=Page&_storyblok_tk[token]=abc&other=1');
  test.each([
    ['sv/blogg/kassaflode', '/sv/blogg/kassaflode'],
    ['en/', '/en'],
    ['sv/index', '/sv'],
    ['en/blogg/', '/en/blogg'],
    ['om-oss', '/sv/om-oss'],
    ['sv/site-config', '/sv'],
    ['', '/sv'],
    ['//evil.example/x', '/sv/evil.example/x'],
    ['sv/../../etc', '/sv/etc'],
    ['sv/a b', '/sv/a%20b'],
  ])('%s → %s', (slug, path) => {
    expect(previewTarget(slug, new URLSearchParams()).startsWith('//')).toBe(false);
    expect(previewTarget(slug, new URLSearchParams())).toBe(path);
  });
  test("keeps the editor's _storyblok parameters but its token, and nothing else", () => {
    // The token stays behind: it would open a draft session to anyone who read the page's address.
    expect(previewTarget('sv/om-oss', editor)).toBe('/sv/om-oss?_storyblok=123&_storyblok_c=Page');
    const all = new URLSearchParams(
      '_storyblok=9&_storyblok_lang=en&_storyblok_release=5&_storyblok_tk[space_id]=1&_storyblok_tk[timestamp]=2&_storyblok_tk[token]=abc',
    );
    expect(previewTarget('en/about', all)).toBe('/en/about?_storyblok=9&_storyblok_lang=en&_storyblok_release=5');
  });
});
