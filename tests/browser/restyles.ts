import type { Page } from 'playwright-core';

/**
 * Chromium's own count of the elements it styled again (its trace's UpdateLayoutTree events, one per style pass)
 * while `during` ran: what a state change or an added element costs the page's styles.
 */
export async function restyleCounts(page: Page, during: () => Promise<unknown>): Promise<number[]> {
  const cdp = await page.context().newCDPSession(page);
  const events: { name: string; args?: { elementCount?: number } }[] = [];
  cdp.on('Tracing.dataCollected', (data) => events.push(...(data.value as unknown as typeof events)));
  const traced = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { categories: 'devtools.timeline', transferMode: 'ReportEvents' });
  await during();
  await cdp.send('Tracing.end');
  await traced;
  await cdp.detach();
  return events.filter((e) => e.name === 'UpdateLayoutTree').map((e) => e.args?.elementCount ?? 0);
}
