import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, test } from 'vitest';
import { contactLead, createdLead, onboardingLead, tempDir } from '~/tests/helpers/leads';
import { DEFAULT_LEADS_DB_PATH, IDEMPOTENCY_RETENTION_MS, openLeadStore, resolveLeadsDbPath } from './store';

const temp = tempDir();
afterAll(temp.cleanup);

/** A clock that moves one minute per reading, from 2026-01-01T10:00Z. */
function steppingClock() {
  let t = Date.UTC(2026, 0, 1, 10, 0);
  return () => {
    const d = new Date(t);
    t += 60_000;
    return d;
  };
}

describe('lead store', () => {
  test('creates the file and its folders on open, and records type, source, data, meta and ISO timestamps', () => {
    const file = path.join(temp.dir, 'a', 'b', 'leads.sqlite');
    const store = openLeadStore(file, { now: steppingClock() });
    expect(fs.existsSync(file)).toBe(true);
    const lead = createdLead(store, onboardingLead());
    expect(lead).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      type: 'ONBOARDING',
      source: 'onboarding',
      data: onboardingLead().data,
      meta: onboardingLead().meta,
      createdAt: '2026-01-01T10:00:00.000Z',
      updatedAt: '2026-01-01T10:00:00.000Z',
    });
    expect(store.get(lead.id)).toEqual(lead);
    store.close();
  });

  test('update replaces type, source, data and meta and moves only updated_at', () => {
    const store = openLeadStore(path.join(temp.dir, 'update.sqlite'), { now: steppingClock() });
    const lead = createdLead(store, onboardingLead());
    const updated = store.update(lead.id, contactLead());
    expect(updated).toEqual({
      ...lead,
      type: 'CONTACT_FORM',
      source: 'contact_form',
      data: contactLead().data,
      meta: contactLead().meta,
      updatedAt: '2026-01-01T10:01:00.000Z',
    });
    expect(store.update('00000000-0000-4000-8000-000000000000', contactLead())).toBeNull();
    expect(store.count()).toBe(1);
    store.close();
  });

  test('lists leads oldest first and counts them; survives reopening', () => {
    const file = path.join(temp.dir, 'list.sqlite');
    const store = openLeadStore(file, { now: steppingClock() });
    const ids = [createdLead(store, onboardingLead()).id, createdLead(store, contactLead()).id, createdLead(store, onboardingLead()).id];
    store.close();
    const again = openLeadStore(file);
    expect(again.list().map((l) => l.id)).toEqual(ids);
    expect(again.count()).toBe(3);
    again.close();
  });

  test('a read-only open never creates anything: a missing file is an error, a file without leads is empty', () => {
    const missing = path.join(temp.dir, 'missing', 'leads.sqlite');
    expect(() => openLeadStore(missing, { readonly: true })).toThrow();
    expect(fs.existsSync(path.dirname(missing))).toBe(false);

    const blank = path.join(temp.dir, 'blank.sqlite');
    fs.writeFileSync(blank, '');
    const store = openLeadStore(blank, { readonly: true });
    expect(store.list()).toEqual([]);
    expect(store.count()).toBe(0);
    expect(() => createdLead(store, onboardingLead())).toThrow(/read-only/);
    store.close();
  });

  test('a relative LEADS_DB_PATH resolves from the working directory; unset means .data/leads.sqlite there', () => {
    expect(resolveLeadsDbPath(undefined)).toBe(path.join(process.cwd(), DEFAULT_LEADS_DB_PATH));
    expect(resolveLeadsDbPath('tmp/x.sqlite')).toBe(path.join(process.cwd(), 'tmp/x.sqlite'));
    expect(resolveLeadsDbPath('/var/lib/leads.sqlite')).toBe('/var/lib/leads.sqlite');
  });
});

/** A clock the test moves by hand. */
function manualClock(start = Date.UTC(2026, 0, 1, 10, 0)) {
  let t = start;
  return { now: () => new Date(t), advance: (ms: number) => (t += ms) };
}

describe('idempotent creates', () => {
  const key = { keyHash: 'k1', payloadHash: 'p1' };

  test('a repeated key finds the first lead and stores nothing; the record lives as long as the retention', () => {
    const clock = manualClock();
    const store = openLeadStore(path.join(temp.dir, 'idempotency.sqlite'), { now: clock.now });
    const first = createdLead(store, onboardingLead(), { idempotency: key });
    expect(store.create(onboardingLead(), { idempotency: key })).toEqual({ kind: 'replayed', leadId: first.id, samePayload: true });
    expect(store.create(contactLead(), { idempotency: { keyHash: 'k1', payloadHash: 'other' } })).toEqual({
      kind: 'replayed',
      leadId: first.id,
      samePayload: false,
    });
    expect(store.findIdempotent('k1')).toEqual({ leadId: first.id, payloadHash: 'p1' });
    expect(store.count()).toBe(1);
    clock.advance(IDEMPOTENCY_RETENTION_MS);
    expect(store.findIdempotent('k1')).toBeNull();
    expect(store.create(onboardingLead(), { idempotency: key }).kind).toBe('created');
    expect(store.count()).toBe(2);
    store.close();
  });

  test('another process on the same file finds the key: it is committed with the lead', () => {
    const file = path.join(temp.dir, 'idempotency-shared.sqlite');
    const one = openLeadStore(file);
    const two = openLeadStore(file);
    const first = createdLead(one, onboardingLead(), { idempotency: key });
    expect(two.create(onboardingLead(), { idempotency: key })).toMatchObject({ kind: 'replayed', leadId: first.id });
    one.close();
    two.close();
  });
});

describe('the daily cap', () => {
  test('stores up to the cap on a UTC day, then nothing until the next day', () => {
    const clock = manualClock(Date.UTC(2026, 0, 1, 23, 0));
    const store = openLeadStore(path.join(temp.dir, 'cap.sqlite'), { now: clock.now });
    for (let i = 0; i < 3; i += 1) expect(store.create(onboardingLead(), { dailyCap: 3 }).kind).toBe('created');
    expect(store.create(onboardingLead(), { dailyCap: 3 })).toEqual({ kind: 'capped', day: '2026-01-01' });
    expect(store.count()).toBe(3);
    clock.advance(60 * 60 * 1000);
    expect(store.create(onboardingLead(), { dailyCap: 3 }).kind).toBe('created');
    expect(store.count()).toBe(4);
    store.close();
  });

  test('a repeated key is answered even when the cap is reached', () => {
    const store = openLeadStore(path.join(temp.dir, 'cap-replay.sqlite'));
    const first = createdLead(store, onboardingLead(), { dailyCap: 1, idempotency: { keyHash: 'k', payloadHash: 'p' } });
    expect(store.create(onboardingLead(), { dailyCap: 1, idempotency: { keyHash: 'k', payloadHash: 'p' } })).toMatchObject({ leadId: first.id });
    store.close();
  });
});

describe('ownership', () => {
  test('a lead is found by its owner hash only', () => {
    const store = openLeadStore(path.join(temp.dir, 'owner.sqlite'));
    const owned = createdLead(store, onboardingLead(), { ownerHash: 'alice' });
    const unowned = createdLead(store, onboardingLead());
    expect(store.getOwned(owned.id, 'alice')).toEqual(owned);
    expect(store.getOwned(owned.id, 'bob')).toBeNull();
    expect(store.getOwned(unowned.id, '')).toBeNull();
    // The hash stays inside the store.
    expect(Object.keys(store.get(owned.id)!)).not.toContain('ownerHash');
    store.close();
  });

  test('a file from before ownership keeps its leads, unowned, and gets the new tables', () => {
    const file = path.join(temp.dir, 'old.sqlite');
    const old = new Database(file);
    old.exec(`CREATE TABLE leads (id TEXT PRIMARY KEY, type TEXT NOT NULL, source TEXT NOT NULL, data TEXT NOT NULL, meta TEXT NOT NULL,
      created_at TEXT NOT NULL, updated_at TEXT NOT NULL) STRICT`);
    old
      .prepare('INSERT INTO leads VALUES (?, ?, ?, ?, ?, ?, ?)')
      .run('00000000-0000-4000-8000-000000000001', 'ONBOARDING', 'onboarding', JSON.stringify(onboardingLead().data), '{}', 't', 't');
    old.close();
    const listing = openLeadStore(file, { readonly: true });
    expect(listing.list().map((l) => l.id)).toEqual(['00000000-0000-4000-8000-000000000001']);
    listing.close();
    const store = openLeadStore(file);
    expect(store.getOwned('00000000-0000-4000-8000-000000000001', 'anyone')).toBeNull();
    const owned = createdLead(store, onboardingLead(), { ownerHash: 'alice', dailyCap: 10, idempotency: { keyHash: 'k', payloadHash: 'p' } });
    expect(store.getOwned(owned.id, 'alice')?.id).toBe(owned.id);
    expect(store.count()).toBe(2);
    store.close();
  });
});
