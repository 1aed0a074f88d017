import { localStoreIfUsable } from '../platform/localStore.ts';

/*
 * Whether this TV keeps an account, marked in localStorage beside the accounts themselves
 * (IndexedDB, src/auth/tokenStore.ts): localStorage answers synchronously at start. IndexedDB
 * answers later, and on an engine before Chromium 71 (no `indexedDB.databases()`) a first start
 * must open the database, creating it, to learn that it holds nothing: on Chromium 64 at CPU 4x
 * the accounts were known 150-250 ms after config.json, and the sign-in code's request and its
 * screen's chunk waited for them (docs/performance.md).
 *
 * Only a mark, never an account or a token. It starts early what a TV with no account needs; what
 * the TV shows still waits for IndexedDB's answer. A mark lost with localStorage (some TV browsers
 * wipe it) costs a returning viewer the sign-in screen's chunk and one code request, both unused,
 * never a wrong screen; the store's next answer marks the account again.
 */

const KEY = 'tenfoot-accounts-stored';

export interface AccountsMark {
  /** True when localStorage answers and no account is marked: this TV very likely keeps none. */
  noneStored(): boolean;
  /** Marks how many accounts the TV keeps (only whether there are any is written). */
  record(count: number): void;
}

export function accountsMark(storage: () => Storage | undefined = localStoreIfUsable): AccountsMark {
  return {
    noneStored() {
      try {
        const s = storage();
        return s !== undefined && s.getItem(KEY) === null;
      } catch {
        return false; // unknown: wait for IndexedDB
      }
    },
    record(count) {
      try {
        const s = storage();
        // Written only when it changes: the store lists its accounts at every token refresh.
        if (count > 0 && s?.getItem(KEY) === null) s.setItem(KEY, '1');
        else if (count === 0 && s?.getItem(KEY) !== null) s?.removeItem(KEY);
      } catch {
        // A full or blocked localStorage: the start waits for IndexedDB, as without the mark.
      }
    },
  };
}
