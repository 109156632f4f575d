/**
 * A second `next start` of the suite's production build, reading a fake Storyblok space instead of
 * the embedded content. It serves a copy of the build (without the build cache), so its page and
 * data caches are its own: revalidating there never changes what the main test server serves.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FakeStoryblok } from './fakeStoryblok';
import { root, startApp, TEST_EDITOR_ORIGINS, type RunningSite } from './site';

export const WEBHOOK_SECRET = 'webhook-secret-0001';

let copies = 0;

/** Fails clearly when the build does not let the test's editor origin frame draft pages. */
export function assertTestBuild(): void {
  const manifest = fs.readFileSync(path.join(root, 'site/.next/routes-manifest.json'), 'utf8');
  if (!manifest.includes(TEST_EDITOR_ORIGINS)) {
    throw new Error(
      `site/.next was built without STORYBLOK_EDITOR_ORIGINS=${TEST_EDITOR_ORIGINS}: run the browser tests without SKIP_BUILD (or build through tests/helpers/site.ts)`,
    );
  }
}

export async function startStoryblokSite(fake: FakeStoryblok, env: Record<string, string | undefined> = {}): Promise<RunningSite> {
  const dist = path.join(root, 'tests/.tmp', `next-storyblok-${process.pid}-${++copies}`);
  fs.rmSync(dist, { recursive: true, force: true });
  fs.cpSync(path.join(root, 'site/.next'), dist, { recursive: true, filter: (src) => !src.startsWith(path.join(root, 'site/.next/cache')) });
  const data = fs.mkdtempSync(path.join(os.tmpdir(), 'leads-sb-'));
  try {
    const site = await startApp({
      readyPath: '/robots.txt',
      env: {
        NEXT_DIST_DIR: path.relative(path.join(root, 'site'), dist),
        STORYBLOK_TOKEN: fake.publishedToken,
        STORYBLOK_PREVIEW_TOKEN: fake.previewToken,
        STORYBLOK_WEBHOOK_SECRET: WEBHOOK_SECRET,
        // Shorter than the production default (3000 ms), longer than the lag a test gives the fake (FakeStoryblok.cvLagMs).
        STORYBLOK_WEBHOOK_SETTLE_MS: '1200',
        STORYBLOK_API_URL: fake.baseUrl,
        LEADS_DB_PATH: path.join(data, 'leads.sqlite'),
        ...env,
      },
    });
    return {
      ...site,
      stop: async () => {
        await site.stop();
        fs.rmSync(dist, { recursive: true, force: true });
        fs.rmSync(data, { recursive: true, force: true });
      },
    };
  } catch (error) {
    fs.rmSync(dist, { recursive: true, force: true });
    fs.rmSync(data, { recursive: true, force: true });
    throw error;
  }
}
