import { createStore, get, set, type UseStore } from 'idb-keyval';

/** The last searches of each account, in IndexedDB (per account: people don't share their history). */
const MAX = 8;
let store: UseStore | undefined;
const db = () => (store ??= createStore('tenfoot-searches', 'recent'));

export async function recentSearches(accountId: string): Promise<string[]> {
  return (await get<string[]>(accountId, db())) ?? [];
}

export async function rememberSearch(accountId: string, query: string): Promise<string[]> {
  const q = query.trim();
  if (!q) return recentSearches(accountId);
  const list = [q, ...(await recentSearches(accountId)).filter((x) => x.toLowerCase() !== q.toLowerCase())].slice(0, MAX);
  await set(accountId, list, db());
  return list;
}
