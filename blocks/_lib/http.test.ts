import { afterEach, describe, expect, test, vi } from 'vitest';
import { LEADS_PATH, type LeadPayload } from '~/contracts/lead';
import { createHttpClient, HttpError, isHttpError, type HttpClientOptions } from './http';
import { leadsApi } from './leadsApi';

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

const client = (options: HttpClientOptions = {}) => createHttpClient({ readCookie: () => 'tok123', ...options });

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
  test('post sends JSON to the base URL plus the path, with the CSRF header from the cookie', async () => {
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

  test('without the cookie no CSRF header is sent (never an empty one)', async () => {
    const { fetch, calls } = fakeFetch();
    await client({ fetch, readCookie: () => undefined }).post('/x', {});
    expect(headerOf(calls[0], 'x-csrftoken')).toBeNull();
  });

  test('by default the token is read from document.cookie', async () => {
    vi.stubGlobal('document', { cookie: 'theme=dark; csrftoken=from%20doc; other=1' });
    const { fetch, calls } = fakeFetch();
    await createHttpClient({ fetch }).post('/x', {});
    expect(headerOf(calls[0], 'x-csrftoken')).toBe('from doc');
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

describe('leadsApi', () => {
  const payload: LeadPayload = {
    data: { source: 'onboarding', email: 'a@b.se', phone: '070', companyIdentityNumber: '5560360793' },
    meta: { validateUniqueness: true, locale: 'sv' },
  };

  test('createLead posts the payload to the leads path and resolves to {id}', async () => {
    const { fetch, calls } = fakeFetch(Response.json({ id: 'new-id', extra: true }, { status: 201 }));
    expect(await leadsApi(client({ fetch })).createLead(payload)).toEqual({ id: 'new-id' });
    expect(calls[0]).toMatchObject({ url: LEADS_PATH, init: { method: 'POST', body: JSON.stringify(payload) } });
  });

  test("updateLead puts the payload to the lead's path, the id URL-encoded", async () => {
    const { fetch, calls } = fakeFetch(Response.json({ id: 'a/b' }));
    expect(await leadsApi(client({ fetch })).updateLead('a/b', payload)).toEqual({ id: 'a/b' });
    expect(calls[0]).toMatchObject({ url: `${LEADS_PATH}/a%2Fb`, init: { method: 'PUT' } });
  });

  test("a failure is the client's HttpError with the server's answer", async () => {
    const { fetch } = fakeFetch(Response.json({ error: 'invalid_lead' }, { status: 400 }));
    const error = await rejection(leadsApi(client({ fetch })).createLead(payload));
    expect(error.message).toBe('Request failed with status code 400');
    expect(error.response?.data).toEqual({ error: 'invalid_lead' });
  });

  test.each([null, 'ok', {}, { id: 42 }, { id: '' }])('a 2xx answer without an id (%j) is an error, not a lead', async (data) => {
    const { fetch } = fakeFetch(Response.json(data));
    const error = await rejection(leadsApi(client({ fetch })).createLead(payload));
    expect(error.code).toBe('ERR_BAD_RESPONSE');
    expect(error.response?.status).toBe(200);
  });
});
