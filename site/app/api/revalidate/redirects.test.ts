/**
 * The webhook of a change to the editors' redirects (datasource `redirects`) against a fake space: its own file, as it
 * needs a Storyblok environment the route's other test has not.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { embeddedStories, FakeStoryblok, signWebhook } from '../../../../tests/helpers/fakeStoryblok';

const SECRET = 'webhook-secret-0001';
const space = new FakeStoryblok(embeddedStories());

beforeAll(async () => {
  const base = await space.start();
  Object.assign(process.env, {
    STORYBLOK_TOKEN: space.publishedToken,
    STORYBLOK_API_URL: base,
    STORYBLOK_WEBHOOK_SECRET: SECRET,
    STORYBLOK_WEBHOOK_SETTLE_MS: '0',
  });
});

afterAll(async () => {
  for (const name of ['STORYBLOK_TOKEN', 'STORYBLOK_API_URL', 'STORYBLOK_WEBHOOK_SECRET', 'STORYBLOK_WEBHOOK_SETTLE_MS']) delete process.env[name];
  await space.stop();
});

test("after the webhook of a change to the redirects, they are read at the space's current cache version, not one remembered from before", async () => {
  const { POST } = await import('./route');
  const { redirectFor } = await import('../../../lib/redirects');
  const { uncachedPublishedSource } = await import('../../../lib/storyblok/delivery');
  space.datasources.set('redirects', [{ name: '/sv/gammal', value: '/sv/kontakt' }]);
  expect(await redirectFor('/sv/gammal')).toBe('/sv/kontakt');
  // A page read in the same minute: the source now sends the cache version it was answered at with what it reads next.
  await uncachedPublishedSource()!.getStory('kontakt', 'sv');
  // An editor adds an entry; the space's cache version moves on, and the CDN still keeps the list at the old one.
  space.datasources.set('redirects', [
    { name: '/sv/gammal', value: '/sv/kontakt' },
    { name: '/sv/annan', value: '/sv/kontakt' },
  ]);
  space.cv += 1;
  const body = JSON.stringify({ text: 'entries updated', action: 'entries_updated', datasource_slug: 'redirects', space_id: 1 });
  const res = await POST(new Request('http://localhost/api/revalidate', { method: 'POST', body, headers: { 'webhook-signature': signWebhook(SECRET, body) } }));
  expect(res.status).toBe(200);
  expect(await redirectFor('/sv/annan')).toBe('/sv/kontakt');
  const reads = space.requests.filter((r) => r.path === '/v2/cdn/datasource_entries');
  expect(reads).toHaveLength(2);
  // A cv remembered from before the change would be answered from the CDN's copy of the list without the new entry.
  expect(reads[1]!.params.get('cv')).toBeNull();
});
