import { describe, expect, it } from 'vitest';
import { harnessForFile } from './harness.ts';

const TV = { client_id: 'tenfoot-tv.apps.emulator', client_secret: 'tenfoot-tv-secret' };
const SCOPE = 'https://scopes.tenfoot.emulator/auth/video';
const h = harnessForFile();

const tokenIn = (html: string) => /name="page_token" value="([^"]+)"/.exec(html)?.[1];
const get = async (path: string) => (await fetch(`${h.base}${path}`)).text();
const post = (path: string, form: Record<string, string>, headers: Record<string, string> = {}) =>
  fetch(`${h.base}${path}`, { method: 'POST', redirect: 'manual', headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers }, body: new URLSearchParams(form) });

async function newCode() {
  const res = await post('/device/code', { client_id: TV.client_id, scope: SCOPE });
  return (await res.json()) as { device_code: string; user_code: string };
}

describe('the phone pages act for the viewer only', () => {
  it('every form carries a token of its page', async () => {
    expect(tokenIn(await get('/device'))).toBeTruthy();
    expect(tokenIn(await get('/account?account=acct-ada'))).toBeTruthy();
  });

  it('the whole flow works from the pages, with their tokens and their own Origin', async () => {
    const code = await newCode();
    const own = { Origin: h.base };
    const entered = await post('/device', { user_code: code.user_code, page_token: tokenIn(await get('/device'))! }, own);
    expect(entered.status).toBe(303);
    const flow = new URL(entered.headers.get('location')!, h.base).searchParams.get('flow')!;
    const chosen = await post('/device/account', { flow, account: 'acct-ada', page_token: tokenIn(await get(`/device/account?flow=${flow}`))! }, own);
    expect(chosen.status).toBe(303);
    const decided = await post('/device/consent', { flow, decision: 'allow', page_token: tokenIn(await get(`/device/consent?flow=${flow}`))! }, own);
    expect(decided.status).toBe(200);
    expect(await decided.text()).toContain('all set');
  });

  it('a script on another site cannot approve a code: without the token, or from a foreign Origin, nothing happens', async () => {
    const code = await newCode();
    const device = h.emulator.ctx.auth.findByUserCode(code.user_code).device!;
    // No token: refused, even with the right flow id.
    expect((await post('/device', { user_code: code.user_code })).status).toBe(403);
    expect((await post('/device/account', { flow: device.flowId, account: 'acct-grace' })).status).toBe(403);
    expect((await post('/device/consent', { flow: device.flowId, decision: 'allow' })).status).toBe(403);
    // A token of another form, or of another flow, does not do either.
    const otherFlow = h.emulator.ctx.auth.findByUserCode((await newCode()).user_code).device!.flowId;
    const foreignToken = tokenIn(await get(`/device/account?flow=${otherFlow}`))!;
    expect((await post('/device/account', { flow: device.flowId, account: 'acct-grace', page_token: foreignToken })).status).toBe(403);
    // The right token, posted by a page of another site: refused by its Origin (or its Referer).
    const token = tokenIn(await get(`/device/account?flow=${device.flowId}`))!;
    expect((await post('/device/account', { flow: device.flowId, account: 'acct-grace', page_token: token }, { Origin: 'https://evil.example' })).status).toBe(403);
    expect((await post('/device/account', { flow: device.flowId, account: 'acct-grace', page_token: token }, { Origin: 'null' })).status).toBe(403);
    expect((await post('/device/account', { flow: device.flowId, account: 'acct-grace', page_token: token }, { Referer: 'https://evil.example/page' })).status).toBe(403);
    expect(device.accountId).toBeUndefined();
    expect(device.status).toBe('pending');
  });

  it('a script on another site cannot sign a viewer out on the account page', async () => {
    const auth = h.emulator.ctx.auth;
    const device = auth.requestDeviceCode(TV.client_id, SCOPE);
    auth.chooseAccount(device, 'acct-alan');
    auth.decide(device, true);
    const tokens = auth.pollDeviceCode(new URLSearchParams({ ...TV, device_code: device.deviceCode, grant_type: 'urn:ietf:params:oauth:grant-type:device_code' }));
    const stillIn = () => auth.checkAccessToken(tokens.accessToken).ok;
    for (const action of ['/account/sign-out-everywhere', '/account/remove-access', '/account/disable']) {
      expect((await post(action, { account: 'acct-alan', client: TV.client_id })).status, action).toBe(403);
      const token = tokenIn(await get('/account?account=acct-alan'))!;
      expect((await post(action, { account: 'acct-alan', client: TV.client_id, page_token: token }, { Origin: 'https://evil.example' })).status, action).toBe(403);
      // A token for another account's page does not act on this one.
      const adas = tokenIn(await get('/account?account=acct-ada'))!;
      expect((await post(action, { account: 'acct-alan', client: TV.client_id, page_token: adas })).status, action).toBe(403);
    }
    expect(stillIn()).toBe(true);
    expect(auth.disabledAccounts.has('acct-alan')).toBe(false);
    // From its own page it works.
    const token = tokenIn(await get('/account?account=acct-alan'))!;
    expect((await post('/account/sign-out-everywhere', { account: 'acct-alan', page_token: token }, { Origin: h.base })).status).toBe(200);
    expect(stillIn()).toBe(false);
  });
});
