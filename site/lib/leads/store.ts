/**
 * Where the embedded endpoint keeps leads: one SQLite file (better-sqlite3) in WAL mode, so the
 * `npm run leads` listing can read while the server writes. The file and its folder are created on
 * first use, not at import, so building the site or using an external API never creates them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import Database from 'better-sqlite3';
import { LEAD_TYPE_BY_SOURCE, type LeadData, type LeadMeta, type LeadPayload, type LeadSource, type LeadType } from '~/contracts/lead';

/** The default file, relative to the working directory (the repository root under npm scripts). */
export const DEFAULT_LEADS_DB_PATH = '.data/leads.sqlite';

/**
 * The database file for a configured value: absolute paths as given, relative ones from the process's
 * working directory. `npm run dev|start|serve|leads` all run from the repository root (npm runs
 * scripts there, and `next dev site` / `next start site` keep that directory), so the default is
 * `<repo>/.data/leads.sqlite` for every one of them.
 */
export function resolveLeadsDbPath(configured: string | undefined): string {
  // A run-time data file, not a source: keep the build's file tracing from following it.
  return path.resolve(/*turbopackIgnore: true*/ process.cwd(), configured ?? DEFAULT_LEADS_DB_PATH);
}

export interface StoredLead {
  id: string;
  type: LeadType;
  source: LeadSource;
  data: LeadData;
  meta: LeadMeta;
  /** ISO 8601, UTC. */
  createdAt: string;
  updatedAt: string;
}

/** What a create did: stored a new lead, found the same idempotency key, or met the daily cap. */
export type CreateResult = { kind: 'created'; lead: StoredLead } | { kind: 'replayed'; leadId: string; samePayload: boolean } | { kind: 'capped'; day: string };

export interface CreateOptions {
  /** Hash of the proof of ownership an update must repeat (see ownerHash in service.ts); none, no update can name it. */
  ownerHash?: string;
  /** Stored with the lead in the same transaction, so a repeated key finds the lead its first create stored. */
  idempotency?: { keyHash: string; payloadHash: string };
  /** Leads per UTC day at most: the create that would pass it stores nothing. */
  dailyCap?: number;
}

/** How long a create's idempotency key keeps answering with the first answer. */
export const IDEMPOTENCY_RETENTION_MS = 24 * 60 * 60 * 1000;

export interface LeadStore {
  readonly file: string;
  /** One transaction: the idempotency key, the daily cap, the lead, the key's record and the day's count. */
  create(payload: LeadPayload, options?: CreateOptions): CreateResult;
  /** The lead an earlier create stored under this idempotency key (within the retention), or null. */
  findIdempotent(keyHash: string): { leadId: string; payloadHash: string } | null;
  /** The updated lead, or null when no lead has this id. */
  update(id: string, payload: LeadPayload): StoredLead | null;
  get(id: string): StoredLead | null;
  /** The lead when its stored owner hash is this one; null for another owner, no owner, or no lead. */
  getOwned(id: string, ownerHash: string): StoredLead | null;
  /** Every lead, oldest first. */
  list(): StoredLead[];
  count(): number;
  close(): void;
}

interface Row {
  id: string;
  type: LeadType;
  source: LeadSource;
  data: string;
  meta: string;
  created_at: string;
  updated_at: string;
}

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS leads (
    id         TEXT PRIMARY KEY,
    type       TEXT NOT NULL CHECK (type IN ('CONTACT_FORM', 'ONBOARDING')),
    source     TEXT NOT NULL,
    data       TEXT NOT NULL CHECK (json_valid(data)),
    meta       TEXT NOT NULL CHECK (json_valid(meta)),
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    owner_hash TEXT
  ) STRICT;
  CREATE INDEX IF NOT EXISTS leads_created_at ON leads (created_at);
  CREATE TABLE IF NOT EXISTS idempotency_keys (
    key_hash     TEXT PRIMARY KEY,
    payload_hash TEXT NOT NULL,
    lead_id      TEXT NOT NULL,
    created_at   TEXT NOT NULL
  ) STRICT;
  CREATE INDEX IF NOT EXISTS idempotency_keys_created_at ON idempotency_keys (created_at);
  CREATE TABLE IF NOT EXISTS daily_counts (
    day    TEXT PRIMARY KEY,
    stored INTEGER NOT NULL
  ) STRICT;
`;

// Files from before ownership existed: their leads have no owner, so no update can name them.
const MIGRATIONS: ReadonlyArray<{ column: string; sql: string }> = [{ column: 'owner_hash', sql: 'ALTER TABLE leads ADD COLUMN owner_hash TEXT' }];

/** The columns a lead is read with: never the owner hash, which stays inside the store. */
const LEAD_COLUMNS = 'id, type, source, data, meta, created_at, updated_at';

// Only validated payloads are ever written, so reading them back as the contract's types is sound.
const fromRow = (row: Row): StoredLead => ({
  id: row.id,
  type: row.type,
  source: row.source,
  data: JSON.parse(row.data) as LeadData,
  meta: JSON.parse(row.meta) as LeadMeta,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

export interface OpenOptions {
  /** Open an existing file for reading only (the listing script): no folder, no file, no schema. */
  readonly?: boolean;
  /** Injected clock for tests. */
  now?: () => Date;
}

/** Opens (and, unless read-only, creates) the lead database at an absolute or relative path. */
export function openLeadStore(file: string, options: OpenOptions = {}): LeadStore {
  const now = options.now ?? (() => new Date());
  const resolved = path.resolve(file);
  if (!options.readonly) fs.mkdirSync(path.dirname(resolved), { recursive: true });
  const db = new Database(resolved, options.readonly ? { readonly: true, fileMustExist: true } : {});
  // Wait for a lock held by another process (a listing, a second server) instead of failing at once.
  db.pragma('busy_timeout = 5000');
  if (!options.readonly) {
    db.pragma('journal_mode = WAL');
    // NORMAL is durable across application crashes in WAL mode and much faster than FULL.
    db.pragma('synchronous = NORMAL');
    db.exec(SCHEMA);
    const columns = new Set(
      db
        .prepare<[], { name: string }>("SELECT name FROM pragma_table_info('leads')")
        .all()
        .map((c) => c.name),
    );
    for (const migration of MIGRATIONS) if (!columns.has(migration.column)) db.exec(migration.sql);
  }
  const hasTable = db.prepare<[], { n: number }>("SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name = 'leads'").get()?.n === 1;
  if (!hasTable) {
    // A read-only open of a file that never got a lead: behave as an empty store.
    return emptyStore(resolved, () => db.close());
  }

  const byId = db.prepare<[string], Row>(`SELECT ${LEAD_COLUMNS} FROM leads WHERE id = ?`);
  const all = db.prepare<[], Row>(`SELECT ${LEAD_COLUMNS} FROM leads ORDER BY created_at, rowid`);
  const total = db.prepare<[], { n: number }>('SELECT count(*) AS n FROM leads');
  const base = {
    file: resolved,
    get(id: string) {
      const row = byId.get(id);
      return row ? fromRow(row) : null;
    },
    list: () => all.all().map(fromRow),
    count: () => total.get()?.n ?? 0,
    close: () => db.close(),
  };
  // A read-only open (the listing) prepares nothing that needs the newer columns and tables.
  if (options.readonly) return { ...base, ...readOnlyWrites(resolved) };

  const insert = db.prepare<[Row & { owner_hash: string | null }]>(
    'INSERT INTO leads (id, type, source, data, meta, created_at, updated_at, owner_hash) VALUES (@id, @type, @source, @data, @meta, @created_at, @updated_at, @owner_hash)',
  );
  const change = db.prepare<[{ id: string; type: LeadType; source: LeadSource; data: string; meta: string; updated_at: string }]>(
    'UPDATE leads SET type = @type, source = @source, data = @data, meta = @meta, updated_at = @updated_at WHERE id = @id',
  );
  const byOwner = db.prepare<[string, string], Row>(`SELECT ${LEAD_COLUMNS} FROM leads WHERE id = ? AND owner_hash = ?`);
  const keyRecord = db.prepare<[string, string], { leadId: string; payloadHash: string }>(
    'SELECT lead_id AS leadId, payload_hash AS payloadHash FROM idempotency_keys WHERE key_hash = ? AND created_at > ?',
  );
  const rememberKey = db.prepare<[{ key_hash: string; payload_hash: string; lead_id: string; created_at: string }]>(
    'INSERT OR REPLACE INTO idempotency_keys (key_hash, payload_hash, lead_id, created_at) VALUES (@key_hash, @payload_hash, @lead_id, @created_at)',
  );
  const forgetKeys = db.prepare<[string]>('DELETE FROM idempotency_keys WHERE created_at <= ?');
  const storedOnDay = db.prepare<[string], { stored: number }>('SELECT stored FROM daily_counts WHERE day = ?');
  const countDay = db.prepare<[string]>('INSERT INTO daily_counts (day, stored) VALUES (?, 1) ON CONFLICT (day) DO UPDATE SET stored = stored + 1');

  const retainedSince = (at: Date) => new Date(at.getTime() - IDEMPOTENCY_RETENTION_MS).toISOString();

  // IMMEDIATE: the write lock is taken first, so two processes cannot both pass the cap or both miss a key.
  const createTransaction = db.transaction((payload: LeadPayload, opts: CreateOptions): CreateResult => {
    const at = now();
    const iso = at.toISOString();
    if (opts.idempotency) {
      forgetKeys.run(retainedSince(at));
      const earlier = keyRecord.get(opts.idempotency.keyHash, retainedSince(at));
      if (earlier) return { kind: 'replayed', leadId: earlier.leadId, samePayload: earlier.payloadHash === opts.idempotency.payloadHash };
    }
    const day = iso.slice(0, 10);
    if (opts.dailyCap !== undefined && (storedOnDay.get(day)?.stored ?? 0) >= opts.dailyCap) return { kind: 'capped', day };
    const row: Row = {
      id: randomUUID(),
      type: LEAD_TYPE_BY_SOURCE[payload.data.source],
      source: payload.data.source,
      data: JSON.stringify(payload.data),
      meta: JSON.stringify(payload.meta),
      created_at: iso,
      updated_at: iso,
    };
    insert.run({ ...row, owner_hash: opts.ownerHash ?? null });
    if (opts.idempotency) rememberKey.run({ key_hash: opts.idempotency.keyHash, payload_hash: opts.idempotency.payloadHash, lead_id: row.id, created_at: iso });
    countDay.run(day);
    return { kind: 'created', lead: fromRow(row) };
  });

  return {
    ...base,
    create: (payload, opts = {}) => createTransaction.immediate(payload, opts),
    findIdempotent: (keyHash) => keyRecord.get(keyHash, retainedSince(now())) ?? null,
    update(id, payload) {
      const result = change.run({
        id,
        type: LEAD_TYPE_BY_SOURCE[payload.data.source],
        source: payload.data.source,
        data: JSON.stringify(payload.data),
        meta: JSON.stringify(payload.meta),
        updated_at: now().toISOString(),
      });
      if (result.changes === 0) return null;
      const row = byId.get(id);
      return row ? fromRow(row) : null;
    },
    getOwned(id, ownerHash) {
      const row = byOwner.get(id, ownerHash);
      return row ? fromRow(row) : null;
    },
  };
}

/** The write side of a store opened read-only: writes throw, the owner-only reads find nothing. */
function readOnlyWrites(file: string): Pick<LeadStore, 'create' | 'update' | 'findIdempotent' | 'getOwned'> {
  const readOnly = () => {
    throw new Error(`The lead database ${file} is open read-only.`);
  };
  return { create: readOnly, update: readOnly, findIdempotent: () => null, getOwned: () => null };
}

function emptyStore(file: string, close: () => void): LeadStore {
  return { file, ...readOnlyWrites(file), get: () => null, list: () => [], count: () => 0, close };
}
