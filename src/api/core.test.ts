import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiCore, encodeQuery, type ApiCoreOptions } from './core.ts';

type Answer = Response | Error | (() => Response | Promise<Response>);

/** A fetch that answers from a script and records every call. */
function fakeFetch(...answers: Answer[]) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init: init ?? {} });
    if (init?.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    const next = answers.shift();
    if (next === undefined) throw new Error('fake fetch: no answer scripted');
    if (next instanceof Error) throw next;
    return typeof next === 'function' ? next() : next;
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

const googleError = (status: number, reason: string, message = 'Nope') => json(status, { error: { code: status, message, errors: [{ domain: 'video.parameter', reason, message }], status: 'INVALID_ARGUMENT' } });

function core(fetch: typeof globalThis.fetch, extra: Partial<ApiCoreOptions> = {}) {
  const sleeps: number[] = [];
  const api = createApiCore({
    baseUrl: 'https://api.example/video/v3/',
    apiKey: 'the-key',
    fetch,
    getAccessToken: async ({ forceRefresh }) => (forceRefresh ? 'fresh-token' : 'old-token'),
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    random: () => 1,
    ...extra,
  });
  return { api, sleeps };
}

describe('encodeQuery', () => {
  it('comma-joins lists, prints booleans, percent-encodes RFC 3339 times and skips empty values', () => {
    const query = encodeQuery({ part: ['snippet', 'contentDetails'], mine: true, home: false, publishedAfter: new Date('2024-05-01T10:20:30Z'), q: 'a b&c', none: undefined, nil: null, maxResults: 0 });
    expect(query).toBe('?part=snippet%2CcontentDetails&mine=true&home=false&publishedAfter=2024-05-01T10%3A20%3A30.000Z&q=a+b%26c&maxResults=0');
  });

  it('encodes a + of a time offset so the server does not read a space', () => {
    expect(encodeQuery({ publishedBefore: '2024-05-01T10:00:00+02:00' })).toBe('?publishedBefore=2024-05-01T10%3A00%3A00%2B02%3A00');
  });

  it('is empty without parameters', () => {
    expect(encodeQuery(undefined)).toBe('');
    expect(encodeQuery({ a: undefined })).toBe('');
  });
});

describe('createApiCore', () => {
  it('joins the base URL and path and sends the Bearer header, never an access_token parameter', async () => {
    const { fetch, calls } = fakeFetch(json(200, { ok: 1 }));
    const { api } = core(fetch);
    await expect(api.request('GET', 'channels', { query: { part: ['id'], mine: true } })).resolves.toEqual({ ok: 1 });
    expect(calls[0]!.url).toBe('https://api.example/video/v3/channels?part=id&mine=true');
    expect((calls[0]!.init.headers as Record<string, string>).Authorization).toBe('Bearer old-token');
    expect(calls[0]!.url).not.toContain('access_token');
  });

  it('sends the API key as the key parameter and no token for public data', async () => {
    const { fetch, calls } = fakeFetch(json(200, {}));
    await core(fetch).api.request('GET', '/search', { query: { q: 'x' }, auth: 'key' });
    expect(calls[0]!.url).toBe('https://api.example/video/v3/search?q=x&key=the-key');
    expect((calls[0]!.init.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('sends the API key for a user request when no one is signed in (a guest), and no Authorization', async () => {
    const { fetch, calls } = fakeFetch(json(200, {}));
    await core(fetch, { getAccessToken: async () => undefined, keyWhenSignedOut: true }).api.request('GET', '/videos', { query: { id: 'v1' } });
    expect(calls[0]!.url).toBe('https://api.example/video/v3/videos?id=v1&key=the-key');
    expect((calls[0]!.init.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('sends neither with auth none', async () => {
    const { fetch, calls } = fakeFetch(json(200, {}));
    await core(fetch).api.request('GET', '/x', { auth: 'none' });
    expect(calls[0]!.url).toBe('https://api.example/video/v3/x');
    expect((calls[0]!.init.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('sends a JSON body with its content type', async () => {
    const { fetch, calls } = fakeFetch(json(200, { id: 'p' }));
    await core(fetch).api.request('POST', '/playlists', { query: { part: ['snippet'] }, body: { snippet: { title: 'T' } } });
    expect(calls[0]!.init.method).toBe('POST');
    expect(calls[0]!.init.body).toBe('{"snippet":{"title":"T"}}');
    expect((calls[0]!.init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('parses the error body into a typed ApiError', async () => {
    const { fetch } = fakeFetch(googleError(404, 'playlistNotFound', 'The playlist cannot be found.'));
    const error = await core(fetch).api.request('GET', '/playlistItems').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'http', status: 404, reason: 'playlistNotFound', domain: 'video.parameter', message: 'The playlist cannot be found.', statusText: 'INVALID_ARGUMENT' });
    expect((error as ApiError).errors).toHaveLength(1);
  });

  it('reads OAuth-style and unreadable error bodies too', async () => {
    const { fetch } = fakeFetch(json(400, { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' }), new Response('<html>bad gateway</html>', { status: 418 }));
    const { api } = core(fetch);
    await expect(api.request('POST', '/token')).rejects.toMatchObject({ status: 400, reason: 'invalid_grant', message: 'invalid_grant: Token has been expired or revoked.' });
    await expect(api.request('POST', '/x')).rejects.toMatchObject({ code: 'http', status: 418, reason: undefined, message: 'HTTP 418' });
  });

  it('retries a GET on 5xx with exponential backoff and full jitter, within maxDelayMs', async () => {
    const { fetch, calls } = fakeFetch(googleError(503, 'backendError'), googleError(500, 'backendError'), json(200, { ok: true }));
    const { api, sleeps } = core(fetch, { retry: { attempts: 3, baseDelayMs: 300, maxDelayMs: 500 } });
    await expect(api.request('GET', '/channels')).resolves.toEqual({ ok: true });
    expect(calls).toHaveLength(3);
    expect(sleeps).toEqual([300, 500]); // random() = 1: the whole window, 300 then min(600, 500)
  });

  it('draws each delay at random within the window', async () => {
    const { fetch } = fakeFetch(googleError(503, 'backendError'), json(200, {}));
    const { api, sleeps } = core(fetch, { random: () => 0.25 });
    await api.request('GET', '/x');
    expect(sleeps).toEqual([75]);
  });

  it('honours Retry-After when it asks for longer, capped by maxDelayMs', async () => {
    const { fetch } = fakeFetch(json(503, {}, { 'Retry-After': '2' }), json(200, {}));
    const { api, sleeps } = core(fetch, { random: () => 0, retry: { attempts: 2, baseDelayMs: 100, maxDelayMs: 1500 } });
    await api.request('GET', '/x');
    expect(sleeps).toEqual([1500]);
  });

  it('gives up after the attempts with the last error', async () => {
    const { fetch, calls } = fakeFetch(googleError(503, 'backendError'), googleError(503, 'backendError'), googleError(503, 'backendError'));
    await expect(core(fetch).api.request('GET', '/x')).rejects.toMatchObject({ code: 'http', status: 503, reason: 'backendError' });
    expect(calls).toHaveLength(3);
  });

  it('retries a GET when the connection fails, then reports a network error', async () => {
    const { fetch, calls } = fakeFetch(new TypeError('fetch failed'), new TypeError('socket hang up'), new TypeError('fetch failed'));
    const error = await core(fetch).api.request('GET', '/x').catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'network', status: 0 });
    expect((error as ApiError).cause).toBeInstanceOf(TypeError);
    expect(calls).toHaveLength(3);
  });

  it('recovers when a retry succeeds after a cut connection', async () => {
    const { fetch } = fakeFetch(new TypeError('fetch failed'), json(200, { items: [] }));
    await expect(core(fetch).api.request('GET', '/x')).resolves.toEqual({ items: [] });
  });

  it('never retries a POST, neither on 5xx nor on a network failure', async () => {
    const first = fakeFetch(googleError(503, 'backendError'));
    await expect(core(first.fetch).api.request('POST', '/playlists', { body: {} })).rejects.toMatchObject({ status: 503 });
    expect(first.calls).toHaveLength(1);
    const second = fakeFetch(new TypeError('fetch failed'));
    await expect(core(second.fetch).api.request('POST', '/playlists', { body: {} })).rejects.toMatchObject({ code: 'network' });
    expect(second.calls).toHaveLength(1);
  });

  it('does not retry a 4xx or a 501', async () => {
    const { fetch, calls } = fakeFetch(googleError(400, 'invalidParameter'), json(501, { error: { code: 501, message: 'no' } }));
    const { api } = core(fetch);
    await expect(api.request('GET', '/x')).rejects.toMatchObject({ status: 400, reason: 'invalidParameter' });
    await expect(api.request('GET', '/x')).rejects.toMatchObject({ status: 501 });
    expect(calls).toHaveLength(2);
  });

  it('on 401 refreshes the token exactly once and retries once, even a POST', async () => {
    const { fetch, calls } = fakeFetch(googleError(401, 'authError'), json(200, { id: 'x' }));
    const tokens: boolean[] = [];
    const { api } = core(fetch, { getAccessToken: async ({ forceRefresh }) => (tokens.push(forceRefresh), forceRefresh ? 'fresh-token' : 'old-token') });
    await expect(api.request('POST', '/subscriptions', { body: {} })).resolves.toEqual({ id: 'x' });
    expect(tokens).toEqual([false, true]);
    expect((calls[1]!.init.headers as Record<string, string>).Authorization).toBe('Bearer fresh-token');
  });

  it('reports a second 401 instead of refreshing again', async () => {
    const { fetch, calls } = fakeFetch(googleError(401, 'authError'), googleError(401, 'authError'));
    const getAccessToken = vi.fn(async () => 'token');
    await expect(core(fetch, { getAccessToken }).api.request('GET', '/x')).rejects.toMatchObject({ status: 401, reason: 'authError' });
    expect(calls).toHaveLength(2);
    expect(getAccessToken).toHaveBeenCalledTimes(2);
  });

  it('does not refresh on a 401 of a key request', async () => {
    const { fetch, calls } = fakeFetch(googleError(401, 'authError'));
    await expect(core(fetch).api.request('GET', '/x', { auth: 'key' })).rejects.toMatchObject({ status: 401 });
    expect(calls).toHaveLength(1);
  });

  it('lets the token source’s own error through (a refused refresh is an auth problem, not a network one)', async () => {
    const refused = new Error('invalid_grant');
    const { fetch, calls } = fakeFetch(googleError(401, 'authError'));
    const getAccessToken = async ({ forceRefresh }: { forceRefresh: boolean }) => {
      if (forceRefresh) throw refused;
      return 'old';
    };
    await expect(core(fetch, { getAccessToken }).api.request('GET', '/x')).rejects.toBe(refused);
    expect(calls).toHaveLength(1);
  });

  it('retries after a 401 refresh and then a 5xx, within the attempt budget', async () => {
    const { fetch, calls } = fakeFetch(googleError(401, 'authError'), googleError(503, 'backendError'), json(200, { ok: 1 }));
    await expect(core(fetch).api.request('GET', '/x')).resolves.toEqual({ ok: 1 });
    expect(calls).toHaveLength(3);
  });

  it('turns an aborted request into an aborted ApiError and does not retry it', async () => {
    const controller = new AbortController();
    const { fetch, calls } = fakeFetch(() => {
      controller.abort();
      throw new DOMException('The operation was aborted.', 'AbortError');
    });
    await expect(core(fetch).api.request('GET', '/x', { signal: controller.signal })).rejects.toMatchObject({ code: 'aborted' });
    expect(calls).toHaveLength(1);
  });

  it('does not start a request whose signal already fired', async () => {
    const { fetch, calls } = fakeFetch(json(200, {}));
    await expect(core(fetch).api.request('GET', '/x', { signal: AbortSignal.abort() })).rejects.toMatchObject({ code: 'aborted' });
    expect(calls).toHaveLength(0);
  });

  it('stops waiting between retries when the signal fires', async () => {
    const controller = new AbortController();
    const { fetch, calls } = fakeFetch(googleError(503, 'backendError'), json(200, {}));
    const api = createApiCore({ baseUrl: 'https://api.example', fetch, random: () => 1, retry: { attempts: 3, baseDelayMs: 60_000, maxDelayMs: 60_000 } });
    const pending = api.request('GET', '/x', { signal: controller.signal, auth: 'none' });
    setTimeout(() => controller.abort(), 10);
    await expect(pending).rejects.toMatchObject({ code: 'aborted' });
    expect(calls).toHaveLength(1);
  });

  it('reports an answer that is not JSON as a parse error, and an empty one as undefined', async () => {
    const { fetch } = fakeFetch(new Response('not json', { status: 200 }), new Response(null, { status: 204 }), new Response('', { status: 200 }));
    const { api } = core(fetch);
    await expect(api.request('GET', '/x')).rejects.toMatchObject({ code: 'parse', status: 200 });
    await expect(api.request('POST', '/x')).resolves.toBeUndefined();
    await expect(api.request('GET', '/x')).resolves.toBeUndefined();
  });

  it('builds URLs with url()', () => {
    const { api } = core(fakeFetch().fetch);
    expect(api.baseUrl).toBe('https://api.example/video/v3');
    expect(api.url('/channels', { id: ['a', 'b'] })).toBe('https://api.example/video/v3/channels?id=a%2Cb');
  });
});
