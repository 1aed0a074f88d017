import { useEffect } from 'preact/hooks';
import type { Command } from '../nav/keys.ts';
import { onCommand } from '../nav/commands.ts';
import { currentRoute, openSection, routeStack, type TopLevel } from '../state/router.ts';
import { askToSignIn, SECTION_NEEDS_ACCOUNT } from '../state/guest.ts';
import { activeAccount, guest } from '../state/session.ts';
import { Avatar } from '../ui/Avatar.tsx';
import { language, t } from '../i18n/messages.ts';
import { LANGUAGES } from '../i18n/languages.ts';

type ColourKey = Extract<Command, 'red' | 'green' | 'yellow' | 'blue'>;

/** Sections, and the colour key of the remote that opens each from anywhere (its dot is the hint). */
const SECTIONS: { id: TopLevel; label: string; icon: string; key?: ColourKey }[] = [
  { id: 'home', get label() { return t('Home'); }, icon: '⌂', key: 'green' },
  { id: 'subscriptions', get label() { return t('Subscriptions'); }, icon: '★', key: 'blue' },
  { id: 'library', get label() { return t('Library'); }, icon: '▤', key: 'yellow' },
  { id: 'search', get label() { return t('Search'); }, icon: '⌕', key: 'red' },
  { id: 'live', get label() { return t('Live'); }, icon: '◉' }, // not a plain dot: beside the colour keys' dots it read as one more
  { id: 'settings', get label() { return t('Settings'); }, icon: '⚙' },
];

/** The key names of aria-keyshortcuts for the colour keys (what the TV's keydown carries). */
const KEY_NAMES: Record<ColourKey, string> = { red: 'ColorF0Red', green: 'ColorF1Green', yellow: 'ColorF2Yellow', blue: 'ColorF3Blue' };

/** Colour keys open their section, unless a dialog holds focus (it must be answered first). */
function useColourKeys(): void {
  useEffect(
    () =>
      onCommand((command) => {
        const section = SECTIONS.find((s) => s.key === command);
        if (!section || document.querySelector('[data-focus-scope]')) return false;
        open(section.id);
        return true;
      }),
    [],
  );
}

/** A section; for a guest, one that needs an account opens the sign-in screen, saying why. */
function open(section: TopLevel): void {
  const asGuest = guest.peek();
  const why = asGuest ? SECTION_NEEDS_ACCOUNT[section]?.() : undefined;
  if (why) askToSignIn(why, { do: 'open', section });
  else openSection(section, asGuest ? 'search' : 'home');
}

/**
 * The section the current screen belongs to, for the menu's "you are here" mark: the last section
 * opened on the way here. Search opened from an empty playlist's button is Search, not Library,
 * where the way began: Left then OK must not open another screen than the one on show.
 */
function sectionOf(): TopLevel {
  if (currentRoute.value.name === 'account') return 'account';
  const stack = routeStack.value;
  for (let i = stack.length - 1; i >= 1; i--) {
    const name = stack[i]!.name;
    if (SECTIONS.some((s) => s.id === name)) return name as TopLevel;
  }
  const root = stack[0]!.name;
  return (SECTIONS.some((s) => s.id === root) ? root : 'home') as TopLevel;
}

/** The rail at the screen's side (the left, or the right in a right-to-left language): every section one arrow away, and the account at the bottom. */
export function Menu() {
  const here = sectionOf();
  const account = activeAccount.value;
  useColourKeys();
  return (
    <nav class="menu" data-nav-container data-nav-side={LANGUAGES[language.value].dir === 'rtl' ? 'right' : 'left'} aria-label={t('Menu')} data-testid="menu">
      <div class="menu__brand" aria-hidden="true">
        tenfoot
      </div>
      {SECTIONS.map((s) => (
        <button
          key={s.id}
          class={`menu__item${here === s.id ? ' menu__item--here' : ''}`}
          data-focus-key={`menu-${s.id}`}
          onClick={() => open(s.id)}
          aria-current={here === s.id ? 'page' : undefined}
          aria-keyshortcuts={s.key ? KEY_NAMES[s.key] : undefined}
        >
          <span class="menu__icon" aria-hidden="true">
            {s.icon}
            {s.key ? <span class={`menu__key menu__key--${s.key}`} data-testid={`hint-${s.key}`} /> : null}
          </span>
          <span class="menu__label">{s.label}</span>
        </button>
      ))}
      {account ? (
        <button
          class={`menu__item menu__account${here === 'account' ? ' menu__item--here' : ''}`}
          data-focus-key="menu-account"
          aria-current={here === 'account' ? 'page' : undefined}
          data-testid="signed-in-account"
          onClick={() => openSection('account')}
        >
          <Avatar name={account.name} url={account.avatarUrl} size="small" />
          {/* The name in an isolate of its own direction, its box in the menu's: wrapped at 150 % in
              Arabic, "Grace Hopper" aligned to its own start had stood 155 px from its picture. */}
          <span class="menu__account-name clamp-2">
            <bdi>{account.name}</bdi>
          </span>
        </button>
      ) : guest.value ? (
        <button class="menu__item menu__account" data-focus-key="menu-sign-in" data-testid="menu-sign-in" onClick={() => askToSignIn(t('Sign in to see your subscriptions and playlists, subscribe, and make playlists.'))}>
          <span class="menu__icon menu__icon--forward" aria-hidden="true">
            →
          </span>
          <span class="menu__label">{t('Sign in')}</span>
        </button>
      ) : null}
    </nav>
  );
}
