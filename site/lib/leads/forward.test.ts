import { afterEach, expect, test, vi } from 'vitest';
import { CSRF_PATH, LEADS_PATH } from '~/contracts/lead';
import { onboardingLead } from '~/tests/helpers/leads';
import { forwardLead } from './forward';

const API = 'https://api.flodvik.example';

/** An external API as the contract describes it: a token and its cookie first, then a write carrying both. */
function externalApi({ createStatus = 201, createBody = '{"id":"lead-1"}' } = {}) {
  const seen: { method: string; url: string; cookie: string | null; token: string | null; key: string | null; forwardedFor: string | null }[] = [];
  const fetch = (input: string, init: RequestInit) => {
    const headers = new Headers(init.headers);
    seen.push({
      method: init.method ?? 'GET',
      url: input,
      cookie: headers.get('cookie'),
      token: headers.get('x-csrftoken'),
      key: headers.get('idempotency-key'),
      forwardedFor: headers.get('x-forwarded-for'),
    });
    if (input.endsWith(CSRF_PATH)) {
      const answer = new Response(JSON.stringify({ token: 'tok-1', expiresAt: new Date(Date.now() + 3_600_000).toISOString() }), { status: 200 });
      answer.headers.append('Set-Cookie', 'csrftoken=tok-1; Path=/; HttpOnly; SameSite=Lax');
      return Promise.resolve(answer);
    }
    return Promise.resolve(new Response(createStatus < 300 ? createBody : '{"error":"rate_limited"}', { status: createStatus }));
  };
  return { seen, fetch };
}

const KEY = 'form-post:0f1e2d';

test("a form post is forwarded to the external API with its own token and cookie, and the post's idempotency key", async () => {
  const api = externalApi();
  expect(await forwardLead(`${API}/`, onboardingLead(), KEY, { fetch: api.fetch })).toBe(true);
  expect(api.seen.map(({ method, url }) => `${method} ${url}`)).toEqual([`GET ${API}${CSRF_PATH}`, `POST ${API}${LEADS_PATH}`]);
  expect(api.seen[1]).toMatchObject({ cookie: 'csrftoken=tok-1', token: 'tok-1', key: KEY });
});

test('the same post forwarded again (a reload of the answer, a resend after a forward that timed out here) carries the same key', async () => {
  const api = externalApi({ createStatus: 503 });
  expect(await forwardLead(API, onboardingLead(), KEY, { fetch: api.fetch })).toBe(false);
  const again = externalApi();
  expect(await forwardLead(API, onboardingLead(), KEY, { fetch: again.fetch })).toBe(true);
  const keys = [...api.seen, ...again.seen].filter((s) => s.method === 'POST').map((s) => s.key);
  expect(new Set(keys)).toEqual(new Set([KEY]));
});

test('a refusal of the external API is a failure, not an exception', async () => {
  const api = externalApi({ createStatus: 429 });
  expect(await forwardLead(API, onboardingLead(), KEY, { fetch: api.fetch })).toBe(false);
});

test('an API that cannot be reached is a failure', async () => {
  expect(await forwardLead(API, onboardingLead(), KEY, { fetch: () => Promise.reject(new TypeError('fetch failed')) })).toBe(false);
});

test('two forwards never share a token: each visitor’s post fetches its own', async () => {
  const api = externalApi();
  await forwardLead(API, onboardingLead(), KEY, { fetch: api.fetch });
  await forwardLead(API, onboardingLead(), KEY, { fetch: api.fetch });
  expect(api.seen.filter((s) => s.url.endsWith(CSRF_PATH))).toHaveLength(2);
  expect(api.seen[2]?.cookie).toBeNull();
});

test("each request to the API says whom it is made for: the client's X-Forwarded-For; none when there is none", async () => {
  const api = externalApi();
  await forwardLead(API, onboardingLead(), KEY, { fetch: api.fetch, forwardedFor: '6.6.6.6, 203.0.113.7' });
  expect(api.seen.map((s) => s.forwardedFor)).toEqual(['6.6.6.6, 203.0.113.7', '6.6.6.6, 203.0.113.7']);
  const without = externalApi();
  await forwardLead(API, onboardingLead(), KEY, { fetch: without.fetch });
  expect(without.seen.map((s) => s.forwardedFor)).toEqual([null, null]);
});

afterEach(() => vi.restoreAllMocks());

test('a create the API answers with a 2xx that names no lead is stored: the post counts as sent, and the log says what the API did', async () => {
  const warnings: string[] = [];
  vi.spyOn(console, 'warn').mockImplementation((line: string) => void warnings.push(line));
  for (const [status, body] of [
    [201, ''],
    [200, '{"ok":true}'],
  ] as const) {
    const api = externalApi({ createStatus: status, createBody: body });
    expect(await forwardLead(`${API}/v${status}`, onboardingLead(), KEY, { fetch: api.fetch }), `${status} ${body}`).toBe(true);
  }
  expect(warnings).toEqual([
    expect.stringMatching(/^\[leads\] https:\/\/api\.flodvik\.example\/v201 stored a forwarded form post without naming the lead \(HTTP 201/),
    expect.stringMatching(/\/v200 stored a forwarded form post without naming the lead \(HTTP 200/),
  ]);
});

test('an API that keeps failing is logged once a minute with a count, not once a post (a bot posting while it is down)', async () => {
  const warnings: string[] = [];
  vi.spyOn(console, 'warn').mockImplementation((line: string) => void warnings.push(line));
  const down = `${API}/down-${Date.now()}`;
  for (let i = 0; i < 5; i += 1)
    expect(await forwardLead(down, onboardingLead(), KEY, { fetch: () => Promise.reject(new TypeError('fetch failed')) })).toBe(false);
  expect(warnings).toEqual([expect.stringMatching(/^\[leads\] forwarding a form post to https:\/\/api\.flodvik\.example\/down-\d+ failed: /)]);
  // Another failure of the same API is a line of its own: a refusal is not hidden behind the outage.
  expect(await forwardLead(down, onboardingLead(), KEY, { fetch: externalApi({ createStatus: 400 }).fetch })).toBe(false);
  expect(warnings).toHaveLength(2);
});
