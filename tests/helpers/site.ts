/**
 * Building and serving a Next.js app of this repository (the site, or a bare comparison app) for the
 * browser tests and the benchmarks: `next build` once, `next start` on a free loopback port.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');
const next = path.join(root, 'node_modules/.bin/next');

export const hasBuild = (dir = 'site', distDir = '.next') => fs.existsSync(path.join(root, dir, distDir, 'BUILD_ID'));

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

/**
 * The Visual Editor origin the browser tests frame draft pages from (any loopback port): the draft
 * pages' frame-ancestors are fixed at build time, so test builds allow it; production builds do not.
 */
export const TEST_EDITOR_ORIGINS = 'http://localhost:*';

/**
 * The server actions key of every site build the tests make (docs/deployment.md asks production to
 * give every build the same one): the containment build checks that a page of the main build posts
 * its lead form to it. Not a secret: nothing of the tests' actions is encrypted with it.
 */
export const TEST_ACTIONS_KEY = Buffer.alloc(32, 'flodvik test builds').toString('base64');

/**
 * Builds the app in `dir` (relative to the repository root), unless SKIP_BUILD=1 and a build exists.
 * With `capture`, the build's output (stdout and stderr) is returned instead of printed.
 */
export function buildApp(
  dir = 'site',
  { force = false, env = {}, distDir = '.next', capture = false }: { force?: boolean; env?: Record<string, string>; distDir?: string; capture?: boolean } = {},
): string | undefined {
  if (hasBuild(dir, distDir) && !force && process.env.SKIP_BUILD === '1') return undefined;
  const options = {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      STORYBLOK_EDITOR_ORIGINS: TEST_EDITOR_ORIGINS,
      NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: TEST_ACTIONS_KEY,
      ...env,
    },
  } as const;
  if (!capture) {
    execFileSync(next, ['build', dir], { ...options, stdio: 'inherit' });
    return undefined;
  }
  const run = spawnSync(next, ['build', dir], { ...options, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 * 1024 * 1024 });
  const output = `${run.stdout}\n${run.stderr}`;
  if (run.status !== 0) throw new Error(`next build ${dir} failed (${run.status ?? run.signal}):\n${output}`);
  return output;
}

export interface RunningSite {
  baseUrl: string;
  /** The process `next start` runs in (for the benchmarks' memory readings). */
  pid: number;
  /** Everything the server printed, for error messages. */
  log: () => string;
  /** The process's exit code once it has exited (null: ended by a signal). */
  exited: Promise<number | null>;
  stop: () => Promise<void>;
}

/** Starts `next start <dir>` from the repository root with extra environment; resolves once `readyPath` answers below 500. */
export async function startApp({
  dir = 'site',
  env = {},
  readyPath = '/sv',
  timeoutMs = 60_000,
}: { dir?: string; env?: Record<string, string | undefined>; readyPath?: string; timeoutMs?: number } = {}): Promise<RunningSite> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(next, ['start', dir, '-p', String(port), '-H', '127.0.0.1'], {
    cwd: root,
    // No drain at SIGTERM (docs/deployment.md "Stop"): stop() below would wait it out for every server; a test of it sets its own.
    env: { ...process.env, NODE_ENV: 'production', APP_ENV: 'production', SITE_URL: baseUrl, NEXT_TELEMETRY_DISABLED: '1', STOP_DRAIN_MS: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 3000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
  };
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`next start exited with ${child.exitCode}:\n${output}`);
    try {
      const res = await fetch(baseUrl + readyPath, { redirect: 'manual' });
      if (res.status < 500) return { baseUrl, pid: child.pid!, log: () => output, exited, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`next start did not answer at ${baseUrl + readyPath} within ${timeoutMs} ms:\n${output}`);
}

/** Starts the site's production build with extra environment. */
export const startSite = (env: Record<string, string | undefined> = {}, timeoutMs?: number) => startApp({ env, ...(timeoutMs ? { timeoutMs } : {}) });
