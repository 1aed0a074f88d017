import type { Video } from '../api/video/index.ts';
import { formatClock, parseIsoDuration, spokenDuration } from '../player/isoDuration.ts';
import type { CardFacts } from '../player/cardFacts.ts';
import { cardFactsOf } from '../player/cardFacts.ts';
import type { Facts } from '../state/videoFacts.ts';
import { t } from '../i18n/messages.ts';

/** A video's length and liveness as a card shows them: pure, unit-tested without a browser. */

export function isLive(v: Video | undefined): boolean {
  return v?.snippet?.liveBroadcastContent === 'live';
}

export function isUpcoming(v: Video | undefined): boolean {
  return v?.snippet?.liveBroadcastContent === 'upcoming';
}

/** Seconds, or undefined for live, upcoming and unknown lengths (P0D). */
export function durationSeconds(v: Video | undefined): number | undefined {
  return v ? lengthOf(cardFactsOf(v)) : undefined;
}

function lengthOf(f: CardFacts): number | undefined {
  if (f.live !== 'none') return undefined;
  const s = parseIsoDuration(f.duration);
  return s ? s : undefined;
}

/** The words of a card's corner: on screen, or as a screen reader says them. */
interface BadgeWords {
  live: string;
  upcoming: string;
  /** A video that cannot play in the app: its owner keeps it out of apps, or no player came. */
  notInApps: string;
  length: (seconds: number) => string;
}
const SHOWN: BadgeWords = { live: 'LIVE', upcoming: 'UPCOMING', notInApps: 'CAN’T PLAY HERE', length: formatClock };
const SPOKEN: BadgeWords = {
  get live() {
    return t('live now');
  },
  get upcoming() {
    return t('upcoming');
  },
  get notInApps() {
    return t("can't be played in apps");
  },
  length: spokenDuration,
};

/**
 * `blocked`: a card says first that its video cannot play here (Play all and the end of a video
 * pass over it, and it would otherwise look like any other); the video page says why in a sentence.
 */
function badgeIn(words: BadgeWords, f: Facts<CardFacts>, blocked = true): string | undefined {
  if (!f) return undefined;
  if (blocked && f.live !== 'upcoming' && !(f.embeddable && f.hasPlayer)) return words.notInApps;
  if (f.live === 'live') return words.live;
  if (f.live === 'upcoming') return words.upcoming;
  const s = lengthOf(f);
  return s === undefined ? undefined : words.length(s);
}

/** A card's corner: CAN’T PLAY HERE, LIVE, UPCOMING, or the length ("12:03"). */
export function durationBadge(f: Facts<CardFacts>): string | undefined {
  return badgeIn(SHOWN, f);
}

/** LIVE, UPCOMING or the length, whether or not the video plays here: the video page's first fact. */
export function lengthBadge(f: Facts<CardFacts>): string | undefined {
  return badgeIn(SHOWN, f, false);
}

/** The same, as a screen reader says it. */
export function spokenBadge(f: Facts<CardFacts>): string | undefined {
  return badgeIn(SPOKEN, f);
}

/** Whether a video may be offered to play next: unknown yet counts as yes (the player says if not). */
export function isPlayable(f: Facts<CardFacts>): boolean {
  if (f === undefined) return true;
  return !!f && f.embeddable && f.hasPlayer && f.live !== 'upcoming';
}
