import { TenfootError } from '../../src/errors.ts';

/**
 * The JSON wire forms of google.protobuf.Duration and Timestamp
 * (docs/reference/facts.md, Wire formats: Duration and Timestamp): a duration is decimal seconds
 * with at most 9 fractional digits ending in `s` ("900s", "1.5s"); a timestamp is RFC 3339 with at
 * most 9 fractional digits, written in UTC with `Z`. Parsers read offsets too (a tolerant reader);
 * formatters always write `Z`. Values keep full nanosecond precision as `{seconds, nanos}` parts;
 * the number/Date helpers round to what JS holds.
 */

export class WireFormatError extends TenfootError<'wire-format'> {
  constructor(message: string) {
    super('wire-format', message);
  }
}

/** Seconds and nanoseconds, both carrying the sign of the value (as protobuf's Duration). */
export interface DurationParts {
  seconds: number;
  nanos: number;
}

/** Seconds since the epoch and nanoseconds within that second (0..999,999,999), as protobuf's Timestamp. */
export interface TimestampParts {
  seconds: number;
  nanos: number;
}

const DURATION = /^(-)?(\d+)(?:\.(\d{1,9}))?s$/;
const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9}))?(?:([Zz])|([+-])(\d{2}):(\d{2}))$/;
/** protobuf's ranges: durations within +-10,000 years; timestamps from year 1 to 9999. */
const MAX_DURATION_SECONDS = 315_576_000_000;
const MIN_TIMESTAMP_SECONDS = -62_135_596_800;
const MAX_TIMESTAMP_SECONDS = 253_402_300_799;

function nanosOf(fraction: string | undefined): number {
  return fraction ? Number(fraction.padEnd(9, '0')) : 0;
}

/** 0, 3, 6 or 9 fractional digits, as protobuf's JSON mapping writes them. */
function fractionOf(nanos: number): string {
  if (nanos === 0) return '';
  const digits = String(nanos).padStart(9, '0');
  if (digits.endsWith('000000')) return `.${digits.slice(0, 3)}`;
  if (digits.endsWith('000')) return `.${digits.slice(0, 6)}`;
  return `.${digits}`;
}

export function isDuration(text: string): boolean {
  try {
    parseDurationParts(text);
    return true;
  } catch {
    return false;
  }
}

export function parseDurationParts(text: string): DurationParts {
  const m = DURATION.exec(text);
  if (!m) throw new WireFormatError(`"${text}" is not a wire duration: decimal seconds with at most 9 fractional digits ending in "s", e.g. "900s" or "1.5s".`);
  const seconds = Number(m[2]);
  if (seconds > MAX_DURATION_SECONDS) throw new WireFormatError(`"${text}" is longer than the largest duration (${MAX_DURATION_SECONDS}s).`);
  const nanos = nanosOf(m[3]);
  // `-0s` is zero, not negative zero.
  return m[1] && (seconds > 0 || nanos > 0) ? { seconds: -seconds, nanos: -nanos } : { seconds, nanos };
}

export function formatDurationParts(parts: DurationParts): string {
  const { seconds, nanos } = parts;
  if (!Number.isInteger(seconds) || !Number.isInteger(nanos) || Math.abs(nanos) > 999_999_999) throw new WireFormatError('Duration parts must be integers with |nanos| < 1e9.');
  if (seconds !== 0 && nanos !== 0 && Math.sign(seconds) !== Math.sign(nanos)) throw new WireFormatError('Duration seconds and nanos must have the same sign.');
  if (Math.abs(seconds) > MAX_DURATION_SECONDS) throw new WireFormatError(`A duration is at most ${MAX_DURATION_SECONDS}s.`);
  const negative = seconds < 0 || nanos < 0;
  return `${negative ? '-' : ''}${Math.abs(seconds)}${fractionOf(Math.abs(nanos))}s`;
}

/** Seconds (with a fraction) of a wire duration. */
export function parseDuration(text: string): number {
  const { seconds, nanos } = parseDurationParts(text);
  return seconds + nanos / 1e9;
}

/** The wire form of a number of seconds, rounded to the nanosecond. */
export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds)) throw new WireFormatError(`${seconds} is not a finite number of seconds.`);
  const sign = seconds < 0 ? -1 : 1;
  const abs = Math.abs(seconds);
  let whole = Math.floor(abs);
  let nanos = Math.round((abs - whole) * 1e9);
  if (nanos === 1e9) {
    whole += 1;
    nanos = 0;
  }
  return formatDurationParts({ seconds: sign * whole || 0, nanos: sign * nanos || 0 });
}

export function durationToMillis(text: string): number {
  return parseDuration(text) * 1000;
}

export function millisToDuration(ms: number): string {
  return formatDuration(ms / 1000);
}

export function parseTimestampParts(text: string): TimestampParts {
  const m = TIMESTAMP.exec(text);
  if (!m) throw new WireFormatError(`"${text}" is not an RFC 3339 timestamp such as "2030-01-01T20:00:00Z" (at most 9 fractional digits).`);
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map(Number) as [number, number, number, number, number, number];
  if (year < 1 || month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) {
    throw new WireFormatError(`"${text}" has a field out of range.`);
  }
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second, 0);
  if (date.getUTCDate() !== day) throw new WireFormatError(`"${text}" names a day that does not exist.`);
  const offsetMinutes = m[8] ? 0 : (m[9] === '-' ? -1 : 1) * (Number(m[10]) * 60 + Number(m[11]));
  if (Number(m[11] ?? 0) > 59 || Number(m[10] ?? 0) > 23) throw new WireFormatError(`"${text}" has an invalid UTC offset.`);
  const seconds = date.getTime() / 1000 - offsetMinutes * 60;
  if (seconds < MIN_TIMESTAMP_SECONDS || seconds > MAX_TIMESTAMP_SECONDS) throw new WireFormatError(`"${text}" is outside years 0001-9999.`);
  return { seconds, nanos: nanosOf(m[7]) };
}

export function formatTimestampParts(parts: TimestampParts): string {
  const { seconds, nanos } = parts;
  if (!Number.isInteger(seconds) || !Number.isInteger(nanos) || nanos < 0 || nanos > 999_999_999) throw new WireFormatError('Timestamp parts must be integers with 0 <= nanos < 1e9.');
  if (seconds < MIN_TIMESTAMP_SECONDS || seconds > MAX_TIMESTAMP_SECONDS) throw new WireFormatError('A timestamp must fall in years 0001-9999.');
  const date = new Date(seconds * 1000);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}T${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}${fractionOf(nanos)}Z`;
}

/** A wire timestamp as a Date (digits past the millisecond are dropped). */
export function parseTimestamp(text: string): Date {
  const { seconds, nanos } = parseTimestampParts(text);
  return new Date(seconds * 1000 + Math.floor(nanos / 1e6));
}

/** The wire form (UTC, `Z`) of a Date or epoch milliseconds. */
export function formatTimestamp(value: Date | number): string {
  const ms = typeof value === 'number' ? value : value.getTime();
  if (!Number.isFinite(ms)) throw new WireFormatError('Invalid date.');
  let seconds = Math.floor(ms / 1000);
  let nanos = Math.round((ms - seconds * 1000) * 1e6);
  if (nanos >= 1e9) {
    seconds += 1;
    nanos -= 1e9;
  }
  return formatTimestampParts({ seconds, nanos });
}

/** True when the text is a timestamp in the strict form the device session service asks for: UTC with `Z`. */
export function isUtcTimestamp(text: string): boolean {
  try {
    parseTimestampParts(text);
    return /[Zz]$/.test(text);
  } catch {
    return false;
  }
}
