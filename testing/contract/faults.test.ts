import { afterAll, describe, expect, it } from 'vitest';
import { createApiCore } from '../../src/api/core.ts';
import { createVideoClient } from '../../src/api/video/client.ts';
import { API_KEY, startHarness, type Harness } from './harness.ts';

const started: Harness[] = [];
afterAll(() => Promise.all(started.map((h) => h.close())));

async function harness(options: Parameters<typeof startHarness>[0]) {
  const h = await startHarness(options);
  started.push(h);
  return h;
}

/** A client that counts the fetches it makes (attempts, retries included). */
function countingClient(h: Harness) {
  let attempts = 0;
  h.emulator.ctx.auth.addStaticToken('fault-token', 'acct-ada', ['https://scopes.tenfoot.emulator/auth/video']);
  const core = createApiCore({
    baseUrl: h.apiBase,
    apiKey: API_KEY,
    getAccessToken: async () => 'fault-token',
    sleep: () => Promise.resolve(),
    fetch: (input, init) => {
      attempts++;
      return fetch(input, init);
    },
  });
  return { client: createVideoClient(core, { cache: false }), attempts: () => attempts };
}

describe('fault knobs (off by default)', () => {
  it('EMULATOR_FAULT_RATE=1: every GET fails (503 or a cut connection) and the client tries 3 times; a POST once', async () => {
    const h = await harness({ faultRate: 1 });
    const { client, attempts } = countingClient(h);
    const error = await client.channels.list({ part: ['id'], mine: true }).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'ApiError' });
    expect(['http', 'network']).toContain((error as { code: string }).code);
    if ((error as { code: string }).code === 'http') expect(error).toMatchObject({ status: 503, reason: 'backendError' });
    expect(attempts()).toBe(3);
    await client.playlists.insert({ requestBody: { snippet: { title: 'never' } } }).catch(() => undefined);
    expect(attempts()).toBe(4);
    // Faults hit the API only: the control endpoints still answer.
    expect((await fetch(`${h.base}/emulator/stats`)).status).toBe(200);
  });

  it('EMULATOR_FAULT_RATE=0.5: retries carry most GETs through', async () => {
    const h = await harness({ faultRate: 0.5 });
    const { client } = countingClient(h);
    const results = await Promise.allSettled(Array.from({ length: 12 }, () => client.channels.list({ part: ['id'], mine: true })));
    // Each fails only if 3 tries in a row fail (1 in 8): all 12 failing would be a broken retry.
    expect(results.filter((r) => r.status === 'fulfilled').length).toBeGreaterThan(4);
  });

  it('EMULATOR_LATENCY_MS delays every API answer', async () => {
    const h = await harness({ latencyMs: 150 });
    const { client } = countingClient(h);
    const start = performance.now();
    await client.channels.list({ part: ['id'], mine: true });
    expect(performance.now() - start).toBeGreaterThanOrEqual(140);
  });
});
