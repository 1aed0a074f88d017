/*
 * Whether this TV has an account stored, marked in localStorage beside the accounts themselves
 * (IndexedDB, src/auth/tokenStore.ts): localStorage answers synchronously at start. IndexedDB
 * answers later, and on an engine before Chromium 71 (no `indexedDB.databases()`) a first start
 * must open the database, creating it, to learn that it holds nothing: on Chromium 64 at CPU 4x
 * the accounts were known about 250 ms after config.json, and the sign-in code's request and its
 * screen's chunk waited for them (docs/performance.md).
 *
 * Only a mark, never an account or a token. It starts early what a TV with no account needs; what
 * the TV shows still waits for IndexedDB's answer. A mark lost with localStorage (some TV browsers
 * wipe it) costs an unused code request, never a wrong screen.
 */

const KEY = 'tenfoot.accountsStored';

export interface AccountsMark {
  /** True when localStorage answers and no account is marked: this TV very likely has none. */
  noneStored(): boolean;
  /** Marks how many accounts the store now holds (only whether there are any is kept). */
  record(count: number): void;
}

function localStorageIfUsable(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined; // a SecurityError where storage is blocked
  }
}

export function accountsMark(storage: () => Storage | undefined = localStorageIfUsable): AccountsMark {
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
        if (count > 0) s?.setItem(KEY, '1');
        else s?.removeItem(KEY);
      } catch {
        // A full or blocked localStorage: the start waits for IndexedDB, as without the mark.
      }
    },
  };
}
