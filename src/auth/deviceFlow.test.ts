import { describe, expect, it } from 'vitest';
import { DeviceFlow, type DeviceFlowState } from './deviceFlow.ts';
import { FakeScheduler, flush } from '../../testing/fakeScheduler.ts';
import type { DeviceCodeResponse, TokenResponse } from './oauthClient.ts';
import { OAuthError, type OAuthErrorCode } from './oauthError.ts';

const TOKENS: TokenResponse = { access_token: 'at', expires_in: 3600, refresh_token: 'rt', scope: 'video', token_type: 'Bearer' };

function code(n: number, overrides: Partial<DeviceCodeResponse> = {}): DeviceCodeResponse {
  return { device_code: `dc${n}`, user_code: `CODE-${n}`, verification_url: 'https://example.test/device', expires_in: 600, interval: 5, ...overrides };
}

type Answer = TokenResponse | OAuthErrorCode | 'network' | Promise<TokenResponse>;

/** A flow wired to scripted server answers; records every state and every poll time. */
function setup(options: { codes?: (DeviceCodeResponse | OAuthErrorCode)[]; polls?: Answer[] } = {}) {
  const clock = new FakeScheduler();
  const states: DeviceFlowState[] = [];
  const codes = options.codes ?? [code(1), code(2), code(3)];
  const polls = options.polls ?? [];
  const pollTimes: number[] = [];
  let codeRequests = 0;
  let inFlight = 0;
  let maxInFlight = 0;
  const flow = new DeviceFlow({
    scheduler: clock,
    onChange: (s) => states.push(s),
    requestDeviceCode: async () => {
      const next = codes[Math.min(codeRequests++, codes.length - 1)]!;
      if (typeof next === 'string') throw next === 'network' ? new TypeError('fetch failed') : new OAuthError(next, next, 400);
      return next;
    },
    pollToken: async () => {
      pollTimes.push(clock.now());
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      try {
        const answer = polls.length ? polls.shift()! : 'authorization_pending';
        if (answer instanceof Promise) return await answer;
        if (answer === 'network') throw new OAuthError('network', 'offline');
        if (typeof answer === 'string') throw new OAuthError(answer, answer, 400);
        return answer;
      } finally {
        inFlight--;
      }
    },
  });
  return {
    clock,
    states,
    flow,
    pollTimes,
    get codeRequests() {
      return codeRequests;
    },
    get maxInFlight() {
      return maxInFlight;
    },
    last: () => states[states.length - 1]!,
  };
}

describe('DeviceFlow', () => {
  it('requests a code, shows it exactly, and polls every interval while pending', async () => {
    const t = setup();
    t.flow.start();
    await flush();
    expect(t.states[0]).toEqual({ kind: 'requesting' });
    expect(t.last()).toMatchObject({ kind: 'code', userCode: 'CODE-1', verificationUrl: 'https://example.test/device', interval: 5, reconnecting: false });
    await t.clock.advance(20_000);
    expect(t.pollTimes).toEqual([5000, 10000, 15000, 20000]);
  });

  it('signs in on the first poll after approval', async () => {
    const t = setup({ polls: ['authorization_pending', TOKENS] });
    t.flow.start();
    await t.clock.advance(10_000);
    expect(t.last()).toEqual({ kind: 'approved', tokens: TOKENS });
    await t.clock.advance(60_000);
    expect(t.pollTimes).toHaveLength(2); // no polling after approval
  });

  it('slow_down adds 5 s to this and every later poll (RFC 8628 section 3.5)', async () => {
    const t = setup({ polls: ['slow_down', 'authorization_pending', 'slow_down', 'authorization_pending'] });
    t.flow.start();
    await t.clock.advance(60_000);
    const gaps = t.pollTimes.slice(1).map((x, i) => x - t.pollTimes[i]!);
    expect(gaps.slice(0, 4)).toEqual([10_000, 10_000, 15_000, 15_000]);
    expect(t.last()).toMatchObject({ kind: 'code', interval: 15 });
  });

  it('never overlaps polls, even when the server is slow to answer', async () => {
    let release!: (tokens: TokenResponse) => void;
    const slow = new Promise<TokenResponse>((resolve) => (release = resolve));
    const t = setup({ polls: [slow] });
    t.flow.start();
    await t.clock.advance(60_000);
    expect(t.pollTimes).toEqual([5000]);
    expect(t.maxInFlight).toBe(1);
    release(TOKENS);
    await flush();
    expect(t.last().kind).toBe('approved');
  });

  it('shows the denial after access_denied and starts over on "Try again"', async () => {
    const t = setup({ polls: ['access_denied'] });
    t.flow.start();
    await t.clock.advance(5000);
    expect(t.last()).toEqual({ kind: 'denied' });
    await t.clock.advance(60_000);
    expect(t.pollTimes).toHaveLength(1);
    t.flow.retryNow();
    await flush();
    expect(t.last()).toMatchObject({ kind: 'code', userCode: 'CODE-2' });
  });

  it('fetches a fresh code by itself when the code expires', async () => {
    const t = setup({ codes: [code(1, { expires_in: 12 }), code(2)] });
    t.flow.start();
    await t.clock.advance(12_000);
    expect(t.codeRequests).toBe(2);
    expect(t.last()).toMatchObject({ kind: 'code', userCode: 'CODE-2', expiresAt: 12_000 + 600_000, renewed: true });
  });

  it('marks a code renewed only when it took the place of an expired one, not the first or one the viewer asked for', async () => {
    const t = setup({ codes: [code(1), code(2)] });
    t.flow.start();
    await flush();
    expect(t.last()).toMatchObject({ kind: 'code', userCode: 'CODE-1' });
    expect(t.last()).not.toHaveProperty('renewed');
    t.flow.restart(); // Get a new code
    await flush();
    expect(t.last()).toMatchObject({ kind: 'code', userCode: 'CODE-2' });
    expect(t.last()).not.toHaveProperty('renewed');
  });

  it('marks the code renewed when it comes after a failed try to replace an expired one', async () => {
    const t = setup({ codes: [code(1, { expires_in: 12 }), 'network', code(3)] });
    t.flow.start();
    await t.clock.advance(12_000);
    expect(t.last()).toMatchObject({ kind: 'retry-wait', reason: 'network' });
    await t.clock.advance(2_000);
    expect(t.last()).toMatchObject({ kind: 'code', userCode: 'CODE-3', renewed: true });
  });

  it('treats expired_token as "restart from the code request"', async () => {
    const t = setup({ polls: ['expired_token'] });
    t.flow.start();
    await t.clock.advance(5000);
    expect(t.codeRequests).toBe(2);
    expect(t.last()).toMatchObject({ kind: 'code', userCode: 'CODE-2', renewed: true });
  });

  it('keeps the code on screen and retries with backoff when polling hits a network failure', async () => {
    const t = setup({ polls: ['network', 'network', 'network', 'network', TOKENS] });
    t.flow.start();
    await t.clock.advance(5000);
    expect(t.last()).toMatchObject({ kind: 'code', userCode: 'CODE-1', reconnecting: true });
    await t.clock.advance(120_000);
    const gaps = t.pollTimes.slice(1).map((x, i) => x - t.pollTimes[i]!);
    // never sooner than the interval; growing with each failure
    expect(gaps).toEqual([5000, 5000, 8000, 16000]);
    expect(t.last().kind).toBe('approved');
  });

  it('clears "reconnecting" once the server answers again', async () => {
    const t = setup({ polls: ['network', 'authorization_pending'] });
    t.flow.start();
    await t.clock.advance(5000);
    expect(t.last()).toMatchObject({ reconnecting: true });
    await t.clock.advance(5000);
    expect(t.last()).toMatchObject({ kind: 'code', reconnecting: false });
  });

  it('backs off with a countdown when the code request is rate limited, then retries by itself', async () => {
    const t = setup({ codes: ['rate_limit_exceeded', 'rate_limit_exceeded', code(3)] });
    t.flow.start();
    await flush();
    expect(t.last()).toEqual({ kind: 'retry-wait', reason: 'rate_limit_exceeded', retryAt: 30_000 });
    await t.clock.advance(30_000);
    expect(t.last()).toEqual({ kind: 'retry-wait', reason: 'rate_limit_exceeded', retryAt: 90_000 });
    await t.clock.advance(60_000);
    expect(t.last()).toMatchObject({ kind: 'code', userCode: 'CODE-3' });
    expect(t.codeRequests).toBe(3);
  });

  it('retries an unreachable code endpoint with a countdown, and "Try now" skips the wait', async () => {
    const t = setup({ codes: ['network', code(2)] });
    t.flow.start();
    await flush();
    expect(t.last()).toEqual({ kind: 'retry-wait', reason: 'network', retryAt: 2000 });
    t.flow.retryNow();
    await flush();
    expect(t.last()).toMatchObject({ kind: 'code', userCode: 'CODE-2' });
  });

  it.each(['invalid_client', 'org_internal', 'admin_policy_enforced', 'invalid_grant', 'unsupported_grant_type', 'unauthorized_client', 'unexpected'] as const)(
    'stops polling and reports %s from the token endpoint',
    async (error) => {
      const t = setup({ polls: [error] });
      t.flow.start();
      await t.clock.advance(5000);
      expect(t.last()).toEqual({ kind: 'failed', code: error });
      await t.clock.advance(60_000);
      expect(t.pollTimes).toHaveLength(1);
    },
  );

  it.each(['invalid_client', 'invalid_scope'] as const)('reports %s from the code request', async (error) => {
    const t = setup({ codes: [error] });
    t.flow.start();
    await flush();
    expect(t.last()).toEqual({ kind: 'failed', code: error });
  });

  it('"Get a new code" replaces the code and drops the old one\'s late answers', async () => {
    let release!: (tokens: TokenResponse) => void;
    const t = setup({ polls: [new Promise<TokenResponse>((resolve) => (release = resolve))] });
    t.flow.start();
    await t.clock.advance(5000);
    t.flow.restart();
    await flush();
    expect(t.last()).toMatchObject({ kind: 'code', userCode: 'CODE-2' });
    release(TOKENS); // the old code's poll answers late: ignored
    await flush();
    expect(t.last()).toMatchObject({ kind: 'code', userCode: 'CODE-2' });
  });

  it('stop() ends all timers', async () => {
    const t = setup();
    t.flow.start();
    await flush();
    t.flow.stop();
    expect(t.clock.pending()).toEqual([]);
    await t.clock.advance(60_000);
    expect(t.pollTimes).toEqual([]);
  });
});
