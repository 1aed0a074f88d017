import { describe, expect, it } from 'vitest';
import { LOG_LIMITS } from '../../emulator/stats.ts';
import { harnessForFile } from './harness.ts';

const TV = { client_id: 'tenfoot-tv.apps.emulator', client_secret: 'tenfoot-tv-secret' };
const SCOPE = 'https://scopes.tenfoot.emulator/auth/video';
const h = harnessForFile();

/** Signs in through the device flow over HTTP, as the TV does; the phone's part in-process. */
async function signIn() {
  const form = (body: Record<string, string>) => ({ method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(body) });
  const code = (await (await fetch(`${h.base}/device/code`, form({ client_id: TV.client_id, scope: SCOPE }))).json()) as { device_code: string; user_code: string };
  const auth = h.emulator.ctx.auth;
  const device = auth.findByUserCode(code.user_code).device!;
  auth.chooseAccount(device, 'acct-grace');
  auth.decide(device, true);
  const tokens = (await (await fetch(`${h.base}/token`, form({ ...TV, device_code: code.device_code, grant_type: 'urn:ietf:params:oauth:grant-type:device_code' }))).json()) as { access_token: string; refresh_token: string };
  return { ...tokens, ...code, flow: device.flowId };
}

/** The whole of what GET /emulator/stats shows, as text. */
const statsText = async () => JSON.stringify(await (await fetch(`${h.base}/emulator/stats`)).json());

describe('GET /emulator/stats keeps no secret', () => {
  it('tokens, client secrets, device codes, user codes and flow ids sent in a URL are redacted', async () => {
    const s = await signIn();
    await fetch(`${h.base}/video/v3/channels?part=id&mine=true&access_token=${s.access_token}`);
    await fetch(`${h.base}/device/account?flow=${s.flow}`);
    await fetch(`${h.base}/device?user_code=${s.user_code}`);
    // A client that puts everything in the URL, as `POST /revoke?token=` invites.
    await fetch(`${h.base}/token?client_secret=${TV.client_secret}&refresh_token=${s.refresh_token}&device_code=${s.device_code}`, { method: 'POST' });
    await fetch(`${h.base}/revoke?token=${s.refresh_token}`, { method: 'POST' });
    const text = await statsText();
    for (const secret of [s.access_token, s.refresh_token, s.device_code, s.user_code, s.flow, TV.client_secret]) expect(text).not.toContain(secret);
    expect(text).toContain('POST /revoke?token=REDACTED');
    expect(text).toContain('GET /device/account?flow=REDACTED');
  });

  it('a token in a path, or the developer token anywhere, is redacted too', async () => {
    const s = await signIn();
    // A path the router matches (so it is counted and logged), with a token for a project id.
    await fetch(`${h.base}/testing/v1/projects/${s.refresh_token}/deviceSessions`);
    expect((await h.stats()).requestLog.at(-1)).toBe('GET /testing/v1/projects/REDACTED/deviceSessions?');
    await fetch(`${h.base}/compute/v1/projects/emulator-developer-token/zones/europe-west1-b/autoscalers/x`, { headers: { Authorization: 'Bearer emulator-developer-token' } });
    const text = await statsText();
    expect(text).not.toContain(s.refresh_token);
    expect(text).not.toContain('emulator-developer-token');
  });

  it('the API key stays: it is public in the app\'s config, and tests read it in the log', async () => {
    await h.anonymousClient().channels.list({ part: ['id'], id: 'UCgrace00000000000000002' });
    expect((await h.stats()).requestLog.at(-1)).toContain('key=emulator-api-key');
  });

  it('the log is capped in bytes as well as in lines', async () => {
    const long = 'q'.repeat(8_000);
    await Promise.all(Array.from({ length: 400 }, (_, i) => fetch(`${h.base}/video/v3/search?part=snippet&q=${long}${i}`)));
    const { requestLog } = await h.stats();
    const bytes = requestLog.reduce((n, line) => n + line.length, 0);
    expect(bytes).toBeLessThanOrEqual(LOG_LIMITS.bytes);
    expect(requestLog.every((line) => line.length <= LOG_LIMITS.lineLength + 10)).toBe(true);
  });
});
