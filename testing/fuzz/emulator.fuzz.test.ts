import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { KEEP } from '../../emulator/auth/retention.ts';
import { LOG_LIMITS } from '../../emulator/stats.ts';
import { createEmulator, type Emulator } from '../../emulator/server.ts';
import { send } from '../contract/rawHttp.ts';
import { FUZZ_TOKENS, hostileRequest, type HostileRequest } from './hostileRequests.ts';
import { verdict } from './verdict.ts';

/**
 * Thousands of hostile requests across every route of the emulator (fast-check, a fixed seed so a
 * failure replays), to one emulator on loopback, port 0. None may answer 5xx but the fault knobs'
 * and 501, none may crash it; after them it answers normally, and what it keeps stays bounded.
 * FUZZ_SEED and FUZZ_RUNS replay or lengthen a run.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_101);
const RUNS = Number(process.env.FUZZ_RUNS ?? 2_500);
const CONCURRENCY = 8;
const SCOPE = 'https://scopes.tenfoot.emulator/auth/video';

let emulator: Emulator;
let base: string;
const errors = vi.spyOn(console, 'error');

beforeAll(async () => {
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  errors.mockImplementation(() => undefined);
  // A small share of faults, so their own paths are fuzzed too; a large quota, so writes are reached.
  emulator = createEmulator({ host: '127.0.0.1', port: 0, faultRate: 0.02, authFaultRate: 0.02, quota: 10_000_000, deviceCodeQuota: 100_000 });
  base = await emulator.listen();
  emulator.ctx.auth.addStaticToken(FUZZ_TOKENS.viewer, 'acct-ada', [SCOPE]);
  emulator.ctx.auth.addStaticToken(FUZZ_TOKENS.unlinked, 'acct-margaret', [SCOPE]);
});
afterAll(() => emulator.close());

/** Sends them all, CONCURRENCY at a time, and keeps what went wrong. */
async function run(requests: HostileRequest[]): Promise<string[]> {
  const failures: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const req = requests[next++]!;
      const answer = await send(base, req, 20_000);
      const wrong = verdict(req, answer, emulator.ctx.options);
      if (wrong) failures.push(`${wrong}: ${req.method} ${req.path.slice(0, 200)} headers=${JSON.stringify(req.headers).slice(0, 200)} body=${(req.body ?? '').slice(0, 200)}`);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return failures;
}

describe('the emulator under hostile requests', () => {
  it(`answers ${RUNS} of them with no 5xx but the fault knobs' and 501, then still works, and stays bounded`, { timeout: 180_000 }, async () => {
    const ids = [...emulator.videoStore.videos.keys()].slice(0, 5).concat([...emulator.videoStore.playlists.keys()].slice(0, 5), [...emulator.videoStore.channels.keys()].slice(0, 3));
    const host = new URL(base).host;
    const playlistsBefore = emulator.videoStore.playlists.size;
    const requests = fc.sample(hostileRequest({ routes: emulator.router.list(), host, ids }), { numRuns: RUNS, seed: SEED });
    const started = performance.now();
    const failures = await run(requests);
    const seconds = (performance.now() - started) / 1000;

    expect(failures.slice(0, 15), `seed ${SEED}: ${failures.length} of ${RUNS} failed`).toEqual([]);
    expect(errors.mock.calls.map((c) => String(c[0])).filter((m) => m.includes('handler failed'))).toEqual([]);
    // Every route was aimed at.
    const aimed = new Set(requests.map((r) => r.aimedAt));
    expect(emulator.router.list().map((r) => `${r.method} ${r.path}`).filter((route) => !aimed.has(route))).toEqual([]);
    expect(seconds).toBeLessThan(120);

    // Still answering normally: the API, sign-in, pictures and the control endpoints.
    emulator.ctx.options.faultRate = 0;
    emulator.ctx.options.authFaultRate = 0;
    const channel = await fetch(`${base}/video/v3/channels?part=snippet&mine=true`, { headers: { Authorization: `Bearer ${FUZZ_TOKENS.viewer}` } });
    expect(channel.status).toBe(200);
    expect(((await channel.json()) as { items: { snippet: { title: string } }[] }).items[0]!.snippet.title).toBe('Ada Lovelace');
    const code = await fetch(`${base}/device/code`, { method: 'POST', body: new URLSearchParams({ client_id: 'tenfoot-tv.apps.emulator', scope: SCOPE }) });
    expect(code.status).toBe(200);
    expect((await fetch(`${base}/device`)).status).toBe(200);
    expect((await fetch(`${base}/emulator/avatars/acct-ada.svg`)).status).toBe(200);
    const clock = (await (await fetch(`${base}/emulator/clock`)).json()) as { now: string };
    expect(Number.isFinite(Date.parse(clock.now))).toBe(true);

    // Bounded: the log in lines and bytes, the endpoints counted, what sign-in keeps.
    const stats = emulator.ctx.stats;
    expect(stats.logSize.lines).toBeLessThanOrEqual(LOG_LIMITS.lines);
    expect(stats.logSize.bytes).toBeLessThanOrEqual(LOG_LIMITS.bytes);
    expect(stats.requests.size).toBeLessThanOrEqual(LOG_LIMITS.endpoints + 1);
    const sizes = emulator.ctx.auth.sizes;
    expect(sizes.devices).toBeLessThanOrEqual(KEEP.devices);
    expect(sizes.accessTokens).toBeLessThanOrEqual(KEEP.accessTokens);
    expect(emulator.ctx.securityEvents.log.length).toBeLessThanOrEqual(1_000);
    // The stores grow at most by what the requests created, one record each.
    expect(emulator.videoStore.playlists.size).toBeLessThanOrEqual(playlistsBefore + RUNS);
    expect(JSON.stringify(stats).length).toBeLessThan(LOG_LIMITS.bytes * 2);
  });
});
