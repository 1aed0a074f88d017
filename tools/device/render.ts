import type { ApiError } from '../../src/api/core.ts';
import { OUTAGE_LIMIT_MS } from './follow.ts';
import type { DeviceSession, SessionStateEvent } from '../api/deviceSessions.ts';
import { parseDuration, parseTimestamp } from '../api/wireFormats.ts';
import { formatHumanDuration } from '../lib/humanDuration.ts';

/** How a session reads on a terminal. Times stay in the service's RFC 3339 UTC form: unambiguous and copyable. */

function safeMs(timestamp: string | undefined): number | undefined {
  if (!timestamp) return undefined;
  try {
    return parseTimestamp(timestamp).getTime();
  } catch {
    return undefined;
  }
}

function safeDurationMs(duration: string | undefined): number | undefined {
  if (!duration) return undefined;
  try {
    return parseDuration(duration) * 1000;
  } catch {
    return undefined;
  }
}

export function shortId(name: string | undefined): string {
  return name?.split('/').pop() ?? '?';
}

export function deviceLine(session: DeviceSession): string {
  const d = session.androidDevice ?? {};
  return `${d.androidModelId ?? '?'} · Android version ${d.androidVersionId ?? '?'} · ${d.locale ?? '?'} · ${d.orientation ?? '?'}`;
}

/** When an ACTIVE (or future) session ends by its own budget: expireTime, or activeStartTime + ttl. */
export function budgetLine(session: DeviceSession): string {
  if (session.expireTime) return `until ${session.expireTime} (expireTime)`;
  const ttlMs = safeDurationMs(session.ttl);
  if (ttlMs === undefined) return 'unknown';
  const start = safeMs(session.activeStartTime);
  return start === undefined
    ? `ttl ${formatHumanDuration(ttlMs)}, counted from when the device becomes ACTIVE`
    : `until ${new Date(start + ttlMs).toISOString()} (ttl ${formatHumanDuration(ttlMs)} from activeStartTime)`;
}

/** `+12s  PENDING  message`: the offset is from createTime, so it is right under any clock. */
export function eventLine(session: DeviceSession, event: SessionStateEvent): string {
  const created = safeMs(session.createTime);
  const at = safeMs(event.eventTime);
  const offset = created !== undefined && at !== undefined ? `+${formatHumanDuration(at - created)}` : '';
  return `  ${offset.padEnd(8)} ${(event.sessionState ?? '?').padEnd(18)} ${event.stateMessage ?? ''}`.trimEnd();
}

export function renderSession(session: DeviceSession): string[] {
  const lines = [`${session.name ?? '?'}  ${session.state ?? '?'}`];
  const row = (label: string, value: string | undefined) => {
    if (value) lines.push(`  ${label.padEnd(13)} ${value}`);
  };
  row('Device', session.displayName);
  row('Requested', deviceLine(session));
  row('Created', session.createTime);
  row('Active since', session.activeStartTime);
  row('Time', budgetLine(session));
  const inactivity = safeDurationMs(session.inactivityTimeout);
  if (inactivity !== undefined) row('Inactivity', `ends after ${formatHumanDuration(inactivity)} without interaction (TIMEOUT_INACTIVITY)`);
  if (session.stateHistories?.length) {
    lines.push('  History');
    for (const event of session.stateHistories) lines.push(`  ${eventLine(session, event)}`);
  }
  return lines;
}

export function renderTable(sessions: DeviceSession[]): string[] {
  const rows = sessions.map((s) => [shortId(s.name), s.state ?? '?', `${s.androidDevice?.androidModelId ?? '?'} ${s.androidDevice?.androidVersionId ?? ''}`.trim(), s.androidDevice?.locale ?? '', s.createTime ?? '']);
  const header = ['SESSION', 'STATE', 'DEVICE', 'LOCALE', 'CREATED'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  return [header, ...rows].map((r) => r.map((cell, i) => cell.padEnd(widths[i]!)).join('  ').trimEnd());
}

/** What a wait says as the service stops answering, and again when it answers: the session is not forgotten. */
export function troubleLine(error: ApiError | undefined, name: string): string {
  if (!error) return `The service answers again; still waiting for ${name}.`;
  const what = error.code === 'http' ? `answered ${error.status}` : 'did not answer';
  return `The service ${what}; still waiting for ${name}, asking again (for up to ${formatHumanDuration(OUTAGE_LIMIT_MS)}).`;
}
