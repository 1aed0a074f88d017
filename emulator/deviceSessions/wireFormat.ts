/**
 * The JSON forms of google.protobuf.Duration and Timestamp
 * (docs/reference/facts.md, Wire formats: Duration and Timestamp): durations are decimal seconds
 * with at most 9 fractional digits ending in `s`; timestamps are RFC 3339 UTC with `Z` and at most
 * 9 fractional digits. The emulator keeps its own copy of these rules (it shares no code with the
 * app), so the app's parser is tested against an independent one.
 */

const DURATION = /^(-)?(\d+)(?:\.(\d{1,9}))?s$/;
const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9}))?Z$/;
/** protobuf's Duration range: +-10,000 years. */
const MAX_DURATION_SECONDS = 315_576_000_000;

/** Milliseconds of a wire duration, or undefined when the text is not one. Sub-millisecond digits are kept as a fraction. */
export function parseDurationMs(text: string): number | undefined {
  const m = DURATION.exec(text);
  if (!m) return undefined;
  const seconds = Number(m[2]);
  if (seconds > MAX_DURATION_SECONDS) return undefined;
  const fraction = m[3] ? Number(`0.${m[3]}`) : 0;
  const ms = (seconds + fraction) * 1000;
  return m[1] ? -ms : ms;
}

/** Canonical output: whole seconds, or 3, 6 or 9 fractional digits as protobuf's JSON mapping writes them. */
export function formatDurationMs(ms: number): string {
  const sign = ms < 0 ? '-' : '';
  const totalNanos = Math.round(Math.abs(ms) * 1e6);
  const seconds = Math.floor(totalNanos / 1e9);
  const nanos = totalNanos - seconds * 1e9;
  if (nanos === 0) return `${sign}${seconds}s`;
  let digits = String(nanos).padStart(9, '0');
  if (digits.endsWith('000000')) digits = digits.slice(0, 3);
  else if (digits.endsWith('000')) digits = digits.slice(0, 6);
  return `${sign}${seconds}.${digits}s`;
}

/** Epoch milliseconds of a wire timestamp (digits past the millisecond are dropped), or undefined. */
export function parseTimestampMs(text: string): number | undefined {
  const m = TIMESTAMP.exec(text);
  if (!m) return undefined;
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map(Number) as [number, number, number, number, number, number];
  if (year < 1 || month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return undefined;
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second, 0);
  // Date rolls 31 April over to 1 May: a rolled-over date was not a real one.
  if (date.getUTCDate() !== day || date.getUTCMonth() !== month - 1) return undefined;
  const millis = m[7] ? Number(`${m[7]}00`.slice(0, 3)) : 0;
  return date.getTime() + millis;
}

/** RFC 3339 UTC with `Z`; the fraction only when there is one, as protobuf's JSON mapping writes it. */
export function formatTimestampMs(ms: number): string {
  return new Date(ms).toISOString().replace('.000Z', 'Z');
}
