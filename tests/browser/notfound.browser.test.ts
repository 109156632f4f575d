/**
 * A 404 under a locale (issue 14 item 10), in Chromium against the production build: the status
 * 404, `<html lang>` of the path's locale, the site's navigation and footer in that language, the
 * heading in the visitor's language first and the other language's way out below it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { TITLE_TEMPLATE } from '~/site/lib/metadata';
import { root } from '../helpers/site';
import { baseUrl, closeBrowser, leave, open } from './harness';

afterAll(closeBrowser);

describe('a 404 under a locale speaks its language, inside the site’s navigation (10)', () => {
  for (const [path, lang, other, heading, otherHeading, products, home] of [
    ['/en/no-such-page', 'en', 'sv', 'Page not found', 'Sidan finns inte', 'Products', 'Go to the homepage'],
    ['/en/blog/no-such-article', 'en', 'sv', 'Page not found', 'Sidan finns inte', 'Products', 'Go to the homepage'],
    ['/sv/finns-inte', 'sv', 'en', 'Sidan finns inte', 'Page not found', 'Produkter', 'Till startsidan'],
    // An unknown locale gets the default locale's page (its <html lang>), English below.
    ['/de/x', 'sv', 'en', 'Sidan finns inte', 'Page not found', 'Produkter', 'Till startsidan'],
  ] as const) {
    test(path, async () => {
      const { page, status, problems } = await open(path, { width: 1280, expectStatus: 404, warm: true });
      expect(status).toBe(404);
      expect(await page.locator('html').getAttribute('lang')).toBe(lang);
      expect(await page.title()).toBe(TITLE_TEMPLATE.replace('%s', heading));

      const main = page.locator('main');
      expect(await main.locator('h1').allTextContents()).toEqual([heading]);
      // The visitor's language first, the other one after it and marked as such for screen readers.
      expect(await main.locator('h1, h2').allTextContents()).toEqual([heading, otherHeading]);
      expect(await main.locator(`[lang="${other}"] h2`).textContent()).toBe(otherHeading);
      expect(await main.getByRole('link', { name: home }).getAttribute('href')).toBe(`/${lang}`);
      expect(await main.locator(`[lang="${other}"] a`).getAttribute('href')).toBe(`/${other}`);

      // The site's own navigation and footer, in that language.
      const dropdown = page.locator('header [data-nav-dropdown] button').first();
      expect(await dropdown.isVisible()).toBe(true);
      expect(await dropdown.textContent()).toContain(products);
      expect(await page.locator('footer').count()).toBe(1);
      expect(problems).toEqual([]);
      await leave(page);
    });
  }

  test('under an unknown locale the language menu leads to pages that exist (the default locale’s start page or the path’s page)', async () => {
    for (const [address, sv, en] of [
      ['/de/x', '/sv', '/en'],
      ['/de/flexkredit', '/sv/flexkredit', '/en/flex-credit'],
      // A 404 under a known locale keeps its own address for its language, as any page does.
      ['/sv/finns-inte', '/sv/finns-inte', '/en'],
    ] as const) {
      const { page, problems } = await open(address, { width: 1280, expectStatus: 404, warm: true });
      for (const where of ['header', 'footer']) {
        const menu = page.locator(`${where} a[hreflang]`);
        expect(await menu.evaluateAll((links) => links.map((a) => [a.getAttribute('hreflang'), a.getAttribute('href')])), `${address} ${where}`).toEqual([
          ['sv', sv],
          ['en', en],
        ]);
      }
      expect(problems, address).toEqual([]);
      await leave(page);
    }
  });

  test('without JavaScript the 404 is the same page, in the HTML itself (not a document scripts fill in)', async () => {
    for (const [path, lang, heading] of [
      ['/sv/finns-inte', 'sv', 'Sidan finns inte'],
      ['/en/blog/no-such-article', 'en', 'Page not found'],
    ] as const) {
      const { page, status, problems } = await open(path, { width: 375, javaScript: false, expectStatus: 404, warm: true });
      expect(status, path).toBe(404);
      expect(await page.locator('html').getAttribute('lang'), path).toBe(lang);
      const title = page.locator('main h1');
      expect(await title.textContent(), path).toBe(heading);
      expect(await title.isVisible(), path).toBe(true);
      expect(await page.locator('footer').isVisible(), path).toBe(true);
      expect(problems, path).toEqual([]);
      await leave(page);
    }
  });

  test('the phone-sized 404 has the burger menu, and it opens', async () => {
    const { page, problems } = await open('/en/no-such-page', { width: 375, expectStatus: 404, warm: true });
    const burger = page.locator('[data-burger]');
    await burger.click();
    await expect.poll(() => burger.getAttribute('aria-expanded')).toBe('true');
    expect(problems).toEqual([]);
    await leave(page);
  });
});

describe('a 404 is kept on no disk, and by a shared cache a minute at most (a missing file not at all); a page is', () => {
  /** Every file the server wrote for an address, in the route cache of the build the tests serve. */
  const filesFor = (slug: string) => (fs.readdirSync(path.join(root, 'site/.next/server'), { recursive: true }) as string[]).filter((f) => f.includes(slug));

  test('unknown addresses, another locale, another spelling of a page: 404, a minute in a shared cache (so it replaces a page the cache held there), nothing written', async () => {
    const slug = `no-such-page-${Date.now()}`;
    for (const address of [`/sv/${slug}`, `/en/blog/${slug}`, `/de/${slug}`, `/sv/en/${slug}`]) {
      for (const round of [1, 2]) {
        const res = await fetch(`${baseUrl()}${address}`);
        expect(res.status, `${address} (${round})`).toBe(404);
        expect(res.headers.get('cache-control'), `${address} (${round})`).toBe('public, max-age=0, s-maxage=60');
        expect(res.headers.get('set-cookie')).toBeNull();
        await res.body?.cancel();
      }
    }
    expect(filesFor(slug)).toEqual([]);
  });

  test("a page's social image answers at the page's own spelling only: another spelling is a plain 404 nothing keeps, not one more file", async () => {
    const own = await fetch(`${baseUrl()}/og/sv/flexkredit`);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('image/png');
    await own.body?.cancel();
    const marker = `alias${Date.now()}`;
    // Spellings the story lookup would also accept; the query only makes each address new to the server. (`/og/sv/index`
    // is Next's own spelling of the prerendered `/og/sv`: one address, served from its file.)
    for (const alias of ['/og/sv/flexkredit%20', '/og/sv/flexkredit%C2%A0', '/og/sv/sv/flexkredit', '/og/sv/%5Cflexkredit', '/og/en/sv/flex-credit/index']) {
      const res = await fetch(`${baseUrl()}${alias}?${marker}`);
      expect(res.status, alias).toBe(404);
      expect(res.headers.get('cache-control'), alias).toBe('private, no-cache, no-store, max-age=0, must-revalidate');
      await res.body?.cancel();
    }
    const rendered = (fs.readdirSync(path.join(root, 'site/.next/server'), { recursive: true }) as string[]).filter((f) =>
      /og[/\\](sv|en)[/\\].*(%20|%C2%A0|%5C|\s)/i.test(f),
    );
    expect(rendered).toEqual([]);
  });

  test('a file that does not exist (a chunk of another deploy, a favicon, a social image of no page): a plain 404 nothing keeps', async () => {
    const slug = `no-such-file-${Date.now()}`;
    const addresses = [
      `/_next/static/chunks/${slug}.js`,
      `/_next/static/media/${slug}.woff2`,
      '/apple-touch-icon-precomposed.png',
      `/demo/files/${slug}.pdf`,
      `/sv/${slug}.pdf`,
      `/og/sv/${slug}`,
      `/og/de/${slug}`,
    ];
    for (const address of addresses) {
      for (const round of [1, 2]) {
        const res = await fetch(`${baseUrl()}${address}`);
        expect(res.status, `${address} (${round})`).toBe(404);
        expect(res.headers.get('cache-control'), `${address} (${round})`).toBe('private, no-cache, no-store, max-age=0, must-revalidate');
        expect(res.headers.get('content-type'), address).toBe('text/plain; charset=utf-8');
        expect(await res.text(), address).toMatch(/^Not found$/i);
      }
    }
    // Other methods: still nothing there (Next's own answer was a 405 without Allow, and a 204 to OPTIONS; /favicon.ico's, before it existed).
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
      for (const address of ['/apple-touch-icon-precomposed.png', `/demo/files/${slug}.pdf`]) {
        const res = await fetch(`${baseUrl()}${address}`, { method });
        expect(res.status, `${method} ${address}`).toBe(404);
        expect(res.headers.get('cache-control'), `${method} ${address}`).toBe('private, no-cache, no-store, max-age=0, must-revalidate');
        await res.body?.cancel();
      }
    }
    expect(filesFor(slug)).toEqual([]);
    // Files that exist are served as before: a chunk the page names stays immutable, the public files and metadata routes answer.
    const html = await (await fetch(`${baseUrl()}/sv`)).text();
    const chunk = /\/_next\/static\/chunks\/[^"]+\.js/.exec(html)?.[0];
    expect(chunk).toBeDefined();
    const served = await fetch(`${baseUrl()}${chunk}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    await served.body?.cancel();
    for (const address of ['/robots.txt', '/sitemap.xml', '/icon.svg', '/favicon.ico', '/demo/files/flodvik-pressbild.svg', '/og/sv/flexkredit']) {
      const res = await fetch(`${baseUrl()}${address}`);
      expect(res.status, address).toBe(200);
      await res.body?.cancel();
    }
  });

  test('another spelling of an existing page is not a second copy of it', async () => {
    // (`/sv/blogg/index`, the blog's start page by its slug, is sent to `/sv/blogg`: site/proxy.test.ts.)
    for (const address of ['/sv/en/flex-credit', '/sv/blogg%2Fkassaflode-fem-satt']) {
      const res = await fetch(`${baseUrl()}${address}`, { redirect: 'manual' });
      expect(res.status, address).toBe(404);
      expect(res.headers.get('cache-control'), address).toBe('public, max-age=0, s-maxage=60');
      await res.body?.cancel();
    }
  });

  test('a page spelled in capitals is sent to its own spelling (308); capitals of no page stay a 404', async () => {
    for (const [address, page] of [
      ['/SV/kontakt', '/sv/kontakt'],
      ['/En/Flex-Credit?utm_source=x', '/en/flex-credit?utm_source=x'],
    ] as const) {
      const res = await fetch(`${baseUrl()}${address}`, { redirect: 'manual' });
      expect(res.status, address).toBe(308);
      expect(res.headers.get('location'), address).toBe(page);
      expect(res.headers.get('x-content-type-options'), address).toBe('nosniff');
    }
    const res = await fetch(`${baseUrl()}/SV/finns-inte`, { redirect: 'manual' });
    expect(res.status).toBe(404);
    await res.body?.cancel();
  });

  test('another language’s page under this one is sent to its translation here (308, not kept), so a hand-swapped /sv/ ↔ /en/ lands on the page', async () => {
    for (const [address, page] of [
      ['/en/flexkredit?utm_source=x', '/en/flex-credit?utm_source=x'],
      ['/en/blogg/kassaflode-fem-satt', '/en/blog/five-ways-to-improve-cash-flow'],
      ['/sv/faq', '/sv/fragor'],
    ] as const) {
      const res = await fetch(`${baseUrl()}${address}`, { redirect: 'manual' });
      expect(res.status, address).toBe(308);
      expect(res.headers.get('location'), address).toBe(page);
      expect(res.headers.get('cache-control'), address).toBe('no-store');
      await res.body?.cancel();
    }
    const res = await fetch(`${baseUrl()}/en/blogg/finns-inte`, { redirect: 'manual' });
    expect(res.status).toBe(404);
    await res.body?.cancel();
  });

  test('a page keeps the hour a CDN may keep it', async () => {
    const res = await fetch(`${baseUrl()}/sv/flexkredit`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('s-maxage=3600, stale-while-revalidate=82800');
    await res.body?.cancel();
  });
});
