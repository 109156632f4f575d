/**
 * What an editor may legitimately write never makes a page wider than the window (a review of the thirty-third
 * session found that it did): a pasted address or a 60-letter compound in the short text fields (a footer link, a
 * product card's features, a calculator's labels and period unit, a figure's label, the forms' send buttons, a
 * download's button, a hero's eyebrow and crumbs, a quote's author, a question's category, a review's link, an
 * article's tag and author, a partner's name), blocks placed in a carousel slide's text, a carousel of twelve slides
 * and a list nested twenty levels. At 320, 375, 768 and 1280 px the page is as wide as the window and every text
 * shows inside it, whole. At 320 px with the browser's default font at 200 % (32 px), these pages and the embedded ones
 * whose parts ran past the window (a review of the thirty-ninth session: the footer's phone and e-mail, an article's
 * share links, the review stars, a first visit's consent banner; the forty-second: the open burger menu and the consent
 * choices dialog) keep every text and control inside it too, and titles, cards, forms, sliders and lists keep their
 * words of up to 10 letters whole.
 *
 * The pages are a fake Storyblok space's (the embedded stories, these pages and a footer link) served by a second
 * server of the suite's build (helpers/storyblokSite.ts), so that the site settings' footer can carry the long link
 * without changing the pages every other test reads from the embedded content. Pages the build did not prerender
 * are rendered from the space on their first request. The long footer link is the English settings' (it is on every
 * page of a language), so that on the Swedish pages each block's own text is what is measured.
 */
import crypto from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { embeddedStories, FakeStoryblok, type Story } from '../helpers/fakeStoryblok';
import type { RunningSite } from '../helpers/site';
import { assertTestBuild, startStoryblokSite } from '../helpers/storyblokSite';
import { besidesMissingScript, closeBrowser, DOUBLE_DEFAULT_FONT, leave, open, scriptNeverLoads } from './harness';

/** A Swedish compound of 60 letters (the longest short fields allow), with no place to break a line. */
const WORD = 'Företagsfinansieringsrådgivningsverksamhetsutvecklingsarbete';
/** For fields of 30 letters: a period unit (the flex credit counts days), a product card's label. */
const UNIT = 'återbetalningskalenderdagarna';
const LABEL = 'Fakturafinansieringsrådgivning';
/** An address pasted as text: slashes and dots, but no space. */
const ADDRESS = 'www.finansinspektionen.se/sv/register/foretagsregister';

let uid = 0;
const blok = (component: string, fields: Record<string, unknown> = {}) => ({ _uid: `overflow-${++uid}`, component, ...fields });
const text = (value: string) => ({ type: 'text', text: value });
const paragraph = (value: string) => ({ type: 'paragraph', content: [text(value)] });
const doc = (...content: unknown[]) => ({ type: 'doc', content });
/** Bloks placed in a rich text (Storyblok's blok node). */
const inText = (...bloks: unknown[]) => ({ type: 'blok', attrs: { id: `overflow-${++uid}`, body: bloks } });
const urlLink = (url: string) => ({ id: '', url, linktype: 'url', fieldtype: 'multilink', cached_url: url });
const asset = {
  id: 1,
  alt: 'Pressbild',
  name: '',
  focus: '',
  title: '',
  filename: '/demo/f/1/640x480/illustration-growth.svg',
  copyright: '',
  fieldtype: 'asset',
};
/** A bullet list nested `depth` levels, a line of text at each. */
const nestedList = (depth: number, level = 1): unknown => ({
  type: 'bullet_list',
  content: [{ type: 'list_item', content: [paragraph(`Nivå ${level}: ${WORD}`), ...(level < depth ? [nestedList(depth, level + 1)] : [])] }],
});

let storyId = 995_000;
const story = (fullSlug: string, content: Record<string, unknown>): Story => ({
  id: ++storyId,
  uuid: crypto.randomUUID(),
  name: fullSlug,
  slug: fullSlug.split('/').at(-1)!,
  full_slug: fullSlug,
  published_at: '2026-03-01T09:00:00.000Z',
  first_published_at: '2026-03-01T09:00:00.000Z',
  tag_list: [],
  content: { _uid: `overflow-page-${storyId}`, ...content },
});

const FAQ = blok('FaqSection', {
  title: 'Frågor',
  items: [
    blok('FaqItem', { title: 'Hur lång tid tar det?', text: doc(paragraph('Ett dygn.')), categories: `${WORD},Lån` }),
    blok('FaqItem', { title: 'Vad kostar det?', text: doc(paragraph('Se prislistan.')), categories: 'Lån' }),
  ],
});
const review = (fields: Record<string, unknown>) => blok('ReviewWidget', { title: 'Betyg', rating: 4.8, reviewCount: 1236, ...fields });
const download = (fields: Record<string, unknown>) => blok('DownloadableMedia', { title: 'Pressbild', media: asset, ...fields });
const calculator = (fields: Record<string, unknown>) =>
  blok('FlexLoanCalculator', { title: 'Räkna', amountLabel: 'Belopp', periodLabel: 'Tid', periodUnit: 'dagar', interest: 1.5, ...fields });

/** Every short field with the long word or the address. */
const FIELDS = story('sv/bredd/falt', {
  component: 'Page',
  body: [
    blok('Hero', {
      title: 'Långa ord',
      eyebrow: ADDRESS,
      breadcrumbs: [blok('LinkItem', { text: 'Start', link: urlLink('/sv') }), blok('LinkItem', { text: WORD })],
    }),
    blok('NumberSection', {
      items: [blok('NumberItem', { value: '24 h', label: WORD, text: `Källa: ${ADDRESS}` }), blok('NumberItem', { value: '1 200', label: 'företag' })],
    }),
    blok('ProductCards', {
      cards: [
        blok('ProductCard', { title: 'Flexkredit', label: LABEL, features: `${WORD}\nSe ${ADDRESS}` }),
        blok('ProductCard', { title: 'Veckolån', features: 'Fast kostnad' }),
      ],
    }),
    blok('Quotes', { items: [blok('Quote', { text: 'Snabbt och enkelt.', author: WORD, role: ADDRESS })] }),
    FAQ,
    review({ provider: WORD, link: urlLink('https://www.trustpilot.com/review/flodvik.example'), linkText: WORD }),
    download({ text: ADDRESS, downloadText: WORD }),
    calculator({ amountLabel: WORD, periodUnit: UNIT, totalLabel: WORD, disclaimer: ADDRESS }),
    blok('LeadForm', { title: 'Kontakta oss', submitText: WORD, thankYouTitle: 'Tack' }),
    blok('HeroGetStartedForm', { title: 'Kom igång', submitText: WORD }),
    blok('BlogTeaserSection', { title: 'Artiklar', tag: WORD }),
    blok('TextSection', { title: 'Tjugo nivåer', text: doc(nestedList(20)) }),
  ],
});

/** Blocks in slides' text (slides lie to the right of the first, in the track), and twelve slides (the most allowed). */
const CAROUSELS = story('sv/bredd/karusell', {
  component: 'Page',
  body: [
    blok('Hero', { title: 'Karuseller' }),
    blok('Carousel', {
      title: 'Block i bilderna',
      items: [
        blok('CarouselItem', { title: 'Först', text: doc(paragraph('Bageriet växer.')) }),
        blok('CarouselItem', { title: 'Betyg', text: doc(paragraph('Före'), inText(review({ provider: 'Omdömen' })), paragraph('Efter')) }),
        blok('CarouselItem', { title: 'Pressbild', text: doc(inText(download({ downloadText: 'Ladda ner' }))) }),
        blok('CarouselItem', { title: 'Kalkyl', text: doc(inText(calculator({}))) }),
        blok('CarouselItem', { title: 'Frågor', text: doc(inText(FAQ)) }),
      ],
    }),
    blok('Carousel', {
      title: 'Tolv bilder',
      items: Array.from({ length: 12 }, (_, i) => blok('CarouselItem', { title: `Bild ${i + 1}`, text: doc(paragraph('Text.')) })),
    }),
  ],
});

const ARTICLE = story('sv/blogg/bredd', {
  component: 'BlogArticle',
  title: 'Långa ord i en artikel',
  preamble: `Läs mer på ${ADDRESS}`,
  authorName: WORD,
  tags: [WORD],
  content: [blok('TextSection', { text: doc(paragraph('Text.')) })],
});

const PARTNER = story('sv/partner/bredd', {
  component: 'PartnerHeroPage',
  title: 'Koppla ihop',
  text: doc(paragraph('Koppla bokföringen till Flodvik.')),
  ctaText: 'Fortsätt',
  partner: { name: WORD, oauth_auth_path: '/partner/oauth/authorize' },
  body: [],
});

/** The English site settings with a link whose text is an address in the footer's help column: on every English page. */
function withFooterAddress(stories: Story[]): Story[] {
  return stories.map((s) => {
    if (s.full_slug !== 'en/site-config') return s;
    const content = structuredClone(s.content) as { footer: Array<{ column2: unknown[] }> };
    content.footer[0]!.column2.push(blok('LinkItem', { text: ADDRESS, link: urlLink('https://www.fi.se/') }));
    return { ...s, content };
  });
}

/** An English page (the embedded ones are prerendered, with the embedded footer): its footer has the address. */
const FOOTER = story('en/wide', { component: 'Page', body: [blok('Hero', { title: 'A footer link' })] });

const fake = new FakeStoryblok([...withFooterAddress(embeddedStories()), FIELDS, CAROUSELS, ARTICLE, PARTNER, FOOTER]);
let site: RunningSite;

beforeAll(async () => {
  assertTestBuild();
  await fake.start();
  site = await startStoryblokSite(fake);
});
afterAll(async () => {
  await closeBrowser();
  await site?.stop();
  await fake.stop();
});

/**
 * The page's width, and each piece of text drawn past the window's left or right edge. Text inside a scroller of its
 * own (a carousel's track, a wide table, the stars' clip) counts where that scroller shows it: a slide further along
 * the track is for the visitor to scroll to, not a page wider than the window.
 */
const measure = (page: Page) =>
  page.evaluate(() => {
    const outside: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      const element = node.parentElement;
      const words = node.textContent?.trim();
      if (!words || !element || element.closest('script, style')) continue;
      if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      // The boxes around it that clip; none may be a pixel wide (text for screen readers only: .visually-hidden, a module's own).
      const clips: Element[] = [];
      for (let e: Element | null = element; e && e !== document.body; e = e.parentElement) if (getComputedStyle(e).overflowX !== 'visible') clips.push(e);
      if (clips.some((e) => e.getBoundingClientRect().width <= 1 || e.getBoundingClientRect().height <= 1)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      // Its lines' extent, each line cut to what the scrollers around it show; a box that clips without scrolling
      // (overflow: hidden) must hold the line whole, unless the text is decoration (a review's stars).
      let [from, to] = [Infinity, -Infinity];
      for (const rect of range.getClientRects()) {
        let [left, right] = [rect.left, rect.right];
        for (const e of clips) {
          const clip = e.getBoundingClientRect();
          const cut = rect.left < clip.left - 1 || rect.right > clip.right + 1;
          if (cut && getComputedStyle(e).overflowX !== 'auto' && getComputedStyle(e).overflowX !== 'scroll' && !element.closest('[aria-hidden="true"]'))
            outside.push(`${words.slice(0, 40)} (cut by ${e.tagName.toLowerCase()}.${String(e.className).split(' ')[0]})`);
          [left, right] = [Math.max(left, clip.left), Math.min(right, clip.right)];
        }
        if (right - left > 0.5) [from, to] = [Math.min(from, left), Math.max(to, right)];
      }
      if (from < -1 || to > window.innerWidth + 1) outside.push(`${words.slice(0, 40)} (${Math.round(from)}–${Math.round(to)} px)`);
    }
    return { scrollWidth: document.documentElement.scrollWidth, outside };
  });

/** Which of the texts the page shows (innerText: rendered and not hidden). */
const shown = (page: Page, texts: readonly string[]) => page.evaluate((texts) => texts.filter((t) => document.body.innerText.includes(t)), texts);

const WIDTHS = [320, 375, 768, 1280] as const;
const PAGES = [
  ['every short field with a long word or an address', FIELDS, [WORD, UNIT, LABEL, ADDRESS, `Källa: ${ADDRESS}`, `Nivå 20: ${WORD}`]],
  ['blocks in carousel slides, and twelve slides', CAROUSELS, ['Omdömen', 'Ladda ner', 'Hur lång tid tar det?', 'Bild 12']],
  ['an article with a long tag and author', ARTICLE, [WORD, `Läs mer på ${ADDRESS}`]],
  ['a partner page with a long partner name', PARTNER, [WORD]],
  ["a footer link's address (the site settings')", FOOTER, [ADDRESS]],
] as const;

describe.each(PAGES)('%s', (_, { full_slug: slug }, texts) => {
  const path = `/${slug}`;
  test.each(WIDTHS)(`${path} at %i px: as wide as the window, every text inside it`, async (width) => {
    const { page, problems } = await open(`${site.baseUrl}${path}`, { width, warm: true });
    expect(await measure(page)).toEqual({ scrollWidth: width, outside: [] });
    expect(await shown(page, texts)).toEqual(texts);
    expect(problems).toEqual([]);
    await leave(page);
  });
});

/**
 * Links and buttons drawn past the window's edges (an icon link has no text for `measure` to find: the share links),
 * but for those in a scroller of their own (a carousel's further slides) or hidden until focused (the skip link).
 */
const controlsOutside = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('a, button')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        if (box.width <= 1 || !element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return false;
        for (let e = element.parentElement; e && e !== document.body; e = e.parentElement) if (getComputedStyle(e).overflowX !== 'visible') return false;
        return box.left < -1 || box.right > window.innerWidth + 1;
      })
      .map(
        (element) =>
          `${element.textContent?.trim().slice(0, 40) || element.getAttribute('aria-label')} (${Math.round(element.getBoundingClientRect().right)} px)`,
      ),
  );

/** Chromium's default font size setting at 32 px (its fixed-width size in the usual ratio): 200 % text, which em in media queries follows. */

/**
 * The elements matching `selector` (visible ones) and the words of up to 10 letters or digits in them that run over
 * two lines. A figure ("5 000 000 kr", digit groups joined by no-break spaces) counts as one word.
 */
async function brokenWords(page: Page, selector: string): Promise<{ found: number; broken: string[] }> {
  return page.evaluate((selector) => {
    const elements = [...document.querySelectorAll(selector)].filter((element) => element.checkVisibility());
    const split: string[] = [];
    for (const element of elements) {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        if (!node.parentElement?.checkVisibility()) continue;
        for (const word of node.data.matchAll(/\p{N}+(?:[\u00a0\u202f]\p{N}+)*(?:[\u00a0\u202f]\p{L}+)?|\p{L}+/gu)) {
          if (word[0].replace(/\P{L}/gu, '').length > 10 || word[0].length > 16) continue;
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const lines = new Set([...range.getClientRects()].filter((box) => box.width > 0).map((box) => Math.round(box.top)));
          if (lines.size > 1) split.push(`"${word[0]}" in "${element.textContent?.trim().slice(0, 60)}" (${getComputedStyle(node.parentElement).fontSize})`);
        }
      }
    }
    return { found: elements.length, broken: split };
  }, selector);
}

/** Pages of the embedded content whose parts ran past a 320 px window at 200 % text (a review of the thirty-ninth session). */
const EMBEDDED = [
  ["the English footer's phone and e-mail, and the start page's review stars", '/en', ['+46 10\u00a0000 00 00', 'support@flodvik.example', '4.8 of 5']],
  ["an article's share links", '/sv/blogg/kassaflode-fem-satt', ['Dela på LinkedIn']],
  ["the Swedish footer's and the review's", '/sv', ['010-000 00 00', 'kundservice@flodvik.example', '4,8 av 5']],
] as const;

describe('200 % text (the browser’s default font at 32 px) on a 320 px phone', () => {
  test.each([...EMBEDDED, ...PAGES.map(([name, { full_slug: slug }, texts]) => [name, `/${slug}`, texts] as const)])(
    '%s (%s): as wide as the window, every text and control inside it',
    async (_, path, texts) => {
      const { page, problems } = await open(`${site.baseUrl}${path}`, { width: 320, fontSizes: DOUBLE_DEFAULT_FONT, warm: true });
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('32px');
      expect(await measure(page)).toEqual({ scrollWidth: 320, outside: [] });
      expect(await controlsOutside(page)).toEqual([]);
      expect(await shown(page, texts)).toEqual(texts);
      expect(problems).toEqual([]);
      await leave(page);
    },
  );

  // A title at its display size (72 px for a hero's) left a word no room: "Så betygs / ätter kunder / na oss", "Fin /
  // ancing". Words of up to 10 letters fit a 320 px window's column at a title's smallest size (1.25 × the text's);
  // longer compounds ("Fakturafinansiering") may still break where nothing else fits.
  test.each(['/sv', '/en/invoice-financing', '/sv/blogg/kassaflode-fem-satt', '/sv/partner/koppla', '/sv/om-oss', '/sv/press'])(
    '%s: the titles keep their words of up to 10 letters whole on one line',
    async (path) => {
      const { page, problems } = await open(`${site.baseUrl}${path}`, { width: 320, fontSizes: DOUBLE_DEFAULT_FONT, warm: true });
      // A page's and its sections' titles; a question's heading (its button) is a row of a list, not a title.
      const { found, broken } = await brokenWords(page, 'main :is(h1, h2):not(:has(button))');
      expect(found).toBeGreaterThan(1);
      expect(broken).toEqual([]);
      expect(problems).toEqual([]);
      await leave(page);
    },
  );

  // The insets of cards, forms, buttons and the changelog's timeline grew with the text (48 px a side of a quote, 64 px
  // for the timeline), and a quote's name and role kept beside its 96 px portrait: "Sof / ia / Ny / str / öm", a slider's
  // "5 000 000 kr" broken between its digit groups in half a row, the hero form's button 88 px wide ("Kom / igång").
  test.each([
    ['/sv', 'main blockquote, main figcaption, main form :is(label, button, a)'],
    ['/sv/om-oss', 'main blockquote, main figcaption, main a[class*="_cta"]'],
    ['/sv/veckolan', 'main [data-calculator] :is(output, [class*="_scale"] > span)'],
    ['/en/product-updates', 'main li li'],
    ['/sv/press', 'main article a'],
    ['/sv/kontakt', 'main form :is(label, button)'],
  ])('%s: the text of cards, forms, sliders and lists keeps its words of up to 10 letters (and its figures) whole', async (path, selector) => {
    const { page, problems } = await open(`${site.baseUrl}${path}`, { width: 320, fontSizes: DOUBLE_DEFAULT_FONT, warm: true });
    const { found, broken } = await brokenWords(page, selector);
    expect(found).toBeGreaterThan(1);
    expect(broken).toEqual([]);
    expect(problems).toEqual([]);
    await leave(page);
  });

  test.each(['/sv', '/en'])("a first visit's consent banner (%s): its text and buttons inside the window, none scrolled out sideways", async (path) => {
    const { page, problems } = await open(`${site.baseUrl}${path}`, { width: 320, consent: 'ask', fontSizes: DOUBLE_DEFAULT_FONT, warm: true });
    const banner = page.locator('[data-consent-banner]');
    expect(await banner.isVisible()).toBe(true);
    // The banner scrolls (up and down, where it is taller than its share of the window): `measure` takes it as a
    // scroller, so what it keeps past its right edge is asked of it here.
    expect(await banner.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
    const buttons = await banner.locator('button').evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect));
    expect(buttons).toHaveLength(3);
    for (const button of buttons) {
      expect(button.left).toBeGreaterThanOrEqual(0);
      expect(button.right).toBeLessThanOrEqual(320);
      expect(button.height).toBeGreaterThanOrEqual(44);
    }
    expect(await measure(page)).toEqual({ scrollWidth: 320, outside: [] });
    expect(problems).toEqual([]);
    await leave(page);
  });

  // Each item on one line, as the wide bar keeps them, ran "Vanliga frågor" and the phone number past the window, out
  // of sight in a menu that scrolls only up and down.
  test.each(['/sv', '/en/weekly-loan'])('the open burger menu (%s): every item inside the window, none scrolled out sideways', async (path) => {
    const { page, problems } = await open(`${site.baseUrl}${path}`, { width: 320, fontSizes: DOUBLE_DEFAULT_FONT, warm: true });
    await page.locator('[data-burger]').click();
    await expect.poll(() => page.locator('[data-burger]').getAttribute('aria-expanded')).toBe('true');
    const panel = page.locator(`#${await page.locator('[data-burger]').getAttribute('aria-controls')}`);
    expect(await panel.isVisible()).toBe(true);
    expect(await panel.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
    expect(await panel.locator('a').count()).toBeGreaterThan(3);
    expect(await measure(page)).toEqual({ scrollWidth: 320, outside: [] });
    expect(problems).toEqual([]);
    await leave(page);
  });

  // The dialog's grid took its widest button's and word's width: "Spara mina val" and the categories ran about 125 px
  // past it, cut off by its edge (it scrolls), at 320 px with 200 % text.
  test.each(['/sv', '/en'])('the consent choices dialog (%s): every text, checkbox and button inside it, none scrolled out sideways', async (path) => {
    const { page, problems } = await open(`${site.baseUrl}${path}`, { width: 320, consent: 'ask', fontSizes: DOUBLE_DEFAULT_FONT, warm: true });
    await page.locator('[data-consent="choose"]').click();
    const dialog = page.locator('dialog[data-consent-dialog][open]');
    await dialog.waitFor();
    expect(await dialog.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
    const outside = await dialog.evaluate((element) => {
      const edge = element.getBoundingClientRect();
      return [...element.querySelectorAll('h2, p, span, label, input, button')]
        .filter((child) => child.checkVisibility())
        .map((child) => ({ child, box: child.getBoundingClientRect() }))
        .filter(({ box }) => box.width > 0 && (box.left < edge.left - 0.5 || box.right > edge.right + 0.5))
        .map(({ child, box }) => `${child.tagName} "${child.textContent?.trim().slice(0, 30)}" ${Math.round(box.left)}–${Math.round(box.right)} px`);
    });
    expect(outside).toEqual([]);
    expect(await dialog.locator('input[type="checkbox"]').count()).toBeGreaterThan(1);
    expect(problems).toEqual([]);
    await leave(page);
  });
});

describe('the carousels, slides one under another', () => {
  const path = `/${CAROUSELS.full_slug}`;
  test.each([320, 375, 1280])('without JavaScript at %i px: as wide as the window, every text inside it', async (width) => {
    const { page, problems } = await open(`${site.baseUrl}${path}`, { width, javaScript: false, warm: true });
    expect(await measure(page)).toEqual({ scrollWidth: width, outside: [] });
    expect(problems).toEqual([]);
    await leave(page);
  });

  test.each([320, 375])("when the carousel's script never loads (kept as the server drew it) at %i px: the same", async (width) => {
    const { page, problems } = await open(`${site.baseUrl}${path}`, { width, beforeGoto: (p) => scriptNeverLoads(p, 'data-autoplay-toggle', path) });
    await page.locator('[data-kept] [data-carousel]').first().waitFor({ state: 'attached' });
    expect(await measure(page)).toEqual({ scrollWidth: width, outside: [] });
    expect(besidesMissingScript(problems, 'Carousel')).toEqual([]);
    await leave(page);
  });

  test.each(WIDTHS)('at %i px the twelve steps are 44 px targets, all inside the window', async (width) => {
    const { page } = await open(`${site.baseUrl}${path}`, { width, warm: true });
    const steps = await page
      .locator('[data-carousel]')
      .nth(1)
      .locator('ol button')
      .evaluateAll((buttons) => buttons.map((b) => b.getBoundingClientRect().toJSON() as DOMRect));
    expect(steps).toHaveLength(12);
    for (const step of steps) {
      expect(step.width).toBeGreaterThanOrEqual(44);
      expect(step.height).toBeGreaterThanOrEqual(44);
      expect(step.left).toBeGreaterThanOrEqual(0);
      expect(step.right).toBeLessThanOrEqual(width);
    }
    await leave(page);
  });
});
