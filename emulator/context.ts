import type { AuthService } from './auth/authService.ts';
import type { SecurityEvents } from './auth/securityEvents.ts';
import type { Clock } from './clock.ts';
import type { EmulatorRequest } from './http.ts';
import type { EmulatorOptions } from './options.ts';
import type { Account } from './seed/accounts.ts';
import type { Stats } from './stats.ts';

/** What every service module of the emulator shares. */
export interface EmulatorContext {
  options: EmulatorOptions;
  clock: Clock;
  accounts: Account[];
  auth: AuthService;
  securityEvents: SecurityEvents;
  stats: Stats;
}

/** This server's origin as the requester reached it, so a phone or TV on the LAN gets usable links. */
export function publicOrigin(req: EmulatorRequest): string {
  const host = req.headers['x-forwarded-host'] ?? req.headers.host ?? 'localhost';
  return `http://${Array.isArray(host) ? host[0] : host}`;
}
