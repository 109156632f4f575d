/**
 * A lead posted without JavaScript while API_BASE_URL is set goes where the island's would: to the
 * external API, through the same HTTP client and lead calls (blocks/_lib). The API issues its own
 * CSRF token and cookie; on the server nothing keeps cookies, so each forward has a jar of its own
 * (one token per forwarded lead, never shared between visitors). Each request says whom it is made for in
 * X-Forwarded-For (limits.ts forwardedFor: the client last, as the proxies in front gave it), so the API's own limits
 * count the visitor, not the site's server, which makes every post without JavaScript.
 */
import { CSRF_PATH } from '~/contracts/lead';
import type { LeadPayload } from '~/contracts/lead';
import { createCsrfTokenSource, createHttpClient } from '~/blocks/_lib/http';
import { leadsApi } from '~/blocks/_lib/leadsApi';
import { createFailureLog } from '../failureLog';

/** The server waits this long for the external API, so a visitor's post never hangs. */
export const FORWARD_TIMEOUT_MS = 15_000;

type Fetch = (input: string, init: RequestInit) => Promise<Response>;

/** A fetch that keeps the cookies its answers set and sends them back, for one forward; `extra` headers on every request. */
export function cookieJarFetch(doFetch: Fetch = (input, init) => globalThis.fetch(input, init), extra: Record<string, string> = {}): Fetch {
  const jar = new Map<string, string>();
  return async (input, init) => {
    const headers = new Headers(init.headers);
    for (const [name, value] of Object.entries(extra)) headers.set(name, value);
    if (jar.size > 0) headers.set('Cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await doFetch(input, { ...init, headers, credentials: 'omit' });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      if (at > 0) jar.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
    return response;
  };
}

/** A create the API stored without naming the lead: said once a minute (failureLog.ts), as it breaks what the site expects. */
const storedWithoutId = createFailureLog((line) => console.warn(line));
/** A failed forward, once a minute with a count: a bot posting the form while the API is down said each. */
const forwardFailed = createFailureLog((line) => console.warn(line));

/**
 * `idempotencyKey`: the post's own (form.ts formPostKey: the same lead from the same client, the same key), so a reload
 * of the answer, or a resend after a forward that timed out here but was stored there, is stored once by an API that
 * honours the key (each forward drew a key of its own: two leads). `forwardedFor`: the client's X-Forwarded-For
 * (limits.ts forwardedFor), sent when there is one. True for any 2xx: the lead is stored, with an id or without.
 */
export async function forwardLead(
  apiBaseUrl: string,
  payload: LeadPayload,
  idempotencyKey: string,
  { fetch: doFetch, forwardedFor }: { fetch?: Fetch; forwardedFor?: string | undefined } = {},
): Promise<boolean> {
  const baseUrl = apiBaseUrl.replace(/\/+$/, '');
  const jarFetch = cookieJarFetch(doFetch, forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {});
  const client = createHttpClient({
    baseUrl,
    fetch: jarFetch,
    credentials: 'omit',
    timeoutMs: FORWARD_TIMEOUT_MS,
    tokens: createCsrfTokenSource({ url: `${baseUrl}${CSRF_PATH}`, fetch: jarFetch, credentials: 'omit' }),
  });
  const onStoredWithoutId = (status: number) =>
    storedWithoutId(
      `stored-without-id:${baseUrl}`,
      `[leads] ${baseUrl} stored a forwarded form post without naming the lead (HTTP ${status}, neither {"id"} nor a Location of the lead): the post counts as sent; the site expects 201 {"id"} (site/README.md)`,
    );
  try {
    await leadsApi(client, { newKey: () => idempotencyKey, storage: null, onStoredWithoutId }).createLead(payload);
    return true;
  } catch (error) {
    const line = `[leads] forwarding a form post to ${baseUrl} failed: ${error instanceof Error ? error.message : String(error)}`;
    // Keyed by what failed too: an API refusing the posts (a contract the site no longer meets) is not hidden behind its outage.
    forwardFailed(line, line);
    return false;
  }
}
