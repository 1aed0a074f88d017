import { effect, signal } from '@preact/signals';
import { isLanguage, type Language } from '../i18n/languages.ts';
import { localStoreIfUsable } from '../platform/localStore.ts';

/**
 * The viewer's settings for this TV (the Settings screen). Each applies at once and survives a
 * reload: kept in localStorage, which answers synchronously at start, before the first screen
 * draws in the wrong language or size. None is a secret (PINs are kept apart, hashed: pins.ts);
 * where localStorage is unusable (some private modes) they last for the run.
 */
export type TextScale = 1 | 1.25 | 1.5;
export const TEXT_SCALES: readonly TextScale[] = [1, 1.25, 1.5];

export interface Settings {
  /** 'auto': the TV's own language. */
  language: Language | 'auto';
  textScale: TextScale;
  /** The app's own Reduce motion, on top of the platform's (prefers-reduced-motion). */
  reduceMotion: boolean;
  /** The account that opens at start without "Who's watching?", or 'ask' every time. */
  startAccount: string | 'ask';
  /**
   * The accounts that ask for a PIN (their hashes are in IndexedDB: src/state/pins.ts). Kept here
   * too, where it is read synchronously, so a start never opens such an account unasked.
   */
  pinned: readonly string[];
}

export const DEFAULT_SETTINGS: Settings = { language: 'auto', textScale: 1, reduceMotion: false, startAccount: 'ask', pinned: [] };
const KEY = 'tenfoot-settings';

/** What was stored, each field checked: a hand-edited or older value falls back to its default. */
export function readSettings(raw: string | null): Settings {
  let stored: Partial<Record<keyof Settings, unknown>> = {};
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (parsed && typeof parsed === 'object') stored = parsed as typeof stored;
  } catch {
    // Unreadable: the defaults.
  }
  return {
    language: stored.language === 'auto' || isLanguage(stored.language) ? stored.language : DEFAULT_SETTINGS.language,
    textScale: TEXT_SCALES.includes(stored.textScale as TextScale) ? (stored.textScale as TextScale) : DEFAULT_SETTINGS.textScale,
    reduceMotion: typeof stored.reduceMotion === 'boolean' ? stored.reduceMotion : DEFAULT_SETTINGS.reduceMotion,
    startAccount: typeof stored.startAccount === 'string' && stored.startAccount ? stored.startAccount : DEFAULT_SETTINGS.startAccount,
    pinned: Array.isArray(stored.pinned) ? stored.pinned.filter((id): id is string => typeof id === 'string') : DEFAULT_SETTINGS.pinned,
  };
}


function load(): Settings {
  try {
    return readSettings(localStoreIfUsable()?.getItem(KEY) ?? null);
  } catch {
    return DEFAULT_SETTINGS;
  }
}

export const settings = signal<Settings>(load());

/** Changes one setting: on screen at once, kept for the next start. */
export function changeSetting<K extends keyof Settings>(key: K, value: Settings[K]): void {
  settings.value = { ...settings.value, [key]: value };
  try {
    localStoreIfUsable()?.setItem(KEY, JSON.stringify(settings.value));
  } catch {
    // Full or blocked: the setting still holds for this run.
  }
}

/**
 * The page follows the settings: text size as a factor the stylesheet's font sizes multiply by
 * (--text-scale), and Reduce motion as an attribute the stylesheet and the glides read.
 */
export function applySettingsToPage(root: HTMLElement = document.documentElement): () => void {
  return effect(() => {
    const { textScale, reduceMotion } = settings.value;
    root.style.setProperty('--text-scale', String(textScale));
    root.setAttribute('data-text-scale', String(textScale));
    if (reduceMotion) root.setAttribute('data-reduce-motion', '');
    else root.removeAttribute('data-reduce-motion');
  });
}
