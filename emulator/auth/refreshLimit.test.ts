import { describe, expect, it } from 'vitest';
import type { Grant } from './authService.ts';
import { grantsPastLimit } from './refreshLimit.ts';

let serial = 0;
const grant = (accountId: string, clientId: string, createdAt: number, extra: Partial<Grant> = {}): Grant => ({
  id: `grant_${++serial}`,
  accountId,
  clientId,
  scopes: [],
  refreshToken: `rt_${serial}`,
  createdAt,
  serial,
  ...extra,
});

describe('the refresh-token limit per client and account', () => {
  it('retires the oldest live grants of the same account and client beyond the limit', () => {
    const old = [grant('a', 'tv', 1), grant('a', 'tv', 2), grant('a', 'tv', 2), grant('b', 'tv', 0), grant('a', 'web', 0)];
    const fresh = grant('a', 'tv', 3);
    expect(grantsPastLimit([...old, fresh], fresh, 2).map((g) => g.id)).toEqual([old[0]!.id, old[1]!.id]);
    expect(grantsPastLimit([...old, fresh], fresh, 4)).toEqual([]);
  });

  it('does not count revoked or already retired grants', () => {
    const fresh = grant('a', 'tv', 9);
    const all = [grant('a', 'tv', 1, { revokedAt: 5 }), grant('a', 'tv', 2, { refreshRetiredAt: 5 }), grant('a', 'tv', 3), fresh];
    expect(grantsPastLimit(all, fresh, 2)).toEqual([]);
    expect(grantsPastLimit(all, fresh, 1).map((g) => g.createdAt)).toEqual([3]);
  });
});
