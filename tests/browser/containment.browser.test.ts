/**
 * Containment in a real production build (`next build` + `next start`): a page with a test-only block
 * that throws in every way (tests/containment), and demo content with an impossible date and hostile
 * Markdown. The build must pass, every page must answer 200 with its other sections, the failures must
 * be reported, and in the browser a client component that throws takes only its block with it.
 *
 * Not covered here: a client component that throws while the server renders HTML. Its block sits in a
 * Suspense boundary, so a request-time render recovers (the block falls back to the browser), but
 * Next fails a build-time prerender on any such error by design ("build failures still throw, even if
 * recovery produced a usable response", next/dist/server/app-render/app-render.js), and every page
 * here is prerendered. The pipeline fuzz (tests/engine/pipeline.property.test.tsx) is what keeps
 * content from causing one; tests/engine/containment.test.tsx covers the Suspense fallback.
 *
 * This is a second production build (the probe block must stay out of the site's registry): it costs
 * one more `next build` of the site (a few minutes here); SKIP_BUILD=1 reuses it. Being a second build,
 * it also stands for the next deploy: a page of the site's build, as a CDN kept it, posts its lead form
 * to this one (both builds get the same server actions key, as docs/deployment.md asks).
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openLeadStore } from '~/site/lib/leads/store';
import { buildApp, root, startApp, type RunningSite } from '../helpers/site';
import { baseUrl, closeBrowser, getBrowser } from './harness';

const DIST = '.next-containment';
const contentDir = path.join(root, 'tests/.tmp/containment-content');
const buildLog = path.join(root, 'site', DIST, 'containment-build.log');
const leadsDbPath = path.join(root, 'tests/.tmp/containment-leads.sqlite');
const env = { CONTAINMENT_TEST_BUILD: '1', CONTENT_DIR: contentDir };

type Json = Record<string, unknown>;
const readStory = (file: string) => JSON.parse(fs.readFileSync(path.join(contentDir, file), 'utf8')) as { story: Json & { content: Json } };
const writeStory = (file: string, json: unknown) => fs.writeFileSync(path.join(contentDir, file), JSON.stringify(json));

/** The demo content, with an impossible date, hostile Markdown and the probe page. */
function writeContent() {
  fs.rmSync(contentDir, { recursive: true, force: true });
  fs.cpSync(path.join(root, 'site/content'), contentDir, { recursive: true });

  const article = readStory('sv/blogg/kassaflode-fem-satt.json');
  article.story.first_published_at = '2026-02-30T10:00:00.000Z';
  writeStory('sv/blogg/kassaflode-fem-satt.json', article);

  const news = readStory('sv/nyheter.json');
  const changelog = (news.story.content.body as Json[])[1]!;
  (changelog.releases as Json[])[0]!.date = '2026-13-01 00:00';
  writeStory('sv/nyheter.json', news);

  const material = readStory('sv/material.json');
  const downloads = (material.story.content.body as Json[])[1]!;
  downloads.text = `Material för press och partner.\n\n#${' '.repeat(5000)}x\n\n${'[a]('.repeat(5000)}\n\n${'*'.repeat(5000)}a`;
  writeStory('sv/material.json', material);

  writeProbePage('containment', ['server', 'child', 'async-child', 'browser']);
}

/** A page of probe blocks between two sections that must survive them. */
function writeProbePage(slug: string, modes: readonly string[]) {
  const probe = (mode: string, text = '') => ({ _uid: `probe-${mode}`, component: 'ContainmentProbe', mode, text });
  writeStory(`sv/${slug}.json`, {
    story: {
      id: 990001,
      uuid: `${slug}-page`,
      name: slug,
      slug,
      full_slug: `sv/${slug}`,
      is_startpage: false,
      tag_list: [],
      content: {
        _uid: `${slug}-page`,
        component: 'Page',
        body: [{ _uid: 'before', component: 'Heading', text: 'Före proberna', tag: 'h1' }, ...modes.map((m) => probe(m)), probe('ok', 'Efter proberna')],
      },
    },
  });
}

let app: RunningSite;
let log = '';

beforeAll(async () => {
  writeContent();
  const output = buildApp('site', { env, distDir: DIST, capture: true });
  if (output !== undefined) fs.writeFileSync(buildLog, output);
  log = fs.readFileSync(buildLog, 'utf8');
  fs.rmSync(leadsDbPath, { force: true });
  app = await startApp({ env: { ...env, LEADS_DB_PATH: leadsDbPath } });
}, 900_000);

afterAll(async () => {
  await closeBrowser();
  await app?.stop();
});

const get = async (p: string) => {
  const res = await fetch(app.baseUrl + p);
  return { status: res.status, html: await res.text() };
};

describe('a production build with a block that throws', () => {
  test('the build passed and reported each server-side failure, naming the page and the block', () => {
    for (const mode of ['server', 'child', 'async-child']) {
      expect(log).toMatch(new RegExp(`\\[content\\] /sv/containment: ERROR ContainmentProbe \\(_uid probe-${mode}\\) at /: Rendering failed: Probe`));
    }
  });

  test('the page serves 200 with its other sections and nothing of the blocks that threw', async () => {
    const { status, html } = await get('/sv/containment');
    expect(status).toBe(200);
    expect(html).toContain('Före proberna');
    expect(html).toContain('Efter proberna');
    for (const gone of ['must not show', 'data-probe="child"', 'data-probe="async-child"']) expect(html).not.toContain(gone);
    // No diagnostic card, panel or badge in the markup (the site's stylesheet names the badge's attribute in a selector).
    expect(html).not.toMatch(/<[^>]*\sdata-diagnostic/);
    // The block whose client component throws only in the browser is served whole.
    expect(html).toContain('data-probe="browser"');
    expect(html).toContain('Probe island: server HTML');
  });

  test('in the browser, a client component that throws takes only its own block with it, and is reported', async () => {
    const context = await (await getBrowser()).newContext();
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (e) => pageErrors.push(e.message));
    const response = await page.goto(`${app.baseUrl}/sv/containment`, { waitUntil: 'load' });
    expect(response?.status()).toBe(200);
    // Hydrated: the probe island has run in the browser, thrown, and its boundary removed the block.
    await page.waitForFunction(() => !document.querySelector('[data-probe="browser"]'), undefined, { timeout: 15_000 });
    expect(await page.locator('h1').textContent()).toBe('Före proberna');
    expect(await page.locator('[data-probe="ok"]').textContent()).toBe('Efter proberna');
    expect(await page.locator('header').count()).toBeGreaterThan(0);
    // The boundary hands the error on as an uncaught one (window's error event), where Sentry's global handler listens.
    expect(pageErrors).toEqual(['Probe: a client component threw (browser)']);
    await context.close();
  });
});

describe('a production build of content with an impossible date and hostile Markdown', () => {
  test('the article with an impossible first publication date serves 200 without the date', async () => {
    const { status, html } = await get('/sv/blogg/kassaflode-fem-satt');
    expect(status).toBe(200);
    expect(html).toContain('Fem sätt att förbättra kassaflödet');
    expect(html).not.toContain('2026-02-30');
    expect(log).toContain('/first_published_at: "2026-02-30T10:00:00.000Z" is not a real date');
  });

  test('pages listing that article still serve 200 and list it', async () => {
    const { status, html } = await get('/sv/blogg');
    expect(status).toBe(200);
    expect(html).toContain('Fem sätt att förbättra kassaflödet');
  });

  test('the changelog with an impossible release date serves 200 with its other releases', async () => {
    const { status, html } = await get('/sv/nyheter');
    expect(status).toBe(200);
    // Releases are told apart by their dates (a title that only repeats the date is not shown: issue 14).
    for (const kept of ['2026-06-30T00:00', '2026-04-15T00:00', '2026-02-10T00:00']) expect(html).toContain(`dateTime="${kept}"`);
    expect(html).not.toContain('Veckolån finns nu att söka för alla kunder');
  });

  test('the page with hostile Markdown serves 200 with its sections', async () => {
    const { status, html } = await get('/sv/material');
    expect(status).toBe(200);
    expect(html).toContain('Material för press och partner.');
  });
});

describe('a page a CDN kept from another build (docs/deployment.md: the same server actions key for every build)', () => {
  const buildId = (dist: string) => fs.readFileSync(path.join(root, 'site', dist, 'BUILD_ID'), 'utf8');
  const actionIds = (html: string) => [...html.matchAll(/&quot;id&quot;:&quot;([0-9a-f]{20,})&quot;/g)].map((m) => m[1]);

  test('posts its lead form without JavaScript to this build, and the lead is stored', async () => {
    // The site's own build (the global setup's) is a second build of the same action: both got TEST_ACTIONS_KEY.
    const kept = await (await fetch(`${baseUrl()}/sv/kontakt`)).text();
    expect(buildId('.next')).not.toBe(buildId(DIST));
    expect(kept).toContain(buildId('.next'));
    expect(actionIds(kept).length).toBeGreaterThan(0);
    expect(actionIds(kept)).toEqual(actionIds((await get('/sv/kontakt')).html));

    // The CDN answers this build's address with the other build's page; the post reaches this build.
    const context = await (await getBrowser()).newContext({ javaScriptEnabled: false });
    await context.route(`${app.baseUrl}/sv/kontakt`, (route) =>
      route.request().method() === 'GET' ? route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: kept }) : route.continue(),
    );
    const page = await context.newPage();
    await page.goto(`${app.baseUrl}/sv/kontakt`);
    const form = '[data-lead-form="contact"]';
    const email = 'kept-page@firma.example';
    for (const [name, value] of Object.entries({ name: 'Nora Från Cachen', email, phone: '070-123 45 67', companyIdentityNumber: '556036-0793' })) {
      await page.locator(`${form} input[name="${name}"]`).fill(value);
    }
    const [answer] = await Promise.all([page.waitForResponse((r) => r.request().method() === 'POST'), page.locator(`${form} button[type="submit"]`).click()]);
    expect(answer.status()).toBe(200);
    await page.locator(`${form} [data-thank-you-notice]`).waitFor();
    const store = openLeadStore(leadsDbPath, { readonly: true });
    try {
      expect(store.list().filter((lead) => lead.data.email === email)).toEqual([
        expect.objectContaining({ type: 'CONTACT_FORM', data: expect.objectContaining({ companyIdentityNumber: '556036-0793' }) }),
      ]);
    } finally {
      store.close();
    }
    await context.close();
  });
});
