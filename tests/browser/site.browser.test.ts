import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { freePort, root, startSite } from '../helpers/site';
import { baseUrl, closeBrowser, leave, open } from './harness';

afterAll(closeBrowser);

describe('the site in Chromium (production build)', () => {
  test.each([
    ['/sv', 'sv', 'Finansiering som följer ditt företags takt'],
    ['/en', 'en', 'Financing that keeps pace with your business'],
  ])('%s renders its h1 with <html lang=%s>, no console error, no hydration warning', async (path, lang, h1) => {
    for (const width of [375, 1280]) {
      const { page, problems, status } = await open(path, { width, warm: true });
      expect(status).toBe(200);
      expect(await page.getAttribute('html', 'lang')).toBe(lang);
      expect(await page.locator('h1').allTextContents()).toEqual([h1]);
      expect(problems).toEqual([]);
      await leave(page);
    }
  });

  test('the brand mark: an SVG icon, an iOS home-screen icon and /favicon.ico, for what asks that address', async () => {
    /** A PNG's size from its IHDR chunk. */
    const pngSize = (bytes: Uint8Array) => {
      expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      const view = new DataView(bytes.buffer, bytes.byteOffset);
      return [view.getUint32(16), view.getUint32(20)];
    };
    const html = await (await fetch(`${baseUrl()}/sv`)).text();
    expect(html).toMatch(/<link rel="icon" href="\/icon\.svg[^"]*"[^>]*type="image\/svg\+xml"/);
    const appleIcon = /<link rel="apple-touch-icon" href="([^"]+)"[^>]*sizes="180x180"/.exec(html)?.[1];
    expect(appleIcon).toBeDefined();
    const apple = await fetch(new URL(appleIcon!.replace(/&amp;/g, '&'), baseUrl()));
    expect(apple.headers.get('content-type')).toBe('image/png');
    expect(pngSize(new Uint8Array(await apple.arrayBuffer()))).toEqual([180, 180]);

    const favicon = await fetch(`${baseUrl()}/favicon.ico`);
    expect(favicon.status).toBe(200);
    expect(favicon.headers.get('content-type')).toBe('image/x-icon');
    const ico = new Uint8Array(await favicon.arrayBuffer());
    const view = new DataView(ico.buffer);
    // ICONDIR (reserved, type 1 = icon, one image), then its entry: 32×32, 32 bits, the PNG at offset 22.
    expect([view.getUint16(0, true), view.getUint16(2, true), view.getUint16(4, true)]).toEqual([0, 1, 1]);
    expect([ico[6], ico[7], view.getUint16(12, true), view.getUint32(18, true)]).toEqual([32, 32, 32, 22]);
    expect(view.getUint32(14, true)).toBe(ico.length - 22);
    expect(pngSize(ico.subarray(22))).toEqual([32, 32]);
  });

  test('the start pages say what the site is and who runs it (structured data); other pages do not', async () => {
    const structured = async (path: string) =>
      [...(await (await fetch(`${baseUrl()}${path}`)).text()).matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
        (m) => JSON.parse(m[1]!) as Record<string, unknown>,
      );
    for (const [path, legalName, telephone] of [
      ['/sv', 'Flodvik Finans AB (fiktivt demoföretag)', '+46100000000'],
      // One company, one legal name: the default locale's footer's (the English footer translates its note).
      ['/en', 'Flodvik Finans AB (fiktivt demoföretag)', '+46100000000'],
    ] as const) {
      const graph = (await structured(path)).find((d) => '@graph' in d)?.['@graph'] as Array<Record<string, unknown>>;
      expect(graph.map((node) => node['@type'])).toEqual(['WebSite', 'Organization']);
      expect(graph[0]).toMatchObject({ name: 'Flodvik', inLanguage: ['sv', 'en'] });
      expect(graph[1]).toMatchObject({ legalName, contactPoint: { telephone } });
      const logo = await fetch(String(graph[1]!.logo).replace(/^https?:\/\/[^/]+/, baseUrl()));
      expect(logo.headers.get('content-type')).toBe('image/png');
    }
    expect((await structured('/sv/kontakt')).filter((d) => '@graph' in d)).toEqual([]);
  });

  test('/ redirects to the Swedish start page', async () => {
    const res = await fetch(`${baseUrl()}/`, { redirect: 'manual' });
    expect(res.status).toBe(307);
    expect(res.headers.get('location')).toMatch(/\/sv$/);
  });

  test('the language menu leads to the same page in the other locale', async () => {
    const { page, problems } = await open('/sv/flexkredit', { width: 1280, warm: true });
    const menu = page.locator('header [data-language-menu]');
    await menu.getByRole('button').click();
    await menu.getByRole('link', { name: 'English' }).click();
    await page.waitForURL('**/en/flex-credit');
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(await page.locator('h1').textContent()).toBe('A credit line that is there when you need it');
    // And back again from the footer's menu.
    const footerMenu = page.locator('footer [data-language-menu]');
    await footerMenu.getByRole('button').click();
    await footerMenu.getByRole('link', { name: 'Svenska' }).click();
    await page.waitForURL('**/sv/flexkredit');
    expect(problems).toEqual([]);
    await leave(page);
  });

  test.each([
    ['/sv/finns-inte', 'Sidan finns inte'],
    ['/en/does/not/exist', 'Page not found'],
    ['/xx/finns-inte', 'Sidan finns inte'],
    ['/sv/site-config', 'Sidan finns inte'],
  ])('%s is a real 404 page', async (path, heading) => {
    const { page, status, problems } = await open(path, { expectStatus: 404, warm: true });
    expect(status).toBe(404);
    expect(problems).toEqual([]);
    expect(await page.locator('h1').textContent()).toBe(heading);
    await leave(page);
  });
});

test('`npm run serve` stops on SIGTERM, its server with it (a supervisor signals npm): no server left holding the port with the old build', async () => {
  const port = await freePort();
  // Its own process group, so that whatever is left of it can be ended after the test.
  const npm = spawn('npm', ['run', 'serve', '--', '-p', String(port), '-H', '127.0.0.1'], { cwd: root, stdio: 'ignore', detached: true });
  const listening = () =>
    new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => (socket.destroy(), resolve(true)));
      socket.on('error', () => resolve(false));
    });
  try {
    await expect.poll(listening, { timeout: 60_000, interval: 250 }).toBe(true);
    const exited = new Promise((resolve) => npm.once('exit', resolve));
    npm.kill('SIGTERM');
    await exited;
    await expect.poll(listening, { timeout: 15_000, interval: 250 }).toBe(false);
  } finally {
    try {
      process.kill(-npm.pid!, 'SIGKILL');
    } catch {
      // the group has ended
    }
  }
});

test('SIGTERM with STOP_DRAIN_MS: health answers 503 "draining" at once, pages are still served on new connections for the drain, then the server closes and exits as Next does', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'drain-'));
  const site = await startSite({ STOP_DRAIN_MS: '6000', LEADS_DB_PATH: path.join(dir, 'leads.sqlite') });
  /** A GET on a connection of its own, as a load balancer's new one: the status and JSON body, or the error's code. */
  const get = (address: string) =>
    new Promise<{ status: number; body: string } | string>((resolve) => {
      http
        .get(`${site.baseUrl}${address}`, { agent: false }, (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode!, body }));
        })
        .on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    });
  const health = async () => {
    const answer = await get('/internal/health');
    return typeof answer === 'string' ? answer : { http: answer.status, ...(JSON.parse(answer.body) as object) };
  };
  try {
    expect(await health()).toEqual({ http: 200, status: 'ok', leadStore: 'ok', pageCache: 'disk' });
    process.kill(site.pid, 'SIGTERM');
    // Not refused, not ok: a balancer polling health takes the instance out while it still answers.
    await expect.poll(health, { timeout: 5000, interval: 100 }).toEqual({ http: 503, status: 'draining', leadStore: 'ok', pageCache: 'disk' });
    expect(await get('/sv')).toMatchObject({ status: 200 });
    expect(await site.exited).toBe(143); // Next's own handler closed it, after the drain
    expect(site.log()).toContain('[server] SIGTERM: /internal/health answers 503 "draining"; serving 6 s more (STOP_DRAIN_MS), then closing');
    expect(site.log()).not.toContain('connections still open');
    expect(await get('/sv')).toBe('ECONNREFUSED');
  } finally {
    await site.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
