import { currentRoute, openSection, routeStack, type TopLevel } from '../state/router.ts';
import { activeAccount } from '../state/session.ts';
import { Avatar } from './Avatar.tsx';

const SECTIONS: { id: TopLevel; label: string; icon: string }[] = [
  { id: 'home', label: 'Home', icon: '⌂' },
  { id: 'subscriptions', label: 'Subscriptions', icon: '★' },
  { id: 'library', label: 'Library', icon: '▤' },
  { id: 'search', label: 'Search', icon: '⌕' },
  { id: 'live', label: 'Live', icon: '●' },
];

/** The section the current screen belongs to, for the menu's "you are here" mark. */
function sectionOf(): TopLevel {
  const stack = routeStack.value;
  const top = stack.length > 1 ? stack[1]! : stack[0]!;
  const name = currentRoute.value.name === 'account' ? 'account' : top.name;
  return (SECTIONS.some((s) => s.id === name) || name === 'account' ? name : 'home') as TopLevel;
}

/** The rail at the left: every section one arrow away, and the account at the bottom. */
export function Menu() {
  const here = sectionOf();
  const account = activeAccount.value;
  return (
    <nav class="menu" data-nav-container aria-label="Menu" data-testid="menu">
      <div class="menu__brand" aria-hidden="true">
        tenfoot
      </div>
      {SECTIONS.map((s) => (
        <button key={s.id} class={`menu__item${here === s.id ? ' menu__item--here' : ''}`} data-focus-key={`menu-${s.id}`} onClick={() => openSection(s.id)} aria-current={here === s.id ? 'page' : undefined}>
          <span class="menu__icon" aria-hidden="true">
            {s.icon}
          </span>
          {s.label}
        </button>
      ))}
      {account ? (
        <button
          class={`menu__item menu__account${here === 'account' ? ' menu__item--here' : ''}`}
          data-focus-key="menu-account"
          data-testid="signed-in-account"
          onClick={() => openSection('account')}
        >
          <Avatar name={account.name} url={account.avatarUrl} size="small" />
          <span class="menu__account-name">{account.name}</span>
        </button>
      ) : null}
    </nav>
  );
}
