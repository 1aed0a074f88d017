import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DeviceFlow, type DeviceFlowState } from '../auth/deviceFlow.ts';
import type { DeviceCodeResponse, TokenResponse } from '../auth/oauthClient.ts';
import { OAuthError, type OAuthErrorCode } from '../auth/oauthError.ts';
import type { Scheduler } from '../auth/scheduler.ts';
import { keepingCodes, LEAST_LEFT_MS } from './keptDeviceCode.ts';

/** A clock the test moves, and timers the test runs by hand (`fire`: the latest of them, a poll's). */
function fakeScheduler() {
  const timers: (() => void)[] = [];
  const s = {
    at: 1_000_000,
    now: () => s.at,
    setTimeout: (fn: () => void) => timers.push(fn),
    clearTimeout: () => undefined,
    fireLatest: () => timers.at(-1)!(),
  };
  return s;
}

// Each test starts with nothing kept: a flow's failure drops any kept code.
beforeEach(() => keepingCodes(vi.fn(), vi.fn(), () => '').settled({ kind: 'failed', code: 'invalid_grant' }));

interface Server {
  asked: number;
  /** What the next poll is answered: an error code, or tokens. */
  answer: OAuthErrorCode | 'tokens';
  polled: string[];
}

/** A sign-in screen's flow, as src/state/signIn.ts makes it, on the server's codes WDJB-0001, -0002... */
function screenFlow(clock: Scheduler, server: Server, accounts = '') {
  const ask = async (): Promise<DeviceCodeResponse> => {
    server.asked++;
    return { device_code: `device-${server.asked}`, user_code: `WDJB-000${server.asked}`, verification_url: 'https://example.test/device', expires_in: 900, interval: 5 };
  };
  const poll = async (deviceCode: string): Promise<TokenResponse> => {
    server.polled.push(deviceCode);
    if (server.answer === 'tokens') return { access_token: 'a', expires_in: 3600, token_type: 'Bearer', scope: 's', refresh_token: 'r' } as TokenResponse;
    throw new OAuthError(server.answer, server.answer);
  };
  const codes = keepingCodes(ask, poll, () => accounts, clock.now);
  const states: DeviceFlowState[] = [];
  const flow = new DeviceFlow({ requestDeviceCode: codes.requestDeviceCode, pollToken: codes.pollToken, scheduler: clock, onChange: (s) => (codes.settled(s), states.push(s)) });
  const shown = () => {
    const last = states.at(-1);
    return last?.kind === 'code' ? last : undefined;
  };
  return { flow, shown, states };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

/** A sign-in screen opened: its flow started, its code request answered. */
async function opened(screen: ReturnType<typeof screenFlow>) {
  screen.flow.start();
  await settle();
  return screen;
}

/** Its next poll, answered. */
async function polled(clock: ReturnType<typeof fakeScheduler>) {
  clock.fireLatest();
  await settle();
}

const newServer = (): Server => ({ asked: 0, answer: 'authorization_pending', polled: [] });

describe('the code a sign-in screen showed', () => {
  it('is shown again by the next sign-in screen, with the time it has left, and polled for under its own device code', async () => {
    const clock = fakeScheduler();
    const server = newServer();
    const first = await opened(screenFlow(clock, server));
    expect(first.shown()?.userCode).toBe('WDJB-0001');
    const expiresAt = first.shown()!.expiresAt;
    first.flow.stop(); // Back
    clock.at += 300_000;
    const second = await opened(screenFlow(clock, server));
    expect(second.shown()?.userCode).toBe('WDJB-0001');
    expect(second.shown()?.expiresAt).toBe(expiresAt);
    expect(server.asked).toBe(1);
    server.answer = 'tokens'; // approved on the phone meanwhile
    await polled(clock);
    expect(server.polled).toEqual(['device-1']);
    expect(second.states.at(-1)?.kind).toBe('approved');
  });

  it('is not shown again with too little time left to type it: a fresh one is asked for', async () => {
    const clock = fakeScheduler();
    const server = newServer();
    (await opened(screenFlow(clock, server))).flow.stop();
    clock.at += 900_000 - LEAST_LEFT_MS + 1_000;
    const second = await opened(screenFlow(clock, server));
    expect(second.shown()?.userCode).toBe('WDJB-0002');
    expect(server.asked).toBe(2);
  });

  it('is replaced by "Get a new code", and the new one is the one kept', async () => {
    const clock = fakeScheduler();
    const server = newServer();
    const first = await opened(screenFlow(clock, server));
    first.flow.restart();
    await settle();
    expect(first.shown()?.userCode).toBe('WDJB-0002');
    first.flow.stop();
    const second = await opened(screenFlow(clock, server));
    expect(second.shown()?.userCode).toBe('WDJB-0002');
  });

  it('keeps the interval slow_down grew: the next screen does not poll sooner than the server allows', async () => {
    const clock = fakeScheduler();
    const server = newServer();
    const first = await opened(screenFlow(clock, server));
    server.answer = 'slow_down';
    await polled(clock);
    expect(first.shown()?.interval).toBe(10);
    first.flow.stop();
    const second = await opened(screenFlow(clock, server));
    expect(second.shown()?.userCode).toBe('WDJB-0001');
    expect(second.shown()?.interval).toBe(10);
  });

  it('is dropped once denied on its screen: the next screen asks for a fresh one', async () => {
    const clock = fakeScheduler();
    const server = newServer();
    const first = await opened(screenFlow(clock, server));
    server.answer = 'access_denied';
    await polled(clock);
    expect(first.states.at(-1)?.kind).toBe('denied');
    first.flow.stop();
    server.answer = 'authorization_pending';
    const second = await opened(screenFlow(clock, server));
    expect(second.shown()?.userCode).toBe('WDJB-0002');
  });

  it('denied or forgotten while no screen polled: the screen that shows it again gets a fresh code, not a failure', async () => {
    for (const answer of ['access_denied', 'invalid_grant'] as const) {
      const clock = fakeScheduler();
      const server = newServer();
      (await opened(screenFlow(clock, server))).flow.stop();
      server.answer = answer;
      const second = await opened(screenFlow(clock, server));
      expect(second.shown()?.userCode).toBe(`WDJB-0001`);
      await polled(clock);
      await settle();
      expect(second.shown()?.userCode, answer).toBe('WDJB-0002');
      // A denial on this screen's own code, after that, is this screen's news.
      await polled(clock);
      expect(second.states.at(-1)?.kind, answer).toBe(answer === 'access_denied' ? 'denied' : 'failed');
    }
  });

  it('is not shown again once the TV\'s accounts changed (a sign-out, another sign-in)', async () => {
    const clock = fakeScheduler();
    const server = newServer();
    (await opened(screenFlow(clock, server, 'ada'))).flow.stop();
    const second = await opened(screenFlow(clock, server, ''));
    expect(second.shown()?.userCode).toBe('WDJB-0002');
  });

  it('is not kept when its screen closed before it came', async () => {
    const clock = fakeScheduler();
    const server = newServer();
    const first = screenFlow(clock, server);
    first.flow.start();
    first.flow.stop(); // Back before the answer
    await settle();
    const second = await opened(screenFlow(clock, server));
    expect(second.shown()?.userCode).toBe('WDJB-0002');
  });
});
