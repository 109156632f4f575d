/**
 * Where the embedded endpoint keeps leads: one SQLite file (better-sqlite3) in WAL mode, so the
 * `npm run leads` listing can read while the server writes. The file and its folder are created on
 * first use, not at import, so building the site or using an external API never creates them.
 * Leads are personal data (names, e-mail, phone, a sole trader's personnummer): the files are the
 * owner's alone, a lead is kept for a retention after its last change, and a deleted one is
 * overwritten, not left readable in the file's free space.
 */
import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import Database from 'better-sqlite3';
import { LEAD_TYPE_BY_SOURCE, type LeadData, type LeadMeta, type LeadPayload, type LeadSource, type LeadType } from '~/contracts/lead';
import { DEFAULT_LEADS_RETENTION_DAYS } from '../../config/env';
import { isValidOrganisationNumber, normaliseOrganisationNumber } from '~/rules/organisationNumber';

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

const DAY_MS = 24 * 60 * 60 * 1000;

/** How long a create's idempotency key keeps answering with the first answer. */
export const IDEMPOTENCY_RETENTION_MS = DAY_MS;

/** Everything stored about one lead, for a data subject's access or portability request (GDPR 15, 20). */
export interface LeadRecord extends StoredLead {
  /** Hash of the proof of ownership (CreateOptions.ownerHash); null when no update can name the lead. */
  ownerHash: string | null;
  /** The records of idempotency keys that name the lead (kept 24 h): hashes, never the key itself. */
  idempotencyKeys: Array<{ keyHash: string; payloadHash: string; createdAt: string }>;
}

/** What purgeExpired deleted. */
export interface PurgeResult {
  /** Leads not changed for the retention. */
  leads: number;
  /** Idempotency records past their 24 h, or naming a lead that is gone. */
  idempotencyKeys: number;
}

export interface LeadStore {
  readonly file: string;
  /** One transaction: the idempotency key, the daily cap, the lead, the key's record and the day's count. */
  create(payload: LeadPayload, options?: CreateOptions): CreateResult;
  /** The lead an earlier create stored under this idempotency key (within the retention), or null. */
  findIdempotent(keyHash: string): { leadId: string; payloadHash: string } | null;
  /**
   * The UTC day (YYYY-MM-DD) when its leads have reached `dailyCap`, else null: read before the rate limits, so a
   * create the cap refuses counts against no client's day (create checks the cap again in its transaction).
   */
  cappedDay(dailyCap: number): string | null;
  /** The updated lead, or null when no lead has this id. */
  update(id: string, payload: LeadPayload): StoredLead | null;
  get(id: string): StoredLead | null;
  /** The lead when its stored owner hash is this one; null for another owner, no owner, or no lead. */
  getOwned(id: string, ownerHash: string): StoredLead | null;
  /** Every lead, oldest first. */
  list(): StoredLead[];
  /** The leads `matches` takes, oldest first, read one at a time (not every lead held at once). */
  find(matches: (lead: StoredLead) => boolean): StoredLead[];
  /** Every stored field of the lead, its owner hash and idempotency records included, or null. */
  record(id: string): LeadRecord | null;
  /** Deletes the lead and its idempotency records; what was deleted, or null when no lead has this id. */
  delete(id: string): LeadRecord | null;
  /** Deletes the leads past the retention and the idempotency records past theirs or of leads gone. */
  purgeExpired(): PurgeResult;
  /**
   * Throws, saying what is wrong, unless a write could be stored now: the file at `file` is still the one
   * opened (not removed or copied over, which would leave the leads going to a file no one sees) and its
   * write lock can be taken (BEGIN IMMEDIATE, waiting out the busy timeout). Writes nothing.
   */
  checkWritable(): void;
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
  CREATE INDEX IF NOT EXISTS leads_updated_at ON leads (updated_at);
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
  /** Days a lead is kept after its last change (LEADS_RETENTION_DAYS): purgeExpired deletes it then. */
  retentionDays?: number;
  /** Injected clock for tests. */
  now?: () => Date;
}

/**
 * The database and its WAL files for the owner alone (GDPR 32): 0600, also when an earlier version
 * made them with the umask's 0644. A file of another user (shared through its group) cannot be
 * changed by this one and keeps its mode, with a warning.
 */
function ownerOnly(file: string): void {
  for (const part of [file, `${file}-wal`, `${file}-shm`]) {
    try {
      fs.chmodSync(part, 0o600);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      // No -wal or -shm yet: SQLite makes them when it needs them, with the database file's mode.
      if (code === 'ENOENT') continue;
      if (code !== 'EPERM') throw error;
      console.warn(`[leads] ${part} belongs to another user, so it keeps its mode; make it 0600 (owner-only) by hand.`);
    }
  }
}

/**
 * Organisation numbers stored in an earlier spelling (before the thirty-first session: a sole trader's with its
 * century, "19811218-9876"; a "+" kept in a company's) are rewritten in the one spelling the endpoint stores
 * (normaliseOrganisationNumber), so one company's or person's leads carry one number. Nothing else of the lead
 * changes: not its time of change, so not its retention. Only numbers of twelve digits or with a "+" are read.
 */
function respellOrganisationNumbers(db: Database.Database): void {
  const number = "json_extract(data, '$.companyIdentityNumber')";
  const candidates = db
    .prepare<[], { id: string; number: unknown }>(`SELECT id, ${number} AS number FROM leads WHERE length(${number}) > 11 OR ${number} GLOB '*+*'`)
    .all();
  const respell = db.prepare<[string, string]>("UPDATE leads SET data = json_set(data, '$.companyIdentityNumber', ?) WHERE id = ?");
  db.transaction(() => {
    for (const lead of candidates) {
      if (typeof lead.number !== 'string' || !isValidOrganisationNumber(lead.number)) continue;
      const spelled = normaliseOrganisationNumber(lead.number);
      if (spelled !== lead.number) respell.run(spelled, lead.id);
    }
  })();
}

/** Opens (and, unless read-only, creates) the lead database at an absolute or relative path. */
export function openLeadStore(file: string, options: OpenOptions = {}): LeadStore {
  const now = options.now ?? (() => new Date());
  const retentionDays = options.retentionDays ?? DEFAULT_LEADS_RETENTION_DAYS;
  // 0 or a fraction would make purgeExpired delete every lead, or leads a few hours old.
  if (!Number.isInteger(retentionDays) || retentionDays < 1)
    throw new RangeError(`The lead retention must be a whole number of days, 1 or more: ${retentionDays}`);
  const resolved = path.resolve(file);
  if (!options.readonly) {
    // The folders made here are 0700; one that exists already keeps its mode, chosen by whoever made it.
    fs.mkdirSync(path.dirname(resolved), { recursive: true, mode: 0o700 });
    // Made 0600 before SQLite opens it (which would use the umask), and so are the -wal and -shm files
    // SQLite makes: it gives them the database file's mode.
    fs.closeSync(fs.openSync(resolved, 'a', 0o600));
  }
  const db = new Database(resolved, options.readonly ? { readonly: true, fileMustExist: true } : {});
  // Wait for a lock held by another process (a listing, a second server) instead of failing at once.
  db.pragma('busy_timeout = 5000');
  if (!options.readonly) {
    db.pragma('journal_mode = WAL');
    // NORMAL is durable across application crashes in WAL mode and much faster than FULL.
    db.pragma('synchronous = NORMAL');
    // A deleted lead's bytes are overwritten with zeros: otherwise they stay in the file's free pages,
    // readable by anyone with a copy, long after the lead is "deleted" (GDPR 17).
    db.pragma('secure_delete = ON');
    db.exec(SCHEMA);
    const columns = leadColumns(db);
    for (const migration of MIGRATIONS) if (!columns.has(migration.column)) db.exec(migration.sql);
    respellOrganisationNumbers(db);
    ownerOnly(resolved);
  }
  // The file as opened: a file moved or copied over at this path later is another inode (checkWritable).
  const opened = fs.statSync(resolved);
  const tables = new Set(
    db
      .prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table'")
      .all()
      .map((t) => t.name),
  );
  if (!tables.has('leads')) {
    // A read-only open of a file that never got a lead: behave as an empty store.
    return emptyStore(resolved, () => db.close());
  }

  const byId = db.prepare<[string], Row>(`SELECT ${LEAD_COLUMNS} FROM leads WHERE id = ?`);
  const all = db.prepare<[], Row>(`SELECT ${LEAD_COLUMNS} FROM leads ORDER BY created_at, rowid`);
  const total = db.prepare<[], { n: number }>('SELECT count(*) AS n FROM leads');
  // A file from before ownership or idempotency keys, opened read-only, has neither column nor table: nothing of them is stored.
  const ownerOf = leadColumns(db).has('owner_hash')
    ? db.prepare<[string], { ownerHash: string | null }>('SELECT owner_hash AS ownerHash FROM leads WHERE id = ?')
    : null;
  const keysOf = tables.has('idempotency_keys')
    ? db.prepare<[string], LeadRecord['idempotencyKeys'][number]>(
        'SELECT key_hash AS keyHash, payload_hash AS payloadHash, created_at AS createdAt FROM idempotency_keys WHERE lead_id = ? ORDER BY created_at',
      )
    : null;
  const record = (id: string): LeadRecord | null => {
    const row = byId.get(id);
    if (!row) return null;
    return { ...fromRow(row), ownerHash: ownerOf?.get(id)?.ownerHash ?? null, idempotencyKeys: keysOf?.all(id) ?? [] };
  };
  const base = {
    file: resolved,
    get(id: string) {
      const row = byId.get(id);
      return row ? fromRow(row) : null;
    },
    list: () => all.all().map(fromRow),
    find(matches: (lead: StoredLead) => boolean) {
      const found: StoredLead[] = [];
      for (const row of all.iterate()) {
        const lead = fromRow(row);
        if (matches(lead)) found.push(lead);
      }
      return found;
    },
    record,
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
  const forgetOrphanKeys = db.prepare('DELETE FROM idempotency_keys WHERE lead_id NOT IN (SELECT id FROM leads)');
  const forgetLeadKeys = db.prepare<[string]>('DELETE FROM idempotency_keys WHERE lead_id = ?');
  const forgetLead = db.prepare<[string]>('DELETE FROM leads WHERE id = ?');
  const forgetLeadsUntil = db.prepare<[string]>('DELETE FROM leads WHERE updated_at <= ?');
  const storedOnDay = db.prepare<[string], { stored: number }>('SELECT stored FROM daily_counts WHERE day = ?');
  const countDay = db.prepare<[string]>('INSERT INTO daily_counts (day, stored) VALUES (?, 1) ON CONFLICT (day) DO UPDATE SET stored = stored + 1');
  const forgetDaysBefore = db.prepare<[string]>('DELETE FROM daily_counts WHERE day < ?');
  // Reads the table's first page: the file is a database with leads, without counting them (a health poll would
  // otherwise hold the write lock, and the event loop, for a count of a year's leads).
  const firstLead = db.prepare<[], { one: number }>('SELECT 1 AS one FROM leads LIMIT 1');

  /** Whether the UTC day (YYYY-MM-DD) has stored `cap` leads. */
  const capReached = (day: string, cap: number) => (storedOnDay.get(day)?.stored ?? 0) >= cap;
  const retainedSince = (at: Date) => new Date(at.getTime() - IDEMPOTENCY_RETENTION_MS).toISOString();

  /**
   * Moves what the WAL holds into the database and empties the WAL file: deleted rows are zeroed in
   * the database at once (secure_delete), but the WAL keeps the pages they were written in until its
   * space is reused. Best effort: a reader still on an older snapshot after the busy timeout leaves
   * the rest to a later checkpoint.
   */
  const checkpoint = () => db.pragma('wal_checkpoint(TRUNCATE)');

  // IMMEDIATE: the write lock is taken first, so two processes cannot both pass the cap or both miss a key.
  const createTransaction = db.transaction((payload: LeadPayload, opts: CreateOptions): CreateResult => {
    const at = now();
    const iso = at.toISOString();
    // Every create, with a key or without: otherwise a site whose creates carry no key keeps them forever.
    forgetKeys.run(retainedSince(at));
    if (opts.idempotency) {
      const earlier = keyRecord.get(opts.idempotency.keyHash, retainedSince(at));
      if (earlier) return { kind: 'replayed', leadId: earlier.leadId, samePayload: earlier.payloadHash === opts.idempotency.payloadHash };
    }
    const day = iso.slice(0, 10);
    if (opts.dailyCap !== undefined && capReached(day, opts.dailyCap)) return { kind: 'capped', day };
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

  const deleteTransaction = db.transaction((id: string): LeadRecord | null => {
    const deleted = record(id);
    if (!deleted) return null;
    forgetLeadKeys.run(id);
    forgetLead.run(id);
    return deleted;
  });

  const purgeTransaction = db.transaction((): PurgeResult => {
    const at = now();
    const leads = forgetLeadsUntil.run(new Date(at.getTime() - retentionDays * DAY_MS).toISOString()).changes;
    // A record naming a lead that is gone would answer a repeated key with an id no lead has any more.
    const idempotencyKeys = forgetKeys.run(retainedSince(at)).changes + forgetOrphanKeys.run().changes;
    // The daily cap reads today's count only; yesterday's is kept for a create that began before midnight.
    forgetDaysBefore.run(new Date(at.getTime() - DAY_MS).toISOString().slice(0, 10));
    return { leads, idempotencyKeys };
  });
  const lockTransaction = db.transaction(() => firstLead.get());

  return {
    ...base,
    create: (payload, opts = {}) => createTransaction.immediate(payload, opts),
    findIdempotent: (keyHash) => keyRecord.get(keyHash, retainedSince(now())) ?? null,
    cappedDay(dailyCap) {
      const day = now().toISOString().slice(0, 10);
      return capReached(day, dailyCap) ? day : null;
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
    getOwned(id, ownerHash) {
      const row = byOwner.get(id, ownerHash);
      return row ? fromRow(row) : null;
    },
    delete(id) {
      const deleted = deleteTransaction.immediate(id);
      if (deleted) checkpoint();
      return deleted;
    },
    purgeExpired() {
      const purged = purgeTransaction.immediate();
      if (purged.leads + purged.idempotencyKeys > 0) checkpoint();
      return purged;
    },
    checkWritable() {
      let now: fs.Stats;
      try {
        now = fs.statSync(resolved);
      } catch {
        throw new Error(
          `The lead database ${resolved} was removed while the server had it open: leads go to a file no one sees. Restore it and restart the server.`,
        );
      }
      if (now.ino !== opened.ino || now.dev !== opened.dev)
        throw new Error(`The lead database ${resolved} was replaced while the server had it open: leads go to the old file. Restart the server.`);
      lockTransaction.immediate();
    },
  };
}

function leadColumns(db: Database.Database): Set<string> {
  return new Set(
    db
      .prepare<[], { name: string }>("SELECT name FROM pragma_table_info('leads')")
      .all()
      .map((c) => c.name),
  );
}

/** The write side of a store opened read-only: writes throw, the owner-only reads find nothing. */
function readOnlyWrites(
  file: string,
): Pick<LeadStore, 'create' | 'update' | 'findIdempotent' | 'cappedDay' | 'getOwned' | 'delete' | 'purgeExpired' | 'checkWritable'> {
  const readOnly = () => {
    throw new Error(`The lead database ${file} is open read-only.`);
  };
  return {
    create: readOnly,
    update: readOnly,
    findIdempotent: () => null,
    cappedDay: () => null,
    getOwned: () => null,
    delete: readOnly,
    purgeExpired: readOnly,
    checkWritable: readOnly,
  };
}

function emptyStore(file: string, close: () => void): LeadStore {
  return { file, ...readOnlyWrites(file), get: () => null, list: () => [], find: () => [], record: () => null, count: () => 0, close };
}
