/**
 * No page loads or preloads a stylesheet it does not use (issue 14 item 12: every page once preloaded
 * the 404 page's stylesheet, and Chromium warned on each load). Across the page types, in Chromium
 * against the production build: no "preloaded … but not used" warning (for a stylesheet, a script or
 * an image) once the browser's timer (a few seconds after load) has run, and every `<link rel=stylesheet>` or `rel=preload as=style` the
 * page ends up with, and every CSS file Next inlined into its <style data-href>, has rules that match something on it.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, test } from 'vitest';
import { baseUrl, closeBrowser, leave, open } from './harness';

afterAll(closeBrowser);

// Any resource: a stylesheet, a script chunk, or an image (the opening image's preload must reach the
// page it opens, not every page the router prefetches behind a link).
const PRELOAD_UNUSED = /was preloaded using link preload but not used/;
// Chromium reports an unused preload 3 s after the load event.
const PAST_PRELOAD_TIMER_MS = 4_000;

/**
 * Each stylesheet of the page with the number of its style rules that match an element: its links, and each CSS file
 * Next inlined into its `<style data-href="…">` (one element for several files: each is read again and counted on its
 * own, so a whole file another page needs, inlined here, is seen).
 */
function stylesheetsUsed(page: Page) {
  return page.evaluate(async () => {
    // What a rule needs to apply, without its states (:hover, [data-pressed]…) and pseudo-elements.
    const bare = (selector: string) =>
      selector
        .replace(/::?[a-z-]+(\([^()]*\))?/g, '')
        .replace(/\[data-[a-z-]+(=[^\]]*)?\]/g, '')
        .trim() || '*';
    const matches = (selector: string) => {
      try {
        return document.querySelector(bare(selector)) !== null;
      } catch {
        return true; // a selector the simplification broke (nested :not(:has(…))): not counted as unused
      }
    };
    const matching = (rules: CSSRuleList): number =>
      Array.from(rules).reduce((n, rule) => {
        if (rule instanceof CSSStyleRule) return n + (rule.selectorText.split(',').some(matches) ? 1 : 0);
        return 'cssRules' in rule ? n + matching((rule as CSSGroupingRule).cssRules) : n;
      }, 0);
    const links = Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"], link[rel="preload"][as="style"]')).map((link) => ({
      href: link.href,
      rel: link.rel,
      used: link.sheet ? matching(link.sheet.cssRules) : 0,
    }));
    const inlined = await Promise.all(
      Array.from(document.querySelectorAll('style[data-href]'))
        .flatMap((style) => (style.getAttribute('data-href') ?? '').split(/\s+/).filter(Boolean))
        .map(async (href) => {
          const sheet = new CSSStyleSheet();
          sheet.replaceSync(await (await fetch(href)).text());
          return { href, rel: 'inline', used: matching(sheet.cssRules) };
        }),
    );
    return [...links, ...inlined];
  });
}

async function openWatching(path: string, { expectStatus, beforeGoto }: { expectStatus?: number; beforeGoto?: (page: Page) => Promise<void> } = {}) {
  const warnings: string[] = [];
  const opened = await open(path, {
    width: 1280,
    ...(expectStatus ? { expectStatus } : {}),
    beforeGoto: async (p) => {
      p.on('console', (msg) => {
        if (PRELOAD_UNUSED.test(msg.text())) warnings.push(msg.text());
      });
      await beforeGoto?.(p);
    },
  });
  return { ...opened, warnings };
}

describe('no page preloads or links a stylesheet it does not use (12)', () => {
  test.each([
    ['/sv'],
    ['/sv/material'],
    ['/sv/flexkredit'],
    ['/sv/kontakt'],
    ['/sv/blogg/kassaflode-fem-satt'],
    ['/en'],
    ['/en/about-us'],
    ['/en/no-such-page', 404],
  ] as const)('%s', async (path, expectStatus?: number) => {
    const { page, warnings } = await openWatching(path, expectStatus ? { expectStatus } : {});
    await page.waitForTimeout(PAST_PRELOAD_TIMER_MS);
    expect(warnings).toEqual([]);
    const sheets = await stylesheetsUsed(page);
    expect(sheets.filter((sheet) => sheet.rel === 'preload')).toEqual([]);
    expect(sheets.filter((sheet) => sheet.rel === 'inline').length).toBeGreaterThan(0); // the check sees the page's CSS
    expect(sheets.filter((sheet) => sheet.used === 0)).toEqual([]);
    await leave(page);
  });

  // Issue 10 item 2: the first paint waits for no stylesheet file. Every page's CSS, its islands' included,
  // is inlined in the document; a lazy island whose stylesheet only its own chunk imported once reached the
  // page as a render-blocking <link data-precedence="dynamic"> (Lighthouse: "render-blocking requests").
  test.each([
    ['/sv'], // FAQ (collapse list, disclosures), carousel, hero form
    ['/sv/flexkredit'], // calculator
    ['/sv/kontakt'], // lead form
    ['/sv/jobb'], // job section (collapse list)
    ['/sv/om-oss'], // carousel
    ['/sv/blogg/kassaflode-fem-satt'], // share links
    ['/sv/partner/koppla'], // partner authorisation link
  ] as const)('%s: no stylesheet file, in the HTML or once its islands have loaded', async (path) => {
    const html = await (await fetch(new URL(path, baseUrl()))).text();
    expect(html.match(/<link[^>]*rel="stylesheet"[^>]*>/g) ?? []).toEqual([]);
    expect(html).toMatch(/<style data-precedence="next"/);
    const { page } = await openWatching(path);
    await page.waitForLoadState('networkidle');
    expect((await stylesheetsUsed(page)).filter((sheet) => sheet.rel !== 'inline')).toEqual([]);
    await leave(page);
  });

  test('the checks see an unused stylesheet preload, and an inlined file no rule of which applies (so their silence above means something)', async () => {
    // The page as the server sends it with one more preload in its head, of a stylesheet it never uses, and one more
    // file named among those its inlined <style> holds.
    const { page, warnings } = await openWatching('/sv/material', {
      beforeGoto: async (p) => {
        await p.route('**/probe-unused*.css', (route) => route.fulfill({ contentType: 'text/css', body: '.probe-unused { color: red; }' }));
        await p.route(
          (url) => url.pathname === '/sv/material',
          async (route) => {
            const response = await route.fetch();
            const body = (await response.text())
              .replace('</head>', '<link rel="preload" as="style" href="/probe-unused.css"></head>')
              .replace(/(<style data-precedence="next" data-href="[^"]+)"/, '$1 /probe-unused-inline.css"');
            await route.fulfill({ response, body });
          },
        );
      },
    });
    await expect.poll(() => warnings.length, { timeout: PAST_PRELOAD_TIMER_MS + 2_000 }).toBe(1);
    expect(warnings[0]).toContain('/probe-unused.css');
    const sheets = await stylesheetsUsed(page);
    expect(sheets).toContainEqual({ href: new URL('/probe-unused.css', page.url()).href, rel: 'preload', used: 0 });
    expect(sheets).toContainEqual({ href: '/probe-unused-inline.css', rel: 'inline', used: 0 });
    await leave(page);
  });
});
