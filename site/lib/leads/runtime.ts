/**
 * The lead service and endpoint as this process runs them: configuration from the environment,
 * one store, one set of limiters and one signing secret. Kept on globalThis because Next bundles
 * each route on its own: the token route, the create and update routes and (later) a page's server
 * action must share the secret and the limits, not each have a copy.
 */
import { randomBytes } from 'node:crypto';
import { getEnv } from '../../config/env';
import { createLeadEndpoint, type LeadEndpoint } from './handlers';
import { clientAddress, createLeadLimits } from './limits';
import { createLeadService, type LeadService } from './service';
import { openLeadStore, resolveLeadsDbPath, type LeadStore } from './store';

export interface LeadRuntime {
  service: LeadService;
  endpoint: LeadEndpoint;
  /** The address the per-client limits key on, from a request's headers. */
  clientAddress: (headers: Headers) => string;
  /** LEADS_SECRET (or this process's own): signs CSRF tokens, and keys the form posts' idempotency keys. */
  secret: () => string;
}

interface Shared {
  runtime?: LeadRuntime;
  store?: LeadStore;
}

const shared = ((globalThis as { [key: symbol]: Shared })[Symbol.for('flodvik.leads')] ??= {});

/** The process's store, opened on the first write at LEADS_DB_PATH (see resolveLeadsDbPath). */
export function getLeadStore(): LeadStore {
  shared.store ??= openLeadStore(resolveLeadsDbPath(getEnv().leadsDbPath));
  return shared.store;
}

/** Closes the store and forgets the runtime (tests, shutdown); the next request builds both again. */
export function closeLeadRuntime(): void {
  shared.store?.close();
  shared.store = undefined;
  shared.runtime = undefined;
}

/** LEADS_SECRET, or a random secret for this process, with a warning saying what that costs. */
function signingSecret(configured: string | undefined): string {
  if (configured) return configured;
  console.warn(
    '[leads] LEADS_SECRET is not set: CSRF tokens are signed with a random secret of this process. ' +
      'Tokens stop working when it restarts, and several instances refuse each other’s tokens. Set LEADS_SECRET (32+ characters).',
  );
  return randomBytes(32).toString('base64url');
}

export function leadRuntime(): LeadRuntime {
  if (shared.runtime) return shared.runtime;
  const env = getEnv();
  // Made on first use: with an external API configured no token is ever signed, and no warning due.
  let secret: string | undefined;
  const address = (headers: Headers) => clientAddress(headers, { header: env.clientIpHeader, proxies: env.clientIpProxies });
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
  shared.runtime = { service, endpoint, clientAddress: address, secret: leadsSecret };
  return shared.runtime;
}
