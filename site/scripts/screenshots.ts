/**
 * Screenshots of pages at 375, 768 and 1280 px (full page) from a running site:
 *   npx tsx site/scripts/screenshots.ts http://localhost:3000 docs/screenshots /sv /sv/flexkredit
 * Files are named <path>-<width>.png. SELECTOR='[data-calculator]' shoots that element instead of the page.
 */
import fs from 'node:fs';
import path from 'node:path';
import { launchChromium } from '../../tests/browser/chromium';

const [base = 'http://localhost:3000', outDir = 'docs/screenshots', ...paths] = process.argv.slice(2);
const widths = (process.env.WIDTHS ?? '375,768,1280').split(',').map(Number);

const browser = await launchChromium();
fs.mkdirSync(outDir, { recursive: true });
for (const p of paths.length ? paths : ['/sv']) {
  for (const width of widths) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    await page.goto(new URL(p, base).href, { waitUntil: 'load' });
    // Scroll through once so lazily loaded images are in the full-page picture, then back to the top.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 60));
      }
      window.scrollTo(0, 0);
      await Promise.all(
        [...document.images].map((img) => (img.complete ? Promise.resolve() : new Promise((r) => img.addEventListener('load', r, { once: true })))),
      );
    });
    await page.waitForTimeout(400);
    const name = `${p.replace(/^\//, '').replace(/\//g, '-') || 'root'}-${width}.png`;
    const selector = process.env.SELECTOR;
    if (selector)
      await page
        .locator(selector)
        .first()
        .screenshot({ path: path.join(outDir, name) });
    else await page.screenshot({ path: path.join(outDir, name), fullPage: process.env.FULL !== '0' });
    console.log(path.join(outDir, name));
    await page.close();
  }
}
await browser.close();
