/**
 * The lead forms' failure beacon (contracts/lead LEAD_FAILURE_PATH, docs/cross-cutting.md §1): a send that failed in a
 * way only the operator can mend (the API down, refusing, unreachable from the page, or storing a lead it does not
 * name) is told to the site's own endpoint, which logs it. The hero form says nothing of a failure (SPEC §8), and the
 * contact form tells only the visitor: without this a broken API showed nowhere until sales noticed leads had stopped.
 *
 * The report is the failure's kind, the HTTP status, the form and where its leads go: nothing the visitor typed, no
 * address, no identifier. Imported by the lead form's island only, so no page without a form loads it.
 */
import { LEAD_ERRORS, LEAD_FAILURE_PATH, type LeadFailureKind, type LeadFailureReport } from '~/contracts/lead';
import { errorCodeOf, isHttpError } from './http';

/**
 * What a failed save (the client's HttpError) tells the operator, or null when it is nothing for them: a request the
 * caller aborted (the visitor left, the form gave up: the form reports that as `timed_out` itself), a browser that
 * knows it is offline, or an error that is no HTTP failure (a fault of the page's code, for error reporting).
 */
export function leadFailureOf(
  error: unknown,
  online = typeof navigator === 'undefined' || navigator.onLine !== false,
): Pick<LeadFailureReport, 'kind' | 'status'> | null {
  if (!isHttpError(error)) return null;
  if (error.code === 'ECONNABORTED') return null;
  if (error.code === 'ETIMEDOUT') return { kind: 'timed_out', status: 0 };
  const response = error.response;
  // No answer at all: a CORS refusal looks the same to the page as a refused connection. Offline, it is the visitor's
  // connection (and the beacon would not get through either).
  if (!response) return online ? { kind: 'no_answer', status: 0 } : null;
  const { status } = response;
  const code = errorCodeOf(response);
  const kind: LeadFailureKind =
    status === 429
      ? 'rate_limited'
      : status === 503 && code === LEAD_ERRORS.dailyLimitReached
        ? 'daily_limit'
        : status >= 500
          ? 'server_error'
          : status === 403
            ? code === LEAD_ERRORS.crossSite
              ? 'cross_site'
              : 'csrf_refused'
            : status === 404
              ? 'not_found'
              : status >= 400
                ? 'refused'
                : 'bad_answer';
  return { kind, status };
}

/**
 * Sends the report and forgets it: sendBeacon (it outlives the page, as the hero form leaves for the app), else a
 * keepalive fetch. Same origin, so the CSP's `connect-src 'self'` covers both; a failure to send is not the visitor's.
 */
export function sendLeadFailure(report: LeadFailureReport): void {
  const body = JSON.stringify(report);
  try {
    // A string goes as text/plain, which no browser refuses a beacon (a JSON Blob some did).
    if (typeof navigator !== 'undefined' && navigator.sendBeacon?.(LEAD_FAILURE_PATH, body)) return;
  } catch {
    // Refused (a browser that throws on a beacon it will not queue): the fetch below.
  }
  if (typeof fetch !== 'function') return;
  void fetch(LEAD_FAILURE_PATH, { method: 'POST', body, keepalive: true, credentials: 'omit', headers: { 'Content-Type': 'text/plain;charset=UTF-8' } }).catch(
    () => undefined,
  );
}
