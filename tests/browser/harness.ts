import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page, Route } from 'playwright-core';
import { inject } from 'vitest';
import { ACCEPT_ALL, CONSENT_COOKIE, consentCookieValue, REJECT_ALL } from '~/blocks/_lib/consent';
import { reloadKey } from '~/engine/render/ClientBoundary.client';
import { launchChromium } from './chromium';

export const baseUrl = () => inject('baseUrl');

let browser: Browser | undefined;
export async function getBrowser(): Promise<Browser> {
  browser ??= await launchChromium();
  return browser;
}
export async function closeBrowser() {
  warmPages.clear();
  await browser?.close();
  browser = undefined;
}

/** The cookie policy version of the embedded content (both locales keep the same). */
/** WCAG's text-spacing bookmarklet (1.4.12): what a reader's own style sheet may set. */
export const TEXT_SPACING = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
p { margin-bottom: 2em !important; }`;

export const CONSENT_VERSION = (
  JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../../site/content/sv/site-config.json'), 'utf8')) as {
    story: { content: { cookieConcent: { version: string } } };
  }
).story.content.cookieConcent.version;

/**
 * A visitor's consent before the page opens: "ask" is a first visit (the banner shows); the others
 * store that choice in the consent cookie. Tests of other features open pages as a visitor who
 * rejected everything, so the banner covers nothing they click.
 */
export type ConsentBefore = 'ask' | 'rejected' | 'accepted';

export interface OpenedPage {
  page: Page;
  /** Console errors and warnings, page errors and failed requests seen so far. */
  problems: string[];
  status: number | undefined;
}

/**
 * Warm pages (open's `warm`): one tab per kind of visitor, kept open between the tests of a file and navigated anew for
 * each. A page load in a fresh context costs this machine about 2 s and 3.3 s of Chromium's CPU (a new browser context,
 * a new renderer process, every script fetched and compiled again); the same load in a warm tab costs about 0.4 s and
 * 0.75 s (measured 2026-12-02 on /sv/material and /sv, ten loads each). The suite's browser files are bound by the
 * machine's two cores, so that is their time.
 */
const warmPages = new Map<string, Page[]>();
/** The pool key of each warm page out in a test, and the origins its tab has shown since it was taken. */
const warmOut = new WeakMap<Page, { key: string; origins: Set<string> }>();

/**
 * Done with a page `open` gave: a fresh page's context is closed; a warm page goes back to the pool, its document,
 * listeners, routes, emulated media, cookies and storage gone, the pointer off it, its history and cache kept.
 */
export async function leave(page: Page): Promise<void> {
  const out = warmOut.get(page);
  warmOut.delete(page);
  // Storage is emptied below for the origin the tab ends on; one that went to another origin on the way is let go.
  if (out === undefined || page.isClosed() || out.origins.size > 1) return page.context().close();
  const { key } = out;
  try {
    await page.removeAllListeners(undefined, { behavior: 'ignoreErrors' });
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.evaluate(() => {
      try {
        localStorage.clear();
        sessionStorage.clear();
      } catch {
        // Not a page of the site (about:blank, an error page): nothing of the site's is stored there.
      }
    });
    await page.goto('about:blank');
    // Where a click left the pointer, the next page would have an element under it (a hovered menu, a prefetched link).
    await page.mouse.move(-10, -10);
    await page.emulateMedia({ media: null, colorScheme: null, reducedMotion: null, forcedColors: null, contrast: null });
    await page.context().clearCookies();
    warmPages.set(key, [...(warmPages.get(key) ?? []), page]);
  } catch {
    // A page that cannot be cleaned (crashed, its context closed by the test) is not reused.
    await page
      .context()
      .close()
      .catch(() => undefined);
  }
}

/** A browser set to twice the default font (32 px; its fixed-width font in Chromium's usual 16 : 13), for open's fontSizes. */
export const DOUBLE_DEFAULT_FONT = { standard: 32, fixed: 26 } as const;

/** Opens a path at a viewport width, recording every console error, hydration warning and page error. */
export async function open(
  path: string,
  options: {
    width?: number;
    height?: number;
    expectStatus?: number;
    consent?: ConsentBefore;
    /** False: a visitor whose browser runs no scripts (the page is not hydrated). */
    javaScript?: boolean;
    beforeGoto?: (page: Page) => Promise<void>;
    /** Answers every request of the page before it loads (`page.route('**\/*', …)`): a warm page may have it, `leave` takes it off. */
    route?: (route: Route) => Promise<void>;
    /** Every script held back until `release()` (openBeforeScripts): returns once the HTML is parsed. */
    scriptsHeld?: boolean;
    /** A phone's touch screen (touch events, a coarse pointer, the mobile viewport). */
    touch?: boolean;
    /** The browser's language (navigator.language, Accept-Language), e.g. a right-to-left one. */
    browserLocale?: string;
    /** The browser's default font sizes in px (its settings; Chromium's are 16 and 13), e.g. 32 for 200 % text. */
    fontSizes?: { standard?: number; fixed?: number };
    /**
     * A returning visitor in the same tab, for the many tests that only look at a page: a page of an earlier warm
     * `open` of this file (warmPages), navigated anew, its cookies back to the consent one and its storage empty, the
     * scripts in the browser's cache (a routed page bypasses it). Its history is kept (no test of Back), and nothing
     * but `route` may be set up before the page loads (no `beforeGoto`, no held scripts); what a test sets on it
     * (routes, listeners, emulated media) is taken off by `leave(page)`, which every test of a warm page ends with.
     * Tests of a first visit, of Back or of what happens before the scripts run open fresh.
     */
    warm?: boolean;
  } = {},
): Promise<OpenedPage & { release?: () => void }> {
  const { width = 1280, height = 900, consent = 'rejected', javaScript = true, warm = false } = options;
  if (warm && (options.beforeGoto || options.scriptsHeld)) throw new Error('open: a warm page cannot be set up before it loads; open it fresh');
  const key = JSON.stringify([javaScript, options.touch ?? false, options.browserLocale ?? '', options.fontSizes ?? null]);
  let page = warm ? warmPages.get(key)?.pop() : undefined;
  if (page) await page.setViewportSize({ width, height });
  else {
    const newContext = await (
      await getBrowser()
    ).newContext({
      viewport: { width, height },
      javaScriptEnabled: javaScript,
      ...(options.touch && { hasTouch: true, isMobile: true }),
      ...(options.browserLocale && { locale: options.browserLocale }),
    });
    page = await newContext.newPage();
    if (options.fontSizes) {
      const cdp = await newContext.newCDPSession(page);
      await cdp.send('Page.enable');
      await cdp.send('Page.setFontSizes', { fontSizes: options.fontSizes });
    }
  }
  const context = page.context();
  if (warm) {
    const origins = new Set<string>();
    warmOut.set(page, { key, origins });
    page.on('framenavigated', (frame) => {
      const { origin } = new URL(frame.url());
      if (frame === page.mainFrame() && origin !== 'null') origins.add(origin);
    });
  }
  if (consent !== 'ask') {
    const value = consentCookieValue(consent === 'accepted' ? ACCEPT_ALL : REJECT_ALL, CONSENT_VERSION, Date.now() / 1000);
    await context.addCookies([{ name: CONSENT_COOKIE, value, url: baseUrl() }]);
  }
  const problems: string[] = [];
  page.on('console', (msg) => {
    // A failed request is reported below with its URL; the console's copy of it says less.
    if (msg.type() === 'error' && msg.text().startsWith('Failed to load resource')) return;
    if (msg.type() === 'error' || (msg.type() === 'warning' && /hydrat/i.test(msg.text()))) problems.push(`console.${msg.type()}: ${msg.text()}`);
  });
  page.on('response', (res) => {
    const expected = options.expectStatus !== undefined && res.url() === new URL(path, baseUrl()).href;
    if (res.status() >= 400 && !expected) problems.push(`HTTP ${res.status()} ${res.request().method()} ${res.url()}`);
  });
  page.on('requestfailed', (req) => {
    // Navigations away cancel pending requests; only real failures count.
    // Without JavaScript the browser refuses the scripts: that is the point, not a problem.
    if (!javaScript && req.resourceType() === 'script') return;
    if (req.failure()?.errorText !== 'net::ERR_ABORTED') problems.push(`request failed: ${req.url()} ${req.failure()?.errorText}`);
  });
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  await options.beforeGoto?.(page);
  if (options.route) await page.route('**/*', options.route);
  const release = options.scriptsHeld ? await holdAllScripts(page) : undefined;
  const response = await page.goto(new URL(path, baseUrl()).href, { waitUntil: release ? 'domcontentloaded' : 'load' });
  if (release) return { page, problems, status: response?.status(), release };
  // Let hydration finish (slow on a busy machine) and its warnings, if any, arrive.
  if (javaScript && (response?.headers()['content-type'] ?? '').startsWith('text/html')) await hydrated(page);
  await page.waitForTimeout(250);
  return { page, problems, status: response?.status() };
}

/**
 * Opens a path as `open` does, with every script of the page held back (holdAllScripts): the page as the server drew
 * it, its head scripts run, nothing hydrated, until `release()`.
 */
export async function openBeforeScripts(
  path: string,
  options: Omit<Parameters<typeof open>[1] & object, 'javaScript' | 'scriptsHeld'> = {},
): Promise<OpenedPage & { release: () => void }> {
  const opened = await open(path, { ...options, scriptsHeld: true });
  return { ...opened, release: opened.release! };
}

/**
 * A password manager's way (LastPass's), as an init script: at DOMContentLoaded, before hydration, an icon element after
 * every input. React finds the page different from the one it would draw, and draws the document again (a #418).
 */
export const PASSWORD_MANAGER_ICONS = `document.addEventListener('DOMContentLoaded', () => { for (const input of document.querySelectorAll('input:not([type=hidden])')) { const icon = document.createElement('div'); icon.setAttribute('data-lastpass-icon-root', ''); input.after(icon); } });`;

/** Answers the page's scripts whose text includes `text` through `handle` (hold, refuse or serve them); the rest load as usual. */
export async function routeScripts(page: Page, text: string, handle: (route: Route, body: string) => Promise<void>): Promise<void> {
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    try {
      const response = await fetchAgainOnReset(route);
      const body = await response.text();
      if (body.includes(text)) await handle(route, body);
      else await route.fulfill({ response, body });
    } catch (error) {
      // A test that is done closes its page while a script is still held or on its way ("Request context disposed").
      if (!page.isClosed() && !/disposed|closed/i.test(String(error))) throw error;
    }
  });
}

/**
 * `route.fetch()`, once more when the server closed the connection as it was reused ("socket hang up", ECONNRESET: a
 * keep-alive socket the server let go at that moment, seen on a busy machine). Left failed, the script was never
 * answered, and the page's load event never came.
 */
async function fetchAgainOnReset(route: Route, attempts = 3): ReturnType<Route['fetch']> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await route.fetch();
    } catch (error) {
      if (attempt >= attempts || !/ECONNRESET|socket hang up/i.test(String(error))) throw error;
    }
  }
}

/**
 * Holds back the page's scripts whose text includes `text` (an island's) until the returned release() is called, while
 * the visitor acts on the server's markup; then they load (`'load'`) or fail (`'fail'`, each time they are asked for).
 */
export async function holdScripts(page: Page, text: string, then: 'load' | 'fail'): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await routeScripts(page, text, async (route, body) => {
    await held;
    await (then === 'load' ? route.fulfill({ status: 200, contentType: 'application/javascript', body }) : route.abort('connectionreset'));
  });
  return release;
}

/** Holds back every script of the page until the returned release() is called: the page as it stands before its scripts run. */
export async function holdAllScripts(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    await released;
    await route.continue().catch(() => undefined);
  });
  return release;
}

/**
 * For `open`'s `beforeGoto`: every script whose text includes `text` fails to load, each time it is asked for, and the
 * page's one reload for a missing script counts as made already (ClientBoundary.client.tsx): the blocks that need those
 * scripts stay as the server drew them (`[data-kept]`). The failures it causes, which `open` records, are left out by `besidesMissingScript`.
 */
export async function scriptNeverLoads(page: Page, text: string, path: string): Promise<void> {
  await page.addInitScript((key) => sessionStorage.setItem(key, String(Date.now())), reloadKey(new URL(path, baseUrl()).pathname));
  await routeScripts(page, text, (route) => route.abort('connectionreset'));
}

/**
 * The problems a script that never loads causes (scriptNeverLoads): the failed requests, the chunk loader's error and
 * the boundary's report of the one block expected to lose it (`component`); any other block's report stays.
 */
export const besidesMissingScript = (problems: readonly string[], component: string) =>
  problems.filter(
    (p) =>
      !/^pageerror: Failed to load chunk|^request failed: .*ERR_CONNECTION_RESET$|^console\.error: ChunkLoadError/.test(p) &&
      !p.startsWith(`console.error: Block ${component} (`),
  );

/**
 * In the page (self-contained: its source goes there): whether the fiber tree React has committed holds the element,
 * the tree its root's `current` points at. The element's `__reactFiber$` key alone says less: React writes it
 * while it renders the hydration, which can yield for long before the commit, and a submit in between is
 * the browser's post, not the island's (11 of 12 clicks at a 4× CPU slowdown).
 */
export function committedByReact(selector: string): boolean {
  interface Fiber {
    tag: number;
    stateNode: unknown;
    return: Fiber | null;
    child: Fiber | null;
    sibling: Fiber | null;
  }
  const element = document.querySelector(selector);
  const key = element === null ? undefined : Object.keys(element).find((name) => name.startsWith('__reactFiber$'));
  if (element === null || key === undefined) return false;
  let top = (element as unknown as Record<string, Fiber>)[key]!;
  while (top.return !== null) top = top.return;
  const committed = top.tag === 3 ? (top.stateNode as { current?: Fiber }).current : undefined; // HostRoot → FiberRoot
  const stack = committed ? [committed] : [];
  for (let fiber = stack.pop(); fiber !== undefined; fiber = stack.pop()) {
    if (fiber.stateNode === element) return true;
    if (fiber.sibling) stack.push(fiber.sibling);
    if (fiber.child) stack.push(fiber.child);
  }
  return false;
}

/**
 * Resolves once React has hydrated the element (the page's body by default; an island's root for a
 * lazily loaded island) and has run that commit's effects: typing into it or pressing it before then
 * would be lost, or be the browser's post rather than the island's. Committed: committedByReact; the
 * effects (a machine starts in one) React's scheduler runs as tasks before the browser next goes idle.
 */
export async function hydrated(page: Page, selector = 'body'): Promise<void> {
  await page.waitForFunction(committedByReact, selector);
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
}

/**
 * The page's cumulative layout shift so far (shifts right after input excluded, as CLS does), to three decimals as
 * Lighthouse gives it: a shift anyone could see counts (the chat launcher growing leftwards as its label arrived was
 * 0.0022), the sub-pixel one a loaded machine's timing can bring does not (0.000006 once in CI, on /sv/flexkredit at
 * 1280 px, and not again in some 200 loads on a loaded machine). Any shift at all, counted or not, is logged with what
 * moved, so a rare one can be found.
 */
export async function layoutShift(page: Page): Promise<number> {
  const entries = await page.evaluate(
    () =>
      new Promise<{ value: number; moved: string[] }[]>((resolve) => {
        const found: { value: number; moved: string[] }[] = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
            sources?: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
          })[]) {
            if (entry.hadRecentInput) continue;
            const moved = (entry.sources ?? []).map(({ node, previousRect: a, currentRect: b }) => {
              const name = node instanceof Element ? node.outerHTML.slice(0, 120) : (node?.textContent ?? '').slice(0, 60);
              return `${name} (${[a.x, a.y, a.width, a.height].join(' ')} → ${[b.x, b.y, b.width, b.height].join(' ')})`;
            });
            found.push({ value: entry.value, moved });
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(found), 300);
      }),
  );
  const total = entries.reduce((sum, { value }) => sum + value, 0);
  if (total > 0) console.warn(`layout shift ${total} on ${page.url()} at ${page.viewportSize()?.width} px:`, JSON.stringify(entries));
  return Math.round(total * 1000) / 1000;
}

/**
 * The page's style sheets as a browser without `:has()` reads them (Firefox 111–120, Safari before 15.4): every rule
 * whose selector uses it is dropped, as such a browser drops it while parsing. Returns how many were taken out (the
 * inlined CSS is in <style> elements, readable here).
 */
export const withoutHasRules = (page: Page) =>
  page.evaluate(() => {
    let dropped = 0;
    const prune = (list: CSSRuleList) => {
      for (let i = list.length - 1; i >= 0; i--) {
        const rule = list[i]!;
        const remove = (at: number) => {
          const parent = rule.parentRule as CSSGroupingRule | null;
          (parent ?? rule.parentStyleSheet!).deleteRule(at);
          dropped++;
        };
        if (rule instanceof CSSStyleRule && rule.selectorText.includes(':has(')) remove(i);
        else if (rule instanceof CSSGroupingRule) prune(rule.cssRules);
      }
    };
    for (const sheet of document.styleSheets) prune(sheet.cssRules);
    return dropped;
  });

/**
 * What a browser's page translation (Chrome's and Edge's built-in translate, Google Translate's extension) does to the
 * page: every text node with words in it is taken out and replaced by `<font>` elements holding the translation (here
 * the same text in capitals, so a test can tell translated text from text React wrote since), and <html> is marked.
 * React keeps its own text nodes, now out of the page. Returns how many text nodes were replaced.
 */
export const translatePage = (page: Page) =>
  page.evaluate(() => {
    document.documentElement.classList.add('translated-ltr');
    document.documentElement.lang = 'en';
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
      acceptNode: (node) =>
        /\p{L}/u.test(node.nodeValue ?? '') && !node.parentElement?.closest('script, style, [translate="no"], .notranslate')
          ? NodeFilter.FILTER_ACCEPT
          : NodeFilter.FILTER_REJECT,
    });
    const texts: Text[] = [];
    while (walker.nextNode()) texts.push(walker.currentNode as Text);
    for (const text of texts) {
      const outer = document.createElement('font');
      outer.style.verticalAlign = 'inherit';
      const inner = document.createElement('font');
      inner.style.verticalAlign = 'inherit';
      inner.textContent = text.nodeValue!.toUpperCase();
      outer.append(inner);
      text.replaceWith(outer);
    }
    return texts.length;
  });
