import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountsMark } from '../auth/accountsMark.ts';
import { createTokenStore, type StoredAccount } from '../auth/tokenStore.ts';
import { memoryStore, testConfig as config } from '../../testing/sessionFixtures.ts';

/*
 * At start, a TV with no stored account asks for its sign-in code as soon as config.json and the
 * stored accounts are known, before the shell renders or the session is restored; a TV with an
 * account asks for none.
 */

const code = { device_code: 'd', user_code: 'WDJB-MJHT', verification_url: 'http://127.0.0.1:1/device', expires_in: 1800, interval: 5 };

describe('askForCodeIfNoAccount', () => {
  const asked: string[] = [];
  beforeEach(() => {
    vi.resetModules();
    asked.length = 0;
    vi.stubGlobal('document', { addEventListener() {}, visibilityState: 'visible' });
    vi.stubGlobal('fetch', async (url: string) => {
      asked.push(String(url));
      return new Response(JSON.stringify(code), { status: 200, headers: { 'Content-Type': 'application/json' } });
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  async function startWith(stored: StoredAccount[]) {
    const store = createTokenStore(memoryStore());
    for (const account of stored) await store.put(account);
    const session = await import('./session.ts');
    const early = await import('./earlyDeviceCode.ts');
    session.initSession(config, store);
    const listed = store.list();
    session.askForCodeIfNoAccount(listed);
    await listed;
    await Promise.resolve();
    return early;
  }

  it('asks for the code once, before the session is restored, when no account is stored', async () => {
    const early = await startWith([]);
    expect(asked).toEqual(['http://127.0.0.1:1/auth/device/code']);
    await expect(early.takeEarlyCode()).resolves.toMatchObject({ user_code: 'WDJB-MJHT' });
    expect(early.takeEarlyCode()).toBeUndefined(); // taken once: the flow's later codes are its own
  });

  it('asks for none when an account is stored', async () => {
    const early = await startWith([{ id: 'UC1', name: 'Ada', avatarUrl: '', refreshToken: 'r', scope: 'video', addedAt: 1 }]);
    expect(asked).toEqual([]);
    expect(early.takeEarlyCode()).toBeUndefined();
  });

  it('asks for none when the stored accounts cannot be read: restoring then starts signed out', async () => {
    const session = await import('./session.ts');
    const early = await import('./earlyDeviceCode.ts');
    session.initSession(config, createTokenStore(memoryStore()));
    const failed = Promise.reject(new Error('IndexedDB refused'));
    session.askForCodeIfNoAccount(failed);
    await failed.catch(() => undefined);
    await Promise.resolve();
    expect(asked).toEqual([]);
    expect(early.takeEarlyCode()).toBeUndefined();
  });

  /** A localStorage of its own for the mark (src/auth/accountsMark.ts), empty: a first start. */
  const markedIn = (map = new Map<string, string>()) =>
    accountsMark(() => ({ getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k) }) as Storage);

  it('with no account marked stored, asks at once, without waiting for IndexedDB to answer', async () => {
    const session = await import('./session.ts');
    const early = await import('./earlyDeviceCode.ts');
    session.initSession(config, createTokenStore(memoryStore(), markedIn()));
    session.askForCodeIfNoAccount(new Promise<StoredAccount[]>(() => undefined), true);
    await Promise.resolve();
    expect(asked).toEqual(['http://127.0.0.1:1/auth/device/code']);
    await expect(early.takeEarlyCode()).resolves.toMatchObject({ user_code: 'WDJB-MJHT' });
  });

  it('with no account marked, but IndexedDB then lists one (the mark was lost): the code asked for is dropped unused', async () => {
    const session = await import('./session.ts');
    const early = await import('./earlyDeviceCode.ts');
    session.initSession(config, createTokenStore(memoryStore(), markedIn()));
    let answer!: (stored: StoredAccount[]) => void;
    const listed = new Promise<StoredAccount[]>((resolve) => (answer = resolve));
    session.askForCodeIfNoAccount(listed, true);
    answer([{ id: 'UC1', name: 'Ada', avatarUrl: '', refreshToken: 'r', scope: 'video', addedAt: 1 }]);
    await listed;
    await Promise.resolve();
    expect(asked).toHaveLength(1);
    expect(early.takeEarlyCode()).toBeUndefined(); // a later sign-in screen (Add account) asks afresh
  });

  it("with no account marked at boot, but marked by IndexedDB's answer since: asks for none", async () => {
    const session = await import('./session.ts');
    const early = await import('./earlyDeviceCode.ts');
    const mark = new Map<string, string>();
    const store = createTokenStore(memoryStore(), markedIn(mark));
    const noneMarkedAtBoot = store.noneMarked();
    await store.put({ id: 'UC1', name: 'Ada', avatarUrl: '', refreshToken: 'r', scope: 'video', addedAt: 1 });
    session.initSession(config, store);
    const listed = store.list();
    session.askForCodeIfNoAccount(listed, noneMarkedAtBoot);
    await listed;
    await Promise.resolve();
    expect(noneMarkedAtBoot).toBe(true);
    expect(asked).toEqual([]);
    expect(early.takeEarlyCode()).toBeUndefined();
  });

  it('with an account marked, waits for the list: no code while IndexedDB has not answered', async () => {
    const session = await import('./session.ts');
    session.initSession(config, createTokenStore(memoryStore(), markedIn(new Map([['tenfoot-accounts-stored', '1']]))));
    session.askForCodeIfNoAccount(new Promise<StoredAccount[]>(() => undefined), false);
    await new Promise((r) => setTimeout(r, 10));
    expect(asked).toEqual([]);
  });
});
