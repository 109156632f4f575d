/**
 * Law: no request gets a 5xx from the production server (issue 12 item 6). 2 000 requests from a
 * seeded generator, half lead calls as the forms make them with parts spoiled (tokens, content
 * types, origins, idempotency keys, hostile field values, bodies of random bytes), half across the
 * router: methods Next knows and WebDAV's, paths
 * with broken and needless percent-encoding, dot segments and doubled slashes, query strings up to
 * 6 KiB and 1 000 parameters, hostile headers (made-up and real tokens, other origins, garbage
 * server-action ids, RSC and prefetch headers) and bodies from valid leads to random bytes. Sent
 * raw (node:http, so the path reaches the server exactly as generated), eight at a time, against a
 * server of its own with the default limits, so 429s are among the answers.
 *
 * Not generated: TRACE and CONNECT, which Next cannot answer and the reverse proxy in front must
 * refuse (docs/deployment.md), and request lines over Node's 16 KiB limit (Node answers 431 itself).
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { CSRF_PATH, LEADS_PATH, type CsrfTokenResponse } from '~/contracts/lead';
import { contactLead, onboardingLead } from '../helpers/leads';
import { startSite, type RunningSite } from '../helpers/site';

// Fixed, so a run is repeatable; ROUTER_FUZZ_SEED and ROUTER_FUZZ_REQUESTS explore further (the seed is printed).
const REQUESTS = Number(process.env.ROUTER_FUZZ_REQUESTS ?? 2000);
const SEED = Number(process.env.ROUTER_FUZZ_SEED ?? 20_261_123);
const CONCURRENCY = 8;

let site: RunningSite;
let token = '';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'leads-fuzz-'));

beforeAll(async () => {
  site = await startSite({ LEADS_DB_PATH: path.join(dataDir, 'leads.sqlite') });
  token = ((await (await fetch(`${site.baseUrl}${CSRF_PATH}`)).json()) as CsrfTokenResponse).token;
});
afterAll(async () => {
  await site.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

interface RawRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: Buffer | undefined;
}

const BASES = [
  '/',
  '/sv',
  '/en',
  '/sv/kontakt',
  '/sv/blogg/kassaflode-fem-satt',
  '/sv/finns-inte',
  '/xx',
  LEADS_PATH,
  `${LEADS_PATH}/`,
  CSRF_PATH,
  '/internal/v1/onboarding',
  '/internal/v1/onboarding/%6ceads',
  '/_next/static/chunks/x.js',
  '/_next/image',
  '/_next/data/x/sv.json',
  '/robots.txt',
  '/sitemap.xml',
  '/icon.svg',
  '/favicon.ico',
  '/demo/x.png',
  '/api/preview',
];

const SEGMENTS = [
  '%',
  '%Z',
  '%ZZ',
  '%00',
  '%2F',
  '%2e%2e',
  '..',
  '.',
  '',
  '%E0%A4%A',
  '%C3%B6',
  '%FF',
  '%25',
  '%u0041',
  ';a=b',
  '~',
  'index',
  'sv',
  '+',
  '@',
  ':',
  "!$&'()*,=",
  '00000000-0000-4000-8000-000000000000',
];

// Characters a request path may carry unescaped, plus the percent sign.
const pathChar = fc.constantFrom(..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~!$&'()*+,;=:@%".split(''));
const segment = fc.oneof(fc.constantFrom(...SEGMENTS), fc.string({ unit: pathChar, maxLength: 20 }));
const requestPath = fc
  .tuple(fc.constantFrom(...BASES), fc.array(segment, { maxLength: 3 }), fc.boolean())
  .map(([base, segments, doubled]) => `${base}${segments.map((s) => `/${s}`).join('')}`.replace(/^\/\//, doubled ? '//' : '/'));

const queryChar = fc.constantFrom(...'abcxyz019-_.~%=&+'.split(''));
const query = fc.oneof(
  { weight: 4, arbitrary: fc.constant('') },
  {
    weight: 2,
    arbitrary: fc
      .array(fc.tuple(fc.string({ unit: queryChar, maxLength: 8 }), fc.string({ unit: queryChar, maxLength: 12 })), { maxLength: 150 })
      .map((ps) => `?${ps.map(([k, v]) => `${k}=${v}`).join('&')}`),
  },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 6000 }).map((n) => `?q=${'x'.repeat(n)}`) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 1000 }).map((n) => `?${'a=1&'.repeat(n)}`) },
  { weight: 1, arbitrary: fc.constantFrom('?_rsc=abc', '?utm_source=x&utm_medium=y', '?url=%ZZ&w=64&q=75', '?%', '?a=%ZZ') },
);

const method = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom('GET', 'POST', 'PUT') },
  { weight: 3, arbitrary: fc.constantFrom('HEAD', 'PATCH', 'DELETE', 'OPTIONS') },
  { weight: 1, arbitrary: fc.constantFrom('PROPFIND', 'PROPPATCH', 'MKCOL', 'COPY', 'MOVE', 'LOCK', 'UNLOCK', 'PURGE', 'SEARCH', 'REPORT', 'MKCALENDAR') },
);

const printable = fc.string({ maxLength: 60 });
const headers = fc.record(
  {
    cookie: fc.oneof(
      fc.constant('csrftoken=TOKEN'),
      fc.constant('__prerender_bypass=x'),
      printable.map((v) => `csrftoken=${v.replace(/[;\s]/g, '')}`),
    ),
    'x-csrftoken': fc.oneof(fc.constant('TOKEN'), printable),
    'content-type': fc.constantFrom(
      'application/json',
      'application/json; charset=latin1',
      'text/plain',
      'multipart/form-data; boundary=x',
      'application/x-www-form-urlencoded',
    ),
    origin: fc.constantFrom('http://127.0.0.1', 'https://evil.example', 'null', 'garbage'),
    'sec-fetch-site': fc.constantFrom('same-origin', 'same-site', 'cross-site', 'none', 'bogus'),
    'idempotency-key': fc.oneof(fc.constantFrom('k1', 'k2'), printable),
    'x-forwarded-proto': fc.constantFrom('https', 'http', 'gopher', 'https, http'),
    'x-forwarded-for': fc.constantFrom('203.0.113.5', '::1', '[2001:db8::1]:80', 'garbage', '1.1.1.1, 2.2.2.2'),
    rsc: fc.constant('1'),
    'next-router-prefetch': fc.constant('1'),
    'next-action': fc.oneof(fc.string({ unit: fc.constantFrom(...'0123456789abcdef'.split('')), minLength: 1, maxLength: 42 }), printable),
    'next-router-state-tree': printable,
    accept: fc.constantFrom('text/html', 'application/json', 'text/x-component', '*/*'),
    range: fc.constantFrom('bytes=0-10', 'bytes=100000-', 'bytes=x'),
  },
  { requiredKeys: [] },
);

const body = fc.oneof(
  fc.constant(undefined),
  fc.constantFrom(JSON.stringify(onboardingLead()), JSON.stringify(contactLead())).map((s) => Buffer.from(s)),
  fc.json({ maxDepth: 3 }).map((s) => Buffer.from(s)),
  fc.uint8Array({ maxLength: 2000 }).map((bytes) => Buffer.from(bytes)),
);

const routerRequest: fc.Arbitrary<RawRequest> = fc
  .record({ method, path: requestPath, query, headers, body })
  .map(({ method: m, path: p, query: q, headers: h, body: b }) => ({ method: m, path: p + q, headers: h, body: m === 'GET' || m === 'HEAD' ? undefined : b }));

// Lead calls as the forms make them, each part spoiled now and then, so that most get past the
// CSRF check and reach the body, the contract, the idempotency keys, the limits and the store.
const often = <T>(usual: T, other: fc.Arbitrary<T>) => fc.oneof({ weight: 4, arbitrary: fc.constant(usual) }, { weight: 1, arbitrary: other });
const hostile = fc.oneof(fc.string({ maxLength: 300 }), fc.constantFrom('', ' ', null, true, 0, 1e308, [], {}, '__proto__'));
const leadBody = fc
  .tuple(
    fc.constantFrom(onboardingLead(), contactLead()),
    fc.dictionary(fc.constantFrom('email', 'phone', 'companyIdentityNumber', 'source', 'firstName', 'utmCampaign', 'extra'), hostile, { maxKeys: 2 }),
  )
  .map(([lead, changes]) => Buffer.from(JSON.stringify({ ...lead, data: { ...lead.data, ...changes } })));
const endpointRequest: fc.Arbitrary<RawRequest> = fc
  .record({
    method: often('POST', fc.constantFrom('PUT', 'PATCH', 'GET', 'DELETE')),
    path: often(LEADS_PATH, fc.constantFrom(`${LEADS_PATH}/00000000-0000-4000-8000-000000000000`, `${LEADS_PATH}/not-a-uuid`, `${LEADS_PATH}/%ZZ`, CSRF_PATH)),
    cookie: often('csrftoken=TOKEN', fc.constantFrom('', 'csrftoken=made-up', 'csrftoken=TOKEN; csrftoken=other')),
    token: often('TOKEN', fc.constantFrom('', 'made-up', 'TOKENx')),
    contentType: often('application/json', fc.constantFrom('text/plain', 'application/json; charset=latin1', '')),
    origin: often('', fc.constantFrom('https://evil.example', 'null')),
    key: fc.oneof(fc.constant(''), fc.constantFrom('submit-1', 'submit-2'), fc.string({ maxLength: 300 })),
    body: often<Buffer | undefined>(Buffer.from(JSON.stringify(onboardingLead())), fc.oneof(leadBody, body)),
  })
  .map(({ method: m, path: p, cookie, token: t, contentType, origin, key, body: b }) => {
    const h: Record<string, string> = { cookie, 'x-csrftoken': t, 'content-type': contentType, origin, 'idempotency-key': key };
    return { method: m, path: p, headers: Object.fromEntries(Object.entries(h).filter(([, v]) => v !== '')), body: m === 'GET' ? undefined : b };
  });

const request = fc.oneof(routerRequest, endpointRequest);

const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

function sendRaw(r: RawRequest): Promise<number | string> {
  const url = new URL(site.baseUrl);
  const headers = Object.fromEntries(Object.entries(r.headers).map(([k, v]) => [k, v.replaceAll('TOKEN', token)]));
  if (r.body) headers['content-length'] = String(r.body.length);
  return new Promise((resolve) => {
    const req = http.request({ host: url.hostname, port: url.port, method: r.method, path: r.path, headers, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 'no status'));
      res.on('error', (error) => resolve(`response error: ${error.message}`));
    });
    req.on('error', (error) => resolve(`request error: ${error.message}`));
    req.end(r.body);
  });
}

test(`no request gets a 5xx: ${REQUESTS} generated requests across the endpoint and the router (seed ${SEED})`, async () => {
  const requests = fc.sample(request, { numRuns: REQUESTS, seed: SEED });
  const answers: { request: RawRequest; answer: number | string }[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < requests.length) {
        const r = requests[next++]!;
        answers.push({ request: r, answer: await sendRaw(r) });
      }
    }),
  );
  const failures = answers.filter(({ answer }) => typeof answer !== 'number' || answer >= 500);
  const statuses = new Map<string, number>();
  for (const { answer } of answers) statuses.set(String(answer), (statuses.get(String(answer)) ?? 0) + 1);
  console.log(`router fuzz (seed ${SEED}): ${answers.length} requests, statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`);
  expect(answers).toHaveLength(REQUESTS);
  expect(failures.map(({ request: r, answer }) => `${answer} ${r.method} ${r.path.slice(0, 200)} ${JSON.stringify(r.headers)}`)).toEqual([]);
  // And the server is still serving.
  expect((await fetch(`${site.baseUrl}/sv`)).status).toBe(200);
}, 600_000);
