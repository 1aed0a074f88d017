import { computed } from '@preact/signals';
import { durableStore, type KeyValueStore } from '../platform/durableStore.ts';
import { changeSetting, settings } from './settings.ts';

/**
 * Where the accounts' PINs are kept (IndexedDB, as salted hashes: src/state/pins.ts makes and
 * checks them) and which accounts have one: what start-up and sign-out need, without the
 * hashing code.
 */
export interface StoredPin {
  salt: string;
  hash: string;
  iterations: number;
  /** Wrong PINs in a row since the last right one (src/state/pins.ts, checkPin). */
  failures?: number;
  /** No PIN is checked before this time (ms since 1970): the wait after too many wrong ones. */
  waitUntil?: number;
}

let db: KeyValueStore | undefined;
export const pinStore = () => (db ??= durableStore('tenfoot-pins', 'pins'));

/** Accounts with a PIN (Settings' list: read synchronously at start and by every screen). */
export const accountsWithPin = computed<ReadonlySet<string>>(() => new Set(settings.value.pinned));

/** The account asks for a PIN from now on, or no longer. */
export function markPinned(accountId: string, pinned: boolean): void {
  const others = settings.peek().pinned.filter((id) => id !== accountId);
  changeSetting('pinned', pinned ? [...others, accountId] : others);
}

export async function hasPin(accountId: string): Promise<boolean> {
  return !!(await pinStore().get<StoredPin>(accountId));
}

/** An account whose hash is stored is marked as asking, whatever Settings' list lost (a cleared localStorage). */
export async function loadPins(accountIds: readonly string[]): Promise<void> {
  for (const id of accountIds) if (!accountsWithPin.peek().has(id) && (await hasPin(id))) markPinned(id, true);
}

/** An account signed out: its PIN goes with it. */
export async function forgetPin(accountId: string): Promise<void> {
  await pinStore().del(accountId);
  markPinned(accountId, false);
}

/** For tests: a store of their own. */
export function usePinStore(store: KeyValueStore): void {
  db = store;
  changeSetting('pinned', []);
}
