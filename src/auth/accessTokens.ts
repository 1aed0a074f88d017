import type { OAuthClient } from './oauthClient.ts';
import { OAuthError } from './oauthError.ts';
import type { Scheduler } from './scheduler.ts';
import type { StoredAccount, TokenStore } from './tokenStore.ts';

interface AccessToken {
  token: string;
  expiresAt: number;
  /** Refresh this long before expiry: 60 s, or a tenth of a short lifetime. */
  margin: number;
}

/** Why an account's access ended: the viewer is told, and must sign in again. */
export interface AccessRemoved {
  accountId: string;
  name: string;
}

/**
 * Access tokens live in memory only. Refresh is single-flight per account: concurrent callers
 * share one request. A refresh that fails for a network reason keeps the refresh token; only
 * invalid_grant (revoked, expired, retired by the cap) removes it.
 */
export class AccessTokens {
  private readonly tokens = new Map<string, AccessToken>();
  private readonly inFlight = new Map<string, Promise<string>>();
  private keepFreshTimer: unknown;
  private keepFreshAccount: string | undefined;

  constructor(
    private readonly oauth: Pick<OAuthClient, 'refresh'>,
    private readonly store: TokenStore,
    private readonly scheduler: Scheduler,
    private readonly onAccessRemoved: (removed: AccessRemoved) => void,
  ) {}

  /** Keeps a token obtained by the device flow, so the first API call needs no refresh. */
  remember(accountId: string, token: string, expiresIn: number): void {
    const margin = Math.min(60_000, expiresIn * 100);
    this.tokens.set(accountId, { token, expiresAt: this.scheduler.now() + expiresIn * 1000, margin });
    if (this.keepFreshAccount === accountId) this.scheduleKeepFresh();
  }

  forget(accountId: string): void {
    this.tokens.delete(accountId);
    if (this.keepFreshAccount === accountId) this.keepFresh(undefined);
  }

  /**
   * `stored`: the account as the store just listed it (at start), so its refresh token is not
   * read from IndexedDB a second time before the refresh can go.
   */
  async get(accountId: string, options: { forceRefresh?: boolean; stored?: StoredAccount } = {}): Promise<string> {
    const held = this.tokens.get(accountId);
    if (!options.forceRefresh && held && this.scheduler.now() < held.expiresAt - held.margin) return held.token;
    return this.refresh(accountId, options.stored);
  }

  refresh(accountId: string, stored?: StoredAccount): Promise<string> {
    const running = this.inFlight.get(accountId);
    if (running) return running;
    const promise = this.doRefresh(accountId, stored?.id === accountId ? stored : undefined).finally(() => this.inFlight.delete(accountId));
    this.inFlight.set(accountId, promise);
    return promise;
  }

  private async doRefresh(accountId: string, stored: StoredAccount | undefined): Promise<string> {
    const account = stored ?? (await this.store.find(accountId));
    if (!account) throw new OAuthError('invalid_grant', 'This account is no longer signed in on this TV.');
    try {
      const response = await this.oauth.refresh(account.refreshToken);
      this.remember(accountId, response.access_token, response.expires_in);
      return response.access_token;
    } catch (error) {
      if (error instanceof OAuthError && error.code === 'invalid_grant') {
        // Access was removed (account page, sign out everywhere, token cap): the refresh token is dead.
        this.tokens.delete(accountId);
        await this.store.remove(accountId);
        this.onAccessRemoved({ accountId, name: account.name });
      }
      throw error;
    }
  }

  /**
   * Refreshes the active account shortly before its token expires, so a revoked grant is noticed
   * even while the viewer is idle, and the next request never waits for a refresh.
   */
  keepFresh(accountId: string | undefined): void {
    this.keepFreshAccount = accountId;
    this.scheduleKeepFresh();
  }

  private scheduleKeepFresh(): void {
    if (this.keepFreshTimer !== undefined) this.scheduler.clearTimeout(this.keepFreshTimer);
    this.keepFreshTimer = undefined;
    const accountId = this.keepFreshAccount;
    if (!accountId) return;
    const held = this.tokens.get(accountId);
    const delay = held ? Math.max(1000, held.expiresAt - held.margin - this.scheduler.now()) : 1000;
    this.keepFreshTimer = this.scheduler.setTimeout(() => {
      this.keepFreshTimer = undefined;
      this.refresh(accountId).catch((error: unknown) => {
        // Network trouble: try again in 30 s; a removed grant has already been reported.
        if (!(error instanceof OAuthError && error.code === 'invalid_grant') && this.keepFreshAccount === accountId) {
          this.keepFreshTimer = this.scheduler.setTimeout(() => this.scheduleKeepFresh(), 30_000);
        }
      });
    }, delay);
  }
}
