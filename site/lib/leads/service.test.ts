/**
 * The lead service as both callers use it: the JSON handlers (with the token's nonce as owner) and
 * the form post without JavaScript (no owner). A real store on a temporary file, real limiters.
 */
import path from 'node:path';
import { afterAll, describe, expect, test, vi } from 'vitest';
import { contactLead, onboardingLead, tempDir } from '~/tests/helpers/leads';
import { createLeadLimits, type LimitSettings } from './limits';
import { createLeadService, type LeadOutcome, type LeadServiceDeps } from './service';
import { openLeadStore, type LeadStore } from './store';

const temp = tempDir();
const stores: LeadStore[] = [];
afterAll(() => {
  for (const store of stores) store.close();
  temp.cleanup();
});

let files = 0;
function service({
  limits = { createsPerMinute: 100, updatesPerMinute: 100, createsPerClientPerDay: 1000 },
  ...rest
}: Partial<Omit<LeadServiceDeps, 'limits'>> & { limits?: LimitSettings } = {}) {
  const store = openLeadStore(path.join(temp.dir, `service-${(files += 1)}.sqlite`), rest.now ? { now: rest.now } : {});
  stores.push(store);
  return { store, service: createLeadService({ store: () => store, limits: createLeadLimits(limits), dailyCap: 1000, ...rest }) };
}

const alice = { client: '203.0.113.1', owner: 'nonce-of-alice' };
const bob = { client: '203.0.113.2', owner: 'nonce-of-bob' };

function idOf(outcome: LeadOutcome): string {
  if (!outcome.ok) throw new Error(`expected a success, got ${JSON.stringify(outcome)}`);
  return outcome.id;
}

describe('create', () => {
  test('stores the lead and answers 201 with its id', async () => {
    const { store, service: leads } = service();
    const outcome = await leads.create(onboardingLead(), alice);
    expect(outcome).toEqual({ ok: true, status: 201, id: expect.any(String), replayed: false });
    expect(store.get(idOf(outcome))).toMatchObject({ type: 'ONBOARDING', data: onboardingLead().data });
  });

  test('a body that breaks the contract is 400 with the fields, and stores nothing', async () => {
    const { store, service: leads } = service();
    const outcome = await leads.create({ data: { source: 'onboarding' }, meta: {} }, alice);
    expect(outcome).toMatchObject({ ok: false, status: 400, error: 'invalid_lead', errors: { 'data.email': expect.any(Array) } });
    expect(store.count()).toBe(0);
  });
});

describe('idempotency', () => {
  test('the same key and lead again answers the first answer and stores nothing new', async () => {
    const { store, service: leads } = service();
    const first = await leads.create(onboardingLead(), { ...alice, idempotencyKey: 'submit-1' });
    const again = await leads.create(onboardingLead(), { ...alice, idempotencyKey: 'submit-1' });
    expect(again).toEqual({ ok: true, status: 201, id: idOf(first), replayed: true });
    expect(store.count()).toBe(1);
  });

  test('the same key with another lead is 422 and stores nothing', async () => {
    const { store, service: leads } = service();
    await leads.create(onboardingLead(), { ...alice, idempotencyKey: 'submit-1' });
    const other = { ...onboardingLead(), data: { ...onboardingLead().data, email: 'other@firma.se' } };
    expect(await leads.create(other, { ...alice, idempotencyKey: 'submit-1' })).toMatchObject({ ok: false, status: 422, error: 'idempotency_key_reused' });
    expect(store.count()).toBe(1);
  });

  test('keys are per owner: another client with the same key gets its own lead', async () => {
    const { store, service: leads } = service();
    const mine = await leads.create(onboardingLead(), { ...alice, idempotencyKey: 'k' });
    const theirs = await leads.create(onboardingLead(), { ...bob, idempotencyKey: 'k' });
    expect(idOf(theirs)).not.toBe(idOf(mine));
    expect(store.count()).toBe(2);
  });

  test('a repeat is answered even when the client is over its limit (it stores nothing)', async () => {
    const { service: leads } = service({ limits: { createsPerMinute: 1, updatesPerMinute: 1, createsPerClientPerDay: 1000 } });
    const first = await leads.create(onboardingLead(), { ...alice, idempotencyKey: 'k' });
    expect(await leads.create(onboardingLead(), { ...alice, idempotencyKey: 'k' })).toMatchObject({ ok: true, id: idOf(first), replayed: true });
    expect(await leads.create(onboardingLead(), { ...alice, idempotencyKey: 'k2' })).toMatchObject({ status: 429 });
  });

  test.each(['', 'x'.repeat(256), 'with space', 'ünïcode'])('a malformed key (%j) is 400', async (key) => {
    const { store, service: leads } = service();
    expect(await leads.create(onboardingLead(), { ...alice, idempotencyKey: key })).toMatchObject({ status: 400, error: 'invalid_idempotency_key' });
    expect(store.count()).toBe(0);
  });
});

describe('limits', () => {
  test('over the creates a minute: 429 rate_limited with the seconds to wait, nothing stored', async () => {
    const { store, service: leads } = service({ limits: { createsPerMinute: 2, updatesPerMinute: 5, createsPerClientPerDay: 1000 } });
    for (let i = 0; i < 2; i += 1) expect((await leads.create(onboardingLead(), alice)).ok).toBe(true);
    const refused = await leads.create(onboardingLead(), alice);
    expect(refused).toMatchObject({ ok: false, status: 429, error: 'rate_limited', retryAfterSeconds: expect.any(Number) });
    expect(!refused.ok && refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(!refused.ok && refused.message).toMatch(/^Too many requests from this client; try again in \d+ seconds\.$/);
    expect(store.count()).toBe(2);
    // A new token does not reset the client's count; another client is not affected.
    expect((await leads.create(onboardingLead(), { ...alice, owner: 'a-fresh-token' })).ok).toBe(false);
    expect((await leads.create(onboardingLead(), bob)).ok).toBe(true);
  });

  test('updates have their own, larger budget', async () => {
    const { service: leads } = service({ limits: { createsPerMinute: 1, updatesPerMinute: 3, createsPerClientPerDay: 1000 } });
    const id = idOf(await leads.create(onboardingLead(), alice));
    for (let i = 0; i < 3; i += 1) expect((await leads.update(id, onboardingLead(), alice)).status).toBe(200);
    expect(await leads.update(id, onboardingLead(), alice)).toMatchObject({ status: 429, error: 'rate_limited' });
  });

  test('the daily cap answers 503 daily_limit_reached until the next UTC day', async () => {
    const now = () => new Date('2026-03-01T23:59:30Z');
    const { store, service: leads } = service({ dailyCap: 2, now });
    for (let i = 0; i < 2; i += 1) expect((await leads.create(onboardingLead(), { ...alice, client: `10.0.0.${i}` })).ok).toBe(true);
    expect(await leads.create(onboardingLead(), bob)).toEqual({
      ok: false,
      status: 503,
      error: 'daily_limit_reached',
      message: 'The site has taken as many leads as it can today. Please try again tomorrow, or call us.',
      retryAfterSeconds: 30,
    });
    expect(store.count()).toBe(2);
  });
});

test("a create the day's cap refuses takes nothing from the rate limits: refused creates from made-up addresses add no client they keep for a day", async () => {
  const store = openLeadStore(path.join(temp.dir, 'capped-first.sqlite'));
  stores.push(store);
  const limits = createLeadLimits({ createsPerMinute: 100, updatesPerMinute: 100, createsPerClientPerDay: 1000 });
  const take = vi.fn(limits.take);
  const leads = createLeadService({ store: () => store, limits: { take }, dailyCap: 1 });
  expect((await leads.create(onboardingLead(), alice)).ok).toBe(true);
  for (let i = 0; i < 5; i += 1) expect(await leads.create(onboardingLead(), { ...bob, client: `198.51.100.${i}` })).toMatchObject({ status: 503 });
  expect(take).toHaveBeenCalledTimes(1);
  expect(store.count()).toBe(1);
});

describe('what the operator reads in the log of refusals (docs/deployment.md)', () => {
  test('the daily cap reached: one line a day, whatever the number of creates refused', async () => {
    let at = new Date('2026-03-01T12:00:00Z');
    const logWarn = vi.fn();
    const { service: leads } = service({ dailyCap: 1, now: () => at, logWarn });
    expect((await leads.create(onboardingLead(), alice)).ok).toBe(true);
    for (let i = 0; i < 3; i += 1) expect(await leads.create(onboardingLead(), bob)).toMatchObject({ status: 503 });
    expect(logWarn.mock.calls).toEqual([
      ['[leads] the daily cap of 1 lead (LEADS_DAILY_CAP) is reached for 2026-03-01: creates are answered 503 until midnight UTC'],
    ]);
    at = new Date('2026-03-02T09:00:00Z');
    expect((await leads.create(onboardingLead(), alice)).ok).toBe(true);
    expect(await leads.create(onboardingLead(), bob)).toMatchObject({ status: 503 });
    expect(logWarn).toHaveBeenCalledTimes(2);
    expect(logWarn.mock.calls[1]![0]).toContain('is reached for 2026-03-02');
  });

  test("the rate limits' refusals: the first at once, the rest counted in a line a minute with the number of clients, never an address", async () => {
    vi.useFakeTimers({ now: new Date('2026-03-01T12:00:00Z') });
    try {
      const logWarn = vi.fn();
      const { service: leads } = service({ limits: { createsPerMinute: 1, updatesPerMinute: 1, createsPerClientPerDay: 1000 }, logWarn });
      const id = idOf(await leads.create(onboardingLead(), alice));
      expect((await leads.create(onboardingLead(), bob)).ok).toBe(true);
      for (const caller of [alice, alice, bob]) expect(await leads.create(onboardingLead(), caller)).toMatchObject({ status: 429 });
      expect((await leads.update(id, onboardingLead(), alice)).status).toBe(200);
      expect(await leads.update(id, onboardingLead(), alice)).toMatchObject({ status: 429 });
      expect(logWarn.mock.calls).toEqual([['[leads] a create was refused by the rate limits (429); more are counted, one line a minute']]);
      await vi.advanceTimersByTimeAsync(60_000);
      expect(logWarn.mock.calls[1]).toEqual([
        '[leads] 2 creates and 1 update more refused by the rate limits (429) since 2026-03-01T12:00:00.000Z, from 2 clients',
      ]);
      // A quiet minute ends the count without a line; the next refusal is said at once again.
      await vi.advanceTimersByTimeAsync(60_000);
      expect(logWarn).toHaveBeenCalledTimes(2);
      expect((await leads.update(id, onboardingLead(), alice)).status).toBe(200);
      expect(await leads.update(id, onboardingLead(), alice)).toMatchObject({ status: 429 });
      expect(logWarn.mock.calls[2]).toEqual(['[leads] an update was refused by the rate limits (429); more are counted, one line a minute']);
      for (const [line] of logWarn.mock.calls) expect(line).not.toMatch(/203\.0\.113/);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('update and ownership', () => {
  test('the owner replaces data and meta: 200 with the id', async () => {
    const { store, service: leads } = service();
    const id = idOf(await leads.create(contactLead(), alice));
    const next = contactLead();
    next.data.phone = '070-765 43 21';
    expect(await leads.update(id, next, alice)).toEqual({ ok: true, status: 200, id, replayed: false });
    expect(store.get(id)?.data.phone).toBe('070-765 43 21');
  });

  test('anyone else gets 404, the answer for an unknown id, and the lead stays as it was', async () => {
    const { store, service: leads } = service();
    const id = idOf(await leads.create(contactLead(), alice));
    const before = store.get(id);
    const unknown = { ok: false, status: 404, error: 'not_found', message: 'There is no lead with this id.' };
    expect(await leads.update(id, contactLead(), bob)).toEqual(unknown);
    expect(await leads.update(id, contactLead(), { client: alice.client })).toEqual(unknown);
    expect(await leads.update('00000000-0000-4000-8000-000000000000', contactLead(), alice)).toEqual(unknown);
    expect(await leads.update('not-a-uuid', contactLead(), alice)).toEqual(unknown);
    expect(store.get(id)).toEqual(before);
  });

  test('a lead keeps its source: another one is 400 on data.source', async () => {
    const { service: leads } = service();
    const id = idOf(await leads.create(onboardingLead(), alice));
    expect(await leads.update(id, contactLead(), alice)).toMatchObject({
      status: 400,
      errors: { 'data.source': ['must stay onboarding, the source the lead was created with'] },
    });
  });
});

describe('the form post without JavaScript (no token, so no owner)', () => {
  test('creates under the per-client limit; the lead can never be updated', async () => {
    const { store, service: leads } = service({ limits: { createsPerMinute: 1, updatesPerMinute: 1, createsPerClientPerDay: 1000 } });
    const id = idOf(await leads.create(contactLead(), { client: '198.51.100.5' }));
    expect(await leads.create(contactLead(), { client: '198.51.100.5' })).toMatchObject({ status: 429 });
    expect(await leads.update(id, contactLead(), { client: '198.51.100.5' })).toMatchObject({ status: 404 });
    expect(store.count()).toBe(1);
  });
});

test('a fault of ours is a 500 with a generic message, logged, never thrown', async () => {
  const logError = vi.fn();
  const leads = createLeadService({
    store: () => {
      throw new Error('SQLITE_CANTOPEN: /secret/path/leads.sqlite');
    },
    limits: createLeadLimits({ createsPerMinute: 10, updatesPerMinute: 10, createsPerClientPerDay: 1000 }),
    dailyCap: 10,
    logError,
  });
  const outcome = await leads.create(onboardingLead(), alice);
  expect(outcome).toEqual({
    ok: false,
    status: 500,
    error: 'internal_error',
    message: 'The lead could not be saved because of an error on our side. Please try again later.',
  });
  expect(logError).toHaveBeenCalledWith('[leads] create failed', expect.any(Error));
});
