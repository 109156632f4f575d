/**
 * The two lead calls (SPEC §7) on an HttpClient: create before the first save, update with the
 * remembered id afterwards. Both resolve to {id}; a failure rejects with the client's HttpError,
 * whose `response` carries the server's answer.
 *
 * A create carries an Idempotency-Key, which the client repeats on its own retry, and which this API
 * keeps for the next create of the same payload until one succeeds: the visitor who sends again after
 * a failure whose answer was lost (a timeout, a connection cut after the server stored the lead) gets
 * the lead already stored, not a second one. A changed payload is a new lead, with a new key.
 *
 * An update the endpoint answers 404 `not_found` (the lead is no longer this visitor's to change: the CSRF
 * cookie that proved it expired in a tab left open, or the server's secret changed) creates a new lead
 * instead, so the form can still be sent; the caller remembers the new id. Any other failure (another 404
 * too: an API that means something else by it) is the caller's, as SPEC §8 says.
 */
import { LEAD_ERRORS, LEADS_PATH, type LeadPayload, type LeadResponse } from '~/contracts/lead';
import { errorCodeOf, HttpError, type HttpClient, type HttpResponse, type RequestOptions } from './http';

export interface LeadsApi {
  createLead(payload: LeadPayload, options?: RequestOptions): Promise<LeadResponse>;
  updateLead(id: string, payload: LeadPayload, options?: RequestOptions): Promise<LeadResponse>;
}

/** The id of a success answer; a 2xx without one is as unusable as an error. */
function leadResponse(response: HttpResponse): LeadResponse {
  const { data } = response;
  if (typeof data === 'object' && data !== null && 'id' in data && typeof data.id === 'string' && data.id !== '') return { id: data.id };
  throw new HttpError('Invalid lead response: no id', 'ERR_BAD_RESPONSE', response);
}

/**
 * 128 random bits as hex. getRandomValues, not randomUUID: the latter exists only in secure contexts,
 * and a site may be tried over plain http.
 */
export function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The endpoint's answer for a lead that is not the caller's (or none): 404 with `not_found` (SPEC §7's update). */
const unknownLead = (error: unknown): boolean =>
  error instanceof HttpError && error.response?.status === 404 && errorCodeOf(error.response) === LEAD_ERRORS.notFound;

export function leadsApi(client: HttpClient, { newKey = newIdempotencyKey }: { newKey?: () => string } = {}): LeadsApi {
  // The key of the last create that did not succeed, with the payload it was for.
  let pending: { body: string; key: string } | undefined;
  const createLead: LeadsApi['createLead'] = async (payload, options) => {
    const body = JSON.stringify(payload);
    if (pending?.body !== body) pending = { body, key: newKey() };
    const created = leadResponse(await client.post(LEADS_PATH, payload, { ...options, idempotencyKey: pending.key }));
    pending = undefined;
    return created;
  };
  return {
    createLead,
    updateLead: async (id, payload, options) => {
      try {
        return leadResponse(await client.put(`${LEADS_PATH}/${encodeURIComponent(id)}`, payload, options));
      } catch (error) {
        if (unknownLead(error)) return createLead(payload, options);
        throw error;
      }
    },
  };
}
