import type { ThumbnailDetails } from '../api/video/index.ts';
import type { Route } from '../state/router.ts';
import type { CardFace } from '../ui/Card.tsx';
import { drawnWidth, pickThumbnail, type PictureBox } from './thumbnails.ts';
import { compactInLanguage, formatDay, formatDecimal } from '../i18n/format.ts';
import { formatNumber, language, tn } from '../i18n/messages.ts';

/*
 * What every card shares: its model, and the formatting of thumbnails, dates, counts and bylines.
 * The cards of each kind of resource are built in files of their own (activityCards.ts,
 * channelCards.ts, ...), so that a screen's chunk carries the builders it shows and no other's.
 */

/** What a card shows and where OK takes the viewer. Pure: unit-tested without a browser. */
export interface CardModel extends CardFace {
  key: string;
  badge?: string;
  /** A video's card: its duration (or LIVE / UPCOMING) shows once the video's facts arrive. */
  videoId?: string;
  target?: Route;
}

/**
 * The language of a resource's title and description as the API gives it (`lang` on the text, so
 * a screen reader picks the right voice): its default language, else its audio's.
 */
export function textLang(s: { defaultLanguage?: string; defaultAudioLanguage?: string; title?: string; localized?: { title?: string } } | undefined): string | undefined {
  // A translation the API sent for the viewer's language (hl) is in that language.
  if (s?.localized?.title && s.localized.title !== s.title) return language.peek();
  return s?.defaultLanguage || s?.defaultAudioLanguage || undefined;
}

/**
 * A resource's title and description as the viewer reads them: the API's translation into the
 * viewer's language where the request asked for one (hl: videos, channels, playlists) and the
 * owner wrote one (snippet.localized), else the owner's own.
 */
export function shownTitle(s: { title?: string; localized?: { title?: string } } | undefined): string | undefined {
  return s?.localized?.title || s?.title;
}

export function shownDescription(s: { description?: string; localized?: { description?: string } } | undefined): string | undefined {
  return s?.localized?.description || s?.description;
}

/** The thumbnail that fits where it is drawn (a card unless said): see thumbnails.ts. */
export function thumb(t: ThumbnailDetails | undefined, box: PictureBox = 'card'): string | undefined {
  return pickThumbnail(t, drawnWidth(box));
}

// One formatter for the app: toLocaleDateString builds one per call, the costliest thing on a
// grid's key-press path (docs/performance.md).
// Built once per language in src/i18n/format.ts.
export function formatDate(iso: string | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (isNaN(d.getTime())) return '';
  return formatDay(d);
}

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
  if (whole < 1e4) return english ? whole.toLocaleString('en') : formatNumber(whole);
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

/**
 * Joins a card's facts with " · " in the app's reading order, left to right, each fact kept to its
 * own direction: a channel name in Arabic or Hebrew made the whole line right to left, which put
 * the date first and turned "21 Nov 2026" into "Nov 2026 21". The line opens with U+200E
 * LEFT-TO-RIGHT MARK, which `dir="auto"` reads as the line's direction, and each fact sits between
 * U+2068 FIRST STRONG ISOLATE and U+2069 POP DIRECTIONAL ISOLATE. A single fact is left as it is,
 * to take its own direction.
 */
export function byline(...facts: (string | undefined)[]): string {
  const present = facts.filter((f): f is string => !!f);
  return present.length < 2 ? (present[0] ?? '') : `\u200e${present.map((f) => `\u2068${f}\u2069`).join(' · ')}`;
}
