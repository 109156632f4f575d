import * as Sentry from '@sentry/nextjs';
import { afterAll, describe, expect, test } from 'vitest';
import { scrubEvent, scrubText, sentryOptions } from './sentry';

test('without a DSN error reporting is off', () => {
  expect(sentryOptions(undefined, 'production')).toBeNull();
  expect(sentryOptions('', 'production')).toBeNull();
});

test('with a DSN it uses the specification’s sample rates and the site’s environment', () => {
  expect(sentryOptions('https://key@o1.ingest.sentry.io/2', 'production')).toMatchObject({
    dsn: 'https://key@o1.ingest.sentry.io/2',
    environment: 'production',
    tracesSampleRate: 1,
    replaysSessionSampleRate: 0.1,
    replaysOnErrorSampleRate: 1,
  });
  expect(sentryOptions('https://key@o1.ingest.sentry.io/2', 'preview')?.environment).toBe('preview');
});

describe('what an error report may carry', () => {
  test('texts lose query strings, e-mail addresses and identity numbers; ids, versions and dates stay', () => {
    expect(scrubText('https://www.flodvik.se/sv/kontakt?utm_content=anna%40example.se#form')).toBe('https://www.flodvik.se/sv/kontakt');
    expect(scrubText('GET /sv/flexkredit?calculator=abc&pnr=19121212-1212 failed')).toBe('GET /sv/flexkredit failed');
    expect(scrubText('Lead from anna.andersson@example.se, 191212121212 and 556036-0793 (SE 8112189876)')).toBe(
      'Lead from [email], [number] and [number] (SE [number])',
    );
    for (const kept of [
      '4bf92f3577b34da6a3ce929d0e0e4736',
      'next@16.4.6',
      '2026-11-28T19:22:01.000Z',
      'line 1234567',
      '1.0.1234567890',
      // A library's path is no address, a UUID no identity number: a developer needs both as they are.
      '/srv/site/node_modules/@storyblok/js/dist/index.mjs',
      '(/srv/node_modules/@opentelemetry/api/build/src/api/context.js:60:46)',
      'node_modules_@react-aria_utils_dist_x.js',
      '12345678-1234-4abc-9def-123456789012',
    ])
      expect(scrubText(kept)).toBe(kept);
  });

  test('an event keeps what finds a defect and loses the visitor: no user, cookies, body or query', () => {
    const event = {
      event_id: '4bf92f3577b34da6a3ce929d0e0e4736',
      message: 'refused 556036-0793',
      user: { ip_address: '203.0.113.7' },
      request: {
        url: 'https://www.flodvik.se/sv?utm_content=x',
        query_string: 'utm_content=x',
        cookies: { _ga: 'GA1.1' },
        data: '{"email":"a@b.se"}',
        headers: { referer: 'https://a.se/?q=1' },
      },
      contexts: { nextjs: { request_path: '/sv/flexkredit?pnr=19121212-1212' } },
      breadcrumbs: [{ category: 'navigation', data: { from: '/sv?utm_source=nl', to: '/sv/kontakt' } }],
    };
    expect(scrubEvent(event)).toEqual({
      event_id: '4bf92f3577b34da6a3ce929d0e0e4736',
      message: 'refused [number]',
      request: { url: 'https://www.flodvik.se/sv', headers: { referer: 'https://a.se/' } },
      contexts: { nextjs: { request_path: '/sv/flexkredit' } },
      breadcrumbs: [{ category: 'navigation', data: { from: '/sv', to: '/sv/kontakt' } }],
    });
  });

  test('a replay’s recording event loses the query of the address it records; ids and build metadata stay', () => {
    const recording = { type: 4, timestamp: 1, data: { href: 'https://www.flodvik.se/sv/kontakt?utm_content=anna%40example.se', width: 390 } };
    expect(scrubEvent(recording)).toEqual({ type: 4, timestamp: 1, data: { href: 'https://www.flodvik.se/sv/kontakt', width: 390 } });
    const meta = { debug_meta: { images: [{ debug_id: '12345678-1234-4abc-9def-123456789012', code_file: 'x?v=1' }] }, trace_id: '0123456789' };
    expect(scrubEvent(meta)).toEqual(meta);
  });

  // The SDK itself, with the site's options and a transport that keeps what would be sent: a request error as Next
  // hands it to onRequestError (instrumentation.ts).
  const sent: string[] = [];
  afterAll(() => Sentry.close());
  test('the SDK with the site’s options sends no IP, cookie, campaign tag or identity number of a failed request', async () => {
    const transport = () =>
      Sentry.createTransport({ recordDroppedEvent() {} }, async (request) => {
        sent.push(typeof request.body === 'string' ? request.body : Buffer.from(request.body).toString());
        return { statusCode: 200 };
      });
    Sentry.init({ ...sentryOptions('https://key@o1.ingest.sentry.io/2', 'production')!, transport });
    Sentry.captureRequestError(
      new Error('boom for anna.andersson@example.se'),
      {
        path: '/sv/flexkredit?amount=100000&utm_content=anna.andersson%40example.se&pnr=19121212-1212',
        method: 'GET',
        headers: {
          host: 'www.flodvik.se',
          'x-forwarded-for': '203.0.113.7',
          'user-agent': 'Mozilla/5.0',
          cookie: 'consent=v1; _ga=GA1.1.123.456',
          referer: 'https://www.flodvik.se/sv/kontakt?utm_source=nl',
        },
      },
      { routerKind: 'App Router', routePath: '/[locale]/[[...slug]]', routeType: 'render' },
    );
    await Sentry.flush(2000);
    const all = sent.join('\n');
    expect(all).toContain('boom for [email]');
    for (const leak of ['203.0.113.7', 'GA1.1', 'consent=', 'utm_', 'anna.andersson', '19121212', 'x-forwarded-for']) expect(all, leak).not.toContain(leak);
  });
});
