import { OAuthError } from '../auth/oauthError.ts';
import { t } from '../i18n/messages.ts';
import { notify } from './notice.ts';
import { accounts, activeAccountId, leaveAccount, sessionServices } from './session.ts';

/*
 * Signing out, from the account screen or Settings: code of its own, fetched with the screens that
 * offer it, not with every start.
 */

/**
 * Sign-out revokes at the server (the refresh token; revoking it ends the access token too) and
 * deletes locally. Offline, the local copy goes anyway and the viewer is told how to finish. A
 * TV that cannot delete its copy (its storage failing) says so: the account is still here.
 */
export async function signOut(accountId: string): Promise<void> {
  const name = accounts.peek().find((a) => a.id === accountId)?.name ?? t('The account');
  let ended;
  try {
    ended = await endAccount(accountId);
  } catch {
    notify(t('{name} could not be removed from this TV. Try again.', { name }), 'warning');
    return;
  }
  if (ended.offline) notify(t("{name} was removed from this TV, but the server could not be reached to end its access. To be sure, remove tenfoot's access in your account settings.", { name: ended.name }), 'warning');
  else notify(t('{name} is signed out.', { name: ended.name }));
}

/**
 * Settings' "Sign out of every account": each as Sign out does, the active one last; one notice.
 * An account this TV fails to delete does not stop the others; the notice names it.
 */
export async function signOutEverywhere(): Promise<void> {
  const active = activeAccountId.peek();
  const list = accounts.peek().slice().sort((a, b) => Number(a.id === active) - Number(b.id === active));
  const unreached: string[] = [];
  const kept: string[] = [];
  for (const account of list) {
    try {
      const ended = await endAccount(account.id);
      if (ended.offline) unreached.push(ended.name);
    } catch {
      kept.push(account.name);
    }
  }
  // Both said when both happened: a grant still live at the server must not go unmentioned.
  const unreachedToo = unreached.length ? ` ${t("The server could not be reached to end the access of {names}. To be sure, remove tenfoot's access in those accounts' settings.", { names: unreached.join(', ') })}` : '';
  if (kept.length) notify(t('{names} could not be removed from this TV. Try again.', { names: kept.join(', ') }) + unreachedToo, 'warning');
  else if (unreached.length) notify(t("Every account was removed from this TV, but the server could not be reached to end the access of {names}. To be sure, remove tenfoot's access in those accounts' settings.", { names: unreached.join(', ') }), 'warning');
  else notify(t('Every account is signed out of this TV.'));
}

/** Revokes the account's grant and forgets it here (its PIN too); `offline` when the revoke never got an answer. */
async function endAccount(accountId: string): Promise<{ name: string; offline: boolean }> {
  const { store, tokens, oauth } = sessionServices();
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
  await store.remove(accountId);
  leaveAccount(accountId);
  tokens.forget(accountId);
  // The PIN's code comes only with what uses it (Settings, the picker), not with every start.
  import('./pinStore.ts').then((m) => m.forgetPin(accountId)).catch(() => undefined);
  return { name: account?.name ?? t('The account'), offline };
}
