import { afterEach, describe, expect, it } from 'vitest';
import type { EmulatorOptions } from '../options.ts';
import { createEmulator, type Emulator } from '../server.ts';

const TV = { client_id: 'tenfoot-tv.apps.emulator', client_secret: 'tenfoot-tv-secret' };
const SCOPE = 'https://scopes.tenfoot.emulator/auth/video';
const DEVICE_GRANT = 'urn:ietf:params:oauth:grant-type:device_code';

let emulator: Emulator | undefined;
afterEach(async () => {
  await emulator?.close();
  emulator = undefined;
});

async function start(options: Partial<EmulatorOptions> = {}) {
  emulator = createEmulator({ host: '127.0.0.1', port: 0, interval: 5, ...options });
  const base = await emulator.listen();
  const post = async (path: string, form: Record<string, string>) => {
    const res = await fetch(`${base}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form) });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const page = async (path: string, form?: Record<string, string>) => {
    const res = await fetch(`${base}${path}`, form ? { method: 'POST', body: new URLSearchParams(form), redirect: 'manual' } : {});
    return { status: res.status, text: await res.text(), location: res.headers.get('location') };
  };
  /** The page token of the page at `path` (each form carries one: security/pageTokens.ts). */
  const tokenOf = async (path: string) => /name="page_token" value="([^"]+)"/.exec((await page(path)).text)![1]!;
  /** Posts a form the way a browser does from the page at `from`: with that page's token. */
  const submit = async (from: string, action: string, form: Record<string, string>) => page(action, { ...form, page_token: await tokenOf(from) });
  const code = async (scope = SCOPE) => (await post('/device/code', { client_id: TV.client_id, scope })).body as { device_code: string; user_code: string; interval: number; verification_url: string };
  const poll = (device_code: string, extra: Record<string, string> = {}) => post('/token', { ...TV, device_code, grant_type: DEVICE_GRANT, ...extra });
  const advance = (seconds: number) => emulator!.ctx.clock.advance(seconds * 1000);
  /** The phone: enter the code, pick the account, decide. */
  const approve = async (userCode: string, account = 'acct-ada', decision: 'allow' | 'deny' = 'allow') => {
    const entered = await submit('/device', '/device', { user_code: userCode });
    const flow = new URL(entered.location!, base).searchParams.get('flow')!;
    const chosen = await submit(`/device/account?flow=${flow}`, '/device/account', { flow, account });
    if (chosen.status !== 303) return chosen;
    return submit(`/device/consent?flow=${flow}`, '/device/consent', { flow, decision });
  };
  return { base, post, page, submit, code, poll, advance, approve };
}

describe('emulated authorization server', () => {
  it('publishes its endpoints in the discovery document', async () => {
    const { base } = await start();
    const doc = (await (await fetch(`${base}/.well-known/openid-configuration`)).json()) as Record<string, string>;
    expect(doc.device_authorization_endpoint).toBe(`${base}/device/code`);
    expect(doc.token_endpoint).toBe(`${base}/token`);
    expect(doc.revocation_endpoint).toBe(`${base}/revoke`);
  });

  it('issues a device code with every field of the code response', async () => {
    const { code, base } = await start({ expiresIn: 900 });
    const c = await code();
    expect(c).toMatchObject({ user_code: expect.stringMatching(/^[A-Z]{4}-[A-Z]{4}$/), verification_url: `${base}/device`, expires_in: 900, interval: 5 });
    expect(c.device_code).toBeTruthy();
  });

  it('honours EMULATOR_USER_CODE and EMULATOR_VERIFICATION_URL', async () => {
    const { code } = await start({ userCode: 'WWWWWWWWWWWWWWW', verificationUrl: 'https://example.test/device' });
    expect(await code()).toMatchObject({ user_code: 'WWWWWWWWWWWWWWW', verification_url: 'https://example.test/device' });
  });

  it('rejects an unknown client, a scope outside the allowed list, and a missing parameter', async () => {
    const { post } = await start();
    expect(await post('/device/code', { client_id: 'nope', scope: SCOPE })).toMatchObject({ status: 401, body: { error: 'invalid_client' } });
    expect(await post('/device/code', { client_id: TV.client_id, scope: 'https://scopes.tenfoot.emulator/auth/videopartner' })).toMatchObject({ status: 400, body: { error: 'invalid_scope' } });
    expect(await post('/device/code', { client_id: TV.client_id })).toMatchObject({ status: 400, body: { error: 'invalid_request' } });
  });

  it('answers 403 rate_limit_exceeded past the per-client quota', async () => {
    const { post } = await start({ deviceCodeQuota: 2 });
    const ask = () => post('/device/code', { client_id: TV.client_id, scope: SCOPE });
    expect((await ask()).status).toBe(200);
    expect((await ask()).status).toBe(200);
    expect(await ask()).toEqual({ status: 403, body: { error_code: 'rate_limit_exceeded' } });
  });

  it('walks the polling table: pending, slow_down (+5 s), then tokens on approval', async () => {
    const { code, poll, advance, approve } = await start();
    const c = await code();
    expect(await poll(c.device_code)).toMatchObject({ status: 428, body: { error: 'authorization_pending', error_description: 'Precondition Required' } });
    advance(2); // too soon
    expect(await poll(c.device_code)).toMatchObject({ status: 403, body: { error: 'slow_down' } });
    advance(6); // the old interval (5) is no longer enough...
    expect((await poll(c.device_code)).body.error).toBe('slow_down');
    advance(15); // ...the interval grew by 5 each time: 15 s now
    expect((await poll(c.device_code)).status).toBe(428);
    await approve(c.user_code);
    advance(15);
    const ok = await poll(c.device_code);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ token_type: 'Bearer', scope: SCOPE, expires_in: 3600 });
    expect(ok.body.access_token).toBeTruthy();
    expect(ok.body.refresh_token).toBeTruthy();
    advance(15);
    expect(await poll(c.device_code)).toMatchObject({ status: 400, body: { error: 'invalid_grant' } }); // already claimed
  });

  it('answers access_denied after Deny', async () => {
    const { code, poll, approve } = await start();
    const c = await code();
    await approve(c.user_code, 'acct-ada', 'deny');
    expect(await poll(c.device_code)).toMatchObject({ status: 403, body: { error: 'access_denied' } });
  });

  it('answers expired_token (400) after expires_in, and the phone page says the code expired', async () => {
    const { code, poll, advance, submit } = await start({ expiresIn: 60 });
    const c = await code();
    advance(61);
    expect(await poll(c.device_code)).toMatchObject({ status: 400, body: { error: 'expired_token' } });
    const entered = await submit('/device', '/device', { user_code: c.user_code });
    expect(entered.status).toBe(400);
    expect(entered.text).toContain('That code has expired');
  });

  it('rejects bad grants, grant types, clients and missing parameters', async () => {
    const { code, poll, post } = await start();
    const c = await code();
    expect(await poll('unknown')).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    expect(await post('/token', { ...TV, device_code: c.device_code, grant_type: 'password' })).toMatchObject({ status: 400, body: { error: 'unsupported_grant_type' } });
    expect(await poll(c.device_code, { client_secret: 'wrong' })).toMatchObject({ status: 401, body: { error: 'invalid_client' } });
    expect(await post('/token', { client_id: 'tenfoot-web.apps.emulator', client_secret: 'tenfoot-web-secret', device_code: c.device_code, grant_type: DEVICE_GRANT })).toMatchObject({
      status: 401,
      body: { error: 'invalid_client' },
    });
    expect(await post('/token', { ...TV, grant_type: DEVICE_GRANT })).toMatchObject({ status: 400, body: { error: 'invalid_request' } });
    expect(await post('/token', { ...TV, device_code: c.device_code })).toMatchObject({ status: 400, body: { error: 'invalid_request' } });
  });

  it('answers admin_policy_enforced for an account whose admin blocks the scope', async () => {
    const { code, poll, approve } = await start();
    const c = await code();
    const phone = await approve(c.user_code, 'acct-kid');
    expect(phone.text).toContain('Access blocked by your administrator');
    expect(await poll(c.device_code)).toMatchObject({ status: 400, body: { error: 'admin_policy_enforced' } });
  });

  it('answers org_internal for an org-only client and an outside account, but lets a member in', async () => {
    const { post, approve, poll } = await start();
    const internal = { client_id: 'studio-internal-tv.apps.emulator', client_secret: 'studio-internal-secret' };
    const ask = async () => (await post('/device/code', { client_id: internal.client_id, scope: SCOPE })).body as { device_code: string; user_code: string };
    const outside = await ask();
    await approve(outside.user_code, 'acct-ada');
    expect(await poll(outside.device_code, internal)).toMatchObject({ status: 403, body: { error: 'org_internal' } });
    const member = await ask();
    await approve(member.user_code, 'acct-hedy');
    expect((await poll(member.device_code, internal)).status).toBe(200);
  });

  async function signedIn(h: Awaited<ReturnType<typeof start>>) {
    const c = await h.code();
    await h.approve(c.user_code);
    return (await h.poll(c.device_code)).body as { access_token: string; refresh_token: string };
  }

  it('refreshes without a new refresh token, serves channels mine, and 401s an expired token', async () => {
    const h = await start({ accessTokenTtl: 60 });
    const t = await signedIn(h);
    const channels = await fetch(`${h.base}/video/v3/channels?part=snippet&mine=true`, { headers: { Authorization: `Bearer ${t.access_token}` } });
    expect(channels.status).toBe(200);
    expect(((await channels.json()) as { items: { snippet: { title: string } }[] }).items[0]!.snippet.title).toBe('Ada Lovelace');
    h.advance(61);
    expect((await fetch(`${h.base}/video/v3/channels?part=snippet&mine=true`, { headers: { Authorization: `Bearer ${t.access_token}` } })).status).toBe(401);
    const refreshed = await h.post('/token', { ...TV, refresh_token: t.refresh_token, grant_type: 'refresh_token' });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body).toMatchObject({ token_type: 'Bearer', expires_in: 60 });
    expect(refreshed.body.refresh_token).toBeUndefined();
  });

  it('revoking the access token revokes the refresh token too; unknown tokens get 400', async () => {
    const h = await start();
    const t = await signedIn(h);
    expect((await h.post(`/revoke?token=${encodeURIComponent(t.access_token)}`, {})).status).toBe(200);
    expect(await h.post('/token', { ...TV, refresh_token: t.refresh_token, grant_type: 'refresh_token' })).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    expect((await h.post('/revoke', { token: 'never-issued' })).status).toBe(400);
  });

  it('the account page: remove access, sign out everywhere and disable take effect at once and emit events', async () => {
    const h = await start();
    for (const [action, type] of [
      ['/account/remove-access', 'oauth/event-type/token-revoked'],
      ['/account/sign-out-everywhere', 'risc/event-type/sessions-revoked'],
      ['/account/disable', 'risc/event-type/account-disabled'],
    ] as const) {
      const t = await signedIn(h);
      const res = await h.submit('/account?account=acct-ada', action, { account: 'acct-ada', client: TV.client_id });
      expect(res.status).toBe(200);
      expect(await h.post('/token', { ...TV, refresh_token: t.refresh_token, grant_type: 'refresh_token' })).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
      const events = emulator!.ctx.securityEvents.log;
      expect(Object.keys(events[events.length - 1]!.events)[0]).toMatch(new RegExp(`${type}$`));
      if (action === '/account/disable') break;
    }
    // A disabled account cannot sign in again.
    const c = await h.code();
    const chosen = await h.approve(c.user_code, 'acct-ada');
    expect(chosen.status).toBe(400);
  });

  it('POSTs security events to EMULATOR_SECURITY_EVENT_RECEIVER', async () => {
    const { createServer } = await import('node:http');
    const received: unknown[] = [];
    const receiver = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c));
      req.on('end', () => {
        received.push(JSON.parse(body));
        res.end();
      });
    });
    await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
    const port = (receiver.address() as { port: number }).port;
    const h = await start({ securityEventReceiver: `http://127.0.0.1:${port}/events` });
    await signedIn(h);
    await h.submit('/account?account=acct-ada', '/account/sign-out-everywhere', { account: 'acct-ada' });
    await expect.poll(() => received.length).toBe(1);
    expect(JSON.stringify(received[0])).toContain('sessions-revoked');
    expect(JSON.stringify(received[0])).not.toMatch(/at_|rt_/); // never a token
    receiver.close();
  });
});
