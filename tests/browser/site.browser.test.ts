import { afterAll, describe, expect, test } from 'vitest';
import { baseUrl, closeBrowser, open } from './harness';

afterAll(closeBrowser);

describe('the site in Chromium (production build)', () => {
  test.each([
    ['/sv', 'sv', 'Finansiering som följer ditt företags takt'],
    ['/en', 'en', 'Financing that keeps pace with your business'],
  ])('%s renders its h1 with <html lang=%s>, no console error, no hydration warning', async (path, lang, h1) => {
    for (const width of [375, 1280]) {
      const { page, problems, status } = await open(path, { width });
      expect(status).toBe(200);
      expect(await page.getAttribute('html', 'lang')).toBe(lang);
      expect(await page.locator('h1').allTextContents()).toEqual([h1]);
      expect(problems).toEqual([]);
      await page.context().close();
    }
  });

  test('/ redirects to the Swedish start page', async () => {
    const res = await fetch(`${baseUrl()}/`, { redirect: 'manual' });
    expect(res.status).toBe(307);
    expect(res.headers.get('location')).toMatch(/\/sv$/);
  });

  test('the language menu leads to the same page in the other locale', async () => {
    const { page, problems } = await open('/sv/flexkredit', { width: 1280 });
    const menu = page.locator('header [data-language-menu]');
    await menu.getByRole('button').click();
    await menu.getByRole('link', { name: 'English' }).click();
    await page.waitForURL('**/en/flexkredit');
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(await page.locator('h1').textContent()).toBe('A credit line that is there when you need it');
    // And back again from the footer's menu.
    const footerMenu = page.locator('footer [data-language-menu]');
    await footerMenu.getByRole('button').click();
    await footerMenu.getByRole('link', { name: 'Svenska' }).click();
    await page.waitForURL('**/sv/flexkredit');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  test.each([
    ['/sv/finns-inte', 'Sidan finns inte'],
    ['/en/does/not/exist', 'Page not found'],
    ['/xx/finns-inte', 'Sidan finns inte'],
    ['/sv/site-config', 'Sidan finns inte'],
  ])('%s is a real 404 page', async (path, heading) => {
    const { page, status, problems } = await open(path, { expectStatus: 404 });
    expect(status).toBe(404);
    expect(problems).toEqual([]);
    expect(await page.locator('h1').textContent()).toBe(heading);
    await page.context().close();
  });
});
