/**
 * With an external API configured, the site's own endpoint is off: 404 and nothing stored, not even
 * the database file. Its own file because the configuration is read once per process (getEnv).
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import * as collection from '~/site/app/internal/v1/onboarding/leads/route';
import * as item from '~/site/app/internal/v1/onboarding/leads/[id]/route';
import { LEADS_PATH } from '~/contracts/lead';
import { bodyOf, leadRequest, onboardingLead, tempDir } from '~/tests/helpers/leads';
import { closeLeadStore } from './handlers';

const temp = tempDir();
const dbFile = path.join(temp.dir, 'leads.sqlite');
const saved = { LEADS_DB_PATH: process.env.LEADS_DB_PATH, API_BASE_URL: process.env.API_BASE_URL };

beforeAll(() => {
  process.env.LEADS_DB_PATH = dbFile;
  process.env.API_BASE_URL = 'https://api.flodvik.example';
});
afterAll(() => {
  closeLeadStore();
  temp.cleanup();
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
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
