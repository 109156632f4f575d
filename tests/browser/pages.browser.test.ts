/**
 * Every page type in Chromium against the production build (issue: blocks, page types and chrome):
 * one h1, no console error, no hydration warning, no failed request, no axe violation; the share
 * links, the language switch and the partner authorisation link behave as the specification says.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { PAGE_LINK_ATTRIBUTE, SEND_STATUS_ATTRIBUTE } from '~/blocks/_lib/pageLinks';
import { paintedScript, type PausingProxy, startPausingProxy } from '../helpers/pausingProxy';
import { axeViolations } from './axe';
import { type Moved, movesWhenTheRestArrives } from './partialHtml';
import { baseUrl, closeBrowser, hydrated, layoutShift, leave, open, openBeforeScripts } from './harness';

afterAll(closeBrowser);

/**
 * Parts that stay unseen on a loaded page: marked whole (`data-whole`, blocks/_ui/WholeEnd.tsx) without their end
 * marker as their own last child, in the server's HTML or after React has drawn them.
 */
const unseenParts = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('[data-whole]')]
      .filter((part) => !part.lastElementChild?.hasAttribute('data-whole-end'))
      .map((part) => `${part.nodeName.toLowerCase()}.${part.className} «${part.textContent?.trim().slice(0, 30)}»`),
  );

const PAGES = [
  ['Page (start page)', '/sv'],
  ['Page (product with calculator)', '/en/weekly-loan'],
  ['Page (invoice calculator, the longest figures)', '/en/invoice-financing'],
  ['Page (text sections: privacy)', '/en/privacy'],
  ['Page (press)', '/sv/press'],
  ['Page (changelog)', '/en/product-updates'],
  ['Page (FAQ)', '/sv/fragor'],
  ['Page (jobs)', '/sv/jobb'],
  ['Page (about, carousel)', '/en/about-us'],
  ['Page (contact, lead form)', '/sv/kontakt'],
  ['Page (downloads)', '/sv/material'],
  ['Page (blog index)', '/sv/blogg'],
  ['BlogArticle', '/sv/blogg/kassaflode-fem-satt'],
  ['PartnerPage', '/sv/partner/bokforingsbyran-exempel'],
  ['PartnerPage (en)', '/en/partner/redovisning-exempel'],
  ['PartnerPage (nudge box: "redovisningskonsult?")', '/sv/partner/redovisning-exempel'],
  ['PartnerHeroPage', '/sv/partner/koppla'],
] as const;

describe('every page type without JavaScript', () => {
  test.each(PAGES)('%s %s: nothing spills over the edge, and every visible button does something at 375 and 1280 px', async (_, path) => {
    // Without scripts the layout is CSS's alone: the page opened at 375 px is measured again at 1280 px, not loaded again.
    const { page, problems } = await open(path, { width: 375, javaScript: false, warm: true });
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `width at ${width} px`).toBe(width);
      // A button does something without scripts when it sends a form, or shows what it controls
      // anyway (a question whose answer shows, a dropdown that opens on hover and focus).
      const dead = await page.evaluate(() =>
        [...document.querySelectorAll('button')]
          .filter((b) => b.checkVisibility())
          .filter((b) => !(b.type === 'submit' && b.form))
          .filter((b) => {
            const controlled = b.getAttribute('aria-controls');
            if (!controlled) return true;
            const target = document.getElementById(controlled);
            return target?.closest('[data-nav-dropdown]') ? false : !target?.checkVisibility();
          })
          .map((b) => `${b.getAttribute('aria-label') ?? b.textContent}`.trim()),
      );
      expect(dead, `at ${width} px`).toEqual([]);
    }
    expect(await unseenParts(page)).toEqual([]);
    expect(problems).toEqual([]);
    await leave(page);
  });
});

describe('every page type in Chromium (production build)', () => {
  // axe-core runs on the page opened at 1280 px (a page load of its own for each page cost the file a sixth of its time).
  test.each(PAGES)(
    '%s %s: one h1, no console error or hydration warning at 320, 375 and 1280 px; nothing wider than a 320 px phone; axe-core reports no violation',
    async (_, path) => {
      for (const width of [320, 375, 1280]) {
        const { page, problems, status } = await open(path, { width, warm: true });
        expect(status).toBe(200);
        // WCAG 1.4.10: content reflows at 320 CSS px without scrolling sideways (long words, amounts, headings).
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `width at ${width} px`).toBe(width);
        expect(await page.locator('h1').count(), `h1 count at ${width} px`).toBe(1);
        expect(await page.locator('h1').first().isVisible()).toBe(true);
        // The page's first words start below the fixed bar (a blog article's tag chips sat under it at 375 px).
        const underTheBar = await page.evaluate(() => {
          const bar = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
          const walker = document.createTreeWalker(document.querySelector('main')!, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            if (!node.textContent?.trim() || !node.parentElement?.checkVisibility()) continue;
            const range = document.createRange();
            range.selectNodeContents(node);
            const box = range.getBoundingClientRect();
            if (box.width < 2 || box.height < 2) continue; // visually hidden text
            return box.top < bar ? `"${node.textContent.trim().slice(0, 40)}" at ${Math.round(box.top)} px, the bar ends at ${Math.round(bar)} px` : null;
          }
          return null;
        });
        expect(underTheBar, `at ${width} px`).toBeNull();
        expect(await unseenParts(page), `at ${width} px`).toEqual([]);
        if (width === 1280) expect(await axeViolations(page)).toEqual([]);
        expect(problems).toEqual([]);
        await leave(page);
      }
    },
  );

  test('axe-core reports no violation on the 404 page and in the open burger menu', async () => {
    const notFound = await open('/sv/finns-inte', { expectStatus: 404, warm: true });
    expect(await axeViolations(notFound.page)).toEqual([]);
    await leave(notFound.page);
    const { page } = await open('/sv', { width: 375, warm: true });
    await page.locator('[data-burger]').click();
    await expect.poll(() => page.locator('[data-burger]').getAttribute('aria-expanded')).toBe('true');
    expect(await axeViolations(page)).toEqual([]);
    await leave(page);
  });
});

describe('image priority (first paint)', () => {
  test.each(PAGES)('%s %s: only the opening image is eager, high priority and preloaded; every other image is lazy', async (_, path) => {
    const html = await (await fetch(baseUrl() + path)).text();
    const images = [...html.matchAll(/<img\b[^>]*>/g)].map((m) => m[0]);
    const high = images.filter((img) => /fetchPriority="high"/i.test(img));
    // Every page of the demo content opens with a hero (or article) image: that one is the likely largest paint.
    expect(high).toHaveLength(1);
    for (const img of images.filter((i) => !high.includes(i))) expect(img).toMatch(/loading="lazy"/);
    for (const img of high) {
      expect(img).toMatch(/loading="eager"/);
      const src = /\ssrc="([^"]+)"/.exec(img)?.[1] ?? '';
      const preloads = [...html.matchAll(/<link rel="preload"[^>]*\bas="image"[^>]*>/g)].map((m) => m[0]);
      expect(preloads.filter((link) => link.includes(src) && /fetchPriority="high"/i.test(link))).toHaveLength(1);
    }
  });
});

describe('images that arrive late (a slow link)', () => {
  test.each([375, 768, 1280])('at %i px the opening image moves nothing when it arrives', async (width) => {
    const shifts: Record<string, number> = {};
    for (const path of ['/sv', '/sv/flexkredit', '/sv/fragor', '/en/privacy']) {
      const { page, problems } = await open(path, {
        width,
        height: 1024,
        route: async (route) => {
          if (route.request().resourceType() === 'image') await new Promise((wait) => setTimeout(wait, 800));
          await route.fallback();
        },
        warm: true,
      });
      await page.waitForFunction(() => {
        const image = document.querySelector<HTMLImageElement>('main img');
        return image !== null && image.complete && image.naturalWidth > 0;
      });
      shifts[path] = await layoutShift(page);
      expect(problems).toEqual([]);
      await leave(page);
    }
    expect(shifts).toEqual({ '/sv': 0, '/sv/flexkredit': 0, '/sv/fragor': 0, '/en/privacy': 0 });
  });
});

describe('HTML that arrives in parts (a slow link): what the browser painted of it moves nothing when the rest arrives', () => {
  let proxy: PausingProxy;
  beforeAll(async () => {
    proxy = await startPausingProxy(baseUrl());
  });
  afterAll(() => proxy.close());
  test.each([
    // Pinned to the window's bottom right, the launcher painted as far as its label grew leftwards (CLS 0.0022).
    ['/sv', 1280, 'the chat launcher', ['data-chat-label', '>'], '[data-chat-launcher]'],
    ['/sv/flexkredit', 375, 'the chat launcher', ['data-chat-label', '>'], '[data-chat-launcher]'],
    // Pushed to the wide bar's end, the phone and language moved left as the login and register arrived.
    ['/sv/fragor', 1280, 'the bar’s actions', ['<header', 'href="tel:', '</a>'], 'header a[href^="tel:"]'],
    // A centred strip: its first logos moved as the rest arrived.
    ['/sv', 1280, 'a strip of logos', ['_logos"', '</li>', '</li>'], 'main li > img[width="160"]'],
    // Centred on the partner's taller logo, ours moved down as it arrived.
    ['/sv/partner/koppla', 375, 'the partner hero’s pair of logos', ['×</span>'], 'main p > svg'],
  ] as const)('%s at %i px, the HTML stopping in %s', async (path, width, _, markers, painted) => {
    proxy.cutAfter(markers);
    const { page, problems } = await open(proxy.baseUrl + path, {
      width,
      height: 900,
      beforeGoto: async (p) => void (await p.addInitScript(paintedScript, painted)),
    });
    expect(proxy.painted(), 'the page painted its first part before the rest arrived').toBe(true);
    expect(await layoutShift(page)).toBe(0);
    expect(problems).toEqual([]);
    await leave(page);
  });
});

describe('HTML that stops anywhere (a slow link, a slow phone’s parser)', () => {
  // The streaming test above stops the HTML at a few places for real; this one lays the page out as the parser has it
  // after each element's start tag, down the whole page (a visitor who scrolls while it loads), at three widths
  // (partialHtml.ts). /en and /en/press besides the page types: the English start page's lists of products, articles
  // and figures, and the press page's links, whose columns follow their number.
  test.each([...PAGES, ['Page (start page, en)', '/en'], ['Page (press, en)', '/en/press']] as const)(
    '%s %s: nothing painted moves when the rest arrives, at 375, 768 and 1280 px',
    async (_, path) => {
      const { page, release } = await open(path, { width: 375, height: 900, scriptsHeld: true });
      const moved: Record<number, Moved[]> = {};
      for (const width of [375, 768, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        moved[width] = await movesWhenTheRestArrives(page);
      }
      expect(moved).toEqual({ 375: [], 768: [], 1280: [] });
      release?.();
      await leave(page);
    },
  );
});

describe('a very tall image where a hero or a slide has its picture (a 300 × 4000 banner an editor uploaded)', () => {
  // Any image the page asks for is answered with one of that shape (an SVG: its own size is 300 × 4000).
  const tall = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="4000" viewBox="0 0 300 4000"><rect width="300" height="4000" fill="#c33"/></svg>`;
  test.each([
    ['/sv', 'the hero, the hero form, logos, portraits, article cards'],
    ['/sv/partner/koppla', 'the partner hero'],
    ['/sv/om-oss', 'the carousel'],
  ])('%s (%s): every image shown whole within the window’s height, not a screenful of strip', async (path) => {
    const { page, problems } = await open(path, {
      width: 375,
      height: 667,
      route: (route) =>
        route.request().resourceType() === 'image' ? route.fulfill({ status: 200, contentType: 'image/svg+xml', body: tall }) : route.fallback(),
      warm: true,
    });
    const heights = await page.evaluate(async () => {
      const images = [...document.querySelectorAll<HTMLImageElement>('main img')];
      images.forEach((image) => (image.loading = 'eager'));
      await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
      return images.map((image) => ({ natural: image.naturalHeight / Math.max(1, image.naturalWidth), drawn: image.getBoundingClientRect().height }));
    });
    expect(heights.length).toBeGreaterThan(1);
    for (const { natural, drawn } of heights) {
      expect(natural).toBeGreaterThan(10); // the tall one was drawn
      expect(drawn).toBeLessThanOrEqual(Math.min(0.8 * 667, 640) + 1);
    }
    expect(problems).toEqual([]);
    await leave(page);
  });
});

describe('the navigation marks the page being shown', () => {
  test.each([
    ['/sv/flexkredit', '/sv/flexkredit'],
    ['/sv/kontakt', '/sv/kontakt'],
    ['/sv/blogg', '/sv/blogg'],
  ])('%s: its navigation link carries aria-current="page", no other link does', async (path, href) => {
    const html = await (await fetch(baseUrl() + path)).text();
    const nav = html.slice(html.indexOf('data-nav-bar'), html.indexOf('</header>'));
    const current = [...nav.matchAll(/<a\b[^>]*aria-current="page"[^>]*>/g)].map((m) => /href="([^"]*)"/.exec(m[0])?.[1]);
    expect(current.length).toBeGreaterThan(0);
    expect(new Set(current)).toEqual(new Set([href]));
  });
});

describe('share links of a blog article', () => {
  test('each network has its real share URL, and a click opens a 570×570 popup', async () => {
    const { page, problems } = await open('/sv/blogg/kassaflode-fem-satt', { width: 1280 });
    // Static pages are built with SITE_URL: the shared address is the page's canonical URL.
    const pageUrl = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(pageUrl).toMatch(/\/sv\/blogg\/kassaflode-fem-satt$/);
    const hrefs = await page.locator('[data-share]').evaluateAll((links) => links.map((a) => [a.getAttribute('data-share'), a.getAttribute('href')]));
    expect(hrefs.map(([network]) => network)).toEqual(['facebook', 'twitter', 'linkedin']);
    for (const [network, href] of hrefs) {
      const url = new URL(href!);
      const shared = network === 'facebook' ? url.searchParams.get('u') : url.searchParams.get('url');
      expect(shared, `${network} shares the page`).toBe(pageUrl);
    }
    // The popup's window features are what a click asks for; the share hosts are not reachable here.
    await page.evaluate(() => {
      const calls: string[] = [];
      (window as unknown as { __opened: string[] }).__opened = calls;
      window.open = ((url?: string | URL, target?: string, features?: string) => {
        calls.push(`${String(url)}|${target}|${features}`);
        return { opener: window } as unknown as Window;
      }) as typeof window.open;
    });
    // A lazily loaded island: clicked before it has hydrated, the link is followed as a plain link.
    await hydrated(page, '[data-share="linkedin"]');
    await page.locator('[data-share="linkedin"]').click();
    const [call] = await page.evaluate(() => (window as unknown as { __opened: string[] }).__opened);
    const [url, target, features] = call!.split('|');
    expect(url).toBe(hrefs[2]![1]);
    expect(target).toBe('share-linkedin');
    expect(features).toMatch(/width=570/);
    expect(features).toMatch(/height=570/);
    expect(page.url()).toBe(`${baseUrl()}/sv/blogg/kassaflode-fem-satt`); // the page itself stays
    expect(problems).toEqual([]);
    await leave(page);
  });
});

describe('the partner authorisation link', () => {
  test('forwards every query parameter of the page except slug', async () => {
    const { page, problems } = await open('/sv/partner/koppla?code=abc&slug=partner%2Fkoppla&state=x%20y&state=z', { width: 1280, warm: true });
    const link = page.locator('[data-partner-auth]');
    await expect.poll(() => link.getAttribute('href')).toContain('code=abc');
    expect(await link.getAttribute('data-early')).toBeNull(); // the island answers from now on, not the head script
    const href = new URL((await link.getAttribute('href'))!);
    expect(href.origin).toBe('https://app.flodvik.example');
    expect(href.pathname).toBe('/partner/oauth/authorize');
    expect([...href.searchParams]).toEqual([
      ['code', 'abc'],
      ['state', 'x y'],
      ['state', 'z'],
    ]);
    expect(problems).toEqual([]);
    await leave(page);
  });

  // The page is static: its HTML has the bare address, and the island appends the page's query. Before the island has
  // run (a slow phone) an inline script right after the link has appended it (site/lib/partnerAuthScript.ts).
  const APP_PATH = 'https://app.flodvik.example/partner/oauth/authorize';
  test.each([
    ['/sv/partner/koppla?code=abc&slug=partner%2Fkoppla&state=x%20y&state=z', '?code=abc&state=x+y&state=z', true],
    // Rendered for its request (a partner's prefill of a calculator's amount: app/[locale]/%5Fcalculation), its HTML has
    // the query already, and no script to add it a second time.
    ['/sv/partner/koppla?amount=250000&code=abc&slug=x', '?amount=250000&code=abc', false],
  ])('%s: a tap before the scripts ran reaches the app with the page’s query but slug, as the island’s link does', async (address, query, static_) => {
    const { page, problems, release } = await openBeforeScripts(address, { width: 375 });
    const link = page.locator('[data-partner-auth]');
    expect(await link.getAttribute('href')).toBe(`${APP_PATH}${query}`);
    // No mark left: the script took its own away (or, on a page rendered per request, there was none), and none of the head
    // script's (data-early), which would keep the click from a tag manager's or the Visual Editor's listeners.
    expect(await link.evaluate((a) => a.getAttributeNames().filter((name) => name.startsWith('data-') && name !== 'data-theme'))).toEqual([
      'data-partner-auth',
    ]);
    expect(await page.locator('main script').count(), 'the script after the link').toBe(static_ ? 1 : 0);
    // The app's host does not exist here: the request the browser makes for it is what counts.
    const toApp = page.waitForRequest((request) => request.url().startsWith('https://app.flodvik.example/'));
    await link.click();
    expect((await toApp).url()).toBe(`${APP_PATH}${query}`);
    expect(problems.filter((problem) => !problem.includes('https://app.flodvik.example/'))).toEqual([]);
    release();
    await leave(page);
  });

  test('a click on the link before the scripts ran goes on to every listener (a tag manager’s, the Visual Editor’s bridge)', async () => {
    const { page, release } = await openBeforeScripts('/sv/partner/koppla?code=abc', { width: 375 });
    await page.evaluate(() =>
      window.addEventListener('click', (event) => {
        event.preventDefault(); // as the Visual Editor's bridge keeps its frame from following links
        document.body.dataset['heard'] = (event.target as Element).closest('a')?.getAttribute('href') ?? '';
      }),
    );
    await page.locator('[data-partner-auth]').click();
    expect(await page.evaluate(() => document.body.dataset['heard'])).toBe(`${APP_PATH}?code=abc`);
    release();
    await leave(page);
  });

  test('the link has the query from the first frame that shows it: with the rest of the HTML held, and no island', async () => {
    const proxy = await startPausingProxy(baseUrl());
    try {
      // The HTML stops after the link and the script after it, until a frame has shown the link with the query (15 s at most).
      proxy.cutAfter(['data-partner-auth', '</a>', '</script>']);
      const { page, problems, release } = await open(`${proxy.baseUrl}/sv/partner/koppla?code=abc&slug=x`, {
        width: 375,
        scriptsHeld: true,
        beforeGoto: async (p) => void (await p.addInitScript(paintedScript, `a[data-partner-auth][href="${APP_PATH}?code=abc"]`)),
      });
      expect(proxy.painted(), 'a frame showed the link with its query before the rest of the HTML arrived').toBe(true);
      expect(problems).toEqual([]);
      release?.();
      await leave(page);
    } finally {
      await proxy.close();
    }
  });

  test('without a query string it links to the bare authorisation path', async () => {
    const { page } = await open('/en/partner/connect', { width: 375, warm: true });
    expect(await page.locator('[data-partner-auth]').getAttribute('href')).toBe('https://app.flodvik.example/partner/oauth/authorize');
    await leave(page);
  });
});

describe('the language switch', () => {
  test('leads from a blog article to the same article in the other locale and back', async () => {
    const { page, problems } = await open('/sv/blogg/fakturera-ratt', { width: 1280, warm: true });
    await page.locator('header [data-language-menu] button').click();
    await page.locator('header [data-language-menu]').getByRole('link', { name: 'English' }).click();
    await page.waitForURL('**/en/blog/invoicing-done-right');
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await page.locator('footer [data-language-menu] button').click();
    await page.locator('footer [data-language-menu]').getByRole('link', { name: 'Svenska' }).click();
    await page.waitForURL('**/sv/blogg/fakturera-ratt');
    expect(await page.getAttribute('html', 'lang')).toBe('sv');
    expect(problems).toEqual([]);
    await leave(page);
  });

  test('on a partner landing page, its minimal footer switches language', async () => {
    const { page, problems } = await open('/sv/partner/bokforingsbyran-exempel', { width: 375, warm: true });
    await page.locator('[data-language-menu] button').last().click();
    await page.locator('[data-language-menu]').last().getByRole('link', { name: 'English' }).click();
    await page.waitForURL('**/en/partner/bokforingsbyran-exempel');
    expect(problems).toEqual([]);
    await leave(page);
  });
});

describe('marketing links with the send-status flag', () => {
  const register = (page: Page) => page.locator('header a[data-tracking-id="nav-register"]');

  test('a click goes to the link plus the stored campaign tags as utm_source, utm_medium, utm_campaign, utm_content and term', async () => {
    const { page, problems } = await open('/sv?utm_source=nyhetsbrev&utm_medium=email&utm_campaign=var&utm_content=knapp&utm_term=kredit', {
      width: 1280,
      warm: true,
    });
    await page.route('https://app.flodvik.example/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>app</title>' }));
    expect(await register(page).getAttribute('href')).toBe('https://app.flodvik.example/registrera'); // the plain link until clicked
    await Promise.all([page.waitForURL('https://app.flodvik.example/registrera?**'), register(page).click()]);
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
      utm_source: 'nyhetsbrev',
      utm_medium: 'email',
      utm_campaign: 'var',
      utm_content: 'knapp',
      term: 'kredit',
    });
    expect(problems).toEqual([]);
    await leave(page);
  });

  test('a handler of the page that stops the click does not keep the tags off', async () => {
    const { page, problems } = await open('/sv?utm_source=nyhetsbrev', { width: 1280, warm: true });
    await page.route('https://app.flodvik.example/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>app</title>' }));
    await page.evaluate(() => document.querySelector('header')!.addEventListener('click', (e) => e.stopPropagation()));
    await Promise.all([page.waitForURL('https://app.flodvik.example/registrera?**'), register(page).click()]);
    expect(new URL(page.url()).searchParams.get('utm_source')).toBe('nyhetsbrev');
    expect(problems).toEqual([]);
    await leave(page);
  });

  test('with no tags stored the plain link is followed', async () => {
    const { page } = await open('/en', { width: 1280, warm: true });
    await page.route('https://app.flodvik.example/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>app</title>' }));
    await Promise.all([page.waitForURL('https://app.flodvik.example/registrera'), register(page).click()]);
    await leave(page);
  });
});

describe('links between pages (server markup, one listener: blocks/_lib/pageLinks.ts)', () => {
  /** Set on the page's window: still there after a navigation only if the page was not loaded again. */
  const mark = (page: Page) => page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);
  /** A navigation may have to fetch the page's data first, which takes its time on a busy machine. */
  const ROUTED = { timeout: 15_000 };
  const heading = (page: Page) => page.locator('h1').textContent();
  /** Back, to `url`: the page with this heading, shown without a page load. */
  async function backShows(page: Page, url: string, title: string | null) {
    await page.goBack();
    await page.waitForURL(url);
    await expect.poll(() => heading(page), ROUTED).toBe(title);
    expect(await sameDocument(page)).toBe(true);
  }
  /** A link as SmartLink renders it, put below the page's h1 (clear of the sticky bar). */
  const addLink = (page: Page, href: string, attributes: string[]) =>
    page.evaluate(
      ([href, attributes]) => {
        const link = Object.assign(document.createElement('a'), { href, textContent: href });
        for (const name of attributes) link.setAttribute(name, '');
        document.querySelector('main h1')!.after(link);
      },
      [href, attributes] as const,
    );
  /** The router's requests for a page's data (the RSC header), by path. */
  const routerRequests = (page: Page) => {
    const paths: string[] = [];
    page.on('request', (request) => {
      if (request.headers()['rsc'] === '1') paths.push(new URL(request.url()).pathname);
    });
    return paths;
  };

  test('a page link is prefetched when pointed at, opens without a page load, and Back returns', async () => {
    let requested: string[] = [];
    const { page, problems } = await open('/sv/material', { width: 1280, beforeGoto: async (p) => void (requested = routerRequests(p)) });
    await mark(page);
    const title = await heading(page);
    const link = page.locator('footer a[href="/sv/kontakt"]').first();
    expect(await link.getAttribute(PAGE_LINK_ATTRIBUTE)).toBe('');
    expect(requested).toEqual([]); // nothing fetched for links the visitor has not pointed at
    await link.hover();
    await expect.poll(() => requested).toContain('/sv/kontakt');
    await Promise.all([page.waitForURL('**/sv/kontakt'), link.click()]);
    await expect.poll(() => heading(page), ROUTED).toBe('Kontakta oss');
    expect(await sameDocument(page)).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await backShows(page, '**/sv/material', title);
    expect(problems).toEqual([]);
    await leave(page);
  });

  test("Back to an entry the browser wrote for a fragment (the skip link) shows that entry's page", async () => {
    const { page, problems } = await open('/sv/material', { width: 1280, warm: true });
    await mark(page);
    const title = await heading(page);
    await page.keyboard.press('Tab'); // the skip link comes first
    await page.keyboard.press('Enter');
    await page.waitForURL('**/sv/material#main');
    await Promise.all([page.waitForURL('**/sv/kontakt'), page.locator('footer a[href="/sv/kontakt"]').first().click()]);
    await expect.poll(() => heading(page), ROUTED).toBe('Kontakta oss');
    await backShows(page, '**/sv/material#main', title);
    expect(problems).toEqual([]);
    await leave(page);
  });

  test('a link to the page shown already (the logo on the start page) leads to its top, focus there, without a page load', async () => {
    const { page, problems } = await open('/sv#main', { width: 1280, warm: true });
    await mark(page);
    await page.evaluate(() => window.scrollTo(0, 2500));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(2000);
    const entries = await page.evaluate(() => history.length);
    await page.locator('header a[href="/sv"]').first().click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    expect(await page.evaluate(() => history.length)).toBe(entries);
    expect(new URL(page.url()).hash).toBe(''); // a reload is the top too
    expect(await sameDocument(page)).toBe(true);
    expect(problems).toEqual([]);
    await leave(page);
  });

  test("on a touch screen a tap fetches the page once: the finger's pointerover is no reason to prefetch it", async () => {
    const prefetches: string[] = [];
    const { page, problems } = await open('/sv/material', {
      width: 390,
      height: 844,
      touch: true,
      beforeGoto: async (p) =>
        void p.on('request', (request) => {
          if (request.headers()['next-router-prefetch'] === '1') prefetches.push(new URL(request.url()).pathname);
        }),
    });
    await mark(page);
    const link = page.locator('footer a[href="/sv/kontakt"]').first();
    await link.scrollIntoViewIfNeeded();
    await Promise.all([page.waitForURL('**/sv/kontakt'), link.tap()]);
    await expect.poll(() => heading(page), ROUTED).toBe('Kontakta oss');
    expect(await sameDocument(page)).toBe(true);
    expect(prefetches).toEqual([]);
    expect(problems).toEqual([]);
    await leave(page);
  });

  test('a routed page on a slow link: a bar says it is on its way, a second click on the link asks for it no second time, and it goes once the page is there', async () => {
    const fetched: string[] = [];
    const { page, problems } = await open('/sv/material', { width: 1280, warm: true });
    await mark(page);
    await page.route('**/sv/kontakt*', async (route) => {
      const headers = route.request().headers();
      if (headers['rsc'] === '1' && headers['next-router-prefetch'] !== '1') {
        fetched.push(route.request().url());
        await new Promise((resolve) => setTimeout(resolve, 1500));
      }
      await route.continue();
    });
    const link = page.locator('footer a[href="/sv/kontakt"]').first();
    await link.scrollIntoViewIfNeeded();
    await link.click();
    await expect.poll(() => page.locator('[data-navigating]').evaluate((bar) => getComputedStyle(bar).opacity)).toBe('1');
    await link.click();
    await page.waitForURL('**/sv/kontakt', ROUTED);
    await expect.poll(() => heading(page), ROUTED).toBe('Kontakta oss');
    await expect.poll(() => page.locator('[data-navigating]').count()).toBe(0);
    expect(fetched).toHaveLength(1);
    expect(await sameDocument(page)).toBe(true);
    expect(problems).toEqual([]);
    await leave(page);
  });

  test("a page opened with a calculator's values (a shared or reloaded address) routes its links too: no page load, and Back shows those values", async () => {
    const { page, problems } = await open('/sv/flexkredit?amount=250000&period=15', { width: 1280 });
    await mark(page);
    expect(await page.locator('[data-slider="amount"] output').textContent()).toMatch(/250\s000/);
    await Promise.all([page.waitForURL('**/sv/kontakt'), page.locator('footer a[href="/sv/kontakt"]').first().click()]);
    await expect.poll(() => heading(page), ROUTED).toBe('Kontakta oss');
    expect(await sameDocument(page)).toBe(true);
    await page.goBack();
    await page.waitForURL('**/sv/flexkredit?amount=250000&period=15');
    await expect.poll(() => page.locator('[data-slider="amount"] output').textContent(), ROUTED).toMatch(/250\s000/);
    expect(await sameDocument(page)).toBe(true);
    // Its route has no address of its own.
    expect((await page.request.get(`${baseUrl()}/sv/_calculation/flexkredit?amount=250000`, { maxRedirects: 0 })).status()).toBe(404);
    expect(problems).toEqual([]);
    await leave(page);
  });

  test("Back pressed as the routed page appears, to an entry the browser wrote, still shows that entry's page", async () => {
    const { page, problems } = await open('/sv/material', { width: 1280, warm: true });
    await mark(page);
    const title = await heading(page);
    await page.keyboard.press('Tab'); // the skip link
    await page.keyboard.press('Enter');
    await page.waitForURL('**/sv/material#main');
    // Back in the task that shows the new page, before React's effects after the paint have run.
    await page.evaluate(() => {
      new MutationObserver((_, observer) => {
        if (document.querySelector('main h1')?.textContent !== 'Kontakta oss') return;
        observer.disconnect();
        history.back();
        Object.assign(window, { backPressed: true });
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await page.locator('footer a[href="/sv/kontakt"]').first().click();
    await expect.poll(() => page.evaluate(() => 'backPressed' in window), ROUTED).toBe(true);
    await page.waitForURL('**/sv/material#main');
    await expect.poll(() => heading(page), ROUTED).toBe(title);
    expect(await sameDocument(page)).toBe(true);
    expect(problems).toEqual([]);
    await leave(page);
  });

  test('a click for a new tab and a link to the other language are left to the browser', async () => {
    const { page, problems } = await open('/sv/material', { width: 1280 });
    await mark(page);
    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      page
        .locator('footer a[href="/sv/kontakt"]')
        .first()
        .click({ modifiers: ['Control'] }),
    ]);
    await tab.waitForURL('**/sv/kontakt');
    expect(new URL(page.url()).pathname).toBe('/sv/material');
    await tab.close();
    // A page link to the English site (content may link across languages): loaded, with its own <html lang>.
    await addLink(page, '/en/contact', [PAGE_LINK_ATTRIBUTE]);
    await Promise.all([page.waitForURL('**/en/contact'), page.locator('main a[href="/en/contact"]').click()]);
    expect(await sameDocument(page)).toBe(false);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(problems).toEqual([]);
    await leave(page);
  });

  test('an internal link with the send-status flag opens its page with the stored campaign tags, without a page load', async () => {
    const { page, problems } = await open('/sv/material?utm_source=nyhetsbrev&utm_campaign=var', { width: 1280, warm: true });
    await mark(page);
    // No such link in the embedded content (its send-status links lead to the app): one as SmartLink renders it.
    await addLink(page, '/sv/kontakt?ref=material', [PAGE_LINK_ATTRIBUTE, SEND_STATUS_ATTRIBUTE]);
    await Promise.all([page.waitForURL('**/sv/kontakt?**'), page.locator('main a[href^="/sv/kontakt"]').first().click()]);
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ ref: 'material', utm_source: 'nyhetsbrev', utm_campaign: 'var' });
    expect(await sameDocument(page)).toBe(true);
    expect(problems).toEqual([]);
    await leave(page);
  });
});

describe('SEO', () => {
  test('every page has a canonical URL and hreflang alternates; sitemap.xml lists every page of both locales; robots.txt points at it', async () => {
    const { page } = await open('/en/flex-credit', { width: 1280, warm: true });
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(canonical).toMatch(/\/en\/flex-credit$/);
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]));
    expect(alternates.map(([lang]) => lang).sort()).toEqual(['en', 'sv', 'x-default']);
    expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBeTruthy();
    await leave(page);

    const sitemap = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    for (const path of ['/sv', '/en', '/sv/flexkredit', '/en/blog/growing-with-a-loan', '/sv/partner/koppla', '/en/product-updates'])
      expect(locs).toContain(path);
    expect(locs.length).toBeGreaterThanOrEqual(38);
    // Every page of the sitemap names itself, at the sitemap's address, as canonical, and among its alternates.
    for (const loc of [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'))) {
      const html = await (await fetch(`${baseUrl()}${new URL(loc).pathname}`)).text();
      const canonicals = [...html.matchAll(/<link rel="canonical" href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
      expect(canonicals, loc).toEqual([loc]);
      const alternates = [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/gi)].map((m) => [m[1]!, m[2]!.replace(/&amp;/g, '&')]);
      const lang = new URL(loc).pathname.split('/')[1]!;
      expect(alternates, loc).toContainEqual([lang, loc]);
      expect(
        alternates.map(([l]) => l),
        loc,
      ).toContain('x-default');
    }
    const robots = await (await fetch(`${baseUrl()}/robots.txt`)).text();
    expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/);
  });
});

describe('personal data', () => {
  test('every lead form on the site says, under its button, where the use of the details is explained, and links there', async () => {
    const sitemap = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    let forms = 0;
    for (const path of paths) {
      const html = await (await fetch(`${baseUrl()}${path}`)).text();
      const privacy = path.startsWith('/en') ? '/en/privacy' : '/sv/integritet';
      // Each lead form (its organisation number field) and what follows it up to the form's end.
      for (const form of html.matchAll(/<form\b(?:(?!<\/form>)[\s\S])*?name="companyIdentityNumber"[\s\S]*?<\/form>/g)) {
        forms++;
        expect(form[0], path).toContain(`href="${privacy}"`);
      }
    }
    // The start page's, the contact page's and the partner pages' forms, in both languages.
    expect(forms).toBeGreaterThanOrEqual(8);
  });
});
