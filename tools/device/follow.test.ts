import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/core.ts';
import type { DeviceSession, DeviceSessionsClient } from '../api/deviceSessions.ts';
import { follow, type FollowOptions } from './follow.ts';

/** fetch's failure where nothing listens: a TypeError whose cause carries the socket's code. */
const refused = () => new ApiError({ code: 'network', message: 'The service could not be reached.', cause: Object.assign(new TypeError('fetch failed'), { cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }) }) });

/** A client whose get answers from a script: a session, or an error to throw. */
function scripted(answers: (DeviceSession | Error)[]): { client: DeviceSessionsClient; asked: () => number } {
  let asked = 0;
  const client = {
    get: async () => {
      const next = answers[Math.min(asked++, answers.length - 1)]!;
      if (next instanceof Error) throw next;
      return next;
    },
  } as unknown as DeviceSessionsClient;
  return { client, asked: () => asked };
}

const options = (): FollowOptions => ({ pollMs: 1, signal: new AbortController().signal, onEvent: () => undefined, outageLimitMs: 60_000 });
const pending: DeviceSession = { name: 'projects/p/deviceSessions/s', state: 'PENDING' };
const active: DeviceSession = { name: 'projects/p/deviceSessions/s', state: 'ACTIVE' };

describe('following a session while nothing listens', () => {
  it('gives up after two refused polls when the service has never answered (a wrong URL)', async () => {
    const { client, asked } = scripted([refused()]);
    await expect(follow(client, 's', options())).rejects.toThrow('could not be reached');
    expect(asked()).toBe(2);
  });

  it('rides out refusals once the service has answered (a restart), and goes on when it is back', async () => {
    const { client, asked } = scripted([pending, refused(), refused(), refused(), refused(), active]);
    await expect(follow(client, 's', options())).resolves.toEqual(active);
    expect(asked()).toBe(6);
  });

  it('rides them out too after the session it was given (create --wait)', async () => {
    const { client } = scripted([refused(), refused(), refused(), active]);
    await expect(follow(client, 's', options(), pending)).resolves.toEqual(active);
  });
});
