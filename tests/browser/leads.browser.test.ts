/**
 * The lead endpoint's hardening as a visitor meets it, in Chromium against the production build
 * (issues 10 item 1 and 12): a first visit whose page came from a shared cache, with no cookie at
 * all, sends a lead; an answer cut off after the commit is retried and stored once. Then the limits
 * over HTTP, on servers of their own with small limits, and the forms' failure beacon, on a server whose log the
 * test reads.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { CSRF_PATH, LEAD_FAILURE_PATH, LEADS_PATH, type CsrfTokenResponse } from '~/contracts/lead';
import { openLeadStore, type StoredLead } from '~/site/lib/leads/store';
import { startCachingProxy } from '../helpers/cachingProxy';
import { onboardingLead } from '../helpers/leads';
import { startSite, type RunningSite } from '../helpers/site';
import { baseUrl, closeBrowser, getBrowser, hydrated } from './harness';

afterAll(closeBrowser);

function storedLeads(file = inject('leadsDbPath')): StoredLead[] {
  if (!fs.existsSync(file)) return []; // created with the first lead
  const store = openLeadStore(file, { readonly: true });
  try {
    return store.list();
  } finally {
    store.close();
  }
}

async function fillContactForm(page: Page, email: string): Promise<Locator> {
  const form = '[data-lead-form="contact"]';
  await hydrated(page, form);
  const values = { name: 'Cecilia Cache', email, phone: '070-222 33 44', companyIdentityNumber: '556036-0793' };
  for (const [name, value] of Object.entries(values)) {
    const input = page.locator(`${form} input[name="${name}"]`);
    await input.fill(value);
    await input.blur();
  }
  return page.locator(`${form} button[type="submit"]`);
}

describe('a first visit whose page came from a shared cache', () => {
  test('has no cookie, gets its token before the first submit, and sends a lead', async () => {
    const cdn = await startCachingProxy(baseUrl());
    try {
      // Somebody else's visit fills the cache; the page answer sets no cookie and may be kept.
      const warm = await fetch(`${cdn.baseUrl}/sv/kontakt`);
      expect(warm.status).toBe(200);
      expect(warm.headers.get('x-cache')).toBe('MISS');
      expect(warm.headers.get('set-cookie')).toBeNull();
      expect(warm.headers.get('cache-control')).toMatch(/s-maxage=\d+/);

      const context = await (await getBrowser()).newContext({ viewport: { width: 1280, height: 900 } });
      expect(await context.cookies()).toEqual([]);
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('pageerror', (err) => problems.push(err.message));
      const answer = await page.goto(`${cdn.baseUrl}/sv/kontakt`, { waitUntil: 'load' });
      expect(answer?.headers()['x-cache']).toBe('HIT');
      expect(await context.cookies()).toEqual([]);

      const email = 'cecilia@cache.example';
      const submit = await fillContactForm(page, email);
      await submit.click();
      await page.locator('[data-thank-you]').waitFor(); // the thank-you dialog, not the consent banner of a first visit

      const lead = storedLeads().find((l) => l.data.email === email);
      expect(lead).toMatchObject({ type: 'CONTACT_FORM', meta: { page: '/sv/kontakt' } });
      // The token came from its own endpoint, in an HttpOnly cookie the page's script cannot read.
      const [cookie] = await context.cookies();
      expect(cookie).toMatchObject({ name: 'csrftoken', httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(await page.evaluate(() => document.cookie)).toBe('');
      const order = cdn.passed.filter((p) => p.url === CSRF_PATH || p.url === LEADS_PATH).map((p) => `${p.method} ${p.url} ${p.status}`);
      expect(order).toEqual([`GET ${CSRF_PATH} 200`, `POST ${LEADS_PATH} 201`]);
      // Nothing but the token endpoint set a cookie, and the cache kept nothing per visitor.
      expect(cdn.passed.filter((p) => p.headers['set-cookie']).map((p) => p.url)).toEqual([CSRF_PATH]);
      expect(problems).toEqual([]);
      await context.close();
    } finally {
      await cdn.close();
    }
  });
});

test('an answer lost after the lead was stored: the form sends the same create again and the lead is stored once', async () => {
  const context = await (await getBrowser()).newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${baseUrl()}/sv/kontakt`, { waitUntil: 'load' });
  const keys: (string | undefined)[] = [];
  let cut = false;
  await page.route(`**${LEADS_PATH}`, async (route) => {
    keys.push(route.request().headers()['idempotency-key']);
    if (cut) return route.continue();
    cut = true;
    // The server receives the create and commits it; the connection breaks before the answer arrives.
    const committed = await route.fetch();
    expect(committed.status()).toBe(201);
    await route.abort('connectionreset');
  });
  const email = 'lost-answer@firma.example';
  await (await fillContactForm(page, email)).click();
  await page.locator('[data-thank-you]').waitFor(); // the thank-you dialog, not the consent banner of a first visit
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
  expect(keys[1]).toBe(keys[0]);
  // Once, not twice (counted by its address: other files store leads of their own meanwhile).
  expect(storedLeads().filter((l) => l.data.email === email)).toHaveLength(1);
  await context.close();
});

describe('the limits over HTTP', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'leads-limits-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  async function visitor(site: string, client: string) {
    const answer = await fetch(`${site}${CSRF_PATH}`, { headers: { 'x-forwarded-for': client } });
    const { token } = (await answer.json()) as CsrfTokenResponse;
    return (body: unknown) =>
      fetch(`${site}${LEADS_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: `csrftoken=${token}`, 'x-csrftoken': token, 'x-forwarded-for': client },
        body: JSON.stringify(body),
      });
  }

  test('over the creates a minute: 429 with Retry-After; at the daily cap: 503 with Retry-After; each with a JSON error and the security headers', async () => {
    const dbFile = path.join(dataDir, 'limits.sqlite');
    const site = await startSite({
      LEADS_DB_PATH: dbFile,
      LEADS_CREATES_PER_MINUTE: '3',
      LEADS_DAILY_CAP: '5',
      CLIENT_IP_HEADER: 'x-forwarded-for',
    });
    try {
      // The cap counts a UTC day's leads: the five creates below (about two seconds) must fall within one day.
      const toMidnight = 86_400_000 - (Date.now() % 86_400_000);
      if (toMidnight < 30_000) await new Promise((resolve) => setTimeout(resolve, toMidnight + 500));
      const first = await visitor(site.baseUrl, '203.0.113.10');
      expect(await Promise.all([1, 2, 3].map(async () => (await first(onboardingLead())).status))).toEqual([201, 201, 201]);
      const limited = await first(onboardingLead());
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(60);
      expect(await limited.json()).toMatchObject({ error: 'rate_limited', message: expect.stringMatching(/^Too many requests/) });

      const second = await visitor(site.baseUrl, '203.0.113.20');
      expect((await second(onboardingLead())).status).toBe(201);
      expect((await second(onboardingLead())).status).toBe(201);
      const capped = await second(onboardingLead());
      expect(capped.status).toBe(503);
      expect(Number(capped.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await capped.json()).toEqual({
        error: 'daily_limit_reached',
        message: 'The site has taken as many leads as it can today. Please try again tomorrow, or call us.',
      });
      for (const answer of [limited, capped]) {
        expect(answer.headers.get('x-frame-options')).toBe('DENY');
        expect(answer.headers.get('permissions-policy')).toMatch(/camera=\(\)/);
        expect(answer.headers.get('cache-control')).toBe('no-store');
      }
      expect(storedLeads(dbFile)).toHaveLength(5);
    } finally {
      await site.stop();
    }
  });
});

describe("the forms' failure beacon: a send that fails for the operator's reasons reaches the server's log", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'leads-beacon-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  /** The contact page on `site`, each lead create answered as `answer` says (the API the form sends to), and the beacons counted. */
  async function contactPage(site: RunningSite, answer?: { status: number; body: string }) {
    const context = await (await getBrowser()).newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const beacons: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith(LEAD_FAILURE_PATH)) beacons.push(request.postData() ?? '');
    });
    if (answer) await page.route(`**${LEADS_PATH}`, (route) => route.fulfill({ status: answer.status, contentType: 'application/json', body: answer.body }));
    await page.goto(`${site.baseUrl}/sv/kontakt`, { waitUntil: 'load' });
    return { context, page, beacons };
  }

  const logLines = (site: RunningSite, kind: string) =>
    site
      .log()
      .split('\n')
      .filter((line) => line.startsWith('[leads] a contact form') && line.endsWith(`(${kind})`));

  test('the API answers 500: the visitor is told, and the log says so once, without anything the visitor typed', async () => {
    const site = await startSite({ LEADS_DB_PATH: path.join(dataDir, 'api-500.sqlite') });
    try {
      const { context, page, beacons } = await contactPage(site, { status: 500, body: '{"error":"internal_error"}' });
      const email = 'beacon-500@firma.example';
      await (await fillContactForm(page, email)).click();
      await expect.poll(() => page.locator('[data-lead-form="contact"] [role="alert"]').count()).toBe(1);
      await expect
        .poll(() => logLines(site, 'server_error'))
        .toEqual(["[leads] a contact form's send from a browser failed: a server error, HTTP 500, sending to the site's own endpoint (server_error)"]);
      expect(beacons.map((body) => JSON.parse(body) as unknown)).toEqual([{ kind: 'server_error', status: 500, form: 'contact', api: 'site' }]);
      expect(site.log()).not.toContain(email);
      await context.close();
    } finally {
      await site.stop();
    }
  });

  test('the API stores the lead and answers 201 without an id: the visitor is thanked, and the log says the API named no lead', async () => {
    const site = await startSite({ LEADS_DB_PATH: path.join(dataDir, 'no-id.sqlite') });
    try {
      const { context, page } = await contactPage(site, { status: 201, body: '' });
      await (await fillContactForm(page, 'beacon-no-id@firma.example')).click();
      await page.locator('[data-thank-you]').waitFor();
      await expect.poll(() => logLines(site, 'stored_without_id')).toEqual([expect.stringContaining('stored, but the answer names no lead')]);
      expect(await page.locator('[data-lead-form="contact"] [role="alert"]').count()).toBe(0);
      await context.close();
    } finally {
      await site.stop();
    }
  });

  test('a server started with API_BASE_URL that its build did not have: the pages still send to the site, whose endpoint is off, and the log says so', async () => {
    const site = await startSite({ LEADS_DB_PATH: path.join(dataDir, 'mismatch.sqlite'), API_BASE_URL: 'http://127.0.0.1:9' });
    try {
      const { context, page } = await contactPage(site);
      await (await fillContactForm(page, 'beacon-mismatch@firma.example')).click();
      await expect
        .poll(() => logLines(site, 'not_found'))
        .toEqual([expect.stringMatching(/API_BASE_URL than its build's.*HTTP 404, sending to the site's own endpoint/)]);
      await context.close();
    } finally {
      await site.stop();
    }
  });
});
