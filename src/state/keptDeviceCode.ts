import type { DeviceFlowState } from '../auth/deviceFlow.ts';
import type { DeviceCodeResponse, TokenResponse } from '../auth/oauthClient.ts';
import { OAuthError } from '../auth/oauthError.ts';

/*
 * The code a sign-in screen showed outlives the screen. A guest asked to sign in for Subscribe
 * may start typing the code on a phone, press Back, and meet the next "needs an account" at Home:
 * a fresh code there made the phone's entry worthless. So a new sign-in screen shows the code the
 * last one showed while it has time left, and polls for it again; an approval made while the TV
 * was elsewhere signs in at the first poll. The code is dropped once approved, denied or refused,
 * replaced by "Get a new code" or by the one asked for when it expires, and forgotten when the
 * TV's accounts change (a code kept from before a sign-out must not sign anyone back in).
 */

/** With less than this left, a kept code is not shown again: too little time to type it on a phone. */
export const LEAST_LEFT_MS = 120_000;

interface Kept {
  response: DeviceCodeResponse;
  expiresAt: number;
  /** The poll interval as the flow last had it: slow_down's +5 s hold for every later poll of the code (RFC 8628 section 3.5). */
  interval: number;
  /** The TV's accounts when it was asked for. */
  accounts: string;
}
let kept: Kept | undefined;

/**
 * A sign-in flow's code requests and polls, keeping codes: the flow's first request takes the kept
 * code if it has time left (with what is left as its lifetime); every other request (a new code
 * asked for, the old one expired, a retry after a denial) asks the server and keeps its answer.
 * `settled` is told each state of the flow. `accounts`: the TV's accounts, as a key.
 */
export function keepingCodes(
  ask: (signal: AbortSignal) => Promise<DeviceCodeResponse>,
  poll: (deviceCode: string, signal: AbortSignal) => Promise<TokenResponse>,
  accounts: () => string,
  now: () => number = Date.now,
) {
  let first = true;
  /** The kept code this flow shows again, until its first poll is answered. */
  let shownAgain: string | undefined;
  return {
    async requestDeviceCode(signal: AbortSignal): Promise<DeviceCodeResponse> {
      const again = first ? keptCode(now(), accounts()) : undefined;
      first = false;
      if (again) {
        shownAgain = again.device_code;
        return again;
      }
      kept = undefined;
      const response = await ask(signal);
      // A screen closed while its code was on the way: the code it never showed is not kept (the
      // code asked for at start ignores the abort, and could land after a later screen's own).
      if (!signal.aborted) kept = { response, expiresAt: now() + response.expires_in * 1000, interval: response.interval, accounts: accounts() };
      return response;
    },
    /**
     * A code shown again was decided on, or forgotten, while no screen polled for it: a denial
     * then, or a server that no longer knows it, is not this screen's news. Its first poll's such
     * answer becomes an expired code, which the flow meets with a fresh one.
     */
    async pollToken(deviceCode: string, signal: AbortSignal): Promise<TokenResponse> {
      const again = shownAgain === deviceCode;
      try {
        return await poll(deviceCode, signal);
      } catch (error) {
        if (again && error instanceof OAuthError && (error.code === 'access_denied' || error.code === 'invalid_grant')) {
          kept = undefined;
          throw new OAuthError('expired_token', 'The code shown again was already decided on or forgotten', error.status, { cause: error });
        }
        throw error;
      } finally {
        if (again && !signal.aborted) shownAgain = undefined;
      }
    },
    settled(state: DeviceFlowState): void {
      if (state.kind === 'approved' || state.kind === 'denied' || state.kind === 'failed') kept = undefined;
      else if (state.kind === 'code' && kept && kept.response.user_code === state.userCode) kept.interval = state.interval;
    },
  };
}

function keptCode(at: number, accounts: string): DeviceCodeResponse | undefined {
  const left = kept ? kept.expiresAt - at : 0;
  if (!kept || left < LEAST_LEFT_MS || kept.accounts !== accounts) {
    kept = undefined;
    return undefined;
  }
  return { ...kept.response, expires_in: Math.floor(left / 1000), interval: kept.interval };
}
