import { createStore, del, get, set, update, type UseStore } from 'idb-keyval';

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
const LAST_ACTIVE = 'lastActiveAccount';

/**
 * Refresh tokens in IndexedDB via idb-keyval (never localStorage: it is synchronous, shared with
 * every script on the origin by design, and some TV browsers wipe it; refresh tokens are kept
 * durably and reused: docs/reference/facts.md, Tokens: keeping refresh tokens).
 */
export function createTokenStore(store: UseStore = createStore('tenfoot', 'auth')) {
  return {
    async list(): Promise<StoredAccount[]> {
      return (await get<StoredAccount[]>(ACCOUNTS, store)) ?? [];
    },
    async find(id: string): Promise<StoredAccount | undefined> {
      return (await this.list()).find((a) => a.id === id);
    },
    /** Adds the account, or replaces the stored one with the same id (a second sign-in). */
    async put(account: StoredAccount): Promise<void> {
      await update<StoredAccount[]>(ACCOUNTS, (list = []) => [...list.filter((a) => a.id !== account.id), account], store);
    },
    async remove(id: string): Promise<void> {
      await update<StoredAccount[]>(ACCOUNTS, (list = []) => list.filter((a) => a.id !== id), store);
      if ((await get<string>(LAST_ACTIVE, store)) === id) await del(LAST_ACTIVE, store);
    },
    async lastActive(): Promise<string | undefined> {
      return get<string>(LAST_ACTIVE, store);
    },
    async setLastActive(id: string): Promise<void> {
      await set(LAST_ACTIVE, id, store);
    },
  };
}

export type TokenStore = ReturnType<typeof createTokenStore>;
