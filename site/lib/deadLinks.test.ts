import { expect, test } from 'vitest';
import { LOCALES } from '~/contracts/locales';
import { listPagePaths, loadPage } from './content';
import { deadLinkDiagnostics, reachable, walkInternalLinks } from './deadLinks';

const link = (href: string) => ({ kind: 'internal', href });

test('each internal link is found with the blok it belongs to and where it is', () => {
  const content = {
    component: 'Page',
    _uid: 'page',
    body: [
      { component: 'LinkSection', _uid: 'links', links: [{ component: 'LinkItem', _uid: 'item', link: link('/sv/kontakt') }] },
      { component: 'Hero', _uid: 'hero', cta: { text: 'Ansök', link: { kind: 'external', href: 'https://example.com' } } },
    ],
    footer: link('/sv'),
  };
  const seen: string[] = [];
  walkInternalLinks(content, '/content', (href, pointer, owner) => seen.push(`${href} ${pointer} ${owner.component}/${owner.uid}`));
  expect(seen).toEqual(['/sv/kontakt /content/body/0/links/0/link LinkItem/item', '/sv /content/footer Page/page']);
});

test('a visitor reaches a page, the same path in the other language, or an address the editors redirect; not knowing is no warning', async () => {
  const pages = new Set(['/sv/kontakt', '/en/webinar']);
  const check = (path: string) => (path.startsWith('/internal') ? undefined : pages.has(path));
  const redirects = new Map([['/sv/gammal', '/sv/kontakt']]);
  const redirected = (path: string) => Promise.resolve(redirects.get(path));
  expect(await reachable('/sv/kontakt', check, redirected)).toBe(true);
  expect(await reachable('/sv/webinar', check, redirected)).toBe(true); // the proxy sends it to /en/webinar
  expect(await reachable('/sv/gammal', check, redirected)).toBe(true);
  expect(await reachable('/sv/avpublicerad', check, redirected)).toBe(false);
  expect(await reachable('/internal/x', check, redirected)).toBeUndefined();
  // The redirects could not be read: the address is taken as the 404 it would be.
  expect(await reachable('/sv/avpublicerad', check, () => Promise.reject(new Error('503')))).toBe(false);
  // The index's first listing still on its way.
  expect(await reachable('/sv/kontakt', () => Promise.resolve(true), redirected)).toBe(true);
});

test("one warning per address that leads to the 404 page, on the first link's blok, its query and fragment aside", async () => {
  const content = {
    component: 'Page',
    _uid: 'page',
    body: [
      { component: 'Cta', _uid: 'a', link: link('/sv/avpublicerad#form') },
      { component: 'Cta', _uid: 'b', link: link('/sv/avpublicerad?utm_source=x') },
      { component: 'Cta', _uid: 'c', link: link('/sv/kontakt/') },
      { component: 'Cta', _uid: 'd', link: link('/internal/x') },
    ],
  };
  const asked: string[] = [];
  const dead = await deadLinkDiagnostics(content, (address) => {
    asked.push(address);
    return Promise.resolve(address === '/sv/kontakt' ? true : address.startsWith('/internal') ? undefined : false);
  });
  expect(asked).toEqual(['/sv/avpublicerad', '/sv/kontakt', '/internal/x']);
  expect(dead).toEqual([
    {
      severity: 'warning',
      component: 'Cta',
      uid: 'a',
      pointer: '/content/body/0/link',
      message: expect.stringContaining('leads to "/sv/avpublicerad", which is no published page of the site: a visitor gets the 404 page') as string,
    },
  ]);
  // An answer that fails is no warning.
  expect(await deadLinkDiagnostics(content, () => Promise.reject(new Error('down')))).toEqual([]);
});

test('the embedded content has no link to the 404 page (with the real page index and redirects)', async () => {
  let pages = 0;
  for (const locale of LOCALES) {
    for (const path of await listPagePaths(locale)) {
      const page = await loadPage(locale, path);
      expect(page, `${locale}/${path}`).not.toBeNull();
      pages++;
      expect(await deadLinkDiagnostics(page!.story.content), `${locale}/${path}`).toEqual([]);
      // The site settings' links (navigation, footer) too.
      expect(await deadLinkDiagnostics(page!.site), `${locale}/${path} site settings`).toEqual([]);
    }
  }
  expect(pages).toBeGreaterThan(20);
  // And a link to a page no story makes is found there.
  expect(await deadLinkDiagnostics({ component: 'Cta', _uid: 'x', link: link('/sv/finns-inte') })).toHaveLength(1);
});
