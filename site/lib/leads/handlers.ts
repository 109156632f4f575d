/**
 * The embedded lead endpoint (SPEC §7): POST {LEADS_PATH} creates a lead and answers {id};
 * PUT {LEADS_PATH}/{id} replaces its data and meta. The route files under
 * site/app/internal/v1/onboarding/leads/ only forward to these functions.
 *
 * Checks, in order: endpoint enabled (404 when an external API is configured) → CSRF pair (403) →
 * id shape on PUT (404) → content type (415) → body size (413) → JSON (400) → contract (400) →
 * lead exists on PUT (404). Every error body is `{ error, message }`, plus `errors` (field → messages)
 * for a contract failure. Only a failure of our own (the database) is a 500.
 */
import { getEnv } from '../../config/env';
import { hasValidCsrfPair } from './csrf';
import { readJsonBody } from './request';
import { parseLeadPayload, type FieldErrors } from './schema';
import { openLeadStore, resolveLeadsDbPath, type LeadStore } from './store';

export interface ErrorBody {
  error: string;
  message: string;
  errors?: FieldErrors;
}

export interface LeadEndpointDeps {
  /** The external API base URL; when set, the embedded endpoint is off. */
  apiBaseUrl: () => string | undefined;
  store: () => LeadStore;
  /** Where unexpected errors go (console.error by default). */
  logError?: (message: string, error: unknown) => void;
}

const NO_STORE = { 'Cache-Control': 'no-store' } as const;

export function json(body: unknown, status: number, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { ...NO_STORE, ...headers } });
}

export function errorResponse(status: number, error: string, message: string, extra: Partial<ErrorBody> = {}, headers: Record<string, string> = {}): Response {
  const body: ErrorBody = { error, message, ...extra };
  return json(body, status, headers);
}

/** 405 with the methods the resource does allow. */
export function methodNotAllowed(allow: readonly string[]): Response {
  return errorResponse(
    405,
    'method_not_allowed',
    `Use ${allow.filter((m) => m !== 'OPTIONS').join(' or ')} on this resource.`,
    {},
    { Allow: allow.join(', ') },
  );
}

/** The answer to OPTIONS: which methods exist, nothing else (no CORS: the endpoint is same-origin). */
export function allowResponse(allow: readonly string[]): Response {
  return new Response(null, { status: 204, headers: { ...NO_STORE, Allow: allow.join(', ') } });
}

// Ids are the store's random UUIDs; anything else cannot name a lead.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const disabled = () => errorResponse(404, 'not_found', 'Leads go to the configured external API; this site does not store them.');
const forbidden = () => errorResponse(403, 'csrf_failed', 'The csrftoken cookie and the X-CSRFToken header are missing or do not match.');
const unknownLead = () => errorResponse(404, 'not_found', 'There is no lead with this id.');

export function createLeadEndpoint(deps: LeadEndpointDeps) {
  const logError = deps.logError ?? ((message: string, error: unknown) => console.error(message, error));

  /** Runs a handler; anything it throws is our fault, logged, and answered with a generic 500. */
  async function guarded(what: string, run: () => Promise<Response>): Promise<Response> {
    try {
      return await run();
    } catch (error) {
      logError(`[leads] ${what} failed`, error);
      return errorResponse(500, 'internal_error', 'The lead could not be saved because of an error on our side. Please try again later.');
    }
  }

  /** The checks every write shares; a Response means stop and answer it. */
  async function readPayload(request: Request) {
    const body = await readJsonBody(request);
    if (!body.ok) return errorResponse(body.status, body.error, body.message);
    const parsed = parseLeadPayload(body.value);
    if (!parsed.ok) return errorResponse(400, 'invalid_lead', 'The lead has invalid or missing fields.', { errors: parsed.errors });
    return parsed.payload;
  }

  return {
    create: (request: Request) =>
      guarded('create', async () => {
        if (deps.apiBaseUrl()) return disabled();
        if (!hasValidCsrfPair(request)) return forbidden();
        const payload = await readPayload(request);
        if (payload instanceof Response) return payload;
        const lead = deps.store().create(payload);
        return json({ id: lead.id }, 201, { Location: `${new URL(request.url).pathname.replace(/\/$/, '')}/${lead.id}` });
      }),

    update: (request: Request, id: string) =>
      guarded('update', async () => {
        if (deps.apiBaseUrl()) return disabled();
        if (!hasValidCsrfPair(request)) return forbidden();
        if (!UUID.test(id)) return unknownLead();
        const payload = await readPayload(request);
        if (payload instanceof Response) return payload;
        const store = deps.store();
        const existing = store.get(id.toLowerCase());
        if (!existing) return unknownLead();
        // A lead keeps the form it came from: an onboarding lead never turns into a contact-form lead.
        if (existing.source !== payload.data.source) {
          return errorResponse(400, 'invalid_lead', 'The lead has invalid or missing fields.', {
            errors: { 'data.source': [`must stay ${existing.source}, the source the lead was created with`] },
          });
        }
        const lead = store.update(existing.id, payload);
        return lead ? json({ id: lead.id }, 200) : unknownLead();
      }),
  };
}

let shared: LeadStore | undefined;

/** The process's store, opened on the first write at LEADS_DB_PATH (see resolveLeadsDbPath). */
export function getLeadStore(): LeadStore {
  shared ??= openLeadStore(resolveLeadsDbPath(getEnv().leadsDbPath));
  return shared;
}

/** Closes the process's store (tests, shutdown); the next write opens it again. */
export function closeLeadStore(): void {
  shared?.close();
  shared = undefined;
}

/** The endpoint as the site runs it: configuration from the environment, the shared store. */
export const leadEndpoint = createLeadEndpoint({ apiBaseUrl: () => getEnv().apiBaseUrl, store: getLeadStore });
