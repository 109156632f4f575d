/**
 * The lead service (docs/cross-cutting.md §1): every check a lead write passes, and the store, in
 * one place for every way a lead arrives. The JSON route handlers (handlers.ts) call it after the
 * CSRF check; the forms' no-JavaScript server action will call it the same way, with no token
 * (Next checks a server action's Origin) and so no owner:
 *
 *   const outcome = await leadRuntime().service.create(payload, { client: clientAddress(await headers(), …) });
 *
 * Create: contract → idempotency key (a repeat answers the first answer) → limits per client and
 * per token → daily cap → store, the key's record and the day's count in one transaction.
 * Update: contract → owner → limits → the lead of that owner (else 404, as for an unknown id) →
 * source unchanged → store. It never throws: a fault of ours is a 500 outcome, logged.
 */
import { createHash } from 'node:crypto';
import type { LeadPayload } from '~/contracts/lead';
import { LEAD_ERRORS } from '~/contracts/lead';
import { formatCount, type PluralForms } from '~/rules/money';
import type { LeadLimits } from './limits';
import { parseLeadPayload, type FieldErrors } from './schema';
import type { LeadStore } from './store';

export interface LeadCaller {
  /** The client's address (limits.ts clientAddress): the per-client limits key on it. */
  client: string;
  /**
   * Who may update the lead later: the CSRF token's nonce on the JSON path. Without one (the form
   * post without JavaScript) the lead can be created but never updated, and only the per-client
   * limits apply.
   */
  owner?: string;
}

export type LeadOutcome =
  | { ok: true; status: 200 | 201; id: string; /** A repeated create: the first create's answer, nothing stored. */ replayed: boolean }
  | {
      ok: false;
      status: 400 | 404 | 422 | 429 | 500 | 503;
      error: string;
      message: string;
      /** Per field (dotted path) for `invalid_lead`. */
      errors?: FieldErrors;
      /** For 429 and 503: when to try again. */
      retryAfterSeconds?: number;
    };

export interface LeadService {
  create(body: unknown, caller: LeadCaller & { idempotencyKey?: string | null }): Promise<LeadOutcome>;
  update(id: string, body: unknown, caller: LeadCaller): Promise<LeadOutcome>;
}

export interface LeadServiceDeps {
  store: () => LeadStore;
  limits: LeadLimits;
  /** Leads stored per UTC day at most. */
  dailyCap: number;
  now?: () => Date;
  /** Where faults of ours go (console.error by default). */
  logError?: LogError;
  /** Where refusals an operator should know of go (console.warn by default): the daily cap reached, the rate limits refusing. */
  logWarn?: LogWarn;
}

// Ids are the store's random UUIDs; anything else cannot name a lead.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isLeadId = (id: string) => UUID.test(id);

// Visible ASCII, as a client's UUID or random string; the IETF draft's key is an opaque string.
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** What the store keeps of an owner: a hash, so the database alone cannot act as anyone. */
export const ownerHash = (owner: string) => sha256(`owner\n${owner}`);

const fail = (
  status: Extract<LeadOutcome, { ok: false }>['status'],
  error: string,
  message: string,
  extra: Partial<Extract<LeadOutcome, { ok: false }>> = {},
): LeadOutcome => ({
  ok: false,
  status,
  error,
  message,
  ...extra,
});

const invalid = (errors: FieldErrors) => fail(400, 'invalid_lead', 'The lead has invalid or missing fields.', { errors });
/** The answer for an id that names no lead of this caller: the same whether it exists or not. */
export const unknownLead = () => fail(404, LEAD_ERRORS.notFound, 'There is no lead with this id.');
const keyReused = () => fail(422, 'idempotency_key_reused', 'This Idempotency-Key was used for a different lead; send a new key with each new submit.');
const limited = (retryAfterSeconds: number) =>
  fail(429, LEAD_ERRORS.rateLimited, `Too many requests from this client; try again in ${retryAfterSeconds} seconds.`, { retryAfterSeconds });

/** Seconds from `now` to the next UTC midnight, when the daily cap counts from zero again. */
function secondsToNextDay(now: Date): number {
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.max(1, Math.ceil((next - now.getTime()) / 1000));
}

/** The answer to a fault of ours: generic, the details go to the log. */
export const INTERNAL_ERROR = {
  error: 'internal_error',
  message: 'The lead could not be saved because of an error on our side. Please try again later.',
} as const;

export type LogError = (message: string, error: unknown) => void;
const logToConsole: LogError = (message, error) => console.error(message, error);
export type LogWarn = (message: string) => void;

/** The log's nouns, counted by rules/money formatCount. */
const NOUNS = {
  create: { one: '{count} create', other: '{count} creates' },
  update: { one: '{count} update', other: '{count} updates' },
  client: { one: '{count} client', other: '{count} clients' },
  lead: { one: '{count} lead', other: '{count} leads' },
} satisfies Record<string, PluralForms>;

/** How long the rate limits' refusals are counted before their line goes to the log. */
export const REFUSALS_LOGGED_EVERY_MS = 60_000;

/**
 * The log of the rate limits' refusals (429): the first at once, then the count of those after it once a
 * minute while they go on, with the number of clients (never who): an operator sees a flood, or a proxy
 * that puts every visitor in one bucket (CLIENT_IP_HEADER), without a line per request.
 */
function refusalLog(logWarn: LogWarn, now: () => Date) {
  let window: { since: Date; creates: number; updates: number; clients: Set<string> } | undefined;
  const open = () => {
    window = { since: now(), creates: 0, updates: 0, clients: new Set() };
    setTimeout(close, REFUSALS_LOGGED_EVERY_MS).unref?.();
  };
  const close = () => {
    const { since, creates, updates, clients } = window!;
    window = undefined;
    if (creates + updates === 0) return;
    const what = [creates && formatCount(creates, NOUNS.create, 'en'), updates && formatCount(updates, NOUNS.update, 'en')].filter(Boolean).join(' and ');
    logWarn(`[leads] ${what} more refused by the rate limits (429) since ${since.toISOString()}, from ${formatCount(clients.size, NOUNS.client, 'en')}`);
    open(); // a flood that goes on: one line a minute
  };
  return (kind: 'create' | 'update', client: string) => {
    if (window === undefined) {
      logWarn(`[leads] a${kind === 'update' ? 'n update' : ' create'} was refused by the rate limits (429); more are counted, one line a minute`);
      open();
      return;
    }
    window[kind === 'create' ? 'creates' : 'updates'] += 1;
    window.clients.add(client);
  };
}

/** Runs `run`; anything it throws is our fault: logged as `[leads] <what> failed`, answered with `fallback()`. */
export async function guarded<T>(what: string, run: () => Promise<T>, fallback: () => T, logError: LogError = logToConsole): Promise<T> {
  try {
    return await run();
  } catch (error) {
    logError(`[leads] ${what} failed`, error);
    return fallback();
  }
}

export function createLeadService(deps: LeadServiceDeps): LeadService {
  const now = deps.now ?? (() => new Date());
  const logWarn = deps.logWarn ?? ((message: string) => console.warn(message));
  const refused = refusalLog(logWarn, now);
  let cappedDay: string | undefined;
  const internalError = () => fail(500, INTERNAL_ERROR.error, INTERNAL_ERROR.message);

  const created = (id: string, replayed: boolean): LeadOutcome => ({ ok: true, status: 201, id, replayed });
  /** A create the day's cap refuses: logged once a day, answered 503 until midnight UTC. */
  const capped = (day: string): LeadOutcome => {
    if (cappedDay !== day) {
      cappedDay = day;
      logWarn(
        `[leads] the daily cap of ${formatCount(deps.dailyCap, NOUNS.lead, 'en')} (LEADS_DAILY_CAP) is reached for ${day}: creates are answered 503 until midnight UTC`,
      );
    }
    return fail(503, LEAD_ERRORS.dailyLimitReached, 'The site has taken as many leads as it can today. Please try again tomorrow, or call us.', {
      retryAfterSeconds: secondsToNextDay(now()),
    });
  };

  return {
    create: (body, caller) =>
      guarded(
        'create',
        async () => {
          const key = caller.idempotencyKey ?? undefined;
          if (key !== undefined && !IDEMPOTENCY_KEY.test(key)) {
            return fail(400, 'invalid_idempotency_key', 'The Idempotency-Key must be 1 to 255 visible ASCII characters.');
          }
          const parsed = parseLeadPayload(body);
          if (!parsed.ok) return invalid(parsed.errors);
          const payload: LeadPayload = parsed.payload;
          const store = deps.store();
          // Scoped to the owner, so one client's key never finds another client's lead.
          const idempotency =
            key === undefined ? undefined : { keyHash: sha256(`${caller.owner ?? ''}\n${key}`), payloadHash: sha256(JSON.stringify(payload)) };
          const replay = (earlier: { leadId: string; samePayload: boolean }) => (earlier.samePayload ? created(earlier.leadId, true) : keyReused());

          // A repeat of a create that was stored is answered before the limits: it stores nothing.
          const earlier = idempotency && store.findIdempotent(idempotency.keyHash);
          if (idempotency && earlier) return replay({ leadId: earlier.leadId, samePayload: earlier.payloadHash === idempotency.payloadHash });

          // The cap before the limits: a create it refuses counts against no client's day (nor adds a client the
          // limiters keep for a day: refused creates from made-up addresses would otherwise grow the process all day).
          const full = store.cappedDay(deps.dailyCap);
          if (full !== null) return capped(full);

          const owner = caller.owner === undefined ? undefined : ownerHash(caller.owner);
          const verdict = await deps.limits.take('create', { client: caller.client, ...(owner && { token: owner }) });
          if (!verdict.ok) {
            refused('create', caller.client);
            return limited(verdict.retryAfterSeconds);
          }

          const result = store.create(payload, { dailyCap: deps.dailyCap, ...(owner && { ownerHash: owner }), ...(idempotency && { idempotency }) });
          if (result.kind === 'replayed') return replay(result);
          if (result.kind === 'capped') return capped(result.day);
          return created(result.lead.id, false);
        },
        internalError,
        deps.logError,
      ),

    update: (id, body, caller) =>
      guarded(
        'update',
        async () => {
          if (!isLeadId(id)) return unknownLead();
          const parsed = parseLeadPayload(body);
          if (!parsed.ok) return invalid(parsed.errors);
          // Without proof of ownership no lead is anyone's to change: the same answer as an unknown id.
          if (caller.owner === undefined) return unknownLead();
          const owner = ownerHash(caller.owner);
          const verdict = await deps.limits.take('update', { client: caller.client, token: owner });
          if (!verdict.ok) {
            refused('update', caller.client);
            return limited(verdict.retryAfterSeconds);
          }
          const store = deps.store();
          const existing = store.getOwned(id.toLowerCase(), owner);
          if (!existing) return unknownLead();
          // A lead keeps the form it came from: an onboarding lead never turns into a contact-form lead.
          if (existing.source !== parsed.payload.data.source) {
            return invalid({ 'data.source': [`must stay ${existing.source}, the source the lead was created with`] });
          }
          const lead = store.update(existing.id, parsed.payload);
          return lead ? { ok: true, status: 200, id: lead.id, replayed: false } : unknownLead();
        },
        internalError,
        deps.logError,
      ),
  };
}
