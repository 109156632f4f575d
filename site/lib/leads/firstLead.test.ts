/**
 * The first lead of a server creates its database, folder and all: a file of its own, so that no other test of the
 * endpoint (endpoint.test.ts) has stored a lead before it, whatever order they run in.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, expect, test } from 'vitest';
import * as collection from '~/site/app/internal/v1/onboarding/leads/route';
import { leadEnv, leadRequest, onboardingLead, tempDir } from '~/tests/helpers/leads';
import { closeLeadRuntime } from './runtime';

const temp = tempDir();
const dbFile = path.join(temp.dir, 'nested', 'data', 'leads.sqlite');
const env = leadEnv({ LEADS_DB_PATH: dbFile });

beforeAll(env.apply);
afterAll(() => {
  closeLeadRuntime();
  temp.cleanup();
  env.restore();
});

test('the database folder does not exist before the first lead and is created by it, in WAL mode', async () => {
  expect(fs.existsSync(path.dirname(dbFile))).toBe(false);
  const response = await collection.POST(leadRequest(onboardingLead()));
  expect(response.status).toBe(201);
  expect(fs.existsSync(dbFile)).toBe(true);
  const db = new Database(dbFile, { readonly: true });
  expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
  db.close();
});
