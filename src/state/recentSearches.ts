import { durableStore, type KeyValueStore } from '../platform/durableStore.ts';

/** The last searches of each account, in IndexedDB (per account: people don't share their history). */
const MAX = 8;
let store: KeyValueStore | undefined;
const db = () => (store ??= durableStore('tenfoot-searches', 'recent'));

export async function recentSearches(accountId: string): Promise<string[]> {
  return (await db().get<string[]>(accountId)) ?? [];
}

export async function rememberSearch(accountId: string, query: string): Promise<string[]> {
  const q = query.trim();
  if (!q) return recentSearches(accountId);
  const list = [q, ...(await recentSearches(accountId)).filter((x) => x.toLowerCase() !== q.toLowerCase())].slice(0, MAX);
  await db().set(accountId, list);
  return list;
}
