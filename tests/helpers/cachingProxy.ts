/**
 * A tiny shared cache in front of the site, behaving as a CDN does for these tests: it rewrites Host
 * to the origin's and says where the request came from in X-Forwarded-Host/-For/-Proto; it keeps a
 * GET answer whose Cache-Control allows a shared cache (s-maxage, or public with max-age; never
 * private, no-store or no-cache) and hands it to every later visitor, keyed by URL and the RSC
 * request headers Next varies on. Every answer it passed on is recorded for the tests to inspect.
 */
import http from 'node:http';
import { forward, listenLocally } from './localServer';

export interface Passed {
  method: string;
  url: string;
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Served from the cache rather than the origin. */
  hit: boolean;
}

interface Entry {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  expires: number;
}

export interface CachingProxy {
  baseUrl: string;
  passed: Passed[];
  close: () => Promise<void>;
}

/** Seconds a shared cache may keep an answer with this Cache-Control, or 0. */
export function sharedMaxAge(cacheControl: string | undefined): number {
  const directives = new Map(
    (cacheControl ?? '')
      .split(',')
      .map((d) => d.trim().toLowerCase())
      .filter(Boolean)
      .map((d) => {
        const [name = '', value = ''] = d.split('=');
        return [name, value] as const;
      }),
  );
  if (['private', 'no-store', 'no-cache'].some((d) => directives.has(d))) return 0;
  if (directives.has('s-maxage')) return Number(directives.get('s-maxage')) || 0;
  return directives.has('public') ? Number(directives.get('max-age')) || 0 : 0;
}

const VARY_ON = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch'];

export async function startCachingProxy(origin: string): Promise<CachingProxy> {
  const target = new URL(origin);
  const cache = new Map<string, Entry>();
  const passed: Passed[] = [];

  const server = http.createServer((req, res) => {
    const method = req.method ?? 'GET';
    const url = req.url ?? '/';
    const key = [url, ...VARY_ON.map((h) => req.headers[h] ?? '')].join('\n');
    const cached = method === 'GET' || method === 'HEAD' ? cache.get(key) : undefined;
    if (cached && cached.expires > Date.now()) {
      passed.push({ method, url, status: cached.status, headers: cached.headers, hit: true });
      res.writeHead(cached.status, { ...cached.headers, 'x-cache': 'HIT' });
      res.end(method === 'HEAD' ? undefined : cached.body);
      return;
    }
    const headers = {
      ...req.headers,
      host: target.host,
      'x-forwarded-host': req.headers.host ?? '',
      'x-forwarded-proto': 'http',
      'x-forwarded-for': [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', '),
    };
    forward(target, req, res, headers, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const body = Buffer.concat(chunks);
        const status = answer.statusCode ?? 502;
        passed.push({ method, url, status, headers: answer.headers, hit: false });
        const maxAge = method === 'GET' && status === 200 ? sharedMaxAge(answer.headers['cache-control']) : 0;
        // A CDN would hand a stored Set-Cookie to everyone: the tests fail on it rather than store it.
        if (maxAge > 0 && !answer.headers['set-cookie']) cache.set(key, { status, headers: answer.headers, body, expires: Date.now() + maxAge * 1000 });
        const { 'transfer-encoding': _chunked, ...rest } = answer.headers;
        res.writeHead(status, { ...rest, 'content-length': String(body.length), 'x-cache': 'MISS' });
        res.end(method === 'HEAD' ? undefined : body);
      });
    });
  });
  const { baseUrl, close } = await listenLocally(server);
  return {
    baseUrl,
    passed,
    close,
  };
}
