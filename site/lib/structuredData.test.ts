import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { blogPosting, jsonLdText, siteData, type ArticleFacts } from './structuredData';

const facts: ArticleFacts = {
  url: 'https://www.flodvik.se/sv/blogg/kassaflode',
  headline: 'Fem sätt att förbättra kassaflödet',
  description: 'Så får du pengarna snabbare.',
  images: ['https://www.flodvik.se/og/sv/blogg/kassaflode'],
  firstPublishedAt: '2026-05-18T07:00:00.000Z',
  publishedAt: '2026-06-01T09:30:00.000Z',
  authorName: 'Sara Lind',
  tags: ['Kassaflöde', ' Tips '],
  locale: 'sv',
  siteName: 'Flodvik',
  siteUrl: 'https://www.flodvik.se',
};

describe('blogPosting', () => {
  test('says what the article page shows, in schema.org terms', () => {
    expect(blogPosting(facts)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'Fem sätt att förbättra kassaflödet',
      description: 'Så får du pengarna snabbare.',
      image: ['https://www.flodvik.se/og/sv/blogg/kassaflode'],
      datePublished: '2026-05-18T07:00:00.000Z',
      dateModified: '2026-06-01T09:30:00.000Z',
      author: { '@type': 'Person', name: 'Sara Lind' },
      publisher: {
        '@type': 'Organization',
        '@id': 'https://www.flodvik.se/#organization',
        name: 'Flodvik',
        url: 'https://www.flodvik.se/',
        logo: 'https://www.flodvik.se/apple-icon',
      },
      inLanguage: 'sv',
      keywords: 'Kassaflöde, Tips',
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://www.flodvik.se/sv/blogg/kassaflode' },
      url: 'https://www.flodvik.se/sv/blogg/kassaflode',
    });
  });

  test('without an author the publisher is the author; without dates, tags or images those fields are left out', () => {
    const bare = blogPosting({ ...facts, authorName: '  ', firstPublishedAt: undefined, publishedAt: undefined, tags: [' '], images: [], description: '' });
    expect(bare.author).toEqual(bare.publisher);
    for (const key of ['datePublished', 'dateModified', 'keywords', 'image', 'description']) expect(bare).not.toHaveProperty(key);
  });

  test("dates are ISO 8601 in UTC (one without a zone is Sweden's time, whatever the server's); an unreadable one is left out, and an earlier publish is no modification", () => {
    expect(blogPosting({ ...facts, firstPublishedAt: '2026-05-18 07:00', publishedAt: 'soon' })).toMatchObject({
      datePublished: '2026-05-18T05:00:00.000Z',
      dateModified: '2026-05-18T05:00:00.000Z',
    });
    expect(blogPosting({ ...facts, firstPublishedAt: '2026-03-04 00:30', publishedAt: undefined }).datePublished).toBe('2026-03-03T23:30:00.000Z');
    expect(blogPosting({ ...facts, publishedAt: '2020-01-01T00:00:00.000Z' }).dateModified).toBe('2026-05-18T07:00:00.000Z');
    expect(blogPosting({ ...facts, firstPublishedAt: undefined }).dateModified).toBe('2026-06-01T09:30:00.000Z');
  });
});

describe('jsonLdText', () => {
  test('a title that would end the script element stays text', () => {
    const text = jsonLdText(blogPosting({ ...facts, headline: 'Lån </script><script>alert(1)</script> & mer\u2028' }));
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect((JSON.parse(text) as { headline: string }).headline).toBe('Lån </script><script>alert(1)</script> & mer\u2028');
  });

  test('any data reads back as itself, with no character that markup or old parsers would take', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = jsonLdText(value);
        expect(text).not.toMatch(/[<>&\u2028\u2029]/);
        expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(value)));
      }),
    );
  });
});

describe('siteData', () => {
  const site = { siteName: 'Flodvik', siteUrl: 'https://www.flodvik.se/', locale: 'sv' as const };

  test('the start page says what the site is (its name for search results) and who runs it', () => {
    expect(siteData({ ...site, companyName: ' Flodvik Finans AB ', phone: '010-000\u00a000\u00a000', callingCode: '46' })).toEqual({
      '@context': 'https://schema.org',
      '@graph': [
        {
          '@type': 'WebSite',
          '@id': 'https://www.flodvik.se/#website',
          name: 'Flodvik',
          url: 'https://www.flodvik.se/',
          inLanguage: ['sv', 'en'],
          publisher: { '@id': 'https://www.flodvik.se/#organization' },
        },
        {
          '@type': 'Organization',
          '@id': 'https://www.flodvik.se/#organization',
          name: 'Flodvik',
          legalName: 'Flodvik Finans AB',
          url: 'https://www.flodvik.se/',
          logo: 'https://www.flodvik.se/apple-icon',
          contactPoint: { '@type': 'ContactPoint', telephone: '+46100000000', contactType: 'customer service' },
        },
      ],
    });
  });

  test('the phone in international form (Google asks for the country code), as shown when no keypad dials it', () => {
    const telephone = (facts: Partial<Parameters<typeof siteData>[0]>) =>
      ((siteData({ ...site, ...facts })['@graph'] as Array<Record<string, { telephone?: string }>>)[1]!.contactPoint ?? {}).telephone;
    expect(telephone({ phone: '08-123 456 78 (växel)', callingCode: '46' })).toBe('+46812345678');
    expect(telephone({ phone: '+46 (0)8 123 456', callingCode: '46' })).toBe('+468123456');
    expect(telephone({ phone: '010-000 00 00 ankn. 12', callingCode: '46' })).toBe('+46100000000');
    // No calling code configured, a short number, a number spelt in letters: as the page shows it.
    expect(telephone({ phone: '010-000 00 00' })).toBe('010-000 00 00');
    expect(telephone({ phone: '1177', callingCode: '46' })).toBe('1177');
    expect(telephone({ phone: '0771-KREDIT', callingCode: '46' })).toBe('0771-KREDIT');
  });

  test('without a footer or a navigation: no legal name and no phone, rather than empty ones', () => {
    const organization = (siteData({ ...site, companyName: ' ', phone: '' })['@graph'] as Array<Record<string, unknown>>)[1]!;
    expect(organization).not.toHaveProperty('legalName');
    expect(organization).not.toHaveProperty('contactPoint');
    expect((siteData({ ...site, companyName: 'Flodvik' })['@graph'] as Array<Record<string, unknown>>)[1]).not.toHaveProperty('legalName');
  });
});
