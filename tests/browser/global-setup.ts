/**
 * Browser tests run against the production build: build once (unless SKIP_BUILD=1 and a build
 * exists), start `next start` on a free port with its own lead database, hand the URL to the tests.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

const root = path.resolve(import.meta.dirname, '../..');
const next = path.join(root, 'node_modules/.bin/next');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function waitFor(url: string, child: ChildProcess, log: () => string, timeoutMs = 60_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`next start exited with ${child.exitCode}:\n${log()}`);
    try {
      const res = await fetch(url, { redirect: 'manual' });
      if (res.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`next start did not answer at ${url} within ${timeoutMs} ms:\n${log()}`);
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    leadsDbPath: string;
  }
}

export default async function setup(project: TestProject) {
  const built = fs.existsSync(path.join(root, 'site/.next/BUILD_ID'));
  if (!(process.env.SKIP_BUILD === '1' && built)) {
    execFileSync(next, ['build', 'site'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' } });
  }
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'leads-'));
  const leadsDbPath = path.join(dataDir, 'leads.sqlite');
  let output = '';
  const child = spawn(next, ['start', 'site', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', APP_ENV: 'production', LEADS_DB_PATH: leadsDbPath, SITE_URL: `http://127.0.0.1:${port}`, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitFor(`${baseUrl}/sv`, child, () => output);
  project.provide('baseUrl', baseUrl);
  project.provide('leadsDbPath', leadsDbPath);
  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    if (child.exitCode === null) child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
