import { describe, expect, it } from 'vitest';
import { harnessForFile } from './harness.ts';
import { json, send } from './rawHttp.ts';

/** Bad input answers 4xx, never 500, and leaves the emulator as it was. */
const h = harnessForFile();
const token = () => {
  h.emulator.ctx.auth.addStaticToken('hardening-token', 'acct-ada', ['https://scopes.tenfoot.emulator/auth/video']);
  return { Authorization: 'Bearer hardening-token' };
};

describe('bad input is the client\'s mistake: 4xx with an error body', () => {
  it('malformed percent-encoding in a path parameter is 400, and the route still works', async () => {
    for (const path of ['/emulator/avatars/%E0%A4%A.svg', '/emulator/thumbnails/video/%/default.png', '/compute/v1/projects/%zz/zones/europe-west1-b/autoscalers/x', '/testing/v1/projects/p/deviceSessions/%C0%AF']) {
      const answer = await send(h.base, { path, headers: token() });
      expect(answer !== 'reset' && answer.status, path).toBe(400);
      expect(json(answer), path).toMatchObject({ error: { code: 400 } });
    }
    expect((await fetch(`${h.base}/emulator/avatars/acct-ada.svg`)).status).toBe(200);
  });

  it('a request target that is not a path is 400', async () => {
    const answer = await send(h.base, { path: '//' });
    expect(answer !== 'reset' && answer.status).toBe(400);
  });

  it('bodies that are not JSON are 400 on every JSON endpoint', async () => {
    const headers = { ...token(), 'Content-Type': 'application/json' };
    for (const [method, path] of [
      ['POST', '/emulator/clock/advance'],
      ['POST', '/video/v3/playlists?part=snippet'],
      ['PUT', '/video/v3/playlists?part=snippet'],
      ['POST', '/compute/v1/projects/tenfoot-dev/zones/europe-west1-b/autoscalers'],
      ['POST', '/testing/v1/projects/p/deviceSessions'],
      ['POST', '/embed/_stats'],
    ] as const) {
      for (const body of ['{', 'not json', '\u0000\u00ff', '{"a":' + '['.repeat(5000)]) {
        const res = await fetch(`${h.base}${path}`, { method, headers: path.startsWith('/compute') || path.startsWith('/testing') ? { ...headers, Authorization: 'Bearer emulator-developer-token' } : headers, body });
        expect(res.status, `${method} ${path} ${body.slice(0, 10)}`).toBeGreaterThanOrEqual(400);
        expect(res.status, `${method} ${path} ${body.slice(0, 10)}`).toBeLessThan(500);
      }
    }
  });

  it('{"seconds": 1e300} is refused with 400 and the clock keeps working', async () => {
    const clock = async () => Date.parse(((await (await fetch(`${h.base}/emulator/clock`)).json()) as { now: string }).now);
    const before = await clock();
    for (const seconds of ['1e300', '-5', '"Infinity"', 'null', '1e12']) {
      const res = await fetch(`${h.base}/emulator/clock/advance`, { method: 'POST', body: `{"seconds": ${seconds}}` });
      expect(res.status, seconds).toBe(400);
      expect(await res.json()).toMatchObject({ error: { code: 400, message: expect.stringMatching(/seconds/) } });
    }
    // Unmoved: only real time has passed (the clock runs on it).
    expect((await clock()) - before).toBeLessThan(30_000);
    const moved = await fetch(`${h.base}/emulator/clock/advance`, { method: 'POST', body: '{"seconds": 60}' });
    expect(moved.status).toBe(200);
    // Everything that writes a time still does.
    expect((await h.client().channels.list({ part: ['id'], mine: true })).items).toHaveLength(1);
  });

  it('an oversized body is 413 with an error body, not a reset connection, and the next request works', async () => {
    const big = Buffer.alloc(3_000_000, 'a');
    const answer = await send(h.base, { method: 'POST', path: '/video/v3/playlists?part=snippet', headers: { ...token(), 'Content-Type': 'application/json' }, body: big });
    expect(answer).not.toBe('reset');
    expect(answer !== 'reset' && answer.status).toBe(413);
    expect(json(answer)).toMatchObject({ error: { code: 413, message: expect.stringMatching(/larger/) } });
    // Chunked, without a Content-Length: found as it arrives.
    const res = await fetch(`${h.base}/emulator/clock/advance`, {
      method: 'POST',
      body: new ReadableStream({
        start(controller) {
          for (let i = 0; i < 30; i++) controller.enqueue(new Uint8Array(100_000));
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect((await fetch(`${h.base}/emulator/clock`)).status).toBe(200);
  });
});
