/**
 * Browser tests run against the production build: build once (unless SKIP_BUILD=1 and a build
 * exists), start `next start` on a free port with its own lead database, hand the URL to the tests.
 *
 * The marketing layer's third parties are fake providers on loopback (fakeProviders.ts). Their URLs
 * must be known at build time (the pages are static and the CSP is computed by next.config), so the
 * providers start first and the build gets their URLs; a reused build (SKIP_BUILD=1) reuses their
 * port, recorded beside the build. The start page's review widget gets the fake script through a
 * copy of the embedded content (CONTENT_DIR), the committed content stays as it is.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildApp, hasBuild, root, startApp } from '../helpers/site';
import { startFakeProviders } from './fakeProviders';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    leadsDbPath: string;
    providersOrigin: string;
  }
}

const PORT_FILE = path.join(root, 'site/.next/fake-providers-port');
const CONTENT_COPY = path.join(root, 'tests/.tmp/browser-content');

/** Sets scriptUrl on every ReviewWidget blok of a story. */
function pointReviewWidgets(node: unknown, scriptUrl: string): void {
  if (Array.isArray(node)) for (const item of node) pointReviewWidgets(item, scriptUrl);
  else if (node && typeof node === 'object') {
    const record = node as Record<string, unknown>;
    if (record.component === 'ReviewWidget') record.scriptUrl = scriptUrl;
    for (const value of Object.values(record)) pointReviewWidgets(value, scriptUrl);
  }
}

/** The embedded content with the start pages' review widgets loading the fake review script. */
function contentWithFakeReviewScript(origin: string): string {
  fs.rmSync(CONTENT_COPY, { recursive: true, force: true });
  fs.cpSync(path.join(root, 'site/content'), CONTENT_COPY, { recursive: true });
  for (const locale of ['sv', 'en']) {
    const file = path.join(CONTENT_COPY, locale, 'index.json');
    const story = JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
    pointReviewWidgets(story, `${origin}/review.js`);
    fs.writeFileSync(file, JSON.stringify(story, null, 2));
  }
  return CONTENT_COPY;
}

export default async function setup(project: TestProject) {
  const reuse = process.env.SKIP_BUILD === '1' && hasBuild('site') && fs.existsSync(PORT_FILE);
  const providers = await startFakeProviders(reuse ? Number(fs.readFileSync(PORT_FILE, 'utf8')) : 0);
  const marketingEnv = {
    GTM_SCRIPT_URL: `${providers.origin}/gtm.js`,
    CHAT_SCRIPT_URL: `${providers.origin}/chat.js`,
    REVIEW_SCRIPT_ORIGINS: providers.origin,
    CONTENT_DIR: contentWithFakeReviewScript(providers.origin),
  };
  Object.assign(process.env, marketingEnv);
  buildApp('site');
  fs.writeFileSync(PORT_FILE, String(providers.port));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'leads-'));
  const leadsDbPath = path.join(dataDir, 'leads.sqlite');
  // Every test's browser is one client (127.0.0.1): the per-client limits are lifted here and tested
  // on servers of their own (leads.browser.test.ts).
  const app = await startApp({
    env: {
      LEADS_DB_PATH: leadsDbPath,
      LEADS_CREATES_PER_MINUTE: '1000',
      LEADS_UPDATES_PER_MINUTE: '1000',
      LEADS_CREATES_PER_CLIENT_PER_DAY: '100000',
      ...marketingEnv,
    },
  });
  project.provide('baseUrl', app.baseUrl);
  project.provide('leadsDbPath', leadsDbPath);
  project.provide('providersOrigin', providers.origin);
  return async () => {
    await app.stop();
    await providers.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
