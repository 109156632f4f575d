import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { LEAD_FAILURE_PATH, type LeadFailureReport } from '~/contracts/lead';
import * as route from '~/site/app/internal/v1/lead-failures/route';
import { leadEnv, ORIGIN } from '~/tests/helpers/leads';
import { createLeadFailureEndpoint, FAILURE_REPORTS_PER_MINUTE, MAX_REPORT_BYTES } from './failures';
import { clientAddress } from './limits';
import { closeLeadRuntime } from './runtime';

const REPORT: LeadFailureReport = { kind: 'server_error', status: 500, form: 'contact', api: 'external' };

/** A report as sendBeacon sends a string: text/plain, from the site's own page. */
function beacon(body: unknown, { client = '203.0.113.7', headers = {} as Record<string, string> } = {}): Request {
  return new Request(`${ORIGIN}${LEAD_FAILURE_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8', origin: ORIGIN, 'sec-fetch-site': 'same-origin', 'x-forwarded-for': client, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** An endpoint whose log, Sentry and clock the test holds. */
function endpoint(perMinute?: number, perMinuteAll?: number) {
  const lines: string[] = [];
  const reported: string[] = [];
  const clock = { now: 0 };
  const receive = createLeadFailureEndpoint({
    clientAddress: (headers) => clientAddress(headers, { header: 'x-forwarded-for', proxies: 1 }),
    siteUrl: ORIGIN,
    log: (line) => lines.push(line),
    now: () => clock.now,
    report: (line) => reported.push(line),
    ...(perMinute === undefined ? {} : { perMinute }),
    ...(perMinuteAll === undefined ? {} : { perMinuteAll }),
  }).receive;
  return { receive, lines, reported, clock };
}

describe('the report', () => {
  test('a report as the form sends it (text/plain from sendBeacon, or JSON): 204, nothing cached, one line in the log and to Sentry', async () => {
    const { receive, lines, reported } = endpoint();
    const answer = await receive(beacon(REPORT));
    expect(answer.status).toBe(204);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.text()).toBe('');
    expect(
      (await receive(beacon({ ...REPORT, kind: 'not_found', status: 404, api: 'site' }, { headers: { 'content-type': 'application/json' } }))).status,
    ).toBe(204);
    expect(lines).toEqual([
      "[leads] a contact form's send from a browser failed: a server error, HTTP 500, sending to API_BASE_URL (server_error)",
      expect.stringMatching(
        /^\[leads\] a contact form's send from a browser failed: not found \(.*API_BASE_URL.*\), HTTP 404, sending to the site's own endpoint \(not_found\)$/,
      ),
    ]);
    expect(reported).toEqual(lines);
  });

  test('no answer at all is said without a status', async () => {
    const { receive, lines } = endpoint();
    await receive(beacon({ kind: 'no_answer', status: 0, form: 'hero', api: 'external' }));
    expect(lines).toEqual([
      expect.stringMatching(/^\[leads\] a hero form's send from a browser failed: no answer \([^)]*\), sending to API_BASE_URL \(no_answer\)$/),
    ]);
  });

  test.each([
    ['another kind', { ...REPORT, kind: 'crashed' }, 'kind'],
    ['a status no HTTP answer has', { ...REPORT, status: 600 }, 'status'],
    ['a fractional status', { ...REPORT, status: 500.5 }, 'status'],
    ['a status as text', { ...REPORT, status: '500' }, 'status'],
    ['another form', { ...REPORT, form: 'newsletter' }, 'form'],
    ['another target', { ...REPORT, api: 'https://api.example' }, 'api'],
    ['a key too many (what the visitor typed)', { ...REPORT, email: 'anna@firma.se' }, '(root)'],
    ['a key missing', { kind: 'server_error', status: 500, form: 'contact' }, 'api'],
    ['no object', ['server_error', 500], '(root)'],
  ])('%s: 400 naming the field, nothing logged', async (_, body, field) => {
    const { receive, lines } = endpoint();
    const answer = await receive(beacon(body));
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ error: 'invalid_report', errors: { [field]: [expect.any(String)] } });
    expect(lines).toEqual([]);
  });

  test('not JSON 400, another content type 415, over 1 KiB 413, from another site 403: never a 500, nothing logged', async () => {
    const { receive, lines } = endpoint();
    expect((await receive(beacon('{"kind":'))).status).toBe(400);
    expect((await receive(beacon(''))).status).toBe(400);
    expect((await receive(beacon(REPORT, { headers: { 'content-type': 'application/x-www-form-urlencoded' } }))).status).toBe(415);
    expect((await receive(beacon(REPORT, { headers: { 'content-type': 'text/plain;charset=latin1' } }))).status).toBe(415);
    expect((await receive(beacon({ ...REPORT, pad: 'x'.repeat(MAX_REPORT_BYTES) }))).status).toBe(413);
    const crossSite = await receive(beacon(REPORT, { headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } }));
    expect(crossSite.status).toBe(403);
    expect(await crossSite.json()).toMatchObject({ error: 'cross_site' });
    expect(lines).toEqual([]);
  });
});

describe('the limit', () => {
  test("a client's reports a minute, then 429 with Retry-After; another client still reports", async () => {
    const { receive } = endpoint(3);
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await receive(beacon(REPORT))).status);
    expect(statuses).toEqual([204, 204, 204, 429]);
    const refused = await receive(beacon(REPORT));
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(await refused.json()).toMatchObject({ error: 'rate_limited' });
    expect((await receive(beacon(REPORT, { client: '198.51.100.9' }))).status).toBe(204);
  });

  test("the whole site's reports a minute are capped too: addresses a client makes up (X-Forwarded-For) cannot fill the counts", async () => {
    const { receive, lines } = endpoint(10, 5);
    const statuses = [];
    for (let i = 1; i <= 8; i++) statuses.push((await receive(beacon(REPORT, { client: `10.0.0.${i}` }))).status);
    expect(statuses).toEqual([204, 204, 204, 204, 204, 429, 429, 429]);
    expect(lines).toHaveLength(1);
  });

  test('the default is FAILURE_REPORTS_PER_MINUTE, and a refused report is not logged or counted', async () => {
    const { receive, lines, clock } = endpoint();
    for (let i = 0; i < FAILURE_REPORTS_PER_MINUTE; i++) expect((await receive(beacon(REPORT))).status).toBe(204);
    expect((await receive(beacon(REPORT))).status).toBe(429);
    clock.now = 60_000;
    await receive(beacon(REPORT, { client: '198.51.100.9' }));
    expect(lines.at(-1)).toMatch(/\(and 9 more like it in the minute before\)$/);
  });
});

describe('the log', () => {
  test('one line per kind a minute: the same kind again is counted, and the count said with its next line', async () => {
    const { receive, lines, reported, clock } = endpoint(1000);
    for (let i = 0; i < 5; i++) await receive(beacon(REPORT));
    await receive(beacon({ ...REPORT, kind: 'stored_without_id', status: 201 }));
    await receive(beacon({ ...REPORT, status: 502, form: 'hero' }));
    expect(lines).toEqual([
      expect.stringContaining('(server_error)'),
      expect.stringMatching(/^\[leads\] a contact form's send from a browser failed: stored, but the answer names no lead .*HTTP 201.*\(stored_without_id\)$/),
    ]);
    clock.now = 59_999;
    await receive(beacon(REPORT));
    expect(lines).toHaveLength(2);
    clock.now = 60_000;
    await receive(beacon(REPORT));
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe(
      "[leads] a contact form's send from a browser failed: a server error, HTTP 500, sending to API_BASE_URL (server_error) (and 6 more like it in the minute before)",
    );
    // Sentry gets each line logged, without the count: one message per kind, which it groups.
    expect(reported).toEqual(lines.map((line) => line.replace(/ \(and \d+ more like it in the minute before\)$/, '')));
  });
});

describe('the route', () => {
  const env = leadEnv({ API_BASE_URL: 'https://api.flodvik.example', SENTRY_DSN: undefined });
  beforeAll(env.apply);
  afterAll(() => {
    closeLeadRuntime();
    env.restore();
  });

  test('takes reports with an external API configured (that is when they matter most), and answers other methods 405 with Allow', async () => {
    expect((await route.POST(beacon(REPORT))).status).toBe(204);
    const get = route.GET();
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST, OPTIONS');
    expect(route.OPTIONS().status).toBe(204);
  });
});
