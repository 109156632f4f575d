import { expect, test } from 'vitest';
import { sentryOptions } from './sentry';

test('without a DSN error reporting is off', () => {
  expect(sentryOptions(undefined, 'production')).toBeNull();
  expect(sentryOptions('', 'production')).toBeNull();
});

test('with a DSN it uses the specification’s sample rates and the site’s environment', () => {
  expect(sentryOptions('https://key@o1.ingest.sentry.io/2', 'production')).toEqual({
    dsn: 'https://key@o1.ingest.sentry.io/2',
    environment: 'production',
    tracesSampleRate: 1,
    replaysSessionSampleRate: 0.1,
    replaysOnErrorSampleRate: 1,
  });
  expect(sentryOptions('https://key@o1.ingest.sentry.io/2', 'preview')?.environment).toBe('preview');
});
