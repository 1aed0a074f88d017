import type { StoredAccount } from '../src/auth/tokenStore.ts';
import type { AppConfig } from '../src/config.ts';
import type { KeyValueStore } from '../src/platform/durableStore.ts';

/** A config pointing nowhere reachable: the session's tests stub fetch. */
export const testConfig = {
  authUrl: 'http://127.0.0.1:1/auth',
  apiBaseUrl: 'http://127.0.0.1:1/video/v3',
  scopeBase: 'http://127.0.0.1:1',
  kindPrefix: 'video',
  clientId: 'tv',
  clientSecret: 'not-secret',
  apiKey: 'key',
  scopes: ['video'],
  verificationUrlSchemeOptional: false,
  playerApiUrl: 'http://127.0.0.1:1/iframe_api',
} satisfies AppConfig;

/** A key-value store in memory whose writes of the account list fail while `failWrites` says so. */
export function memoryStore(failWrites: (list: StoredAccount[]) => boolean = () => false): KeyValueStore {
  const data = new Map<string, unknown>();
  return {
    get: async <T,>(key: string) => data.get(key) as T | undefined,
    set: async (key: string, value: unknown) => void data.set(key, value),
    del: async (key: string) => void data.delete(key),
    update: async <T,>(key: string, change: (old: T | undefined) => T) => {
      const next = change(data.get(key) as T | undefined);
      if (key === 'accounts' && failWrites(next as StoredAccount[])) throw new Error('QuotaExceededError');
      data.set(key, next);
    },
  } as unknown as KeyValueStore;
}
