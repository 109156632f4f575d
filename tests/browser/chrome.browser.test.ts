/**
 * The site chrome's machines start on demand (issue 10; blocks/_lib/lazyActor.ts): a page without
 * islands loads neither xstate nor the machines until the visitor interacts, yet the bar has its
 * right look from the start, a click made while they load is carried out once they are there, and
 * a load that failed is tried again by the next click.
 */
import type { Page, Route } from 'playwright-core';
import { afterAll, describe, expect, test } from 'vitest';
import { closeBrowser, committedByReact, DOUBLE_DEFAULT_FONT, hydrated, leave, open, openBeforeScripts, routeScripts, TEXT_SPACING } from './harness';

afterAll(closeBrowser);

/** xstate's interpreter names its built-in events so; no other script of the site does. */
const XSTATE = 'xstate.init';
/** The chunk that holds the chrome's machines (blocks/_lib/chromeMachines.ts). */
const CHROME_MACHINES = 'id:"mobileMenu"';

/** The bodies of the scripts the page has received so far, recorded from before it opens. */
function recordScripts(page: Page): string[] {
  const bodies: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    response.text().then(
      (text) => bodies.push(text),
      () => undefined, // a body that is gone (navigation) is not needed
    );
  });
  return bodies;
}

/** Answers the chrome machines' chunk through `handle`, every other script as usual. */
const routeChromeMachines = (page: Page, handle: (route: Route, body: string) => Promise<void>) => routeScripts(page, CHROME_MACHINES, handle);

const fulfil = (route: Route, body: string) => route.fulfill({ status: 200, contentType: 'application/javascript', body });

describe('the chrome without its machines in the first load', () => {
  test('a page without islands loads no xstate until the visitor interacts; the burger then opens the menu', async () => {
    let scripts: string[] = [];
    const { page, problems } = await open('/sv/material', {
      width: 375,
      beforeGoto: async (p) => void (scripts = recordScripts(p)),
    });
    await page.waitForLoadState('networkidle');
    await expect.poll(() => scripts.length).toBeGreaterThan(3); // the recording works: the framework's scripts are there
    expect(scripts.filter((body) => body.includes(XSTATE))).toEqual([]);
    expect(await page.locator('[data-nav-bar]').getAttribute('data-opaque')).toBe('true'); // narrow: opaque from the start

    const burger = page.locator('[data-burger]');
    await burger.click();
    await expect.poll(() => burger.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => scripts.some((body) => body.includes(XSTATE))).toBe(true);
    expect(problems).toEqual([]);
    await leave(page);
  });

  test('on a wide window at the top the bar is see-through before any machine ran, and turns opaque on the first scroll', async () => {
    const { page, problems } = await open('/sv/material', { width: 1280, height: 800, warm: true });
    const bar = page.locator('[data-nav-bar]');
    await expect.poll(() => bar.getAttribute('data-opaque')).toBeNull();
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect.poll(() => bar.getAttribute('data-opaque')).toBe('true');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => bar.getAttribute('data-opaque')).toBeNull();
    expect(problems).toEqual([]);
    await leave(page);
  });

  test('a page opened scrolled down (a reload, an anchor) has an opaque bar on a wide window', async () => {
    const { page, problems } = await open('/sv/material', { width: 1280, height: 500 });
    await page.evaluate(() => window.scrollTo(0, 400));
    await page.reload({ waitUntil: 'load' });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await expect.poll(() => page.locator('[data-nav-bar]').getAttribute('data-opaque')).toBe('true');
    expect(problems).toEqual([]);
    await leave(page);
  });

  /** /sv/material at 375 px with the chrome's machines held back until release(): the burger has nothing to open with yet. */
  async function burgerWithMachinesHeld() {
    let release: () => void = () => {};
    const arrived = new Promise<void>((resolve) => (release = resolve));
    const opened = await open('/sv/material', {
      width: 375,
      beforeGoto: (p) =>
        routeChromeMachines(p, async (route, body) => {
          await arrived;
          await fulfil(route, body);
        }),
    });
    return { ...opened, release };
  }

  test.each([
    ['a click', 1],
    ['a second tap (nothing happened yet)', 2],
  ])('%s on the burger while the machines are on their way opens the menu once they arrive, and it stays open', async (_, taps) => {
    const { page, problems, release } = await burgerWithMachinesHeld();
    const burger = page.locator('[data-burger]');
    for (let tap = 0; tap < taps; tap++) {
      await burger.click();
      await page.waitForTimeout(300);
      expect(await burger.getAttribute('aria-expanded')).toBe('false'); // held back: nothing to open it with yet
    }
    release();
    await expect.poll(() => burger.getAttribute('aria-expanded')).toBe('true');
    // One toggle however often it was tapped: the menu stays open.
    await page.waitForTimeout(200);
    expect(await burger.getAttribute('aria-expanded')).toBe('true');
    expect(problems).toEqual([]);
    await leave(page);
  });

  test('taps on the burger before the page’s scripts ran (a slow phone) open the menu once the bar has hydrated', async () => {
    const { page, problems, release } = await openBeforeScripts('/sv/material', { width: 375 });
    const burger = page.locator('[data-burger]');
    await burger.click();
    await page.waitForTimeout(300);
    await burger.click(); // nothing happened yet: the visitor taps again
    expect(await page.evaluate(committedByReact, '[data-burger]')).toBe(false);
    expect(await burger.getAttribute('aria-expanded')).toBe('false');
    expect(await burger.getAttribute('data-early')).toBe('tapped');
    release();
    await hydrated(page, '[data-burger]');
    await expect.poll(() => burger.getAttribute('aria-expanded')).toBe('true');
    const menu = page.locator(`[id="${await burger.getAttribute('aria-controls')}"]`);
    await expect.poll(() => menu.getByRole('link').first().isVisible()).toBe(true);
    await page.waitForTimeout(300);
    expect(await burger.getAttribute('aria-expanded')).toBe('true'); // opened once, however often it was tapped
    await burger.click(); // the island's now: one tap closes it
    await expect.poll(() => burger.getAttribute('aria-expanded')).toBe('false');
    expect(problems).toEqual([]);
    await leave(page);
  });

  test('a tap on a dropdown of the wide bar or on the footer’s language menu before the scripts ran opens it once hydrated', async () => {
    const { page, problems, release } = await openBeforeScripts('/sv/material', { width: 1280 });
    const dropdown = page.locator('[data-nav-bar] [data-nav-dropdown] button').first();
    const languages = page.locator('footer [data-language-menu] button');
    await dropdown.click();
    await languages.click();
    for (const button of [dropdown, languages]) {
      expect(await button.getAttribute('aria-expanded')).toBe('false');
      expect(await button.getAttribute('data-early')).toBe('tapped');
    }
    expect(await page.evaluate(committedByReact, '[data-nav-bar]')).toBe(false);
    release();
    await hydrated(page, '[data-nav-bar]');
    for (const button of [dropdown, languages]) {
      await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
      expect(await button.getAttribute('data-early')).toBeNull(); // the island's from now on
    }
    await expect.poll(() => page.locator('footer [data-language-menu] ul').isVisible()).toBe(true);
    // One tap of the island's now closes it.
    await dropdown.click();
    await expect.poll(() => dropdown.getAttribute('aria-expanded')).toBe('false');
    expect(problems).toEqual([]);
    await leave(page);
  });

  test('choosing the language shown already closes the list and puts focus back on its button, without reloading the page', async () => {
    const { page, problems } = await open('/sv/material', { width: 1280, warm: true });
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    const menu = page.locator('header [data-language-menu]');
    const toggle = menu.locator('button');
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    await menu.getByRole('link', { name: 'Svenska' }).click();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement === document.querySelector('header [data-language-menu] button'))).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/sv/material');
    expect(problems).toEqual([]);
    await leave(page);
  });

  test('following the other language closes the list, so the page kept for Back shows it closed', async () => {
    const { page, problems } = await open('/sv/material', { width: 1280, warm: true });
    const menu = page.locator('header [data-language-menu]');
    const toggle = menu.locator('button');
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    // The page stays (a handler after ours keeps the link from opening), to be looked at as the browser keeps it.
    await page.evaluate(() => document.addEventListener('click', (e) => e.preventDefault(), { once: true }));
    await menu.getByRole('link', { name: 'English' }).click();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await menu.locator('ul').isHidden()).toBe(true);
    expect(problems).toEqual([]);
    await leave(page);
  });

  test('when the machines fail to load, the language menu stays closed, and the next click loads them and opens it', async () => {
    // Turbopack's chunk loader retries a failed script once by itself: the chunk fails twice here.
    let failures = 0;
    const { page, problems } = await open('/sv/material', {
      width: 1280,
      beforeGoto: (p) =>
        routeChromeMachines(p, async (route, body) => {
          if (failures < 2) {
            failures++;
            await route.abort('connectionreset');
          } else await fulfil(route, body);
        }),
    });
    const toggle = page.locator('header [data-language-menu] button');
    await toggle.click();
    await expect.poll(() => failures).toBe(2);
    // The page has given the load up once it reports the failure: a click before that joins the failed load.
    await expect.poll(() => problems.filter((p) => p.startsWith('pageerror: Failed to load chunk'))).toHaveLength(1);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    await page.locator('header [data-language-menu]').getByRole('link', { name: 'English' }).waitFor();
    // The failure was reported (reportError: a page error here, Sentry's global handler in production), and nothing else went wrong.
    expect(problems.filter((p) => p.startsWith('pageerror: Failed to load chunk'))).toHaveLength(1);
    expect(problems.filter((p) => !p.startsWith('pageerror: Failed to load chunk') && !/^request failed: .*ERR_CONNECTION_RESET$/.test(p))).toEqual([]);
    await leave(page);
  });
});

describe('without JavaScript the chrome offers nothing that does nothing', () => {
  test('on a wide bar a dropdown opens under the pointer and with focus inside it', async () => {
    const { page, problems } = await open('/sv/flexkredit', { width: 1280, javaScript: false, warm: true });
    const dropdown = page.locator('header [data-nav-dropdown]').first();
    const firstLink = dropdown.locator('ul a').first();
    expect(await firstLink.isVisible()).toBe(false);
    await dropdown.locator('button').hover();
    expect(await firstLink.isVisible()).toBe(true);
    // On the way down to the links the pointer stays over the dropdown.
    await firstLink.hover();
    expect(await firstLink.isVisible()).toBe(true);
    await page.mouse.move(640, 600);
    expect(await firstLink.isVisible()).toBe(false);
    await dropdown.locator('button').focus();
    expect(await firstLink.isVisible()).toBe(true);
    await page.keyboard.press('Tab');
    expect(await firstLink.evaluate((a) => a === document.activeElement)).toBe(true);
    const href = (await firstLink.getAttribute('href')) ?? '';
    const [response] = await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
    expect(new URL(response!.url()).pathname).toBe(new URL(href, page.url()).pathname);
    expect(problems).toEqual([]);
    await leave(page);
  });

  for (const width of [375, 1024, 1280]) {
    test(`at ${width} px: the languages are plain links, the burger leads to the footer, and the chat launcher (which needs scripts) is not shown`, async () => {
      const { page, problems } = await open('/sv/flexkredit', { width, javaScript: false, warm: true });
      // Nothing in the bar is cut off at its edge; the header names the other language only.
      const cutOff = await page.locator('[data-nav-bar]').evaluate((bar) =>
        [...bar.querySelectorAll('a, button')]
          .filter((e) => e.checkVisibility())
          .map((e) => e.getBoundingClientRect().right)
          .filter((right) => right > window.innerWidth),
      );
      expect(cutOff).toEqual([]);
      if (width >= 1024) {
        const header = page.locator('header [data-language-menu]');
        expect(await header.getByRole('link', { name: 'English' }).isVisible()).toBe(true);
        expect(await header.getByRole('link', { name: 'Svenska' }).isVisible()).toBe(false);
      }
      const footer = page.locator('footer [data-language-menu]');
      expect(await footer.locator('button').isVisible()).toBe(false);
      const english = footer.getByRole('link', { name: 'English' });
      expect(await english.isVisible()).toBe(true);
      expect(await footer.getByRole('link', { name: 'Svenska' }).isVisible()).toBe(true);
      expect(await page.locator('[data-chat-launcher]').isVisible()).toBe(false);
      // Nor the cookie settings: without scripts no tag loads, so there is nothing to choose.
      const settings = page.locator('footer button', { hasText: 'Inställningar för kakor' });
      expect(await settings.count()).toBe(1);
      expect(await settings.isVisible()).toBe(false);
      // The burger cannot open its menu: on a phone a link in its place leads to the footer's links.
      expect(await page.locator('[data-burger]').isVisible()).toBe(false);
      const menuLink = page.locator('[data-nav-bar] a[href="#site-footer"]');
      expect(await menuLink.isVisible()).toBe(width < 1024);
      if (width < 1024) {
        await menuLink.click();
        await page.waitForURL('**/sv/flexkredit#site-footer');
        expect(await page.locator('footer#site-footer').isVisible()).toBe(true);
      }
      await english.click();
      await page.waitForURL('**/en/flex-credit');
      expect(await page.locator('html').getAttribute('lang')).toBe('en');
      expect(problems).toEqual([]);
      await leave(page);
    });
  }
});

describe('a visitor who set a larger default font (32 px, twice the usual: WCAG 1.4.4)', () => {
  // Chromium's default font size setting (open's fontSizes), which em in media queries follows; a root font-size rule would not.

  test.each([
    ['/sv', 1280],
    ['/en/flex-credit', 1280],
    ['/sv/kontakt', 768],
    ['/en/about-us', 1280],
  ] as const)('%s at %i px: the narrower layout the text fits in, nothing spills over the edge', async (path, width) => {
    const { page, problems } = await open(path, { width, fontSizes: DOUBLE_DEFAULT_FONT, warm: true });
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('32px');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    expect(await page.locator('[data-burger]').isVisible()).toBe(true);
    expect(problems).toEqual([]);
    await leave(page);
  });

  test('the burger menu opened on a 1280 px window stays open when the window is resized: the machine measures the width as the stylesheets do', async () => {
    // Fresh: the font is set back to the usual size on the way, a setting a warm tab would keep.
    const { page, problems } = await open('/sv', { width: 1280, fontSizes: DOUBLE_DEFAULT_FONT });
    const burger = page.locator('[data-burger]');
    await burger.click();
    await expect.poll(() => burger.getAttribute('aria-expanded')).toBe('true');
    await page.setViewportSize({ width: 1300, height: 900 });
    await page.evaluate(() => window.dispatchEvent(new Event('resize')));
    await page.waitForTimeout(300);
    expect(await burger.getAttribute('aria-expanded')).toBe('true');
    expect(await page.locator('[data-nav-bar]').getAttribute('data-opaque')).toBe('true'); // the narrow layout's bar
    // At the usual font size the same window is desktop-wide: the burger is gone and a menu left open is closed.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Page.enable');
    await cdp.send('Page.setFontSizes', { fontSizes: { standard: 16, fixed: 13 } });
    await page.evaluate(() => window.dispatchEvent(new Event('resize')));
    await expect.poll(() => burger.getAttribute('aria-expanded')).toBe('false');
    expect(problems).toEqual([]);
    await leave(page);
  });
});

describe('a visitor whose own style sheet spaces text out (WCAG 1.4.12)', () => {
  /** /sv at `width` px, hydrated, with a reader's style sheet (text spacing unless told), and the way to take it off. */
  async function spacedOut(width: number, content = TEXT_SPACING) {
    const opened = await open('/sv', { width });
    await hydrated(opened.page, '[data-nav-bar]');
    const burger = opened.page.locator('[data-burger]');
    const wideBefore = !(await burger.isVisible());
    const style = await opened.page.addStyleTag({ content });
    const takeOff = () => style.evaluate((element) => element.parentNode?.removeChild(element));
    return { ...opened, burger, wideBefore, takeOff };
  }
  /** Links and buttons of the bar that are drawn and end past its content box (or the window's edge). */
  const beyondTheEdge = (page: Page) =>
    page.locator('[data-nav-bar]').evaluate((bar) => {
      const inner = bar.firstElementChild!;
      const end = Math.min(window.innerWidth, inner.getBoundingClientRect().right - parseFloat(getComputedStyle(inner).paddingRight));
      return [...bar.querySelectorAll('a, button')]
        .filter((control) => {
          const { width, right } = control.getBoundingClientRect();
          return width > 0 && right > end + 1;
        })
        .map((control) => control.textContent?.trim());
    });
  /** The open menu's running animations (its fade-in): none once it has played, whatever is clicked inside. */
  const menuAnimations = (page: Page) =>
    page
      .locator('[data-nav-bar] [data-open]')
      .first()
      .evaluate((panel) => panel.getAnimations().length);

  test.each([1024, 1104, 1280, 1536])(
    'at %i px the wide bar that no longer fits becomes the burger, everything in reach; without the spacing it is wide again',
    async (width) => {
      const { page, problems, burger, wideBefore, takeOff } = await spacedOut(width);
      expect(wideBefore).toBe(true);
      await expect.poll(() => burger.isVisible()).toBe(true);
      expect(await beyondTheEdge(page)).toEqual([]);
      await burger.click();
      await expect.poll(() => burger.getAttribute('aria-expanded')).toBe('true');
      // The menu's own parts, as on a narrow window: "Kom igång" in view, the items with their icons and labels.
      const register = page.locator('[data-nav-bar] [data-analytics="register"]');
      await expect.poll(() => register.isVisible()).toBe(true);
      expect(await register.evaluate((element) => element.getBoundingClientRect().right <= window.innerWidth)).toBe(true);
      expect(await page.locator('[data-nav-bar] nav > ul > li > a svg').first().isVisible()).toBe(true);
      expect(await page.locator('[data-nav-bar]').getAttribute('data-opaque')).toBe('true');
      // A dropdown opened in the menu opens in the list, and the menu does not fade in again.
      await expect.poll(() => menuAnimations(page)).toBe(0);
      await page.locator('[data-nav-bar] [data-nav-dropdown] button').first().click();
      expect(await menuAnimations(page)).toBe(0);
      expect(await page.locator('[data-nav-bar] [data-nav-dropdown] ul').first().isVisible()).toBe(true);
      // A resize keeps the menu open: the machine is told the layout shown is the narrow one. (The window keeps its
      // size: whether the spaced-out bar fits does not follow the width alone, the bar being tighter below 1280 px.)
      await page.evaluate(() => window.dispatchEvent(new Event('resize')));
      await page.waitForTimeout(300);
      expect(await burger.getAttribute('aria-expanded')).toBe('true');
      // The reader's style sheet taken off: the wide bar is back and the menu closed.
      await takeOff();
      await expect.poll(() => burger.isVisible()).toBe(false);
      // The bar's width is measured, and the machine told, after the style sheet's change has been laid out: a frame or
      // two after the burger is hidden (CI once read the attribute in between).
      await expect.poll(() => burger.getAttribute('aria-expanded')).toBe('false');
      expect(await page.locator('main').evaluate((main) => main.closest('[inert]') === null)).toBe(true);
      expect(await beyondTheEdge(page)).toEqual([]);
      expect(await page.locator('[data-nav-bar] nav').isVisible()).toBe(true);
      expect(problems).toEqual([]);
      await leave(page);
    },
  );

  test('the spacing taken off while the menu is closed: the wide bar is back', async () => {
    const { page, problems, burger, takeOff } = await spacedOut(1280);
    await expect.poll(() => burger.isVisible()).toBe(true);
    await takeOff();
    await expect.poll(() => burger.isVisible()).toBe(false);
    expect(problems).toEqual([]);
    await leave(page);
  });

  test('a menu opened on a narrow window stays open when the window grows to a width the spaced-out bar does not fit', async () => {
    const { page, problems, burger } = await spacedOut(900);
    await burger.click();
    await expect.poll(() => burger.getAttribute('aria-expanded')).toBe('true');
    await page.setViewportSize({ width: 1300, height: 900 });
    await page.waitForTimeout(300);
    expect(await burger.isVisible()).toBe(true);
    expect(await burger.getAttribute('aria-expanded')).toBe('true');
    expect(problems).toEqual([]);
    await leave(page);
  });

  test("a reader's style sheet that doubles the root font size (the breakpoints keep the browser's): the burger, nothing past the edge", async () => {
    const { page, problems, burger } = await spacedOut(1280, 'html { font-size: 200% !important; }');
    await expect.poll(() => burger.isVisible()).toBe(true);
    expect(await beyondTheEdge(page)).toEqual([]);
    expect(problems).toEqual([]);
    await leave(page);
  });
});
