import { describe, expect, test } from 'vitest';
import { pageMetadata } from './metadata';

const SITE = 'https://www.flodvik.example';
const base = { fallbackTitle: 'Flexkredit', locale: 'en', path: 'flexkredit', siteName: 'Flodvik', siteUrl: SITE } as const;

describe('pageMetadata', () => {
  test('the canonical URL is absolute, in the page’s own locale', () => {
    expect(pageMetadata({ ...base, seo: undefined }).alternates?.canonical).toBe(`${SITE}/en/flexkredit`);
    expect(pageMetadata({ ...base, seo: undefined, locale: 'sv', path: '' }).alternates?.canonical).toBe(`${SITE}/sv`);
  });

  test('hreflang alternates name each locale that has the page, and x-default', () => {
    expect(pageMetadata({ ...base, seo: undefined }).alternates?.languages).toEqual({
      sv: `${SITE}/sv/flexkredit`,
      en: `${SITE}/en/flexkredit`,
      'x-default': `${SITE}/sv/flexkredit`,
    });
    expect(pageMetadata({ ...base, seo: undefined, locales: ['en'] }).alternates?.languages).toEqual({
      en: `${SITE}/en/flexkredit`,
      'x-default': `${SITE}/en/flexkredit`,
    });
  });

  test('SeoMeta fields win; og and twitter fall back to title and description', () => {
    const m = pageMetadata({ ...base, seo: { title: 'Credit line', description: 'Borrow when you need to.', og_title: 'OG', twitter_description: 'TW' } });
    expect(m.title).toBe('Credit line');
    expect(m.description).toBe('Borrow when you need to.');
    expect(m.openGraph).toMatchObject({ title: 'OG', description: 'Borrow when you need to.', url: `${SITE}/en/flexkredit`, locale: 'en_US', type: 'website' });
    expect(m.twitter).toMatchObject({ title: 'OG', description: 'TW' });
    expect(pageMetadata({ ...base, seo: undefined, fallbackDescription: 'Ingress' })).toMatchObject({ title: 'Flexkredit', description: 'Ingress' });
  });

  test('images are absolute: the og image, else the page’s own image; twitter reuses og', () => {
    const own = pageMetadata({ ...base, seo: undefined, fallbackImage: '/demo/f/1/640x480/illustration-growth.svg' });
    expect(own.openGraph?.images).toEqual([{ url: `${SITE}/demo/f/1/640x480/illustration-growth.svg` }]);
    const og = pageMetadata({ ...base, seo: { og_image: 'https://a.storyblok.com/f/1/1200x630/og.png' }, fallbackImage: '/x.png' });
    expect(og.openGraph?.images).toEqual([{ url: 'https://a.storyblok.com/f/1/1200x630/og.png' }]);
    expect(og.twitter?.images).toEqual([{ url: 'https://a.storyblok.com/f/1/1200x630/og.png' }]);
    expect(pageMetadata({ ...base, seo: { og_image: 'javascript:alert(1)' } }).openGraph?.images).toBeUndefined();
  });

  test('a blog article is an og article with its publication time, author and tags', () => {
    const m = pageMetadata({ ...base, seo: undefined, article: { publishedTime: '2026-01-02T10:00:00.000Z', authors: ['Alva'], tags: ['Kassaflöde'] } });
    expect(m.openGraph).toMatchObject({ type: 'article', publishedTime: '2026-01-02T10:00:00.000Z', authors: ['Alva'], tags: ['Kassaflöde'] });
  });
});
