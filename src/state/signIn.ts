import { DeviceFlow, type DeviceFlowState } from '../auth/deviceFlow.ts';
import type { TokenResponse } from '../auth/oauthClient.ts';
import { realScheduler } from '../auth/scheduler.ts';
import { takeEarlyCode } from './earlyDeviceCode.ts';
import { keepingCodes } from './keptDeviceCode.ts';
import { resetTo } from './router.ts';
import { accounts, activeAccountId, guest, sessionServices } from './session.ts';

/*
 * A new sign-in, apart from the session: only the sign-in screen's chunk loads the device flow,
 * so a returning viewer's Home does not download it (but after losing the mark that it keeps an
 * account: src/auth/accountsMark.ts). What follows approval (the first channel
 * lookup, storing the account) is src/state/completeSignIn.ts, fetched while the code waits.
 */

/**
 * The device flow on this app's authorization server, reporting each state. The sign-in screen
 * starts it when it opens and stops it when it closes.
 */
export function createSignInFlow(onChange: (state: DeviceFlowState) => void): DeviceFlow {
  const { oauth } = sessionServices();
  // The first code may be the one the last sign-in screen showed (keptDeviceCode.ts), or one
  // asked for at start (earlyDeviceCode.ts).
  const codes = keepingCodes(
    (signal) => takeEarlyCode() ?? oauth.requestDeviceCode(signal),
    (code, signal) => oauth.pollToken(code, signal),
    () => accounts.peek().map((a) => a.id).join(' '),
    realScheduler.now,
  );
  return new DeviceFlow({
    requestDeviceCode: codes.requestDeviceCode,
    pollToken: codes.pollToken,
    scheduler: realScheduler,
    onChange: (state) => {
      codes.settled(state);
      onChange(state);
    },
  });
}

/** "Browse without signing in": no account, straight to Search (a guest has no Home feed; src/state/guest.ts). */
export function browseAsGuest(): void {
  activeAccountId.value = undefined;
  guest.value = true;
  resetTo({ name: 'search' });
}

/** Approvals whose account was stored (completeSignIn.ts): theirs to keep, whatever failed after. */
const kept = new WeakSet<TokenResponse>();

export function approvalKept(tokens: TokenResponse): void {
  kept.add(tokens);
}

/**
 * An approval left before its account could be loaded ("Almost there", then another way on, or
 * Back): its grant is handed back (RFC 7009), as an account without a channel's is, rather than
 * left alive at the server for a TV that kept no token of it. Not once the account was stored
 * (a failure after that, such as a subscription asked for as a guest, leaves it signed in). Best
 * effort: the connection may still be down.
 */
export function giveBackApproval(tokens: TokenResponse): void {
  if (kept.has(tokens)) return;
  const token = tokens.refresh_token ?? tokens.access_token;
  sessionServices().oauth.revoke(token).catch(() => undefined);
}
