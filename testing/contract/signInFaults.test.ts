import { afterAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness.ts';
import { send } from './rawHttp.ts';

const TV = { client_id: 'tenfoot-tv.apps.emulator', client_secret: 'tenfoot-tv-secret' };
const SCOPE = 'https://scopes.tenfoot.emulator/auth/video';
const started: Harness[] = [];
afterAll(() => Promise.all(started.map((h) => h.close())));

async function harness(options: Parameters<typeof startHarness>[0]) {
  const h = await startHarness(options);
  started.push(h);
  return h;
}

const form = (body: Record<string, string>) => ({
  method: 'POST',
  path: '',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(body).toString(),
});

describe('EMULATOR_AUTH_FAULT_RATE: sign-in meets the authorization server\'s bad moments', () => {
  it('at 1, every device-code and token request fails in one of the real shapes: 500, 503, 429 or a cut', async () => {
    const h = await harness({ authFaultRate: 1, deviceCodeQuota: 1000 });
    const seen = new Map<string, number>();
    for (let i = 0; i < 60; i++) {
      const [path, body] = i % 2 ? ['/device/code', { client_id: TV.client_id, scope: SCOPE }] : ['/token', { ...TV, device_code: 'dc_x', grant_type: 'urn:ietf:params:oauth:grant-type:device_code' }];
      const answer = await send(h.base, { ...form(body), path });
      const kind = answer === 'reset' ? 'cut' : String(answer.status);
      seen.set(kind, (seen.get(kind) ?? 0) + 1);
      if (answer === 'reset') continue;
      const json = JSON.parse(answer.text) as Record<string, unknown>;
      if (answer.status === 500) expect(json).toEqual({ error: 'internal_failure', error_description: 'Backend Error' });
      else if (answer.status === 503) expect(json).toEqual({ error: { code: 503, message: expect.any(String), status: 'UNAVAILABLE' } });
      else {
        expect(answer.status).toBe(429);
        expect(json).toEqual({ error: { code: 429, message: expect.any(String), status: 'RESOURCE_EXHAUSTED' } });
        expect(answer.headers['retry-after']).toBe('5');
      }
    }
    // Every kind shows up (each has a 1 in 4 chance per request; missing one in 60 is ~1e-7).
    expect([...seen.keys()].sort()).toEqual(['429', '500', '503', 'cut']);
  });

  it('touches neither the phone pages, nor the revoke endpoint, nor the API', async () => {
    const h = await harness({ authFaultRate: 1 });
    expect((await fetch(`${h.base}/device`)).status).toBe(200);
    expect((await fetch(`${h.base}/revoke`, { method: 'POST', body: new URLSearchParams({ token: 'nope' }) })).status).toBe(400);
    expect((await h.client().channels.list({ part: ['id'], mine: true })).items).toHaveLength(1);
  });

  it('is apart from EMULATOR_FAULT_RATE, which leaves sign-in alone', async () => {
    const h = await harness({ faultRate: 1 });
    const res = await fetch(`${h.base}/device/code`, { method: 'POST', body: new URLSearchParams({ client_id: TV.client_id, scope: SCOPE }) });
    expect(res.status).toBe(200);
  });

  it('at 0.5 a patient TV still signs in', async () => {
    const h = await harness({ authFaultRate: 0.5, interval: 1, deviceCodeQuota: 1000 });
    const tryUntil = async <T>(attempt: () => Promise<T | undefined>): Promise<T> => {
      for (let i = 0; i < 50; i++) {
        const got = await attempt().catch(() => undefined);
        if (got !== undefined) return got;
      }
      throw new Error('never got through');
    };
    const code = await tryUntil(async () => {
      const res = await fetch(`${h.base}/device/code`, { method: 'POST', body: new URLSearchParams({ client_id: TV.client_id, scope: SCOPE }) });
      return res.status === 200 ? ((await res.json()) as { device_code: string; user_code: string }) : undefined;
    });
    const auth = h.emulator.ctx.auth;
    const device = auth.findByUserCode(code.user_code).device!;
    auth.chooseAccount(device, 'acct-ada');
    auth.decide(device, true);
    const tokens = await tryUntil(async () => {
      h.emulator.ctx.clock.advance(2000); // never too soon for the interval
      const res = await fetch(`${h.base}/token`, { method: 'POST', body: new URLSearchParams({ ...TV, device_code: code.device_code, grant_type: 'urn:ietf:params:oauth:grant-type:device_code' }) });
      return res.status === 200 ? ((await res.json()) as { access_token: string }) : undefined;
    });
    expect(tokens.access_token).toMatch(/^at_/);
  });
});

describe('EMULATOR_AUTH_LATENCY_MS: a slow network during sign-in', () => {
  it('answers device-code and token requests that much later, and nothing else', async () => {
    const h = await harness({ authLatencyMs: 400, deviceCodeQuota: 1000 });
    const timed = async (request: Parameters<typeof send>[1]) => {
      const start = performance.now();
      const answer = await send(h.base, request);
      return { answer, ms: performance.now() - start };
    };
    const code = await timed({ ...form({ client_id: TV.client_id, scope: SCOPE }), path: '/device/code' });
    expect(code.answer !== 'reset' && code.answer.status).toBe(200);
    expect(code.ms).toBeGreaterThanOrEqual(390);
    const token = await timed({ ...form({ ...TV, device_code: 'dc_x', grant_type: 'urn:ietf:params:oauth:grant-type:device_code' }), path: '/token' });
    expect(token.answer !== 'reset' && token.answer.status).toBe(400);
    expect(token.ms).toBeGreaterThanOrEqual(390);
    // The phone's pages are not held back: only the TV's sign-in requests are.
    const phone = await timed({ method: 'GET', path: '/device', headers: {}, body: '' });
    expect(phone.answer !== 'reset' && phone.answer.status).toBe(200);
    expect(phone.ms).toBeLessThan(390);
  });
});
