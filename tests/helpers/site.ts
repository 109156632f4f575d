/** Starting the production build (`next start site`) on a free port, for scripts that need a real server. */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');
const next = path.join(root, 'node_modules/.bin/next');

export const hasBuild = () => fs.existsSync(path.join(root, 'site/.next/BUILD_ID'));

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

export interface RunningSite {
  baseUrl: string;
  /** Everything the server printed, for error messages. */
  log: () => string;
  stop: () => Promise<void>;
}

/** Starts `next start site` from the repository root with extra environment; resolves once /sv answers. */
export async function startSite(env: Record<string, string | undefined>, timeoutMs = 60_000): Promise<RunningSite> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(next, ['start', 'site', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', APP_ENV: 'production', SITE_URL: baseUrl, NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 3000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
  };
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`next start exited with ${child.exitCode}:\n${output}`);
    try {
      const res = await fetch(`${baseUrl}/sv`, { redirect: 'manual' });
      if (res.status < 500) return { baseUrl, log: () => output, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`next start did not answer at ${baseUrl} within ${timeoutMs} ms:\n${output}`);
}
