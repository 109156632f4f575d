import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, test, vi } from 'vitest';
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
    // An export reads it too: no owner column and no idempotency table, so neither is stored.
    expect(listing.record('00000000-0000-4000-8000-000000000001')).toMatchObject({ ownerHash: null, idempotencyKeys: [] });
    listing.close();
    const store = openLeadStore(file);
    expect(store.getOwned('00000000-0000-4000-8000-000000000001', 'anyone')).toBeNull();
    const owned = createdLead(store, onboardingLead(), { ownerHash: 'alice', dailyCap: 10, idempotency: { keyHash: 'k', payloadHash: 'p' } });
    expect(store.getOwned(owned.id, 'alice')?.id).toBe(owned.id);
    expect(store.count()).toBe(2);
    store.close();
  });
});

/** The rows of idempotency_keys, read past the store (whose reads hide the expired ones). */
function keyRows(file: string): Array<{ key_hash: string; lead_id: string }> {
  const db = new Database(file, { readonly: true });
  try {
    return db.prepare<[], { key_hash: string; lead_id: string }>('SELECT key_hash, lead_id FROM idempotency_keys ORDER BY key_hash').all();
  } finally {
    db.close();
  }
}

const DAY = 24 * 60 * 60 * 1000;

describe('retention (GDPR 5(1)(e))', () => {
  test('purgeExpired deletes the leads not changed for retentionDays, counted from updated_at', () => {
    const clock = manualClock();
    const store = openLeadStore(path.join(temp.dir, 'retention.sqlite'), { now: clock.now, retentionDays: 30 });
    const a = createdLead(store, onboardingLead());
    clock.advance(10 * DAY);
    const b = createdLead(store, contactLead());
    clock.advance(10 * DAY);
    store.update(a.id, onboardingLead()); // a changed on day 20, b last on day 10
    clock.advance(19 * DAY);
    expect(store.purgeExpired()).toEqual({ leads: 0, idempotencyKeys: 0 });
    clock.advance(DAY); // day 40: b is 30 days unchanged
    expect(store.purgeExpired()).toEqual({ leads: 1, idempotencyKeys: 0 });
    expect(store.list().map((l) => l.id)).toEqual([a.id]);
    expect(store.get(b.id)).toBeNull();
    clock.advance(10 * DAY - 1);
    expect(store.purgeExpired().leads).toBe(0);
    clock.advance(1); // day 50: a is 30 days unchanged
    expect(store.purgeExpired().leads).toBe(1);
    expect(store.count()).toBe(0);
    store.close();
  });

  test("the daily cap: cappedDay names today once its leads reach the cap; purgeExpired keeps today's and yesterday's counts only", () => {
    const clock = manualClock(Date.UTC(2026, 0, 1, 23, 0));
    const file = path.join(temp.dir, 'retention-days.sqlite');
    const store = openLeadStore(file, { now: clock.now });
    const days = () => {
      const db = new Database(file, { readonly: true });
      try {
        return db.prepare<[], { day: string; stored: number }>('SELECT day, stored FROM daily_counts ORDER BY day').all();
      } finally {
        db.close();
      }
    };
    for (let i = 0; i < 3; i += 1) {
      createdLead(store, contactLead());
      clock.advance(DAY);
    }
    createdLead(store, contactLead());
    expect(store.cappedDay(1)).toBe('2026-01-04');
    expect(store.cappedDay(2)).toBeNull();
    expect(days()).toHaveLength(4);
    store.purgeExpired();
    expect(days()).toEqual([
      { day: '2026-01-03', stored: 1 },
      { day: '2026-01-04', stored: 1 },
    ]);
    expect(store.cappedDay(1)).toBe('2026-01-04');
    store.close();
  });

  test('purgeExpired deletes the idempotency records past 24 h and those naming a lead that is gone', () => {
    const clock = manualClock();
    const file = path.join(temp.dir, 'retention-keys.sqlite');
    const store = openLeadStore(file, { now: clock.now });
    createdLead(store, onboardingLead(), { idempotency: { keyHash: 'ka', payloadHash: 'p' } });
    const b = createdLead(store, onboardingLead(), { idempotency: { keyHash: 'kb', payloadHash: 'p' } });
    // A lead deleted past the store (sqlite3 by hand, before `npm run leads -- delete` existed) left its key behind.
    const db = new Database(file);
    db.prepare('DELETE FROM leads WHERE id = ?').run(b.id);
    db.close();
    expect(store.purgeExpired()).toEqual({ leads: 0, idempotencyKeys: 1 });
    expect(keyRows(file).map((r) => r.key_hash)).toEqual(['ka']);
    clock.advance(IDEMPOTENCY_RETENTION_MS);
    expect(store.purgeExpired()).toEqual({ leads: 0, idempotencyKeys: 1 });
    expect(keyRows(file)).toEqual([]);
    expect(store.count()).toBe(1);
    store.close();
  });

  test('every create forgets the idempotency records past 24 h, also a create without a key', () => {
    const clock = manualClock();
    const file = path.join(temp.dir, 'retention-create.sqlite');
    const store = openLeadStore(file, { now: clock.now });
    createdLead(store, onboardingLead(), { idempotency: { keyHash: 'k', payloadHash: 'p' } });
    clock.advance(IDEMPOTENCY_RETENTION_MS - 1);
    createdLead(store, onboardingLead());
    expect(keyRows(file)).toHaveLength(1);
    clock.advance(1);
    createdLead(store, onboardingLead());
    expect(keyRows(file)).toEqual([]);
    store.close();
  });

  test('the retention is a whole number of days, 1 or more: 0 would delete every lead', () => {
    for (const retentionDays of [0, -1, 1.5, Number.NaN]) {
      expect(() => openLeadStore(path.join(temp.dir, 'retention-bad.sqlite'), { retentionDays })).toThrow(RangeError);
    }
  });
});

describe("a data subject's requests (GDPR 15, 17, 20)", () => {
  test('find gives the leads its test takes, oldest first', () => {
    const store = openLeadStore(path.join(temp.dir, 'find.sqlite'), { now: steppingClock() });
    const a = createdLead(store, onboardingLead());
    createdLead(store, contactLead());
    const c = createdLead(store, onboardingLead());
    expect(store.find((lead) => lead.data.email === onboardingLead().data.email).map((l) => l.id)).toEqual([a.id, c.id]);
    expect(store.find(() => false)).toEqual([]);
    store.close();
  });

  test('record gives every stored field: the lead, its owner hash and its idempotency records', () => {
    const store = openLeadStore(path.join(temp.dir, 'record.sqlite'), { now: steppingClock() });
    const lead = createdLead(store, onboardingLead(), { ownerHash: 'alice', idempotency: { keyHash: 'k', payloadHash: 'p' } });
    expect(store.record(lead.id)).toEqual({
      ...lead,
      ownerHash: 'alice',
      idempotencyKeys: [{ keyHash: 'k', payloadHash: 'p', createdAt: lead.createdAt }],
    });
    expect(store.record(createdLead(store, contactLead()).id)).toMatchObject({ ownerHash: null, idempotencyKeys: [] });
    expect(store.record('00000000-0000-4000-8000-000000000000')).toBeNull();
    store.close();
  });

  test('delete removes the lead and its idempotency records, returns what it removed, and leaves the rest', () => {
    const file = path.join(temp.dir, 'delete.sqlite');
    const store = openLeadStore(file, { now: steppingClock() });
    const gone = createdLead(store, onboardingLead(), { ownerHash: 'alice', idempotency: { keyHash: 'k1', payloadHash: 'p' } });
    const kept = createdLead(store, contactLead(), { idempotency: { keyHash: 'k2', payloadHash: 'p' } });
    const record = store.record(gone.id);
    expect(store.delete(gone.id)).toEqual(record);
    expect(store.get(gone.id)).toBeNull();
    expect(keyRows(file)).toEqual([{ key_hash: 'k2', lead_id: kept.id }]);
    expect(store.list().map((l) => l.id)).toEqual([kept.id]);
    expect(store.delete(gone.id)).toBeNull();
    store.close();
  });

  test('a deleted or purged lead is gone from the files, not left readable in their free space', () => {
    const clock = manualClock();
    const file = path.join(temp.dir, 'erase.sqlite');
    const store = openLeadStore(file, { now: clock.now, retentionDays: 1 });
    const person = (email: string) => ({ ...contactLead(), data: { ...contactLead().data, email, companyIdentityNumber: '19811218-9876' } });
    const bytes = () => Buffer.concat([file, `${file}-wal`].filter((f) => fs.existsSync(f)).map((f) => fs.readFileSync(f)));
    const deleted = createdLead(store, person('deleted.person@example.se'));
    createdLead(store, person('purged.person@example.se'));
    store.delete(deleted.id);
    clock.advance(DAY - 1);
    createdLead(store, person('kept.person@example.se'));
    clock.advance(1);
    expect(store.purgeExpired().leads).toBe(1);
    expect(bytes().includes('deleted.person@example.se')).toBe(false);
    expect(bytes().includes('purged.person@example.se')).toBe(false);
    // The search would see them: the lead still stored is there to read.
    expect(bytes().includes('kept.person@example.se')).toBe(true);
    expect(store.count()).toBe(1);
    store.close();
  });
});

describe('checkWritable (what /internal/health asks)', () => {
  test('passes on the file it opened, and writes nothing', () => {
    const file = path.join(temp.dir, 'health', 'ok.sqlite');
    const store = openLeadStore(file);
    createdLead(store, contactLead());
    const before = fs.readFileSync(file);
    expect(() => store.checkWritable()).not.toThrow();
    expect(store.count()).toBe(1);
    expect(fs.readFileSync(file)).toEqual(before);
    store.close();
  });

  test('throws when the file was removed, or copied over (a backup put back by hand), while the store had it open', () => {
    const removed = path.join(temp.dir, 'health', 'removed.sqlite');
    const store = openLeadStore(removed);
    fs.rmSync(removed);
    expect(() => store.checkWritable()).toThrow(/was removed while the server had it open/);
    store.close();

    const replaced = path.join(temp.dir, 'health', 'replaced.sqlite');
    const kept = openLeadStore(replaced);
    const copy = `${replaced}.copy`;
    fs.copyFileSync(replaced, copy);
    fs.renameSync(copy, replaced);
    expect(() => kept.checkWritable()).toThrow(/was replaced while the server had it open/);
    kept.close();
  });

  test('throws while another connection holds the write lock past the busy timeout', () => {
    const file = path.join(temp.dir, 'health', 'locked.sqlite');
    const store = openLeadStore(file);
    const other = new Database(file);
    other.exec('BEGIN IMMEDIATE');
    try {
      expect(() => store.checkWritable()).toThrow(/locked/); // after the store's 5 s busy timeout
    } finally {
      other.exec('ROLLBACK');
      other.close();
    }
    expect(() => store.checkWritable()).not.toThrow();
    store.close();
  });

  test('a store opened read-only is not writable', () => {
    const file = path.join(temp.dir, 'health', 'readonly.sqlite');
    const writer = openLeadStore(file);
    createdLead(writer, contactLead());
    writer.close();
    const reader = openLeadStore(file, { readonly: true });
    expect(() => reader.checkWritable()).toThrow(/read-only/);
    reader.close();
  });
});

describe('file permissions (GDPR 32)', () => {
  const mode = (file: string) => fs.statSync(file).mode & 0o777;

  /** Runs `body` under a umask that lets everyone read new files, as most systems' 022 does. */
  function withUmask(umask: number, body: () => void) {
    const before = process.umask(umask);
    try {
      body();
    } finally {
      process.umask(before);
    }
  }

  test('the folders it makes are 0700; the database and its -wal and -shm files 0600', () => {
    withUmask(0o022, () => {
      const file = path.join(temp.dir, 'private', 'deep', 'leads.sqlite');
      const store = openLeadStore(file);
      createdLead(store, onboardingLead());
      expect(mode(path.join(temp.dir, 'private'))).toBe(0o700);
      expect(mode(path.dirname(file))).toBe(0o700);
      for (const part of [file, `${file}-wal`, `${file}-shm`]) expect([part, mode(part)]).toEqual([part, 0o600]);
      store.close();
    });
  });

  test('a new database is 0600 from the start, not only once it is changed to 0600', () => {
    withUmask(0o022, () => {
      const file = path.join(temp.dir, 'from-the-start.sqlite');
      // The mode each file has when the store comes to change it: SQLite made -wal and -shm by then.
      const found: Array<[string, number]> = [];
      const chmod = vi.spyOn(fs, 'chmodSync').mockImplementation((part) => {
        if (fs.existsSync(part)) found.push([String(part), mode(String(part))]);
      });
      try {
        openLeadStore(file).close();
      } finally {
        chmod.mockRestore();
      }
      expect(found).toEqual([
        [file, 0o600],
        [`${file}-wal`, 0o600],
        [`${file}-shm`, 0o600],
      ]);
    });
  });

  test('a folder that exists keeps its mode; a database made before (0644) becomes 0600', () => {
    withUmask(0o022, () => {
      const dir = path.join(temp.dir, 'shared');
      fs.mkdirSync(dir, { mode: 0o755 });
      const file = path.join(dir, 'leads.sqlite');
      const old = new Database(file);
      old.pragma('journal_mode = WAL');
      old.exec('CREATE TABLE t (x)');
      old.close();
      expect(mode(file)).toBe(0o644);
      const store = openLeadStore(file);
      createdLead(store, onboardingLead());
      expect(mode(dir)).toBe(0o755);
      for (const part of [file, `${file}-wal`, `${file}-shm`]) expect([part, mode(part)]).toEqual([part, 0o600]);
      store.close();
    });
  });
});

describe('organisation numbers stored in an earlier spelling', () => {
  test('are rewritten in the one spelling on open, nothing else of the lead changed', () => {
    const file = path.join(temp.dir, 'respell.sqlite');
    const store = openLeadStore(file, { now: steppingClock() });
    const spelled = (number: string) => {
      const lead = onboardingLead();
      lead.data.companyIdentityNumber = number;
      return createdLead(store, lead);
    };
    const person = spelled('19811218-9876');
    const company = spelled('556016+0680');
    const current = spelled('556016-0680');
    const refused = spelled('19811218-9877'); // never stored by the endpoint (no Luhn), left as it is
    store.close();
    const reopened = openLeadStore(file, { now: steppingClock() });
    expect(reopened.get(person.id)).toEqual({ ...person, data: { ...person.data, companyIdentityNumber: '811218-9876' } });
    expect(reopened.get(company.id)?.data.companyIdentityNumber).toBe('556016-0680');
    expect(reopened.get(current.id)).toEqual(current);
    expect(reopened.get(refused.id)).toEqual(refused);
    reopened.close();
  });
});
