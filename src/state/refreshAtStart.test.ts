import { effect } from '@preact/signals';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTokenStore, type StoredAccount } from '../auth/tokenStore.ts';
import { memoryStore, testConfig as config } from '../../testing/sessionFixtures.ts';

/*
 * A returning viewer's access token is asked for as soon as the stored accounts are known, with
 * the refresh token they were listed with, before the shell renders; restoring the session then
 * shares that one request. Only the account that opens by itself: "Who's watching?" asks first.
 */

const account = (id: string): StoredAccount => ({ id, name: `Name ${id}`, avatarUrl: '', refreshToken: `rt-${id}`, scope: 'video', addedAt: 1 });

describe('refreshStartAccountEarly', () => {
  const asked: { url: string; body: string }[] = [];
  beforeEach(() => {
    vi.resetModules();
    asked.length = 0;
    vi.stubGlobal('document', { addEventListener() {}, visibilityState: 'visible' });
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      asked.push({ url: String(url), body: String(init?.body ?? '') });
      return new Response(JSON.stringify({ access_token: 'at', expires_in: 3600, scope: 'video', token_type: 'Bearer' }), { status: 200, headers: { 'Content-Type': 'application/json' } });
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  async function startWith(stored: StoredAccount[]) {
    const store = createTokenStore(memoryStore());
    for (const a of stored) await store.put(a);
    const session = await import('./session.ts');
    session.initSession(config, store);
    const find = vi.spyOn(store, 'find');
    const listed = store.list();
    session.refreshStartAccountEarly(listed);
    await listed;
    await Promise.resolve();
    return { session, listed, find };
  }

  it('with one account: the refresh goes once the list is known, with its refresh token, and restoring shares it', async () => {
    const { session, listed, find } = await startWith([account('UC1')]);
    expect(asked).toHaveLength(1);
    expect(asked[0]!.url).toBe('http://127.0.0.1:1/auth/token');
    expect(new URLSearchParams(asked[0]!.body).get('refresh_token')).toBe('rt-UC1');
    await session.restoreSession(listed);
    expect(session.activeAccountId.value).toBe('UC1');
    await expect(session.activeAccessToken({ forceRefresh: false })).resolves.toBe('at');
    expect(asked).toHaveLength(1); // activate and the first request shared the early refresh
    expect(find).not.toHaveBeenCalled(); // the refresh token was not read from the store again
  });

  it('with two accounts, the one Settings opens at start: its refresh goes', async () => {
    const { settings } = await import('./settings.ts');
    settings.value = { ...settings.value, startAccount: 'UC2' };
    await startWith([account('UC1'), account('UC2')]);
    expect(asked).toHaveLength(1);
    expect(new URLSearchParams(asked[0]!.body).get('refresh_token')).toBe('rt-UC2');
  });

  it('with two accounts and no start account chosen: none (the picker opens first)', async () => {
    await startWith([account('UC1'), account('UC2')]);
    expect(asked).toEqual([]);
  });

  it('with one account that asks for a PIN: none (the PIN is asked first)', async () => {
    const { settings } = await import('./settings.ts');
    settings.value = { ...settings.value, pinned: ['UC1'] };
    await startWith([account('UC1')]);
    expect(asked).toEqual([]);
  });

  it('with no account: none', async () => {
    await startWith([]);
    expect(asked).toEqual([]);
  });

  it('when the stored accounts cannot be read: none, and nothing thrown', async () => {
    const session = await import('./session.ts');
    session.initSession(config, createTokenStore(memoryStore()));
    const failed = Promise.reject(new Error('IndexedDB refused'));
    session.refreshStartAccountEarly(failed);
    await failed.catch(() => undefined);
    await Promise.resolve();
    expect(asked).toEqual([]);
  });

  describe('a grant removed while the TV was off', () => {
    beforeEach(() => {
      vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
        asked.push({ url: String(url), body: String(init?.body ?? '') });
        return new Response(JSON.stringify({ error: 'invalid_grant', error_description: 'Token has been expired or revoked.' }), { status: 400, headers: { 'Content-Type': 'application/json' } });
      });
    });

    /** A start whose early refresh is refused; `told`: every notice raised, in order. */
    async function startRefused(stored: StoredAccount[], startAccount = 'ask') {
      const store = createTokenStore(memoryStore());
      for (const a of stored) await store.put(a);
      const session = await import('./session.ts');
      const { notice } = await import('./notice.ts');
      const { currentRoute } = await import('./router.ts');
      const { settings } = await import('./settings.ts');
      settings.value = { ...settings.value, startAccount };
      const told: string[] = [];
      effect(() => {
        if (notice.value) told.push(notice.value.text);
      });
      session.initSession(config, store);
      const listed = store.list();
      session.refreshStartAccountEarly(listed);
      return { session, store, listed, told, currentRoute };
    }
    /** Until the refusal has been handled: the account is gone from the store. */
    const refusedAndRemoved = async (store: ReturnType<typeof createTokenStore>, id: string) =>
      vi.waitFor(async () => expect((await store.list()).map((a) => a.id)).not.toContain(id));

    it('refused before the session is restored: the account is left out, sign-in opens, and the viewer is told there, once', async () => {
      const { session, store, listed, told, currentRoute } = await startRefused([account('UC1')]);
      await refusedAndRemoved(store, 'UC1');
      expect(told).toEqual([]); // not told while no screen is up
      await session.restoreSession(listed);
      expect(currentRoute.value.name).toBe('signin');
      expect(session.accounts.value).toEqual([]);
      expect(session.activeAccountId.value).toBeUndefined();
      expect(told).toEqual(['Access for Name UC1 was removed. Sign in again to keep watching.']);
      expect(asked).toHaveLength(1); // the refused refresh token was not sent twice
    });

    it("refused before the session is restored, with two accounts: \"Who's watching?\", not the other account's Home", async () => {
      const { session, store, listed, told, currentRoute } = await startRefused([account('UC1'), account('UC2')], 'UC1');
      await refusedAndRemoved(store, 'UC1');
      await session.restoreSession(listed);
      expect(currentRoute.value.name).toBe('picker');
      expect(session.accounts.value.map((a) => a.id)).toEqual(['UC2']);
      expect(session.activeAccountId.value).toBeUndefined();
      expect(told).toEqual(['Access for Name UC1 was removed. Sign in again to keep watching.']);
      expect(asked).toHaveLength(1);
    });

    it('refused before the session is restored, and the restore fails: the sign-in screen says so, once', async () => {
      const { session, store, told, currentRoute } = await startRefused([account('UC1')]);
      await refusedAndRemoved(store, 'UC1');
      session.startSignedOut();
      expect(currentRoute.value.name).toBe('signin');
      expect(told).toEqual(['Access for Name UC1 was removed. Sign in again to keep watching.']);
    });

    it('refused after the account opened: it is left the usual way, and told once', async () => {
      const { session, listed, told, currentRoute } = await startRefused([account('UC1')]);
      await session.restoreSession(listed); // opens at once, the refresh still on its way
      expect(session.activeAccountId.value).toBe('UC1');
      await vi.waitFor(() => expect(currentRoute.value.name).toBe('signin'));
      expect(session.activeAccountId.value).toBeUndefined();
      expect(told).toEqual(['Access for Name UC1 was removed. Sign in again to keep watching.']);
      expect(asked).toHaveLength(1);
    });
  });
});
