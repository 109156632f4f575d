import { expect, test } from 'vitest';
import { LEADS_PATH } from '~/contracts/lead';
import { onboardingLead } from '~/tests/helpers/leads';
import { createHttpClient, isHttpError } from './http';
import { leadsApi } from './leadsApi';

/** A lead API that answers every create with `answer`. */
const api = (answer: () => Response) =>
  leadsApi(createHttpClient({ fetch: () => Promise.resolve(answer()), tokens: { get: () => Promise.resolve('tok'), refuse: () => {} }, retryDelayMs: 0 }), {
    storage: null,
  });

test("a create answered 201 with the lead's address only (REST's Location, no body) gives the lead's id from it", async () => {
  for (const location of [`https://api.flodvik.example${LEADS_PATH}/7f3a-9`, `${LEADS_PATH}/7f3a-9`, `${LEADS_PATH}/7f3a-9?x=1`]) {
    const created = await api(() => new Response(null, { status: 201, headers: { Location: location } })).createLead(onboardingLead());
    expect(created, location).toEqual({ id: '7f3a-9' });
  }
  // The body's id first, as the contract says.
  const both = await api(() => Response.json({ id: 'from-body' }, { status: 201, headers: { Location: `${LEADS_PATH}/other` } })).createLead(onboardingLead());
  expect(both).toEqual({ id: 'from-body' });
});

test('a 2xx without an id in its body or a lead address in its Location is no answer the form can use', async () => {
  for (const headers of [{}, { Location: '/somewhere/else' }, { Location: `${LEADS_PATH}/` }, { Location: `${LEADS_PATH}/%E0%A4%A` }] as Record<
    string,
    string
  >[]) {
    const failure = await api(() => new Response('', { status: 201, headers }))
      .createLead(onboardingLead())
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(isHttpError(failure) && failure.message, JSON.stringify(headers)).toBe('Invalid lead response: no id');
  }
});
