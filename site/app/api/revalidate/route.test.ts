import { afterEach, expect, test, vi } from 'vitest';
import { getEnv } from '../../../config/env';
import { POST } from './route';

afterEach(() => {
  vi.restoreAllMocks();
});

test('a webhook to a server without STORYBLOK_WEBHOOK_SECRET is answered 404 and said in the log, once a minute', async () => {
  expect(getEnv().storyblokWebhookSecret).toBeUndefined();
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const delivery = () => new Request('http://localhost/api/revalidate', { method: 'POST', body: '{"action":"published","story_id":1}' });
  expect((await POST(delivery())).status).toBe(404);
  expect((await POST(delivery())).status).toBe(404);
  const lines = warn.mock.calls.map((call) => String(call[0])).filter((line) => line.includes('STORYBLOK_WEBHOOK_SECRET is not set'));
  expect(lines).toHaveLength(1);
});
