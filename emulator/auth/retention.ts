import type { DeviceAuthorization, Grant } from './authService.ts';

/**
 * What the authorization server forgets, so that no client, however many codes it asks for or
 * tokens it refreshes, makes the emulator grow without end. Far above what any test or day of use
 * needs. Each function names what to drop; the service drops it from its maps.
 */
export const KEEP = {
  /** Device authorizations, newest kept; an expired one is kept an hour so polls still hear expired_token. */
  devices: 5_000,
  expiredDeviceMs: 3_600_000,
  /** Access tokens before expired ones are swept out. */
  accessTokens: 20_000,
  /** Revoked or retired grants kept for GET /emulator/grants, newest kept. */
  deadGrants: 2_000,
};

/** Before a new one is added: those expired over an hour ago, then the oldest past KEEP.devices. */
export function devicesToForget(devices: readonly DeviceAuthorization[], now: number): DeviceAuthorization[] {
  const stale = devices.filter((d) => now - d.expiresAt > KEEP.expiredDeviceMs);
  const fresh = devices.filter((d) => now - d.expiresAt <= KEEP.expiredDeviceMs);
  return [...stale, ...fresh.slice(0, Math.max(0, fresh.length - KEEP.devices + 1))];
}

/** The revoked or retired grants past the newest KEEP.deadGrants (a Map keeps insertion order: oldest first). */
export function deadGrantsToForget(grants: readonly Grant[]): Grant[] {
  const dead = grants.filter((g) => g.revokedAt !== undefined || g.refreshRetiredAt !== undefined);
  return dead.slice(0, Math.max(0, dead.length - KEEP.deadGrants));
}

/** Before a new one is added, when full: the expired ones, then the oldest live ones. */
export function accessTokensToForget(tokens: ReadonlyMap<string, { expiresAt: number }>, now: number): string[] {
  if (tokens.size < KEEP.accessTokens) return [];
  const expired = [...tokens].filter(([, info]) => info.expiresAt <= now).map(([token]) => token);
  const live = [...tokens].filter(([, info]) => info.expiresAt > now).map(([token]) => token);
  return [...expired, ...live.slice(0, Math.max(0, live.length - KEEP.accessTokens + 1))];
}
