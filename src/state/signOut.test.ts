import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTokenStore, type StoredAccount } from '../auth/tokenStore.ts';
import { memoryStore, testConfig as config } from '../../testing/sessionFixtures.ts';

/*
 * Sign-out of every account goes on past an account this TV fails to delete, and the notice names
 * it; the accounts that could go are gone, locally and at the server.
 */

const account = (id: string, name: string): StoredAccount => ({ id, name, avatarUrl: '', refreshToken: `refresh-${id}`, scope: 'video', addedAt: 1 });

/**
 * A TV with these accounts stored and the session started on them; once they are stored, deleting
 * `undeletable` (when named) fails: any write that would drop it from the list.
 */
async function tvWith(names: Record<string, string>, undeletable?: string) {
  let stored = false;
  const store = createTokenStore(memoryStore((list) => stored && !!undeletable && !list.some((a) => a.id === undeletable)));
  for (const [id, name] of Object.entries(names)) await store.put(account(id, name));
  stored = true;
  const session = await import('./session.ts');
  const { notice } = await import('./notice.ts');
  const { signOutEverywhere } = await import('./signOut.ts');
  session.initSession(config, store);
  await session.restoreSession();
  return { store, session, notice, signOutEverywhere };
}

describe('signOutEverywhere', () => {
  const revoked: string[] = [];
  beforeEach(() => {
    vi.resetModules();
    revoked.length = 0;
    vi.stubGlobal('document', { addEventListener() {}, visibilityState: 'visible' });
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      revoked.push(new URLSearchParams(String(init.body)).get('token') ?? '');
      return new Response('', { status: 200 });
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('signs out the others when one account cannot be deleted here, and names that one', async () => {
    const { store, session, notice, signOutEverywhere } = await tvWith({ ada: 'Ada', bea: 'Bea', cy: 'Cy' }, 'bea');
    await session.activate('cy');

    await signOutEverywhere();

    expect((await store.list()).map((a) => a.id)).toEqual(['bea']);
    expect(session.accounts.value.map((a) => a.name)).toEqual(['Bea']);
    expect(session.activeAccountId.value).toBeUndefined();
    expect(revoked).toEqual(expect.arrayContaining(['refresh-ada', 'refresh-cy']));
    expect(notice.value?.kind).toBe('warning');
    expect(notice.value?.text).toContain('Bea could not be removed from this TV');
  });

  it('says every account is signed out when all could go', async () => {
    const { store, notice, signOutEverywhere } = await tvWith({ ada: 'Ada', bea: 'Bea' });

    await signOutEverywhere();

    expect(await store.list()).toEqual([]);
    expect(revoked.sort()).toEqual(['refresh-ada', 'refresh-bea']);
    expect(notice.value?.text).toBe('Every account is signed out of this TV.');
  });

  it('says both when one account stays on this TV and another could not be ended at the server', async () => {
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      const token = new URLSearchParams(String(init.body)).get('token') ?? '';
      if (token === 'refresh-ada') throw new TypeError('Failed to fetch'); // offline for Ada's revoke
      revoked.push(token);
      return new Response('', { status: 200 });
    });
    const { store, notice, signOutEverywhere } = await tvWith({ ada: 'Ada', bea: 'Bea' }, 'bea');

    await signOutEverywhere();

    expect((await store.list()).map((a) => a.id)).toEqual(['bea']);
    expect(notice.value?.kind).toBe('warning');
    expect(notice.value?.text).toContain('Bea could not be removed from this TV');
    expect(notice.value?.text).toContain('could not be reached to end the access of Ada');
  });
});

