import { clear, createStore, del, delMany, get, set, update, type UseStore } from 'idb-keyval';

/** The few key-value calls the app makes of IndexedDB (idb-keyval's, by the same names). */
export interface KeyValueStore {
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown): Promise<void>;
  update<T>(key: string, change: (old: T | undefined) => T): Promise<void>;
  del(key: string): Promise<void>;
  delMany(keys: string[]): Promise<void>;
  clear(): Promise<void>;
}

/** An idb-keyval store as a KeyValueStore. */
export function idbStore(store: UseStore): KeyValueStore {
  return {
    get: (key) => get(key, store),
    set: (key, value) => set(key, value, store),
    update: (key, change) => update(key, change, store),
    del: (key) => del(key, store),
    delMany: (keys) => delMany(keys, store),
    clear: () => clear(store),
  };
}

/** A KeyValueStore in memory: gone when the app closes. */
export function memoryStore(): KeyValueStore {
  const map = new Map<string, unknown>();
  return {
    get: async <T>(key: string) => map.get(key) as T | undefined,
    set: async (key, value) => void map.set(key, value),
    update: async <T>(key: string, change: (old: T | undefined) => T) => void map.set(key, change(map.get(key) as T | undefined)),
    del: async (key) => void map.delete(key),
    delMany: async (keys) => keys.forEach((key) => map.delete(key)),
    clear: async () => map.clear(),
  };
}

/** A broken IndexedDB may never answer: after this long, the TV is taken to have none. */
const NO_ANSWER_MS = 3000;

let durable = true;

/** False once IndexedDB was found unusable: what the app stores is then kept for this run only. */
export function storageIsDurable(): boolean {
  return durable;
}

function storageLost(): void {
  durable = false;
}

function withinNoAnswer<T>(work: Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('IndexedDB did not answer')), NO_ANSWER_MS);
    work.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error: unknown) => (clearTimeout(timer), reject(error)),
    );
  });
}

/**
 * Whether the database exists, asked without opening it (opening creates it): undefined where
 * the engine cannot say (`indexedDB.databases` came in Chromium 71) or the question fails.
 */
export function databaseExists(name: string): Promise<boolean | undefined> {
  try {
    if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return Promise.resolve(undefined);
    return indexedDB.databases().then(
      (list) => list.some((db) => db.name === name),
      () => undefined,
    );
  } catch {
    return Promise.resolve(undefined);
  }
}

/**
 * IndexedDB through idb-keyval, opened on first use; where IndexedDB can't be used (no
 * `indexedDB` in private modes and some TV browsers, `open` throwing, its request failing, or no
 * answer at all) every store of the app answers from memory instead, for the rest of the run, and
 * storageIsDurable() says so, so the viewer can be told.
 *
 * A read before anything was ever written (a TV's first start) is answered without opening the
 * database, when the engine can say that it does not exist yet: creating it is the slowest thing
 * IndexedDB does (120-300 ms at CPU 4x in Chromium 156, docs/performance.md), and it would stand
 * between a new viewer and the sign-in code. The first write creates it.
 */
export function durableStore(
  dbName: string,
  storeName: string,
  open: () => UseStore = () => createStore(dbName, storeName),
  exists: () => Promise<boolean | undefined> = () => databaseExists(dbName),
): KeyValueStore {
  let idb: KeyValueStore | undefined;
  let existence: Promise<boolean | undefined> | undefined;
  const memory = memoryStore();
  const run = <T>(call: (store: KeyValueStore) => Promise<T>): Promise<T> => {
    if (!durable) return call(memory);
    let answer: Promise<T>;
    try {
      // idb-keyval opens the database on first use: a missing or refusing IndexedDB throws here.
      answer = call((idb ??= idbStore(open())));
    } catch {
      storageLost();
      return call(memory);
    }
    return withinNoAnswer(answer).catch(() => {
      storageLost();
      return call(memory);
    });
  };
  /** A read: nothing to read in a database never created, unless a write has opened it since. */
  const read = <T>(call: (store: KeyValueStore) => Promise<T>, nothing: T): Promise<T> => {
    if (idb || !durable) return run(call);
    // An IndexedDB that does not answer this either is taken for none, as below.
    existence ??= withinNoAnswer(exists()).catch(() => (storageLost(), undefined));
    return existence.then((there) => (there === false && !idb ? nothing : run(call)));
  };
  return {
    get: <T>(key: string) => read<T | undefined>((s) => s.get<T>(key), undefined),
    set: (key, value) => run((s) => s.set(key, value)),
    update: (key, change) => run((s) => s.update(key, change)),
    del: (key) => run((s) => s.del(key)),
    delMany: (keys) => run((s) => s.delMany(keys)),
    clear: () => run((s) => s.clear()),
  };
}
