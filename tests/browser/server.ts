/**
 * Building and serving the production site for the browser tests and the page-weight benchmark:
 * `next build` once, then `next start` on a free loopback port with its own environment.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');
const next = path.join(root, 'node_modules/.bin/next');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Builds the Next.js app in `dir` (relative to the repo root) unless SKIP_BUILD=1 and a build exists. */
export function buildApp(dir = 'site', { force = false } = {}) {
  const built = fs.existsSync(path.join(root, dir, '.next/BUILD_ID'));
  if (built && !force && process.env.SKIP_BUILD === '1') return;
  execFileSync(next, ['build', dir], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' } });
}

export interface RunningApp {
  baseUrl: string;
  child: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
}

/** Starts `next start <dir>` on a free port and waits until `readyPath` answers below 500. */
export async function startApp({ dir = 'site', env = {}, readyPath = '/sv', timeoutMs = 60_000 }: { dir?: string; env?: Record<string, string>; readyPath?: string; timeoutMs?: number } = {}): Promise<RunningApp> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let log = '';
  const child = spawn(next, ['start', dir, '-p', String(port), '-H', '127.0.0.1'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', APP_ENV: 'production', SITE_URL: baseUrl, NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (log += d));
  child.stderr!.on('data', (d) => (log += d));
  const stop = async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    if (child.exitCode === null) child.kill('SIGKILL');
  };
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`next start exited with ${child.exitCode}:\n${log}`);
    try {
      const res = await fetch(baseUrl + readyPath, { redirect: 'manual' });
      if (res.status < 500) return { baseUrl, child, output: () => log, stop };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`next start did not answer at ${baseUrl + readyPath} within ${timeoutMs} ms:\n${log}`);
}
