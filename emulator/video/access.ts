import type { EmulatorContext } from '../context.ts';
import { bearerToken, type EmulatorRequest } from '../http.ts';
import { errors } from './errors.ts';

/**
 * Who is calling: a signed-in account (Bearer token), a signed-in account that has no channel
 * ("unlinked": it reads public data like a key, and nothing of its own), an app with the API key,
 * or nobody.
 */
export type Caller =
  | { kind: 'user'; accountId: string; channelId: string; canWrite: boolean }
  | { kind: 'unlinked'; accountId: string }
  | { kind: 'key' }
  | { kind: 'anonymous' };

export type UserCaller = Extract<Caller, { kind: 'user' }>;

/** Scope suffixes that may read, and write, the account's data (docs/reference/video-data-api.v3.discovery.json, auth.oauth2.scopes). */
const READ_SCOPES = ['video', 'video.readonly', 'video.force-ssl', 'videopartner'];
const WRITE_SCOPES = ['video', 'video.force-ssl', 'videopartner'];

/**
 * A token, when sent, must be valid whatever else the request carries (401); a `key` must be the
 * accepted one (400). A request may carry neither until it turns out to need one.
 */
export function identify(req: EmulatorRequest, ctx: EmulatorContext): Caller {
  const token = bearerToken(req);
  if (token !== undefined) {
    const check = ctx.auth.checkAccessToken(token);
    if (!check.ok) throw errors.authError(check.reason);
    if (!READ_SCOPES.some((s) => ctx.auth.hasScope(check.scopes, s))) throw errors.insufficientPermissions();
    const person = ctx.auth.accounts.get(check.accountId);
    if (!person) throw errors.authError('invalid');
    const account = ctx.accounts.find((a) => a.id === check.accountId);
    if (!account) return { kind: 'unlinked', accountId: person.id };
    return { kind: 'user', accountId: account.id, channelId: account.channelId, canWrite: WRITE_SCOPES.some((s) => ctx.auth.hasScope(check.scopes, s)) };
  }
  const key = req.url.searchParams.get('key');
  if (key !== null) {
    if (key !== ctx.options.apiKey) throw errors.keyInvalid();
    return { kind: 'key' };
  }
  return { kind: 'anonymous' };
}

/**
 * mine, home, forMine, mySubscribers need the user's token (docs/reference/facts.md, Data API:
 * credentials; issue 3: else 401), and a channel: an account without one gets the signup-required
 * error (errors.ts, signupRequired).
 */
export function requireUser(caller: Caller, what: string): UserCaller {
  if (caller.kind === 'unlinked') throw errors.signupRequired();
  if (caller.kind !== 'user') throw errors.loginRequired(what);
  return caller;
}

/** Public data needs at least the API key (docs/reference/facts.md, Data API: credentials). */
export function requireCredentials(caller: Caller): void {
  if (caller.kind === 'anonymous') throw errors.missingKey();
}

/** Writes need a token with a managing scope: a read-only token gets 403 insufficientPermissions. */
export function requireWriter(caller: Caller, what: string): UserCaller {
  const user = requireUser(caller, what);
  if (!user.canWrite) throw errors.insufficientPermissions();
  return user;
}
