/**
 * Wall-clock time in a tz database zone, with the runtime's Intl data (no library): enough to
 * check a scaling schedule's `timeZone` and to turn its cron wall times into instants.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
    formatters.set(timeZone, f);
  }
  return f;
}

/** A tz database name the runtime knows (docs/reference/facts.md, Autoscalers: field rules). Offsets like "+02:00" are not names. */
export function isTimeZone(name: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(name)) return false;
  try {
    formatter(name);
    return true;
  } catch {
    return false;
  }
}

export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

export function wallTime(ms: number, timeZone: string): WallTime {
  const parts: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(new Date(ms))) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour!, minute: parts.minute! };
}

function offsetAt(ms: number, timeZone: string): number {
  const w = wallTime(ms, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute);
  return asUtc - Math.floor(ms / 60_000) * 60_000;
}

/** The instant a wall time happens in a zone, or undefined inside a daylight-saving gap. */
export function instantOf(w: WallTime, timeZone: string): number | undefined {
  const naive = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute);
  let at = naive - offsetAt(naive, timeZone);
  const second = offsetAt(at, timeZone);
  if (naive - second !== at) at = naive - second;
  const check = wallTime(at, timeZone);
  return check.year === w.year && check.month === w.month && check.day === w.day && check.hour === w.hour && check.minute === w.minute ? at : undefined;
}
