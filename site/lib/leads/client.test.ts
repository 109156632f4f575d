/**
 * The browser client and the embedded endpoint agree: leadsApi's calls, routed straight into the
 * route handlers by a stand-in for the browser that keeps a cookie jar as Chromium would (it stores
 * Set-Cookie and sends the cookies back; the page's script never sees the HttpOnly token cookie).
 */
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createCsrfTokenSource, createHttpClient, isHttpError, type CsrfTokenSource } from '~/blocks/_lib/http';
import { leadsApi } from '~/blocks/_lib/leadsApi';
import * as csrfRoute from '~/site/app/internal/v1/onboarding/csrf/route';
import * as collection from '~/site/app/internal/v1/onboarding/leads/route';
import * as item from '~/site/app/internal/v1/onboarding/leads/[id]/route';
import { CSRF_PATH, LEADS_PATH, type SavedLead } from '~/contracts/lead';
import { contactLead, leadEnv, onboardingLead, ORIGIN, tempDir } from '~/tests/helpers/leads';
import { closeLeadRuntime, getLeadStore } from './runtime';

const temp = tempDir();
const env = leadEnv({ LEADS_DB_PATH: path.join(temp.dir, 'leads.sqlite') });
beforeAll(env.apply);
afterAll(() => {
  closeLeadRuntime();
  temp.cleanup();
  env.restore();
});

/** A browser in front of the route handlers: its cookie jar, the requests it made, and a way to cut one answer off. */
function browser() {
  const jar = new Map<string, string>();
  const requests: { method: string; path: string; headers: Headers }[] = [];
  let cutNextWrite = false;
  const route = (request: Request): Promise<Response> => {
    const { pathname } = new URL(request.url);
    if (pathname === CSRF_PATH) return csrfRoute.GET(request);
    if (pathname === LEADS_PATH) return collection.POST(request);
    const id = decodeURIComponent(pathname.slice(LEADS_PATH.length + 1));
    return item.PUT(request, { params: Promise.resolve({ id }) });
  };
  const fetch = async (url: string, init: RequestInit): Promise<Response> => {
    const headers = new Headers(init.headers);
    if (jar.size > 0) headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    const request = new Request(`${ORIGIN}${url}`, { ...init, headers });
    requests.push({ method: request.method, path: new URL(request.url).pathname, headers });
    const response = await route(request);
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      jar.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    if (cutNextWrite && request.method !== 'GET') {
      // The server has answered (the lead is committed); the answer never reaches the page.
      cutNextWrite = false;
      throw new TypeError('Failed to fetch');
    }
    return response;
  };
  return {
    jar,
    requests,
    fetch,
    cutNextWrite: () => (cutNextWrite = true),
    client: (tokens?: CsrfTokenSource) =>
      createHttpClient({ fetch, retryDelayMs: 0, tokens: tokens ?? createCsrfTokenSource({ url: CSRF_PATH, fetch, credentials: 'same-origin' }) }),
    api(tokens?: CsrfTokenSource) {
      return leadsApi(this.client(tokens));
    },
  };
}

/** The id of a save; the embedded endpoint names every lead it stores. */
function named({ id }: SavedLead): string {
  if (id === null) throw new Error('the endpoint stored a lead without naming it');
  return id;
}

test('the first write gets a token first; create, then update with the remembered id: one lead with the latest data', async () => {
  const visitor = browser();
  const api = visitor.api();
  const id = named(await api.createLead(contactLead()));
  const latest = contactLead();
  latest.data.phone = '070-765 43 21';
  expect(await api.updateLead(id, latest)).toEqual({ id });
  expect(visitor.requests.map((r) => `${r.method} ${r.path}`)).toEqual([`GET ${CSRF_PATH}`, `POST ${LEADS_PATH}`, `PUT ${LEADS_PATH}/${id}`]);
  expect(getLeadStore().get(id)).toMatchObject({ type: 'CONTACT_FORM', data: latest.data });
  // The header repeats the cookie the token endpoint set.
  expect(visitor.requests[1]!.headers.get('x-csrftoken')).toBe(visitor.jar.get('csrftoken'));
});

test('two forms on one page share the token (one token request), and each create carries its own Idempotency-Key', async () => {
  const visitor = browser();
  const tokens = createCsrfTokenSource({ url: CSRF_PATH, fetch: visitor.fetch, credentials: 'same-origin' });
  await Promise.all([visitor.api(tokens).createLead(onboardingLead()), visitor.api(tokens).createLead(contactLead())]);
  expect(visitor.requests.filter((r) => r.method === 'GET')).toHaveLength(1);
  const keys = visitor.requests.filter((r) => r.method === 'POST').map((r) => r.headers.get('idempotency-key'));
  expect(keys).toEqual([expect.stringMatching(/^[0-9a-f]{32}$/), expect.stringMatching(/^[0-9a-f]{32}$/)]);
  expect(keys[0]).not.toBe(keys[1]);
});

test('an answer cut off after the commit: the client sends the same create again and gets the first answer; one lead stored', async () => {
  const visitor = browser();
  const api = visitor.api();
  const before = getLeadStore().count();
  visitor.cutNextWrite();
  const id = named(await api.createLead(onboardingLead()));
  const posts = visitor.requests.filter((r) => r.method === 'POST');
  expect(posts).toHaveLength(2);
  expect(posts[1]!.headers.get('idempotency-key')).toBe(posts[0]!.headers.get('idempotency-key'));
  expect(getLeadStore().count()).toBe(before + 1);
  expect(getLeadStore().get(id)).not.toBeNull();
});

test('a visitor whose cookie is gone (cleared, expired) gets a new token on the 403 and the write goes through', async () => {
  const visitor = browser();
  const api = visitor.api();
  await api.createLead(onboardingLead());
  visitor.jar.clear();
  const id = named(await api.createLead(onboardingLead()));
  expect(visitor.requests.map((r) => r.method)).toEqual(['GET', 'POST', 'POST', 'GET', 'POST']);
  expect(visitor.requests[2]!.headers.get('cookie')).toBeNull();
  expect(getLeadStore().get(id)).not.toBeNull();
});

test("the endpoint's field errors reach the caller on error.response", async () => {
  const bad = onboardingLead();
  bad.data.email = ' ';
  const error: unknown = await browser()
    .api()
    .createLead(bad)
    .catch((e: unknown) => e);
  expect(isHttpError(error) && error.message).toBe('Request failed with status code 400');
  expect(isHttpError(error) && error.response?.data).toMatchObject({ error: 'invalid_lead', errors: { 'data.email': ['must not be empty'] } });
});

test('another visitor cannot update the lead: the server answers 404, the lead is unchanged, and what they sent is a lead of their own', async () => {
  const owner = browser();
  const id = named(await owner.api().createLead(contactLead()));
  const other = contactLead();
  other.data.email = 'someone-else@firma.se';
  // The server's 404 is what leadsApi turns into a create (a visitor whose cookie expired still gets the form sent).
  const stranger = browser();
  const refused = await stranger
    .client()
    .put(`${LEADS_PATH}/${id}`, other)
    .catch((e: unknown) => e);
  expect(isHttpError(refused) && refused.response?.status).toBe(404);
  const theirs = named(await stranger.api().updateLead(id, other));
  expect(theirs).not.toBe(id);
  expect(getLeadStore().get(id)?.data.email).toBe(contactLead().data.email);
  expect(getLeadStore().get(theirs)?.data.email).toBe('someone-else@firma.se');
});
