/**
 * The embedded lead endpoint's JSON route handlers (SPEC §7, docs/cross-cutting.md §1): GET
 * {CSRF_PATH} issues a token; POST {LEADS_PATH} creates a lead and answers {id}; PUT
 * {LEADS_PATH}/{id} replaces its data and meta. The route files under site/app/internal/v1/onboarding/
 * only forward to these functions; the checks and the store are the lead service's (service.ts).
 *
 * A write is checked in this order: endpoint enabled (404 when an external API is configured) →
 * CSRF: same site, signed token in cookie and header, not expired (403) → id shape on PUT (404) →
 * content type (415) → body size (413) → JSON (400) → the service: contract (400), idempotency key
 * (400, 422), limits (429), daily cap (503), ownership (404). Every error body is `{ error, message }`,
 * plus `errors` (field → messages) for a contract failure. Only a failure of our own is a 500.
 */
import { CSRF_NOT_ISSUED, IDEMPOTENCY_HEADER, LEAD_ERRORS, type CsrfTokenResponse } from '~/contracts/lead';
import { createFailureLog } from '../failureLog';
import { checkCsrf, CROSS_SITE_MESSAGE, csrfCookie, isCrossSite, isHttps, issueCsrfToken, readCsrfCookie, verifyCsrfToken } from './csrf';
import { readJsonBody } from './request';
import type { FieldErrors } from './schema';
import { guarded, INTERNAL_ERROR, isLeadId, unknownLead, type LeadOutcome, type LeadService, type LogError } from './service';

export interface ErrorBody {
  error: string;
  message: string;
  errors?: FieldErrors;
  /** csrf_failed: CSRF_NOT_ISSUED when the token came back whole but is not this site's. */
  reason?: string;
}

export interface LeadEndpointDeps {
  /** The external API base URL; when set, the embedded endpoint is off. */
  apiBaseUrl: () => string | undefined;
  service: () => LeadService;
  /** The secret the CSRF tokens are signed with. */
  secret: () => string;
  /** The site's canonical URL: requests whose Origin is its origin are the site's own. */
  siteUrl?: string;
  /** The address the per-client limits key on (limits.ts clientAddress with the configured header). */
  clientAddress: (headers: Headers) => string;
  now?: () => Date;
  /** Where unexpected errors go (console.error by default). */
  logError?: LogError;
  /** Where a refused token this server did not sign is said (at most once a minute); console.warn by default. */
  warn?: (message: string) => void;
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

const disabled = () => errorResponse(404, 'not_found', 'Leads go to the configured external API; this site does not store them.');
const forbidden = (refusal: { message: string; crossSite?: true; notIssued?: true }) =>
  errorResponse(403, refusal.crossSite ? LEAD_ERRORS.crossSite : LEAD_ERRORS.csrfFailed, refusal.message, refusal.notIssued ? { reason: CSRF_NOT_ISSUED } : {});

/**
 * A token sent back whole that this server did not sign is a forged one, one from before the secret changed (the
 * form gets a new one and goes on), or another instance's: instances that do not share LEADS_SECRET refuse a good
 * part of every form's sends. Said in the log, at most once a minute (site/lib/failureLog.ts), as nothing else would tell.
 */
const NOT_ISSUED_WARNING =
  '[leads] a form sent a CSRF token this server did not sign: if more than one instance serves the site, give them all the same LEADS_SECRET (docs/deployment.md, "Several instances")';

/** A service outcome as the JSON answer. */
function answer(outcome: LeadOutcome, location?: string): Response {
  if (outcome.ok) {
    const headers: Record<string, string> = {};
    if (outcome.status === 201 && location) headers.Location = `${location}/${outcome.id}`;
    if (outcome.replayed) headers['Idempotent-Replayed'] = 'true';
    return json({ id: outcome.id }, outcome.status, headers);
  }
  const { status, error, message, errors, retryAfterSeconds } = outcome;
  return errorResponse(status, error, message, errors ? { errors } : {}, retryAfterSeconds ? { 'Retry-After': String(retryAfterSeconds) } : {});
}

export function createLeadEndpoint(deps: LeadEndpointDeps) {
  const now = deps.now ?? (() => new Date());
  // The service never throws; this catches what is left (the service's construction, a broken request object).
  const guard = (what: string, run: () => Promise<Response>) =>
    guarded(what, run, () => errorResponse(500, INTERNAL_ERROR.error, INTERNAL_ERROR.message), deps.logError);

  const notIssued = createFailureLog(deps.warn ?? console.warn, () => now().getTime());
  const csrf = (request: Request) => {
    const check = checkCsrf(request, { secret: deps.secret(), ...(deps.siteUrl && { siteUrl: deps.siteUrl }), now: now() });
    if (!check.ok && check.notIssued) notIssued('not-issued', NOT_ISSUED_WARNING);
    return check;
  };

  return {
    create: (request: Request) =>
      guard('create', async () => {
        if (deps.apiBaseUrl()) return disabled();
        const token = csrf(request);
        if (!token.ok) return forbidden(token);
        const body = await readJsonBody(request);
        if (!body.ok) return errorResponse(body.status, body.error, body.message);
        const outcome = await deps.service().create(body.value, {
          client: deps.clientAddress(request.headers),
          owner: token.nonce,
          idempotencyKey: request.headers.get(IDEMPOTENCY_HEADER),
        });
        return answer(outcome, new URL(request.url).pathname.replace(/\/$/, ''));
      }),

    update: (request: Request, id: string) =>
      guard('update', async () => {
        if (deps.apiBaseUrl()) return disabled();
        const token = csrf(request);
        if (!token.ok) return forbidden(token);
        // Before the body is read: an id no lead can have costs us nothing more.
        if (!isLeadId(id)) return answer(unknownLead());
        const body = await readJsonBody(request);
        if (!body.ok) return errorResponse(body.status, body.error, body.message);
        return answer(await deps.service().update(id, body.value, { client: deps.clientAddress(request.headers), owner: token.nonce }));
      }),

    /**
     * GET: a token in the body and the same in the cookie, never cached. A visitor whose token is
     * still valid gets the same nonce with a new expiry, so the leads they created stay theirs.
     */
    csrfToken: (request: Request) =>
      guard('csrf token', () => {
        if (deps.apiBaseUrl()) return Promise.resolve(disabled());
        if (isCrossSite(request, deps.siteUrl)) return Promise.resolve(forbidden({ message: CROSS_SITE_MESSAGE, crossSite: true }));
        const at = now();
        const current = verifyCsrfToken(deps.secret(), readCsrfCookie(request), at);
        const token = issueCsrfToken(deps.secret(), { now: at, ...(current.ok && { nonce: current.nonce }) });
        const body: CsrfTokenResponse = { token: token.token, expiresAt: token.expiresAt.toISOString() };
        return Promise.resolve(
          json(body, 200, {
            'Set-Cookie': csrfCookie(token, { secure: isHttps(request) }),
            // The answer differs per visitor: no cache may keep it, or hand it to anyone else.
            'Cache-Control': 'no-store, private',
            Vary: 'Cookie',
          }),
        );
      }),
  };
}

export type LeadEndpoint = ReturnType<typeof createLeadEndpoint>;
