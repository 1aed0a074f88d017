import { describe, expect, it } from 'vitest';
import type { Emulator } from '../../emulator/server.ts';
import { createApiCore } from '../../src/api/core.ts';
import { createVideoClient } from '../../src/api/video/client.ts';
import { expectApiError } from './expectError.ts';
import { API_KEY, SCOPE, harnessForFile } from './harness.ts';

const TV = { client_id: 'tenfoot-tv.apps.emulator', client_secret: 'tenfoot-tv-secret' };
const h = harnessForFile({ accessTokenTtl: 60 });

/** A real sign-in through the emulator's device flow (RFC 8628 section 3), as the TV does it. */
function signIn(emulator: Emulator, accountId: string, scope = SCOPE) {
  const auth = emulator.ctx.auth;
  const device = auth.requestDeviceCode(TV.client_id, scope);
  const { device: found } = auth.findByUserCode(device.userCode);
  expect(auth.chooseAccount(found!, accountId)).toBe('consent');
  auth.decide(found!, true);
  const tokens = auth.pollDeviceCode(new URLSearchParams({ ...TV, device_code: device.deviceCode, grant_type: 'urn:ietf:params:oauth:grant-type:device_code' }));
  const refresh = () => auth.refresh(new URLSearchParams({ ...TV, refresh_token: tokens.refreshToken, grant_type: 'refresh_token' })).accessToken;
  return { accessToken: tokens.accessToken, refresh };
}

const raw = (path: string, init?: RequestInit) => fetch(`${h.apiBase}${path}`, init);

describe('authentication of the video data API', () => {
  it('an expired token is 401; the client refreshes once and retries', async () => {
    const session = signIn(h.emulator, 'acct-grace');
    let token = session.accessToken;
    const refreshes: boolean[] = [];
    const client = createVideoClient(
      createApiCore({
        baseUrl: h.apiBase,
        apiKey: API_KEY,
        getAccessToken: async ({ forceRefresh }) => {
          refreshes.push(forceRefresh);
          if (forceRefresh) token = session.refresh();
          return token;
        },
      }),
      { cache: false },
    );
    expect((await client.channels.list({ part: ['snippet'], mine: true })).items![0]!.snippet!.title).toBe('Grace Hopper');
    h.emulator.ctx.clock.advance(61_000);
    const expired = await raw('/channels?part=id&mine=true', { headers: { Authorization: `Bearer ${session.accessToken}` } });
    expect(expired.status).toBe(401);
    expect(await expired.json()).toMatchObject({ error: { code: 401, errors: [{ reason: 'authError', domain: 'global', location: 'Authorization', locationType: 'header' }] } });
    refreshes.length = 0;
    expect((await client.channels.list({ part: ['snippet'], mine: true })).items![0]!.id).toBe('UCgrace00000000000000002');
    expect(refreshes).toEqual([false, true]);
  });

  it('an expired token that cannot be refreshed surfaces as a 401 ApiError after one retry', async () => {
    const session = signIn(h.emulator, 'acct-alan');
    h.emulator.ctx.clock.advance(61_000);
    const client = createVideoClient(createApiCore({ baseUrl: h.apiBase, getAccessToken: async () => session.accessToken }), { cache: false });
    const before = (await h.stats()).requests['GET /video/v3/activities'] ?? 0;
    await expectApiError(client.activities.list({ part: ['id'], home: true }), { status: 401, reason: 'authError', statusText: 'UNAUTHENTICATED' });
    expect((await h.stats()).requests['GET /video/v3/activities']).toBe(before + 2);
  });

  it('a revoked grant is 401', async () => {
    const session = signIn(h.emulator, 'acct-hedy');
    h.emulator.ctx.auth.revoke(session.accessToken);
    expect((await raw('/channels?part=id&mine=true', { headers: { Authorization: `Bearer ${session.accessToken}` } })).status).toBe(401);
  });

  it('accepts the access_token query parameter as well as the header (RFC 6750 sections 2.1 and 2.3)', async () => {
    const session = signIn(h.emulator, 'acct-ada');
    const res = await raw(`/channels?part=id&mine=true&access_token=${encodeURIComponent(session.accessToken)}`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { items: { id: string }[] }).items[0]!.id).toBe('UCada0000000000000000001');
  });

  it('a token without a video scope is 403 insufficientPermissions even for reading', async () => {
    const session = signIn(h.emulator, 'acct-ada', 'openid email');
    const res = await raw('/channels?part=id&mine=true', { headers: { Authorization: `Bearer ${session.accessToken}` } });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ error: { errors: [{ reason: 'insufficientPermissions' }], status: 'PERMISSION_DENIED' } });
  });

  it('a read-only token reads but may not write (403 insufficientPermissions on every POST)', async () => {
    const client = h.readOnlyClient();
    expect((await client.channels.list({ part: ['id'], mine: true })).items).toHaveLength(1);
    await expectApiError(client.playlists.insert({ requestBody: { snippet: { title: 't' } } }), { status: 403, reason: 'insufficientPermissions', statusText: 'PERMISSION_DENIED' });
    await expectApiError(client.subscriptions.insert({ requestBody: { snippet: { resourceId: { channelId: 'UCgrace00000000000000002' } } } }), { status: 403, reason: 'insufficientPermissions' });
    await expectApiError(client.playlistItems.insert({ requestBody: { snippet: { playlistId: 'PLx', resourceId: { videoId: 'v' } } } }), { status: 403, reason: 'insufficientPermissions' });
  });

  it('public data needs the key: none is 403, a wrong one 400; a bad token is 401 even with a good key', async () => {
    expect(await (await raw('/channels?part=id&id=UCgrace00000000000000002')).json()).toMatchObject({ error: { code: 403, errors: [{ reason: 'forbidden' }] } });
    expect(await (await raw('/channels?part=id&id=UCgrace00000000000000002&key=wrong')).json()).toMatchObject({ error: { code: 400, errors: [{ reason: 'badRequest' }] } });
    const bad = await raw(`/channels?part=id&id=UCgrace00000000000000002&key=${API_KEY}`, { headers: { Authorization: 'Bearer not-a-token' } });
    expect(bad.status).toBe(401);
  });
});
