/**
 * Law: no request a client can send makes the endpoint answer 5xx. Arbitrary bodies (text, bytes,
 * JSON, lead-shaped objects with hostile values), content types, CSRF pairs, origins, idempotency
 * keys and ids; the answer is always one of the documented statuses with a JSON body, and an error
 * always carries `error`.
 */
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, test } from 'vitest';
import * as collection from '~/site/app/internal/v1/onboarding/leads/route';
import * as item from '~/site/app/internal/v1/onboarding/leads/[id]/route';
import { LEADS_PATH } from '~/contracts/lead';
import { contactLead, leadEnv, leadRequest, onboardingLead, tempDir, TOKEN, type LeadRequestOptions } from '~/tests/helpers/leads';
import { closeLeadRuntime } from './runtime';

const temp = tempDir();
// The real limits: a run meets them, and a 429 is one of the answers the law allows.
const env = leadEnv({ LEADS_DB_PATH: path.join(temp.dir, 'leads.sqlite'), LEADS_CREATES_PER_MINUTE: '50', LEADS_UPDATES_PER_MINUTE: '100' });
let existingId = '';

beforeAll(async () => {
  env.apply();
  const response = await collection.POST(leadRequest(onboardingLead()));
  existingId = ((await response.json()) as { id: string }).id;
});
afterAll(() => {
  closeLeadRuntime();
  temp.cleanup();
  env.restore();
});

const hostile: fc.Arbitrary<unknown> = fc.oneof(
  fc.anything({ maxDepth: 3 }),
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.constantFrom('', ' ', '__proto__', 'onboarding', 'contact_form', null, true, 0, -1, 1e308, [], {}),
);

/** A valid lead with some fields replaced, removed or added. */
const mutatedLead = fc
  .tuple(
    fc.constantFrom(onboardingLead(), contactLead()),
    fc.dictionary(fc.constantFrom('source', 'email', 'phone', 'companyIdentityNumber', 'firstName', 'surname', 'utmCampaign', 'extra'), hostile),
    fc.dictionary(fc.constantFrom('validateUniqueness', 'locale', 'page', 'extra'), hostile),
  )
  .map(([lead, data, meta]) => ({ data: { ...lead.data, ...data }, meta: { ...lead.meta, ...meta } }));

const body: fc.Arbitrary<unknown> = fc.oneof(
  mutatedLead.map((v) => JSON.stringify(v)),
  fc.record({ data: hostile, meta: hostile }, { requiredKeys: [] }).map((v) => JSON.stringify(v)),
  fc.json({ maxDepth: 4 }),
  fc.string({ unit: 'binary', maxLength: 500 }),
  fc.uint8Array({ maxLength: 500 }),
  fc.constant(JSON.stringify(onboardingLead())),
);

const headerText = fc.string({ maxLength: 80 }); // printable ASCII: what a Headers object accepts

// Mostly well-formed envelopes, so that most runs get past the CSRF and content-type checks and
// reach the body parsing and the contract.
const often = <T>(usual: T, other: fc.Arbitrary<T>) => fc.oneof({ arbitrary: fc.constant(usual), weight: 8 }, { arbitrary: other, weight: 2 });

const options: fc.Arbitrary<LeadRequestOptions> = fc.record({
  contentType: often<string | null>('application/json', fc.oneof(fc.constant('application/json; charset=utf-8'), fc.constant(null), headerText)),
  cookie: often<string | null>(TOKEN, fc.oneof(fc.constant(null), headerText)),
  header: often<string | null>(TOKEN, fc.oneof(fc.constant(null), headerText)),
  headers: often<Record<string, string>>(
    {},
    fc.record(
      {
        'content-length': fc.oneof(fc.nat().map(String), headerText),
        'idempotency-key': fc.oneof(fc.constantFrom('key-1', 'key-2'), headerText),
        origin: fc.oneof(fc.constantFrom('http://localhost:3000', 'https://evil.example', 'null'), headerText),
        'sec-fetch-site': fc.constantFrom('same-origin', 'same-site', 'cross-site', 'none', 'bogus'),
      },
      { requiredKeys: [] },
    ),
  ),
});

const target = fc.oneof(
  fc.constant<{ id?: string }>({}),
  fc.oneof(fc.uuid(), fc.string({ maxLength: 60 }), fc.constant('existing')).map((id) => ({ id })),
);

const STATUSES = [200, 201, 400, 403, 404, 413, 415, 422, 429];

test('no request makes the endpoint answer 5xx', async () => {
  await fc.assert(
    fc.asyncProperty(body, options, target, async (raw, opts, { id }) => {
      const payload = raw instanceof Uint8Array ? new Blob([Uint8Array.from(raw)]).stream() : raw;
      let response: Response;
      if (id === undefined) {
        response = await collection.POST(leadRequest(payload, opts));
      } else {
        const leadId = id === 'existing' ? existingId : id;
        const request = leadRequest(payload, { ...opts, method: 'PUT', path: `${LEADS_PATH}/${encodeURIComponent(leadId)}` });
        response = await item.PUT(request, { params: Promise.resolve({ id: leadId }) });
      }
      expect(STATUSES).toContain(response.status);
      const json = (await response.json()) as Record<string, unknown>;
      if (response.status >= 400) expect(typeof json.error).toBe('string');
      else expect(typeof json.id).toBe('string');
    }),
    { numRuns: 400 },
  );
});
