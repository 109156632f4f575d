import { expect, test } from 'vitest';
import { warnMissingWebhookSecretAtStart } from './startup';

test('a production server reading a Storyblok space without STORYBLOK_WEBHOOK_SECRET says at its start that publishes wait for the hour', () => {
  const lines: string[] = [];
  const warn = (line: string) => lines.push(line);
  const space = { storyblokToken: 'token', storyblokWebhookSecret: undefined, environment: 'production' };
  expect(warnMissingWebhookSecretAtStart(space, warn)).toBe(true);
  expect(lines).toEqual([expect.stringContaining('STORYBLOK_WEBHOOK_SECRET is not set')]);
  // With the secret, on the embedded content, or a preview deployment (no webhook to wait for): nothing.
  expect(warnMissingWebhookSecretAtStart({ ...space, storyblokWebhookSecret: 'secret-of-the-space' }, warn)).toBe(false);
  expect(warnMissingWebhookSecretAtStart({ ...space, storyblokToken: undefined }, warn)).toBe(false);
  expect(warnMissingWebhookSecretAtStart({ ...space, environment: 'preview' }, warn)).toBe(false);
  expect(lines).toHaveLength(1);
});
