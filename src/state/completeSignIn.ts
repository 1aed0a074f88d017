import type { TokenResponse } from '../auth/oauthClient.ts';
import { OAuthError } from '../auth/oauthError.ts';
import type { StoredAccount } from '../auth/tokenStore.ts';
import { TenfootError } from '../errors.ts';
import { createApiCore } from '../api/core.ts';
import { storageIsDurable } from '../platform/durableStore.ts';
import { addToPlaylistAfterSignIn } from './guest.ts';
import { announce } from './announce.ts';
import { t } from '../i18n/messages.ts';
import { notify } from './notice.ts';
import { currentRoute, resetTo, routeStack, type AfterSignIn } from './router.ts';
import { accounts, activate, sessionServices, summary } from './session.ts';
import { approvalKept } from './signIn.ts';

/*
 * What follows approval on the phone: a chunk of its own, fetched while the code waits for the
 * phone (src/screens/SignIn.tsx), so the code shows without it.
 */

/** After approval: name and avatar from the account's own channel, then the account is stored. */
export async function completeSignIn(response: TokenResponse): Promise<void> {
  const { config, store, tokens, oauth } = sessionServices();
  // Fetched once approved (Home's chunks, fetched while the code waited, have them already): the
  // sign-in screen itself stays small.
  const { listChannels } = await import('../api/video/channels.ts');
  // Not the active account's core: this token belongs to an account that is not stored yet.
  const core = createApiCore({ baseUrl: config.apiBaseUrl, getAccessToken: async () => response.access_token, retry: { attempts: 3, baseDelayMs: 500, maxDelayMs: 3000 } });
  const list = await listChannels({ core, kindPrefix: config.kindPrefix }, { part: ['snippet'], mine: true });
  const channel = list.items?.[0];
  const id = channel?.id;
  if (!channel || !id) {
    // An account without a channel (docs/reference/facts.md, Data API: an account without a
    // channel): nothing of tenfoot works for it, so its grant is handed back (RFC 7009) and the
    // sign-in screen says what to do.
    if (response.refresh_token) oauth.revoke(response.refresh_token).catch(() => undefined);
    throw new TenfootError('noChannel', 'The account that approved has no channel.');
  }
  if (!response.refresh_token) throw new OAuthError('server_error', 'No refresh token was issued.');
  const thumbs = channel.snippet?.thumbnails ?? {};
  const previous = await store.find(id);
  const account: StoredAccount = {
    id,
    name: channel.snippet?.title ?? t('Your account'),
    avatarUrl: (thumbs.medium ?? thumbs.default ?? thumbs.high)?.url ?? '',
    refreshToken: response.refresh_token,
    scope: response.scope,
    addedAt: Date.now(),
  };
  await store.put(account);
  approvalKept(response);
  // A second sign-in of the same account replaces its token: retire the old one at the server.
  if (previous && previous.refreshToken !== account.refreshToken) oauth.revoke(previous.refreshToken).catch(() => undefined);
  tokens.remember(account.id, response.access_token, response.expires_in);
  accounts.value = [...accounts.value.filter((a) => a.id !== account.id), summary(account)];
  announce(t('Signed in as {name}', { name: account.name }));
  // A guest who asked for something that needs an account: read before activating starts anew.
  const asked = currentRoute.peek();
  const then = asked.name === 'signin' ? asked.then : undefined;
  const wasAt = routeStack.peek().slice(0, -1);
  // The video's page opens its playlist dialog as it comes back (src/screens/Video.tsx).
  if (then?.do === 'addToPlaylist' && wasAt.length) addToPlaylistAfterSignIn.value = then.videoId;
  if (then?.do === 'open') await activate(account.id, then.section === 'home' ? undefined : [{ name: 'home' }, { name: then.section }]);
  else if (then?.do === 'subscribe' && wasAt.length) {
    // Subscribed while "Approved! Loading your account…" shows, so the channel's page opens on
    // "✓ Subscribed" rather than asking before the subscription is made.
    await activate(account.id, null);
    const said = await subscribeAfterSignIn(then);
    resetTo(...wasAt);
    notify(said.text, said.kind);
  } else await activate(account.id, then && wasAt.length ? wasAt : undefined);
  tellOnceIfForgetful();
}

/**
 * The subscription a guest asked for, made once they have signed in; what to say of it on the
 * channel's page (a failure leaves Subscribe offered there).
 */
async function subscribeAfterSignIn(then: Extract<AfterSignIn, { do: 'subscribe' }>): Promise<{ text: string; kind: 'info' | 'warning' }> {
  const [{ subscribeTo }, { explainError }] = await Promise.all([import('./channels.ts'), import('./explainError.ts')]);
  try {
    await subscribeTo(then.channelId);
    return { text: t('Subscribed to {channel}.', { channel: then.channelTitle }), kind: 'info' };
  } catch (error) {
    return { text: t("Couldn't subscribe to {channel}. {why}", { channel: then.channelTitle, why: explainError(error) }), kind: 'warning' };
  }
}

let toldForgetful = false;
/** Said once a run, when a sign-in is kept in memory only (no usable IndexedDB on this TV). */
function tellOnceIfForgetful(): void {
  if (storageIsDurable() || toldForgetful) return;
  toldForgetful = true;
  notify(t("This TV can't keep your sign-in: tenfoot will forget it when it closes."), 'warning');
}
