import { expect, test, vi } from 'vitest';
import { LOCALES } from '~/contracts/locales';
import { listPagePaths, loadPage } from './content';
import { deadLinkDiagnostics, logDeadLinks, reachable, walkInternalLinks } from './deadLinks';
import { isListedPage, isPage, resetPageIndex } from './pageIndex';
import { redirectFor } from './redirects';

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

test('a visitor reaches a page, its lower-case spelling, a start page by its slug, the same path in the other language, or an address the editors redirect', () => {
  const pages = new Set(['/sv/kontakt', '/en/webinar', '/sv/blogg', '/sv/fr%C3%A5gor']);
  const redirects = new Map([['/sv/gammal', '/sv/kontakt']]);
  const lookups = {
    isPage: (path: string) => (path.startsWith('/internal') ? undefined : pages.has(path)),
    redirect: (path: string) => ({ to: redirects.get(path) }),
  };
  expect(reachable('/sv/kontakt', lookups)).toBe(true);
  expect(reachable('/SV/Kontakt', lookups)).toBe(true); // the proxy: 308 to /sv/kontakt
  expect(reachable('/sv/FR%C3%85GOR', lookups)).toBe(true);
  expect(reachable('/sv/blogg/Index', lookups)).toBe(true); // the proxy: 308 to /sv/blogg
  expect(reachable('/en/blogg/INDEX', lookups)).toBe(false); // a start page by its slug is looked for in its own language only
  expect(reachable('/sv/webinar', lookups)).toBe(true); // the proxy: 307 to /en/webinar
  expect(reachable('/sv/gammal', lookups)).toBe(true);
  expect(reachable('/sv/avpublicerad', lookups)).toBe(false);
  expect(reachable('/sv/%ZZ', lookups)).toBe(false);
  expect(reachable('/internal/x', lookups)).toBeUndefined();
  // No index or no redirects loaded on this server yet: not known, no warning.
  expect(reachable('/sv/avpublicerad', { ...lookups, isPage: () => undefined })).toBeUndefined();
  expect(reachable('/sv/avpublicerad', { ...lookups, redirect: () => undefined })).toBeUndefined();
});

test("one warning per address that leads to the 404 page, on the first link's blok, its query and fragment aside", () => {
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
  const lookups = {
    isPage: (address: string) => {
      asked.push(address);
      return address === '/sv/kontakt' ? true : address.startsWith('/internal') ? undefined : false;
    },
    redirect: () => ({ to: undefined }),
  };
  const dead = deadLinkDiagnostics(content, lookups, 'In the site settings: ');
  expect(asked.filter((a) => a === '/sv/avpublicerad')).toHaveLength(1);
  expect(asked).toContain('/sv/kontakt');
  expect(dead).toEqual([
    {
      severity: 'warning',
      component: 'Cta',
      uid: 'a',
      pointer: '/content/body/0/link',
      message: expect.stringMatching(
        /^In the site settings: leads to "\/sv\/avpublicerad", which is no published page of the site: a visitor gets the 404 page/,
      ) as string,
    },
  ]);
});

test('a warning is logged once an hour for its page (or site settings), not at every render', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  try {
    const dead = deadLinkDiagnostics({ component: 'Cta', _uid: 'x', link: link('/sv/borta') }, { isPage: () => false, redirect: () => ({ to: undefined }) });
    const format = (d: { message: string }) => d.message;
    logDeadLinks('/sv/a', dead, format, 1_000);
    logDeadLinks('/sv/a', dead, format, 2_000);
    logDeadLinks('/sv/b', dead, format, 2_000);
    expect(warn.mock.calls.map((c) => String(c[0]).slice(0, 18))).toEqual(['[content] /sv/a: l', '[content] /sv/b: l']);
    logDeadLinks('/sv/a', dead, format, 1_000 + 60 * 60_000);
    expect(warn).toHaveBeenCalledTimes(3);
  } finally {
    warn.mockRestore();
  }
});

test('the embedded content has no link to the 404 page (with the index and redirects as the proxy loads them)', async () => {
  // Before any request (a build): nothing is loaded, nothing is read for it, and nothing is called dead.
  resetPageIndex();
  const missing = { component: 'Cta', _uid: 'x', link: link('/sv/finns-inte') };
  expect(deadLinkDiagnostics(missing)).toEqual([]);
  expect(isListedPage('/sv')).toBeUndefined();
  // Loaded as the proxy does on the first request.
  expect(await isPage('/sv')).toBe(true);
  await redirectFor('/sv/gammal-adress');
  let pages = 0;
  for (const locale of LOCALES) {
    for (const path of await listPagePaths(locale)) {
      const page = await loadPage(locale, path);
      expect(page, `${locale}/${path}`).not.toBeNull();
      pages++;
      expect(deadLinkDiagnostics(page!.story.content), `${locale}/${path}`).toEqual([]);
      // The site settings' links (navigation, footer) too.
      expect(deadLinkDiagnostics(page!.site), `${locale}/${path} site settings`).toEqual([]);
    }
  }
  expect(pages).toBeGreaterThan(20);
  // And a link to a page no story makes is found there.
  expect(deadLinkDiagnostics(missing)).toHaveLength(1);
});
