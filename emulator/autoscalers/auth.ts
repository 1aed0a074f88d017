import type { EmulatorContext } from '../context.ts';
import { bearerToken, type EmulatorRequest } from '../http.ts';
import { ComputeError } from './errors.ts';
import type { Permission, SeedProject } from './seed.ts';

/** The account behind the emulator's developer token (the same engineer as for device sessions). */
export const DEVELOPER_ACCOUNT = 'acct-ada';
/** The same wrong-scope token the device sessions module registers; registering twice is harmless. */
export const WRONG_SCOPE_TOKEN = 'emulator-wrong-scope-token';
/** A token with only the compute scope: enough for autoscalers (docs/reference/facts.md, Autoscalers: scopes and permissions), not for device sessions. */
export const COMPUTE_SCOPE_TOKEN = 'emulator-compute-token';

export function registerComputeTokens(ctx: EmulatorContext): void {
  const auth = `${ctx.options.scopeBase}/auth/`;
  ctx.auth.addStaticToken(ctx.options.developerToken, DEVELOPER_ACCOUNT, [`${auth}cloud-platform`]);
  ctx.auth.addStaticToken(WRONG_SCOPE_TOKEN, DEVELOPER_ACCOUNT, [`${auth}video.readonly`]);
  ctx.auth.addStaticToken(COMPUTE_SCOPE_TOKEN, DEVELOPER_ACCOUNT, [`${auth}compute`]);
}

/** One of `{scope_base}/auth/compute` or `{scope_base}/auth/cloud-platform` (docs/reference/facts.md, Autoscalers: scopes and permissions). */
export function requireComputeCaller(req: EmulatorRequest, ctx: EmulatorContext): string {
  const token = bearerToken(req);
  const check = ctx.auth.checkAccessToken(token);
  if (!check.ok) {
    throw new ComputeError(
      401,
      [
        token
          ? { reason: 'authError', message: 'Invalid Credentials', location: 'Authorization', locationType: 'header' }
          : { reason: 'required', message: 'Login Required.', location: 'Authorization', locationType: 'header' },
      ],
      { 'WWW-Authenticate': `Bearer realm="${ctx.options.scopeBase}"${token ? ', error="invalid_token"' : ''}` },
    );
  }
  if (!ctx.auth.hasScope(check.scopes, 'compute') && !ctx.auth.hasScope(check.scopes, 'cloud-platform')) {
    throw new ComputeError(403, [{ reason: 'insufficientPermissions', message: 'Request had insufficient authentication scopes.' }], {
      'WWW-Authenticate': `Bearer realm="${ctx.options.scopeBase}", error="insufficient_scope"`,
    });
  }
  return check.accountId;
}

/** IAM permissions on the project and on the target group (docs/reference/facts.md, Autoscalers: scopes and permissions). */
export function requirePermission(project: SeedProject, account: string, permission: Permission, resource: string): void {
  if (!(project.members[account] ?? []).includes(permission)) {
    throw ComputeError.one(403, 'forbidden', `Required '${permission}' permission for '${resource}'`);
  }
}
