/**
 * The lead forms' failure beacon, the site's end (contracts/lead LEAD_FAILURE_PATH, blocks/_lib/leadFailure.ts): a
 * browser whose lead send failed in a way only the operator can mend says so here, whether its leads go to this site
 * or to API_BASE_URL, and the server log gets one line per kind of failure a minute, with the count of the others
 * (failureLog.ts), and Sentry the same line when configured. Without it a broken API, or a server started with
 * another API_BASE_URL than its build's, showed nowhere: the hero form says nothing (SPEC §8), the contact form
 * tells only the visitor.
 *
 * POST, the report as JSON (sendBeacon sends text/plain; application/json is taken too), at most 1 KiB: 204. Checked
 * in this order: from another site 403 `cross_site` (another site's page cannot fill this log) → the client's reports
 * a minute, then the whole site's (429 with Retry-After, before the body is read) → content type 415 → size 413 → JSON 400 → the report's
 * shape 400 `invalid_report` (strict: a kind, a status, a form, a target; nothing else, so nothing the visitor typed
 * can ride along). Never a 500 for a bad request; a fault of ours is a logged 500.
 */
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { z } from 'zod';
import { LEAD_FAILURE_KINDS, type LeadFailureKind, type LeadFailureReport } from '~/contracts/lead';
import { createFailureLog } from '../failureLog';
import { isCrossSite } from './csrf';
import { errorResponse } from './handlers';
import { isContentType, readJsonBody } from './request';
import { guarded, type LogError } from './service';

/** Reports one client may make a minute: a visitor's form fails a few times a minute at most, however often they press. */
export const FAILURE_REPORTS_PER_MINUTE = 10;

/**
 * Reports the whole site takes a minute. Without CLIENT_IP_HEADER a client's address is the last X-Forwarded-For entry,
 * which the client writes itself: rotating it gets past the per-client limit, and anyone could fill the counts the log
 * and Sentry show. A real outage is said by its first reports; past this many a minute the rest are refused (429) and
 * not counted, so a flood cannot grow the counts without end. (The counts are what browsers said, never verified.)
 */
export const FAILURE_REPORTS_PER_MINUTE_ALL = 300;

/** Largest report body in bytes: a report is under 100. */
export const MAX_REPORT_BYTES = 1024;

/** The report's check; strict, so an unknown key (anything a drifted or hostile client adds) is refused. */
export const leadFailureSchema = z.strictObject({
  kind: z.enum(LEAD_FAILURE_KINDS),
  status: z.number().int().min(0).max(599),
  form: z.enum(['hero', 'contact']),
  api: z.enum(['site', 'external']),
});

// The schema and the contract must describe the same thing, both ways (as schema.ts checks the lead's).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const schemaMatchesContract: Same<z.output<typeof leadFailureSchema>, LeadFailureReport> = true;
void schemaMatchesContract;

/** What each kind means for the operator, and where to look first. */
const MEANING: Record<LeadFailureKind, string> = {
  no_answer: 'no answer (the API unreachable, or its CORS answer refused by the browser)',
  timed_out: 'no answer in time',
  server_error: 'a server error',
  daily_limit: 'the daily cap reached (LEADS_DAILY_CAP)',
  rate_limited: 'refused as too many',
  csrf_refused: 'the CSRF token refused, a fresh one too (instances with different LEADS_SECRET, or a cookie the API does not get)',
  cross_site: 'refused as from another site (a proxy that changed the Host, or SITE_URL not the address visitors use)',
  not_found: "not found (the endpoint is off: a server started with another API_BASE_URL than its build's, or a wrong API_BASE_URL)",
  refused: 'refused (the API takes no lead the form sends)',
  bad_answer: 'an answer the form cannot read',
  stored_without_id: 'stored, but the answer names no lead (neither {"id"} nor a Location of the lead, which the site expects)',
};

const describeReport = ({ kind, status, form, api }: LeadFailureReport) =>
  `[leads] a ${form} form's send from a browser failed: ${MEANING[kind]}` +
  `${status > 0 ? `, HTTP ${status}` : ''}, sending to ${api === 'site' ? "the site's own endpoint" : 'API_BASE_URL'} (${kind})`;

export interface LeadFailureEndpointDeps {
  /** The address the per-client limit keys on (limits.ts clientAddress with the configured header). */
  clientAddress: (headers: Headers) => string;
  /** The site's canonical URL: a request whose Origin is its origin is the site's own. */
  siteUrl?: string;
  perMinute?: number;
  /** Reports the whole site takes a minute (FAILURE_REPORTS_PER_MINUTE_ALL). */
  perMinuteAll?: number;
  /** Where the line goes (console.warn by default), and the clock of its minute. */
  log?: (line: string) => void;
  now?: () => number;
  /** Told each line logged (not the ones counted): Sentry, when configured. */
  report?: (line: string, report: LeadFailureReport) => void;
  logError?: LogError;
}

const NO_STORE = { 'Cache-Control': 'no-store' } as const;

/** sendBeacon's text/plain (a string body), or JSON. */
const REPORT_TYPES = ['text/plain', 'application/json'];

export function createLeadFailureEndpoint(deps: LeadFailureEndpointDeps) {
  const limiter = new RateLimiterMemory({ points: deps.perMinute ?? FAILURE_REPORTS_PER_MINUTE, duration: 60, keyPrefix: 'lead-failure-client' });
  const all = new RateLimiterMemory({ points: deps.perMinuteAll ?? FAILURE_REPORTS_PER_MINUTE_ALL, duration: 60, keyPrefix: 'lead-failure-all' });
  const log = createFailureLog(deps.log ?? ((line) => console.warn(line)), deps.now);

  return {
    receive: (request: Request): Promise<Response> =>
      guarded(
        'failure report',
        async () => {
          if (isCrossSite(request, deps.siteUrl)) return errorResponse(403, 'cross_site', 'Reports are taken from this site’s own pages only.');
          try {
            await limiter.consume(deps.clientAddress(request.headers));
            await all.consume('site');
          } catch (error) {
            if (!(error instanceof RateLimiterRes)) throw error;
            const wait = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
            return errorResponse(429, 'rate_limited', `Too many reports; try again in ${wait} seconds.`, {}, { 'Retry-After': String(wait) });
          }
          const body = await readJsonBody(request, MAX_REPORT_BYTES, {
            accepts: (type) => isContentType(type, REPORT_TYPES),
            typeMessage: 'Send the report as JSON (text/plain or application/json, UTF-8).',
          });
          if (!body.ok) return errorResponse(body.status, body.error, body.message);
          const parsed = leadFailureSchema.safeParse(body.value);
          if (!parsed.success)
            return errorResponse(400, 'invalid_report', 'A report is {"kind", "status", "form", "api"} and nothing else.', {
              errors: Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.map(String).join('.') || '(root)', [issue.message]])),
            });
          const line = describeReport(parsed.data);
          if (log(parsed.data.kind, line)) deps.report?.(line, parsed.data);
          return new Response(null, { status: 204, headers: NO_STORE });
        },
        () => errorResponse(500, 'internal_error', 'The report could not be taken because of an error on our side.'),
        deps.logError,
      ),
  };
}

export type LeadFailureEndpoint = ReturnType<typeof createLeadFailureEndpoint>;
