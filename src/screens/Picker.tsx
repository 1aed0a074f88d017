import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { t } from '../i18n/messages.ts';
import { accountsWithPin, checkPin, hasPin, loadPins, PIN_LENGTH } from '../state/pins.ts';
import { cameBack, currentRoute, goBack, navigate, routeBelow } from '../state/router.ts';
import { memoryOf } from '../state/routeMemory.ts';
import { focusIsLost } from '../nav/focusScope.ts';
import { focusByKey, focusInitial } from '../nav/placeFocus.ts';
import { accounts, activate, activeAccountId } from '../state/session.ts';
import { Avatar } from '../ui/Avatar.tsx';
import { Dialog } from '../ui/Dialog.tsx';
import { PinPad } from '../ui/PinPad.tsx';
import { usePinAnswer } from './usePinAnswer.ts';
import { prefetchBrowseWhenIdle } from './LazyBrowse.tsx';

/** The PIN of the account picked (src/state/pins.ts), asked before it opens. */
function AskPin({ account, onClose }: { account: { id: string; name: string }; onClose: () => void }) {
  const answer = usePinAnswer(account.id);
  // One check at a time (each is 10,000 rounds of hashing): digits pressed meanwhile are not a new PIN.
  const checking = useRef(false);
  const title = t('Enter the PIN of {name}', { name: account.name });
  return (
    <Dialog title={title} onClose={onClose} kind="pin">
      <PinPad
        length={PIN_LENGTH}
        label={title}
        error={answer.message}
        spoken={answer.spoken}
        locked={answer.waiting}
        onDone={(pin) => {
          if (checking.current) return;
          checking.current = true;
          checkPin(account.id, pin)
            .then((result) => {
              answer.answered(result);
              if (result.right) return activate(account.id);
            })
            .catch(() => answer.say(t("That PIN isn't right. Try again.")))
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
  // Back from the sign-in screen "Add account" opened: focus on "Add account" again, as the
  // account screen's buttons do, not on the account in use.
  const cameBackTo = useRef(cameBack.peek() ? memoryOf(currentRoute.peek()).focusKey : undefined);
  useLayoutEffect(() => {
    const key = cameBackTo.current;
    // Once only: a later change of the accounts must not pull focus from where the viewer is.
    cameBackTo.current = undefined;
    if (key && focusByKey(key)) return;
    if (focusIsLost()) focusInitial();
  }, [accounts.value.length]);
  // Opened from Switch account: the account in use is marked, and focus starts on it, as the
  // platform's own pickers do; picking it again goes back to where it was, without its PIN.
  const current = activeAccountId.value;
  return (
    <main class="screen picker">
      <h1 class="screen__title">{t("Who's watching?")}</h1>
      <div class="picker__row" data-nav-container>
        {accounts.value.map((account, i) => (
          <button
            class="account-card"
            key={account.id}
            data-focus-key={`picker-${account.id}`}
            data-autofocus={current && accounts.value.some((a) => a.id === current) ? account.id === current : i === 0}
            onClick={() => {
              // The account in use: back to where Switch account was pressed, as it was left.
              if (account.id === current) return routeBelow() ? goBack() : activate(account.id);
              if (accountsWithPin.peek().has(account.id)) return setAsking(account);
              // Settings' list may have been lost with localStorage: the stored hash decides; a store
              // that cannot say counts as a PIN.
              void hasPin(account.id)
                .catch(() => true)
                .then((pinned) => (pinned ? setAsking(account) : activate(account.id)));
            }}
            data-testid="account-card"
            aria-current={account.id === current ? 'true' : undefined}
          >
            <span class="account-card__picture">
              <Avatar name={account.name} url={account.avatarUrl} size="large" />
              {accountsWithPin.value.has(account.id) ? <PinLock label={t('asks for a PIN')} /> : null}
            </span>
            <span class="account-card__name">{account.name}</span>
            {/* Every card keeps the line while one account is in use, so the cards stay one height. */}
            {account.id === current ? <span class="account-card__now">{t('Watching now')}</span> : current ? <span class="account-card__now" aria-hidden="true">{'\u00a0'}</span> : null}
          </button>
        ))}
        <button class="account-card account-card--add" data-focus-key="picker-add" onClick={() => navigate({ name: 'signin' })}>
          <span class="avatar avatar--large avatar--add" aria-hidden="true">+</span>
          <span class="account-card__name">{t('Add account')}</span>
          {current ? <span class="account-card__now" aria-hidden="true">{'\u00a0'}</span> : null}
        </button>
      </div>
      {asking ? <AskPin account={asking} onClose={() => setAsking(undefined)} /> : null}
    </main>
  );
}

/**
 * A padlock on the picture of an account that asks for a PIN: on the picture, so a long name's
 * ellipsis never hides it, and drawn, not the emoji, which a TV's fonts often lack (this
 * machine's Chromium drew a box in its place).
 */
function PinLock({ label }: { label: string }) {
  return (
    <span class="account-card__lock" role="img" aria-label={label}>
      <svg viewBox="0 0 16 16" aria-hidden="true">
        <rect x="2.5" y="7" width="11" height="8" rx="1.5" fill="currentColor" />
        <path d="M5 7V5a3 3 0 0 1 6 0v2" fill="none" stroke="currentColor" stroke-width="2" />
      </svg>
    </span>
  );
}
