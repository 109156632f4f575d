/**
 * The first lead of a server creates its database, folder and all: a file of its own, so that no other test of the
 * endpoint (endpoint.test.ts) has stored a lead before it, whatever order they run in.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, test } from 'vitest';
import * as collection from '~/site/app/internal/v1/onboarding/leads/route';
import { leadRequest, onboardingLead, withLeadDatabase } from '~/tests/helpers/leads';

const dbFile = withLeadDatabase();

test('the database folder does not exist before the first lead and is created by it, in WAL mode', async () => {
  expect(fs.existsSync(path.dirname(dbFile))).toBe(false);
  const response = await collection.POST(leadRequest(onboardingLead()));
  expect(response.status).toBe(201);
  expect(fs.existsSync(dbFile)).toBe(true);
  const db = new Database(dbFile, { readonly: true });
  expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
  db.close();
});
