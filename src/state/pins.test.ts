import { beforeEach, describe, expect, it } from 'vitest';
import { memoryStore } from '../platform/durableStore.ts';
import { accountsWithPin, checkPin, isValidPin, loadPins, removePin, setPin, usePinStore } from './pins.ts';

describe('a PIN per account', () => {
  let store = memoryStore();
  beforeEach(() => {
    store = memoryStore();
    usePinStore(store);
  });

  it('keeps a salted hash, never the digits', async () => {
    await setPin('acct-ada', '4711');
    const kept = await store.get<{ salt: string; hash: string; iterations: number }>('acct-ada');
    expect(JSON.stringify(kept)).not.toContain('4711');
    expect(kept!.salt).toMatch(/^[0-9a-f]{32}$/);
    expect(kept!.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(kept!.iterations).toBeGreaterThanOrEqual(10_000);
    // The same PIN for another account hashes otherwise: a salt of its own.
    await setPin('acct-grace', '4711');
    expect((await store.get<{ hash: string }>('acct-grace'))!.hash).not.toBe(kept!.hash);
  });

  it('accepts the right PIN and refuses any other', async () => {
    await setPin('acct-ada', '4711');
    expect(await checkPin('acct-ada', '4711')).toBe(true);
    expect(await checkPin('acct-ada', '4712')).toBe(false);
    expect(await checkPin('acct-ada', '')).toBe(false);
    expect(await checkPin('acct-grace', '0000')).toBe(true); // no PIN: nothing to ask
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
    expect(await checkPin('acct-ada', '9999')).toBe(true);
  });
});
