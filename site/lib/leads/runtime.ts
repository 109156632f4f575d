/**
 * The lead service and endpoint as this process runs them: configuration from the environment,
 * one store, one set of limiters and one signing secret. Kept on globalThis because Next bundles
 * each route on its own: the token route, the create and update routes and (later) a page's server
 * action must share the secret and the limits, not each have a copy.
 */
import { randomBytes } from 'node:crypto';
import { getEnv, type SiteEnv } from '../../config/env';
import { createLeadFailureEndpoint, type LeadFailureEndpoint } from './failures';
import { createLeadEndpoint, type LeadEndpoint } from './handlers';
import { clientAddress, createLeadLimits, forwardedFor } from './limits';
import { createLeadService, type LeadService } from './service';
import fs from 'node:fs';
import { openLeadStore, resolveLeadsDbPath, type LeadStore } from './store';

export interface LeadRuntime {
  service: LeadService;
  endpoint: LeadEndpoint;
  /** The lead forms' failure beacon (failures.ts): on whether leads go to this site or to API_BASE_URL. */
  failures: LeadFailureEndpoint;
  /** The address the per-client limits key on, from a request's headers. */
  clientAddress: (headers: Headers) => string;
  /** The X-Forwarded-For of a request the site makes for this client (limits.ts forwardedFor), or undefined. */
  forwardedFor: (headers: Headers) => string | undefined;
  /** LEADS_SECRET (or this process's own): signs CSRF tokens, and keys the form posts' idempotency keys. */
  secret: () => string;
}

interface Shared {
  runtime?: LeadRuntime;
  store?: LeadStore;
  purgeTimer?: NodeJS.Timeout;
  closeOnExit?: boolean;
}

const shared = ((globalThis as { [key: symbol]: Shared })[Symbol.for('flodvik.leads')] ??= {});

/** How often a running server deletes the leads past LEADS_RETENTION_DAYS, besides when it opens the store. */
export const PURGE_INTERVAL_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes what is past its retention (store.ts purgeExpired). A failure (the file locked longer than
 * the busy timeout) is logged and left to the next day's run: it must not fail the lead being stored.
 */
function purge(store: LeadStore): void {
  try {
    const { leads } = store.purgeExpired();
    if (leads > 0)
      console.info(`[leads] deleted ${leads} ${leads === 1 ? 'lead' : 'leads'} not changed in ${getEnv().leadsRetentionDays} days (LEADS_RETENTION_DAYS)`);
  } catch (error) {
    console.error('[leads] deleting the leads past their retention failed', error);
  }
}

/**
 * The process's store, opened on the first write at LEADS_DB_PATH (see resolveLeadsDbPath). Opening
 * it deletes what is past its retention, and so does a timer once a day after: a server that runs for
 * months keeps no lead more than a day past LEADS_RETENTION_DAYS after its last change.
 */
export function getLeadStore(): LeadStore {
  if (shared.store) return shared.store;
  const env = getEnv();
  const store = openLeadStore(resolveLeadsDbPath(env.leadsDbPath), { retentionDays: env.leadsRetentionDays });
  shared.store = store;
  purge(store);
  // Unref'd: the timer alone never keeps a process (a script, a test run, a server shutting down) alive.
  shared.purgeTimer = setInterval(() => purge(store), PURGE_INTERVAL_MS).unref();
  // Closed as the process ends (a SIGTERM's exit too): SQLite then folds the WAL into the file and removes it, so the
  // database is one file again (a restore that copies a backup over it cannot meet a stale -wal).
  if (!shared.closeOnExit) {
    shared.closeOnExit = true;
    process.once('exit', () => shared.store?.close());
  }
  return store;
}

/**
 * At the server's start (instrumentation.ts): opens the store when its file exists, so the purge at open and the
 * daily one run although no lead may be written for days; nothing is created for a site that never stored one,
 * nor where leads go to an external API.
 */
export function openLeadStoreIfPresent(env: Pick<SiteEnv, 'apiBaseUrl' | 'leadsDbPath'> = getEnv()): boolean {
  if (env.apiBaseUrl || !fs.existsSync(resolveLeadsDbPath(env.leadsDbPath))) return false;
  getLeadStore();
  return true;
}

/** Closes the store and forgets the runtime (tests, shutdown); the next request builds both again. */
export function closeLeadRuntime(): void {
  clearInterval(shared.purgeTimer);
  shared.purgeTimer = undefined;
  shared.store?.close();
  shared.store = undefined;
  shared.runtime = undefined;
}

const MISSING_SECRET =
  '[leads] LEADS_SECRET is not set: CSRF tokens are signed with a random secret of this process. ' +
  'Tokens stop working when it restarts, and several instances refuse each other’s tokens. Set LEADS_SECRET (32+ characters).';

/**
 * Said as a server for a public address starts (SITE_URL set) that stores leads itself without LEADS_SECRET: not only
 * at its first form, when an operator has long stopped reading the start's log.
 */
export function warnMissingSecretAtStart(env: Pick<SiteEnv, 'apiBaseUrl' | 'leadsSecret' | 'siteUrlConfigured'> = getEnv(), warn = console.warn): boolean {
  if (env.apiBaseUrl || env.leadsSecret || !env.siteUrlConfigured) return false;
  warn(MISSING_SECRET);
  return true;
}

/** LEADS_SECRET, or a random secret for this process, with a warning saying what that costs. */
function signingSecret(configured: string | undefined): string {
  if (configured) return configured;
  console.warn(MISSING_SECRET);
  return randomBytes(32).toString('base64url');
}

export function leadRuntime(): LeadRuntime {
  if (shared.runtime) return shared.runtime;
  const env = getEnv();
  // Made on first use: with an external API configured no token is ever signed, and no warning due.
  let secret: string | undefined;
  let warnedNoHeader = false;
  const address = (headers: Headers) => {
    // A CLIENT_IP_HEADER the proxy does not send keys every visitor alike ("unknown"), so one visitor's leads use up
    // everyone's per-client limits: said once in the log, where an operator looks first.
    if (env.clientIpHeader && !headers.has(env.clientIpHeader) && !warnedNoHeader) {
      warnedNoHeader = true;
      console.warn(
        `[leads] CLIENT_IP_HEADER is ${env.clientIpHeader}, and a request came without it: every such request shares one per-client limit. Check the proxy in front sets it.`,
      );
    }
    return clientAddress(headers, { header: env.clientIpHeader, proxies: env.clientIpProxies });
  };
  const service = createLeadService({
    store: getLeadStore,
    limits: createLeadLimits({
      createsPerMinute: env.leadsCreatesPerMinute,
      updatesPerMinute: env.leadsUpdatesPerMinute,
      createsPerClientPerDay: env.leadsCreatesPerClientPerDay,
    }),
    dailyCap: env.leadsDailyCap,
  });
  const leadsSecret = () => (secret ??= signingSecret(env.leadsSecret));
  const endpoint = createLeadEndpoint({
    apiBaseUrl: () => env.apiBaseUrl,
    service: () => service,
    secret: leadsSecret,
    siteUrl: env.siteUrl,
    clientAddress: address,
  });
  const forwarded = (headers: Headers) => forwardedFor(headers, { header: env.clientIpHeader, proxies: env.clientIpProxies });
  const failures = createLeadFailureEndpoint({
    clientAddress: address,
    siteUrl: env.siteUrl,
    // Sentry as the site's other server failures (lib/storyblok/delivery.ts): the lines logged, not the ones counted.
    ...(env.sentryDsn && {
      report: (line, report) =>
        void import('@sentry/nextjs').then((Sentry) =>
          Sentry.withScope((scope) => {
            scope.setTags({ leadFailure: report.kind, status: String(report.status), form: report.form, api: report.api });
            Sentry.captureMessage(line, 'warning');
          }),
        ),
    }),
  });
  shared.runtime = { service, endpoint, failures, clientAddress: address, forwardedFor: forwarded, secret: leadsSecret };
  return shared.runtime;
}
