/**
 * A 404 under a locale (issue 14 item 10), in Chromium against the production build: the status
 * 404, `<html lang>` of the path's locale, the site's navigation and footer in that language, the
 * heading in the visitor's language first and the other language's way out below it.
 */
import { afterAll, describe, expect, test } from 'vitest';
import { closeBrowser, open } from './harness';

afterAll(closeBrowser);

describe('a 404 under a locale speaks its language, inside the site’s navigation (10)', () => {
  for (const [path, lang, other, heading, otherHeading, products, home] of [
    ['/en/no-such-page', 'en', 'sv', 'Page not found', 'Sidan finns inte', 'Products', 'Go to the start page'],
    ['/en/blog/no-such-article', 'en', 'sv', 'Page not found', 'Sidan finns inte', 'Products', 'Go to the start page'],
    ['/sv/finns-inte', 'sv', 'en', 'Sidan finns inte', 'Page not found', 'Produkter', 'Till startsidan'],
    // An unknown locale gets the default locale's page (its <html lang>), English below.
    ['/de/x', 'sv', 'en', 'Sidan finns inte', 'Page not found', 'Produkter', 'Till startsidan'],
  ] as const) {
    test(path, async () => {
      const { page, status, problems } = await open(path, { width: 1280, expectStatus: 404 });
      expect(status).toBe(404);
      expect(await page.locator('html').getAttribute('lang')).toBe(lang);
      expect(await page.title()).toBe(`${heading} · Flodvik`);

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
      await page.context().close();
    });
  }

  test('the phone-sized 404 has the burger menu, and it opens', async () => {
    const { page, problems } = await open('/en/no-such-page', { width: 375, expectStatus: 404 });
    const burger = page.locator('[data-burger]');
    await burger.click();
    await expect.poll(() => burger.getAttribute('aria-expanded')).toBe('true');
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
