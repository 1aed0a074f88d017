import { isFinalState, type DeviceSession, type DeviceSessionsClient, type SessionStateEvent } from '../api/deviceSessions.ts';
import { abortableSleep } from '../../src/api/sleep.ts';
import { ApiError } from '../../src/api/core.ts';
import { nothingListens } from '../lib/timedFetch.ts';

/**
 * Polls a session until it is ACTIVE or final (the discovery document: "Clients ... must poll
 * GetDeviceSession"), reporting each new stateHistories entry once, in order.
 */

export interface FollowOptions {
  pollMs: number;
  signal: AbortSignal;
  onEvent(session: DeviceSession, event: SessionStateEvent): void;
  /** After each poll that did not end the wait. */
  onTick?(session: DeviceSession): void;
  /** The first poll of an outage worth riding out (its error), and the first answer after it (undefined). */
  onTrouble?(error: ApiError | undefined): void;
  /** How long to ride out failing polls; OUTAGE_LIMIT_MS unless a test says. */
  outageLimitMs?: number;
}

export function isSettled(session: DeviceSession): boolean {
  return session.state === 'ACTIVE' || isFinalState(session.state);
}

/**
 * How long a wait rides out a service that does not answer, or answers 5xx or 429, before it gives
 * up: a device can take minutes to come, and one short outage (a second of 500s, the core's three
 * tries) had ended the wait with the session still reserved.
 */
export const OUTAGE_LIMIT_MS = 5 * 60_000;

/**
 * A first poll refused because nothing listens (connection refused, no such host) is a wrong URL
 * or a stopped emulator, not an outage: `watch` against one waited the whole OUTAGE_LIMIT_MS before
 * saying "Could not reach". It is asked again this many times (each poll is the core's three quick
 * tries), this far apart, then given up on: about a second or two in all. Once the service has
 * answered (or `create --wait` has just made the session), a refusal is a restart or a network
 * change to ride out like any outage: giving up would leave the device reserved and the wait to
 * start again.
 */
export const UNREACHABLE_POLLS = 2;
export const UNREACHABLE_RETRY_MS = 500;

/** An answer worth asking again for: none at all, a timeout, a 5xx (but 501 and 505, which say it never will) or 429. */
function passing(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const status = error.status;
  return error.code === 'network' || (error.code === 'http' && status !== undefined && ((status >= 500 && status !== 501 && status !== 505) || status === 429));
}

export async function follow(client: DeviceSessionsClient, name: string, options: FollowOptions, first?: DeviceSession): Promise<DeviceSession> {
  let seen = 0;
  let troubleSince: number | undefined;
  let unreachable = 0;
  /** Whether the service has answered this wait: from then on a refusal is an outage (see UNREACHABLE_POLLS). */
  let answered = first !== undefined;
  const poll = async (): Promise<DeviceSession | undefined> => {
    try {
      const answer = await client.get(name, { signal: options.signal });
      if (troubleSince !== undefined) options.onTrouble?.(undefined);
      troubleSince = undefined;
      unreachable = 0;
      answered = true;
      return answer;
    } catch (error) {
      if (options.signal.aborted || !passing(error)) throw error;
      if (!answered && nothingListens(error)) {
        // Not announced as an outage ridden out for minutes: it is given up on in seconds.
        if (++unreachable >= UNREACHABLE_POLLS) throw error;
        return undefined;
      }
      unreachable = 0;
      if (troubleSince === undefined) {
        troubleSince = Date.now();
        options.onTrouble?.(error as ApiError);
      }
      if (Date.now() - troubleSince >= (options.outageLimitMs ?? OUTAGE_LIMIT_MS)) throw error;
      return undefined;
    }
  };
  // The first read too (watch's) rides out an outage.
  const pause = () => abortableSleep(unreachable ? Math.min(options.pollMs, UNREACHABLE_RETRY_MS) : options.pollMs, options.signal);
  let session = first ?? (await poll());
  while (!session) {
    await pause();
    session = await poll();
  }
  for (;;) {
    const history = session.stateHistories ?? [];
    for (const event of history.slice(seen)) options.onEvent(session, event);
    seen = Math.max(seen, history.length);
    if (isSettled(session)) return session;
    options.onTick?.(session);
    let answer: DeviceSession | undefined;
    while (!answer) {
      await pause();
      answer = await poll();
    }
    session = answer;
  }
}
