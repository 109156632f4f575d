/**
 * The browser's HTTP client for the lead calls (SPEC §7, §8), on fetch. Defaults as the spec's
 * client: no timeout (0), the CSRF cookie/header pair, success for 200–299. Every failure is an
 * HttpError with one of the spec's messages, word for word; a failed response is handed back to the
 * caller on `error.response` (status and parsed body).
 */
import { CSRF_COOKIE, CSRF_HEADER } from '~/contracts/lead';
import { readCookie } from './cookies';

export interface HttpResponse {
  status: number;
  /** The body parsed as JSON; the raw text when it is not JSON; null when empty. */
  data: unknown;
  headers: Headers;
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

export interface HttpClientOptions {
  /** Prefix of every path: '' (default) for this site, or an external API's origin. */
  baseUrl?: string;
  /** Milliseconds before a request fails with the timeout message; 0 (default) waits forever. */
  timeoutMs?: number;
  /** Injected for tests; the global fetch by default. */
  fetch?: Fetch;
  /** Injected for tests; reads `document.cookie` by default. */
  readCookie?: (name: string) => string | undefined;
  /**
   * Whether cookies go with the request. Default: 'same-origin' for this site; 'include' for an
   * external API on another origin, which needs its own CSRF cookie sent along (and must allow
   * credentials in its CORS answer).
   */
  credentials?: RequestCredentials;
}

export interface RequestOptions {
  /** Aborting it rejects the call with 'Request aborted'. */
  signal?: AbortSignal;
}

export interface HttpClient {
  post(path: string, body: unknown, options?: RequestOptions): Promise<HttpResponse>;
  put(path: string, body: unknown, options?: RequestOptions): Promise<HttpResponse>;
}

const documentCookie = (name: string): string | undefined => (typeof document === 'undefined' ? undefined : readCookie(document.cookie, name));

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

export function createHttpClient(options: HttpClientOptions = {}): HttpClient {
  const baseUrl = (options.baseUrl ?? '').replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 0;
  // Looked up at call time and never called as a method: a detached window.fetch throws.
  const doFetch: Fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const cookie = options.readCookie ?? documentCookie;
  const credentials = options.credentials ?? defaultCredentials(baseUrl);

  async function send(method: 'POST' | 'PUT', path: string, body: unknown, { signal }: RequestOptions = {}): Promise<HttpResponse> {
    const url = `${baseUrl}${path.startsWith('/') ? path : `/${path}`}`;
    if (signal?.aborted) throw new HttpError('Request aborted', 'ECONNABORTED');

    const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
    const token = cookie(CSRF_COOKIE);
    if (token) headers[CSRF_HEADER] = token;

    // One controller for both ways a request can be cut short; `reason` remembers which came first.
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
          : new HttpError('Network Error', 'ERR_NETWORK', undefined, { cause });

    try {
      let response: HttpResponse;
      try {
        const res = await Promise.race([doFetch(url, { method, headers, body: JSON.stringify(body), credentials, signal: controller.signal }), cut]);
        // The body is part of the request's time: the timeout and an abort still apply while it arrives.
        const text = await Promise.race([res.text(), cut]);
        response = { status: res.status, data: parseBody(text), headers: res.headers };
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
