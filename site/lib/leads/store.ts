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

export interface LeadStore {
  readonly file: string;
  create(payload: LeadPayload): StoredLead;
  /** The updated lead, or null when no lead has this id. */
  update(id: string, payload: LeadPayload): StoredLead | null;
  get(id: string): StoredLead | null;
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
    updated_at TEXT NOT NULL
  ) STRICT;
  CREATE INDEX IF NOT EXISTS leads_created_at ON leads (created_at);
`;

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
  }
  const hasTable = db.prepare<[], { n: number }>("SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name = 'leads'").get()?.n === 1;
  if (!hasTable) {
    // A read-only open of a file that never got a lead: behave as an empty store.
    return emptyStore(resolved, () => db.close());
  }

  const insert = db.prepare<[Row]>(
    'INSERT INTO leads (id, type, source, data, meta, created_at, updated_at) VALUES (@id, @type, @source, @data, @meta, @created_at, @updated_at)',
  );
  const change = db.prepare<[{ id: string; type: LeadType; source: LeadSource; data: string; meta: string; updated_at: string }]>(
    'UPDATE leads SET type = @type, source = @source, data = @data, meta = @meta, updated_at = @updated_at WHERE id = @id',
  );
  const byId = db.prepare<[string], Row>('SELECT * FROM leads WHERE id = ?');
  const all = db.prepare<[], Row>('SELECT * FROM leads ORDER BY created_at, rowid');
  const total = db.prepare<[], { n: number }>('SELECT count(*) AS n FROM leads');

  return {
    file: resolved,
    create(payload) {
      const at = now().toISOString();
      const row: Row = {
        id: randomUUID(),
        type: LEAD_TYPE_BY_SOURCE[payload.data.source],
        source: payload.data.source,
        data: JSON.stringify(payload.data),
        meta: JSON.stringify(payload.meta),
        created_at: at,
        updated_at: at,
      };
      insert.run(row);
      return fromRow(row);
    },
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
    get(id) {
      const row = byId.get(id);
      return row ? fromRow(row) : null;
    },
    list: () => all.all().map(fromRow),
    count: () => total.get()?.n ?? 0,
    close: () => db.close(),
  };
}

function emptyStore(file: string, close: () => void): LeadStore {
  const readOnly = () => {
    throw new Error(`The lead database ${file} is open read-only.`);
  };
  return { file, create: readOnly, update: readOnly, get: () => null, list: () => [], count: () => 0, close };
}
