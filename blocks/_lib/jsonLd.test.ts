import { expect, test } from 'vitest';
import { breadcrumbList } from './jsonLd';

const SITE = 'https://www.flodvik.example/';
const PAGE = 'https://www.flodvik.example/sv/om-oss';
const items = (list: ReturnType<typeof breadcrumbList>) => (list?.itemListElement as Array<{ item: string }> | undefined)?.map((i) => i.item);

test('pages of this site get the site address, other web pages keep theirs; the last crumb is the page', () => {
  const list = breadcrumbList(
    [
      { name: 'Koncernen', link: { kind: 'external', href: 'https://koncern.example/' } },
      { name: 'Start', link: { kind: 'internal', href: '/sv' } },
      { name: ' Om oss ' },
    ],
    SITE,
    PAGE,
  );
  expect(items(list)).toEqual(['https://koncern.example/', 'https://www.flodvik.example/sv', PAGE]);
  expect((list?.itemListElement as Array<{ name: string }>)[2]!.name).toBe('Om oss');
});

test('a crumb before the last that is not a web page (an anchor, an email) or has no name: no list, not one with holes', () => {
  expect(breadcrumbList([{ name: 'Kontakt', link: { kind: 'email', href: 'mailto:a@b.se' } }, { name: 'Om oss' }], SITE, PAGE)).toBeUndefined();
  expect(breadcrumbList([{ name: 'Del', link: { kind: 'anchor', href: '#del' } }, { name: 'Om oss' }], SITE, PAGE)).toBeUndefined();
  expect(breadcrumbList([{ name: ' ', link: { kind: 'internal', href: '/sv' } }, { name: 'Om oss' }], SITE, PAGE)).toBeUndefined();
  expect(breadcrumbList([{ name: 'Om oss' }], SITE, PAGE)).toBeUndefined();
  expect(breadcrumbList([], SITE, PAGE)).toBeUndefined();
});
