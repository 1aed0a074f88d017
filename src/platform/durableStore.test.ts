import 'fake-indexeddb/auto';
import { createStore, type UseStore } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

let n = 0;
/** A fresh copy of the module for each test: whether storage is durable is the run's, once lost. */
let mod: typeof import('./durableStore.ts');
beforeEach(async () => {
  vi.resetModules();
  mod = await import('./durableStore.ts');
});
afterEach(() => vi.useRealTimers());
const durableStore = (...args: Parameters<typeof import('./durableStore.ts').durableStore>) => mod.durableStore(...args);
const storageIsDurable = () => mod.storageIsDurable();

async function exercise(store: ReturnType<typeof durableStore>) {
  await store.set('a', 1);
  await store.update<number>('a', (old) => (old ?? 0) + 1);
  await store.set('b', 'x');
  await store.delMany(['b']);
  return { a: await store.get('a'), b: await store.get('b') };
}

describe('the durable store', () => {
  it('keeps values in IndexedDB when it works', async () => {
    const name = `durable-${++n}`;
    expect(await exercise(durableStore(name, 'kv'))).toEqual({ a: 2, b: undefined });
    expect(await durableStore(name, 'kv').get('a')).toBe(2); // another instance: a reload
    expect(storageIsDurable()).toBe(true);
  });

  const broken: [string, () => UseStore][] = [
    ['there is no indexedDB', () => { throw new ReferenceError('indexedDB is not defined'); }],
    ['open throws', () => { throw new DOMException('The user denied permission', 'InvalidStateError'); }],
    ['the first call throws (idb-keyval opens lazily)', () => (() => { throw new DOMException('The user denied permission', 'InvalidStateError'); }) as unknown as UseStore],
    ['its request errors', () => (() => Promise.reject(new DOMException('open failed', 'UnknownError'))) as unknown as UseStore],
  ];
  for (const [how, open] of broken) {
    it(`answers from memory when ${how}, and says so`, async () => {
      const store = durableStore(`broken-${++n}`, 'kv', open);
      expect(await exercise(store)).toEqual({ a: 2, b: undefined });
      expect(storageIsDurable()).toBe(false);
      // Every store of the app goes to memory from then on, without trying IndexedDB again.
      const other = vi.fn(() => createStore(`other-${++n}`, 'kv'));
      await durableStore('other', 'kv', other).set('k', 'v');
      expect(other).not.toHaveBeenCalled();
    });
  }

  it('takes an IndexedDB that never answers for none, after 3 s', async () => {
    vi.useFakeTimers();
    const silent = (() => new Promise(() => undefined)) as unknown as UseStore;
    const store = durableStore(`silent-${++n}`, 'kv', () => silent, () => new Promise(() => undefined));
    const got = store.get('a');
    await vi.advanceTimersByTimeAsync(3000);
    await expect(got).resolves.toBeUndefined();
    expect(storageIsDurable()).toBe(false);
  });

  it('answers a first read without creating the database, when the engine says it does not exist yet', async () => {
    const name = `first-start-${++n}`;
    const open = vi.fn(() => createStore(name, 'kv'));
    const store = durableStore(name, 'kv', open);
    expect(await store.get('accounts')).toBeUndefined();
    expect(open).not.toHaveBeenCalled();
    expect((await indexedDB.databases()).some((db) => db.name === name)).toBe(false);
    // The first write creates it, and reads go to it from then on.
    await store.set('accounts', ['ada']);
    expect(await store.get('accounts')).toEqual(['ada']);
    expect(await durableStore(name, 'kv').get('accounts')).toEqual(['ada']); // a reload
    expect(storageIsDurable()).toBe(true);
  });

  it('opens the database to read where the engine cannot say whether it exists (Chromium 64-70)', async () => {
    const name = `old-engine-${++n}`;
    await durableStore(name, 'kv').set('k', 'v');
    const open = vi.fn(() => createStore(name, 'kv'));
    expect(await durableStore(name, 'kv', open, async () => undefined).get('k')).toBe('v');
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('takes an engine whose database list never answers for one without IndexedDB, after 3 s', async () => {
    vi.useFakeTimers();
    const open = vi.fn(() => createStore(`never-${++n}`, 'kv'));
    const got = durableStore(`never-${n}`, 'kv', open, () => new Promise(() => undefined)).get('a');
    await vi.advanceTimersByTimeAsync(3000);
    await expect(got).resolves.toBeUndefined();
    expect(open).not.toHaveBeenCalled();
    expect(storageIsDurable()).toBe(false);
  });
});
