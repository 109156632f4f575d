/**
 * What a visitor can do, in Chromium against the production build and its embedded lead endpoint
 * (issue: interactive behaviour): the lead forms end to end with campaign tags, the hero form's
 * redirect and failure, carousel autoplay, FAQ categories and the mobile menu (the calculators:
 * calculators.browser.test.ts).
 */
import fs from 'node:fs';
import { afterAll, describe, expect, inject, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { openLeadStore, type StoredLead } from '~/site/lib/leads/store';
import { besidesMissingScript, closeBrowser, committedByReact, hydrated, leave, open, openBeforeScripts, scriptNeverLoads, withoutHasRules } from './harness';

afterAll(closeBrowser);

const APP = 'https://app.flodvik.example';

function storedLeads(): StoredLead[] {
  if (!fs.existsSync(inject('leadsDbPath'))) return []; // created with the first lead
  const store = openLeadStore(inject('leadsDbPath'), { readonly: true });
  try {
    return store.list();
  } finally {
    store.close();
  }
}

async function fill(page: Page, form: string, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    const input = page.locator(`${form} input[name="${name}"]`);
    await input.fill(value);
    await input.blur();
  }
}

const contact = { name: 'Anna Maria Exempel', email: 'anna@firma.example', phone: '070-123 45 67', companyIdentityNumber: '556036-0793' };

describe('the contact form (LeadForm)', () => {
  test('validates on blur in the page language and keeps submit disabled while an error shows', async () => {
    const { page, problems } = await open('/sv/kontakt', { width: 1280, warm: true });
    const form = '[data-lead-form="contact"]';
    await hydrated(page, form); // a lazily loaded island: the body's hydration does not include it
    await fill(page, form, { email: 'inte-en-adress', companyIdentityNumber: '556036-0792' });
    await expect
      .poll(() => page.locator(`${form} [data-field-error]`).allTextContents())
      .toEqual(['Detta fält måste vara en giltig email', 'Detta fält måste vara ett giltigt organisationsnummer']);
    expect(await page.locator(`${form} button[type="submit"]`).isDisabled()).toBe(true);
    await fill(page, form, contact);
    await expect.poll(() => page.locator(`${form} [data-field-error]`).count()).toBe(0);
    expect(await page.locator(`${form} button[type="submit"]`).isDisabled()).toBe(false);
    expect(problems).toEqual([]);
    await leave(page);
  });

  test('sends a lead with the campaign tags, thanks the visitor, resets, and a second submit updates the same lead', async () => {
    // Counted by this lead's address: other test files may store leads of their own meanwhile (two workers).
    const mine = () => storedLeads().filter((l) => l.data.email === contact.email);
    const before = mine().length;
    const { page, problems } = await open('/sv/kontakt?utm_source=nyhetsbrev&utm_medium=email&utm_campaign=var-2026&utm_content=knapp&utm_term=kredit', {
      width: 1280,
      warm: true,
    });
    // The application wrapper stores them once hydrated, which on a busy machine may come after the load event.
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('_utmtags') ?? 'null')))
      .toEqual({
        source: 'nyhetsbrev',
        medium: 'email',
        campaign: 'var-2026',
        content: 'knapp',
        term: 'kredit',
      });
    const form = '[data-lead-form="contact"]';
    await hydrated(page, form);
    await fill(page, form, contact);
    await page.locator(`${form} button[type="submit"]`).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.getByRole('heading').textContent()).toBe('Tack, vi hör av oss!');
    // The form's kind only, nothing that leads to the person (the lead's id is the key of their record).
    expect(await page.evaluate(() => (window.dataLayer ?? []).filter((e) => (e as { event?: string }).event === 'lead-form'))).toEqual([
      { event: 'lead-form', source: 'contact_form' },
    ]);
    await dialog.getByRole('button', { name: 'Stäng' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.locator(`${form} input[name="email"]`).inputValue()).toBe(''); // reset

    const afterFirst = mine();
    expect(afterFirst).toHaveLength(before + 1);
    const lead = afterFirst.find((l) => l.data.email === contact.email)!;
    expect(lead.type).toBe('CONTACT_FORM');
    expect(lead.source).toBe('contact_form');
    expect(lead.data).toMatchObject({
      firstName: 'Anna Maria',
      surname: 'Exempel',
      phone: contact.phone,
      companyIdentityNumber: contact.companyIdentityNumber,
      utmSource: 'nyhetsbrev',
      utmMedium: 'email',
      utmCampaign: 'var-2026',
      utmContent: 'knapp',
      utmTerm: 'kredit',
    });
    expect(lead.meta).toMatchObject({ validateUniqueness: false, locale: 'sv', page: '/sv/kontakt' });

    await fill(page, form, { ...contact, phone: '070-765 43 21' });
    await page.locator(`${form} button[type="submit"]`).click();
    await page.getByRole('dialog').waitFor();
    const afterSecond = mine();
    expect(afterSecond).toHaveLength(before + 1); // updated, not created
    const updated = afterSecond.find((l) => l.id === lead.id)!;
    expect(updated.data.phone).toBe('070-765 43 21');
    expect(updated.updatedAt >= lead.updatedAt).toBe(true);
    expect(problems).toEqual([]);
    await leave(page);
  });
});

describe('the hero get-started form', () => {
  const form = '[data-lead-form="hero"]';
  const hero = { email: 'ola@firma.example', phone: '070-111 22 33', companyIdentityNumber: '556036-0793' };

  test('saves an onboarding lead and sends the browser to the app', async () => {
    const { page, problems } = await open('/en', { width: 375, warm: true });
    await page.route(`${APP}/**`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>app</title>' }));
    await hydrated(page, form);
    await fill(page, form, hero);
    await Promise.all([page.waitForURL(`${APP}/`), page.locator(`${form} button[type="submit"]`).click()]);
    const lead = storedLeads().find((l) => l.data.email === hero.email)!;
    expect(lead.type).toBe('ONBOARDING');
    expect(lead.meta).toMatchObject({ validateUniqueness: true, locale: 'en', page: '/en' });
    expect(problems).toEqual([]);
    await leave(page);
  });

  test('when the endpoint fails, the form is enabled again without a message', async () => {
    const { page } = await open('/sv', { width: 1280, warm: true });
    let calls = 0;
    await page.route('**/internal/v1/onboarding/leads', async (route) => {
      calls += 1;
      await new Promise((r) => setTimeout(r, 1500)); // long enough to see the loading state on a busy machine
      await route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"unavailable"}' });
    });
    await hydrated(page, form);
    await fill(page, form, { ...hero, email: 'fail@firma.example' });
    // While pending the submit button is type="button" (no implicit resubmission), so it is found as any button.
    const submit = page.locator(`${form} button`);
    await submit.click();
    // Read-only while saving, not disabled: a disabled input would drop a keyboard user's focus (issue 14).
    await expect.poll(() => page.locator(`${form} input[name="email"]`).getAttribute('readonly')).toBe('');
    expect(await page.locator(`${form} input[name="email"]`).getAttribute('aria-disabled')).toBe('true');
    // The loading dots follow a step later (the button's own machine starts on the form's state).
    await expect.poll(() => submit.getAttribute('data-loading')).toBe('true');
    expect(await submit.getAttribute('aria-disabled')).toBe('true');
    await expect.poll(() => page.locator(`${form} input[name="email"]`).getAttribute('readonly'), { timeout: 10_000 }).toBeNull();
    // The button's own machine follows the form's a step later (its STOP is sent from an effect).
    await expect.poll(() => submit.getAttribute('aria-disabled')).toBeNull();
    expect(await submit.isDisabled()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('BUTTON'); // focus stayed on the button
    expect(await page.locator(`${form} input[name="email"]`).inputValue()).toBe('fail@firma.example');
    expect(await page.locator(`${form} [data-field-error]`).count()).toBe(0);
    expect(calls).toBe(1);
    expect(page.url()).toMatch(/\/sv$/);
    await leave(page);
  });
});

describe('the carousel', () => {
  test('advances on its interval, wraps to the first slide, and stops when a step is chosen', async () => {
    const { page, problems } = await open('/sv/om-oss', { width: 1280, beforeGoto: (p) => p.clock.install() });
    const carousel = page.locator('[data-carousel]');
    await hydrated(page, '[data-carousel]'); // its autoplay starts once the lazily loaded island has hydrated
    expect(await carousel.getAttribute('data-index')).toBe('0');
    await page.clock.runFor(7_000);
    await expect.poll(() => carousel.getAttribute('data-index')).toBe('1');
    await page.clock.runFor(7_000 * 3);
    await expect.poll(() => carousel.getAttribute('data-index')).toBe('0'); // 4 slides: wrapped
    await carousel.getByRole('button', { name: /^Visa bild 3/ }).click();
    await expect.poll(() => carousel.getAttribute('data-index')).toBe('2');
    expect(await carousel.getAttribute('data-playing')).toBeNull();
    await page.clock.runFor(7_000 * 2);
    expect(await carousel.getAttribute('data-index')).toBe('2');
    expect(problems).toEqual([]);
    await leave(page);
  });
});

describe("the carousel before the page's scripts ran (a slow phone)", () => {
  test('a step tapped then shows its slide once the carousel has hydrated, and autoplay stops', async () => {
    const { page, problems, release } = await openBeforeScripts('/sv/om-oss', { width: 375 });
    const carousel = page.locator('[data-carousel]');
    await carousel.getByRole('button', { name: /^Visa bild 3/ }).click();
    expect(await page.evaluate(committedByReact, '[data-carousel]')).toBe(false);
    expect(await carousel.getAttribute('data-index')).toBe('0');
    release();
    await hydrated(page, '[data-carousel]');
    await expect.poll(() => carousel.getAttribute('data-index')).toBe('2');
    expect(await carousel.getAttribute('data-playing')).toBeNull();
    const track = carousel.locator('ul').first();
    await expect
      .poll(() => track.evaluate((el) => Math.round(el.scrollLeft - (el.children[2] as HTMLElement).offsetLeft + (el.children[0] as HTMLElement).offsetLeft)))
      .toBe(0);
    expect(problems).toEqual([]);
    await leave(page);
  });

  test('a slide swiped to then stays, and is the one the carousel shows once hydrated', async () => {
    const { page, problems, release } = await openBeforeScripts('/sv/om-oss', { width: 375 });
    const carousel = page.locator('[data-carousel]');
    const track = carousel.locator('ul').first();
    const third = await track.evaluate((el) => {
      const left = (el.children[2] as HTMLElement).offsetLeft - (el.children[0] as HTMLElement).offsetLeft;
      el.scrollTo({ left, behavior: 'instant' });
      return left;
    });
    expect(third).toBeGreaterThan(0);
    release();
    await hydrated(page, '[data-carousel]');
    await expect.poll(() => carousel.getAttribute('data-index')).toBe('2');
    await page.waitForTimeout(600); // a scroll back to the first slide would have started by now
    expect(await track.evaluate((el) => Math.round(el.scrollLeft))).toBe(Math.round(third));
    expect(problems).toEqual([]);
    await leave(page);
  });
});

/**
 * A page as a visitor gets it without JavaScript, or with scripts on but the script of the island that holds `marker`
 * never loading: the block `component` is then kept as the server drew it (ClientBoundary), the only one, and must
 * work the same. `problems` leaves out what that script's failure causes (besidesMissingScript).
 */
async function scriptless(path: string, width: number, how: 'off' | 'lost', marker: string, component: string, kept: string) {
  const opened =
    how === 'off' ? await open(path, { width, javaScript: false }) : await open(path, { width, beforeGoto: (page) => scriptNeverLoads(page, marker, path) });
  if (how === 'lost') {
    await opened.page.locator(`[data-kept] ${kept}`).waitFor({ state: 'attached' });
    expect(await opened.page.locator('[data-kept]').count()).toBe(1);
  }
  return { page: opened.page, problems: () => besidesMissingScript(opened.problems, component) };
}
const SCRIPTLESS = [
  ['without JavaScript', 'off'],
  ['when its script never loads', 'lost'],
] as const;

describe.each(SCRIPTLESS)('the carousel %s', (_, how) => {
  test.each([375, 1280])('at %i px every slide shows, one under the other, within the page; no dots or pause button that would do nothing', async (width) => {
    const { page, problems } = await scriptless('/sv/om-oss', width, how, 'data-autoplay-toggle', 'Carousel', '[data-carousel]');
    const carousel = page.locator('[data-carousel]');
    const slides = carousel.locator('[aria-roledescription="bild"]');
    expect(await slides.count()).toBeGreaterThan(1);
    const boxes = await slides.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));
    for (const [i, box] of boxes.entries()) {
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(width);
      if (i > 0) expect(box.top).toBeGreaterThanOrEqual(boxes[i - 1]!.bottom);
    }
    expect(await carousel.locator('button').evaluateAll((buttons) => buttons.filter((b) => b.checkVisibility()).length)).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    expect(problems()).toEqual([]);
    await leave(page);
  });
});

describe('FAQ categories', () => {
  test.each([
    ...SCRIPTLESS.map(([name, how]) => [name, how, 'data-category-shown'] as const),
    // The questions' own script lost, the list's loaded: the whole section is kept, not each question under a live filter.
    ['when the questions’ script never loads', 'lost', 'until-found'] as const,
  ])(
    '%s every question of every category shows, no filter that would do nothing; without JavaScript every answer shows, kept each opens and closes',
    async (_, how, marker) => {
      const { page, problems } = await scriptless('/sv/fragor', 375, how, marker, 'FaqSection', '[role="radiogroup"]');
      expect(await page.getByRole('radiogroup').isVisible()).toBe(false);
      const questions = page.locator('main :is(h2, h3) > button[aria-controls]');
      const all = await questions.count();
      expect(all).toBeGreaterThan(await page.locator('main :is(h2, h3) > button[aria-controls][aria-expanded="true"]').count());
      const answerOf = async (question: Locator) => page.locator(`[id="${await question.getAttribute('aria-controls')}"]`);
      for (let i = 0; i < all; i++) {
        const question = questions.nth(i);
        expect(await question.isVisible(), (await question.textContent()) ?? undefined).toBe(true);
        const answer = await answerOf(question);
        // Kept, the page has scripts: an answer shows as its question says (the head script answers the taps).
        const shows = how === 'off' || (await question.getAttribute('aria-expanded')) === 'true';
        expect(await answer.isVisible()).toBe(shows);
        if (shows) expect((await answer.boundingBox())!.height).toBeGreaterThan(20);
      }
      if (how === 'lost') {
        // The last question, of another category than the first: closed, it opens on a tap and closes on the next.
        const question = questions.nth(all - 1);
        const answer = await answerOf(question);
        expect(await question.getAttribute('aria-expanded')).toBe('false');
        await question.click();
        expect(await question.getAttribute('aria-expanded')).toBe('true');
        expect((await answer.boundingBox())!.height).toBeGreaterThan(20);
        await question.click();
        expect(await question.getAttribute('aria-expanded')).toBe('false');
        expect(await answer.isVisible()).toBe(false);
      }
      expect(problems()).toEqual([]);
      await leave(page);
    },
  );

  test('kept, a closed answer found in the page says it is open, and the next tap closes it', async () => {
    const { page, problems } = await scriptless('/sv/fragor', 375, 'lost', 'until-found', 'FaqSection', '[role="radiogroup"]');
    const id = await page.locator('main :is(h2, h3) > button[aria-controls][aria-expanded="false"]').last().getAttribute('aria-controls');
    const question = page.locator(`main button[aria-controls="${id}"]`);
    const answer = page.locator(`[id="${id}"]`);
    expect(await answer.getAttribute('hidden')).toBe('until-found');
    // A few of its words, found as find-in-page or a search result's #:~:text= link finds them (beforematch).
    const words = (await answer.textContent())!.trim().split(/\s+/).slice(0, 6).join(' ');
    await page.evaluate((text) => {
      const link = document.createElement('a');
      link.href = '#:~:text=' + encodeURIComponent(text);
      link.textContent = 'to the answer';
      link.id = 'to-answer';
      document.querySelector('main')!.append(link);
    }, words);
    await page.focus('#to-answer');
    await page.keyboard.press('Enter'); // a visitor's activation: browsers follow text fragments only then
    await expect.poll(() => answer.getAttribute('hidden')).toBeNull();
    expect((await answer.boundingBox())!.height).toBeGreaterThan(20);
    expect(await question.getAttribute('aria-expanded')).toBe('true'); // it shows: the question says so
    await question.click(); // one tap closes it (it used to "open" the shown answer: nothing happened)
    expect(await question.getAttribute('aria-expanded')).toBe('false');
    expect(await answer.getAttribute('hidden')).toBe('until-found');
    expect(await answer.isVisible()).toBe(false);
    expect(problems()).toEqual([]);
    await leave(page);
  });

  test('the first category shows by default; another category shows its own questions, which open and close', async () => {
    const { page, problems } = await open('/en/faq', { width: 375, warm: true });
    await hydrated(page, 'main fieldset'); // the lazily loaded list: a radio clicked before would check itself and filter nothing
    // One category at a time: the filter is a radio group.
    const buttons = page.getByRole('radiogroup').getByRole('radio');
    expect(await buttons.first().isChecked()).toBe(true);
    // The other categories' questions are in the page too (for a visitor without JavaScript), hidden.
    const questions = page.locator('main :is(h2, h3) > button[aria-controls]:visible');
    const firstTitles = await questions.allTextContents();
    await buttons.nth(1).click();
    expect(await buttons.nth(1).isChecked()).toBe(true);
    const secondTitles = await questions.allTextContents();
    expect(secondTitles).not.toEqual(firstTitles);
    const question = page.getByRole('button', { name: secondTitles[0]! });
    await hydrated(page, `main button[aria-controls="${await question.getAttribute('aria-controls')}"]`); // each question a lazy island of its own
    const expanded = await question.getAttribute('aria-expanded');
    await question.click();
    expect(await question.getAttribute('aria-expanded')).toBe(expanded === 'true' ? 'false' : 'true');
    expect(problems).toEqual([]);
    await leave(page);
  });
});

describe('on paper', () => {
  test('a printed FAQ has every question of every category with its answer, and a carousel every slide, without its controls', async () => {
    const { page, problems } = await open('/sv/fragor', { width: 768, warm: true });
    await hydrated(page, 'main fieldset');
    await page.emulateMedia({ media: 'print' });
    const questions = page.locator('main :is(h2, h3) > button[aria-controls]');
    const count = await questions.count();
    expect(count).toBeGreaterThan(4);
    for (let i = 0; i < count; i++) {
      const question = questions.nth(i);
      expect(await question.isVisible(), (await question.textContent()) ?? '').toBe(true);
      expect(await page.locator(`[id="${await question.getAttribute('aria-controls')}"]`).isVisible()).toBe(true);
    }
    expect(await page.getByRole('radiogroup').isVisible()).toBe(false);
    await page.goto(new URL('/sv/om-oss', page.url()).href);
    await hydrated(page, '[data-carousel]');
    const slides = page.locator('[data-carousel] li[aria-roledescription]');
    const boxes = await slides.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));
    expect(boxes.length).toBeGreaterThan(1);
    // One under the other, within the page's width.
    for (let i = 1; i < boxes.length; i++) expect(boxes[i]!.top).toBeGreaterThanOrEqual(boxes[i - 1]!.bottom);
    for (const box of boxes) expect(box.right).toBeLessThanOrEqual(768);
    expect(await page.getByRole('button', { name: 'Pausa bildspelet' }).isVisible()).toBe(false);
    expect(problems).toEqual([]);
    await leave(page);
  });
});

describe('the carousel and Back', () => {
  test('Back through the router shows the slide the visitor stopped it on; a new visit of the page autoplays from the first', async () => {
    const { page, problems } = await open('/sv/om-oss', { width: 1280 });
    const carousel = page.locator('[data-carousel]');
    await hydrated(page, '[data-carousel]');
    await carousel.getByRole('button', { name: /^Visa bild 3/ }).click();
    await expect.poll(() => carousel.getAttribute('data-index')).toBe('2');
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('flodvik:entry-state') ?? '')).toMatch(/"carousel:[^"]*":\{"slide":"[^"]+"\}/);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.evaluate(() => document.querySelector<HTMLAnchorElement>('footer a[href="/sv/kontakt"]')!.click());
    await page.waitForURL('**/sv/kontakt');
    await page.goBack();
    await page.waitForURL('**/sv/om-oss');
    await expect.poll(() => carousel.isVisible()).toBe(true);
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true); // the router drew it
    expect(await carousel.getAttribute('data-index')).toBe('2');
    expect(await carousel.getAttribute('data-playing')).toBeNull();
    expect(await carousel.getByRole('button', { name: /^Visa bild 3/ }).getAttribute('aria-current')).toBe('true');
    // The track shows that slide (put there at once, not scrolled to from the first).
    const track = carousel.locator('ul').first();
    expect(
      await track.evaluate((el) => Math.round(el.scrollLeft - (el.children[2] as HTMLElement).offsetLeft + (el.children[0] as HTMLElement).offsetLeft)),
    ).toBe(0);
    // A new visit (a link to the page, a new history entry): the first slide, autoplaying as content asks.
    await page.evaluate(() => document.querySelector<HTMLAnchorElement>('footer a[href="/sv/kontakt"]')!.click());
    await page.waitForURL('**/sv/kontakt');
    await page.evaluate(() => document.querySelector<HTMLAnchorElement>('a[href="/sv/om-oss"]')!.click());
    await page.waitForURL('**/sv/om-oss');
    await expect.poll(() => carousel.getAttribute('data-playing')).toBe('true');
    expect(await carousel.getAttribute('data-index')).toBe('0');
    expect(problems).toEqual([]);
    await leave(page);
  });
});

describe('FAQ categories and Back', () => {
  test('Back through the router shows the category and the answer as the visitor left them, at the same place; a new visit of the page starts afresh', async () => {
    const { page, problems } = await open('/en/faq', { width: 1280, height: 700 });
    await hydrated(page, 'main fieldset');
    const radios = page.getByRole('radiogroup').getByRole('radio');
    await radios.nth(1).click();
    const question = page.locator('main :is(h2, h3) > button[aria-controls]:visible').last();
    const title = (await question.textContent())!;
    await hydrated(page, `main button[aria-controls="${await question.getAttribute('aria-controls')}"]`);
    if ((await question.getAttribute('aria-expanded')) !== 'true') await question.click();
    await expect.poll(() => question.getAttribute('aria-expanded')).toBe('true');
    await question.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    const before = (await question.boundingBox())!.y;
    const scrolled = await page.evaluate(() => Math.round(window.scrollY));
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('flodvik:entry-state') ?? '')).toContain(`"scrollY":${scrolled}`);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    // Away through the router (a link in the page, followed from where the visitor is), and Back.
    await page.evaluate(() => document.querySelector<HTMLAnchorElement>('main a[href="/en/contact"]')!.click());
    await page.waitForURL('**/en/contact');
    await page.goBack();
    await page.waitForURL('**/en/faq');
    const again = page.getByRole('button', { name: title, exact: true });
    await expect.poll(() => again.isVisible()).toBe(true);
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true); // the router drew it, no reload
    expect(await radios.nth(1).isChecked()).toBe(true);
    expect(await again.getAttribute('aria-expanded')).toBe('true');
    expect(await page.locator(`[id="${await again.getAttribute('aria-controls')}"]`).isVisible()).toBe(true);
    await expect.poll(async () => Math.abs((await again.boundingBox())!.y - before)).toBeLessThan(2);
    // A new visit (a link to the page, a new history entry): the first category, the answer closed as content has it.
    await page.locator('main a[href="/en/contact"]').first().click();
    await page.waitForURL('**/en/contact');
    await page.locator('footer a[href="/en/faq"], header a[href="/en/faq"]').first().click();
    await page.waitForURL('**/en/faq');
    await expect.poll(() => radios.first().isChecked()).toBe(true);
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await radios.nth(1).click();
    expect(await page.getByRole('button', { name: title, exact: true }).getAttribute('aria-expanded')).toBe('false');
    expect(problems).toEqual([]);
    await leave(page);
  });
});

describe('FAQ categories and Back after a reload', () => {
  test('a reload shows the list as the server draws it, and Back to it later shows it as it was then, not as before the reload', async () => {
    const { page, problems } = await open('/en/faq', { width: 1280, height: 700 });
    await hydrated(page, 'main fieldset');
    const question = page.locator('main :is(h2, h3) > button[aria-controls]:visible').first();
    await hydrated(page, `main button[aria-controls="${await question.getAttribute('aria-controls')}"]`);
    const drawn = await question.getAttribute('aria-expanded');
    await question.click();
    await expect.poll(() => question.getAttribute('aria-expanded')).not.toBe(drawn);
    await page.reload();
    await hydrated(page, 'main fieldset');
    await expect.poll(() => question.getAttribute('aria-expanded')).toBe(drawn);
    await page.evaluate(() => document.querySelector<HTMLAnchorElement>('main a[href="/en/contact"]')!.click());
    await page.waitForURL('**/en/contact');
    await page.goBack();
    await page.waitForURL('**/en/faq');
    await expect.poll(() => question.isVisible()).toBe(true);
    expect(await question.getAttribute('aria-expanded')).toBe(drawn);
    expect(problems).toEqual([]);
    await leave(page);
  });
});

describe('Back to a long page from a shorter one', () => {
  test.each([
    ['the router holds the long page', false],
    ['the shorter page was reloaded (the router holds nothing), and the link was followed right after a scroll', true],
  ])('%s: the position left, not the shorter page’s end', async (_, reload) => {
    const { page, problems } = await open('/sv', { width: 375, height: 667 });
    const end = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    const first = Math.round(end * 0.3);
    const left = Math.round(end * 0.8);
    await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), first);
    // Kept with the entry once scrolling stops (a visitor reads a moment).
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('flodvik:entry-state') ?? '')).toContain(`"scrollY":${first}`);
    // Then on down (End, a Tab to the footer), and the link at once: its position is still to be written.
    await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), left);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.evaluate(() => document.querySelector<HTMLAnchorElement>('footer a[href="/sv/kontakt"]')!.click());
    await page.waitForURL('**/sv/kontakt');
    const shorter = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    expect(shorter).toBeLessThan(left); // so the browser alone would cut the position short
    if (reload) await page.reload();
    await page.goBack();
    await page.waitForURL(/\/sv$/);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(left);
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(reload ? undefined : true);
    expect(problems).toEqual([]);
    await leave(page);
  });
});

describe('forced colours (Windows High Contrast)', () => {
  const forced = (p: Page) => p.emulateMedia({ forcedColors: 'active' });

  test("the chosen FAQ category, the calculator's rail and fill, and the current carousel dot stay visible", async () => {
    const faq = await open('/sv/fragor', { beforeGoto: forced });
    const [checked, unchecked] = await faq.page.evaluate(() => {
      const radios = [...document.querySelectorAll<HTMLInputElement>('fieldset input[type="radio"]')];
      const pill = (r: HTMLInputElement | undefined) => (r?.nextElementSibling ? getComputedStyle(r.nextElementSibling).backgroundColor : null);
      return [pill(radios.find((r) => r.checked)), pill(radios.find((r) => !r.checked))];
    });
    expect(checked).not.toBeNull();
    expect(checked).not.toBe(unchecked);
    await leave(faq.page);

    const calculator = await open('/sv/flexkredit', { beforeGoto: forced });
    const [rail, fill, around] = await calculator.page.evaluate(() => {
      const track = document.querySelector('[data-calculator] [class*="track"]');
      const filled = track?.querySelector('[class*="fill"]');
      return [
        track && getComputedStyle(track, '::before').backgroundColor,
        filled && getComputedStyle(filled).backgroundColor,
        track && getComputedStyle(track).backgroundColor,
      ];
    });
    expect(rail).not.toBe(around); // the rail stands out from what is around it
    expect(fill).not.toBe(rail); // and the fill from the rail
    await leave(calculator.page);

    const carousel = await open('/sv/om-oss', { beforeGoto: forced });
    const dots = await carousel.page.evaluate(() =>
      [...document.querySelectorAll('[data-carousel] ol button')].map((b) => getComputedStyle(b, '::before').backgroundColor),
    );
    expect(dots.length).toBeGreaterThan(1);
    expect(new Set(dots).size).toBe(2); // the current dot differs from the others
    expect(dots).not.toContain('rgba(0, 0, 0, 0)');
    await leave(carousel.page);
  });
});

describe('the language menu by keyboard', () => {
  test('closes once Tab moves past it, and an Escape elsewhere later does not pull focus back to it', async () => {
    const { page, problems } = await open('/sv', { width: 1280, warm: true });
    const toggle = page.locator('header [data-language-menu] button');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    for (let i = 0; i < 4; i++) await page.keyboard.press('Tab'); // Svenska, English, then on into the bar
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    const focused = await page.evaluate(() => document.activeElement?.textContent);
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(focused);
    expect(problems).toEqual([]);
    await leave(page);
  });
});

describe('a page the router opens', () => {
  test('takes focus on with its content from a link of the bar, the page or the footer, and the next Tab does not skip past it to the bar', async () => {
    const { page, problems } = await open('/sv/kontakt', { warm: true });
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    const steps: [string, string, string][] = [
      ['header nav a[href="/sv/fragor"]', '**/sv/fragor', 'Vanliga frågor'],
      ['main a[href="/sv/kontakt"]:not([aria-current])', '**/sv/kontakt', 'Kontakta'],
      ['footer a[href="/sv/flexkredit"]', '**/sv/flexkredit', 'Flexkredit'],
    ];
    for (const [link, url, title] of steps) {
      await page.locator(link).first().focus();
      await page.keyboard.press('Enter');
      await page.waitForURL(url);
      await expect.poll(() => page.title()).toContain(title);
      // Without a hand-over focus fell to <body>, and the next Tab went to the bar's logo, past the skip link.
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
    }
    // All of it through the router, not page loads (which start focus at the top by themselves).
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(problems).toEqual([]);
    await leave(page);
  });
});

describe('the mobile menu at 375 px', () => {
  test('opens from the burger at the window’s height below the bar, navigates, and closes on the new page', async () => {
    const { page, problems } = await open('/sv', { width: 375, height: 700, warm: true });
    const burger = page.locator('[data-burger]');
    expect(await burger.getAttribute('aria-expanded')).toBe('false');
    const launcher = page.locator('[data-chat-launcher]');
    expect(await launcher.isVisible()).toBe(true);
    // As a browser without :has() reads the style sheets (Firefox 111–120): the launcher steps aside all the same.
    expect(await withoutHasRules(page)).toBeGreaterThan(0);
    await burger.click();
    // The menu's machine arrives with the first interaction (blocks/_lib/lazyActor.ts): the click waits for it.
    await expect.poll(() => burger.getAttribute('aria-expanded')).toBe('true');
    const panel = page.locator(`#${(await burger.getAttribute('aria-controls'))!.replace(/:/g, '\\:')}`);
    const bar = await page.locator('[data-nav-bar]').boundingBox();
    const box = await panel.boundingBox();
    expect(Math.round(box!.height)).toBe(700 - Math.round(bar!.height));
    // The chat launcher steps aside while the menu is open: it would cover the menu's last button. (The mark on <html>
    // is set in an effect, which may run a task after the menu's commit.)
    await expect.poll(() => launcher.isVisible()).toBe(false);
    const products = panel.getByRole('button', { name: /Produkter/ });
    await products.click();
    expect(await products.getAttribute('aria-expanded')).toBe('true');
    // The link is reached by keyboard, as a visitor with no mouse would.
    await panel.getByRole('link', { name: /Vanliga frågor/ }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/sv/fragor');
    await expect.poll(() => burger.getAttribute('aria-expanded')).toBe('false');
    expect(await panel.isVisible()).toBe(false);
    // Focus goes on with the new page's content, not back to <body>; the launcher is back.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main');
    expect(await launcher.isVisible()).toBe(true);
    expect(problems).toEqual([]);
    await leave(page);
  });

  test('at the page’s end the chat launcher covers none of the footer’s last controls, in a browser without :has() too', async () => {
    const { page, problems } = await open('/sv/material', { width: 375, height: 700, warm: true });
    const launcher = page.locator('[data-chat-launcher] button');
    expect(await launcher.isVisible()).toBe(true);
    /** The footer's last controls (cookie settings, language menu) the launcher's button overlaps at the page's end. */
    const covered = () =>
      page.evaluate(() => {
        window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
        const chat = document.querySelector('[data-chat-launcher] button')!.getBoundingClientRect();
        return [...document.querySelectorAll<HTMLElement>('footer [data-consent-settings], footer [data-language-menu] > :first-child')]
          .filter((el) => {
            const box = el.getBoundingClientRect();
            return box.bottom > chat.top && box.top < chat.bottom && box.right > chat.left && box.left < chat.right;
          })
          .map((el) => el.textContent!.trim());
      });
    expect(await covered()).toEqual([]);
    // As Firefox 111–120 reads the style sheets (it drops every rule with :has()): the room is kept all the same.
    expect(await withoutHasRules(page)).toBeGreaterThan(0);
    expect(await covered()).toEqual([]);
    expect(problems).toEqual([]);
    await leave(page);
  });

  test("a link to another page's section puts focus there, not at the top of the content: the next Tab goes on from the section", async () => {
    const { page, problems } = await open('/sv/veckolan', { warm: true });
    await page.getByRole('link', { name: 'Jämför våra produkter' }).first().click();
    await page.waitForURL('**/sv#produkter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('produkter');
    // No ring round the whole section; the next Tab stays in it (or after it), not back up in the hero.
    expect(await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle)).toBe('none');
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() => {
        const section = document.getElementById('produkter')!;
        const now = document.activeElement!;
        return section.contains(now) || (section.compareDocumentPosition(now) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
      }),
    ).toBe(true);
    expect(problems).toEqual([]);
    await leave(page);
  });

  test('closes on a link to the page already shown, on Escape (focus back on the burger), and when the window widens to 1024 px', async () => {
    const { page, problems } = await open('/sv/fragor', { width: 375, height: 700, warm: true });
    const burger = page.locator('[data-burger]');
    const main = page.locator('main');
    await burger.click();
    await expect.poll(() => main.evaluate((el) => el instanceof HTMLElement && el.inert)).toBe(true); // the page behind the menu takes no focus
    await page
      .locator('header nav')
      .getByRole('link', { name: /Vanliga frågor/ })
      .click();
    await expect.poll(() => burger.getAttribute('aria-expanded')).toBe('false');
    expect(await main.evaluate((el) => el instanceof HTMLElement && el.inert)).toBe(false);

    await burger.click();
    await page.keyboard.press('Escape');
    await expect.poll(() => burger.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-burger'))).toBe(true);

    await burger.click();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(() => burger.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('');
    expect(problems).toEqual([]);
    await leave(page);
  });

  test('Escape in the language list inside the open menu closes the list only, focus back on its button', async () => {
    const { page, problems } = await open('/sv', { width: 375, height: 700, warm: true });
    const burger = page.locator('[data-burger]');
    await burger.click();
    await expect.poll(() => burger.getAttribute('aria-expanded')).toBe('true');
    const toggle = page.locator('header [data-language-menu] button');
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    await page.locator('header [data-language-menu]').getByRole('link', { name: 'English' }).focus();
    await page.keyboard.press('Escape');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await burger.getAttribute('aria-expanded')).toBe('true');
    expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(problems).toEqual([]);
    await leave(page);
  });

  test('the bar is opaque below 1024 px, and on wide windows only once scrolled past its height', async () => {
    const narrow = await open('/sv', { width: 375, warm: true });
    expect(await narrow.page.locator('[data-nav-bar]').getAttribute('data-opaque')).toBe('true');
    await leave(narrow.page);
    const { page } = await open('/sv', { width: 1280, warm: true });
    const bar = page.locator('[data-nav-bar]');
    await expect.poll(() => bar.getAttribute('data-opaque')).toBeNull();
    await page.mouse.wheel(0, 600);
    await expect.poll(() => bar.getAttribute('data-opaque')).toBe('true');
    await leave(page);
  });
});

/**
 * The ids React gives an island's fields and disclosures (useId, react-aria's too) as the page hydrates are the ones
 * the server wrote: React in production does not report or mend an attribute that differs, so a label, an error
 * message or a panel drawn later would name an id that is not on the page. useId counts the places in the tree above
 * it, the lazy boundaries' included (site/lib/nextDynamic.browser.tsx renders what Next's next/dynamic does there).
 */
describe("an island's ids after hydration", () => {
  test.each(['/sv/flexkredit', '/sv/kontakt', '/sv/fragor', '/sv/jobb'])('%s: the ids React holds are the ones in the page', async (path) => {
    const { page, problems } = await open(path, { width: 1280, warm: true });
    await hydrated(page);
    const compare = () =>
      page.evaluate(() => {
        const attributes = {
          id: 'id',
          for: 'htmlFor',
          'aria-labelledby': 'aria-labelledby',
          'aria-controls': 'aria-controls',
          'aria-describedby': 'aria-describedby',
        };
        const roots = [...document.querySelectorAll('[data-island]')];
        let compared = 0;
        const differ: string[] = [];
        for (const element of roots.flatMap((root) => [...root.querySelectorAll('*')])) {
          const key = Object.keys(element).find((name) => name.startsWith('__reactProps$'));
          const props = key === undefined ? undefined : (element as unknown as Record<string, Record<string, unknown>>)[key];
          if (!props) continue;
          for (const [attribute, prop] of Object.entries(attributes)) {
            if (!element.hasAttribute(attribute) || props[prop] === undefined) continue;
            compared++;
            if (String(props[prop]) !== element.getAttribute(attribute))
              differ.push(`${element.localName} ${attribute}="${element.getAttribute(attribute)}", React: ${String(props[prop])}`);
          }
        }
        // Every island hydrated: each has an element React has props for.
        const hydratedAll = roots.every((root) => [...root.querySelectorAll('*')].some((e) => Object.keys(e).some((name) => name.startsWith('__reactProps$'))));
        return { hydratedAll, compared, differ };
      });
    await expect.poll(async () => (await compare()).hydratedAll).toBe(true);
    const { compared, differ } = await compare();
    expect(compared).toBeGreaterThan(10);
    expect(differ).toEqual([]);
    expect(problems).toEqual([]);
    await leave(page);
  });
});

test('a page left by a click while a card it held was mid-transition is not kept after a calculator was visited (react-aria tracks transitions from then on)', async () => {
  const { page } = await open('/sv/flexkredit');
  await hydrated(page, '[data-calculator]'); // its slider's code, react-aria's with it, has run
  const cdp = await page.context().newCDPSession(page);
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  const keep = () =>
    page.evaluate(() => {
      const w = window as unknown as { mainsLeft?: Array<WeakRef<Element>> };
      (w.mainsLeft ??= []).push(new WeakRef(document.querySelector('main')!));
    });
  const follow = async (link: Locator, path: (p: string) => boolean) => {
    await keep();
    await link.click();
    await page.waitForURL((url) => path(url.pathname));
  };
  await follow(page.locator('header a[href="/sv/blogg"]').first(), (p) => p === '/sv/blogg');
  for (let round = 0; round < 4; round += 1) {
    // A card clicked as the pointer reaches it: its hover transition (transform and shadow) runs as the page goes.
    await follow(page.locator('main a[href^="/sv/blogg/"]').nth(round % 2), (p) => p.startsWith('/sv/blogg/'));
    await follow(page.locator('header a[href="/sv/blogg"]').first(), (p) => p === '/sv/blogg');
  }
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true); // no page load
  // The visitor goes on: a pointer over a card starts a transition, and the sweep runs a second later.
  await page.locator('main a[href^="/sv/blogg/"]').first().hover();
  await page.waitForTimeout(1500);
  await cdp.send('HeapProfiler.collectGarbage');
  const kept = await page.evaluate(
    () => (window as unknown as { mainsLeft: Array<WeakRef<Element>> }).mainsLeft.filter((ref) => ref.deref()?.isConnected === false).length,
  );
  expect(kept).toBe(0);
  await page.context().close();
});
