import { durableStore, type KeyValueStore } from '../platform/durableStore.ts';

/**
 * The last searches of each account, in IndexedDB (per account: people don't share their
 * history). A guest's are kept in memory only, until the app closes: a TV in a shared room must
 * not show the next viewer what someone searched without signing in.
 */
const MAX = 8;
let store: KeyValueStore | undefined;
const db = () => (store ??= durableStore('tenfoot-searches', 'recent'));
let guestSearches: string[] = [];

/** `accountId` undefined: the guest's. */
export async function recentSearches(accountId: string | undefined): Promise<string[]> {
  if (!accountId) return guestSearches;
  return (await db().get<string[]>(accountId)) ?? [];
}

export async function rememberSearch(accountId: string | undefined, query: string): Promise<string[]> {
  const q = query.trim();
  if (!q) return recentSearches(accountId);
  const list = [q, ...(await recentSearches(accountId)).filter((x) => x.toLowerCase() !== q.toLowerCase())].slice(0, MAX);
  if (accountId) await db().set(accountId, list);
  else guestSearches = list;
  return list;
}
