import { computed, effect, signal } from '@preact/signals';
import { createApiCore, type ApiCore } from '../api/core.ts';
import { AccessTokens, type AccessRemoved } from '../auth/accessTokens.ts';
import { DeviceFlow, type DeviceFlowState } from '../auth/deviceFlow.ts';
import { createOAuthClient, type OAuthClient, type TokenResponse } from '../auth/oauthClient.ts';
import { OAuthError } from '../auth/oauthError.ts';
import { realScheduler } from '../auth/scheduler.ts';
import { createTokenStore, type StoredAccount, type TokenStore } from '../auth/tokenStore.ts';
import { listChannels } from '../api/video/channels.ts';
import type { AppConfig } from '../config.ts';
import { notify } from './notice.ts';
import { accountChanged } from './accountChanges.ts';
import { storageIsDurable } from '../platform/durableStore.ts';
import { currentRoute, resetTo, type Route } from './router.ts';
import { createAccountCheck } from './accountCheck.ts';

/** What screens may know of an account: never its tokens. */
export interface AccountSummary {
  id: string;
  name: string;
  avatarUrl: string;
}

export const accounts = signal<AccountSummary[]>([]);
export const activeAccountId = signal<string | undefined>(undefined);
export const activeAccount = computed(() => accounts.value.find((a) => a.id === activeAccountId.value));

interface Services {
  config: AppConfig;
  oauth: OAuthClient;
  store: TokenStore;
  tokens: AccessTokens;
  core: ApiCore;
}
let services: Services | undefined;

function need(): Services {
  if (!services) throw new Error('session used before initSession()');
  return services;
}

const summary = (a: StoredAccount): AccountSummary => ({ id: a.id, name: a.name, avatarUrl: a.avatarUrl });

export function initSession(config: AppConfig, store: TokenStore = createTokenStore()): Services {
  const oauth = createOAuthClient(config);
  const tokens = new AccessTokens(oauth, store, realScheduler, onAccessRemoved);
  const core = createApiCore({ baseUrl: config.apiBaseUrl, apiKey: config.apiKey, getAccessToken: activeAccessToken });
  services = { config, oauth, store, tokens, core };
  watchAccount(tokens);
  return services;
}

/**
 * Notices a removed access within minutes of use (src/state/accountCheck.ts): a forced token
 * refresh for the active account on the first screen after a quiet spell, and on coming back from
 * the background; a refused refresh goes the usual way (onAccessRemoved).
 */
let accountCheck: ReturnType<typeof createAccountCheck> | undefined;
function watchAccount(tokens: AccessTokens): void {
  const check = createAccountCheck(() => {
    const id = activeAccountId.peek();
    if (id) tokens.get(id, { forceRefresh: true }).catch(() => undefined);
  });
  accountCheck = check;
  // Any screen change: its route is read to subscribe, then the check decides.
  effect(() => {
    if (currentRoute.value) check.screenOpened();
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check.cameBack();
  });
}

/** The fetch core with the active account's token: the video client (src/state/videoClient.ts) is built on it. */
export function apiCore(): ApiCore {
  return need().core;
}

export function appConfig(): AppConfig {
  return need().config;
}

/**
 * A new sign-in: the device flow on this app's authorization server, reporting each state. The
 * sign-in screen starts it when it opens and stops it when it closes.
 */
export function createSignInFlow(onChange: (state: DeviceFlowState) => void): DeviceFlow {
  const { oauth } = need();
  return new DeviceFlow({
    requestDeviceCode: (signal) => oauth.requestDeviceCode(signal),
    pollToken: (code, signal) => oauth.pollToken(code, signal),
    scheduler: realScheduler,
    onChange,
  });
}

/** The access token of the active account, for the API core (single-flight refresh in AccessTokens). */
export async function activeAccessToken(options: { forceRefresh: boolean }): Promise<string | undefined> {
  const id = activeAccountId.value;
  if (!id) return undefined;
  return need().tokens.get(id, options);
}

function homeFor(list: AccountSummary[]): Route {
  return list.length > 1 ? { name: 'picker' } : list.length === 1 ? { name: 'home' } : { name: 'signin' };
}

/** When restoring failed: the sign-in screen, with no account. */
export function startSignedOut(): void {
  accounts.value = [];
  resetTo({ name: 'signin' });
}

/** At start: resume the one stored account, ask "Who's watching?" for several, or sign in. */
export async function restoreSession(): Promise<void> {
  const { store } = need();
  const stored = await store.list();
  accounts.value = stored.map(summary);
  if (stored.length === 1) await activate(stored[0]!.id);
  else resetTo(homeFor(accounts.value));
}

export async function activate(accountId: string): Promise<void> {
  const { store, tokens } = need();
  accountCheck?.checked();
  activeAccountId.value = accountId;
  tokens.keepFresh(accountId);
  await store.setLastActive(accountId);
  resetTo({ name: 'home' });
  accountChanged();
}

/** After approval: name and avatar from the account's own channel, then the account is stored. */
export async function completeSignIn(response: TokenResponse): Promise<void> {
  const { config, store, tokens, oauth } = need();
  // Not the active account's core: this token belongs to an account that is not stored yet.
  const core = createApiCore({ baseUrl: config.apiBaseUrl, getAccessToken: async () => response.access_token, retry: { attempts: 3, baseDelayMs: 500, maxDelayMs: 3000 } });
  const list = await listChannels({ core, kindPrefix: config.kindPrefix }, { part: ['snippet'], mine: true });
  const channel = list.items?.[0];
  const id = channel?.id;
  if (!channel || !id || !response.refresh_token) throw new OAuthError('server_error', 'The account has no channel, or no refresh token was issued.');
  const thumbs = channel.snippet?.thumbnails ?? {};
  const previous = await store.find(id);
  const account: StoredAccount = {
    id,
    name: channel.snippet?.title ?? 'Your account',
    avatarUrl: (thumbs.medium ?? thumbs.default ?? thumbs.high)?.url ?? '',
    refreshToken: response.refresh_token,
    scope: response.scope,
    addedAt: Date.now(),
  };
  await store.put(account);
  // A second sign-in of the same account replaces its token: retire the old one at the server.
  if (previous && previous.refreshToken !== account.refreshToken) oauth.revoke(previous.refreshToken).catch(() => undefined);
  tokens.remember(account.id, response.access_token, response.expires_in);
  accounts.value = [...accounts.value.filter((a) => a.id !== account.id), summary(account)];
  await activate(account.id);
  tellOnceIfForgetful();
}

let toldForgetful = false;
/** Said once a run, when a sign-in is kept in memory only (no usable IndexedDB on this TV). */
function tellOnceIfForgetful(): void {
  if (storageIsDurable() || toldForgetful) return;
  toldForgetful = true;
  notify("This TV can't keep your sign-in: tenfoot will forget it when it closes.", 'warning');
}

/**
 * Sign-out revokes at the server (the refresh token; revoking it ends the access token too) and
 * deletes locally. Offline, the local copy goes anyway and the viewer is told how to finish.
 */
export async function signOut(accountId: string): Promise<void> {
  const { store, tokens, oauth } = need();
  const account = await store.find(accountId);
  let offline = false;
  if (account) {
    try {
      await oauth.revoke(account.refreshToken);
    } catch (error) {
      // 400 means the server no longer knows the token: nothing left to revoke.
      offline = !(error instanceof OAuthError && error.status === 400);
    }
  }
  await forgetAccount(accountId);
  tokens.forget(accountId);
  const name = account?.name ?? 'The account';
  if (offline) notify(`${name} was removed from this TV, but the server could not be reached to end its access. To be sure, remove tenfoot's access in your account settings.`, 'warning');
  else notify(`${name} is signed out.`);
}

async function forgetAccount(accountId: string): Promise<void> {
  const { store } = need();
  await store.remove(accountId);
  accounts.value = accounts.value.filter((a) => a.id !== accountId);
  if (activeAccountId.value === accountId) {
    activeAccountId.value = undefined;
    need().tokens.keepFresh(undefined);
    resetTo(accounts.value.length ? { name: 'picker' } : { name: 'signin' });
    accountChanged();
  }
}

function onAccessRemoved(removed: AccessRemoved): void {
  accounts.value = accounts.value.filter((a) => a.id !== removed.accountId);
  if (activeAccountId.value === removed.accountId) {
    activeAccountId.value = undefined;
    need().tokens.keepFresh(undefined);
    resetTo(accounts.value.length ? { name: 'picker' } : { name: 'signin' });
    accountChanged();
  }
  // After the move: the notice belongs to the screen the viewer lands on (src/screens/ScreenNotice.tsx).
  notify(`Access for ${removed.name} was removed. Sign in again to keep watching.`, 'warning');
}
