import { afterEach, describe, expect, test, vi } from 'vitest';
import { CSRF_PATH, LEADS_PATH, type LeadPayload } from '~/contracts/lead';
import {
  createCsrfTokenSource,
  createHttpClient,
  HttpError,
  isHttpError,
  TOKEN_RENEWAL_MARGIN_MS,
  TOKEN_TIMEOUT_MS,
  type CsrfTokenSource,
  type HttpClientOptions,
} from './http';
import { fingerprint } from './fingerprint';
import { leadsApi, PENDING_KEY_STORAGE, PENDING_KEYS_KEPT } from './leadsApi';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

type Call = { url: string; init: RequestInit };

/** A fetch that records its calls and answers with `answer` (a Response, or a function making one). */
function fakeFetch(answer: Response | ((call: Call) => Response | Promise<Response>) = Response.json({ id: 'x' })) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return typeof answer === 'function' ? answer({ url, init }) : answer.clone();
  });
  return { fetch, calls };
}

/** A fetch that never answers on its own but rejects like the real one when its signal aborts. */
function hangingFetch() {
  return vi.fn(
    (_url: string, init: RequestInit) =>
      new Promise<Response>((_, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
      }),
  );
}

/** A token source that always has `token` (and records the tokens the server refused). */
function fixedTokens(token = 'tok123') {
  const refused: string[] = [];
  const source: CsrfTokenSource = { get: () => Promise.resolve(token), refuse: (t) => refused.push(t) };
  return { source, refused };
}

const client = (options: HttpClientOptions = {}) => createHttpClient({ tokens: fixedTokens().source, retryDelayMs: 0, ...options });

async function rejection(promise: Promise<unknown>): Promise<HttpError> {
  try {
    await promise;
  } catch (error) {
    if (isHttpError(error)) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

const headerOf = (call: Call | undefined, name: string) => new Headers(call?.init.headers).get(name);

describe('requests', () => {
  test('post sends JSON to the base URL plus the path, with the CSRF header from the token source', async () => {
    const { fetch, calls } = fakeFetch();
    await client({ fetch, baseUrl: 'https://api.example.com/' }).post('/internal/v1/x', { a: 1 });
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call!.url).toBe('https://api.example.com/internal/v1/x');
    expect(call!.init.method).toBe('POST');
    expect(call!.init.body).toBe('{"a":1}');
    expect(headerOf(call, 'content-type')).toBe('application/json');
    expect(headerOf(call, 'accept')).toBe('application/json');
    expect(headerOf(call, 'x-csrftoken')).toBe('tok123');
  });

  test('put uses PUT; a path without a leading slash is joined with one', async () => {
    const { fetch, calls } = fakeFetch();
    await client({ fetch }).put('leads/1', {});
    expect(calls[0]).toMatchObject({ url: '/leads/1', init: { method: 'PUT' } });
  });

  test('cookies go along same-origin for this site, and included for an API on another origin', async () => {
    vi.stubGlobal('location', { origin: 'https://www.flodvik.example' });
    const credentialsFor = async (baseUrl: string) => {
      const { fetch, calls } = fakeFetch();
      await client({ fetch, baseUrl }).post('/x', {});
      return calls[0]!.init.credentials;
    };
    expect(await credentialsFor('')).toBe('same-origin');
    expect(await credentialsFor('https://www.flodvik.example')).toBe('same-origin');
    expect(await credentialsFor('https://api.flodvik.example')).toBe('include');
  });

  test('the default fetch is the global one at call time', async () => {
    const { fetch, calls } = fakeFetch();
    vi.stubGlobal('fetch', fetch);
    await client().post('/x', {});
    expect(calls).toHaveLength(1);
  });
});

describe('answers', () => {
  test.each([200, 201, 299])('%i resolves with status and parsed data', async (status) => {
    const { fetch } = fakeFetch(Response.json({ id: 'abc' }, { status }));
    const response = await client({ fetch }).post('/x', {});
    expect(response).toMatchObject({ status, data: { id: 'abc' } });
  });

  test('an empty body is null data; a non-JSON body is its text', async () => {
    expect((await client({ fetch: fakeFetch(new Response(null, { status: 204 })).fetch }).post('/x', {})).data).toBeNull();
    expect((await client({ fetch: fakeFetch(new Response('ok', { status: 200 })).fetch }).post('/x', {})).data).toBe('ok');
  });

  test.each([
    [400, 'ERR_BAD_REQUEST'],
    [403, 'ERR_BAD_REQUEST'],
    [404, 'ERR_BAD_REQUEST'],
    [500, 'ERR_BAD_RESPONSE'],
    [503, 'ERR_BAD_RESPONSE'],
    [302, 'ERR_BAD_RESPONSE'],
  ])('%i rejects with "Request failed with status code %i" and hands the response back', async (status, code) => {
    const body = { error: 'x', errors: { 'data.email': ['must not be empty'] } };
    const { fetch } = fakeFetch(Response.json(body, { status }));
    const error = await rejection(client({ fetch }).post('/x', {}));
    expect(error).toBeInstanceOf(HttpError);
    expect(error.message).toBe(`Request failed with status code ${status}`);
    expect(error.code).toBe(code);
    expect(error.response).toMatchObject({ status, data: body });
  });

  test('a failed response whose body is not JSON hands back the text', async () => {
    const { fetch } = fakeFetch(new Response('<h1>Bad gateway</h1>', { status: 502 }));
    expect((await rejection(client({ fetch }).post('/x', {}))).response?.data).toBe('<h1>Bad gateway</h1>');
  });
});

describe('failures without an answer', () => {
  test('a fetch that fails is "Network Error" with no response', async () => {
    const fetch = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await rejection(client({ fetch }).post('/x', {}));
    expect(error.message).toBe('Network Error');
    expect(error.code).toBe('ERR_NETWORK');
    expect(error.response).toBeUndefined();
    expect(error.cause).toBeInstanceOf(TypeError);
  });

  test('a body that breaks off is "Network Error"', async () => {
    const broken = new ReadableStream({
      start(controller) {
        controller.error(new TypeError('terminated'));
      },
    });
    const { fetch } = fakeFetch(() => new Response(broken, { status: 200 }));
    expect((await rejection(client({ fetch }).post('/x', {}))).message).toBe('Network Error');
  });

  test('aborting through the caller\'s signal is "Request aborted"', async () => {
    const fetch = hangingFetch();
    const controller = new AbortController();
    const pending = client({ fetch }).post('/x', {}, { signal: controller.signal });
    controller.abort();
    const error = await rejection(pending);
    expect(error.message).toBe('Request aborted');
    expect(error.code).toBe('ECONNABORTED');
  });

  test('an already aborted signal fails at once without a request', async () => {
    const { fetch } = fakeFetch();
    const error = await rejection(client({ fetch }).post('/x', {}, { signal: AbortSignal.abort() }));
    expect(error.message).toBe('Request aborted');
    expect(fetch).not.toHaveBeenCalled();
  });

  test('an abort is honoured even by a fetch that ignores its signal', async () => {
    const fetch = vi.fn(() => new Promise<Response>(() => undefined));
    const controller = new AbortController();
    const pending = client({ fetch }).put('/x', {}, { signal: controller.signal });
    controller.abort();
    expect((await rejection(pending)).message).toBe('Request aborted');
  });

  test('with timeoutMs, a slow request fails with "timeout of {ms}ms exceeded"', async () => {
    vi.useFakeTimers();
    const fetch = hangingFetch();
    const pending = rejection(client({ fetch, timeoutMs: 1500 }).post('/x', {}));
    await vi.advanceTimersByTimeAsync(1499);
    expect(fetch.mock.calls[0]![1].signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error.message).toBe('timeout of 1500ms exceeded');
    expect(error.code).toBe('ETIMEDOUT');
  });

  test('the timeout also covers a body that is slow to arrive', async () => {
    vi.useFakeTimers();
    const { fetch } = fakeFetch(() => new Response(new ReadableStream({ pull: () => new Promise(() => undefined) }), { status: 200 }));
    const pending = rejection(client({ fetch, timeoutMs: 100 }).post('/x', {}));
    await vi.advanceTimersByTimeAsync(100);
    expect((await pending).message).toBe('timeout of 100ms exceeded');
  });

  test('timeout 0, the default, never times out', async () => {
    vi.useFakeTimers();
    let answer: (r: Response) => void = () => undefined;
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    const pending = client({ fetch }).post('/x', {});
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(60 * 60 * 1000);
    answer(Response.json({ id: 'late' }));
    expect((await pending).data).toEqual({ id: 'late' });
  });

  test('a finished request leaves no timer and no listener behind', async () => {
    vi.useFakeTimers();
    const controller = new AbortController();
    const remove = vi.spyOn(controller.signal, 'removeEventListener');
    await client({ fetch: fakeFetch().fetch, timeoutMs: 5000 }).post('/x', {}, { signal: controller.signal });
    expect(vi.getTimerCount()).toBe(0);
    expect(remove).toHaveBeenCalledWith('abort', expect.any(Function));
  });
});

describe('the CSRF token', () => {
  const tokenAnswer = (token: string, expiresAt: string, date?: string) => Response.json({ token, expiresAt }, { headers: date ? { date } : {} });

  test('comes from GET of the token path, with cookies, never from a cache; the write repeats it in the header', async () => {
    const { fetch, calls } = fakeFetch(({ init }) => (init.method === 'GET' ? tokenAnswer('t1', '2099-01-01T00:00:00Z') : Response.json({ id: 'x' })));
    const tokens = createCsrfTokenSource({ url: CSRF_PATH, fetch, credentials: 'same-origin' });
    await createHttpClient({ fetch, tokens }).post('/x', {});
    expect(calls.map((c) => [c.init.method, c.url])).toEqual([
      ['GET', CSRF_PATH],
      ['POST', '/x'],
    ]);
    expect(calls[0]!.init).toMatchObject({ credentials: 'same-origin', cache: 'no-store' });
    expect(headerOf(calls[1], 'x-csrftoken')).toBe('t1');
  });

  test('is kept until shortly before it expires, counted on the server’s clock, then fetched again', async () => {
    let now = Date.parse('2026-03-01T12:00:00Z');
    let issued = 0;
    // The visitor's clock is an hour fast; the answer's Date says what time the server thinks it is.
    const fetch = vi.fn(() => Promise.resolve(tokenAnswer(`t${(issued += 1)}`, '2026-03-01T11:30:00Z', 'Sun, 01 Mar 2026 11:00:00 GMT')));
    const tokens = createCsrfTokenSource({ url: CSRF_PATH, fetch, credentials: 'same-origin', now: () => now });
    expect(await tokens.get()).toBe('t1');
    now += 30 * 60_000 - TOKEN_RENEWAL_MARGIN_MS - 1;
    expect(await tokens.get()).toBe('t1');
    now += 1;
    expect(await tokens.get()).toBe('t2');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  test('one request serves everyone who asks at once; a refused token is fetched again', async () => {
    let issued = 0;
    const fetch = vi.fn(() => Promise.resolve(tokenAnswer(`t${(issued += 1)}`, '2099-01-01T00:00:00Z')));
    const tokens = createCsrfTokenSource({ url: CSRF_PATH, fetch, credentials: 'same-origin' });
    expect(await Promise.all([tokens.get(), tokens.get(), tokens.get()])).toEqual(['t1', 't1', 't1']);
    tokens.refuse('not-the-one-held');
    expect(await tokens.get()).toBe('t1');
    tokens.refuse('t1');
    expect(await tokens.get()).toBe('t2');
  });

  test.each([429, 503])('a %i from the token endpoint fails the write like any other failure, with that answer', async (status) => {
    const { fetch, calls } = fakeFetch(Response.json({ error: 'busy' }, { status, headers: { 'retry-after': '30' } }));
    const tokens = createCsrfTokenSource({ url: CSRF_PATH, fetch, credentials: 'same-origin' });
    const error = await rejection(createHttpClient({ fetch, tokens }).post('/x', {}));
    expect(error.message).toBe(`Request failed with status code ${status}`);
    expect(error.response?.status).toBe(status);
    expect(calls).toHaveLength(1);
  });

  test.each([{}, { token: '' }, { token: 't', expiresAt: 'never' }, 'text'])('an answer without a token and an expiry (%j) is an error', async (body) => {
    const { fetch } = fakeFetch(Response.json(body));
    const error = await rejection(createCsrfTokenSource({ url: CSRF_PATH, fetch, credentials: 'same-origin' }).get());
    expect(error.message).toBe('Invalid CSRF token response');
    expect(error.code).toBe('ERR_BAD_RESPONSE');
  });

  test('no answer at all is "Network Error"', async () => {
    const fetch = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    expect((await rejection(createCsrfTokenSource({ url: CSRF_PATH, fetch, credentials: 'same-origin' }).get())).message).toBe('Network Error');
  });

  test('a token request left hanging (a phone switching networks) fails after its own timeout, and the next ask sends a new one', async () => {
    vi.useFakeTimers();
    const fetch = hangingFetch();
    const tokens = createCsrfTokenSource({ url: CSRF_PATH, fetch, credentials: 'same-origin' });
    const first = rejection(tokens.get());
    await vi.advanceTimersByTimeAsync(TOKEN_TIMEOUT_MS - 1);
    expect(tokens.get()).toBe(tokens.get()); // still the one request
    await vi.advanceTimersByTimeAsync(1);
    const error = await first;
    expect([error.message, error.code]).toEqual(['Network Error', 'ERR_NETWORK']);
    expect(fetch.mock.calls[0]![1].signal?.aborted).toBe(true);
    void tokens.get().catch(() => undefined);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  test('a write whose token request got no answer asks once more and is sent; a second silence fails it as "Network Error", nothing written', async () => {
    vi.useFakeTimers();
    let gets = 0;
    const hanging = hangingFetch();
    const answers = (ok: boolean) =>
      vi.fn((url: string, init: RequestInit) => {
        if (init.method !== 'GET') return Promise.resolve(Response.json({ id: 'x' }));
        gets += 1;
        return gets === 1 || !ok ? hanging(url, init) : Promise.resolve(Response.json({ token: 't2', expiresAt: '2099-01-01T00:00:00Z' }));
      });
    const fetch = answers(true);
    const write = createHttpClient({
      fetch,
      tokens: createCsrfTokenSource({ url: CSRF_PATH, fetch, credentials: 'same-origin' }),
      retryDelayMs: 0,
      timeoutMs: 30_000,
    }).post('/x', {});
    await vi.advanceTimersByTimeAsync(TOKEN_TIMEOUT_MS + 10);
    expect((await write).status).toBe(200);
    expect(fetch.mock.calls.map(([url, init]) => [init.method, url])).toEqual([
      ['GET', CSRF_PATH],
      ['GET', CSRF_PATH],
      ['POST', '/x'],
    ]);
    expect(headerOf({ url: '/x', init: fetch.mock.calls[2]![1] }, 'x-csrftoken')).toBe('t2');

    gets = 0;
    const silent = answers(false);
    const failed = rejection(
      createHttpClient({ fetch: silent, tokens: createCsrfTokenSource({ url: CSRF_PATH, fetch: silent, credentials: 'same-origin' }), retryDelayMs: 0 }).post(
        '/x',
        {},
      ),
    );
    await vi.advanceTimersByTimeAsync(2 * TOKEN_TIMEOUT_MS + 10);
    expect((await failed).message).toBe('Network Error');
    expect(silent.mock.calls.map(([, init]) => init.method)).toEqual(['GET', 'GET']);
  });

  test('by default every client of the page shares one source per base URL, and an external API is asked for its own token', async () => {
    vi.stubGlobal('location', { origin: 'https://www.flodvik.example' });
    const { fetch, calls } = fakeFetch(({ init }) => (init.method === 'GET' ? tokenAnswer('shared', '2099-01-01T00:00:00Z') : Response.json({ id: 'x' })));
    vi.stubGlobal('fetch', fetch);
    await createHttpClient({ baseUrl: 'https://api.shared.example' }).post('/a', {});
    await createHttpClient({ baseUrl: 'https://api.shared.example' }).put('/b', {});
    expect(calls.map((c) => `${c.init.method} ${c.url} ${c.init.credentials}`)).toEqual([
      `GET https://api.shared.example${CSRF_PATH} include`,
      'POST https://api.shared.example/a include',
      'PUT https://api.shared.example/b include',
    ]);
  });
});

describe('retries', () => {
  const csrfFailed = () => Response.json({ error: 'csrf_failed', message: 'expired' }, { status: 403 });

  test('a 403 csrf_failed: the token is refused, a new one fetched, and the write sent once more', async () => {
    let calls = 0;
    const tokens = { source: { get: vi.fn(() => Promise.resolve(`t${calls}`)), refuse: vi.fn() } satisfies CsrfTokenSource };
    const fetch = vi.fn(() => Promise.resolve((calls += 1) === 1 ? csrfFailed() : Response.json({ id: 'x' }, { status: 201 })));
    const response = await createHttpClient({ fetch, tokens: tokens.source }).post('/x', {}, { idempotencyKey: 'k' });
    expect(response.status).toBe(201);
    expect(tokens.source.refuse).toHaveBeenCalledWith('t0');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  test('only once: a second 403 reaches the caller', async () => {
    const { fetch, calls } = fakeFetch(csrfFailed());
    const error = await rejection(client({ fetch }).post('/x', {}));
    expect(error.response?.status).toBe(403);
    expect(calls).toHaveLength(2);
  });

  test("the site's own 403 for another site (cross_site), a 429 or a 503 is not retried: it fails like any other answer", async () => {
    for (const answer of [
      Response.json({ error: 'cross_site' }, { status: 403 }),
      Response.json({ error: 'rate_limited' }, { status: 429 }),
      new Response('down', { status: 503 }),
    ]) {
      const { fetch, calls } = fakeFetch(answer);
      const tokens = fixedTokens();
      const error = await rejection(client({ fetch, tokens: tokens.source }).post('/x', {}, { idempotencyKey: 'k' }));
      expect(error.response?.status).toBe(answer.status);
      expect(calls).toHaveLength(1);
      expect(tokens.refused).toEqual([]);
    }
  });

  test("an external API's own 403 (Django's page of HTML, a JSON of its own words): the token is renewed once and the write sent again, never more", async () => {
    for (const refusal of [
      () => new Response('<h1>Forbidden (403)</h1><p>CSRF verification failed.</p>', { status: 403, headers: { 'content-type': 'text/html' } }),
      () => Response.json({ detail: 'CSRF Failed: CSRF token missing.' }, { status: 403 }),
    ]) {
      let calls = 0;
      const { fetch } = fakeFetch(() => ((calls += 1) === 1 ? refusal() : Response.json({ id: 'x' })));
      const tokens = fixedTokens();
      expect((await client({ fetch, tokens: tokens.source }).post('/x', {}, { idempotencyKey: 'k' })).status).toBe(200);
      expect(tokens.refused).toEqual(['tok123']);
      // Refused again with the new token: the failure, after one renewal.
      const always = fakeFetch(refusal);
      const error = await rejection(client({ fetch: always.fetch }).post('/x', {}, { idempotencyKey: 'k' }));
      expect(error.response?.status).toBe(403);
      expect(always.calls).toHaveLength(2);
    }
  });

  test('no answer at all: a PUT, or a POST with an Idempotency-Key, is sent once more with the same key', async () => {
    for (const [method, options] of [
      ['put', {}],
      ['post', { idempotencyKey: 'submit-1' }],
    ] as const) {
      let calls = 0;
      const keys: (string | null)[] = [];
      const fetch = vi.fn((_: string, init: RequestInit) => {
        keys.push(new Headers(init.headers).get('idempotency-key'));
        return (calls += 1) === 1 ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(Response.json({ id: 'x' }));
      });
      expect((await client({ fetch })[method]('/x', {}, options)).status).toBe(200);
      expect(fetch).toHaveBeenCalledTimes(2);
      expect(keys[1]).toBe(keys[0]);
    }
  });

  test('a POST without a key is never repeated, and a repeat that fails too is "Network Error"', async () => {
    const fetch = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    expect((await rejection(client({ fetch }).post('/x', {}))).message).toBe('Network Error');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect((await rejection(client({ fetch }).put('/x', {}))).message).toBe('Network Error');
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  test('a timeout or an abort is not retried', async () => {
    vi.useFakeTimers();
    const fetch = hangingFetch();
    const pending = rejection(client({ fetch, timeoutMs: 100 }).put('/x', {}));
    await vi.advanceTimersByTimeAsync(1000);
    expect((await pending).code).toBe('ETIMEDOUT');
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('leadsApi', () => {
  /** A tab's session storage, in memory, and what it holds. */
  const tabStorage = () => {
    const stored = new Map<string, string>();
    const storage = {
      getItem: (k: string) => stored.get(k) ?? null,
      setItem: (k: string, v: string) => void stored.set(k, v),
      removeItem: (k: string) => void stored.delete(k),
    };
    return { stored, storage };
  };
  const payload: LeadPayload = {
    data: { source: 'onboarding', email: 'a@b.se', phone: '070', companyIdentityNumber: '5560360793' },
    meta: { validateUniqueness: true, locale: 'sv' },
  };

  test('a create whose answer was lost is sent again with the same key (the server answers with the lead it stored); a new payload, or one after a success, gets a new key', async () => {
    let answer: () => Response = () => Response.json({ error: 'internal_error' }, { status: 502 });
    const { fetch, calls } = fakeFetch(() => answer());
    const api = leadsApi(client({ fetch }));
    await rejection(api.createLead(payload));
    await rejection(api.createLead(payload));
    answer = () => Response.json({ id: 'stored' }, { status: 201 });
    expect(await api.createLead(payload)).toEqual({ id: 'stored' });
    await api.createLead(payload);
    await api.createLead({ ...payload, data: { ...payload.data, email: 'c@d.se' } });
    const keys = calls.map((call) => headerOf(call, 'idempotency-key'));
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toBe(keys[0]);
    expect(new Set([keys[0], keys[3], keys[4]]).size).toBe(3);
  });

  test('a create whose answer was lost keeps its key over a reload of the tab (session storage), without the payload; a success clears it', async () => {
    const { stored, storage } = tabStorage();
    let answer: () => Response = () => Response.json({ error: 'internal_error' }, { status: 502 });
    const { fetch, calls } = fakeFetch(() => answer());
    await rejection(leadsApi(client({ fetch }), { storage }).createLead(payload));
    expect([...stored.keys()]).toEqual([PENDING_KEY_STORAGE]);
    // Only the key and a hash of the payload: no value of it (the phone as a JSON string: a random hex key may hold 070).
    expect((JSON.parse(stored.get(PENDING_KEY_STORAGE)!) as object[]).map((entry) => Object.keys(entry).sort())).toEqual([['hash', 'key']]);
    expect(stored.get(PENDING_KEY_STORAGE)).not.toMatch(/a@b\.se|5560360793|"070"/);
    // The page loaded again: a new API, the same tab's storage, the same lead typed again.
    answer = () => Response.json({ id: 'stored' }, { status: 201 });
    expect(await leadsApi(client({ fetch }), { storage }).createLead(payload)).toEqual({ id: 'stored' });
    expect(headerOf(calls[1], 'idempotency-key')).toBe(headerOf(calls[0], 'idempotency-key'));
    expect(stored.size).toBe(0);
    // Another lead after a reload gets its own key; an unreadable entry is as none.
    stored.set(PENDING_KEY_STORAGE, '{not json');
    await leadsApi(client({ fetch }), { storage }).createLead(payload);
    expect(headerOf(calls[2], 'idempotency-key')).not.toBe(headerOf(calls[0], 'idempotency-key'));
    expect(fingerprint('x')).toMatch(/^[0-9a-f]{16}$/);
    expect(fingerprint('a')).not.toBe(fingerprint('b'));
  });

  test("two forms' creates whose answers were lost keep a key each: the second form's failure does not take the first one's key", async () => {
    const { stored, storage } = tabStorage();
    const contact: LeadPayload = {
      data: { source: 'contact_form', email: 'c@d.se', phone: '071', companyIdentityNumber: '5560360793', firstName: 'Anna', surname: 'Berg' },
      meta: { validateUniqueness: false, locale: 'sv' },
    };
    let answer: () => Response = () => Response.json({ error: 'internal_error' }, { status: 502 });
    const { fetch, calls } = fakeFetch(() => answer());
    await rejection(leadsApi(client({ fetch }), { storage }).createLead(payload));
    await rejection(leadsApi(client({ fetch }), { storage }).createLead(contact));
    // Reloaded, the visitor sends each form again: each with the key its first send had.
    answer = () => Response.json({ id: 'stored' }, { status: 201 });
    await leadsApi(client({ fetch }), { storage }).createLead(payload);
    expect(headerOf(calls[2], 'idempotency-key')).toBe(headerOf(calls[0], 'idempotency-key'));
    expect(stored.has(PENDING_KEY_STORAGE)).toBe(true); // the contact form's is still kept
    await leadsApi(client({ fetch }), { storage }).createLead(contact);
    expect(headerOf(calls[3], 'idempotency-key')).toBe(headerOf(calls[1], 'idempotency-key'));
    expect(headerOf(calls[3], 'idempotency-key')).not.toBe(headerOf(calls[0], 'idempotency-key'));
    expect(stored.size).toBe(0);
  });

  test('a tab keeps the newest four payloads’ keys, and reads the one key a tab kept before there were several', async () => {
    const { stored, storage } = tabStorage();
    const { fetch, calls } = fakeFetch(() => Response.json({ error: 'internal_error' }, { status: 502 }));
    const typed = (n: number): LeadPayload => ({ ...payload, data: { ...payload.data, email: `a${n}@b.se` } });
    for (let n = 1; n <= PENDING_KEYS_KEPT + 1; n++) await rejection(leadsApi(client({ fetch }), { storage }).createLead(typed(n)));
    const keys = (JSON.parse(stored.get(PENDING_KEY_STORAGE)!) as Array<{ key: string }>).map((entry) => entry.key);
    const sent = calls.map((call) => headerOf(call, 'idempotency-key'));
    expect(sent).toHaveLength(PENDING_KEYS_KEPT + 1);
    expect(keys).toEqual(sent.slice(1)); // the first payload's key gave way to the newest
    // A tab's key as the site kept it before: one entry, not a list.
    stored.set(PENDING_KEY_STORAGE, JSON.stringify({ hash: fingerprint(JSON.stringify(payload)), key: 'kept-before' }));
    await rejection(leadsApi(client({ fetch }), { storage }).createLead(payload));
    expect(headerOf(calls.at(-1), 'idempotency-key')).toBe('kept-before');
  });

  test('a create the form gave up waiting for (its signal aborted) keeps its key for the visitor’s next send', async () => {
    let hang = true;
    const keys: Array<string | null> = [];
    const fetch = vi.fn((_url: string, init: RequestInit) => {
      keys.push(new Headers(init.headers).get('idempotency-key'));
      if (!hang) return Promise.resolve(Response.json({ id: 'stored' }, { status: 201 }));
      return new Promise<Response>((_, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    });
    const api = leadsApi(client({ fetch }));
    const gaveUp = new AbortController();
    const first = rejection(api.createLead(payload, { signal: gaveUp.signal }));
    gaveUp.abort();
    expect((await first).message).toBe('Request aborted');
    hang = false;
    expect(await api.createLead(payload)).toEqual({ id: 'stored' });
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  test('an update the server answers 404 (the lead is no longer this visitor’s: its cookie expired) creates a new lead', async () => {
    const { fetch, calls } = fakeFetch(({ init }) =>
      init.method === 'PUT' ? Response.json({ error: 'not_found' }, { status: 404 }) : Response.json({ id: 'fresh' }, { status: 201 }),
    );
    expect(await leadsApi(client({ fetch })).updateLead('old-id', payload)).toEqual({ id: 'fresh' });
    expect(calls.map((call) => call.init.method)).toEqual(['PUT', 'POST']);
    expect(calls[1]).toMatchObject({ url: LEADS_PATH, init: { body: JSON.stringify(payload) } });
    // Any other failure of an update stays the update's, a 404 that is not the endpoint's `not_found` too.
    for (const [status, body] of [
      [400, { error: 'invalid_lead' }],
      [404, { error: 'converted' }],
      [404, 'Not Found'],
    ] as const) {
      const refused = fakeFetch(Response.json(body, { status }));
      expect((await rejection(leadsApi(client({ fetch: refused.fetch })).updateLead('id', payload))).response?.status).toBe(status);
      expect(refused.calls).toHaveLength(1);
    }
  });

  test('createLead posts the payload to the leads path with a new Idempotency-Key each time, and resolves to {id}', async () => {
    const { fetch, calls } = fakeFetch(Response.json({ id: 'new-id', extra: true }, { status: 201 }));
    const api = leadsApi(client({ fetch }));
    expect(await api.createLead(payload)).toEqual({ id: 'new-id' });
    await api.createLead(payload);
    expect(calls[0]).toMatchObject({ url: LEADS_PATH, init: { method: 'POST', body: JSON.stringify(payload) } });
    const keys = calls.map((call) => headerOf(call, 'idempotency-key'));
    expect(keys).toEqual([expect.stringMatching(/^[0-9a-f]{32}$/), expect.stringMatching(/^[0-9a-f]{32}$/)]);
    expect(keys[0]).not.toBe(keys[1]);
  });

  test("updateLead puts the payload to the lead's path, the id URL-encoded, without a key (a PUT repeats safely)", async () => {
    const { fetch, calls } = fakeFetch(Response.json({ id: 'a/b' }));
    expect(await leadsApi(client({ fetch })).updateLead('a/b', payload)).toEqual({ id: 'a/b' });
    expect(calls[0]).toMatchObject({ url: `${LEADS_PATH}/a%2Fb`, init: { method: 'PUT' } });
    expect(headerOf(calls[0], 'idempotency-key')).toBeNull();
  });

  test("a failure is the client's HttpError with the server's answer", async () => {
    const { fetch } = fakeFetch(Response.json({ error: 'invalid_lead' }, { status: 400 }));
    const error = await rejection(leadsApi(client({ fetch })).createLead(payload));
    expect(error.message).toBe('Request failed with status code 400');
    expect(error.response?.data).toEqual({ error: 'invalid_lead' });
  });

  test.each([null, 'ok', {}, { id: 42 }, { id: '' }])('a 2xx answer without an id (%j) is a stored lead without an id, told with its status', async (data) => {
    const { fetch } = fakeFetch(Response.json(data));
    const told: number[] = [];
    expect(await leadsApi(client({ fetch }), { onStoredWithoutId: (status) => told.push(status) }).createLead(payload)).toEqual({ id: null });
    expect(told).toEqual([200]);
  });
});
