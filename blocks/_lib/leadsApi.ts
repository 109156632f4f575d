/**
 * The two lead calls (SPEC §7) on an HttpClient: create before the first save, update with the
 * remembered id afterwards. Both resolve to {id}; a failure rejects with the client's HttpError,
 * whose `response` carries the server's answer. Each create (one per submit) carries its own
 * Idempotency-Key, which the client repeats on that create's retries.
 */
import { LEADS_PATH, type LeadPayload, type LeadResponse } from '~/contracts/lead';
import { HttpError, type HttpClient, type HttpResponse, type RequestOptions } from './http';

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

export function leadsApi(client: HttpClient, { newKey = newIdempotencyKey }: { newKey?: () => string } = {}): LeadsApi {
  return {
    createLead: async (payload, options) => leadResponse(await client.post(LEADS_PATH, payload, { ...options, idempotencyKey: newKey() })),
    updateLead: async (id, payload, options) => leadResponse(await client.put(`${LEADS_PATH}/${encodeURIComponent(id)}`, payload, options)),
  };
}
