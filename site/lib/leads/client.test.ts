/**
 * The browser client and the embedded endpoint agree: leadsApi's calls, routed straight into the
 * route handlers (the fetch stands in for the browser, adding the cookie it holds).
 */
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createHttpClient, isHttpError } from '~/blocks/_lib/http';
import { leadsApi } from '~/blocks/_lib/leadsApi';
import * as collection from '~/site/app/internal/v1/onboarding/leads/route';
import * as item from '~/site/app/internal/v1/onboarding/leads/[id]/route';
import { LEADS_PATH } from '~/contracts/lead';
import { contactLead, onboardingLead, ORIGIN, tempDir, TOKEN } from '~/tests/helpers/leads';
import { closeLeadStore, getLeadStore } from './handlers';

const temp = tempDir();
const saved = { LEADS_DB_PATH: process.env.LEADS_DB_PATH, API_BASE_URL: process.env.API_BASE_URL };
beforeAll(() => {
  process.env.LEADS_DB_PATH = path.join(temp.dir, 'leads.sqlite');
  delete process.env.API_BASE_URL;
});
afterAll(() => {
  closeLeadStore();
  temp.cleanup();
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
});

/** A browser holding `cookie`, in front of the route handlers. */
function browser(cookie: string | undefined) {
  return async (url: string, init: RequestInit): Promise<Response> => {
    const headers = new Headers(init.headers);
    if (cookie) headers.set('cookie', `csrftoken=${cookie}`);
    const request = new Request(`${ORIGIN}${url}`, { ...init, headers });
    const { pathname } = new URL(request.url);
    if (pathname === LEADS_PATH) return collection.POST(request);
    const id = decodeURIComponent(pathname.slice(LEADS_PATH.length + 1));
    return item.PUT(request, { params: Promise.resolve({ id }) });
  };
}

test('create, then update with the remembered id: one stored lead with the latest data', async () => {
  const api = leadsApi(createHttpClient({ fetch: browser(TOKEN), readCookie: () => TOKEN }));
  const { id } = await api.createLead(contactLead());
  const latest = contactLead();
  latest.data.phone = '070-765 43 21';
  expect(await api.updateLead(id, latest)).toEqual({ id });
  const stored = getLeadStore().get(id);
  expect(stored).toMatchObject({ type: 'CONTACT_FORM', data: latest.data });
});

test("the endpoint's field errors reach the caller on error.response", async () => {
  const api = leadsApi(createHttpClient({ fetch: browser(TOKEN), readCookie: () => TOKEN }));
  const bad = onboardingLead();
  bad.data.email = ' ';
  const error: unknown = await api.createLead(bad).catch((e: unknown) => e);
  expect(isHttpError(error) && error.message).toBe('Request failed with status code 400');
  expect(isHttpError(error) && error.response?.data).toMatchObject({ error: 'invalid_lead', errors: { 'data.email': ['must not be empty'] } });
});

test('a browser without the cookie gets a 403 back', async () => {
  const api = leadsApi(createHttpClient({ fetch: browser(undefined), readCookie: () => undefined }));
  const error: unknown = await api.createLead(onboardingLead()).catch((e: unknown) => e);
  expect(isHttpError(error) && error.response?.status).toBe(403);
});
