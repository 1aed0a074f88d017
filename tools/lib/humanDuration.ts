/**
 * Durations as people type them on a command line: `90s`, `30m`, `1h`, `1h30m`, `1.5h`, `500ms`.
 * The wire form (`900s`) is one of them, so pasting a value from the API works too.
 */

const UNIT_MS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };
const PART = /(\d+(?:\.\d+)?)(ms|s|m|h|d)/y;

/** Milliseconds, or an Error whose message shows accepted forms. Zero only where a setting takes it (a lead, a cool-down). */
export function parseHumanDuration(text: string, { allowZero = false } = {}): number {
  const input = text.trim().toLowerCase();
  const hint = 'use a number with a unit, e.g. 90s, 30m, 1h or 1h30m';
  if (input === '') throw new Error(`empty duration: ${hint}`);
  // `--ttl -5m` reaches here as "-5m" (args.ts): said as what it is, not as an unreadable duration.
  if (/^-\.?\d/.test(input)) throw new Error(`"${text}" is negative: a duration must be ${allowZero ? '0 or more' : 'longer than zero'}, e.g. 90s or 30m`);
  if (/^\d+(\.\d+)?$/.test(input)) throw new Error(`"${text}" has no unit: ${hint}`);
  let total = 0;
  PART.lastIndex = 0;
  while (PART.lastIndex < input.length) {
    const start = PART.lastIndex;
    const m = PART.exec(input);
    if (!m) throw new Error(`"${text}" is not a duration (at "${input.slice(start)}"): ${hint}`);
    total += Number(m[1]) * UNIT_MS[m[2]!]!;
  }
  if (total < 0 || (total === 0 && !allowZero)) throw new Error(`"${text}" must be longer than zero`);
  return total;
}

/** Compact, for people: `45s`, `12m`, `2m5s`, `1h30m`, `3h`; sub-second values as `250ms`. */
export function formatHumanDuration(ms: number): string {
  const negative = ms < 0;
  ms = Math.abs(ms);
  if (ms < 1000 && ms > 0) return `${negative ? '-' : ''}${Math.round(ms)}ms`;
  let s = Math.round(ms / 1000);
  const d = Math.floor(s / 86400);
  s -= d * 86400;
  const h = Math.floor(s / 3600);
  s -= h * 3600;
  const m = Math.floor(s / 60);
  s -= m * 60;
  const parts = [d && `${d}d`, h && `${h}h`, m && `${m}m`, s && `${s}s`].filter(Boolean);
  // Two units are precise enough for a human: 1h30m, not 1h30m12s.
  return `${negative ? '-' : ''}${parts.slice(0, 2).join('') || '0s'}`;
}

/** A clock face for live elapsed times: 0:07, 12:30, 1:02:03. */
export function formatElapsed(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
