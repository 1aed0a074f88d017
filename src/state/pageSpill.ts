import { durableStore, type KeyValueStore } from '../platform/durableStore.ts';
import { onAccountChange } from './accountChanges.ts';

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

/** Without a usable IndexedDB the pages wait in memory (src/platform/durableStore.ts): slower to grow, never lost. */
export function createPageSpill(store: KeyValueStore = durableStore('tenfoot-spill', 'pages')): PageSpill & { start(): Promise<void> } {
  return {
    start: () => store.clear(),
    put: (key, items) => store.set(key, items),
    get: async (key) => {
      const items = await store.get<unknown[]>(key);
      if (!items) throw new Error(`page ${key} is not in the spill store`);
      return items;
    },
    drop: (keys) => store.delMany(keys as string[]),
  };
}

let shared: PageSpill | undefined;
/** The last emptying of the store: every use waits for it, so a page put now is not cleared by it. */
let emptied: Promise<unknown> = Promise.resolve();
/** Empties the shared store (set once it exists). */
let forget = (): unknown => undefined;

/**
 * The app's one spill store, emptied of an earlier run's pages on first use. Undefined where
 * IndexedDB is missing: long lists then simply stay in memory.
 */
export function pageSpill(): PageSpill | undefined {
  if (typeof indexedDB === 'undefined') return undefined;
  if (!shared) {
    const spill = createPageSpill();
    emptied = spill.start().catch(() => undefined);
    shared = {
      put: (key, items) => emptied.then(() => spill.put(key, items)),
      get: (key) => emptied.then(() => spill.get(key)),
      drop: (keys) => emptied.then(() => spill.drop(keys)),
    };
    forget = () => (emptied = emptied.then(() => spill.start()).catch(() => undefined));
  }
  return shared;
}

/**
 * Empties the store when another account comes on screen (or none): the screens whose lists
 * spilled are gone, and one account's results must not wait on disk under another's.
 */
export function forgetSpilledPages(): void {
  forget();
}
onAccountChange(forgetSpilledPages);
