/**
 * Debian's Chromium, driven by playwright-core (no downloaded browser), with the flags this machine
 * needs (root, no GPU, closed network). playwright gives every launch a fresh temporary profile.
 */
import fs from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * `backForwardCache`: keep Chromium's back/forward cache on (playwright turns it off by default), for
 * tests of what a visitor gets on Back from a page kept whole in memory.
 */
export async function launchChromium({ backForwardCache = false }: { backForwardCache?: boolean } = {}): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}: install it with "apt-get install -y chromium" (or set CHROMIUM_PATH)`);
  }
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    ...(backForwardCache ? { ignoreDefaultArgs: ['--disable-back-forward-cache'] } : {}),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}
