import 'fake-indexeddb/auto';
import { createStore } from 'idb-keyval';
import { describe, expect, it, vi } from 'vitest';
import { AccessTokens, type AccessRemoved } from './accessTokens.ts';
import { FakeScheduler } from '../../testing/fakeScheduler.ts';
import type { TokenResponse } from './oauthClient.ts';
import { OAuthError } from './oauthError.ts';
import { createTokenStore } from './tokenStore.ts';
import { idbStore } from '../platform/durableStore.ts';

let n = 0;
async function setup(refresh: (rt: string) => Promise<TokenResponse>) {
  const store = createTokenStore(idbStore(createStore(`tenfoot-at-${++n}`, 'auth')));
  await store.put({ id: 'acct', name: 'Ada', avatarUrl: '', refreshToken: 'rt-1', scope: 'video', addedAt: 0 });
  const clock = new FakeScheduler();
  const removed: AccessRemoved[] = [];
  const oauth = { refresh: vi.fn(refresh) };
  const tokens = new AccessTokens(oauth, store, clock, (r) => removed.push(r));
  return { store, clock, removed, oauth, tokens };
}

const fresh = (token: string, expiresIn = 3600): TokenResponse => ({ access_token: token, expires_in: expiresIn, scope: 'video', token_type: 'Bearer' });

describe('access tokens', () => {
  it('uses the remembered token until shortly before expiry, then refreshes', async () => {
    const t = await setup(async () => fresh('at-2'));
    t.tokens.remember('acct', 'at-1', 3600);
    expect(await t.tokens.get('acct')).toBe('at-1');
    t.clock.time = 3600_000 - 59_000; // inside the 60 s margin
    expect(await t.tokens.get('acct')).toBe('at-2');
    expect(t.oauth.refresh).toHaveBeenCalledWith('rt-1');
  });

  it('shares one refresh among concurrent callers (single flight)', async () => {
    let resolve!: (r: TokenResponse) => void;
    const t = await setup(() => new Promise((r) => (resolve = r)));
    const calls = [t.tokens.get('acct'), t.tokens.get('acct'), t.tokens.get('acct', { forceRefresh: true })];
    await vi.waitFor(() => expect(t.oauth.refresh).toHaveBeenCalled());
    resolve(fresh('at-9'));
    expect(await Promise.all(calls)).toEqual(['at-9', 'at-9', 'at-9']);
    expect(t.oauth.refresh).toHaveBeenCalledTimes(1);
  });

  it('keeps the refresh token when a refresh fails for a network reason', async () => {
    const t = await setup(async () => {
      throw new OAuthError('network', 'offline');
    });
    await expect(t.tokens.get('acct')).rejects.toMatchObject({ code: 'network' });
    expect((await t.store.find('acct'))?.refreshToken).toBe('rt-1');
    expect(t.removed).toEqual([]);
  });

  it('removes the refresh token and tells the viewer on invalid_grant', async () => {
    const t = await setup(async () => {
      throw new OAuthError('invalid_grant', 'Token has been expired or revoked.', 400);
    });
    await expect(t.tokens.get('acct')).rejects.toMatchObject({ code: 'invalid_grant' });
    expect(await t.store.find('acct')).toBeUndefined();
    expect(t.removed).toEqual([{ accountId: 'acct', name: 'Ada' }]);
  });

  it('refreshes with the account as it was listed, without reading the store again; a refusal still removes it', async () => {
    const t = await setup(async (rt) => (rt === 'rt-1' ? fresh('at-1') : Promise.reject(new OAuthError('invalid_grant', 'revoked', 400))));
    const find = vi.spyOn(t.store, 'find');
    const [listed] = await t.store.list();
    expect(await t.tokens.get('acct', { stored: listed })).toBe('at-1');
    expect(t.oauth.refresh).toHaveBeenCalledWith('rt-1');
    expect(find).not.toHaveBeenCalled();
    // Another account's listing is not taken for this one: the store is read.
    await t.tokens.get('acct', { forceRefresh: true, stored: { ...listed!, id: 'other', refreshToken: 'rt-other' } });
    expect(find).toHaveBeenCalledTimes(1);
    expect(t.oauth.refresh).toHaveBeenLastCalledWith('rt-1');
    // A listed refresh token the server refuses removes the account as any refusal does.
    await expect(t.tokens.get('acct', { forceRefresh: true, stored: { ...listed!, refreshToken: 'rt-dead' } })).rejects.toMatchObject({ code: 'invalid_grant' });
    expect(await t.store.list()).toEqual([]);
    expect(t.removed).toEqual([{ accountId: 'acct', name: 'Ada' }]);
  });

  it('keepFresh refreshes the active account before expiry, while idle', async () => {
    const t = await setup(async () => fresh('at-2', 10));
    t.tokens.remember('acct', 'at-1', 10); // margin: a tenth of 10 s = 1 s
    t.tokens.keepFresh('acct');
    await t.clock.advance(8_900);
    expect(t.oauth.refresh).not.toHaveBeenCalled();
    await t.clock.advance(200);
    await vi.waitFor(() => expect(t.oauth.refresh).toHaveBeenCalledTimes(1));
    expect(await t.tokens.get('acct')).toBe('at-2'); // the new token, held: no second refresh
    expect(t.oauth.refresh).toHaveBeenCalledTimes(1);
    await t.clock.advance(9_000); // and again for the new token
    await vi.waitFor(() => expect(t.oauth.refresh).toHaveBeenCalledTimes(2));
    t.tokens.keepFresh(undefined);
    await t.clock.advance(60_000);
    expect(t.oauth.refresh).toHaveBeenCalledTimes(2);
  });
});
