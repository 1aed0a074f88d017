import { afterAll, beforeAll } from 'vitest';
import { createEmulator, VIDEO_BASE_PATH, type Emulator } from '../../emulator/server.ts';
import type { EmulatorOptions } from '../../emulator/options.ts';
import { createApiCore, type TokenSource } from '../../src/api/core.ts';
import { createVideoClient, type VideoClient, type VideoClientOptions } from '../../src/api/video/client.ts';

export const SCOPE = 'https://scopes.tenfoot.emulator/auth/video';
export const READONLY_SCOPE = `${SCOPE}.readonly`;
export const API_KEY = 'emulator-api-key';

/** The stats the emulator reports at GET /emulator/stats. */
export interface EmulatorStats {
  requests: Record<string, number>;
  totalRequests: number;
  quotaUsed: number;
  requestLog: string[];
}

export interface Harness {
  emulator: Emulator;
  base: string;
  apiBase: string;
  /** A client signed in as `accountId` with the managing scope (token `test-<accountId>`). */
  client(accountId?: string, options?: VideoClientOptions & { token?: string }): VideoClient;
  /** A client with the read-only scope. */
  readOnlyClient(accountId?: string): VideoClient;
  /** A client with only the API key, no token. */
  anonymousClient(): VideoClient;
  stats(): Promise<EmulatorStats>;
  resetStats(): Promise<void>;
  close(): Promise<void>;
}

/** Retries without waiting, so fault tests stay fast. */
const noSleep = () => Promise.resolve();

export async function startHarness(options: Partial<EmulatorOptions> = {}): Promise<Harness> {
  const emulator = createEmulator({ port: 0, host: '127.0.0.1', ...options });
  const base = await emulator.listen();
  const apiBase = `${base}${VIDEO_BASE_PATH}`;
  const make = (getAccessToken: TokenSource | undefined, clientOptions: VideoClientOptions = {}) =>
    createVideoClient(createApiCore({ baseUrl: apiBase, apiKey: API_KEY, getAccessToken, sleep: noSleep }), { cache: false, ...clientOptions });
  return {
    emulator,
    base,
    apiBase,
    client(accountId = 'acct-ada', clientOptions = {}) {
      const token = clientOptions.token ?? `test-${accountId}`;
      emulator.ctx.auth.addStaticToken(token, accountId, [SCOPE]);
      return make(async () => token, clientOptions);
    },
    readOnlyClient(accountId = 'acct-ada') {
      const token = `test-readonly-${accountId}`;
      emulator.ctx.auth.addStaticToken(token, accountId, [READONLY_SCOPE]);
      return make(async () => token);
    },
    anonymousClient: () => make(undefined),
    stats: async () => (await (await fetch(`${base}/emulator/stats`)).json()) as EmulatorStats,
    resetStats: async () => {
      await fetch(`${base}/emulator/stats/reset`, { method: 'POST' });
    },
    close: () => emulator.close(),
  };
}

/**
 * One emulator for a whole test file, started before its first test and closed after its last:
 * every contract test file needs the same, so `const h = harnessForFile()` stands for the hooks.
 * The harness it returns answers once the emulator is up, that is inside tests and later hooks.
 */
export function harnessForFile(options: Partial<EmulatorOptions> = {}): Harness {
  let started: Harness | undefined;
  beforeAll(async () => {
    started = await startHarness(options);
  });
  afterAll(() => started?.close());
  return new Proxy({} as Harness, {
    get(_target, key) {
      if (!started) throw new Error('The emulator starts in beforeAll: use the harness inside a test or a later hook.');
      return started[key as keyof Harness];
    },
  });
}
