import { navigate } from '../state/router.ts';
import { accounts, activate } from '../state/session.ts';
import { Avatar } from '../ui/Avatar.tsx';
import { useInitialFocus } from '../ui/hooks.ts';
import { useEffect } from 'preact/hooks';
import { prefetchBrowseWhenIdle } from './LazyBrowse.tsx';

/** "Who's watching?": every account stored on this TV, and one more. No code needed to switch. */
export function Picker() {
  // Whoever is picked lands on Home: its code comes while the viewers decide.
  useEffect(prefetchBrowseWhenIdle, []);
  useInitialFocus([accounts.value.length]);
  return (
    <main class="screen picker">
      <h1 class="screen__title">Who's watching?</h1>
      <div class="picker__row" data-nav-container>
        {accounts.value.map((account, i) => (
          <button class="account-card" key={account.id} data-autofocus={i === 0} onClick={() => void activate(account.id)} data-testid="account-card">
            <Avatar name={account.name} url={account.avatarUrl} size="large" />
            <span class="account-card__name">{account.name}</span>
          </button>
        ))}
        <button class="account-card account-card--add" onClick={() => navigate({ name: 'signin' })}>
          <span class="avatar avatar--large avatar--add" aria-hidden="true">+</span>
          <span class="account-card__name">Add account</span>
        </button>
      </div>
    </main>
  );
}
