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
