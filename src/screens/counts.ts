import { compactInLanguage, formatDecimal } from '../i18n/compactNumbers.ts';
import { formatNumber, language } from '../i18n/messages.ts';
import { tn } from '../i18n/counted.ts';

/* Counts on cards and facts (subscribers, videos, views, likes): Home's cards show none. */

const UNITS: readonly [number, string][] = [
  [1e9, 'B'],
  [1e6, 'M'],
  [1e3, 'K'],
];

/**
 * A count as a viewer reads it from the sofa: exact below 10,000 ("9,999"), then three significant
 * digits and a unit ("12.3K", "999K", "1.23M", "1.5B"). Digits are cut, never rounded up: rounding
 * showed 999,999 as "1000K", and a channel one subscriber short of a million as having a million.
 */
export function compactCount(n: number): string {
  if (!Number.isFinite(n) || n < 0) return '';
  const whole = Math.floor(n);
  const english = language.value === 'en';
  if (whole < 1e4) return formatNumber(whole); // English's without Intl (src/i18n/englishFormat.ts)
  const [size, unit] = UNITS.find(([s]) => whole >= s)!;
  const decimals = whole < 10 * size ? 2 : whole < 100 * size ? 1 : 0;
  // Whole numbers all the way: 1,150,000 / 1e6 * 100 is 114.99999999999999 in floating point.
  const digits = Math.floor(whole / (size / 10 ** decimals));
  const fraction = String(digits % 10 ** decimals).padStart(decimals, '0').replace(/0+$/, '');
  if (english) return `${Math.floor(digits / 10 ** decimals)}${fraction ? `.${fraction}` : ''}${unit}`;
  // Other languages: the same cut figure, in their own short form where the engine has one.
  const cut = digits * (size / 10 ** decimals);
  return compactInLanguage(cut) ?? `${formatDecimal(digits / 10 ** decimals, decimals)}${unit}`;
}

/**
 * "12.3K subscribers", "1 video": a statistic of the API (a string of digits, or a number) with its noun.
 * Nothing when the API did not send it (a hidden subscriber count) or sent something else.
 */
export function countOf(raw: string | number | undefined, noun: 'subscriber' | 'video' | 'view' | 'like'): string | undefined {
  if (raw === undefined || !/^\d+$/.test(String(raw).trim())) return undefined;
  const n = Number(raw);
  const count = { count: compactCount(n) };
  switch (noun) {
    case 'subscriber':
      return tn(n, { one: '{count} subscriber', other: '{count} subscribers' }, count);
    case 'video':
      return tn(n, { one: '{count} video', other: '{count} videos' }, count);
    case 'view':
      return tn(n, { one: '{count} view', other: '{count} views' }, count);
    default:
      return tn(n, { one: '{count} like', other: '{count} likes' }, count);
  }
}
