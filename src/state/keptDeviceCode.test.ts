import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DeviceFlow, type DeviceFlowState } from '../auth/deviceFlow.ts';
import type { DeviceCodeResponse } from '../auth/oauthClient.ts';
import { OAuthError } from '../auth/oauthError.ts';
import type { Scheduler } from '../auth/scheduler.ts';

/** A clock the test moves, and timers that never fire on their own (each flow's first poll waits). */
function fakeScheduler(): Scheduler & { at: number } {
  const s = { at: 1_000_000, now: () => s.at, setTimeout: () => 0, clearTimeout: () => undefined };
  return s;
}

let keepingCodes: typeof import('./keptDeviceCode.ts').keepingCodes;
let LEAST_LEFT_MS: number;
beforeEach(async () => {
  vi.resetModules(); // each test starts with nothing kept
  ({ keepingCodes, LEAST_LEFT_MS } = await import('./keptDeviceCode.ts'));
});

/** A sign-in screen's flow, as src/state/signIn.ts makes it, on the server's codes WDJB-0001, -0002... */
function screenFlow(clock: Scheduler, asked: { count: number }, pollToken: () => Promise<never> = () => new Promise(() => undefined)) {
  const ask = vi.fn(async (): Promise<DeviceCodeResponse> => {
    asked.count++;
    return { device_code: `device-${asked.count}`, user_code: `WDJB-000${asked.count}`, verification_url: 'https://example.test/device', expires_in: 900, interval: 5 };
  });
  const codes = keepingCodes(ask, clock.now);
  const states: DeviceFlowState[] = [];
  const flow = new DeviceFlow({ requestDeviceCode: codes.requestDeviceCode, pollToken, scheduler: clock, onChange: (s) => (codes.settled(s), states.push(s)) });
  const shown = () => {
    const last = states.at(-1);
    return last?.kind === 'code' ? last : undefined;
  };
  return { flow, shown };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

/** A sign-in screen opened: its flow started, its code request answered. */
async function opened(screen: ReturnType<typeof screenFlow>) {
  screen.flow.start();
  await settle();
  return screen;
}

describe('the code a sign-in screen showed', () => {
  it('is shown again by the next sign-in screen, with the time it has left, without asking the server', async () => {
    const clock = fakeScheduler();
    const asked = { count: 0 };
    const first = await opened(screenFlow(clock, asked));
    expect(first.shown()?.userCode).toBe('WDJB-0001');
    const expiresAt = first.shown()!.expiresAt;
    first.flow.stop(); // Back
    clock.at += 300_000;
    const second = await opened(screenFlow(clock, asked));
    expect(second.shown()?.userCode).toBe('WDJB-0001');
    expect(second.shown()?.expiresAt).toBe(expiresAt);
    expect(asked.count).toBe(1);
  });

  it('is not shown again with too little time left to type it: a fresh one is asked for', async () => {
    const clock = fakeScheduler();
    const asked = { count: 0 };
    const first = await opened(screenFlow(clock, asked));
    first.flow.stop();
    clock.at += 900_000 - LEAST_LEFT_MS + 1_000;
    const second = await opened(screenFlow(clock, asked));
    expect(second.shown()?.userCode).toBe('WDJB-0002');
    expect(asked.count).toBe(2);
  });

  it('is replaced by "Get a new code", and the new one is the one kept', async () => {
    const clock = fakeScheduler();
    const asked = { count: 0 };
    const first = await opened(screenFlow(clock, asked));
    first.flow.restart();
    await settle();
    expect(first.shown()?.userCode).toBe('WDJB-0002');
    first.flow.stop();
    const second = await opened(screenFlow(clock, asked));
    expect(second.shown()?.userCode).toBe('WDJB-0002');
  });

  it('is dropped once denied on the phone: the next screen asks for a fresh one', async () => {
    const clock = fakeScheduler();
    const asked = { count: 0 };
    let poll: () => void = () => undefined;
    const denied = () => new Promise<never>((_, reject) => (poll = () => reject(new OAuthError('access_denied', 'denied'))));
    const timers: (() => void)[] = [];
    clock.setTimeout = (fn: () => void) => timers.push(fn);
    const first = await opened(screenFlow(clock, asked, denied));
    timers[1]!(); // the poll's timer (the first is the code's expiry)
    poll();
    await settle();
    first.flow.stop();
    const second = await opened(screenFlow(clock, asked));
    expect(second.shown()?.userCode).toBe('WDJB-0002');
  });
});
