import { clear, createStore, delMany, get, set, type UseStore } from 'idb-keyval';

/**
 * Where the pages of a long list wait while the viewer is far from them: IndexedDB, so the JS
 * heap holds only the pages near the screen however far the viewer pages (issue 4's budget: no
 * heap growth after the first few pages). Asking the API again instead would cost quota (a search
 * page is 100 units) and could bring a list that changed meanwhile.
 *
 * Pages are scratch data of this run: the store is emptied when the app starts (start()), so a
 * list seen under one account never outlives the run that showed it.
 */
export interface PageSpill {
  put(key: string, items: readonly unknown[]): Promise<void>;
  /** The page stored under key; rejects when it is not there. */
  get(key: string): Promise<unknown[]>;
  drop(keys: readonly string[]): Promise<void>;
}

export function createPageSpill(store: UseStore = createStore('tenfoot-spill', 'pages')): PageSpill & { start(): Promise<void> } {
  return {
    start: () => clear(store),
    put: (key, items) => set(key, items, store),
    get: async (key) => {
      const items = await get<unknown[]>(key, store);
      if (!items) throw new Error(`page ${key} is not in the spill store`);
      return items;
    },
    drop: (keys) => delMany(keys as string[], store),
  };
}

let shared: (PageSpill & { start(): Promise<void> }) | undefined;

/**
 * The app's one spill store, emptied of an earlier run's pages on first use. Undefined where
 * IndexedDB is missing: long lists then simply stay in memory.
 */
export function pageSpill(): PageSpill | undefined {
  if (typeof indexedDB === 'undefined') return undefined;
  if (!shared) {
    const spill = createPageSpill();
    const started = spill.start().catch(() => undefined);
    // Every use waits for the emptying, so a page put now is not cleared by it.
    shared = {
      start: () => started,
      put: (key, items) => started.then(() => spill.put(key, items)),
      get: (key) => started.then(() => spill.get(key)),
      drop: (keys) => started.then(() => spill.drop(keys)),
    };
  }
  return shared;
}
