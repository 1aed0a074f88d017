import { randomBytes } from 'node:crypto';
import type { Clock } from '../clock.ts';
import type { EmulatorOptions } from '../options.ts';
import type { Person } from '../seed/accounts.ts';
import { seedClients, type OAuthClient } from './clients.ts';
import { grantsPastLimit } from './refreshLimit.ts';
import { accessTokensToForget, deadGrantsToForget, devicesToForget } from './retention.ts';
import { deviceFlowScopes, scopeSuffix } from './scopes.ts';

/** Where a device authorization request stands, as polling sees it (docs/reference/facts.md, Device flow: poll answers). */
export type DeviceCodeStatus = 'pending' | 'approved' | 'denied' | 'claimed' | 'org_internal' | 'admin_policy_enforced';

export interface DeviceAuthorization {
  deviceCode: string;
  userCode: string;
  clientId: string;
  scopes: string[];
  issuedAt: number;
  expiresAt: number;
  /** Current polling interval in seconds; grows by 5 on each slow_down (RFC 8628 section 3.5). */
  interval: number;
  lastPollAt?: number;
  status: DeviceCodeStatus;
  accountId?: string;
  /** Opaque handle for the second-device pages, so the device_code never reaches a browser. */
  flowId: string;
}

export interface Grant {
  id: string;
  accountId: string;
  clientId: string;
  scopes: string[];
  refreshToken: string;
  createdAt: number;
  /** Issue order: grants made in the same millisecond still have an oldest. */
  serial: number;
  revokedAt?: number;
  revokedBy?: string;
  /** When a newer grant of the same client and account pushed this one past the refresh-token limit (refreshLimit.ts). */
  refreshRetiredAt?: number;
}

interface AccessToken {
  grantId: string;
  expiresAt: number;
}

/** An OAuth error as the token endpoint sends it: status + `error` + `error_description`. */
export class OAuthFailure extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    readonly description: string,
  ) {
    super(`${error}: ${description}`);
  }
}

export type TokenCheck =
  | { ok: true; accountId: string; clientId: string; scopes: string[] }
  | { ok: false; reason: 'invalid' | 'expired' | 'revoked' };

// Consonants and digits that cannot be confused on a TV screen (no vowels: no words by accident).
const USER_CODE_ALPHABET = 'BCDFGHJKLMNPQRSTVWXZ';

function randomToken(prefix: string, bytes = 24): string {
  return `${prefix}${randomBytes(bytes).toString('base64url')}`;
}

export class AuthService {
  readonly clients = new Map<string, OAuthClient>(seedClients.map((c) => [c.id, c]));
  /** Everyone who can sign in: the accounts with a channel and those without. */
  readonly accounts: Map<string, Person>;
  readonly disabledAccounts = new Set<string>();
  private readonly devices = new Map<string, DeviceAuthorization>();
  private readonly byUserCode = new Map<string, DeviceAuthorization>();
  private readonly byFlowId = new Map<string, DeviceAuthorization>();
  readonly grants = new Map<string, Grant>();
  private readonly byRefreshToken = new Map<string, Grant>();
  private readonly accessTokens = new Map<string, AccessToken>();
  private readonly codeRequests = new Map<string, number[]>();
  private grantSerial = 0;
  /** Extra static tokens (the developer tools' token), checked before issued ones. */
  private readonly staticTokens = new Map<string, { accountId: string; scopes: string[] }>();

  constructor(
    private readonly options: EmulatorOptions,
    private readonly clock: Clock,
    accounts: readonly Person[],
  ) {
    this.accounts = new Map(accounts.map((a) => [a.id, a]));
  }

  get allowedScopes(): Map<string, string> {
    return deviceFlowScopes(this.options.scopeBase);
  }

  addStaticToken(token: string, accountId: string, scopes: string[]): void {
    this.staticTokens.set(token, { accountId, scopes });
  }

  /** POST /device/code (RFC 8628 sections 3.1-3.2). */
  requestDeviceCode(clientId: string | null, scope: string | null): DeviceAuthorization {
    if (!clientId) throw new OAuthFailure(400, 'invalid_request', 'Missing required parameter: client_id');
    if (!scope) throw new OAuthFailure(400, 'invalid_request', 'Missing required parameter: scope');
    const client = this.clients.get(clientId);
    if (!client) throw new OAuthFailure(401, 'invalid_client', 'The OAuth client was not found.');
    const scopes = scope.split(' ').filter(Boolean);
    const allowed = this.allowedScopes;
    const bad = scopes.filter((s) => !allowed.has(s));
    if (scopes.length === 0 || bad.length > 0) {
      throw new OAuthFailure(400, 'invalid_scope', `Some requested scopes are not allowed for this flow: ${bad.join(' ')}`);
    }
    // Per-client quota over a sliding minute (docs/reference/facts.md, Device flow: code request quota).
    const now = this.clock.now();
    const recent = (this.codeRequests.get(clientId) ?? []).filter((t) => now - t < 60_000);
    if (recent.length >= this.options.deviceCodeQuota) {
      this.codeRequests.set(clientId, recent);
      throw new OAuthFailure(403, 'rate_limit_exceeded', 'rate_limit_exceeded');
    }
    recent.push(now);
    this.codeRequests.set(clientId, recent);

    this.forgetOldDevices(now);
    const userCode = this.options.userCode ?? this.newUserCode();
    // A fixed code replaces whatever flow used it before, so the newest TV wins.
    const previous = this.byUserCode.get(userCode);
    if (previous) this.byUserCode.delete(userCode);
    const device: DeviceAuthorization = {
      deviceCode: randomToken('dc_'),
      userCode,
      clientId,
      scopes,
      issuedAt: now,
      expiresAt: now + this.options.expiresIn * 1000,
      interval: this.options.interval,
      status: 'pending',
      flowId: randomToken('flow_', 12),
    };
    this.devices.set(device.deviceCode, device);
    this.byUserCode.set(userCode, device);
    this.byFlowId.set(device.flowId, device);
    return device;
  }

  /** Forgets device authorizations long expired, and the oldest past the bound (retention.ts). */
  private forgetOldDevices(now: number): void {
    for (const device of devicesToForget([...this.devices.values()], now)) {
      this.devices.delete(device.deviceCode);
      if (this.byUserCode.get(device.userCode) === device) this.byUserCode.delete(device.userCode);
      this.byFlowId.delete(device.flowId);
    }
  }

  private newUserCode(): string {
    for (;;) {
      const bytes = randomBytes(8);
      const chars = [...bytes].map((b) => USER_CODE_ALPHABET[b % USER_CODE_ALPHABET.length]);
      const code = `${chars.slice(0, 4).join('')}-${chars.slice(4).join('')}`;
      if (!this.byUserCode.has(code)) return code;
    }
  }

  private checkClient(clientId: string, clientSecret: string): OAuthClient {
    const client = this.clients.get(clientId);
    if (!client || client.secret !== clientSecret) {
      throw new OAuthFailure(401, 'invalid_client', 'The OAuth client was not found.');
    }
    if (client.type !== 'TVs and Limited Input devices') {
      // The client type must be "TVs and Limited Input devices"
      // (docs/reference/facts.md, Device flow: client type and secret).
      throw new OAuthFailure(401, 'invalid_client', 'Invalid client type.');
    }
    return client;
  }

  /** POST /token with the device_code grant (RFC 8628 section 3.5; docs/reference/facts.md, Device flow: poll answers). */
  pollDeviceCode(form: URLSearchParams): { accessToken: string; refreshToken: string; expiresIn: number; scope: string } {
    const clientId = form.get('client_id');
    const clientSecret = form.get('client_secret');
    const deviceCode = form.get('device_code');
    for (const [name, value] of [['client_id', clientId], ['client_secret', clientSecret], ['device_code', deviceCode]] as const) {
      if (!value) throw new OAuthFailure(400, 'invalid_request', `Missing required parameter: ${name}`);
    }
    this.checkClient(clientId!, clientSecret!);
    const device = this.devices.get(deviceCode!);
    if (!device || device.clientId !== clientId) throw new OAuthFailure(400, 'invalid_grant', 'Malformed auth code.');
    if (device.status === 'claimed') throw new OAuthFailure(400, 'invalid_grant', 'Bad Request');
    const now = this.clock.now();
    if (now >= device.expiresAt) {
      // The real server's status is not documented; 400 is RFC 8628's status for token endpoint errors.
      throw new OAuthFailure(400, 'expired_token', 'The device code has expired. Request a new code.');
    }
    const tooSoon = device.lastPollAt !== undefined && now - device.lastPollAt < device.interval * 1000;
    device.lastPollAt = now;
    if (tooSoon) {
      device.interval += 5; // RFC 8628 section 3.5: +5 s for this and all later polls.
      throw new OAuthFailure(403, 'slow_down', 'Forbidden');
    }
    switch (device.status) {
      case 'pending':
        throw new OAuthFailure(428, 'authorization_pending', 'Precondition Required');
      case 'denied':
        throw new OAuthFailure(403, 'access_denied', 'Forbidden');
      case 'org_internal':
        throw new OAuthFailure(403, 'org_internal', 'This client is restricted to users within its organization.');
      case 'admin_policy_enforced':
        throw new OAuthFailure(400, 'admin_policy_enforced', "The account's administrator has blocked access to one or more requested scopes.");
      case 'approved': {
        device.status = 'claimed';
        const grant = this.createGrant(device.accountId!, device.clientId, device.scopes);
        const accessToken = this.issueAccessToken(grant);
        return { accessToken, refreshToken: grant.refreshToken, expiresIn: this.options.accessTokenTtl, scope: grant.scopes.join(' ') };
      }
    }
  }

  /** POST /token with the refresh_token grant (RFC 6749 section 6). */
  refresh(form: URLSearchParams): { accessToken: string; expiresIn: number; scope: string } {
    const clientId = form.get('client_id');
    const clientSecret = form.get('client_secret');
    const refreshToken = form.get('refresh_token');
    for (const [name, value] of [['client_id', clientId], ['client_secret', clientSecret], ['refresh_token', refreshToken]] as const) {
      if (!value) throw new OAuthFailure(400, 'invalid_request', `Missing required parameter: ${name}`);
    }
    this.checkClient(clientId!, clientSecret!);
    const grant = this.byRefreshToken.get(refreshToken!);
    if (!grant || grant.clientId !== clientId || grant.revokedAt !== undefined || grant.refreshRetiredAt !== undefined || this.disabledAccounts.has(grant.accountId)) {
      throw new OAuthFailure(400, 'invalid_grant', 'Token has been expired or revoked.');
    }
    return { accessToken: this.issueAccessToken(grant), expiresIn: this.options.accessTokenTtl, scope: grant.scopes.join(' ') };
  }

  /** POST /revoke: an access token or a refresh token revokes the whole grant (docs/reference/facts.md, Tokens: revocation). */
  revoke(token: string | null): void {
    if (!token) throw new OAuthFailure(400, 'invalid_request', 'Missing required parameter: token');
    const byRefresh = this.byRefreshToken.get(token);
    // A refresh token retired by the limit no longer works, for revoking as for refreshing.
    const grant = byRefresh ? (byRefresh.refreshRetiredAt === undefined ? byRefresh : undefined) : this.grants.get(this.accessTokens.get(token)?.grantId ?? '');
    if (!grant || grant.revokedAt !== undefined) throw new OAuthFailure(400, 'invalid_token', 'Token expired or revoked');
    this.revokeGrant(grant, 'revoke endpoint');
  }

  revokeGrant(grant: Grant, by: string): void {
    grant.revokedAt = this.clock.now();
    grant.revokedBy = by;
    for (const [token, info] of this.accessTokens) if (info.grantId === grant.id) this.accessTokens.delete(token);
  }

  /** Checks a Bearer token for the APIs. */
  checkAccessToken(token: string | undefined): TokenCheck {
    if (!token) return { ok: false, reason: 'invalid' };
    const fixed = this.staticTokens.get(token);
    if (fixed) return { ok: true, accountId: fixed.accountId, clientId: 'developer', scopes: fixed.scopes };
    const info = this.accessTokens.get(token);
    if (!info) return { ok: false, reason: 'invalid' };
    const grant = this.grants.get(info.grantId)!;
    if (grant.revokedAt !== undefined || this.disabledAccounts.has(grant.accountId)) return { ok: false, reason: 'revoked' };
    if (this.clock.now() >= info.expiresAt) return { ok: false, reason: 'expired' };
    return { ok: true, accountId: grant.accountId, clientId: grant.clientId, scopes: grant.scopes };
  }

  hasScope(scopes: string[], suffix: string): boolean {
    return scopes.some((s) => scopeSuffix(s, this.options.scopeBase) === suffix);
  }

  // ---- second-device pages ----

  findByUserCode(userCode: string): { device?: DeviceAuthorization; problem?: 'unknown' | 'expired' | 'used' } {
    const device = this.byUserCode.get(userCode.trim());
    if (!device) return { problem: 'unknown' };
    if (this.clock.now() >= device.expiresAt) return { device, problem: 'expired' };
    if (device.status !== 'pending') return { device, problem: 'used' };
    return { device };
  }

  findByFlowId(flowId: string | null): DeviceAuthorization | undefined {
    const device = flowId ? this.byFlowId.get(flowId) : undefined;
    if (!device || this.clock.now() >= device.expiresAt) return undefined;
    return device;
  }

  /** The viewer chose an account on the phone: org and admin policy are judged here, as on a real consent screen. */
  chooseAccount(device: DeviceAuthorization, accountId: string): 'consent' | 'org_internal' | 'admin_policy_enforced' | 'disabled' {
    const account = this.accounts.get(accountId);
    if (!account || this.disabledAccounts.has(accountId)) return 'disabled';
    device.accountId = accountId;
    const client = this.clients.get(device.clientId)!;
    if (client.orgInternal && account.org !== client.orgInternal) {
      device.status = 'org_internal';
      return 'org_internal';
    }
    const blocked = account.adminBlockedScopes ?? [];
    if (device.scopes.some((s) => blocked.includes(scopeSuffix(s, this.options.scopeBase)))) {
      device.status = 'admin_policy_enforced';
      return 'admin_policy_enforced';
    }
    return 'consent';
  }

  decide(device: DeviceAuthorization, allow: boolean): void {
    device.status = allow ? 'approved' : 'denied';
  }

  grantsOf(accountId: string): Grant[] {
    return [...this.grants.values()].filter((g) => g.accountId === accountId && g.revokedAt === undefined);
  }

  private createGrant(accountId: string, clientId: string, scopes: string[]): Grant {
    const grant: Grant = {
      id: randomToken('grant_', 9),
      accountId,
      clientId,
      scopes,
      refreshToken: randomToken('rt_', 32),
      createdAt: this.clock.now(),
      serial: ++this.grantSerial,
    };
    this.grants.set(grant.id, grant);
    this.byRefreshToken.set(grant.refreshToken, grant);
    // Past the per-client limit the oldest refresh token stops working, silently (refreshLimit.ts).
    for (const old of grantsPastLimit(this.grants.values(), grant, this.options.refreshTokenLimit)) old.refreshRetiredAt = grant.createdAt;
    this.forgetDeadGrants();
    return grant;
  }

  /** Forgets the oldest revoked or retired grants past the bound (retention.ts), with their tokens. */
  private forgetDeadGrants(): void {
    for (const grant of deadGrantsToForget([...this.grants.values()])) {
      this.grants.delete(grant.id);
      this.byRefreshToken.delete(grant.refreshToken);
      for (const [token, info] of this.accessTokens) if (info.grantId === grant.id) this.accessTokens.delete(token);
    }
  }

  private issueAccessToken(grant: Grant): string {
    const now = this.clock.now();
    for (const token of accessTokensToForget(this.accessTokens, now)) this.accessTokens.delete(token);
    const token = randomToken('at_', 32);
    this.accessTokens.set(token, { grantId: grant.id, expiresAt: now + this.options.accessTokenTtl * 1000 });
    return token;
  }

  /** What the request log must never show (security/redact.ts): the clients' secrets and the fixed tokens. */
  knownSecrets(): string[] {
    return [...[...this.clients.values()].map((c) => c.secret), ...this.staticTokens.keys()];
  }

  /** How much the service holds, for tests that hold it to its bounds. */
  get sizes(): { devices: number; grants: number; accessTokens: number } {
    return { devices: this.devices.size, grants: this.grants.size, accessTokens: this.accessTokens.size };
  }
}
