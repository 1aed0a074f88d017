import { describe, expect, it } from 'vitest';
import { harnessForFile } from './harness.ts';
import { send } from './rawHttp.ts';

const h = harnessForFile({ appOrigins: ['http://192.168.1.30:8080'] });
const acao = async (path: string, origin: string, init: RequestInit = {}) =>
  (await fetch(`${h.base}${path}`, { ...init, headers: { ...(init.headers as Record<string, string>), Origin: origin } })).headers.get('access-control-allow-origin');

describe('CORS answers the app\'s origins only', () => {
  it('the app on this computer (any port), packaged (null), and EMULATOR_APP_ORIGINS', async () => {
    for (const origin of ['http://localhost:5173', 'http://127.0.0.1:4173', 'http://127.0.0.1:4194', 'null', 'http://192.168.1.30:8080']) {
      expect(await acao('/video/v3/channels?part=id&id=UCgrace00000000000000002&key=emulator-api-key', origin), origin).toBe(origin);
      expect(await acao('/device/code', origin, { method: 'POST' }), origin).toBe(origin);
    }
  });

  it('no other origin, and a preflight from one gets no allowance either', async () => {
    for (const origin of ['https://evil.example', 'http://evil.example:5173', 'http://192.168.1.99:5173']) {
      expect(await acao('/video/v3/channels?part=id&id=UCgrace00000000000000002&key=emulator-api-key', origin), origin).toBeNull();
      const preflight = await fetch(`${h.base}/token`, { method: 'OPTIONS', headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' } });
      expect(preflight.headers.get('access-control-allow-origin'), origin).toBeNull();
    }
  });

  it('the phone and account pages get no CORS at all, and refuse to be framed', async () => {
    for (const path of ['/device', '/account', '/account?account=acct-ada']) {
      const res = await fetch(`${h.base}${path}`, { headers: { Origin: 'http://localhost:5173' } });
      expect(res.headers.get('access-control-allow-origin'), path).toBeNull();
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
      expect(res.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
    }
  });
});

describe('control endpoints', () => {
  it('answer a test on this computer', async () => {
    expect((await fetch(`${h.base}/emulator/stats`)).status).toBe(200);
    expect((await fetch(`${h.base}/emulator/stats`, { headers: { Origin: 'http://localhost:5173' } })).status).toBe(200);
  });

  it('refuse a page of another site, even in a browser on this computer', async () => {
    for (const [method, path, body] of [
      ['POST', '/emulator/clock/advance', '{"seconds": 86400}'],
      ['POST', '/emulator/stats/reset', ''],
      ['GET', '/emulator/grants', undefined],
    ] as const) {
      const res = await fetch(`${h.base}${path}`, { method, body, headers: { Origin: 'https://evil.example', 'Content-Type': 'text/plain' } });
      expect(res.status, path).toBe(403);
      expect(await res.json()).toMatchObject({ error: { code: 403, status: 'PERMISSION_DENIED' } });
    }
  });

  it('pictures under /emulator/ stay public (a TV on the LAN loads them)', async () => {
    expect((await fetch(`${h.base}/emulator/avatars/acct-ada.svg`, { headers: { Origin: 'https://evil.example' } })).status).toBe(200);
  });
});

describe('Host names (DNS rebinding)', () => {
  it('a request naming a web host is refused with 421; this computer\'s names are served', async () => {
    const rebound = await send(h.base, { path: '/emulator/stats', headers: { Host: 'evil.example:8787' } });
    expect(rebound !== 'reset' && rebound.status).toBe(421);
    for (const host of ['localhost:8787', '127.0.0.1:8787', '192.168.1.30:8787']) {
      const ok = await send(h.base, { path: '/emulator/clock', headers: { Host: host } });
      expect(ok !== 'reset' && ok.status, host).toBe(200);
    }
  });
});
