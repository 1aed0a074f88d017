import { instantOf, wallTime, type WallTime } from './zonedTime.ts';

/**
 * The scaling schedules' "extended cron format with optional year field"
 * (docs/reference/facts.md, Autoscalers: field rules): minute hour day-of-month month day-of-week
 * [year]. Items are `*`, `n`, `a-b`, with `/step`, in comma lists; months and days may be named
 * (JAN, MON); day-of-week 7 is Sunday like 0. As in cron, when both day fields are restricted a day
 * matches either.
 */

interface FieldSpec {
  name: string;
  min: number;
  max: number;
  names?: string[];
}

const FIELDS: FieldSpec[] = [
  { name: 'minute', min: 0, max: 59 },
  { name: 'hour', min: 0, max: 23 },
  { name: 'day of month', min: 1, max: 31 },
  { name: 'month', min: 1, max: 12, names: ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'] },
  { name: 'day of week', min: 0, max: 7, names: ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] },
  { name: 'year', min: 1970, max: 2099 },
];

export interface Cron {
  minutes: number[];
  hours: number[];
  days: Set<number>;
  months: Set<number>;
  weekdays: Set<number>;
  years?: Set<number>;
  daysRestricted: boolean;
  weekdaysRestricted: boolean;
}

function value(text: string, spec: FieldSpec): number {
  const named = spec.names?.indexOf(text.toUpperCase()) ?? -1;
  if (named >= 0) return spec.name === 'month' ? named + 1 : named;
  if (!/^\d+$/.test(text)) throw new Error(`"${text}" is not a valid ${spec.name}`);
  const n = Number(text);
  if (n < spec.min || n > spec.max) throw new Error(`${spec.name} ${n} is outside ${spec.min}-${spec.max}`);
  return n;
}

function field(text: string, spec: FieldSpec): number[] {
  const out = new Set<number>();
  for (const item of text.split(',')) {
    const m = /^([^/]+)(?:\/(\d+))?$/.exec(item);
    if (!m) throw new Error(`"${item}" is not a valid ${spec.name} item`);
    const step = m[2] === undefined ? 1 : Number(m[2]);
    if (step < 1) throw new Error(`step "/${m[2]}" in the ${spec.name} must be at least 1`);
    let from: number;
    let to: number;
    if (m[1] === '*') {
      from = spec.min;
      to = spec.max;
    } else if (m[1]!.includes('-')) {
      const [a, b, extra] = m[1]!.split('-');
      if (extra !== undefined || !a || !b) throw new Error(`"${m[1]}" is not a valid ${spec.name} range`);
      from = value(a, spec);
      to = value(b, spec);
      if (from > to) throw new Error(`range ${m[1]} in the ${spec.name} runs backwards`);
    } else {
      from = value(m[1]!, spec);
      to = m[2] === undefined ? from : spec.max;
    }
    for (let n = from; n <= to; n += step) out.add(spec.name === 'day of week' && n === 7 ? 0 : n);
  }
  return [...out].sort((a, b) => a - b);
}

/** Throws an Error whose message says what is wrong. */
export function parseCron(expression: string): Cron {
  const parts = expression.trim().split(/\s+/);
  if (parts.length !== 5 && parts.length !== 6) {
    throw new Error(`expected 5 fields (minute hour day-of-month month day-of-week) and an optional year, got ${parts.length}`);
  }
  const [minutes, hours, days, months, weekdays, years] = parts.map((p, i) => field(p, FIELDS[i]!)) as [number[], number[], number[], number[], number[], number[] | undefined];
  return {
    minutes,
    hours,
    days: new Set(days),
    months: new Set(months),
    weekdays: new Set(weekdays),
    years: years ? new Set(years) : undefined,
    daysRestricted: parts[2] !== '*',
    weekdaysRestricted: parts[4] !== '*',
  };
}

function dayMatches(cron: Cron, year: number, month: number, day: number): boolean {
  if (!cron.months.has(month) || (cron.years && !cron.years.has(year))) return false;
  const dom = cron.days.has(day);
  const dow = cron.weekdays.has(new Date(Date.UTC(year, month - 1, day)).getUTCDay());
  if (cron.daysRestricted && cron.weekdaysRestricted) return dom || dow;
  return dom && dow;
}

/** The first start at or after `from` (epoch ms), or undefined when the schedule never runs again. */
export function nextStart(cron: Cron, timeZone: string, from: number): number | undefined {
  const start = wallTime(from, timeZone);
  const lastYear = cron.years ? Math.max(...cron.years) : start.year + 8;
  const fromMinutes = start.hour * 60 + start.minute;
  const day = new Date(Date.UTC(start.year, start.month - 1, start.day));
  for (let i = 0; day.getUTCFullYear() <= lastYear; i++, day.setUTCDate(day.getUTCDate() + 1)) {
    const y = day.getUTCFullYear();
    const mo = day.getUTCMonth() + 1;
    const d = day.getUTCDate();
    if (!dayMatches(cron, y, mo, d)) continue;
    for (const hour of cron.hours) {
      for (const minute of cron.minutes) {
        // On the first day, skip wall times well before `from` (2 h covers any daylight-saving shift).
        if (i === 0 && hour * 60 + minute < fromMinutes - 120) continue;
        const w: WallTime = { year: y, month: mo, day: d, hour, minute };
        const at = instantOf(w, timeZone);
        if (at !== undefined && at >= from) return at;
      }
    }
  }
  return undefined;
}
