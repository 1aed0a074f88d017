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

    it('refused before the session is restored: the account is left out, sign-in opens, and the viewer is told there, once', async () => {
      const { session, listed } = await startWith([account('UC1')]);
      const { notice } = await import('./notice.ts');
      const { currentRoute } = await import('./router.ts');
      await vi.waitFor(() => expect(asked).toHaveLength(1));
      await new Promise((r) => setTimeout(r, 0)); // the refusal handled, the account removed
      expect(notice.value).toBeUndefined(); // not told before a screen is up
      await session.restoreSession(listed);
      expect(currentRoute.value?.name).toBe('signin');
      expect(session.accounts.value).toEqual([]);
      expect(session.activeAccountId.value).toBeUndefined();
      expect(notice.value).toMatchObject({ kind: 'warning', text: 'Access for Name UC1 was removed. Sign in again to keep watching.' });
      expect(asked).toHaveLength(1); // the dead refresh token was not sent twice
    });

    it('refused after the account opened: it is left the usual way, and told once', async () => {
      const store = createTokenStore(memoryStore());
      await store.put(account('UC1'));
      const session = await import('./session.ts');
      const { notice } = await import('./notice.ts');
      const { currentRoute } = await import('./router.ts');
      session.initSession(config, store);
      const listed = store.list();
      session.refreshStartAccountEarly(listed);
      await session.restoreSession(listed); // opens at once, the refresh still on its way
      expect(session.activeAccountId.value).toBe('UC1');
      await vi.waitFor(() => expect(currentRoute.value?.name).toBe('signin'));
      expect(session.activeAccountId.value).toBeUndefined();
      expect(notice.value?.text).toBe('Access for Name UC1 was removed. Sign in again to keep watching.');
      expect(asked).toHaveLength(1);
    });
  });
});
