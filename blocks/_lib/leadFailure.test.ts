import { afterEach, describe, expect, test, vi } from 'vitest';
import { LEAD_FAILURE_PATH, type LeadFailureReport } from '~/contracts/lead';
import { HttpError, type HttpResponse } from './http';
import { leadFailureOf, sendLeadFailure } from './leadFailure';

const answer = (status: number, data: unknown = null): HttpResponse => ({ status, data, headers: new Headers() });
const failed = (status: number, data: unknown = null) =>
  new HttpError(`Request failed with status code ${status}`, status < 500 ? 'ERR_BAD_REQUEST' : 'ERR_BAD_RESPONSE', answer(status, data));

describe('what a failed save tells the operator', () => {
  test.each([
    ['a 500', failed(500), { kind: 'server_error', status: 500 }],
    ['a 502 page of a proxy', failed(502, '<html>Bad Gateway</html>'), { kind: 'server_error', status: 502 }],
    ['the daily cap', failed(503, { error: 'daily_limit_reached' }), { kind: 'daily_limit', status: 503 }],
    ['a 503 of another kind', failed(503), { kind: 'server_error', status: 503 }],
    ['a 429', failed(429, { error: 'rate_limited' }), { kind: 'rate_limited', status: 429 }],
    ['a fresh token refused too', failed(403, { error: 'csrf_failed' }), { kind: 'csrf_refused', status: 403 }],
    ["an API's own 403 (Django's HTML)", failed(403, '<h1>Forbidden</h1>'), { kind: 'csrf_refused', status: 403 }],
    ['another site', failed(403, { error: 'cross_site' }), { kind: 'cross_site', status: 403 }],
    ["the site's endpoint off (a server started with API_BASE_URL, built without)", failed(404, { error: 'not_found' }), { kind: 'not_found', status: 404 }],
    ['a lead the API refuses', failed(400, { error: 'invalid_lead' }), { kind: 'refused', status: 400 }],
    ['a token answer without a token', new HttpError('Invalid CSRF token response', 'ERR_BAD_RESPONSE', answer(200, {})), { kind: 'bad_answer', status: 200 }],
    ['no answer (CORS refused, connection refused)', new HttpError('Network Error', 'ERR_NETWORK'), { kind: 'no_answer', status: 0 }],
    ['a timeout of the client', new HttpError('timeout of 15000ms exceeded', 'ETIMEDOUT'), { kind: 'timed_out', status: 0 }],
  ])('%s', (_, error, report) => {
    expect(leadFailureOf(error, true)).toEqual(report);
  });

  test('nothing for the operator: an aborted request, no answer while the browser is offline, an error that is no HTTP failure', () => {
    expect(leadFailureOf(new HttpError('Request aborted', 'ECONNABORTED'), true)).toBeNull();
    expect(leadFailureOf(new HttpError('Network Error', 'ERR_NETWORK'), false)).toBeNull();
    expect(leadFailureOf(new TypeError('x is undefined'), true)).toBeNull();
    expect(leadFailureOf(null, true)).toBeNull();
  });
});

describe('sending the report', () => {
  const REPORT: LeadFailureReport = { kind: 'server_error', status: 500, form: 'hero', api: 'external' };
  afterEach(() => vi.unstubAllGlobals());

  test("a beacon to the site's own endpoint, with the report and nothing else", () => {
    const sendBeacon = vi.fn(() => true);
    const fetch = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal('navigator', { sendBeacon, onLine: true });
    vi.stubGlobal('fetch', fetch);
    sendLeadFailure(REPORT);
    expect(sendBeacon).toHaveBeenCalledWith(LEAD_FAILURE_PATH, JSON.stringify(REPORT));
    expect(fetch).not.toHaveBeenCalled();
  });

  test('a keepalive fetch where the beacon is refused or missing; a fetch that fails is nobody’s concern', async () => {
    const fetch = vi.fn((_url: string, _init: RequestInit) => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('fetch', fetch);
    for (const navigator of [
      { sendBeacon: () => false },
      {},
      {
        sendBeacon: () => {
          throw new TypeError('Illegal invocation');
        },
      },
    ]) {
      vi.stubGlobal('navigator', navigator);
      sendLeadFailure(REPORT);
    }
    await Promise.resolve();
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(fetch.mock.calls[0]).toEqual([LEAD_FAILURE_PATH, expect.objectContaining({ method: 'POST', keepalive: true, body: JSON.stringify(REPORT) })]);
  });
});
