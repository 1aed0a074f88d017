import { signal } from '@preact/signals';
import { durableStore, type KeyValueStore } from '../platform/durableStore.ts';

/**
 * Where the accounts' PINs are kept (IndexedDB, as salted hashes: src/state/pins.ts makes and
 * checks them) and which accounts have one: what start-up and sign-out need, without the
 * hashing code.
 */
export interface StoredPin {
  salt: string;
  hash: string;
  iterations: number;
}

let db: KeyValueStore | undefined;
export const pinStore = () => (db ??= durableStore('tenfoot-pins', 'pins'));

/** Accounts with a PIN, for the screens (filled by loadPins). */
export const accountsWithPin = signal<ReadonlySet<string>>(new Set());

export async function hasPin(accountId: string): Promise<boolean> {
  return !!(await pinStore().get<StoredPin>(accountId));
}

/** Which of these accounts have a PIN. */
export async function loadPins(accountIds: readonly string[]): Promise<void> {
  const found = await Promise.all(accountIds.map(async (id) => ((await hasPin(id)) ? id : undefined)));
  accountsWithPin.value = new Set(found.filter((id): id is string => !!id));
}

/** An account signed out: its PIN goes with it. */
export async function forgetPin(accountId: string): Promise<void> {
  await pinStore().del(accountId);
  const left = new Set(accountsWithPin.value);
  left.delete(accountId);
  accountsWithPin.value = left;
}

/** For tests: a store of their own. */
export function usePinStore(store: KeyValueStore): void {
  db = store;
  accountsWithPin.value = new Set();
}
