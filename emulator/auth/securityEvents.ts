import { randomUUID } from 'node:crypto';
import type { Clock } from '../clock.ts';

/** Security event types the emulator emits (docs/reference/facts.md, Security events). */
export const SECEVENT_SCHEMA_BASE = 'https://schemas.openid.net/secevent';
export const EVENT_TYPES = {
  sessionsRevoked: `${SECEVENT_SCHEMA_BASE}/risc/event-type/sessions-revoked`,
  tokenRevoked: `${SECEVENT_SCHEMA_BASE}/oauth/event-type/token-revoked`,
  accountDisabled: `${SECEVENT_SCHEMA_BASE}/risc/event-type/account-disabled`,
} as const;

export interface SecurityEvent {
  iss: string;
  iat: number;
  jti: string;
  /** The client the event is for. */
  aud: string;
  events: Record<string, { subject: { subject_type: 'iss-sub'; iss: string; sub: string }; reason?: string }>;
}

/** Events kept for GET /emulator/security-events. */
const MAX_LOGGED = 1_000;

/** Keeps the recent events (for tests) and forwards each one as JSON to a receiver when configured. */
export class SecurityEvents {
  readonly log: SecurityEvent[] = [];

  constructor(
    private readonly clock: Clock,
    private readonly receiver: string | undefined,
    private readonly issuer = 'https://emulator.tenfoot',
  ) {}

  emit(type: string, accountId: string, audience: string, reason?: string): SecurityEvent {
    const event: SecurityEvent = {
      iss: this.issuer,
      iat: Math.floor(this.clock.now() / 1000),
      jti: randomUUID(),
      aud: audience,
      events: { [type]: { subject: { subject_type: 'iss-sub', iss: this.issuer, sub: accountId }, ...(reason ? { reason } : {}) } },
    };
    this.log.push(event);
    // The newest events are what tests read; a long-running emulator keeps a bounded number.
    if (this.log.length > MAX_LOGGED) this.log.splice(0, this.log.length - MAX_LOGGED);
    // The log names the type and subject only: events never carry tokens.
    console.log(`[emulator] security event ${type.split('/').pop()} for ${accountId} (aud ${audience})`);
    if (this.receiver) {
      fetch(this.receiver, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(event) }).catch((error: unknown) => {
        console.warn(`[emulator] could not deliver security event to ${this.receiver}: ${String(error)}`);
      });
    }
    return event;
  }
}
