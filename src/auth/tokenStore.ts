import { durableStore, storageIsDurable, type KeyValueStore } from '../platform/durableStore.ts';
import { accountsMark, type AccountsMark } from './accountsMark.ts';

/** An account signed in on this TV. The refresh token lives here, in IndexedDB, and nowhere else. */
export interface StoredAccount {
  /** The account's own channel id: stable, and what the picker and recent searches key on. */
  id: string;
  name: string;
  avatarUrl: string;
  refreshToken: string;
  scope: string;
  addedAt: number;
}

const ACCOUNTS = 'accounts';
/** A key earlier versions wrote at every start (which account was active) and nothing read. */
const FORMER_LAST_ACTIVE = 'lastActiveAccount';

/**
 * Refresh tokens in IndexedDB via idb-keyval (never localStorage: it is synchronous, shared with
 * every script on the origin by design, and some TV browsers wipe it; refresh tokens are kept
 * durably and reused: docs/reference/facts.md, Tokens: keeping refresh tokens). Where the TV has
 * no usable IndexedDB they are kept in memory, for this run only (src/platform/durableStore.ts).
 */
export function createTokenStore(store: KeyValueStore = durableStore('tenfoot', 'auth'), mark: AccountsMark = accountsMark()) {
  /**
   * Marks whether the TV keeps any account (src/auth/accountsMark.ts): none when they are only in
   * memory (no usable IndexedDB), as the next start will find none.
   */
  const remember = (count: number) => mark.record(storageIsDurable() ? count : 0);
  /** Changes the stored list, and marks whether any account is left. */
  const change = async (edit: (list: StoredAccount[]) => StoredAccount[]) => {
    let count = 0;
    await store.update<StoredAccount[]>(ACCOUNTS, (list = []) => {
      const next = edit(list);
      count = next.length;
      return next;
    });
    remember(count);
  };
  return {
    /** Synchronous, at start: no account is marked stored, so a sign-in code will very likely be wanted. */
    noneMarked: () => mark.noneStored(),
    async list(): Promise<StoredAccount[]> {
      const list = (await store.get<StoredAccount[]>(ACCOUNTS)) ?? [];
      remember(list.length); // a mark lost or left behind is set right by the store's answer
      return list;
    },
    async find(id: string): Promise<StoredAccount | undefined> {
      return (await this.list()).find((a) => a.id === id);
    },
    /** Adds the account, or replaces the stored one with the same id (a second sign-in). */
    async put(account: StoredAccount): Promise<void> {
      await change((list) => [...list.filter((a) => a.id !== account.id), account]);
    },
    async remove(id: string): Promise<void> {
      await change((list) => list.filter((a) => a.id !== id));
      // Earlier versions kept the last active account's id, never read: it goes at the first removal.
      await store.del(FORMER_LAST_ACTIVE);
    },
  };
}

export type TokenStore = ReturnType<typeof createTokenStore>;
