/** Requests and payloads for the lead endpoint's tests: a valid lead and a request builder. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CSRF_COOKIE, CSRF_HEADER, LEADS_PATH, type LeadPayload } from '~/contracts/lead';

export const ORIGIN = 'http://localhost:3000';
/** A token of the shape the proxy issues (64 hex characters). */
export const TOKEN = 'ab12'.repeat(16);

export const onboardingLead = (): LeadPayload => ({
  data: { source: 'onboarding', email: 'anna@firma.se', phone: '070-123 45 67', companyIdentityNumber: '556036-0793', utmCampaign: 'spring' },
  meta: { validateUniqueness: true, locale: 'sv', page: '/sv' },
});

export const contactLead = (): LeadPayload => ({
  data: {
    source: 'contact_form',
    email: 'erik@bolag.se',
    phone: '08-123 456',
    companyIdentityNumber: '5560360793',
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
