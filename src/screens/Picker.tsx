import { useEffect, useRef, useState } from 'preact/hooks';
import { t } from '../i18n/messages.ts';
import { accountsWithPin, checkPin, hasPin, loadPins, PIN_LENGTH } from '../state/pins.ts';
import { navigate } from '../state/router.ts';
import { accounts, activate } from '../state/session.ts';
import { Avatar } from '../ui/Avatar.tsx';
import { Dialog } from '../ui/Dialog.tsx';
import { useInitialFocus } from '../ui/hooks.ts';
import { PinPad } from '../ui/PinPad.tsx';
import { prefetchBrowseWhenIdle } from './LazyBrowse.tsx';

/** The PIN of the account picked (src/state/pins.ts), asked before it opens. */
function AskPin({ account, onClose }: { account: { id: string; name: string }; onClose: () => void }) {
  const [error, setError] = useState<string | undefined>();
  // One check at a time (each is 10,000 rounds of hashing): digits pressed meanwhile are not a new PIN.
  const checking = useRef(false);
  const title = t('Enter the PIN of {name}', { name: account.name });
  return (
    <Dialog title={title} onClose={onClose}>
      <PinPad
        length={PIN_LENGTH}
        label={title}
        error={error}
        onDone={(pin) => {
          if (checking.current) return;
          checking.current = true;
          checkPin(account.id, pin)
            .then((right) => {
              if (right) return activate(account.id);
              setError(t("That PIN isn't right. Try again."));
            })
            .catch(() => setError(t("That PIN isn't right. Try again.")))
            .finally(() => (checking.current = false));
        }}
      />
    </Dialog>
  );
}

/** "Who's watching?": every account stored on this TV, and one more. No code needed to switch; a PIN where one is set. */
export function Picker() {
  const [asking, setAsking] = useState<{ id: string; name: string } | undefined>();
  // Whoever is picked lands on Home: its code comes while the viewers decide.
  useEffect(prefetchBrowseWhenIdle, []);
  useEffect(() => void loadPins(accounts.value.map((a) => a.id)).catch(() => undefined), [accounts.value]);
  useInitialFocus([accounts.value.length]);
  return (
    <main class="screen picker">
      <h1 class="screen__title">{t("Who's watching?")}</h1>
      <div class="picker__row" data-nav-container>
        {accounts.value.map((account, i) => (
          <button
            class="account-card"
            key={account.id}
            data-autofocus={i === 0}
            onClick={() => {
              if (accountsWithPin.peek().has(account.id)) return setAsking(account);
              // Settings' list may have been lost with localStorage: the stored hash decides; a store
              // that cannot say counts as a PIN.
              void hasPin(account.id)
                .catch(() => true)
                .then((pinned) => (pinned ? setAsking(account) : activate(account.id)));
            }}
            data-testid="account-card"
          >
            <Avatar name={account.name} url={account.avatarUrl} size="large" />
            <span class="account-card__name">
              {account.name}
              {accountsWithPin.value.has(account.id) ? <span class="account-card__lock" role="img" aria-label={t('asks for a PIN')}> 🔒</span> : null}
            </span>
          </button>
        ))}
        <button class="account-card account-card--add" onClick={() => navigate({ name: 'signin' })}>
          <span class="avatar avatar--large avatar--add" aria-hidden="true">+</span>
          <span class="account-card__name">{t('Add account')}</span>
        </button>
      </div>
      {asking ? <AskPin account={asking} onClose={() => setAsking(undefined)} /> : null}
    </main>
  );
}
