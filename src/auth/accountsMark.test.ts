import { describe, expect, it } from 'vitest';
import { accountsMark } from './accountsMark.ts';

/** A Storage of the few calls the mark makes, over a Map; `fail` makes each call throw. */
function fakeStorage(fail = false): Storage {
  const map = new Map<string, string>();
  const check = () => {
    if (fail) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  };
  return {
    getItem: (key: string) => (check(), map.get(key) ?? null),
    setItem: (key: string, value: string) => (check(), void map.set(key, value)),
    removeItem: (key: string) => (check(), void map.delete(key)),
  } as Storage;
}

describe('the mark that an account is stored', () => {
  it('says none on a first start, some once an account is stored, and none again when the last goes', () => {
    const storage = fakeStorage();
    const mark = accountsMark(() => storage);
    expect(mark.noneStored()).toBe(true);
    mark.record(2);
    expect(mark.noneStored()).toBe(false);
    mark.record(1);
    expect(mark.noneStored()).toBe(false);
    mark.record(0);
    expect(mark.noneStored()).toBe(true);
  });

  it('keeps only whether there are accounts: nothing of them', () => {
    const storage = fakeStorage();
    accountsMark(() => storage).record(3);
    expect(storage.getItem('tenfoot-accounts-stored')).toBe('1');
  });

  it('does not say none where localStorage is missing or refuses: the start waits for IndexedDB', () => {
    expect(accountsMark(() => undefined).noneStored()).toBe(false);
    expect(accountsMark(() => fakeStorage(true)).noneStored()).toBe(false);
    expect(
      accountsMark(() => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      }).noneStored(),
    ).toBe(false);
  });

  it('a full or blocked localStorage loses the mark quietly', () => {
    expect(() => accountsMark(() => fakeStorage(true)).record(1)).not.toThrow();
    expect(() => accountsMark(() => undefined).record(0)).not.toThrow();
  });

  it('writes only when it changes: the store lists its accounts at every token refresh', () => {
    const storage = fakeStorage();
    let writes = 0;
    const counting = { ...storage, getItem: storage.getItem, setItem: (k: string, v: string) => (writes++, storage.setItem(k, v)), removeItem: (k: string) => (writes++, storage.removeItem(k)) } as Storage;
    const mark = accountsMark(() => counting);
    mark.record(0);
    mark.record(1);
    mark.record(2);
    mark.record(1);
    expect(writes).toBe(1);
    mark.record(0);
    mark.record(0);
    expect(writes).toBe(2);
  });
});
