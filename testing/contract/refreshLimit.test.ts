import { describe, expect, it } from 'vitest';
import type { Emulator } from '../../emulator/server.ts';
import { harnessForFile } from './harness.ts';

const TV = { client_id: 'tenfoot-tv.apps.emulator', client_secret: 'tenfoot-tv-secret' };
const STUDIO = { client_id: 'studio-internal-tv.apps.emulator', client_secret: 'studio-internal-secret' };
const SCOPE = 'https://scopes.tenfoot.emulator/auth/video';
/** A small limit through the knob, so the test signs in a handful of times instead of 101. */
const h = harnessForFile({ refreshTokenLimit: 3 });

function signIn(emulator: Emulator, accountId: string, client = TV) {
  const auth = emulator.ctx.auth;
  const device = auth.requestDeviceCode(client.client_id, SCOPE);
  auth.chooseAccount(device, accountId);
  auth.decide(device, true);
  return auth.pollDeviceCode(new URLSearchParams({ ...client, device_code: device.deviceCode, grant_type: 'urn:ietf:params:oauth:grant-type:device_code' }));
}

const refresh = async (refreshToken: string, client = TV) => {
  const res = await fetch(`${h.base}/token`, { method: 'POST', body: new URLSearchParams({ ...client, refresh_token: refreshToken, grant_type: 'refresh_token' }) });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

describe('the refresh-token limit per client and account (EMULATOR_REFRESH_TOKEN_LIMIT)', () => {
  it('issuing one past the limit makes the oldest refresh token answer invalid_grant; the others still work', async () => {
    const sessions = [signIn(h.emulator, 'acct-hedy'), signIn(h.emulator, 'acct-hedy'), signIn(h.emulator, 'acct-hedy')];
    for (const s of sessions) expect((await refresh(s.refreshToken)).status).toBe(200);
    const fourth = signIn(h.emulator, 'acct-hedy');
    expect(await refresh(sessions[0]!.refreshToken)).toEqual({ status: 400, body: { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' } });
    for (const s of [sessions[1]!, sessions[2]!, fourth]) expect((await refresh(s.refreshToken)).status).toBe(200);
    // Silently: the retired session's access token lives out its hour; only the refresh is gone.
    expect(h.emulator.ctx.auth.checkAccessToken(sessions[0]!.accessToken).ok).toBe(true);
    const grants = ((await (await fetch(`${h.base}/emulator/grants`)).json()) as { grants: { accountId: string; revoked: boolean; refreshTokenRetired: boolean }[] }).grants.filter((g) => g.accountId === 'acct-hedy');
    expect(grants.map((g) => g.refreshTokenRetired)).toEqual([true, false, false, false]);
    expect(grants.every((g) => !g.revoked)).toBe(true);
  });

  it('counts per client and per account: another account or another client has its own', async () => {
    const hedyStudio = signIn(h.emulator, 'acct-hedy', STUDIO);
    const grace = signIn(h.emulator, 'acct-grace');
    expect((await refresh(hedyStudio.refreshToken, STUDIO)).status).toBe(200);
    expect((await refresh(grace.refreshToken)).status).toBe(200);
  });

  it('a retired refresh token cannot be revoked either (it is no token any more)', async () => {
    const first = signIn(h.emulator, 'acct-alan');
    for (let i = 0; i < 3; i++) signIn(h.emulator, 'acct-alan');
    const res = await fetch(`${h.base}/revoke`, { method: 'POST', body: new URLSearchParams({ token: first.refreshToken }) });
    expect(res.status).toBe(400);
  });
});
