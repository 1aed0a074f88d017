import type { DeviceFlowState } from '../auth/deviceFlow.ts';
import type { DeviceCodeResponse } from '../auth/oauthClient.ts';

/*
 * The code a sign-in screen showed outlives the screen. A guest asked to sign in for Subscribe
 * may start typing the code on a phone, press Back, and meet the next "needs an account" at Home:
 * a fresh code there made the phone's entry worthless. So a new sign-in screen shows the code the
 * last one showed while it has time left, and polls for it again; an approval made while the TV
 * was elsewhere signs in at the first poll. The code is dropped once approved, denied or refused,
 * and replaced by "Get a new code" or by the one asked for when it expires.
 */

/** With less than this left, a kept code is not shown again: too little time to type it on a phone. */
export const LEAST_LEFT_MS = 120_000;

let kept: { response: DeviceCodeResponse; expiresAt: number } | undefined;

/**
 * A sign-in flow's code request, keeping codes: the flow's first request takes the kept code if
 * it has time left (with what is left as its lifetime); every other request (a new code asked
 * for, the old one expired, a retry after a denial) asks the server and keeps its answer.
 * `settled` is told each state of the flow, to drop the code once it is finished with.
 */
export function keepingCodes(ask: (signal: AbortSignal) => Promise<DeviceCodeResponse>, now: () => number = Date.now) {
  let first = true;
  return {
    async requestDeviceCode(signal: AbortSignal): Promise<DeviceCodeResponse> {
      const again = first ? keptCode(now()) : undefined;
      first = false;
      if (again) return again;
      kept = undefined;
      const response = await ask(signal);
      kept = { response, expiresAt: now() + response.expires_in * 1000 };
      return response;
    },
    settled(state: DeviceFlowState): void {
      if (state.kind === 'approved' || state.kind === 'denied' || state.kind === 'failed') kept = undefined;
    },
  };
}

function keptCode(at: number): DeviceCodeResponse | undefined {
  const left = kept ? kept.expiresAt - at : 0;
  if (!kept || left < LEAST_LEFT_MS) return (kept = undefined);
  return { ...kept.response, expires_in: Math.floor(left / 1000) };
}

