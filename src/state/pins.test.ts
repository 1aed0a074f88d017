import { pbkdf2Sync } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { memoryStore } from '../platform/durableStore.ts';
import { accountsWithPin, checkPin, isValidPin, loadPins, removePin, setPin, usePinStore, waitAfterWrong, pinWaitUntil } from './pins.ts';

describe('a PIN per account', () => {
  let store = memoryStore();
  beforeEach(() => {
    store = memoryStore();
    usePinStore(store);
  });

  it('keeps a salted hash, never the digits', async () => {
    await setPin('acct-ada', '4711');
    const kept = await store.get<{ salt: string; hash: string; iterations: number }>('acct-ada');
    // Nothing kept but the salt, the hash and its cost; the hash is PBKDF2-HMAC-SHA-256 of the
    // digits with that salt, as Node's own crypto computes it. (Looking for "4711" in the text
    // failed once in a few hundred runs: a random hex hash can hold those four digits.)
    expect(Object.keys(kept!).sort()).toEqual(['hash', 'iterations', 'salt']);
    expect(kept!.hash).toBe(pbkdf2Sync('4711', Buffer.from(kept!.salt, 'hex'), kept!.iterations, 32, 'sha256').toString('hex'));
    expect(kept!.salt).toMatch(/^[0-9a-f]{32}$/);
    expect(kept!.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(kept!.iterations).toBeGreaterThanOrEqual(10_000);
    // The same PIN for another account hashes otherwise: a salt of its own.
    await setPin('acct-grace', '4711');
    expect((await store.get<{ hash: string }>('acct-grace'))!.hash).not.toBe(kept!.hash);
  });

  it('accepts the right PIN and refuses any other', async () => {
    await setPin('acct-ada', '4711');
    expect(await checkPin('acct-ada', '4711')).toEqual({ right: true });
    expect(await checkPin('acct-ada', '4712')).toEqual({ right: false });
    expect(await checkPin('acct-ada', '')).toEqual({ right: false });
    expect(await checkPin('acct-grace', '0000')).toEqual({ right: true }); // no PIN: nothing to ask
  });

  it('waits after too many wrong PINs in a row: none for two, then 30 s doubling, 15 minutes at most', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 20].map((n) => waitAfterWrong(n) / 1000)).toEqual([0, 0, 30, 60, 120, 240, 480, 900, 900, 900]);
  });

  it('counts wrong PINs with the hash, checks none while waiting, and a right one clears the count', async () => {
    await setPin('acct-ada', '4711');
    const t0 = 1_000_000;
    expect(await checkPin('acct-ada', '0001', t0)).toEqual({ right: false });
    expect(await checkPin('acct-ada', '0002', t0 + 1)).toEqual({ right: false });
    expect(await checkPin('acct-ada', '0003', t0 + 2)).toEqual({ right: false, waitUntil: t0 + 2 + 30_000 });
    // Kept in the store, where a restart reads it.
    expect(await store.get('acct-ada')).toMatchObject({ failures: 3, waitUntil: t0 + 2 + 30_000 });
    // Waiting: even the right PIN is not checked.
    expect(await checkPin('acct-ada', '4711', t0 + 10_000)).toEqual({ right: false, waitUntil: t0 + 2 + 30_000 });
    // After the wait a wrong one waits twice as long; the right one opens and clears the count.
    expect(await checkPin('acct-ada', '0004', t0 + 40_000)).toEqual({ right: false, waitUntil: t0 + 40_000 + 60_000 });
    expect(await checkPin('acct-ada', '4711', t0 + 100_001)).toEqual({ right: true });
    expect(await store.get('acct-ada')).not.toHaveProperty('failures');
    expect(await checkPin('acct-ada', '0005', t0 + 100_002)).toEqual({ right: false });
  });

  it("a wait longer than any the count sets (the TV's clock went back) starts again from now, at the count's length: no try is freed", async () => {
    await setPin('acct-ada', '4711');
    const kept = (await store.get<Record<string, unknown>>('acct-ada'))!;
    await store.set('acct-ada', { ...kept, failures: 3, waitUntil: 5_000_000_000 });
    expect(await pinWaitUntil('acct-ada', 1_000_000)).toBe(1_030_000);
    expect(await checkPin('acct-ada', '4711', 1_000_000)).toEqual({ right: false, waitUntil: 1_030_000 });
    expect(await store.get('acct-ada')).toMatchObject({ failures: 3, waitUntil: 1_030_000 });
    expect(await checkPin('acct-ada', '4711', 1_030_000)).toEqual({ right: true });
  });

  it('a store that refuses the count: it is kept in memory, and a right PIN still opens', async () => {
    await setPin('acct-ada', '4711');
    const refusing = { ...store, set: () => Promise.reject(new Error('QuotaExceededError')) };
    usePinStore(refusing);
    for (const pin of ['0001', '0002']) expect(await checkPin('acct-ada', pin, 1_000)).toEqual({ right: false });
    expect(await checkPin('acct-ada', '0003', 1_000)).toEqual({ right: false, waitUntil: 31_000 });
    expect(await checkPin('acct-ada', '4711', 2_000)).toEqual({ right: false, waitUntil: 31_000 });
    expect(await checkPin('acct-ada', '4711', 31_000)).toEqual({ right: true });
    expect(await checkPin('acct-ada', '0004', 31_001)).toEqual({ right: false });
  });

  it('is four digits', async () => {
    expect(isValidPin('0042')).toBe(true);
    for (const bad of ['123', '12345', '12a4', ' 123']) expect(isValidPin(bad)).toBe(false);
    await expect(setPin('acct-ada', '12')).rejects.toThrow(RangeError);
  });

  it('says which accounts have one, and forgets a removed one', async () => {
    await setPin('acct-ada', '4711');
    usePinStore(store); // a new start, the same storage
    expect(accountsWithPin.value.size).toBe(0);
    await loadPins(['acct-ada', 'acct-grace']);
    expect([...accountsWithPin.value]).toEqual(['acct-ada']);
    await removePin('acct-ada');
    expect(accountsWithPin.value.has('acct-ada')).toBe(false);
    expect(await checkPin('acct-ada', '9999')).toEqual({ right: true });
  });
});
