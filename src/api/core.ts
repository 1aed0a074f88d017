import { TenfootError } from '../errors.ts';
import { abortableSleep } from './sleep.ts';

/** Values the typed query encoder accepts. Lists are comma-joined; dates become RFC 3339 UTC. */
export type QueryValue = string | number | boolean | Date | readonly (string | number)[] | null | undefined;
export type Query = Record<string, QueryValue>;

export type ApiErrorCode =
  | 'http' // the server answered with an error status
  | 'network' // no answer (offline, DNS, connection cut)
  | 'aborted' // the caller's AbortSignal fired
  | 'parse'; // the answer was not the JSON we expected

/** One error entry of the Google-style error body (`error.errors[]`). */
export interface ApiErrorItem {
  domain?: string;
  reason?: string;
  message?: string;
  location?: string;
  locationType?: string;
}

/**
 * What an ApiError is made of, by name: all but code and message are optional, and four of the
 * fields are strings that positional arguments let a caller swap without a word from the compiler.
 * `cause` is what failed underneath (fetch's TypeError, JSON.parse's SyntaxError...).
 */
export type ApiErrorInit = Pick<ApiError, 'code' | 'message'> & Partial<Pick<ApiError, 'status' | 'reason' | 'domain' | 'statusText' | 'errors' | 'body'>> & { cause?: unknown };

/** A failed request, parsed from the error body: `{"error":{"code","message","errors":[...],"status"}}`. */
export class ApiError extends TenfootError<ApiErrorCode> {
  /** The HTTP status; 0 when no answer came. */
  readonly status: number;
  /** First `errors[].reason`, e.g. quotaExceeded, playlistNotFound. */
  readonly reason: string | undefined;
  /** First `errors[].domain`. */
  readonly domain: string | undefined;
  /** Canonical status string (`PERMISSION_DENIED`, `FAILED_PRECONDITION`...) when the service sends one. */
  readonly statusText: string | undefined;
  readonly errors: ApiErrorItem[];
  /** The whole parsed body, for services whose errors carry more (details, quotaInfo...). */
  readonly body: unknown;

  constructor(init: ApiErrorInit) {
    // Error makes `cause` an own property whenever the key is given, so it is passed on only then.
    super(init.code, init.message, 'cause' in init ? { cause: init.cause } : undefined);
    this.status = init.status ?? 0;
    this.reason = init.reason;
    this.domain = init.domain;
    this.statusText = init.statusText;
    this.errors = init.errors ?? [];
    this.body = init.body;
  }
}

/** How to authenticate a request: the signed-in user's Bearer token, the API key, or nothing. */
export type AuthMode = 'user' | 'key' | 'none';

export interface TokenSource {
  /** The current access token; `forceRefresh` after a 401 asks for a new one (single-flight in src/auth). */
  (options: { forceRefresh: boolean }): Promise<string | undefined>;
}

export interface RetryPolicy {
  /** Total tries for an idempotent request, the first included. */
  attempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

export interface ApiCoreOptions {
  baseUrl: string;
  getAccessToken?: TokenSource;
  apiKey?: string;
  /**
   * When the token source has no one signed in, a user request goes with the API key instead:
   * the app's guest, who sees what anyone may see. Off, such a request goes with no credentials.
   */
  keyWhenSignedOut?: boolean;
  fetch?: typeof fetch;
  retry?: RetryPolicy;
  /** Injected for tests: waits between retries. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  random?: () => number;
}

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  auth?: AuthMode;
  /** Extra headers (never a token: that is the core's job). */
  headers?: Record<string, string>;
}

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface ApiCore {
  readonly baseUrl: string;
  request<T>(method: HttpMethod, path: string, options?: RequestOptions): Promise<T>;
  url(path: string, query?: Query): string;
}

export const defaultRetry: RetryPolicy = { attempts: 3, baseDelayMs: 300, maxDelayMs: 4000 };

export function encodeQueryValue(value: Exclude<QueryValue, null | undefined>): string {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.join(',');
  return String(value);
}

/** Builds `?a=1&b=x,y` skipping undefined/null; URLSearchParams percent-encodes (RFC 3339 `:` and `+` included). */
export function encodeQuery(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const key of Object.keys(query)) {
    const value = query[key];
    if (value === undefined || value === null) continue;
    params.append(key, encodeQueryValue(value as Exclude<QueryValue, null | undefined>));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The ApiError of an error answer, parsed from its body (apiErrorFrom.ts): that code comes only
 * when an answer is an error, so a returning viewer's first cards do not wait for it. Should it not
 * come, the error says what the status does.
 */
function toApiError(response: Response): Promise<ApiError> {
  return import('./apiErrorFrom.ts').then(
    (m) => m.toApiError(response),
    () => new ApiError({ code: 'http', message: `HTTP ${response.status}`, status: response.status }),
  );
}

function isAbort(error: unknown, signal?: AbortSignal): boolean {
  return signal?.aborted === true || (error instanceof Error && error.name === 'AbortError');
}

function aborted(cause: unknown): ApiError {
  return new ApiError({ code: 'aborted', message: 'The request was cancelled.', cause });
}

/** 5xx answers worth another try; 501 and 505 say the request itself can never succeed. */
function transient(status: number): boolean {
  return status >= 500 && status !== 501 && status !== 505;
}

/** Retry-After in ms (seconds or an HTTP date), when the server sends one. */
function retryAfterMs(response: Response): number | undefined {
  const value = response.headers.get('retry-after');
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

/** A response we will not read: release its connection. */
function discard(response: Response): void {
  response.body?.cancel().catch(() => undefined);
}

/**
 * The one fetch core every service module uses: base URL, typed query, Bearer header, JSON,
 * AbortSignal, typed errors, bounded retry of idempotent requests, and one refresh + retry on 401.
 */
export function createApiCore(options: ApiCoreOptions): ApiCore {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const retry = options.retry ?? defaultRetry;
  const sleep = options.sleep ?? abortableSleep;
  const random = options.random ?? Math.random;

  const url = (path: string, query?: Query) => `${baseUrl}${path.startsWith('/') ? path : `/${path}`}${encodeQuery(query)}`;

  /** Builds the request; the token source's own errors (e.g. a refresh refused) pass through untouched. */
  async function prepare(method: HttpMethod, path: string, request: RequestOptions, forceRefresh: boolean): Promise<[string, RequestInit]> {
    const auth = request.auth ?? 'user';
    const query: Query = { ...request.query };
    const headers: Record<string, string> = { Accept: 'application/json', ...request.headers };
    if (auth === 'user') {
      const token = await options.getAccessToken?.({ forceRefresh });
      // Header, never the access_token query parameter: query strings end up in logs (RFC 6750 section 2.3).
      if (token) headers.Authorization = `Bearer ${token}`;
      // No one signed in (a guest): the same request as public data, which the service answers
      // for what anyone may see (a public playlist's items, a video's facts).
      else if (options.keyWhenSignedOut && options.apiKey) query.key = options.apiKey;
    } else if (auth === 'key' && options.apiKey) {
      // Public data carries the API key (docs/reference/facts.md, Data API: credentials).
      query.key = options.apiKey;
    }
    let body: string | undefined;
    if (request.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(request.body);
    }
    return [url(path, query), { method, headers, body, signal: request.signal }];
  }

  async function request<T>(method: HttpMethod, path: string, request: RequestOptions = {}): Promise<T> {
    // Only GETs are retried: a POST that reached the server may have created something already.
    const idempotent = method === 'GET';
    const maxAttempts = idempotent ? Math.max(1, retry.attempts) : 1;
    let refreshed = false;
    for (let attempt = 1; ; attempt++) {
      if (request.signal?.aborted) throw aborted(request.signal.reason);
      const [target, init] = await prepare(method, path, request, refreshed);
      let response: Response;
      let text: string;
      try {
        response = await doFetch(target, init);
        if (response.status === 401 && (request.auth ?? 'user') === 'user' && !refreshed && options.getAccessToken) {
          // Exactly one refresh and one retry, POST included: a 401 means nothing was done.
          discard(response);
          refreshed = true;
          attempt--;
          continue;
        }
        if (transient(response.status) && attempt < maxAttempts) {
          discard(response);
          await backoff(attempt, request.signal, retryAfterMs(response));
          continue;
        }
        if (!response.ok) throw await toApiError(response);
        text = await response.text();
      } catch (error) {
        if (error instanceof ApiError) throw error;
        if (isAbort(error, request.signal)) throw aborted(error);
        // No answer, or the connection was cut mid-answer.
        if (attempt < maxAttempts) {
          await backoff(attempt, request.signal);
          continue;
        }
        throw new ApiError({ code: 'network', message: 'The service could not be reached.', cause: error });
      }
      if (response.status === 204 || !text) return undefined as T;
      try {
        return JSON.parse(text) as T;
      } catch (error) {
        throw new ApiError({ code: 'parse', message: 'The service answered with something other than JSON.', status: response.status, cause: error });
      }
    }
  }

  async function backoff(attempt: number, signal?: AbortSignal, serverDelayMs?: number): Promise<void> {
    // Exponential backoff with full jitter, so many TVs recovering at once don't stampede;
    // a server's Retry-After wins when it asks for longer, within maxDelayMs.
    const cap = Math.min(retry.maxDelayMs, retry.baseDelayMs * 2 ** (attempt - 1));
    const delay = Math.min(retry.maxDelayMs, Math.max(Math.round(random() * cap), serverDelayMs ?? 0));
    try {
      await sleep(delay, signal);
    } catch (error) {
      throw aborted(error);
    }
  }

  return { baseUrl, request, url };
}
