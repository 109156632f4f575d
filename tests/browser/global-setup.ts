/**
 * Browser tests run against the production build: build once (unless SKIP_BUILD=1 and a build
 * exists), start `next start` on a free port with its own lead database, hand the URL to the tests.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildApp, startApp } from '../helpers/site';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    leadsDbPath: string;
  }
}

export default async function setup(project: TestProject) {
  buildApp('site');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'leads-'));
  const leadsDbPath = path.join(dataDir, 'leads.sqlite');
  // Every test's browser is one client (127.0.0.1): the per-client limits are lifted here and tested
  // on servers of their own (leads.browser.test.ts).
  const app = await startApp({ env: { LEADS_DB_PATH: leadsDbPath, LEADS_CREATES_PER_MINUTE: '1000', LEADS_UPDATES_PER_MINUTE: '1000' } });
  project.provide('baseUrl', app.baseUrl);
  project.provide('leadsDbPath', leadsDbPath);
  return async () => {
    await app.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
