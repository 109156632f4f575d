/**
 * The two lead calls (SPEC §7) on an HttpClient: create before the first save, update with the
 * remembered id afterwards. Both resolve to {id} (null when a create's answer names no lead); a failure
 * rejects with the client's HttpError, whose `response` carries the server's answer.
 *
 * A create carries an Idempotency-Key, which the client repeats on its own retry, and which this API
 * keeps for the next create of the same payload until one succeeds: the visitor who sends again after
 * a failure whose answer was lost (a timeout, a connection cut after the server stored the lead) gets
 * the lead already stored, not a second one. A changed payload is a new lead, with a new key. The key outlives a
 * reload of the tab (the visitor told the form was not sent reloads and sends the same again): it is kept in the
 * tab's session storage (PENDING_KEY_STORAGE) beside a hash of the payload, never the payload itself, until a
 * create of that payload succeeds. Each payload keeps its own (the last PENDING_KEYS_KEPT of them): a failed send of
 * the page's other form does not take the first one's key.
 *
 * Any 2xx is a stored lead. One that names no lead (neither `{"id"}` nor a Location of the lead) gives a null id, and
 * is told to `onStoredWithoutId` (the form's failure beacon, the forward's log): the lead is stored, but the form cannot
 * update it, and an API that answers so is not the one the site expects (site/README.md). An update's answer without an
 * id is the lead it updated.
 *
 * An update the endpoint answers 404 `not_found` (the lead is no longer this visitor's to change: the CSRF
 * cookie that proved it expired in a tab left open, or the server's secret changed) creates a new lead
 * instead, so the form can still be sent; the caller remembers the new id. Any other failure (another 404
 * too: an API that means something else by it) is the caller's, as SPEC §8 says.
 */
import { LEAD_ERRORS, LEADS_PATH, type LeadPayload, type SavedLead } from '~/contracts/lead';
import { fingerprint } from './fingerprint';
import { errorCodeOf, HttpError, type HttpClient, type HttpResponse, type RequestOptions } from './http';

export interface LeadsApi {
  createLead(payload: LeadPayload, options?: RequestOptions): Promise<SavedLead>;
  updateLead(id: string, payload: LeadPayload, options?: RequestOptions): Promise<SavedLead>;
}

/** The id a success answer names: its JSON `{"id"}`, else the last segment of a Location of the lead; null if neither. */
function leadIdOf(response: HttpResponse): string | null {
  const { data } = response;
  if (typeof data === 'object' && data !== null && 'id' in data && typeof data.id === 'string' && data.id !== '') return data.id;
  // An API that names the new lead by its address only (a REST `201 Created` with `Location: …/leads/<id>`, no body):
  // the lead is stored, and its id is the address's last segment.
  const location = response.headers.get('Location');
  try {
    const path = location ? new URL(location, 'http://lead.invalid').pathname : '';
    const id = decodeURIComponent(path.slice(path.lastIndexOf('/') + 1));
    if (path.includes(`${LEADS_PATH}/`) && id !== '') return id;
  } catch {
    // Not an address, or one that does not decode: no id.
  }
  return null;
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

/** Where a tab keeps the keys of creates that did not succeed (the privacy page names it). */
export const PENDING_KEY_STORAGE = 'lead-send-key';
/** How many payloads' keys a tab keeps (a page's forms, and a form sent again with a value changed), the newest. */
export const PENDING_KEYS_KEPT = 4;

type PendingKey = { hash: string; key: string };
const isPendingKey = (value: unknown): value is PendingKey =>
  typeof value === 'object' && value !== null && 'hash' in value && 'key' in value && typeof value.hash === 'string' && typeof value.key === 'string';

/** The kept keys, oldest first: a list of them, or one (as a tab kept it before there were several); unreadable is none. */
function readPendingKeys(text: string | null): PendingKey[] {
  try {
    const kept = JSON.parse(text ?? 'null') as unknown;
    return (Array.isArray(kept) ? kept : [kept]).filter(isPendingKey).map(({ hash, key }) => ({ hash, key }));
  } catch {
    return [];
  }
}

/** The tab's session storage, or null where there is none (the server, a sandbox, storage refused). */
function sessionStore(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function leadsApi(
  client: HttpClient,
  {
    newKey = newIdempotencyKey,
    storage = sessionStore(),
    onStoredWithoutId = () => undefined,
  }: {
    newKey?: () => string;
    storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
    /** A create answered with a 2xx (its status) that names no lead. */
    onStoredWithoutId?: (status: number) => void;
  } = {},
): LeadsApi {
  /** The keys of creates that did not succeed, by their payload's hash: this tab's, kept over a reload. */
  let memory: PendingKey[] = [];
  const kept = (): PendingKey[] => {
    try {
      const text = storage?.getItem(PENDING_KEY_STORAGE);
      if (text !== null && text !== undefined) return readPendingKeys(text);
    } catch {
      // Storage refused: this page's own.
    }
    return memory;
  };
  const keep = (keys: PendingKey[]) => {
    memory = keys.slice(-PENDING_KEYS_KEPT);
    try {
      if (memory.length > 0) storage?.setItem(PENDING_KEY_STORAGE, JSON.stringify(memory));
      else storage?.removeItem(PENDING_KEY_STORAGE);
    } catch {
      // Storage refused or full: the keys are kept for this page only.
    }
  };
  const pending = {
    get: (hash: string): PendingKey | undefined => kept().find((entry) => entry.hash === hash),
    set: (entry: PendingKey) => keep([...kept().filter((other) => other.hash !== entry.hash), entry]),
    delete: (hash: string) => keep(kept().filter((entry) => entry.hash !== hash)),
  };
  const createLead: LeadsApi['createLead'] = async (payload, options) => {
    // Two payloads sharing a fingerprint would share a key, and the endpoint refuses a key reused for another payload.
    const hash = fingerprint(JSON.stringify(payload));
    let attempt = pending.get(hash);
    if (!attempt) pending.set((attempt = { hash, key: newKey() }));
    const response = await client.post(LEADS_PATH, payload, { ...options, idempotencyKey: attempt.key });
    // Stored, with an id or without: the key has done its work, and a next send of it is a new lead.
    pending.delete(hash);
    const id = leadIdOf(response);
    if (id === null) onStoredWithoutId(response.status);
    return { id };
  };
  return {
    createLead,
    updateLead: async (id, payload, options) => {
      try {
        return { id: leadIdOf(await client.put(`${LEADS_PATH}/${encodeURIComponent(id)}`, payload, options)) ?? id };
      } catch (error) {
        if (unknownLead(error)) return createLead(payload, options);
        throw error;
      }
    },
  };
}
