import { expect, test } from 'vitest';
import { LEADS_PATH } from '~/contracts/lead';
import { onboardingLead } from '~/tests/helpers/leads';
import { createHttpClient, isHttpError } from './http';
import { leadsApi, PENDING_KEY_STORAGE } from './leadsApi';

/** An HTTP client that answers every write with `answer`. */
const client = (answer: () => Response) =>
  createHttpClient({ fetch: () => Promise.resolve(answer()), tokens: { get: () => Promise.resolve('tok'), refuse: () => {} }, retryDelayMs: 0 });

/** A lead API that answers every create with `answer`. */
const api = (answer: () => Response) => leadsApi(client(answer), { storage: null });

/** A tab's session storage, in memory. */
function memoryStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  const items = new Map<string, string>();
  return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value), removeItem: (key) => void items.delete(key) };
}

test("a create answered 201 with the lead's address only (REST's Location, no body) gives the lead's id from it", async () => {
  for (const location of [`https://api.flodvik.example${LEADS_PATH}/7f3a-9`, `${LEADS_PATH}/7f3a-9`, `${LEADS_PATH}/7f3a-9?x=1`]) {
    const created = await api(() => new Response(null, { status: 201, headers: { Location: location } })).createLead(onboardingLead());
    expect(created, location).toEqual({ id: '7f3a-9' });
  }
  // The body's id first, as the contract says.
  const both = await api(() => Response.json({ id: 'from-body' }, { status: 201, headers: { Location: `${LEADS_PATH}/other` } })).createLead(onboardingLead());
  expect(both).toEqual({ id: 'from-body' });
});

test('a 2xx without an id in its body or a lead address in its Location is a stored lead without an id, told once with its status', async () => {
  for (const [status, headers] of [
    [201, {}],
    [200, { Location: '/somewhere/else' }],
    [201, { Location: `${LEADS_PATH}/` }],
    [202, { Location: `${LEADS_PATH}/%E0%A4%A` }],
  ] as [number, Record<string, string>][]) {
    const told: number[] = [];
    const storage = memoryStorage();
    const created = await leadsApi(
      client(() => new Response(null, { status, headers })),
      { storage, onStoredWithoutId: (s) => told.push(s) },
    ).createLead(onboardingLead());
    expect(created, JSON.stringify(headers)).toEqual({ id: null });
    expect(told).toEqual([status]);
    // Stored: the create's key is not kept for a next send, which is a new lead.
    expect(storage.getItem(PENDING_KEY_STORAGE)).toBeNull();
  }
});

test('an answer with an id tells nothing; an update answered without an id is the lead it updated', async () => {
  const told: number[] = [];
  const named = leadsApi(
    client(() => Response.json({ id: 'lead-1' }, { status: 201 })),
    { storage: null, onStoredWithoutId: (s) => told.push(s) },
  );
  expect(await named.createLead(onboardingLead())).toEqual({ id: 'lead-1' });
  const bare = leadsApi(
    client(() => new Response(null, { status: 204 })),
    { storage: null, onStoredWithoutId: (s) => told.push(s) },
  );
  expect(await bare.updateLead('lead-1', onboardingLead())).toEqual({ id: 'lead-1' });
  expect(told).toEqual([]);
});

test('a failed create still rejects, and keeps its key for the next send', async () => {
  const storage = memoryStorage();
  const failure = await leadsApi(
    client(() => Response.json({ error: 'boom' }, { status: 500 })),
    { storage },
  )
    .createLead(onboardingLead())
    .then(
      () => null,
      (error: unknown) => error,
    );
  expect(isHttpError(failure) && failure.response?.status).toBe(500);
  expect(storage.getItem(PENDING_KEY_STORAGE)).not.toBeNull();
});
