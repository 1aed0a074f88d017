import { computed, effect, signal } from '@preact/signals';
import { AccessTokens, type AccessRemoved } from '../auth/accessTokens.ts';
import { createOAuthClient, type OAuthClient } from '../auth/oauthClient.ts';
import { takePageDeviceCode } from '../auth/pageDeviceCode.ts';
import { realScheduler } from '../auth/scheduler.ts';
import { createTokenStore, type StoredAccount, type TokenStore } from '../auth/tokenStore.ts';
import type { AppConfig } from '../config.ts';
import { notify } from './notice.ts';
import { accountChanged } from './accountChanges.ts';
import { currentRoute, resetTo, type Route } from './router.ts';
import { createAccountCheck } from './accountCheck.ts';
import { settings } from './settings.ts';
import { dropEarlyCode, requestCodeEarly } from './earlyDeviceCode.ts';
import { t } from '../i18n/messages.ts';

/** What screens may know of an account: never its tokens. */
export interface AccountSummary {
  id: string;
  name: string;
  avatarUrl: string;
}

export const accounts = signal<AccountSummary[]>([]);
export const activeAccountId = signal<string | undefined>(undefined);
/** Browsing without an account: public data with the API key only (src/state/guest.ts). */
export const guest = signal(false);
export const activeAccount = computed(() => accounts.value.find((a) => a.id === activeAccountId.value));

export interface Services {
  config: AppConfig;
  oauth: OAuthClient;
  store: TokenStore;
  tokens: AccessTokens;
}
let services: Services | undefined;

function need(): Services {
  if (!services) throw new Error('session used before initSession()');
  return services;
}

export const summary = (a: StoredAccount): AccountSummary => ({ id: a.id, name: a.name, avatarUrl: a.avatarUrl });

/** The session's services, for the sign-in code (src/state/signIn.ts), which lives in the sign-in screen's chunk. */
export function sessionServices(): Services {
  return need();
}

export function initSession(config: AppConfig, store: TokenStore = createTokenStore()): Services {
  const oauth = createOAuthClient(config);
  const tokens = new AccessTokens(oauth, store, realScheduler, onAccessRemoved);
  services = { config, oauth, store, tokens };
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

export function appConfig(): AppConfig {
  return need().config;
}

/** The access token of the active account, for the API core (single-flight refresh in AccessTokens). */
export async function activeAccessToken(options: { forceRefresh: boolean }): Promise<string | undefined> {
  const id = activeAccountId.value;
  if (!id) return undefined;
  return need().tokens.get(id, options);
}

/** Where a start that opens no account goes: "Who's watching?" (a PIN is asked there), or sign-in. */
function homeFor(list: AccountSummary[]): Route {
  return list.length ? { name: 'picker' } : { name: 'signin' };
}

/**
 * The account that opens without "Who's watching?": the only one, or the one Settings names
 * (unless it asks for a PIN, which the picker asks).
 */
function startAccount(stored: readonly StoredAccount[]): StoredAccount | undefined {
  const { startAccount: chosen, pinned } = settings.peek();
  const wanted = stored.length === 1 ? stored[0]!.id : chosen;
  // An account that asks for a PIN opens through the picker, which asks it.
  return stored.find((a) => a.id === wanted && !pinned.includes(a.id));
}

/** Once the stored accounts are known. A failure to read them is restoreSession's to meet: it starts signed out. */
function whenListed(listed: Promise<StoredAccount[]>, then: (stored: StoredAccount[]) => void): void {
  listed.then(then, () => undefined);
}

/** When restoring failed: the sign-in screen, with no account. */
export function startSignedOut(): void {
  accounts.value = [];
  resetTo({ name: 'signin' });
  tellHeldRefusals();
}

/**
 * A TV with no stored account shows a sign-in code first: its request goes as soon as config.json
 * and the stored accounts are known, before anything renders (earlyDeviceCode.ts). Asked later,
 * once the shell had rendered, it was the last thing the code on screen waited for. When no
 * account is marked stored (`noneMarked`, read at boot: src/auth/accountsMark.ts) it goes with
 * config.json alone, unless IndexedDB has answered since and marked one; should IndexedDB then
 * list an account, the code is dropped unused.
 */
export function askForCodeIfNoAccount(listed: Promise<StoredAccount[]>, noneMarked = false): void {
  const { oauth, store } = need();
  const early = noneMarked && store.noneMarked();
  // The page's own request, when it made one (index.html, to draw the code before this code ran):
  // taken here whatever happens, so no unclaimed code is left on the page.
  const pageCode = takePageDeviceCode();
  if (early) requestCodeEarly(() => oauth.requestDeviceCode(undefined, pageCode));
  whenListed(listed, (stored) => {
    if (early && stored.length > 0) dropEarlyCode();
    else if (!early && stored.length === 0) requestCodeEarly(() => oauth.requestDeviceCode());
  });
}

/**
 * A returning viewer's access token is asked for the moment the stored accounts are known, with
 * the refresh token they were listed with: before the shell renders, and without reading it from
 * IndexedDB again (that read and the shell were the last steps before the token's request, on the
 * way to the first Home card). Only for the account that opens without "Who's watching?".
 * restoreSession's activate shares the same request (single flight); should this one have failed
 * on the network before then, activate asks once more. A refusal that comes while the app is still
 * on its boot screen is held, and told once a screen is up (onAccessRemoved).
 */
export function refreshStartAccountEarly(listed: Promise<StoredAccount[]>): void {
  const { tokens } = need();
  whenListed(listed, (stored) => {
    const chosen = startAccount(stored);
    if (chosen) tokens.get(chosen.id, { stored: chosen }).catch(() => undefined);
  });
}

/**
 * Accounts whose access was refused while the app was still on its boot screen (the start's early
 * refresh): restoreSession leaves them out, and the viewer is told once the first screen is up, in
 * their language, on the screen they land on.
 */
const heldRefusals: AccessRemoved[] = [];

function tellHeldRefusals(): void {
  for (const removed of heldRefusals.splice(0)) tellRemoved(removed);
}

/** At start: resume the one stored account, ask "Who's watching?" for several, or sign in. */
export async function restoreSession(listed?: Promise<StoredAccount[]>): Promise<void> {
  const { store } = need();
  // `listed`: the store's list, asked for at start while config.json loaded (src/main.tsx).
  const listedNow = await (listed ?? store.list());
  const refused = new Set(heldRefusals.map((r) => r.accountId));
  const stored = listedNow.filter((a) => !refused.has(a.id));
  accounts.value = stored.map(summary);
  // After a refusal no account opens by itself: the refused account's viewer must not land in
  // another's (as when the refusal comes later: onAccessRemoved goes to "Who's watching?").
  const chosen = refused.size ? undefined : startAccount(stored);
  // activate's work is done before it returns (it waits for nothing): the boot screen is gone, and
  // a refusal from here on takes the usual way.
  const opened = chosen ? activate(chosen.id) : resetTo(homeFor(accounts.value));
  tellHeldRefusals();
  await opened;
}

/**
 * Makes the account the active one and opens Home, or `landing` (where a guest who signed in
 * was), or, with null, stays where it is (the caller moves on when its work is done).
 */
export async function activate(accountId: string, landing: Route[] | null = [{ name: 'home' }]): Promise<void> {
  const { tokens } = need();
  accountCheck?.checked();
  activeAccountId.value = accountId;
  guest.value = false;
  tokens.keepFresh(accountId);
  // The access token is refreshed now, while the first screen's code and data are on their way,
  // not by that screen's first request (single-flight: that request shares it, as this shares
  // refreshStartAccountEarly's). A refusal goes to onAccessRemoved, whoever asked.
  tokens.get(accountId).catch(() => undefined);
  if (landing) resetTo(...landing);
  accountChanged();
}

/**
 * The active account is gone (signed out, or its access removed): no account is active, and the
 * viewer goes to "Who's watching?" when others are left, else to sign-in. Sign-out's own code is
 * in src/state/signOut.ts, fetched with the screens that offer it.
 */
export function leaveAccount(accountId: string): void {
  accounts.value = accounts.value.filter((a) => a.id !== accountId);
  if (activeAccountId.value === accountId) {
    activeAccountId.value = undefined;
    need().tokens.keepFresh(undefined);
    resetTo(accounts.value.length ? { name: 'picker' } : { name: 'signin' });
    accountChanged();
  }
}

function onAccessRemoved(removed: AccessRemoved): void {
  // Refused while still on the boot screen (refreshStartAccountEarly): restoreSession leaves the
  // account out, and it is told once the viewer's first screen is up.
  if (currentRoute.peek().name === 'boot') {
    heldRefusals.push(removed);
    return;
  }
  leaveAccount(removed.accountId);
  tellRemoved(removed);
}

function tellRemoved(removed: AccessRemoved): void {
  // After the move: the notice belongs to the screen the viewer lands on (src/screens/ScreenNotice.tsx).
  notify(t('Access for {name} was removed. Sign in again to keep watching.', { name: removed.name }), 'warning');
}
