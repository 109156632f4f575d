/**
 * The rough edges of issue 14 beyond the forms, as visitors meet them in Chromium against the
 * production build, in both languages: the language switch keeping a partner page's query (4), the
 * desktop dropdown closing as focus moves on (5), the carousel holding while hovered or focused
 * and playing again after a pause (8), the mobile menu (9), contact details as tel:/mailto: links (11).
 */
import { afterAll, describe, expect, test } from 'vitest';
import { closeBrowser, hydrated, leave, open } from './harness';

afterAll(closeBrowser);

/** The partner authorisation page in each locale: the English one has its own slug. */
const HERO_PAGE = { sv: 'partner/koppla', en: 'partner/connect' } as const;

describe('the language switch on a partner authorisation page keeps the query (4)', () => {
  for (const [from, to, name] of [
    ['sv', 'en', 'English'],
    ['en', 'sv', 'Svenska'],
  ] as const) {
    test(`${from} → ${to}`, async () => {
      const { page, problems } = await open(`/${from}/${HERO_PAGE[from]}?client=abc&state=x%20y`, { width: 1280, warm: true });
      await page.locator('[data-language-menu] button').first().click();
      await page.locator('[data-language-menu]').first().getByRole('link', { name }).click();
      await page.waitForURL(`**/${to}/${HERO_PAGE[to]}?client=abc&state=x%20y`);
      const link = page.locator('[data-partner-auth]');
      await expect.poll(() => link.getAttribute('href')).toContain('client=abc');
      expect(new URL((await link.getAttribute('href'))!).searchParams.get('state')).toBe('x y');
      expect(problems).toEqual([]);
      await leave(page);
    });
  }
});

describe('the desktop dropdown closes when focus moves on (5)', () => {
  for (const locale of ['sv', 'en'] as const) {
    test(locale, async () => {
      const { page, problems } = await open(`/${locale}`, { width: 1280, warm: true });
      const dropdown = page.locator('header [data-nav-dropdown]').first();
      const toggle = dropdown.locator('button');
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
      // Through its own links focus stays inside and it stays open; one Tab past the last closes it.
      const links = await dropdown.locator('a').count();
      for (let i = 0; i < links; i++) await page.keyboard.press('Tab');
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      await page.keyboard.press('Tab');
      await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
      expect(await dropdown.locator('ul').isHidden()).toBe(true);
      expect(problems).toEqual([]);
      await leave(page);
    });
  }
});

describe('the carousel (8)', () => {
  test('autoplay waits while hovered and while focus is inside, and a paused carousel plays again', async () => {
    const { page, problems } = await open('/sv/om-oss', { width: 1280, beforeGoto: (p) => p.clock.install() });
    const carousel = page.locator('[data-carousel]');
    await hydrated(page, '[data-carousel]'); // a lazily loaded island: before, hovering holds nothing and no autoplay runs
    await carousel.scrollIntoViewIfNeeded();
    expect(await carousel.getAttribute('data-index')).toBe('0');
    await carousel.hover();
    await page.clock.runFor(20_000);
    expect(await carousel.getAttribute('data-index')).toBe('0');
    await page.mouse.move(5, 5);
    await page.clock.runFor(7_000);
    await expect.poll(() => carousel.getAttribute('data-index')).toBe('1');

    await carousel.getByRole('button', { name: 'Pausa bildspelet' }).focus();
    await page.clock.runFor(20_000);
    expect(await carousel.getAttribute('data-index')).toBe('1');
    await page.keyboard.press('Enter'); // pause
    const play = carousel.getByRole('button', { name: 'Spela bildspelet' });
    await play.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Spela bildspelet');
    await page.keyboard.press('Enter'); // play again: the pause button comes back with focus
    await expect.poll(() => carousel.getAttribute('data-playing')).toBe('true');
    await page.locator('h1').click(); // focus and pointer leave: it runs
    await page.mouse.move(5, 5);
    await page.clock.runFor(7_000);
    await expect.poll(() => carousel.getAttribute('data-index')).toBe('2');
    expect(problems).toEqual([]);
    await leave(page);
  });

  // The track scrolls, so it clips what overflows it: the card's shadow must fit inside it, on every
  // side, as far as it can be on the screen at all, for the first card and for one chosen later.
  for (const width of [375, 768, 1280]) {
    test(`the cards’ shadow is not clipped by the track at ${width} px`, async () => {
      const { page, problems } = await open('/en/about-us', { width, beforeGoto: (p) => p.emulateMedia({ reducedMotion: 'reduce' }) });
      const carousel = page.locator('[data-carousel]');
      await carousel.scrollIntoViewIfNeeded();
      const unclipped = () =>
        page.evaluate(() => {
          const track = document.querySelector('[data-carousel] ul')!;
          const card = track.querySelector('li[aria-current] > *') ?? track.querySelector('li > *')!;
          const clip = track.getBoundingClientRect();
          const box = card.getBoundingClientRect();
          // Each shadow of the computed box-shadow: "rgba(…) x y blur spread", its extent around the box.
          const shadow = { left: box.left, right: box.right, top: box.top, bottom: box.bottom };
          for (const [, x, y, blur, spread] of getComputedStyle(card).boxShadow.matchAll(/(-?[\d.]+)px (-?[\d.]+)px ([\d.]+)px (-?[\d.]+)px/g)) {
            const reach = Number(blur) + Number(spread);
            shadow.left = Math.min(shadow.left, box.left + Number(x) - reach);
            shadow.right = Math.max(shadow.right, box.right + Number(x) + reach);
            shadow.top = Math.min(shadow.top, box.top + Number(y) - reach);
            shadow.bottom = Math.max(shadow.bottom, box.bottom + Number(y) + reach);
          }
          // Beyond the window's edges a shadow is not seen, clipped or not.
          const seen = { ...shadow, left: Math.max(shadow.left, 0), right: Math.min(shadow.right, document.documentElement.clientWidth) };
          return {
            hasShadow: shadow.bottom > box.bottom,
            left: seen.left - clip.left,
            right: clip.right - seen.right,
            top: seen.top - clip.top,
            bottom: clip.bottom - seen.bottom,
            cardLeft: box.left,
          };
        });
      const first = await unclipped();
      expect(first.hasShadow).toBe(true);
      for (const side of ['left', 'right', 'top', 'bottom'] as const) expect(first[side], side).toBeGreaterThanOrEqual(-0.5);

      await hydrated(page, '[data-carousel]'); // a lazily loaded island: a click on a step before does nothing
      await carousel.getByRole('button', { name: /^Show slide 3/ }).click();
      await expect.poll(() => carousel.getAttribute('data-index')).toBe('2');
      await expect.poll(async () => Math.round((await unclipped()).cardLeft)).toBe(Math.round(first.cardLeft));
      const third = await unclipped();
      for (const side of ['left', 'right', 'top', 'bottom'] as const) expect(third[side], side).toBeGreaterThanOrEqual(-0.5);
      expect(problems).toEqual([]);
      await leave(page);
    });
  }
});

describe('the mobile menu (9)', () => {
  for (const [locale, login] of [
    ['sv', 'Logga in'],
    ['en', 'Log in'],
  ] as const) {
    test(`${locale}: the logo on the start page closes it; the skip link is not reachable behind it; the language list does not cover ${login}`, async () => {
      const { page, problems } = await open(`/${locale}`, { width: 375, warm: true });
      const burger = page.locator('[data-burger]');
      await burger.click();
      await expect.poll(() => burger.getAttribute('aria-expanded')).toBe('true');
      // The page behind is made inert in an effect, which may run a task after the menu's commit.
      await expect.poll(() => page.locator('.skip-link').evaluate((a) => a.closest('[inert]') !== null)).toBe(true);

      const menu = page.locator('header [data-language-menu]');
      await menu.locator('button').click();
      const list = menu.locator('ul');
      await list.waitFor();
      const loginLink = page.locator('header').getByRole('link', { name: login, exact: true });
      const [listBox, loginBox] = await Promise.all([list.boundingBox(), loginLink.boundingBox()]);
      expect(listBox!.y + listBox!.height <= loginBox!.y || loginBox!.y + loginBox!.height <= listBox!.y).toBe(true);

      await page
        .locator('header a[href="/' + locale + '"]')
        .first()
        .click();
      await expect.poll(() => burger.getAttribute('aria-expanded')).toBe('false');
      expect(await page.locator('.skip-link').evaluate((a) => a.closest('[inert]') === null)).toBe(true);
      expect(problems).toEqual([]);
      await leave(page);
    });
  }
});

describe('contact details are links (11)', () => {
  for (const [path, email] of [
    ['/sv/kontakt', 'mailto:kundservice@flodvik.example'],
    ['/en/contact', 'mailto:support@flodvik.example'],
  ] as const) {
    test(path, async () => {
      const { page } = await open(path, { width: 375, warm: true });
      const main = page.locator('main');
      expect(await main.locator('a[href="tel:+46100000000"]').count()).toBeGreaterThanOrEqual(2); // the call button and the phone row
      expect(await main.locator(`a[href="${email}"]`).count()).toBeGreaterThanOrEqual(1);
      expect(await page.locator('footer a[href="tel:+46100000000"]').count()).toBe(1);
      await leave(page);
    });
  }
});
