/**
 * With an external API configured, the site's own endpoint is off: 404, no token, nothing stored,
 * not even the database file. Its own file because the configuration is read once per process (getEnv).
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import * as collection from '~/site/app/internal/v1/onboarding/leads/route';
import * as item from '~/site/app/internal/v1/onboarding/leads/[id]/route';
import { CSRF_PATH, LEADS_PATH } from '~/contracts/lead';
import * as csrfRoute from '~/site/app/internal/v1/onboarding/csrf/route';
import { bodyOf, leadEnv, leadRequest, onboardingLead, ORIGIN, tempDir } from '~/tests/helpers/leads';
import { closeLeadRuntime } from './runtime';

const temp = tempDir();
const dbFile = path.join(temp.dir, 'leads.sqlite');
const env = leadEnv({ LEADS_DB_PATH: dbFile, API_BASE_URL: 'https://api.flodvik.example' });

beforeAll(env.apply);
afterAll(() => {
  closeLeadRuntime();
  temp.cleanup();
  env.restore();
});

test('a valid create is 404 and creates no database', async () => {
  const response = await collection.POST(leadRequest(onboardingLead()));
  expect(response.status).toBe(404);
  expect(await bodyOf(response)).toEqual({ error: 'not_found', message: 'Leads go to the configured external API; this site does not store them.' });
  expect(fs.existsSync(dbFile)).toBe(false);
  expect(fs.readdirSync(temp.dir)).toEqual([]);
});

test('a valid update is 404 and creates no database', async () => {
  const id = '00000000-0000-4000-8000-000000000000';
  const response = await item.PUT(leadRequest(onboardingLead(), { method: 'PUT', path: `${LEADS_PATH}/${id}` }), { params: Promise.resolve({ id }) });
  expect(response.status).toBe(404);
  expect(fs.existsSync(dbFile)).toBe(false);
});

test('no token is issued: the external API issues its own', async () => {
  const response = await csrfRoute.GET(new Request(`${ORIGIN}${CSRF_PATH}`));
  expect(response.status).toBe(404);
  expect(response.headers.getSetCookie()).toEqual([]);
});
