import 'fake-indexeddb/auto';
import { createStore } from 'idb-keyval';
import { describe, expect, it } from 'vitest';
import { idbStore } from '../platform/durableStore.ts';
import { accountsMark } from './accountsMark.ts';
import { createTokenStore, type StoredAccount } from './tokenStore.ts';

let n = 0;
const freshStore = () => createTokenStore(idbStore(createStore(`tenfoot-test-${++n}`, 'auth')));
const account = (id: string, refreshToken = `rt-${id}`): StoredAccount => ({ id, name: `Name ${id}`, avatarUrl: '', refreshToken, scope: 'video', addedAt: 1 });

describe('token store (IndexedDB via idb-keyval)', () => {
  it('starts empty', async () => {
    expect(await freshStore().list()).toEqual([]);
  });

  it('keeps several accounts, and a second sign-in of one replaces its token', async () => {
    const store = freshStore();
    await store.put(account('a'));
    await store.put(account('b'));
    await store.put(account('a', 'rt-new'));
    const list = await store.list();
    expect(list.map((a) => a.id).sort()).toEqual(['a', 'b']);
    expect((await store.find('a'))?.refreshToken).toBe('rt-new');
  });

  it('survives a new store instance on the same database (a reload)', async () => {
    const name = `tenfoot-reload-${++n}`;
    await createTokenStore(idbStore(createStore(name, 'auth'))).put(account('a'));
    expect((await createTokenStore(idbStore(createStore(name, 'auth'))).find('a'))?.refreshToken).toBe('rt-a');
  });

  it('remove() deletes the account, and the last-active mark earlier versions kept', async () => {
    const kv = idbStore(createStore(`tenfoot-test-${++n}`, 'auth'));
    const store = createTokenStore(kv);
    await store.put(account('a'));
    await store.put(account('b'));
    await kv.set('lastActiveAccount', 'b');
    await store.remove('a');
    expect((await store.list()).map((a) => a.id)).toEqual(['b']);
    expect(await kv.get('lastActiveAccount')).toBeUndefined();
  });


  it('marks in localStorage whether any account is stored: set by a sign-in, cleared with the last account, set right by a list', async () => {
    const map = new Map<string, string>();
    const storage = { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k) } as Storage;
    const name = `tenfoot-mark-${++n}`;
    const store = createTokenStore(idbStore(createStore(name, 'auth')), accountsMark(() => storage));
    expect(store.noneMarked()).toBe(true);
    await store.put(account('a'));
    await store.put(account('b'));
    expect(store.noneMarked()).toBe(false);
    await store.remove('a');
    expect(store.noneMarked()).toBe(false);
    await store.remove('b');
    expect(store.noneMarked()).toBe(true);
    // The mark lost (a TV that wiped localStorage) while the account is kept: the list sets it again.
    await store.put(account('c'));
    map.clear();
    expect(store.noneMarked()).toBe(true);
    expect((await store.list()).map((a) => a.id)).toEqual(['c']);
    expect(store.noneMarked()).toBe(false);
    expect([...map]).toEqual([['tenfoot-accounts-stored', '1']]); // a mark, never an account or a token
  });
});
