/**
 * A fetch that gives up on a service that takes the connection and never answers. Without it a
 * request waited for Node's fetch (undici) to give up on its headers, 300 s, three tries in a row,
 * before the tool said anything. The answer's body is read inside the same time, so a service that
 * sends its headers and then stalls is caught too (the tools' answers are small JSON documents).
 */

/** What a request that ran out of time fails with: the API core takes it as no answer (retried, then `network`). */
export class RequestTimeout extends Error {
  override readonly name = 'RequestTimeout';
  constructor(
    readonly timeoutMs: number,
    /** GET, or a request that may have been carried out though no answer came (POST, PATCH...). */
    readonly method: string,
  ) {
    super(`No answer within ${timeoutMs / 1000} s.`);
  }
}

/**
 * A change (POST, PATCH...) whose connection broke without an answer, other than refused before it
 * was sent: the service may have carried it out (src/api/core.ts never sends a change twice).
 */
export class ConnectionCut extends Error {
  override readonly name = 'ConnectionCut';
  constructor(
    readonly method: string,
    cause: unknown,
  ) {
    super(`The connection broke before the answer to a ${method}.`, { cause });
  }
}

/** Node's fetch names why it could not send at all in its cause's code: nothing reached the service. */
const NEVER_SENT = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'EADDRNOTAVAIL']);

/**
 * Of those, the two that mean nothing listens at that address (a wrong URL, an emulator not
 * started): no outage to ride out. EAI_AGAIN and the unreachable networks may come back.
 */
const NOTHING_LISTENS = new Set(['ECONNREFUSED', 'ENOTFOUND']);

/** True for the core's `network` failure (or fetch's own error) whose socket said nothing listens. */
export function nothingListens(error: unknown): boolean {
  let e = error as { cause?: unknown; code?: unknown } | undefined;
  // ApiError -> fetch's TypeError -> the socket's error with its code.
  for (let depth = 0; e && depth < 3; depth++, e = e.cause as typeof e) {
    if (typeof e.code === 'string' && NOTHING_LISTENS.has(e.code)) return true;
    // fetch's own refusal of a port it never connects to (e.g. :1, :9): asking again cannot help.
    if (e instanceof Error && e.message === 'bad port') return true;
  }
  return false;
}

function neverSent(error: unknown): boolean {
  const code = (error as { cause?: { code?: unknown } } | undefined)?.cause?.code;
  return typeof code === 'string' && NEVER_SENT.has(code);
}

export function timedFetch(fetchImpl: typeof fetch, timeoutMs: number): typeof fetch {
  return async (input, init) => {
    const callerSignal = init?.signal ?? undefined;
    const controller = new AbortController();
    const onCallerAbort = () => controller.abort(callerSignal?.reason);
    if (callerSignal?.aborted) onCallerAbort();
    else callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort(new RequestTimeout(timeoutMs, init?.method ?? 'GET'));
    }, timeoutMs);
    try {
      const response = await fetchImpl(input, { ...init, signal: controller.signal });
      const body = await response.text();
      return new Response([204, 205, 304].includes(response.status) ? null : body, { status: response.status, statusText: response.statusText, headers: response.headers });
    } catch (error) {
      // The caller's own cancel stays a cancel; running out of time is no answer.
      if (timedOut && !callerSignal?.aborted) throw new RequestTimeout(timeoutMs, init?.method ?? 'GET');
      const method = (init?.method ?? 'GET').toUpperCase();
      if (method !== 'GET' && !callerSignal?.aborted && !neverSent(error)) throw new ConnectionCut(method, error);
      throw error;
    } finally {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', onCallerAbort);
    }
  };
}
