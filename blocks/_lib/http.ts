/**
 * The browser's HTTP client for the lead calls (SPEC §7, §8), on fetch. Defaults as the spec's
 * client: no timeout (0), the CSRF cookie/header pair, success for 200–299. Every failure is an
 * HttpError with one of the spec's messages, word for word; a failed response is handed back to the
 * caller on `error.response` (status and parsed body).
 *
 * The CSRF token (docs/cross-cutting.md §1) comes from GET {baseUrl}{CSRF_PATH} before the first
 * write, which also sets the cookie; it is kept in memory, shared by every form of the page, until
 * shortly before it expires. That request has a timeout of its own (a request a phone's switch of
 * network left hanging would otherwise hold every later write of the page), and a write whose token
 * request got no answer asks once more. A write refused with 403 `csrf_failed` gets a new token and
 * is sent once more; so is a write that safely repeats (PUT, or a POST with an Idempotency-Key) when
 * no answer came back at all.
 */
import { CSRF_HEADER, CSRF_PATH, IDEMPOTENCY_HEADER, LEAD_ERRORS } from '~/contracts/lead';

export interface HttpResponse {
  status: number;
  /** The body parsed as JSON; the raw text when it is not JSON; null when empty. */
  data: unknown;
  headers: Headers;
}

/** The error code of a failed answer (`error` of its JSON body: contracts/lead LEAD_ERRORS), or undefined. */
export function errorCodeOf(response: HttpResponse | undefined): string | undefined {
  const data = response?.data;
  return typeof data === 'object' && data !== null && 'error' in data && typeof data.error === 'string' ? data.error : undefined;
}

/**
 * ERR_BAD_REQUEST (a 4xx), ERR_BAD_RESPONSE (a 5xx or other non-2xx, or a 2xx without what the call
 * needs), ERR_NETWORK (no answer), ECONNABORTED (the caller aborted), ETIMEDOUT (timeoutMs passed).
 */
export type HttpErrorCode = 'ERR_BAD_REQUEST' | 'ERR_BAD_RESPONSE' | 'ERR_NETWORK' | 'ECONNABORTED' | 'ETIMEDOUT';

export class HttpError extends Error {
  override name = 'HttpError';
  readonly code: HttpErrorCode;
  /** The server's answer, when there was one. */
  readonly response: HttpResponse | undefined;

  constructor(message: string, code: HttpErrorCode, response?: HttpResponse, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
    this.response = response;
  }
}

export const isHttpError = (error: unknown): error is HttpError => error instanceof HttpError;

type Fetch = (input: string, init: RequestInit) => Promise<Response>;

/** Where a client's CSRF tokens come from. */
export interface CsrfTokenSource {
  /** A token that stays valid for a while yet: the one held, or a new one from the server. */
  get(): Promise<string>;
  /** The server refused this token: the next get() asks for a new one. */
  refuse(token: string): void;
}

export interface HttpClientOptions {
  /** Prefix of every path: '' (default) for this site, or an external API's origin. */
  baseUrl?: string;
  /** Milliseconds before a request fails with the timeout message; 0 (default) waits forever. */
  timeoutMs?: number;
  /** Injected for tests; the global fetch by default. */
  fetch?: Fetch;
  /**
   * Whether cookies go with the request. Default: 'same-origin' for this site; 'include' for an
   * external API on another origin, which needs its own CSRF cookie sent along (and must allow
   * credentials in its CORS answer).
   */
  credentials?: RequestCredentials;
  /** Injected for tests; by default one source per base URL, shared by every client of the page. */
  tokens?: CsrfTokenSource;
  /** Wait before repeating a write that got no answer (default 300 ms). */
  retryDelayMs?: number;
}

export interface RequestOptions {
  /** Aborting it rejects the call with 'Request aborted'. */
  signal?: AbortSignal;
  /** Sent as Idempotency-Key, the same on this call's retries: the server stores a repeated create once. */
  idempotencyKey?: string;
}

export interface HttpClient {
  post(path: string, body: unknown, options?: RequestOptions): Promise<HttpResponse>;
  put(path: string, body: unknown, options?: RequestOptions): Promise<HttpResponse>;
}

/** 'include' only for an absolute base URL on another origin than the page's. */
function defaultCredentials(baseUrl: string): RequestCredentials {
  if (!/^https?:\/\//i.test(baseUrl)) return 'same-origin';
  const here = typeof location === 'undefined' ? undefined : location.origin;
  return here !== undefined && new URL(baseUrl).origin === here ? 'same-origin' : 'include';
}

function parseBody(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** A token is renewed this long before it expires, so it never runs out on the way to the server. */
export const TOKEN_RENEWAL_MARGIN_MS = 60_000;
/** A token request unanswered this long fails ("Network Error": nothing was sent), so the next write asks anew. */
export const TOKEN_TIMEOUT_MS = 10_000;

/**
 * Tokens from GET {url}: one request at a time, the answer kept until TOKEN_RENEWAL_MARGIN_MS before
 * its expiry. The expiry is counted from the answer's Date when the browser may read it, so a
 * visitor's wrong clock costs nothing.
 */
export function createCsrfTokenSource({
  url,
  fetch: doFetch = (input, init) => globalThis.fetch(input, init),
  credentials,
  now = () => Date.now(),
  timeoutMs = TOKEN_TIMEOUT_MS,
}: {
  url: string;
  fetch?: Fetch;
  credentials: RequestCredentials;
  now?: () => number;
  timeoutMs?: number;
}): CsrfTokenSource {
  let held: { token: string; renewAt: number } | undefined;
  let pending: Promise<string> | undefined;

  async function fetchToken(): Promise<string> {
    let response: HttpResponse;
    const controller = new AbortController();
    // Settles the request even if a fetch implementation ignores the signal.
    const cut = new Promise<never>((_, reject) => controller.signal.addEventListener('abort', () => reject(controller.signal.reason), { once: true }));
    cut.catch(() => undefined);
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const res = await Promise.race([
        doFetch(url, { method: 'GET', headers: { Accept: 'application/json' }, credentials, cache: 'no-store', signal: controller.signal }),
        cut,
      ]);
      response = { status: res.status, data: parseBody(await Promise.race([res.text(), cut])), headers: res.headers };
    } catch (cause) {
      throw new HttpError('Network Error', 'ERR_NETWORK', undefined, { cause });
    } finally {
      clearTimeout(timer);
    }
    if (response.status < 200 || response.status >= 300) {
      throw new HttpError(`Request failed with status code ${response.status}`, response.status < 500 ? 'ERR_BAD_REQUEST' : 'ERR_BAD_RESPONSE', response);
    }
    const { data } = response;
    const token = typeof data === 'object' && data !== null && 'token' in data && typeof data.token === 'string' ? data.token : '';
    const expiresAt = typeof data === 'object' && data !== null && 'expiresAt' in data && typeof data.expiresAt === 'string' ? Date.parse(data.expiresAt) : NaN;
    if (token === '' || Number.isNaN(expiresAt)) throw new HttpError('Invalid CSRF token response', 'ERR_BAD_RESPONSE', response);
    const serverNow = Date.parse(response.headers.get('date') ?? '');
    const lifetime = expiresAt - (Number.isNaN(serverNow) ? now() : serverNow);
    held = { token, renewAt: now() + lifetime - TOKEN_RENEWAL_MARGIN_MS };
    return token;
  }

  return {
    get() {
      if (held && now() < held.renewAt) return Promise.resolve(held.token);
      pending ??= fetchToken().finally(() => (pending = undefined));
      return pending;
    },
    refuse(token) {
      if (held?.token === token) held = undefined;
    },
  };
}

// One per base URL and page: every form of the page writes with the same token (and the same cookie).
const sharedSources = new Map<string, CsrfTokenSource>();

export function createHttpClient(options: HttpClientOptions = {}): HttpClient {
  const baseUrl = (options.baseUrl ?? '').replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 0;
  const retryDelayMs = options.retryDelayMs ?? 300;
  // Looked up at call time and never called as a method: a detached window.fetch throws.
  const doFetch: Fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const credentials = options.credentials ?? defaultCredentials(baseUrl);
  const tokens =
    options.tokens ??
    (() => {
      let source = sharedSources.get(baseUrl);
      if (!source) sharedSources.set(baseUrl, (source = createCsrfTokenSource({ url: `${baseUrl}${CSRF_PATH}`, credentials })));
      return source;
    })();

  async function send(method: 'POST' | 'PUT', path: string, body: unknown, { signal, idempotencyKey }: RequestOptions = {}): Promise<HttpResponse> {
    const url = `${baseUrl}${path.startsWith('/') ? path : `/${path}`}`;
    if (signal?.aborted) throw new HttpError('Request aborted', 'ECONNABORTED');

    // One controller for both ways a call can be cut short; `reason` remembers which came first.
    const controller = new AbortController();
    let reason: 'aborted' | 'timeout' | undefined;
    const stop = (why: 'aborted' | 'timeout') => {
      reason ??= why;
      controller.abort();
    };
    const onCallerAbort = () => stop('aborted');
    signal?.addEventListener('abort', onCallerAbort, { once: true });
    const timer = timeoutMs > 0 ? setTimeout(() => stop('timeout'), timeoutMs) : undefined;
    // Settles the call even if a fetch implementation ignores the signal.
    const cut = new Promise<never>((_, reject) => controller.signal.addEventListener('abort', () => reject(controller.signal.reason), { once: true }));
    cut.catch(() => undefined);

    const failure = (cause: unknown) =>
      reason === 'timeout'
        ? new HttpError(`timeout of ${timeoutMs}ms exceeded`, 'ETIMEDOUT', undefined, { cause })
        : reason === 'aborted'
          ? new HttpError('Request aborted', 'ECONNABORTED', undefined, { cause })
          : cause instanceof HttpError
            ? cause
            : new HttpError('Network Error', 'ERR_NETWORK', undefined, { cause });

    /** One request with `token`; the answer, or the failure to get one. */
    async function attempt(token: string): Promise<HttpResponse> {
      const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json', [CSRF_HEADER]: token };
      if (idempotencyKey) headers[IDEMPOTENCY_HEADER] = idempotencyKey;
      const res = await Promise.race([doFetch(url, { method, headers, body: JSON.stringify(body), credentials, signal: controller.signal }), cut]);
      // The body is part of the request's time: the timeout and an abort still apply while it arrives.
      const text = await Promise.race([res.text(), cut]);
      return { status: res.status, data: parseBody(text), headers: res.headers };
    }

    // A 403 that is not the site's own "another site" (which a new token cannot mend): the token refused, in our words
    // (csrf_failed) or in an external API's own (Django, whose header and cookie names SPEC §7's are, refuses with a
    // page of HTML). The token is renewed once; it was kept until its expiry, and every send until then failed.
    const csrfRefused = (response: HttpResponse) => response.status === 403 && errorCodeOf(response) !== LEAD_ERRORS.crossSite;
    // Repeating it cannot store a lead twice: a PUT replaces, a keyed POST is answered once.
    const repeatable = method === 'PUT' || idempotencyKey !== undefined;

    /** A token; a token request that got no answer is asked once more (a GET repeats safely). */
    async function getToken(): Promise<string> {
      try {
        return await Promise.race([tokens.get(), cut]);
      } catch (error) {
        if (reason !== undefined || !(error instanceof HttpError) || error.code !== 'ERR_NETWORK') throw error;
        await Promise.race([new Promise((resolve) => setTimeout(resolve, retryDelayMs)), cut]);
        return Promise.race([tokens.get(), cut]);
      }
    }

    try {
      let response: HttpResponse;
      try {
        let token = await getToken();
        try {
          response = await attempt(token);
        } catch (error) {
          if (reason !== undefined || !repeatable) throw error;
          // No answer at all: the write may or may not have been stored; the same request again finds out.
          await Promise.race([new Promise((resolve) => setTimeout(resolve, retryDelayMs)), cut]);
          response = await attempt(token);
        }
        if (csrfRefused(response)) {
          tokens.refuse(token);
          token = await getToken();
          response = await attempt(token);
        }
      } catch (error) {
        throw failure(error);
      }
      if (response.status >= 200 && response.status < 300) return response;
      throw new HttpError(
        `Request failed with status code ${response.status}`,
        response.status >= 400 && response.status < 500 ? 'ERR_BAD_REQUEST' : 'ERR_BAD_RESPONSE',
        response,
      );
    } finally {
      if (timer !== undefined) clearTimeout(timer);
      signal?.removeEventListener('abort', onCallerAbort);
    }
  }

  return {
    post: (path, body, options) => send('POST', path, body, options),
    put: (path, body, options) => send('PUT', path, body, options),
  };
}
