/**
 * GET /internal/health: whether this server can do its work, for a supervisor, a load balancer or a
 * monitor. Pages need nothing but the process (they are built, or rendered from content it holds or
 * fetches); what can fail while the process looks well is the lead store: a LEADS_DB_PATH in a folder
 * it cannot write, a disk that is full or read-only, a database file removed or copied over while the
 * server runs. So the check opens the store (creating it, as the first lead would) and takes its write
 * lock, writing nothing. With leads sent to an external API (API_BASE_URL) there is no store here, and
 * that API's health is its own.
 *
 * The answer says which check failed, never why: the reason (a path, an error) goes to the log, once as
 * it starts failing and once as it recovers, not with every poll.
 *
 * It also says where the page cache keeps what it renders (`pageCache`): `memory-only` while writes to the
 * cache directory fail (site/cacheHandler.mjs), which costs a restart its rendered pages but serves them all the
 * same; so it is reported for a monitor, and the status stays ok.
 *
 * A server that has had SIGTERM answers 503 `draining` for STOP_DRAIN_MS while it still serves (site/lib/startup.ts
 * `drainBeforeStop`), so that a load balancer stops sending to it before it stops listening.
 */
import { isDraining } from './draining';
import { json } from './leads/handlers';
import type { LeadStore } from './leads/store';

export type LeadStoreHealth = 'ok' | 'failing' | 'external';
export type PageCacheHealth = 'disk' | 'memory-only';

export interface Health {
  /** `draining`: stopping (SIGTERM), still serving for a few seconds; no new requests, please. */
  status: 'ok' | 'unavailable' | 'draining';
  leadStore: LeadStoreHealth;
  pageCache: PageCacheHealth;
}

/** The page cache's record of failed writes (site/cacheHandler.mjs `noteFailedWrite`, under the same global key). */
const PAGE_CACHE_WRITES = Symbol.for('flodvik.pageCache.failedWrites');

/** `memory-only` from a failed write to the cache directory until a write succeeds again. */
export function pageCacheHealth(): PageCacheHealth {
  const writes = (globalThis as typeof globalThis & { [PAGE_CACHE_WRITES]?: { failing?: boolean } })[PAGE_CACHE_WRITES];
  return writes?.failing ? 'memory-only' : 'disk';
}

export interface HealthDeps {
  /** Leads go to an external API (API_BASE_URL): no store to check. */
  leadsExternal: boolean;
  /** The process's store (runtime.ts getLeadStore): opened on first use, throws when it cannot be. */
  store: () => LeadStore;
  /** Where the page cache keeps pages (pageCacheHealth above). */
  pageCache?: () => PageCacheHealth;
  /** Whether the server is stopping (site/lib/draining.ts). */
  draining?: () => boolean;
  log?: { error: (message: string, error: unknown) => void; info: (message: string) => void };
}

export type HealthCheck = () => Health;

/** A check that remembers its last verdict, so that the log has one line per change, not one per poll. */
export function createHealthCheck({ leadsExternal, store, pageCache = pageCacheHealth, draining = isDraining, log = console }: HealthDeps): HealthCheck {
  const check = checkStores({ leadsExternal, store, pageCache, log });
  return () => {
    const health = check();
    return draining() ? { ...health, status: 'draining' } : health;
  };
}

function checkStores({ leadsExternal, store, pageCache, log }: Required<Omit<HealthDeps, 'draining'>>): HealthCheck {
  let failing = false;
  return () => {
    if (leadsExternal) return { status: 'ok', leadStore: 'external', pageCache: pageCache() };
    try {
      store().checkWritable();
      if (failing) log.info('[health] the lead store works again');
      failing = false;
      return { status: 'ok', leadStore: 'ok', pageCache: pageCache() };
    } catch (error) {
      if (!failing) log.error('[health] the lead store cannot store a lead; /internal/health answers 503 until it can', error);
      failing = true;
      return { status: 'unavailable', leadStore: 'failing', pageCache: pageCache() };
    }
  };
}

/** The answer: 200 or 503, JSON, never kept by a cache (a stale 200 would hide an outage). */
export function healthResponse(health: Health): Response {
  return json(health, health.status === 'ok' ? 200 : 503);
}
