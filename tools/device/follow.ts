import { isFinalState, type DeviceSession, type DeviceSessionsClient, type SessionStateEvent } from '../api/deviceSessions.ts';
import { abortableSleep } from '../../src/api/sleep.ts';

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
}

export function isSettled(session: DeviceSession): boolean {
  return session.state === 'ACTIVE' || isFinalState(session.state);
}

export async function follow(client: DeviceSessionsClient, name: string, options: FollowOptions, first?: DeviceSession): Promise<DeviceSession> {
  let seen = 0;
  let session = first ?? (await client.get(name, { signal: options.signal }));
  for (;;) {
    const history = session.stateHistories ?? [];
    for (const event of history.slice(seen)) options.onEvent(session, event);
    seen = Math.max(seen, history.length);
    if (isSettled(session)) return session;
    options.onTick?.(session);
    await abortableSleep(options.pollMs, options.signal);
    session = await client.get(name, { signal: options.signal });
  }
}
