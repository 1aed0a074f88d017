import { tn } from '../i18n/counted.ts';
import { t } from '../i18n/messages.ts';
/**
 * ISO 8601 durations as the video resource's contentDetails.duration sends them: PT#H#M#S, and
 * P#DT#H#M#S past a day; P0D for a live or upcoming video (the platform's Data API reference,
 * "Videos" resource). Weeks, months and years never occur there and are refused.
 */
const DURATION = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/;

/** Seconds, or undefined for anything that is not such a duration ("", "PT", "P1W", "12:00"). */
export function parseIsoDuration(text: string | undefined): number | undefined {
  if (!text) return undefined;
  const m = DURATION.exec(text.trim());
  if (!m || text.trim() === 'P' || /T$/.test(text.trim())) return undefined;
  const [, d, h, min, s] = m;
  return Number(d ?? 0) * 86_400 + Number(h ?? 0) * 3600 + Number(min ?? 0) * 60 + Math.floor(Number(s ?? 0));
}

/** Seconds back to the form the API sends ("PT12M3S", "P1DT2H3M", "P0D"). */
export function secondsToIso(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const d = Math.floor(total / 86_400);
  const h = Math.floor((total % 86_400) / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  if (!total) return 'P0D';
  const time = `${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s ? `${s}S` : ''}`;
  return `P${d ? `${d}D` : ''}${time ? `T${time}` : ''}`;
}

// A clock (formatClock) is its own file: Continue watching's cards show one, without the rest.
export { formatClock } from './clock.ts';

/** "1 hour 2 minutes", "7 seconds": the same length in words, for a screen reader. */
export function spokenDuration(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const parts: string[] = [];
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const secs = (n: number) => tn(n, { one: '{count} second', other: '{count} seconds' });
  if (h) parts.push(tn(h, { one: '{count} hour', other: '{count} hours' }));
  if (m) parts.push(tn(m, { one: '{count} minute', other: '{count} minutes' }));
  if (s && !h) parts.push(secs(s));
  // Two parts at most, joined the language's way: "1 hour 2 minutes", "ساعة و2 دقيقتان", "1時間2分".
  return parts.length === 2 ? t('{first} {then}', { first: parts[0]!, then: parts[1]! }) : parts[0] ?? secs(0);
}
