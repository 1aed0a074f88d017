import type { EmulatorContext } from '../context.ts';
import { bearerToken, type EmulatorRequest } from '../http.ts';
import { RpcError } from './errors.ts';

/** The account behind the emulator's developer token: the engineer who ships tenfoot. */
export const DEVELOPER_ACCOUNT = 'acct-ada';
/**
 * A valid token that lacks the cloud-platform scope, for the 403 path. Both developer-tool modules
 * register it with the same scope (registration is idempotent), as the TV app's own tokens,
 * which carry only video scopes, are refused in the same way.
 */
export const WRONG_SCOPE_TOKEN = 'emulator-wrong-scope-token';

export function registerDeveloperTokens(ctx: EmulatorContext): void {
  const auth = `${ctx.options.scopeBase}/auth/`;
  ctx.auth.addStaticToken(ctx.options.developerToken, DEVELOPER_ACCOUNT, [`${auth}cloud-platform`]);
  ctx.auth.addStaticToken(WRONG_SCOPE_TOKEN, DEVELOPER_ACCOUNT, [`${auth}video.readonly`]);
}

const SERVICE = 'testing.googleapis.com';

/**
 * The caller's account id. The discovery document lists one scope for every deviceSessions method,
 * cloud-platform (the catalog also takes cloud-platform.read-only). 401 and 403 bodies follow the
 * standard error model with an ErrorInfo reason, as the real front end sends them.
 */
export function requireCaller(req: EmulatorRequest, ctx: EmulatorContext, method: string, scopes: string[] = ['cloud-platform']): string {
  const token = bearerToken(req);
  const check = ctx.auth.checkAccessToken(token);
  if (!check.ok) {
    const reason = !token ? 'CREDENTIALS_MISSING' : check.reason === 'expired' ? 'ACCESS_TOKEN_EXPIRED' : 'ACCESS_TOKEN_TYPE_UNSUPPORTED';
    throw new RpcError(
      'UNAUTHENTICATED',
      token
        ? 'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.'
        : 'Request is missing required authentication credential. Expected OAuth 2 access token, login cookie or other valid authentication credential.',
      [],
      [{ '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason, domain: 'googleapis.com', metadata: { service: SERVICE, method } }],
      { 'WWW-Authenticate': `Bearer realm="${ctx.options.scopeBase}"${token ? ', error="invalid_token"' : ''}` },
    );
  }
  if (!scopes.some((s) => ctx.auth.hasScope(check.scopes, s))) {
    throw new RpcError(
      'PERMISSION_DENIED',
      'Request had insufficient authentication scopes.',
      [],
      [{ '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason: 'ACCESS_TOKEN_SCOPE_INSUFFICIENT', domain: 'googleapis.com', metadata: { service: SERVICE, method } }],
      { 'WWW-Authenticate': `Bearer realm="${ctx.options.scopeBase}", error="insufficient_scope", scope="${ctx.options.scopeBase}/auth/${scopes[0]}"` },
    );
  }
  return check.accountId;
}
