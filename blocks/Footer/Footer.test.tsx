import { expect, test } from 'vitest';
import { resolved, textOf } from '~/tests/helpers/blocks';
import { renderBloks, testContext } from '~/tests/helpers/render';

const item = (text: string, slug: string) => ({ _uid: slug, component: 'LinkItem', text, link: { linktype: 'story', cached_url: slug } });
const footer = resolved([
  {
    _uid: 'f',
    component: 'Footer',
    contactTitle: 'Kontakta oss',
    contactText: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Vardagar 8–17.' }] }] },
    productsTitle: 'Produkter',
    featuredProducts: [item('Flexkredit', 'flexkredit')],
    column1Title: 'Företaget',
    column1: [item('Om oss', 'om-oss')],
    column2Title: 'Hjälp',
    column2: [item('Vanliga frågor', 'fragor')],
    partnerLogos: [{ filename: '/demo/f/1/160x48/logo-partner-a.svg', alt: 'Partner A' }],
    companyName: 'Flodvik Finans AB',
    address: 'Exempelgatan 1\n111 11 Stockholm',
  },
]);

test('the footer has contact text, featured products, two link columns, partner logos, company and address, and the language menu', () => {
  const html = renderBloks(footer, testContext('sv', 'production', { path: 'om-oss' }));
  const text = textOf(html);
  for (const part of [
    'Kontakta oss Vardagar 8–17.',
    'Produkter Flexkredit',
    'Företaget Om oss',
    'Hjälp Vanliga frågor',
    'Flodvik Finans AB',
    'Exempelgatan 1',
    '111 11 Stockholm',
  ])
    expect(text).toContain(part);
  expect(html).toMatch(/<img [^>]*alt="Partner A"[^>]*width="160" height="48"/);
  expect(html).toContain('href="/en/om-oss"');
  expect(html).toContain('data-language-menu');
});

test('a link column whose title was left empty draws no empty heading: it is named for screen readers ("Länkar"), its links shown', () => {
  const [untitled] = resolved([
    {
      _uid: 'f',
      component: 'Footer',
      companyName: 'Flodvik AB',
      column1Title: ' ',
      column1: [item('Om oss', 'om-oss')],
      column2Title: 'Hjälp',
      column2: [item('Vanliga frågor', 'fragor')],
    },
  ]);
  const html = renderBloks([untitled!], testContext('sv', 'production'));
  expect(html).not.toMatch(/<h2[^>]*>\s*<\/h2>/);
  expect(html).toMatch(/<nav aria-label="Länkar"><ul[^>]*><li[^>]*><a [^>]*>Om oss<\/a>/);
  expect(html).toMatch(/<nav aria-labelledby="([^"]+)"><h2 id="\1"[^>]*>Hjälp<\/h2>/);
});
