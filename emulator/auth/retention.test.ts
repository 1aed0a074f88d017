import { describe, expect, it } from 'vitest';
import type { DeviceAuthorization, Grant } from './authService.ts';
import { KEEP, accessTokensToForget, deadGrantsToForget, devicesToForget } from './retention.ts';

const now = Date.UTC(2030, 0, 1);
const device = (i: number, expiresAt: number) => ({ deviceCode: `dc_${i}`, userCode: `U${i}`, flowId: `flow_${i}`, expiresAt }) as DeviceAuthorization;

describe('what sign-in forgets', () => {
  it('device codes expired over an hour ago, then the oldest past the bound', () => {
    const devices = [device(1, now - KEEP.expiredDeviceMs - 1), device(2, now - 1000), device(3, now + 1000)];
    expect(devicesToForget(devices, now).map((d) => d.deviceCode)).toEqual(['dc_1']);
    const many = Array.from({ length: KEEP.devices }, (_, i) => device(i, now + 1000));
    expect(devicesToForget(many, now).map((d) => d.deviceCode)).toEqual(['dc_0']);
  });

  it('revoked or retired grants past the bound, oldest first; live ones never', () => {
    const grants = Array.from({ length: KEEP.deadGrants + 3 }, (_, i) => ({ id: `g${i}`, revokedAt: i % 2 ? 1 : undefined, refreshRetiredAt: i % 2 ? undefined : 1 }) as Grant);
    const live = { id: 'live' } as Grant;
    expect(deadGrantsToForget([live, ...grants]).map((g) => g.id)).toEqual(['g0', 'g1', 'g2']);
  });

  it('access tokens when full: the expired ones first, then the oldest', () => {
    const tokens = new Map(Array.from({ length: KEEP.accessTokens }, (_, i) => [`at_${i}`, { expiresAt: i === 5 ? now - 1 : now + 1000 }] as const));
    expect(accessTokensToForget(tokens, now)).toEqual(['at_5']);
    tokens.set('at_5', { expiresAt: now + 1000 });
    expect(accessTokensToForget(tokens, now)).toEqual(['at_0']);
    expect(accessTokensToForget(new Map([['at_x', { expiresAt: 0 }]]), now)).toEqual([]);
  });
});
