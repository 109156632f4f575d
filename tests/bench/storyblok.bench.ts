/**
 * `npm run bench:storyblok`: two figures of the Storyblok loop, printed, not asserted.
 *
 * 1. Seconds from publish webhook to fresh page: a production server (a copy of the existing build)
 *    reads a fake space; a story is published in the fake, the signed webhook is posted, and the page
 *    is requested until it shows the new title. Measured RUNS times: webhook answer, and webhook sent →
 *    first fresh response (the first request after the webhook is the fresh one when the loop works).
 *    Both include the webhook's settle wait (STORYBLOK_WEBHOOK_SETTLE_MS: 1200 ms in the test helper,
 *    3000 ms by default in production).
 * 2. `npm run content:check` on a fake space of 500 stories: the command as CI runs it (tsx start-up,
 *    pages of 25, validation), wall-clock seconds.
 *
 * Reuses the existing build (`npm run build` or the browser tests' build first).
 */
import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import { embeddedStories, FakeStoryblok, pageStory as page, signWebhook, SPACE_ID } from '../helpers/fakeStoryblok';
import { hasBuild, root } from '../helpers/site';
import { startStoryblokSite, WEBHOOK_SECRET } from '../helpers/storyblokSite';
import { median } from './median';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SPACE_SIZE = 500;

if (!hasBuild()) {
  console.error('No production build found (site/.next/BUILD_ID). Run `npm run build` first, then `npm run bench:storyblok`.');
  process.exit(1);
}

const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function webhookToFreshPage(): Promise<void> {
  const fake = new FakeStoryblok([...embeddedStories(), page(9001, 'sv/bench', 'Version 0')]);
  await fake.start();
  const site = await startStoryblokSite(fake);
  try {
    const title = async () => /<h1[^>]*>([^<]*)<\/h1>/.exec(await (await fetch(`${site.baseUrl}/sv/bench`)).text())?.[1];
    await title(); // generated once, as a published page would be
    const answers: number[] = [];
    const fresh: number[] = [];
    let firstRequestFresh = 0;
    for (let run = 1; run <= RUNS; run++) {
      fake.publish(page(9001, 'sv/bench', `Version ${run}`));
      const body = JSON.stringify({ action: 'published', story_id: 9001, space_id: SPACE_ID, full_slug: 'sv/bench', text: 'bench' });
      const sent = performance.now();
      await fetch(`${site.baseUrl}/api/revalidate`, { method: 'POST', headers: { 'webhook-signature': signWebhook(WEBHOOK_SECRET, body) }, body });
      answers.push(performance.now() - sent);
      let requests = 0;
      while ((await title()) !== `Version ${run}`) {
        if (++requests > 200) throw new Error('the page never showed the new content');
        await new Promise((r) => setTimeout(r, 50));
      }
      if (requests === 0) firstRequestFresh++;
      fresh.push(performance.now() - sent);
    }
    console.log(`Publish webhook → fresh page (${RUNS} runs, production server, fake space on loopback):`);
    console.log(`  webhook answered in   median ${s(median(answers))}, max ${s(Math.max(...answers))}`);
    console.log(`  fresh page served in  median ${s(median(fresh))}, max ${s(Math.max(...fresh))} after the webhook was sent`);
    console.log(`  the first request after the webhook was fresh in ${firstRequestFresh} of ${RUNS} runs`);
  } finally {
    await site.stop();
    await fake.stop();
  }
}

async function contentCheck(): Promise<void> {
  const base = embeddedStories().filter((st) => st.content.component !== 'SiteConfig');
  const stories = Array.from({ length: SPACE_SIZE }, (_, i) => {
    const story = base[i % base.length]!;
    const locale = story.full_slug.split('/')[0];
    return { ...story, id: 50_000 + i, uuid: crypto.randomUUID(), full_slug: `${locale}/bench/s${i}` };
  });
  const fake = new FakeStoryblok(stories);
  await fake.start();
  try {
    const started = performance.now();
    const { stdout } = await promisify(execFile)(path.join(root, 'node_modules/.bin/tsx'), ['site/scripts/content-check.ts'], {
      cwd: root,
      env: { ...process.env, STORYBLOK_TOKEN: fake.publishedToken, STORYBLOK_API_URL: fake.baseUrl },
      maxBuffer: 64 * 1024 * 1024,
    }).catch((e: { stdout: string }) => e);
    const seconds = performance.now() - started;
    const pages = fake.requests.filter((r) => r.path === '/v2/cdn/stories' && r.status === 200).length;
    console.log(`\ncontent:check on a fake space of ${SPACE_SIZE} stories: ${s(seconds)} wall clock (${pages} pages of ≤ 25)`);
    console.log(`  ${stdout.trim().split('\n').at(-1)}`);
  } finally {
    await fake.stop();
  }
}

await webhookToFreshPage();
await contentCheck();
