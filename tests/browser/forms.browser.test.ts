/**
 * The lead forms as visitors meet them (issue 14 items 1–3), in Chromium against the production
 * build, in both languages: posted with JavaScript off and before hydration (the server action
 * answers: messages and typed values, the thank-you, the redirect to the app; nothing personal in a
 * URL), typed values surviving hydration, a cross-site post refused with a 4xx, a page from a shared
 * cache still posting; the limits of the inputs; a save that never answers, a CSRF token refused
 * and a refusal of the endpoint; where focus goes; and what assistive technology is told (names,
 * invalid states and their messages, keyboard sending, axe with messages showing).
 */
import fs from 'node:fs';
import { afterAll, describe, expect, inject, test } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { TOKEN_TIMEOUT_MS } from '~/blocks/_lib/http';
import { ENTRY_STATE_STORAGE } from '~/blocks/_lib/entryState';
import { CSRF_COOKIE, CSRF_HEADER, CSRF_NOT_ISSUED, CSRF_PATH, FIELD_LIMITS, LEADS_PATH } from '~/contracts/lead';
import { FORM_MESSAGES } from '~/rules';
import { en } from '~/site/i18n/en';
import { sv } from '~/site/i18n/sv';
import { openLeadStore, type StoredLead } from '~/site/lib/leads/store';
import { startCachingProxy } from '../helpers/cachingProxy';
import { axeViolations } from './axe';
import {
  baseUrl,
  closeBrowser,
  committedByReact,
  getBrowser,
  holdAllScripts,
  holdScripts,
  hydrated,
  PASSWORD_MANAGER_ICONS,
  routeScripts,
  scriptNeverLoads,
  translatePage,
} from './harness';

afterAll(closeBrowser);

const APP = 'https://app.flodvik.example';
const CONTACT = { sv: '/sv/kontakt', en: '/en/contact' } as const;
const THANKS = { sv: 'Tack, vi hör av oss!', en: 'Thank you, we will be in touch!' } as const;
const FAILED = { sv: 'Det gick inte att skicka formuläret. Försök igen om en stund.', en: 'Sending the form failed. Please try again in a moment.' } as const;
const TIMED_OUT = {
  sv: 'Vi fick inget svar i tid. Formuläret kan ändå ha kommit fram: skicka det igen som det är, så sparas det inte två gånger.',
  en: "We didn't get an answer in time. Your form may still have arrived: send it again as it is, and it won't be saved twice.",
} as const;
const COOKIES_NEEDED = { sv: sv.leadFormCookiesNeeded, en: en.leadFormCookiesNeeded } as const;
const contactForm = '[data-lead-form="contact"]';
const heroForm = '[data-lead-form="hero"]';

function storedLeads(): StoredLead[] {
  if (!fs.existsSync(inject('leadsDbPath'))) return [];
  const store = openLeadStore(inject('leadsDbPath'), { readonly: true });
  try {
    return store.list();
  } finally {
    store.close();
  }
}

async function newContext(options: { javaScriptEnabled?: boolean; width?: number; height?: number } = {}): Promise<BrowserContext> {
  const context = await (
    await getBrowser()
  ).newContext({ viewport: { width: options.width ?? 1280, height: options.height ?? 900 }, javaScriptEnabled: options.javaScriptEnabled ?? true });
  // The borrower app is not part of these tests: its address answers a page of its own.
  await context.route(`${APP}/**`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>app</title>' }));
  return context;
}

/** Every URL the page's frame went to: none may carry a field's value. */
function recordUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('framenavigated', (frame) => frame === page.mainFrame() && urls.push(frame.url()));
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

async function type(page: Page, form: string, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) await page.locator(`${form} input[name="${name}"]`).fill(value);
}

const errors = (page: Page, form: string) => page.locator(`${form} [data-field-error]`).allTextContents();
const valueOf = (page: Page, form: string, name: string) => page.locator(`${form} input[name="${name}"]`).inputValue();

const contact = (tag: string) => ({ name: 'Nora Utan Skript', email: `${tag}@firma.example`, phone: '070-123 45 67', companyIdentityNumber: '556036 0793' });

describe('with JavaScript off', () => {
  for (const locale of ['sv', 'en'] as const) {
    test(`${locale}: the contact form posts, answers the rules' messages with the typed values, then stores the lead and thanks`, async () => {
      const context = await newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      const urls = recordUrls(page);
      await page.goto(`${baseUrl()}${CONTACT[locale]}`);
      expect(await page.locator(contactForm).getAttribute('method')).toMatch(/^post$/i);

      const email = `nojs-${locale}@firma.example`;
      await type(page, contactForm, { ...contact('x'), email: 'inte-en-adress', companyIdentityNumber: '556036-0794' });
      await Promise.all([page.waitForEvent('load'), page.locator(`${contactForm} button[type="submit"]`).click()]);
      await page.locator(`${contactForm} [data-field-error]`).first().waitFor();
      expect(await errors(page, contactForm)).toEqual([FORM_MESSAGES[locale].email, FORM_MESSAGES[locale].organisationNumber]);
      expect(await valueOf(page, contactForm, 'name')).toBe('Nora Utan Skript');
      expect(await valueOf(page, contactForm, 'email')).toBe('inte-en-adress');
      expect(await page.locator('html').getAttribute('lang')).toBe(locale);

      await type(page, contactForm, { ...contact('x'), email });
      await Promise.all([page.waitForEvent('load'), page.locator(`${contactForm} button[type="submit"]`).click()]);
      const notice = page.locator(`${contactForm} [data-thank-you-notice]`);
      await notice.waitFor();
      expect(await notice.textContent()).toContain(THANKS[locale]);
      expect(await valueOf(page, contactForm, 'email')).toBe('');
      expect(new URL(page.url()).pathname).toBe(CONTACT[locale]);

      const lead = storedLeads().find((l) => l.data.email === email);
      expect(lead).toMatchObject({
        type: 'CONTACT_FORM',
        data: { firstName: 'Nora Utan', surname: 'Skript', companyIdentityNumber: '556036-0793' },
        meta: { locale, page: CONTACT[locale], validateUniqueness: false },
      });
      for (const url of urls) expect(url).not.toMatch(/firma\.example|070-123|556036|Nora/);
      // A reload of the answer posts the form again (the browser asks first): the same lead, not a second one.
      await Promise.all([page.waitForLoadState('load'), page.reload()]);
      await notice.waitFor();
      expect(storedLeads().filter((l) => l.data.email === email)).toHaveLength(1);
      await context.close();
    });

    test(`${locale}: the hero form stores an onboarding lead and sends the visitor to the app`, async () => {
      const context = await newContext({ javaScriptEnabled: false, width: 375 });
      const page = await context.newPage();
      const urls = recordUrls(page);
      // Landed from a campaign: its tags go with the lead (the post's Referer is the page with its query), also
      // after a refused first try, whose answer's address is the page without the query.
      await page.goto(`${baseUrl()}/${locale}?utm_source=nyhetsbrev&utm_campaign=host`);
      const email = `hero-nojs-${locale}@firma.example`;
      await type(page, heroForm, { email: 'hero-nojs', phone: '070-111 22 33', companyIdentityNumber: '5560360793' });
      await Promise.all([page.waitForURL((url) => url.search === ''), page.locator(`${heroForm} button[type="submit"]`).click()]);
      await expect.poll(() => page.locator(`${heroForm} input[aria-invalid="true"]`).count()).toBe(1);
      await type(page, heroForm, { email });
      // The action answers 303 to the app (Chromium follows it; the app's address is not reachable here).
      const [answer] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === 'POST'),
        page.locator(`${heroForm} button[type="submit"]`).click(),
      ]);
      expect(answer.status()).toBe(303);
      // With a fragment of its own (empty): the form posted to #form-…, which a redirect without one would keep.
      expect(answer.headers()['location']).toMatch(/^https:\/\/app\.flodvik\.example\/?#$/);
      expect(storedLeads().find((l) => l.data.email === email)).toMatchObject({
        type: 'ONBOARDING',
        data: { companyIdentityNumber: '556036-0793', utmSource: 'nyhetsbrev', utmCampaign: 'host' },
        meta: { locale, page: `/${locale}`, validateUniqueness: true },
      });
      for (const url of urls) expect(url).not.toMatch(/firma\.example|070-111|556036/);
      await context.close();
    });
  }

  test('a form posted comes back at itself, not at the top of the page: its messages and its thanks in view', async () => {
    const context = await newContext({ javaScriptEnabled: false, width: 375 });
    const page = await context.newPage();
    const inView = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((el) => {
          const box = el.getBoundingClientRect();
          return box.top >= 0 && box.bottom <= window.innerHeight;
        });
    for (const [path, form] of [
      ['/sv', heroForm],
      [CONTACT.en, contactForm],
    ] as const) {
      await page.goto(`${baseUrl()}${path}`);
      const id = await page.locator(form).getAttribute('id');
      expect(id).toMatch(/^form-/);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      // Sent untouched: the server answers with every message, at the form (the page's address and its id).
      await Promise.all([page.waitForEvent('load'), page.locator(`${form} button[type="submit"]`).click()]);
      await page.locator(`${form} [data-field-error]`).first().waitFor();
      expect(new URL(page.url()).pathname).toBe(path);
      expect(new URL(page.url()).hash).toBe(`#${id}`);
      // The browser scrolls to the fragment once the page is laid out, which on a busy machine can come after `load`.
      await expect.poll(() => inView(`${form} [data-field-error]`), { message: path, timeout: 5_000 }).toBe(true);
    }
    // Sent right: the thanks show in view too.
    await type(page, contactForm, contact('in-view'));
    await Promise.all([page.waitForEvent('load'), page.locator(`${contactForm} button[type="submit"]`).click()]);
    await page.locator(`${contactForm} [data-thank-you-notice]`).waitFor();
    await expect.poll(() => inView(`${contactForm} [data-thank-you-notice]`), { timeout: 5_000 }).toBe(true);
    await context.close();
  });

  test('a page a shared cache kept still posts: the lead is stored and the answer is not cached', async () => {
    const cdn = await startCachingProxy(baseUrl());
    try {
      expect((await fetch(`${cdn.baseUrl}/en/contact`)).headers.get('x-cache')).toBe('MISS');
      const context = await newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      expect((await page.goto(`${cdn.baseUrl}/en/contact`))?.headers()['x-cache']).toBe('HIT');
      const email = 'cached-nojs@firma.example';
      await type(page, contactForm, { ...contact('x'), email });
      await Promise.all([page.waitForEvent('load'), page.locator(`${contactForm} button[type="submit"]`).click()]);
      await page.locator(`${contactForm} [data-thank-you-notice]`).waitFor();
      expect(storedLeads().filter((l) => l.data.email === email)).toHaveLength(1);
      const post = cdn.passed.find((p) => p.method === 'POST');
      expect(post).toMatchObject({ status: 200, hit: false });
      // The answer to a post is the page for this visitor's form: no shared cache may keep it.
      expect(post?.headers['cache-control']).not.toMatch(/s-maxage/);
      await context.close();
    } finally {
      await cdn.close();
    }
  });
});

test('a form post from another site is refused with a 4xx and stores nothing', async () => {
  const page = await (await newContext({ javaScriptEnabled: false })).newPage();
  await page.goto(`${baseUrl()}/sv/kontakt`);
  // The form's own hidden fields (the action's id), posted from elsewhere.
  const fields = await page
    .locator(`${contactForm} input[type="hidden"]`)
    .evaluateAll((inputs) => inputs.map((i) => [(i as HTMLInputElement).name, (i as HTMLInputElement).value]));
  const body = new FormData();
  for (const [name, value] of fields) body.append(name ?? '', value ?? '');
  for (const [name, value] of Object.entries({ ...contact('x'), email: 'cross-site@firma.example' })) body.append(name, value);
  const answer = await fetch(`${baseUrl()}/sv/kontakt`, { method: 'POST', body, headers: { Origin: 'https://evil.example' }, redirect: 'manual' });
  expect(answer.status).toBeGreaterThanOrEqual(400);
  expect(answer.status).toBeLessThan(500);
  expect(storedLeads().filter((l) => l.data.email === 'cross-site@firma.example')).toEqual([]);
  await page.context().close();
});

describe('before hydration', () => {
  /** Holds back the page's scripts (not its styles) until release() is called: the page is HTML and CSS only until then. */
  for (const locale of ['sv', 'en'] as const) {
    test(`${locale}: a form sent before the scripts ran is posted to the server action, not a GET with the values`, async () => {
      const context = await newContext();
      const page = await context.newPage();
      const urls = recordUrls(page);
      await holdAllScripts(page);
      await page.goto(`${baseUrl()}${CONTACT[locale]}`, { waitUntil: 'commit' });
      await page.locator(`${contactForm} button[type="submit"]`).waitFor();
      await type(page, contactForm, { ...contact('x'), phone: '' });
      await Promise.all([page.waitForRequest((r) => r.method() === 'POST'), page.locator(`${contactForm} button[type="submit"]`).click()]);
      await page.locator(`${contactForm} [data-field-error]`).first().waitFor();
      expect(await errors(page, contactForm)).toEqual([FORM_MESSAGES[locale].required]);
      expect(await valueOf(page, contactForm, 'email')).toBe('x@firma.example');
      expect(new URL(page.url()).search).toBe('');
      for (const url of urls) expect(url).not.toMatch(/firma\.example|556036|Nora/);
      await context.close();
    });

    test(`${locale}: what was typed before hydration is kept once the form hydrates, and sends`, async () => {
      const context = await newContext();
      const page = await context.newPage();
      const release = await holdAllScripts(page);
      await page.goto(`${baseUrl()}${CONTACT[locale]}`, { waitUntil: 'commit' });
      await page.locator(`${contactForm} button[type="submit"]`).waitFor();
      const email = `typed-early-${locale}@firma.example`;
      await type(page, contactForm, { ...contact('x'), email });
      release();
      await hydrated(page, contactForm);
      // A re-render after hydration (a field's blur) must not write the machine's empty values over the typed ones.
      await page.locator(`${contactForm} input[name="name"]`).focus();
      await page.locator(`${contactForm} input[name="email"]`).focus();
      expect(await valueOf(page, contactForm, 'name')).toBe('Nora Utan Skript');
      expect(await valueOf(page, contactForm, 'email')).toBe(email);
      await page.locator(`${contactForm} button[type="submit"]`).click();
      await page.locator('[data-thank-you]').waitFor();
      expect(await page.locator('[data-thank-you]').getByRole('heading').textContent()).toBe(THANKS[locale]);
      expect(storedLeads().filter((l) => l.data.email === email)).toHaveLength(1);
      await context.close();
    });
  }
});

/** An opened page with its form hydrated. */
async function openForm(path: string, form: string, { clock = false, width = 1280, height = 900 } = {}) {
  const context = await newContext({ width, height });
  const page = await context.newPage();
  if (clock) await page.clock.install();
  await page.goto(`${baseUrl()}${path}`, { waitUntil: 'load' });
  await hydrated(page, form);
  return page;
}

const activeField = (page: Page) => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name ?? document.activeElement?.tagName);

describe('no silent dead ends', () => {
  test('the inputs take no more than the endpoint does (one source: FIELD_LIMITS)', async () => {
    const page = await openForm('/sv/kontakt', contactForm);
    const limits = Object.fromEntries(
      await page
        .locator(`${contactForm} input:not([type="hidden"])`)
        .evaluateAll((inputs) => inputs.map((i) => [(i as HTMLInputElement).name, (i as HTMLInputElement).maxLength])),
    );
    expect(limits).toEqual({
      name: FIELD_LIMITS.name,
      email: FIELD_LIMITS.email,
      phone: FIELD_LIMITS.phone,
      companyIdentityNumber: FIELD_LIMITS.companyIdentityNumber,
    });
    expect(await page.locator(`${contactForm} input[name="companyIdentityNumber"]`).getAttribute('inputmode')).toBe('numeric');
    expect(await page.locator(`${contactForm} input[name="phone"]`).getAttribute('inputmode')).toBe('tel');
    await page.locator(`${contactForm} input[name="phone"]`).fill('0'.repeat(60));
    expect(await valueOf(page, contactForm, 'phone')).toHaveLength(FIELD_LIMITS.phone);
    await page.context().close();
  });

  for (const locale of ['sv', 'en'] as const) {
    test(`${locale}: a save that never answers: after 30 s the form gives up, is usable again and says so`, async () => {
      const page = await openForm(CONTACT[locale], contactForm, { clock: true });
      await page.route(`**${LEADS_PATH}`, () => undefined); // never answered
      await type(page, contactForm, contact(`never-${locale}`));
      // The clock stands still from the click: the CSRF token's request (real time) cannot time out on the page's clock
      // (blocks/_lib/http.ts TOKEN_TIMEOUT_MS), as a cold server's slower answer did when the clock ran, and the 30 s
      // are counted from the save alone (a clock running at real time from the click had used up the 1 s margin below
      // before its first runFor whenever the token's round trip and the waits took longer).
      await page.clock.pauseAt(Date.now() + 1_000);
      const sent = page.waitForRequest((request) => request.url().endsWith(LEADS_PATH));
      await page.locator(`${contactForm} button[type="submit"]`).click();
      await sent;
      await expect.poll(() => page.locator(contactForm).getAttribute('aria-busy')).toBe('true');
      await page.clock.runFor(29_000);
      expect(await page.locator(`${contactForm} [role="alert"]`).count()).toBe(0);
      await page.clock.runFor(1_500);
      await expect.poll(() => page.locator(`${contactForm} [role="alert"]`).textContent()).toBe(TIMED_OUT[locale]);
      expect(await page.locator(`${contactForm} input[name="email"]`).getAttribute('readonly')).toBeNull();
      expect(await valueOf(page, contactForm, 'email')).toBe(`never-${locale}@firma.example`);
      await page.context().close();
    });

    test(`${locale}: a 429 or 503 from the endpoint: the contact form says sending failed and keeps the values`, async () => {
      const page = await openForm(CONTACT[locale], contactForm);
      let status = 429;
      await page.route(`**${LEADS_PATH}`, (route) =>
        route.fulfill({ status, contentType: 'application/json', body: '{"error":"rate_limited","message":"…"}' }),
      );
      await type(page, contactForm, contact(`refused-${locale}`));
      for (status of [429, 503]) {
        await page.locator(`${contactForm} button[type="submit"]`).click();
        await expect.poll(() => page.locator(`${contactForm} [role="alert"]`).textContent()).toBe(FAILED[locale]);
        expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('submit'); // focus stayed on the button
      }
      expect(await valueOf(page, contactForm, 'phone')).toBe('070-123 45 67');
      await page.context().close();
    });
  }

  test('the hero form stays silent on a failure (SPEC §8)', async () => {
    const page = await openForm('/en', heroForm);
    await page.route(`**${LEADS_PATH}`, (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"daily_limit_reached"}' }));
    await type(page, heroForm, { email: 'silent@firma.example', phone: '070', companyIdentityNumber: '5560360793' });
    await page.locator(`${heroForm} button[type="submit"]`).click();
    await expect.poll(() => page.locator(`${heroForm} input[name="email"]`).getAttribute('readonly')).toBeNull();
    expect(await page.locator(`${heroForm} [role="alert"]`).count()).toBe(0);
    await page.context().close();
  });

  test('a CSRF token the server refuses is fetched again and the submit retried once, end to end', async () => {
    const page = await openForm('/sv/kontakt', contactForm);
    const sent: { token: string | undefined; status: number }[] = [];
    await page.route(`**${LEADS_PATH}`, async (route) => {
      const request = route.request();
      const token = request.headers()[CSRF_HEADER.toLowerCase()];
      // The first write goes out with a token that has expired (made up: the signature fails the same way).
      const headers = sent.length === 0 ? { ...request.headers(), [CSRF_HEADER.toLowerCase()]: '1.expired.token' } : request.headers();
      const answer = await route.fetch({ headers });
      sent.push({ token: headers[CSRF_HEADER.toLowerCase()] ?? token, status: answer.status() });
      await route.fulfill({ response: answer });
    });
    const email = 'csrf-retry@firma.example';
    await type(page, contactForm, contact('csrf-retry'));
    await page.locator(`${contactForm} button[type="submit"]`).click();
    await page.locator('[data-thank-you]').waitFor();
    expect(sent.map((s) => s.status)).toEqual([403, 201]);
    expect(storedLeads().filter((l) => l.data.email === email)).toHaveLength(1);
    await page.context().close();
  });

  test('a token request left hanging (a phone switching networks) is given up after its timeout and asked again: the lead is sent', async () => {
    const page = await openForm('/sv/kontakt', contactForm);
    let asked = 0;
    await page.route(`**${CSRF_PATH}`, async (route) => {
      asked += 1;
      if (asked === 1) return; // never answered, never failed
      await route.continue();
    });
    const email = 'csrf-hanging@firma.example';
    await type(page, contactForm, contact('csrf-hanging'));
    await page.locator(`${contactForm} button[type="submit"]`).click();
    await page.locator('[data-thank-you]').waitFor({ timeout: TOKEN_TIMEOUT_MS + 15_000 });
    expect(asked).toBe(2);
    expect(storedLeads().filter((l) => l.data.email === email)).toHaveLength(1);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.context().close();
  });

  /**
   * Every lead save reaches the server (stored) and its answer never reaches the page (a connection cut on the way
   * back), until the returned function is called.
   */
  async function loseAnswers(page: Page): Promise<() => void> {
    let lose = true;
    await page.route(`**${LEADS_PATH}`, async (route) => {
      if (!lose) return route.continue();
      await route.fetch().catch(() => undefined);
      await route.abort('connectionreset');
    });
    return () => (lose = false);
  }

  test('a save the server stored whose answer was lost: sending again thanks, and the lead is stored once', async () => {
    const page = await openForm('/en/contact', contactForm);
    const answersArrive = await loseAnswers(page);
    const email = 'lost-answer-resent@firma.example';
    await type(page, contactForm, contact('lost-answer-resent'));
    await page.locator(`${contactForm} button[type="submit"]`).click();
    // A token, two posts (the first and its retry after 300 ms) each routed through this process: slow under load.
    await expect.poll(() => page.locator(`${contactForm} [role="alert"]`).textContent(), { timeout: 30_000 }).toBe(FAILED.en);
    expect(storedLeads().filter((l) => l.data.email === email)).toHaveLength(1);
    answersArrive();
    await page.locator(`${contactForm} button[type="submit"]`).click();
    await page.locator('[data-thank-you]').waitFor();
    expect(storedLeads().filter((l) => l.data.email === email)).toHaveLength(1);
    await page.context().close();
  });

  test('a save the server stored whose answer was lost, then the page loaded again and the same sent: the lead is stored once', async () => {
    const page = await openForm('/sv/kontakt', contactForm);
    const answersArrive = await loseAnswers(page);
    const email = 'lost-answer-reloaded@firma.example';
    await type(page, contactForm, contact('lost-answer-reloaded'));
    await page.locator(`${contactForm} button[type="submit"]`).click();
    await expect.poll(() => page.locator(`${contactForm} [role="alert"]`).textContent(), { timeout: 30_000 }).toBe(FAILED.sv);
    expect(storedLeads().filter((l) => l.data.email === email)).toHaveLength(1);
    answersArrive();
    await page.reload();
    await hydrated(page, contactForm);
    await type(page, contactForm, contact('lost-answer-reloaded'));
    await page.locator(`${contactForm} button[type="submit"]`).click();
    await page.locator('[data-thank-you]').waitFor();
    expect(storedLeads().filter((l) => l.data.email === email)).toHaveLength(1);
    // Nothing of the lead is left in the tab (its send key, its values): only where the visitor was on each page.
    expect(await page.evaluate((kept) => Object.keys(sessionStorage).filter((key) => key !== kept), ENTRY_STATE_STORAGE)).toEqual([]);
    await page.context().close();
  });

  test('a tab left open past its CSRF cookie: a second inquiry is still sent (a new lead), not refused over and over', async () => {
    const page = await openForm('/sv/kontakt', contactForm);
    await type(page, contactForm, contact('long-tab-1'));
    await page.locator(`${contactForm} button[type="submit"]`).click();
    await page.locator('[data-thank-you]').waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('[data-thank-you]').count()).toBe(0);
    // Hours later: the cookie that proved the first lead was this visitor's is gone.
    await page.context().clearCookies();
    await type(page, contactForm, contact('long-tab-2'));
    await page.locator(`${contactForm} button[type="submit"]`).click();
    await page.locator('[data-thank-you]').waitFor();
    expect(storedLeads().filter((l) => l.data.email === 'long-tab-1@firma.example')).toHaveLength(1);
    expect(storedLeads().filter((l) => l.data.email === 'long-tab-2@firma.example')).toHaveLength(1);
    await page.context().close();
  });

  for (const locale of ['sv', 'en'] as const) {
    test(`${locale}: a browser that keeps no cookie for the site is told so, not to try again in a moment for ever`, async () => {
      const page = await openForm(CONTACT[locale], contactForm);
      // The token's cookie is never kept (blocked cookies, a privacy setting), so it never goes back with the write.
      await page.route(`**${CSRF_PATH}`, async (route) => {
        // Playwright's fetch keeps the answer's cookie in the context: dropped again, and left out of the answer.
        const answer = await route.fetch();
        await page.context().clearCookies({ name: CSRF_COOKIE });
        const headers = Object.fromEntries(Object.entries(answer.headers()).filter(([name]) => name !== 'set-cookie'));
        await route.fulfill({ response: answer, headers });
      });
      await type(page, contactForm, contact(`no-cookies-${locale}`));
      await page.locator(`${contactForm} button[type="submit"]`).click();
      await expect.poll(() => page.locator(`${contactForm} [role="alert"]`).textContent()).toBe(COOKIES_NEEDED[locale]);
      expect(await valueOf(page, contactForm, 'email')).toBe(`no-cookies-${locale}@firma.example`);
      await page.context().close();
    });
  }

  test('a token the server did not sign, refused twice (instances without one LEADS_SECRET), is the site’s failure: the visitor is not told to allow cookies', async () => {
    const page = await openForm(CONTACT.sv, contactForm);
    let refused = 0;
    await page.route(`**${LEADS_PATH}`, (route) => {
      refused++;
      return route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'csrf_failed', message: 'The CSRF token was not issued by this site.', reason: CSRF_NOT_ISSUED }),
      });
    });
    await type(page, contactForm, contact('not-issued'));
    await page.locator(`${contactForm} button[type="submit"]`).click();
    await expect.poll(() => page.locator(`${contactForm} [role="alert"]`).textContent()).toBe(FAILED.sv);
    expect(refused).toBe(2); // with a fresh token the second time
    expect(await valueOf(page, contactForm, 'email')).toBe('not-issued@firma.example');
    await page.context().close();
  });

  test("in a page the browser translated (Chrome's translate takes React's text nodes out): errors come and go, the lead is sent and thanked", async () => {
    const page = await openForm('/sv/kontakt', contactForm);
    const thrown: string[] = [];
    page.on('pageerror', (error) => thrown.push(error.message));
    expect(await translatePage(page)).toBeGreaterThan(50);
    /** Typed and left, as a visitor does: the check runs on blur. */
    const enter = async (fields: Record<string, string>) => {
      for (const [name, value] of Object.entries(fields)) {
        await page.locator(`${contactForm} input[name="${name}"]`).fill(value);
        await page.locator(`${contactForm} input[name="${name}"]`).blur();
      }
    };
    const values = contact('translated');
    await enter({ ...values, email: 'inte-en-adress', companyIdentityNumber: '556036 0794' });
    expect(await errors(page, contactForm)).toEqual([FORM_MESSAGES.sv.email, FORM_MESSAGES.sv.organisationNumber]);
    await enter({ email: values.email, companyIdentityNumber: values.companyIdentityNumber });
    expect(await errors(page, contactForm)).toEqual([]);
    await page.locator(`${contactForm} button[type="submit"]`).click();
    await page.locator('[data-thank-you]').waitFor();
    expect(await page.locator('[data-thank-you]').textContent()).toContain(THANKS.sv);
    expect(storedLeads().filter((l) => l.data.email === values.email)).toHaveLength(1);
    expect(thrown).toEqual([]);
    await page.context().close();
  });

  test('values a password manager wrote without an input event (only `change`) are sent, not erased as missing', async () => {
    const page = await openForm('/sv/kontakt', contactForm);
    const email = 'autofill@firma.example';
    await page.locator(contactForm).evaluate((form, values) => {
      for (const [name, value] of Object.entries(values)) {
        const input = (form as HTMLFormElement).elements.namedItem(name) as HTMLInputElement;
        // Set as a script sets it (React's value tracker sees the new value as its own: no onChange follows), then `change` alone.
        input.value = value;
        input.dispatchEvent(new Event('change', { bubbles: true }));
      }
    }, contact('autofill'));
    // Moving through the form first (into a field and out of it) keeps them: nothing draws the machine's empty values over them.
    await page.locator(`${contactForm} input[name="email"]`).focus();
    await page.locator(`${contactForm} input[name="phone"]`).focus();
    await page.locator(`${contactForm} input[name="email"]`).focus();
    expect(await errors(page, contactForm)).toEqual([]);
    expect(await valueOf(page, contactForm, 'email')).toBe(email);
    await page.locator(`${contactForm} button[type="submit"]`).click();
    await page.locator('[data-thank-you]').waitFor();
    expect(await errors(page, contactForm)).toEqual([]);
    expect(storedLeads().filter((l) => l.data.email === email)).toHaveLength(1);
    await page.context().close();
  });

  test('what was typed and not sent is there again after a look at the privacy page and Back, and after a reload; once sent, it is gone', async () => {
    const page = await openForm('/sv/kontakt', contactForm);
    const typed = { name: 'Anna Andersson', email: 'tillbaka@firma.example', phone: '070-123 45 67' };
    await type(page, contactForm, typed);
    // The form's own link to the privacy page (routed: the page is drawn anew on Back, the form with it).
    const privacy = page.locator(`${contactForm} a[data-page-link]`).first();
    const leftFor = await privacy.getAttribute('href');
    await Promise.all([page.waitForURL(`**${leftFor}`), privacy.click()]);
    await page.goBack();
    await page.waitForURL('**/sv/kontakt');
    await hydrated(page, contactForm);
    for (const [name, value] of Object.entries(typed)) await expect.poll(() => valueOf(page, contactForm, name)).toBe(value);
    expect(await errors(page, contactForm)).toEqual([]);
    await page.reload();
    await hydrated(page, contactForm);
    await expect.poll(() => valueOf(page, contactForm, 'email')).toBe(typed.email);
    // Sent: the form is emptied, and a reload finds nothing kept.
    await page.locator(`${contactForm} input[name="companyIdentityNumber"]`).fill('556036-0793');
    await page.locator(`${contactForm} button[type="submit"]`).click();
    await page.locator('[data-thank-you]').waitFor();
    await page.reload();
    await hydrated(page, contactForm);
    await page.waitForTimeout(250);
    for (const name of ['name', 'email', 'phone', 'companyIdentityNumber']) expect(await valueOf(page, contactForm, name)).toBe('');
    await page.context().close();
  });

  test("the hero form shown again on Back from the app (the browser's back/forward cache) keeps what it sent out of the tab's storage: a reload then finds it empty", async () => {
    const page = await openForm('/sv', heroForm);
    // The app's answer keeps the page where it is (204), as if the browser had come back to it.
    await page.route(`${APP}/**`, (route) => route.fulfill({ status: 204 }));
    await type(page, heroForm, { email: 'tillbaka-hero@firma.example', phone: '070-123 45 67', companyIdentityNumber: '556036-0793' });
    const kept = () => page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('flodvik:unsent-lead:')).length);
    expect(await kept()).toBe(1);
    await page.locator(`${heroForm} button[type="submit"]`).click();
    await expect.poll(kept).toBe(0);
    // What the browser fires as it shows the page again from its back/forward cache.
    await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })));
    await expect.poll(() => page.locator(heroForm).getAttribute('data-busy')).toBeNull();
    expect(await valueOf(page, heroForm, 'email')).toBe('tillbaka-hero@firma.example');
    expect(await kept()).toBe(0);
    await page.reload();
    await hydrated(page, heroForm);
    expect(await valueOf(page, heroForm, 'email')).toBe('');
    await page.context().close();
  });

  test('a field left half typed for another tab or app (to copy the organisation number) shows no error yet; its own blur later does', async () => {
    const page = await openForm('/sv/kontakt', contactForm);
    const number = page.locator(`${contactForm} input[name="companyIdentityNumber"]`);
    await number.click();
    await number.pressSequentially('5560');
    // The window loses focus (Playwright keeps every page focused: the browser's answer is set here), then the field's blur.
    await page.evaluate(() => {
      document.hasFocus = () => false;
      (document.activeElement as HTMLElement).blur();
    });
    expect(await errors(page, contactForm)).toEqual([]);
    // Back, and on to the next field: now the field is checked.
    await page.evaluate(() => {
      document.hasFocus = () => true;
    });
    await number.focus();
    await page.locator(`${contactForm} input[name="email"]`).focus();
    await expect.poll(() => errors(page, contactForm)).toHaveLength(1);
    await page.context().close();
  });
});

test('a contact form whose script does not load comes back with the page: loaded once more, it works; never loaded, it is kept as the server drew it and posts', async () => {
  const context = await newContext({ width: 375 });
  const page = await context.newPage();
  // The form's chunk fails on the first load, twice (Turbopack's loader retries a script once by itself).
  let refused = 0;
  await routeScripts(page, 'data-lead-form', async (route, body) => {
    if (refused < 2) {
      refused++;
      await route.abort('connectionreset');
    } else await route.fulfill({ status: 200, contentType: 'application/javascript', body });
  });
  let loads = 0;
  page.on('load', () => loads++);
  await page.goto(`${baseUrl()}/sv/kontakt`);
  await expect.poll(() => loads, { timeout: 20_000 }).toBe(2);
  await hydrated(page, contactForm);
  expect(refused).toBe(2);
  await type(page, contactForm, contact('script-lost-once'));
  await page.locator(`${contactForm} button[type="submit"]`).click();
  await page.getByRole('dialog', { name: THANKS.sv }).waitFor();
  expect(storedLeads().filter((l) => l.data.email === 'script-lost-once@firma.example')).toHaveLength(1);
  // A script that never loads is not a loop: one reload, then the page stays as it is.
  await page.unroute('**/_next/static/chunks/*.js');
  let refusedAgain = 0;
  await routeScripts(page, 'data-lead-form', async (route) => {
    refusedAgain++;
    await route.abort('connectionreset');
  });
  await page.goto(`${baseUrl()}/sv/kontakt?again`);
  // A reload, were there one, would follow the chunk's failure, which comes late on a busy machine: waited for first.
  await expect.poll(() => refusedAgain).toBeGreaterThan(0);
  await page.waitForTimeout(3000);
  expect(loads).toBe(3);
  // The block stays as the server drew it (it was taken away): its form posts as it does without JavaScript.
  const kept = `[data-kept] ${contactForm}`;
  await page.locator(kept).waitFor();
  expect(await page.locator(contactForm).count()).toBe(1);
  await type(page, kept, contact('script-never-loads'));
  await Promise.all([page.waitForNavigation(), page.locator(`${kept} button[type="submit"]`).click()]);
  // The answer's form needs the same script: kept again, with the server's thanks.
  const notice = page.locator(`${kept} [data-thank-you-notice]`);
  await notice.waitFor();
  expect(await notice.textContent()).toContain(THANKS.sv);
  expect(storedLeads().filter((l) => l.data.email === 'script-never-loads@firma.example')).toHaveLength(1);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await context.close();
});

test("what was typed before the form's script failed stays in the kept form, focus with it, and the page is not loaded again", async () => {
  const context = await newContext({ width: 1280 });
  const page = await context.newPage();
  // Held while the visitor types into the server's form, then refused (twice: the loader retries once).
  const fail = await holdScripts(page, 'data-lead-form', 'fail');
  let loads = 0;
  page.on('load', () => loads++);
  await page.goto(`${baseUrl()}/sv/kontakt`, { waitUntil: 'domcontentloaded' });
  await type(page, contactForm, { name: 'Före Felet', email: 'fore-felet@firma.example' });
  expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('email');
  fail();
  await page.locator(`[data-kept] ${contactForm}`).waitFor();
  expect(await valueOf(page, contactForm, 'name')).toBe('Före Felet');
  expect(await valueOf(page, contactForm, 'email')).toBe('fore-felet@firma.example');
  expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('email');
  // Loading the page again would lose what was typed: it is not done.
  await page.waitForTimeout(2000);
  expect(loads).toBe(1);
  expect(await valueOf(page, contactForm, 'name')).toBe('Före Felet');
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await context.close();
});

test("a password manager's icons before hydration make React draw the page again: what was typed stays, focus with it, and it sends", async () => {
  const context = await newContext({ width: 1280 });
  const page = await context.newPage();
  await page.addInitScript({ content: PASSWORD_MANAGER_ICONS });
  const release = await holdScripts(page, 'data-lead-form', 'load'); // the form's script waits while the visitor types
  const logged: string[] = [];
  page.on('console', (message) => message.type() === 'error' && logged.push(message.text()));
  page.on('pageerror', (error) => logged.push(error.message));
  await page.setViewportSize({ width: 1280, height: 500 }); // the form below the fold once scrolled to the top
  await page.goto(`${baseUrl()}/sv/kontakt`, { waitUntil: 'domcontentloaded' });
  await page.locator(`${contactForm} [data-lastpass-icon-root]`).first().waitFor({ state: 'attached' });
  await type(page, contactForm, { name: 'Med Ikoner', email: 'med-ikoner@firma.example' });
  await page.evaluate(() => window.scrollTo(0, 0)); // the visitor scrolls up to read, focus still in the field
  release();
  await hydrated(page, contactForm);
  await expect.poll(() => logged.join('\n')).toMatch(/418|hydrat/i); // React drew the document again
  expect(await page.locator(`${contactForm} [data-lastpass-icon-root]`).count()).toBe(0); // a new form, not the server's
  expect(await valueOf(page, contactForm, 'name')).toBe('Med Ikoner');
  expect(await valueOf(page, contactForm, 'email')).toBe('med-ikoner@firma.example');
  expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('email');
  expect(await page.evaluate(() => window.scrollY)).toBe(0); // focus given back without scrolling the page
  await type(page, contactForm, { phone: '070-123 45 67', companyIdentityNumber: '556036-0793' });
  await page.locator(`${contactForm} button[type="submit"]`).click();
  await page.getByRole('dialog', { name: THANKS.sv }).waitFor();
  expect(storedLeads().filter((l) => l.data.email === 'med-ikoner@firma.example')).toMatchObject([{ data: { firstName: 'Med', surname: 'Ikoner' } }]);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await context.close();
});

test('a form kept on a page comes back kept when the router has shown another page and Back returns to it', async () => {
  const context = await newContext({ width: 1280 });
  const page = await context.newPage();
  await scriptNeverLoads(page, 'data-lead-form', '/sv/kontakt');
  let loads = 0;
  page.on('load', () => loads++);
  await page.goto(`${baseUrl()}/sv/kontakt`);
  await page.locator(`[data-kept] ${contactForm}`).waitFor();
  await hydrated(page);
  await page.locator('header a[href="/sv/om-oss"]').click();
  await page.waitForURL('**/sv/om-oss');
  await page.locator('main h1').waitFor();
  expect(await page.locator(contactForm).count()).toBe(0);
  await page.goBack();
  await page.waitForURL('**/sv/kontakt');
  await page.locator(`[data-kept] ${contactForm}`).waitFor();
  expect(await page.locator(contactForm).count()).toBe(1);
  await page.waitForTimeout(1000);
  expect(loads).toBe(1); // through the router both ways: the page was never loaded again
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await context.close();
});

test("the thank-you dialog's code comes with a sent lead, not the first load; should it never arrive, the thanks show in the form", async () => {
  const page = await openForm('/sv/kontakt', contactForm);
  await page.waitForLoadState('networkidle');
  // From here on no script arrives: the dialog's chunk, requested once the lead is on its way, fails.
  const refused: string[] = [];
  await page.route('**/_next/static/chunks/*.js', (route) => {
    refused.push(route.request().url());
    return route.abort('connectionreset');
  });
  await type(page, contactForm, contact('dialog-chunk-lost'));
  await page.locator(`${contactForm} button[type="submit"]`).click();
  const notice = page.locator('[data-thank-you-notice]');
  await notice.waitFor();
  expect(await notice.textContent()).toContain(THANKS.sv);
  expect(refused.length).toBeGreaterThan(0);
  expect(await page.locator(contactForm).count()).toBe(1); // the page stands: no error boundary took over
  expect(storedLeads().filter((l) => l.data.email === 'dialog-chunk-lost@firma.example')).toHaveLength(1);
  await page.context().close();
});

test("a lead stored while the thank-you dialog's code is still on its way (a slow link): the thanks show in the form, then the dialog", async () => {
  const page = await openForm('/sv/kontakt', contactForm, { width: 375 });
  await page.waitForLoadState('networkidle');
  const release = await holdScripts(page, '"data-thank-you":', 'load');
  await type(page, contactForm, contact('dialog-chunk-slow'));
  await page.locator(`${contactForm} button[type="submit"]`).click();
  const notice = page.locator('[data-thank-you-notice]');
  await notice.waitFor();
  expect(await notice.textContent()).toContain(THANKS.sv);
  // In the form, under its send button, and in view.
  expect(await page.locator(`${contactForm} button[type="submit"] ~ [data-thank-you-notice]`).count()).toBe(1);
  await expect
    .poll(() =>
      notice.evaluate((el) => {
        const r = el.getBoundingClientRect();
        return r.top >= 0 && r.bottom <= window.innerHeight;
      }),
    )
    .toBe(true);
  expect(storedLeads().filter((l) => l.data.email === 'dialog-chunk-slow@firma.example')).toHaveLength(1);
  release();
  await page.locator('[data-thank-you]').waitFor();
  await expect.poll(() => notice.count()).toBe(0);
  await page.context().close();
});

describe('focus never drops to the page', () => {
  for (const locale of ['sv', 'en'] as const) {
    test(`${locale}: Enter in a field sends the form and focus stays in that field`, async () => {
      const page = await openForm(CONTACT[locale], contactForm);
      await page.route(`**${LEADS_PATH}`, async (route) => {
        await new Promise((r) => setTimeout(r, 800));
        await route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"daily_limit_reached"}' });
      });
      await type(page, contactForm, contact(`enter-${locale}`));
      await page.locator(`${contactForm} input[name="phone"]`).press('Enter');
      await expect.poll(() => page.locator(`${contactForm} input[name="phone"]`).getAttribute('readonly')).toBe('');
      expect(await activeField(page)).toBe('phone');
      await expect.poll(() => page.locator(`${contactForm} [role="alert"]`).count()).toBe(1);
      expect(await activeField(page)).toBe('phone');
      await page.context().close();
    });

    test(`${locale}: submitting an untouched form moves focus to its first field, now in error`, async () => {
      const page = await openForm(CONTACT[locale], contactForm);
      await page.locator(`${contactForm} button[type="submit"]`).click();
      await expect.poll(() => errors(page, contactForm)).toHaveLength(4);
      expect(await activeField(page)).toBe('name');
      await page.context().close();
    });

    test(`${locale}: a submit pressed as the form hydrates, before React runs that commit's effects, still moves focus to the first field in error`, async () => {
      const context = await newContext();
      const page = await context.newPage();
      // The page's own task loop, between React's tasks: the first of its turns that finds the form committed
      // submits it (the machine used to start in an effect after that; the submit was queued and focus stayed).
      await page.addInitScript(`(() => {
        const committed = ${committedByReact.toString()};
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          if (!committed(${JSON.stringify(contactForm)})) return channel.port2.postMessage(null);
          document.querySelector(${JSON.stringify(`${contactForm} button[type="submit"]`)}).click();
          window.__pressed = true;
        };
        channel.port2.postMessage(null);
      })()`);
      const posts: string[] = [];
      page.on('request', (request) => request.method() === 'POST' && posts.push(request.url()));
      await page.goto(`${baseUrl()}${CONTACT[locale]}`, { waitUntil: 'load' });
      await page.waitForFunction(() => (window as { __pressed?: boolean }).__pressed === true);
      await expect.poll(() => errors(page, contactForm)).toHaveLength(4);
      expect(await activeField(page)).toBe('name');
      expect(posts).toEqual([]); // the island's submit, not the browser's post
      await context.close();
    });

    test(`${locale}: Enter while messages show (the button disabled) moves focus to the first field in error`, async () => {
      const page = await openForm(CONTACT[locale], contactForm);
      await type(page, contactForm, { name: 'Anna', email: '', phone: '070', companyIdentityNumber: '1' });
      await page.locator(`${contactForm} input[name="phone"]`).press('Enter');
      await expect.poll(() => errors(page, contactForm)).toEqual([FORM_MESSAGES[locale].required, FORM_MESSAGES[locale].organisationNumber]);
      expect(await activeField(page)).toBe('email');
      await page.context().close();
    });

    test(`${locale}: closing the thank-you dialog by clicking outside returns focus to the submit button`, async () => {
      const page = await openForm(CONTACT[locale], contactForm);
      await type(page, contactForm, contact(`outside-${locale}`));
      await page.locator(`${contactForm} button[type="submit"]`).click();
      const dialog = page.locator('[data-thank-you]');
      await dialog.waitFor();
      // The overlay, outside the dialog. Clicked again while it is still open and not closing: its listener for a click
      // outside is registered in an effect, which may run a task after the dialog is drawn.
      const overlayOpen = () =>
        page.evaluate(() => {
          const hit = document.elementFromPoint(5, 5);
          const shown = document.querySelector('[data-thank-you]');
          return !!hit && !!shown && hit.contains(shown) && !hit.closest('[data-exiting]');
        });
      await expect
        .poll(
          async () => {
            if (await overlayOpen()) await page.mouse.click(5, 5);
            return dialog.count();
          },
          { interval: 500 },
        )
        .toBe(0);
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('submit');
      await page.context().close();
    });
  }
});

/**
 * Each visible input of a form as assistive technology reads it: its accessible name (the label),
 * whether it is invalid, and its description (the text of the elements aria-describedby names).
 */
async function fieldsAsRead(page: Page, form: string) {
  return page.locator(`${form} input:not([type="hidden"])`).evaluateAll((inputs) =>
    inputs.map((element) => {
      const input = element as HTMLInputElement;
      const describedBy = (input.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
      return {
        name: input.name,
        label: [...input.labels!].map((label) => label.textContent).join(' '),
        invalid: input.getAttribute('aria-invalid'),
        required: input.getAttribute('aria-required'),
        // A reference to no element would be a broken description: it shows as null here.
        description: describedBy.map((id) => document.getElementById(id)?.textContent ?? null),
      };
    }),
  );
}

const FIELD_LABELS = { sv, en } as const;
const labelsOf = (locale: 'sv' | 'en') => ({
  name: FIELD_LABELS[locale].fieldName,
  email: FIELD_LABELS[locale].fieldEmail,
  phone: FIELD_LABELS[locale].fieldPhone,
  companyIdentityNumber: FIELD_LABELS[locale].fieldCompanyIdentityNumber,
});

/** The organisation number's hint's height on screen (a visually hidden element keeps a 1 px box). */
const hintHeight = async (page: Page) => (await page.locator(`${contactForm} [id$="-companyIdentityNumber-hint"]`).boundingBox())?.height ?? 0;

describe('what assistive technology is told', () => {
  for (const locale of ['sv', 'en'] as const) {
    test(`${locale}: a refused submit marks each field in error aria-invalid with its message as its description; fixing one clears both`, async () => {
      const page = await openForm(CONTACT[locale], contactForm);
      const labels = labelsOf(locale);
      const hint = FIELD_LABELS[locale].fieldCompanyIdentityNumberHint;
      // Before any message: labelled, required, nothing invalid; the organisation number says which number it takes.
      expect(await fieldsAsRead(page, contactForm)).toEqual(
        (['name', 'email', 'phone', 'companyIdentityNumber'] as const).map((name) => ({
          name,
          label: labels[name],
          invalid: null,
          required: 'true',
          description: name === 'companyIdentityNumber' ? [hint] : [],
        })),
      );
      expect(
        await page
          .locator(`${contactForm} #${await page.locator(`${contactForm} input[name="companyIdentityNumber"]`).getAttribute('aria-describedby')}`)
          .isVisible(),
      ).toBe(true);
      await type(page, contactForm, { name: 'Anna Svensson', email: 'inte-en-adress', phone: '', companyIdentityNumber: '556036-0794' });
      await page.locator(`${contactForm} input[name="companyIdentityNumber"]`).press('Enter');
      await expect.poll(() => errors(page, contactForm)).toHaveLength(3);
      const messages = FORM_MESSAGES[locale];
      expect(await fieldsAsRead(page, contactForm)).toEqual([
        { name: 'name', label: labels.name, invalid: null, required: 'true', description: [] },
        { name: 'email', label: labels.email, invalid: 'true', required: 'true', description: [messages.email] },
        { name: 'phone', label: labels.phone, invalid: 'true', required: 'true', description: [messages.required] },
        // The error first, then the hint: what is wrong, then what the field takes (hidden on screen, where the error takes its line).
        {
          name: 'companyIdentityNumber',
          label: labels.companyIdentityNumber,
          invalid: 'true',
          required: 'true',
          description: [messages.organisationNumber, hint],
        },
      ]);
      expect(await hintHeight(page)).toBeLessThanOrEqual(1); // hidden on screen: the error took its line
      expect(await activeField(page)).toBe('email'); // the first field in error

      await page.locator(`${contactForm} input[name="email"]`).fill('anna@firma.example');
      const email = (await fieldsAsRead(page, contactForm)).find((f) => f.name === 'email');
      expect(email).toMatchObject({ invalid: null, description: [] });
      // The hint is back on screen where the error was once the number is one.
      await page.locator(`${contactForm} input[name="companyIdentityNumber"]`).fill('556036-0793');
      const number = (await fieldsAsRead(page, contactForm)).find((f) => f.name === 'companyIdentityNumber');
      expect(number).toMatchObject({ invalid: null, description: [hint] });
      expect(await hintHeight(page)).toBeGreaterThan(10);
      await page.context().close();
    });
  }

  test('the keyboard alone fills and sends the contact form (Tab between fields, Enter on the button) and closes the thanks with Escape', async () => {
    const page = await openForm('/en/contact', contactForm);
    const values = contact('keyboard-only');
    await page.locator(`${contactForm} input[name="name"]`).focus();
    for (const [name, value] of Object.entries(values)) {
      expect(await activeField(page)).toBe(name);
      await page.keyboard.type(value);
      await page.keyboard.press('Tab');
    }
    expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('submit');
    expect(await page.evaluate(() => document.activeElement?.matches(':focus-visible'))).toBe(true);
    await page.keyboard.press('Enter');
    const dialog = page.locator('[data-thank-you]');
    await dialog.waitFor();
    expect(await dialog.getByRole('heading').textContent()).toBe(THANKS.en);
    expect(storedLeads().filter((l) => l.data.email === values.email)).toHaveLength(1);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('submit');
    await page.context().close();
  });

  test('tabbing through the untouched hero form leaves its button in the Tab order: marked disabled, and a press leads to the first error', async () => {
    const page = await openForm('/sv', heroForm);
    await page.locator(`${heroForm} input[name="email"]`).focus();
    for (let i = 0; i < 3; i++) await page.keyboard.press('Tab'); // past email, phone and the organisation number, typing nothing
    expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('submit');
    const submit = page.locator(`${heroForm} button[type="submit"]`);
    expect(await submit.getAttribute('aria-disabled')).toBe('true');
    await page.keyboard.press('Enter');
    await expect.poll(() => activeField(page)).toBe('email');
    await page.context().close();
  });

  test('Space on the focused button sends the hero form, and the button keeps focus while it is busy', async () => {
    const page = await openForm('/sv', heroForm);
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route(`**${LEADS_PATH}`, async (route) => {
      await answered;
      await route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"daily_limit_reached"}' });
    });
    await type(page, heroForm, { email: 'space@firma.example', phone: '070-111 22 33', companyIdentityNumber: '5560360793' });
    const submit = page.locator(`${heroForm} button`);
    await submit.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => submit.getAttribute('aria-disabled')).toBe('true');
    expect(await submit.getAttribute('type')).toBe('button'); // pending: no second send by Enter or click
    // Not the native `disabled` (Playwright's isDisabled() counts aria-disabled too): that would drop focus.
    expect(await submit.evaluate((button) => (button as HTMLButtonElement).disabled)).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('BUTTON');
    answer();
    await expect.poll(() => submit.getAttribute('aria-disabled')).toBeNull();
    expect(await submit.getAttribute('type')).toBe('submit');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('BUTTON');
    await page.context().close();
  });

  test("axe-core reports no violation on /sv/kontakt with every message showing; without JavaScript the server's messages are linked the same way", async () => {
    const page = await openForm('/sv/kontakt', contactForm);
    await page.locator(`${contactForm} button[type="submit"]`).click();
    await expect.poll(() => errors(page, contactForm)).toHaveLength(4);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();

    const context = await newContext({ javaScriptEnabled: false });
    const noScript = await context.newPage();
    await noScript.goto(`${baseUrl()}/sv/kontakt`);
    await Promise.all([noScript.waitForEvent('load'), noScript.locator(`${contactForm} button[type="submit"]`).click()]);
    await noScript.locator(`${contactForm} [data-field-error]`).first().waitFor();
    // The server's messages are linked to their fields the same way (the organisation number's hint after its message).
    const hint = FIELD_LABELS.sv.fieldCompanyIdentityNumberHint;
    expect((await fieldsAsRead(noScript, contactForm)).map((f) => [f.invalid, f.description])).toEqual(
      (['required', 'required', 'required', 'required'] as const).map((key, i) => ['true', i === 3 ? [FORM_MESSAGES.sv[key], hint] : [FORM_MESSAGES.sv[key]]]),
    );
    await context.close();
  });
});

test('at 400 % zoom (1280 × 720: 320 × 180 px) the thank-you dialog scrolls in the window: its close button, which has focus, can be seen and used (WCAG 1.4.10)', async () => {
  const page = await openForm('/sv/kontakt', contactForm, { width: 320, height: 180 });
  await type(page, contactForm, contact('zoom-400'));
  await page.locator(`${contactForm} button[type="submit"]`).click();
  const dialog = page.locator('[data-thank-you]');
  await dialog.waitFor();
  const close = dialog.getByRole('button');
  await expect.poll(() => close.evaluate((button) => button === document.activeElement)).toBe(true);
  await close.scrollIntoViewIfNeeded();
  const { top, bottom } = await close.evaluate((button) => button.getBoundingClientRect().toJSON() as DOMRect);
  expect(top).toBeGreaterThanOrEqual(0);
  expect(bottom).toBeLessThanOrEqual(180);
  await close.click();
  await expect.poll(() => dialog.count()).toBe(0);
  await page.context().close();
});
