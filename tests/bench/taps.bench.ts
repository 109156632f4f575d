/**
 * `npm run bench:taps [-- --rate 6 --runs 7]`: how long a tap on the consent banner's buttons takes to the next paint
 * on a throttled phone (375 px, touch, CPU slowed `--rate` times), as the Event Timing API measures an interaction's
 * duration, over `--runs` fresh visits of /sv; and how many elements Chromium styles again when the consent state
 * changes (its trace's UpdateLayoutTree element count), which is no timing and the same on any machine. A benchmark,
 * not a test: it prints figures (median and 75th percentile per button) and asserts nothing; compare runs made on the
 * same machine only. docs/performance.md gives the figures measured so far.
 */
import type { Page } from 'playwright-core';
import { launchChromium } from '../browser/chromium';
import { buildApp, startApp } from '../helpers/site';
import { median } from './median';
import { restyleCounts } from '../browser/restyles';

const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const rate = arg('rate', 6);
const runs = arg('runs', 7);

buildApp('site');
const site = await startApp();
const browser = await launchChromium();

async function visit(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
  const page = await context.newPage();
  await page.goto(`${site.baseUrl}/sv`, { waitUntil: 'load' });
  await page.locator('[data-consent-banner]').waitFor();
  await page.waitForTimeout(1000); // hydrated and idle, as a visitor who reads the banner first
  return page;
}

/** The longest interaction's duration (ms) of a tap on `button`, with the CPU slowed. */
async function tapToPaint(button: string): Promise<number> {
  const page = await visit();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await page.evaluate(() => {
    const w = window as unknown as { tapDurations: number[] };
    w.tapDurations = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { interactionId?: number })[]) if (entry.interactionId) w.tapDurations.push(entry.duration);
    }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
  });
  await page.locator(`[data-consent="${button}"]`).tap();
  await page.waitForTimeout(2500);
  const durations = await page.evaluate(() => (window as unknown as { tapDurations: number[] }).tapDurations);
  await page.context().close();
  return Math.max(0, ...durations);
}

/** Elements styled again when <html data-consent-state> changes (two frames after the page settled), from Chromium's trace. */
async function restyled(): Promise<number> {
  const page = await visit();
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
  const counts = await restyleCounts(page, () =>
    page.evaluate(() => {
      document.documentElement.setAttribute('data-consent-state', 'necessary');
      void document.body.offsetHeight;
    }),
  );
  await page.context().close();
  return counts.reduce((sum, count) => sum + count, 0);
}

try {
  const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;
  console.log(`Tap to next paint on /sv, 375 px, CPU ${rate}x, ${runs} visits each (Event Timing duration, ms):`);
  for (const button of ['accept-all', 'reject-all']) {
    const durations: number[] = [];
    for (let i = 0; i < runs; i++) durations.push(await tapToPaint(button));
    console.log(`  ${button}: median ${median(durations)}, p75 ${percentile(durations, 0.75)} (${durations.join(', ')})`);
  }
  // A handful in every visit; most of the page in one of three while <html> held an inherited custom property.
  const counts: number[] = [];
  for (let i = 0; i < runs; i++) counts.push(await restyled());
  console.log(`Elements of /sv's (about 580) styled again when the consent state changes, per visit: ${counts.join(', ')}`);
} finally {
  await browser.close();
  await site.stop();
}
