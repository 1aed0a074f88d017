import type { DeviceCodeResponse, TokenResponse } from './oauthClient.ts';
import { OAuthError, type OAuthErrorCode } from './oauthError.ts';
import type { Scheduler } from './scheduler.ts';

/** Where sign-in stands, as the TV shows it. */
export type DeviceFlowState =
  | { kind: 'requesting' }
  | {
      kind: 'code';
      userCode: string;
      verificationUrl: string;
      expiresAt: number;
      /** Seconds between polls, grown by slow_down. */
      interval: number;
      /** A poll failed for a network reason; we keep the code on screen and retry. */
      reconnecting: boolean;
      /**
       * The code took the place of one that expired by itself: the viewer may be typing the old
       * one on a phone, so the screen says the code changed.
       */
      renewed?: boolean;
    }
  | { kind: 'retry-wait'; reason: 'network' | 'server_error' | 'rate_limit_exceeded'; retryAt: number }
  | { kind: 'denied' }
  | { kind: 'failed'; code: OAuthErrorCode }
  | { kind: 'approved'; tokens: TokenResponse }
  | { kind: 'stopped' };

export interface DeviceFlowDeps {
  requestDeviceCode(signal: AbortSignal): Promise<DeviceCodeResponse>;
  pollToken(deviceCode: string, signal: AbortSignal): Promise<TokenResponse>;
  scheduler: Scheduler;
  onChange(state: DeviceFlowState): void;
}

/** Backoff for a code request refused by quota: 30 s, 60 s, 120 s... up to 5 min (docs/reference/facts.md, Device flow: code request quota). */
export function rateLimitDelay(failures: number): number {
  return Math.min(300_000, 30_000 * 2 ** (failures - 1));
}

/** Backoff for an unreachable server: 2 s, 4 s, 8 s... up to 60 s. */
export function networkDelay(failures: number): number {
  return Math.min(60_000, 2_000 * 2 ** (failures - 1));
}

const FATAL_WHEN_POLLING: ReadonlySet<OAuthErrorCode> = new Set([
  'admin_policy_enforced',
  'invalid_client',
  'invalid_grant',
  'unsupported_grant_type',
  'org_internal',
  'invalid_request',
  'invalid_scope',
  'unauthorized_client',
  'unexpected',
]);

/**
 * The device authorization flow on the TV (RFC 8628 section 3.4-3.5;
 * docs/reference/facts.md, Device flow: the steps). Polls never overlap and never come sooner than
 * the interval; every stale answer is dropped by generation, so a cancelled or restarted flow can't
 * be revived by a late response.
 */
export class DeviceFlow {
  private state: DeviceFlowState = { kind: 'stopped' };
  private generation = 0;
  private timers: unknown[] = [];
  private abort: AbortController | undefined;
  private deviceCode = '';
  private pollFailures = 0;
  private codeFailures = 0;
  private rateLimitFailures = 0;
  /** The code being asked for replaces one that expired by itself, through any failed tries in between. */
  private renewing = false;

  constructor(private readonly deps: DeviceFlowDeps) {}

  get current(): DeviceFlowState {
    return this.state;
  }

  start(): void {
    this.rateLimitFailures = 0;
    this.codeFailures = 0;
    void this.requestCode(false);
  }

  /** "Try now" during a wait, or "Try again" after a denial or failure. */
  retryNow(): void {
    if (this.state.kind === 'retry-wait' || this.state.kind === 'denied' || this.state.kind === 'failed' || this.state.kind === 'stopped') {
      void this.requestCode();
    }
  }

  /** "Get a new code": drops the current code and asks for another. */
  restart(): void {
    void this.requestCode(false);
  }

  stop(): void {
    this.reset();
    this.set({ kind: 'stopped' });
  }

  private reset(): void {
    this.generation++;
    for (const t of this.timers) this.deps.scheduler.clearTimeout(t);
    this.timers = [];
    this.abort?.abort();
    this.abort = undefined;
  }

  private set(state: DeviceFlowState): void {
    this.state = state;
    this.deps.onChange(state);
  }

  private later(ms: number, fn: () => void): void {
    const gen = this.generation;
    this.timers.push(
      this.deps.scheduler.setTimeout(() => {
        if (gen === this.generation) fn();
      }, ms),
    );
  }

  /**
   * `renewed`: asked because the code on screen expired (true), or at the viewer's request (false);
   * left out, a retry after a failed request, it stays what it was.
   */
  private async requestCode(renewed?: boolean): Promise<void> {
    if (renewed !== undefined) this.renewing = renewed;
    this.reset();
    const gen = this.generation;
    const abort = (this.abort = new AbortController());
    this.set({ kind: 'requesting' });
    let code: DeviceCodeResponse;
    try {
      code = await this.deps.requestDeviceCode(abort.signal);
    } catch (error) {
      if (gen !== this.generation) return;
      this.onCodeRequestFailed(error);
      return;
    }
    if (gen !== this.generation) return;
    this.codeFailures = 0;
    this.rateLimitFailures = 0;
    this.pollFailures = 0;
    this.deviceCode = code.device_code;
    const now = this.deps.scheduler.now();
    const expiresAt = now + code.expires_in * 1000;
    // Show verification_url and user_code exactly as received (docs/reference/facts.md, Device flow: showing the code).
    const replacesExpired = this.renewing;
    this.renewing = false;
    this.set({ kind: 'code', userCode: code.user_code, verificationUrl: code.verification_url, expiresAt, interval: code.interval, reconnecting: false, ...(replacesExpired ? { renewed: true } : {}) });
    // Past expires_in the flow restarts from the code request, by itself (docs/reference/facts.md, Device flow: expiry).
    this.later(code.expires_in * 1000, () => void this.requestCode(true));
    this.schedulePoll(code.interval * 1000);
  }

  private onCodeRequestFailed(error: unknown): void {
    const code = error instanceof OAuthError ? error.code : 'network';
    if (code === 'rate_limit_exceeded') {
      this.rateLimitFailures++;
      this.waitAndRetry('rate_limit_exceeded', rateLimitDelay(this.rateLimitFailures));
    } else if (code === 'network' || code === 'server_error') {
      this.codeFailures++;
      this.waitAndRetry(code, networkDelay(this.codeFailures));
    } else {
      this.set({ kind: 'failed', code });
    }
  }

  private waitAndRetry(reason: 'network' | 'server_error' | 'rate_limit_exceeded', delay: number): void {
    this.set({ kind: 'retry-wait', reason, retryAt: this.deps.scheduler.now() + delay });
    this.later(delay, () => void this.requestCode());
  }

  private schedulePoll(ms: number): void {
    this.later(ms, () => void this.poll());
  }

  private async poll(): Promise<void> {
    if (this.state.kind !== 'code') return;
    const gen = this.generation;
    const abort = (this.abort = new AbortController());
    let tokens: TokenResponse;
    try {
      tokens = await this.deps.pollToken(this.deviceCode, abort.signal);
    } catch (error) {
      if (gen !== this.generation || this.state.kind !== 'code') return;
      this.onPollFailed(error, this.state);
      return;
    }
    if (gen !== this.generation) return;
    this.reset();
    // RFC 8628 section 3.5: the first poll after approval returns the tokens.
    this.set({ kind: 'approved', tokens });
  }

  private onPollFailed(error: unknown, state: Extract<DeviceFlowState, { kind: 'code' }>): void {
    const code: OAuthErrorCode = error instanceof OAuthError ? error.code : 'network';
    switch (code) {
      case 'authorization_pending':
        this.pollFailures = 0;
        if (state.reconnecting) this.set({ ...state, reconnecting: false });
        this.schedulePoll(state.interval * 1000);
        return;
      case 'slow_down': {
        // RFC 8628 section 3.5: +5 s for this and every later poll.
        const interval = state.interval + 5;
        this.pollFailures = 0;
        this.set({ ...state, interval, reconnecting: false });
        this.schedulePoll(interval * 1000);
        return;
      }
      case 'access_denied':
        this.reset();
        this.set({ kind: 'denied' });
        return;
      case 'expired_token':
        // Any expired_token restarts from the code request (docs/reference/facts.md, Device flow: poll answers).
        void this.requestCode(true);
        return;
      case 'network':
      case 'server_error':
      case 'rate_limit_exceeded': {
        // Keep the code on screen and try again, never sooner than the interval.
        this.pollFailures++;
        this.set({ ...state, reconnecting: true });
        this.schedulePoll(Math.max(state.interval * 1000, networkDelay(this.pollFailures)));
        return;
      }
      default:
        if (FATAL_WHEN_POLLING.has(code)) {
          this.reset();
          this.set({ kind: 'failed', code });
        }
    }
  }
}
