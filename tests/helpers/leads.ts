/** Requests and payloads for the lead endpoint's tests: a valid lead, a request builder, the environment. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { CSRF_COOKIE, CSRF_HEADER, LEADS_PATH, type LeadPayload } from '~/contracts/lead';
import { issueCsrfToken, verifyCsrfToken } from '~/site/lib/leads/csrf';
import { closeLeadRuntime } from '~/site/lib/leads/runtime';
import type { CreateOptions, LeadStore, StoredLead } from '~/site/lib/leads/store';

export const ORIGIN = 'http://localhost:3000';
/** The LEADS_SECRET of the tests that go through the route modules (set with leadEnv). */
export const SECRET = 'test-secret-'.repeat(4);
/** A token signed with SECRET, valid for two hours from the start of the test file. */
export const TOKEN = issueCsrfToken(SECRET).token;

/** The nonce (the identity) of a valid token signed with SECRET. */
export function nonceOf(token: string): string {
  const verdict = verifyCsrfToken(SECRET, token);
  if (!verdict.ok) throw new Error(`not a valid token: ${verdict.reason}`);
  return verdict.nonce;
}

/**
 * Sets the lead endpoint's environment for one test file (call apply in beforeAll, before the first
 * request builds the runtime) and puts the previous values back afterwards. Limits are lifted unless
 * given: most files test other things than the limits.
 */
export function leadEnv(vars: Record<string, string | undefined>) {
  const all: Record<string, string | undefined> = {
    LEADS_SECRET: SECRET,
    API_BASE_URL: undefined,
    LEADS_CREATES_PER_MINUTE: '100000',
    LEADS_UPDATES_PER_MINUTE: '100000',
    LEADS_CREATES_PER_CLIENT_PER_DAY: '100000',
    ...vars,
  };
  const saved = Object.fromEntries(Object.keys(all).map((key) => [key, process.env[key]]));
  const put = (values: Record<string, string | undefined>) => {
    for (const [key, value] of Object.entries(values)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  };
  return { apply: () => put(all), restore: () => put(saved) };
}

export const onboardingLead = (): LeadPayload => ({
  data: { source: 'onboarding', email: 'anna@firma.se', phone: '070-123 45 67', companyIdentityNumber: '556036-0793', utmCampaign: 'spring' },
  meta: { validateUniqueness: true, locale: 'sv', page: '/sv' },
});

export const contactLead = (): LeadPayload => ({
  data: {
    source: 'contact_form',
    email: 'erik@bolag.se',
    phone: '08-123 456',
    companyIdentityNumber: '556036-0793',
    firstName: 'Erik Johan',
    surname: 'Svensson',
  },
  meta: { validateUniqueness: false, locale: 'en', page: '/en/contact' },
});

export interface LeadRequestOptions {
  method?: 'POST' | 'PUT' | 'GET' | 'DELETE' | 'PATCH' | 'OPTIONS';
  /** Path under the origin; LEADS_PATH by default. */
  path?: string;
  /** null leaves the header out. */
  contentType?: string | null;
  /** The csrftoken cookie; null leaves it out. */
  cookie?: string | null;
  /** The X-CSRFToken header; null leaves it out. */
  header?: string | null;
  headers?: Record<string, string>;
}

/** A request as the browser client sends it; every part can be spoiled through the options. */
export function leadRequest(body: unknown, options: LeadRequestOptions = {}): Request {
  const { method = 'POST', path: p = LEADS_PATH, contentType = 'application/json', cookie = TOKEN, header = TOKEN } = options;
  const headers = new Headers(options.headers);
  if (contentType !== null) headers.set('content-type', contentType);
  if (cookie !== null) headers.append('cookie', `${CSRF_COOKIE}=${cookie}`);
  if (header !== null) headers.set(CSRF_HEADER, header);
  const init: RequestInit & { duplex?: 'half' } = { method, headers };
  if (method !== 'GET' && body !== undefined) {
    init.body = typeof body === 'string' || body instanceof ReadableStream ? body : JSON.stringify(body);
    if (body instanceof ReadableStream) init.duplex = 'half';
  }
  return new Request(`${ORIGIN}${p}`, init);
}

/** A stream that yields `total` bytes of `fill` in chunks and never says how long it is. */
export function byteStream(total: number, fill = 0x20, chunk = 1024): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= total) return controller.close();
      const size = Math.min(chunk, total - sent);
      sent += size;
      controller.enqueue(new Uint8Array(size).fill(fill));
    },
  });
}

/** A fresh temporary folder and a cleanup for it. */
export function tempDir(prefix = 'leads-test-'): { dir: string; cleanup: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  return { dir, cleanup: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

export async function bodyOf(response: Response): Promise<Record<string, unknown>> {
  return (await response.json()) as Record<string, unknown>;
}

/** Creates a lead in a store and returns it; throws when the store did not store one. */
export function createdLead(store: LeadStore, payload: LeadPayload, options?: CreateOptions): StoredLead {
  const result = store.create(payload, options);
  if (result.kind !== 'created') throw new Error(`expected a stored lead, got ${JSON.stringify(result)}`);
  return result.lead;
}

/**
 * A lead database of the test file's own, in a folder that does not exist yet (the first lead creates it): set as
 * LEADS_DB_PATH before the file's tests, the runtime closed and the folder removed after them. Its path.
 */
export function withLeadDatabase(): string {
  const temp = tempDir();
  const dbFile = path.join(temp.dir, 'nested', 'data', 'leads.sqlite');
  const env = leadEnv({ LEADS_DB_PATH: dbFile });
  beforeAll(env.apply);
  afterAll(() => {
    closeLeadRuntime();
    temp.cleanup();
    env.restore();
  });
  return dbFile;
}
