import type { Browser, Page } from 'playwright-core';
import { inject } from 'vitest';
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

export interface OpenedPage {
  page: Page;
  /** Console errors and warnings, page errors and failed requests seen so far. */
  problems: string[];
  status: number | undefined;
}

/** Opens a path at a viewport width, recording every console error, hydration warning and page error. */
export async function open(
  path: string,
  options: { width?: number; height?: number; expectStatus?: number; beforeGoto?: (page: Page) => Promise<void> } = {},
): Promise<OpenedPage> {
  const { width = 1280, height = 900 } = options;
  const context = await (await getBrowser()).newContext({ viewport: { width, height } });
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
    if (req.failure()?.errorText !== 'net::ERR_ABORTED') problems.push(`request failed: ${req.url()} ${req.failure()?.errorText}`);
  });
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  await options.beforeGoto?.(page);
  const response = await page.goto(new URL(path, baseUrl()).href, { waitUntil: 'load' });
  // Let hydration finish (slow on a busy machine) and its warnings, if any, arrive.
  if ((response?.headers()['content-type'] ?? '').startsWith('text/html')) await hydrated(page);
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
