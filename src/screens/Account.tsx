import { useState } from 'preact/hooks';
import { mySubscribers } from '../state/lists.ts';
import { navigate, type Route } from '../state/router.ts';
import { activeAccount } from '../state/session.ts';
import { signOut } from '../state/signOut.ts';
import { Avatar } from '../ui/Avatar.tsx';
import { Dialog } from '../ui/Dialog.tsx';
import { CardShelf } from './CardShelf.tsx';
import { kept, useScreenMemory } from './useScreen.ts';
import { subscriptionCard } from './channelCards.ts';
import { busyButton } from '../ui/busyButton.ts';
import { busyButtonLabel } from '../ui/steadyWidth.ts';
import { t } from '../i18n/messages.ts';

/**
 * The account section: who is watching, switch / add / sign out, and who follows this account's
 * channel (it belongs with the account, not with what the viewer watches).
 */
export function Account({ route }: { route: Route }) {
  const account = activeAccount.value;
  const [confirmSignOut, setConfirmSignOut] = useState(false);
  const [busy, setBusy] = useState(false);
  const signOutButton = busyButtonLabel(busy, t('Sign out'), t('Signing out…'));
  const memory = useScreenMemory(route);
  const subscribers = kept(memory, 'subscribers', mySubscribers);
  if (!account) return null;
  return (
    <section class="content account" data-scroll-y data-testid="account-screen">
      <header class="account-header">
        <Avatar name={account.name} url={account.avatarUrl} size="large" />
        <div>
          <p class="account-header__hello">{t('Signed in as')}</p>
          <h1 class="account-header__name">{account.name}</h1>
        </div>
      </header>
      <nav class="actions" data-nav-container aria-label={t('Account')}>
        {/* Each keyed, so Back from the picker or the sign-in screen comes back to the button pressed. */}
        <button class="btn" data-focus-key="account-switch" data-autofocus onClick={() => navigate({ name: 'picker' })}>
          {t('Switch account')}
        </button>
        <button class="btn btn--secondary" data-focus-key="account-add" onClick={() => navigate({ name: 'signin' })}>
          {t('Add account')}
        </button>
        <button class="btn btn--secondary" data-focus-key="account-sign-out" onClick={() => setConfirmSignOut(true)}>
          {t('Sign out')}
        </button>
      </nav>
      <CardShelf title={t('Your subscribers')} list={subscribers} toCard={(s) => subscriptionCard(s, 'subscriber')} memory={memory} memoryKey="subscribers" emptyText={t('Your channel has no subscribers yet.')} />
      {confirmSignOut ? (
        <Dialog title={t('Sign out {name}?', { name: account.name })} onClose={() => setConfirmSignOut(false)}>
          <p>{t('tenfoot will forget this account on this TV and end its access.')}</p>
          <div class="actions">
            <button class="btn btn--secondary" data-autofocus onClick={() => setConfirmSignOut(false)}>
              {t('Cancel')}
            </button>
            <button
              class="btn btn--danger"
              {...busyButton(busy, () => {
                setBusy(true);
                void signOut(account.id).finally(() => setBusy(false));
              })}
              {...signOutButton.width}
            >
              {signOutButton.label}
            </button>
          </div>
        </Dialog>
      ) : null}
    </section>
  );
}
