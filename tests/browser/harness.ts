import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { inject } from 'vitest';
import { ACCEPT_ALL, CONSENT_COOKIE, consentCookieValue, REJECT_ALL } from '~/blocks/_lib/consent';
import { launchChromium } from './chromium';

export const baseUrl = () => inject('baseUrl');

let browser: Browser | undefined;
export async function getBrowser(): Promise<Browser> {
  browser ??= await launchChromium();
  return browser;
}
export async function closeBrowser() {
  await browser?.close();
  browser = undefined;
}

/** The cookie policy version of the embedded content (both locales keep the same). */
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
  } = {},
): Promise<OpenedPage> {
  const { width = 1280, height = 900, consent = 'rejected', javaScript = true } = options;
  const context = await (await getBrowser()).newContext({ viewport: { width, height }, javaScriptEnabled: javaScript });
  if (consent !== 'ask') {
    const value = consentCookieValue(consent === 'accepted' ? ACCEPT_ALL : REJECT_ALL, CONSENT_VERSION, Date.now() / 1000);
    await context.addCookies([{ name: CONSENT_COOKIE, value, url: baseUrl() }]);
  }
  const page = await context.newPage();
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
  const response = await page.goto(new URL(path, baseUrl()).href, { waitUntil: 'load' });
  // Let hydration finish (slow on a busy machine) and its warnings, if any, arrive.
  if (javaScript && (response?.headers()['content-type'] ?? '').startsWith('text/html')) await hydrated(page);
  await page.waitForTimeout(250);
  return { page, problems, status: response?.status() };
}

/**
 * Resolves once React has hydrated the element (the page's body by default; an island's root for a
 * lazily loaded island): typing into it before then would be lost.
 */
export async function hydrated(page: Page, selector = 'body'): Promise<void> {
  await page.waitForFunction((sel) => {
    const element = document.querySelector(sel);
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
  }, selector);
}
