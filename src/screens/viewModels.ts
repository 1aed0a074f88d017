import type { ThumbnailDetails } from '../api/video/index.ts';
import type { Route } from '../state/router.ts';
import type { CardFace } from '../ui/Card.tsx';
import { drawnWidth, pickThumbnail, type PictureBox } from './thumbnails.ts';
import { formatDay, formatRecentDay } from '../i18n/format.ts';
import { LANGUAGES } from '../i18n/languages.ts';
import { language } from '../i18n/messages.ts';

/*
 * What every card shares: its model, and the formatting of thumbnails, dates and bylines.
 * The cards of each kind of resource are built in files of their own (activityCards.ts,
 * channelCards.ts, ...), so that a screen's chunk carries the builders it shows and no other's;
 * counts (counts.ts) and translated titles (localizedText.ts) likewise, as Home's cards show
 * neither and Home's chunk is on a returning viewer's way to the first card.
 */

/** What a card shows and where OK takes the viewer. Pure: unit-tested without a browser. */
export interface CardModel extends CardFace {
  key: string;
  badge?: string;
  /** A video's card: its duration (or LIVE / UPCOMING) shows once the video's facts arrive. */
  videoId?: string;
  /** Continue watching's: the time left, which a screen reader says in words ("17 minutes 56 seconds left"). */
  secondsLeft?: number;
  target?: Route;
}

/** The thumbnail that fits where it is drawn (a card unless said): see thumbnails.ts. */
export function thumb(t: ThumbnailDetails | undefined, box: PictureBox = 'card'): string | undefined {
  return pickThumbnail(t, drawnWidth(box));
}

// One formatter for the app: toLocaleDateString builds one per call, the costliest thing on a
// grid's key-press path (docs/performance.md).
// Built once per language in src/i18n/format.ts.
export function formatDate(iso: string | undefined): string {
  const d = dateOf(iso);
  return d ? formatDay(d) : '';
}

/** A card's date: "21 Nov" this year, "21 Nov 2025" before (the video's page says it whole). */
export function cardDate(iso: string | undefined): string {
  const d = dateOf(iso);
  return d ? formatRecentDay(d) : '';
}

export function dateOf(iso: string | undefined): Date | undefined {
  const d = iso ? new Date(iso) : undefined;
  return d && !isNaN(d.getTime()) ? d : undefined;
}

/**
 * Joins a card's facts with " · " in the app's reading order (left to right, or right to left in
 * Arabic), each fact kept to its own direction: a channel name in Arabic or Hebrew made the whole
 * line right to left in the English app, which put the date first and turned "21 Nov 2026" into
 * "Nov 2026 21"; in the Arabic app a line forced left to right put the channel on the left and the
 * ellipsis on the date. The line opens with a mark of the app's direction (U+200E LEFT-TO-RIGHT
 * MARK or U+200F RIGHT-TO-LEFT MARK), which `dir="auto"` reads as the line's direction, and each
 * fact sits between U+2068 FIRST STRONG ISOLATE and U+2069 POP DIRECTIONAL ISOLATE. A single fact
 * is left as it is, to take its own direction.
 */
/** Text set in a line in its own direction (an Arabic channel in an English line, or the reverse). */
export const isolated = (text: string) => `\u2068${text}\u2069`;

export function byline(...facts: (string | undefined)[]): string {
  const present = facts.filter((f): f is string => !!f);
  if (present.length < 2) return present[0] ?? '';
  const mark = LANGUAGES[language.value].dir === 'rtl' ? '\u200f' : '\u200e';
  return `${mark}${present.map(isolated).join(' · ')}`;
}
