/**
 * What a visitor who reads the page larger, on paper, in forced colours or in a short window sees
 * (a review of WCAG 2.2's visual criteria, twenty-seventh session): each case once measured broken.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, test } from 'vitest';
import { baseUrl, closeBrowser, hydrated, leave, open, TEXT_SPACING } from './harness';

afterAll(closeBrowser);

type Box = { left: number; right: number; top: number; bottom: number; width: number; height: number };
const box = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element): Box => {
      const { left, right, top, bottom, width, height } = element.getBoundingClientRect();
      return { left, right, top, bottom, width, height };
    });

/** How the bar at the top of the window is placed: fixed over the page, or scrolling away with it. */
const barPosition = (page: Page) =>
  page
    .locator('header')
    .first()
    .evaluate((element) => getComputedStyle(element).position);

/** The contrast ratio of two CSS colours (rgb() as getComputedStyle gives them). */
function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r = 0, g = 0, bl = 0] = (color.match(/[\d.]+/g) ?? []).map(Number).map((c) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('the featured press release (its image beside its text)', () => {
  const featured = 'article[data-variant="featured"]';
  for (const [width, spacing] of [
    [680, false],
    [700, false],
    [730, false],
    [768, true],
    [1280, true],
  ] as const) {
    test(`${width} px${spacing ? ', with larger text spacing' : ''}: the image stays in its column, beside the text, and at least 4:3`, async () => {
      const { page } = await open('/sv/press', { width, warm: true });
      if (spacing) await page.addStyleTag({ content: TEXT_SPACING });
      const media = await box(page, `${featured} img`);
      const body = await box(page, `${featured} h2, ${featured} h3`);
      const card = await box(page, featured);
      expect(media.right).toBeLessThanOrEqual(body.left + 1);
      expect(media.right).toBeLessThanOrEqual(card.left + card.width * (1.15 / 2.15) + 1);
      expect(media.height).toBeGreaterThanOrEqual(media.width * 0.75 - 1);
      await leave(page);
    });
  }
});

describe('tabbing through teaser cards brings each whole card into view, its ring not under the bar (WCAG 2.4.11)', () => {
  for (const [address, width] of [
    ['/sv/press', 375],
    ['/sv/press', 768],
    ['/sv/press', 1280],
    ['/sv/blogg', 375],
  ] as const) {
    test(`${address} at ${width} px, forwards and backwards`, async () => {
      const { page, problems } = await open(address, { width, height: 700, warm: true });
      const cards = await page.locator('article[data-linked]').count();
      expect(cards).toBeGreaterThan(2);
      for (const key of ['Tab', 'Shift+Tab']) {
        if (key === 'Shift+Tab') await page.locator('footer a').first().focus();
        const seen: string[] = [];
        for (let step = 0; step < 200 && seen.length < cards; step++) {
          await page.keyboard.press(key);
          const where = await page.evaluate(() => {
            const card = document.activeElement?.closest('article[data-linked]');
            if (!card) return null;
            const bar = document.querySelector('[data-nav-bar]')!.getBoundingClientRect();
            const { top, bottom } = card.getBoundingClientRect();
            // The ring: 3 px drawn 2 px outside the card.
            return { ring: [Math.round(top - 5), Math.round(bottom + 5)], room: [Math.round(bar.bottom), innerHeight] };
          });
          if (!where) continue;
          seen.push(`${where.ring}`);
          expect(where.ring[0], `${key} ${seen.length}`).toBeGreaterThanOrEqual(where.room[0]!);
          expect(where.ring[1], `${key} ${seen.length}`).toBeLessThanOrEqual(where.room[1]!);
        }
        expect(seen.length).toBe(cards);
      }
      expect(problems).toEqual([]);
      await leave(page);
    });
  }
});

describe('on paper', () => {
  test('nothing fixed to the window is printed over the text (the bar, the consent banner), nor is room kept for them', async () => {
    const { page } = await open('/sv/flexkredit', { consent: 'ask', warm: true });
    expect(await page.locator('[data-consent-banner]').isVisible()).toBe(true);
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('[data-consent-banner]').isVisible()).toBe(false);
    expect(await page.locator('header').first().isVisible()).toBe(false);
    expect(await page.evaluate(() => getComputedStyle(document.body).paddingBottom)).toBe('0px');
    // The first heading is where the page begins, not a bar's height further down.
    const heading = await box(page, 'main h1');
    await page.emulateMedia({ media: 'screen' });
    expect(heading.top).toBeLessThan((await box(page, 'main h1')).top - 50);
    await leave(page);
  });
});

describe('a window 256 px tall (1280 px at 400 % zoom) with the consent banner up', () => {
  test('the bar scrolls away with the page and the banner takes under half the window: a focused field shows whole', async () => {
    const { page } = await open('/sv/kontakt', { width: 320, height: 256, consent: 'ask', warm: true });
    expect(await barPosition(page)).toBe('absolute');
    const banner = await box(page, '[data-consent-banner]');
    expect(banner.height).toBeLessThanOrEqual(256 * 0.46);
    const field = page.locator('[data-lead-form="contact"] input[name="email"]');
    await field.focus();
    await page.waitForTimeout(300);
    const shown = await box(page, '[data-lead-form="contact"] input[name="email"]');
    const bar = await box(page, 'header');
    expect(shown.top).toBeGreaterThanOrEqual(Math.max(0, bar.bottom) - 1);
    expect(shown.bottom).toBeLessThanOrEqual(banner.top + 1);
    await leave(page);
  });

  test('at an ordinary height the bar stays fixed', async () => {
    const { page } = await open('/sv/kontakt', { width: 320, height: 640, warm: true });
    expect(await barPosition(page)).toBe('fixed');
    await leave(page);
  });
});

describe('controls show where they are', () => {
  test('the form’s inputs and the sliders’ rails keep 3:1 against the page (WCAG 1.4.11)', async () => {
    const { page } = await open('/sv/kontakt', { warm: true });
    const input = await page
      .locator('[data-lead-form="contact"] input[name="email"]')
      .evaluate((element) => [getComputedStyle(element).borderTopColor, getComputedStyle(element).backgroundColor]);
    expect(contrast(input[0]!, input[1]!)).toBeGreaterThanOrEqual(3);
    await page.goto(page.url().replace('/sv/kontakt', '/sv/flexkredit'));
    const rail = await page
      .locator('[data-calculator] [class*="track"]')
      .first()
      .evaluate((element) => getComputedStyle(element, '::before').backgroundColor);
    expect(contrast(rail, 'rgb(255, 255, 255)')).toBeGreaterThanOrEqual(3);
    await leave(page);
  });

  test('no control is faded with opacity, its own or a parent’s, which fades its focus ring too (below 3:1 on indigo; WCAG 1.4.11)', async () => {
    const { page } = await open('/sv/kontakt', { warm: true }); // crumbs in the hero, the form, the footer's links and cookie settings
    await hydrated(page, '[data-lead-form="contact"]');
    // An untouched submit: the messages show and the button is marked disabled, where the keyboard lands after them.
    await page.locator('[data-lead-form="contact"] button[type="submit"]').click();
    await page.locator('[data-lead-form="contact"] button[aria-disabled="true"]').waitFor();
    const faded = () =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]:not([tabindex="-1"])')]
          // A control laid unseen over its drawn look (the collapse lists' category radios over their pills) shows
          // its focus on that look.
          .filter((element) => element.checkVisibility() && getComputedStyle(element).opacity !== '0')
          .flatMap((element) => {
            let opacity = 1;
            for (let e: Element | null = element; e !== null; e = e.parentElement) opacity *= Number(getComputedStyle(e).opacity);
            return opacity < 1 ? [`${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}": ${opacity.toFixed(2)}`] : [];
          }),
      );
    const found = await faded();
    for (const path of ['/sv', '/sv/partner/redovisning-exempel']) {
      await page.goto(`${baseUrl()}${path}`); // the nudge boxes' text with its links
      found.push(...(await faded()));
    }
    expect(found).toEqual([]);
    await leave(page);
  });

  test('in forced colours the forms’ send buttons keep an outline', async () => {
    const { page } = await open('/sv/kontakt', { warm: true });
    await page.emulateMedia({ forcedColors: 'active' });
    const border = await page.locator('[data-lead-form="contact"] button[type="submit"]').evaluate((element) => getComputedStyle(element).borderTopWidth);
    expect(parseFloat(border)).toBeGreaterThanOrEqual(1);
    await leave(page);
  });

  test('in forced colours the surfaces over the page keep an edge: the bar, the language menu, the products dropdown, a card', async () => {
    const { page, problems } = await open('/sv', { width: 1280, warm: true });
    await page.emulateMedia({ forcedColors: 'active' });
    await page.locator('header [data-language-menu] button').click();
    await page.locator('header [data-nav-dropdown] button').first().click();
    const edges = await page.evaluate(() => {
      const edge = (element: Element | null, side: 'Top' | 'Bottom' = 'Top') => {
        const style = element && getComputedStyle(element);
        return style ? `${style[`border${side}Style`]} ${style[`border${side}Width`]}` : 'missing';
      };
      return {
        bar: edge(document.querySelector('[data-nav-bar]'), 'Bottom'),
        languages: edge(document.querySelector('header [data-language-menu] ul')),
        products: edge(document.querySelector('header [data-nav-dropdown] ul')),
        card: edge(document.querySelector('main article')),
      };
    });
    expect(edges).toEqual({ bar: 'solid 1px', languages: 'solid 1px', products: 'solid 1px', card: 'solid 1px' });
    // With a dark theme, the logos (dark marks on a transparent ground) keep a white ground of their own.
    await page.emulateMedia({ forcedColors: 'active', colorScheme: 'dark' });
    const grounds = await page.locator('img[class*="_logo"]').evaluateAll((images) => images.map((img) => getComputedStyle(img).backgroundColor));
    expect(grounds.length).toBeGreaterThan(2);
    expect(new Set(grounds)).toEqual(new Set(['rgb(255, 255, 255)']));
    expect(problems).toEqual([]);
    await leave(page);
  });

  /** A 375 px phone whose browser's default font is `standard` px (its own setting), at `address`: no wider than the window. */
  async function openWithDefaultFont(address: string, standard: number) {
    const opened = await open(address, { width: 375, fontSizes: { standard }, warm: true });
    expect(await opened.page.evaluate(() => getComputedStyle(document.documentElement).fontSize), address).toBe(`${standard}px`);
    expect(await opened.page.evaluate(() => document.documentElement.scrollWidth - innerWidth), address).toBeLessThanOrEqual(0);
    return opened;
  }

  test('a larger default font (24 px, the browser’s setting) on a phone: card grids keep inside the window, and calculator labels are not squeezed to a letter a line', async () => {
    for (const address of ['/sv', '/sv/blogg', '/sv/material', '/sv/veckolan', '/en/flex-credit']) {
      const { page, problems } = await openWithDefaultFont(address, 24);
      // Every label of a calculator's figures is at least as wide as its longest word.
      const squeezed = await page
        .locator('[data-calculator] dl dt')
        .evaluateAll((labels) =>
          labels
            .filter((dt) => dt.getClientRects().length > 0 && dt.getBoundingClientRect().height > 3 * parseFloat(getComputedStyle(dt).lineHeight))
            .map((dt) => dt.textContent),
        );
      expect(squeezed, address).toEqual([]);
      // Nor is a review score ("4,8") stacked a character a line.
      const scores = await page
        .locator('p[class*="_rating"] > span[aria-hidden]:first-child')
        .evaluateAll((spans) => spans.map((span) => span.getBoundingClientRect().height / parseFloat(getComputedStyle(span).fontSize)));
      // The headline figure is larger than the labels beside it.
      const headline = await page
        .locator('[data-calculator] dl dd')
        .evaluateAll((figures) =>
          figures.map((dd) => parseFloat(getComputedStyle(dd).fontSize) / parseFloat(getComputedStyle(dd.previousElementSibling!).fontSize)),
        );
      if (address.includes('veckolan') || address.includes('flex')) expect(Math.max(...headline), address).toBeGreaterThanOrEqual(1.25);
      if (address === '/sv') expect(scores.length).toBeGreaterThan(0); // the start page's reviews
      for (const lines of scores) expect(lines, address).toBeLessThan(1.5);
      expect(problems, address).toEqual([]);
      await leave(page);
    }
  });

  test('200 % text (32 px, the browser’s setting) on a 375 px phone: no page runs past the window, and no figure breaks between its digits', async () => {
    const largest = 'amount=5000000&period=3'; // the weekly loan's longest payments ("6 × SEK 406,539 + …")
    for (const address of [
      '/sv',
      '/en',
      '/sv/om-oss',
      '/en/invoice-financing',
      '/sv/veckolan',
      `/sv/veckolan?${largest}`,
      `/en/weekly-loan?${largest}`,
      '/sv/partner/koppla',
      '/en/partner/connect',
    ]) {
      const { page, problems } = await openWithDefaultFont(address, 32);
      // Every figure inside its panel (the payments' groups ran 30–100 px past it at 375 px).
      const outside = await page.locator('[data-calculator-result] dd').evaluateAll((figures) =>
        figures
          .filter((dd) => {
            const panel = dd.closest('[data-calculator-result]')!.getBoundingClientRect();
            const box = dd.getBoundingClientRect();
            return box.left < panel.left - 1 || box.right > panel.right + 1;
          })
          .map((dd) => dd.textContent),
      );
      expect(outside, address).toEqual([]);
      // A calculator's figures and the key figures ("1,2 mdkr") stay on one line each: "99,1" / "90" reads as two numbers.
      // The weekly loan's payments ("28 × 2 362 kr + 24 × 2 361 kr") and a range ("1 923–1 924 kr") may break after
      // their "+", "×" or "–", each part whole.
      const broken = await page.locator('[data-calculator] dl dd, [data-key-figure]').evaluateAll((figures) =>
        figures.flatMap((figure) => {
          const parts: string[] = [];
          const walker = document.createTreeWalker(figure, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const text = node as Text;
            let start = 0;
            const ends = [...text.data.matchAll(/\+ |× |–/g)].map((match) => match.index + match[0].length);
            for (const end of [...ends, text.data.length]) {
              const range = document.createRange();
              range.setStart(text, start);
              range.setEnd(text, end);
              const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
              if (tops.size > 1) parts.push(text.data.slice(start, end));
              start = end;
            }
          }
          return parts;
        }),
      );
      expect(broken, address).toEqual([]);
      expect(problems, address).toEqual([]);
      await leave(page);
    }
  });

  test('with larger text spacing an email address breaks inside its column, not into the next', async () => {
    const { page } = await open('/sv/kontakt', { warm: true });
    await page.addStyleTag({ content: TEXT_SPACING });
    const link = page.locator('main li a[href^="mailto:"]').first();
    const overflow = await link.evaluate((element) => {
      const item = element.closest('li')!;
      return element.getBoundingClientRect().right - item.getBoundingClientRect().right;
    });
    expect(overflow).toBeLessThanOrEqual(1);
    await leave(page);
  });
});

describe("a reader's style sheet that doubles the root font size (a media query's em keeps the browser's 16 px)", () => {
  const DOUBLE_ROOT = 'html { font-size: 200% !important; }';
  /** A lead form's drawn parts that end past its card's edge or the window's, and how many columns its fields take. */
  const leadForm = (page: Page, kind: 'contact' | 'hero') =>
    page.locator(`[data-lead-form="${kind}"]`).evaluate((form) => {
      const end = Math.min(window.innerWidth, form.getBoundingClientRect().right);
      const beyond = [...form.querySelectorAll('label, input:not([type="hidden"]), span, button, p, a')]
        .filter((element) => {
          const { width, right } = element.getBoundingClientRect();
          return width > 0 && right > end + 1;
        })
        .map((element) => element.textContent?.trim() || element.getAttribute('name'));
      const lefts = [...form.querySelectorAll('input:not([type="hidden"])')].map((input) => Math.round(input.getBoundingClientRect().left));
      return { beyond, columns: new Set(lefts).size };
    });

  test.each([375, 768, 1024, 1280, 1536])(
    '/sv/kontakt at %i px: the contact form’s fields stack in one column inside the form and the window, with text spacing too; taken off, as before',
    async (width) => {
      const { page, problems } = await open('/sv/kontakt', { width, warm: true });
      const usualColumns = width >= 768 ? 2 : 1;
      expect((await leadForm(page, 'contact')).columns).toBe(usualColumns);
      const style = await page.addStyleTag({ content: DOUBLE_ROOT });
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('32px');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
      // Two columns need the room they take at the usual size, in the page's rem (42.5rem): no window here has it.
      expect(await leadForm(page, 'contact')).toEqual({ beyond: [], columns: 1 });
      // The form only: the footer's link lists do not fit the spacing at this size below 1024 px (another block's).
      await page.addStyleTag({ content: TEXT_SPACING });
      expect(await leadForm(page, 'contact')).toEqual({ beyond: [], columns: 1 });
      await style.evaluate((element) => element.parentNode?.removeChild(element));
      expect((await leadForm(page, 'contact')).columns).toBe(usualColumns);
      expect(problems).toEqual([]);
      await leave(page);
    },
  );

  test.each([1024, 1280, 1536])('/sv at %i px: the product cards’ buttons and the quote cards keep to their columns', async (width) => {
    const { page, problems } = await open('/sv', { width, warm: true });
    await page.addStyleTag({ content: DOUBLE_ROOT });
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('32px');
    const beyond = await page.evaluate(() =>
      [...document.querySelectorAll('main a, main figure, main blockquote')]
        .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
        .map((element) => element.textContent?.trim().slice(0, 40)),
    );
    expect(beyond).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    expect(problems).toEqual([]);
    await leave(page);
  });

  test('/sv at 375 px: the start page’s form (the same fields, one column) keeps its inputs inside it', async () => {
    const { page, problems } = await open('/sv', { width: 375, warm: true });
    await page.addStyleTag({ content: DOUBLE_ROOT });
    expect(await leadForm(page, 'hero')).toEqual({ beyond: [], columns: 1 });
    expect(problems).toEqual([]);
    await leave(page);
  });
});
