import { renderToString } from 'react-dom/server';
import { expect, test } from 'vitest';
import { LanguageMenu } from './LanguageMenu';

const links = (html: string) => [...html.matchAll(/<a href="([^"]+)" hreflang="(\w+)"/gi)].map((m) => [m[2], m[1]]);

test('links to the same path in each locale', () => {
  expect(links(renderToString(<LanguageMenu locale="sv" path="blogg/fakturera-ratt" label="Språk" />))).toEqual([
    ['sv', '/sv/blogg/fakturera-ratt'],
    ['en', '/en/blogg/fakturera-ratt'],
  ]);
});

test('links a locale without the page to its start page', () => {
  expect(links(renderToString(<LanguageMenu locale="sv" path="bara-svensk" label="Språk" paths={{ sv: 'bara-svensk' }} />))).toEqual([
    ['sv', '/sv/bara-svensk'],
    ['en', '/en'],
  ]);
});

test('links a translation at another slug', () => {
  const paths = { sv: 'blogg/fakturera-ratt', en: 'blog/invoice-right' };
  expect(links(renderToString(<LanguageMenu locale="en" path="blog/invoice-right" label="Language" paths={paths} />))).toEqual([
    ['sv', '/sv/blogg/fakturera-ratt'],
    ['en', '/en/blog/invoice-right'],
  ]);
});

test('starts closed: the list is hidden and the button says so', () => {
  const html = renderToString(<LanguageMenu locale="en" path="" label="Language" />);
  expect(html).toMatch(/<button[^>]*aria-expanded="false"[^>]*aria-label="Language: English"/);
  expect(html).toMatch(/<ul[^>]*hidden=""/);
});
