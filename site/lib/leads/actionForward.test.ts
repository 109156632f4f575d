/**
 * A form post without JavaScript forwarded to the external API says whom it is made for (X-Forwarded-For, the client
 * as the trusted proxy in front gave it), so the API's own limits count the visitor and not the site's server. Its own
 * file because the configuration is read once per process (getEnv).
 */
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { CSRF_PATH, LEAD_FORM_HIDDEN, LEADS_PATH } from '~/contracts/lead';
import { leadEnv } from '~/tests/helpers/leads';

const API = 'https://api.flodvik.example';
vi.mock('next/headers', () => ({ headers: async () => new Headers({ 'x-forwarded-for': '6.6.6.6, 203.0.113.7, 198.51.100.1' }) }));
const env = leadEnv({ API_BASE_URL: API, CLIENT_IP_HEADER: 'x-forwarded-for', CLIENT_IP_PROXIES: '2' });

const seen: { url: string; forwardedFor: string | null }[] = [];
beforeAll(() => {
  env.apply();
  vi.stubGlobal('fetch', (input: string, init: RequestInit) => {
    seen.push({ url: input, forwardedFor: new Headers(init.headers).get('x-forwarded-for') });
    if (input.endsWith(CSRF_PATH)) return Promise.resolve(Response.json({ token: 'tok', expiresAt: new Date(Date.now() + 3_600_000).toISOString() }));
    return Promise.resolve(Response.json({ id: 'lead-1' }, { status: 201 }));
  });
});
afterAll(() => {
  vi.unstubAllGlobals();
  env.restore();
});

test('the token request and the create carry the client last in X-Forwarded-For, without the proxies after it', async () => {
  const { submitLeadForm } = await import('./action');
  const form = new FormData();
  for (const [name, value] of Object.entries({
    [LEAD_FORM_HIDDEN.kind]: 'contact',
    [LEAD_FORM_HIDDEN.locale]: 'sv',
    [LEAD_FORM_HIDDEN.page]: '/sv/kontakt',
    name: 'Erik Svensson',
    email: 'erik@bolag.se',
    phone: '08-123 456',
    companyIdentityNumber: '556036-0793',
  }))
    form.set(name, value);
  expect((await submitLeadForm(undefined, form)).status).toBe('sent');
  expect(seen).toEqual([
    { url: `${API}${CSRF_PATH}`, forwardedFor: '6.6.6.6, 203.0.113.7' },
    { url: `${API}${LEADS_PATH}`, forwardedFor: '6.6.6.6, 203.0.113.7' },
  ]);
});
