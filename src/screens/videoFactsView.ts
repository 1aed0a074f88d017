import type { Video } from '../api/video/index.ts';
import { OWNER_REFUSES } from '../player/errorWords.ts';
import { formatClock, parseIsoDuration, spokenDuration } from '../player/isoDuration.ts';
import type { VideoRef } from '../state/router.ts';
import { cardFactsOf, type CardFacts } from '../player/cardFacts.ts';
import type { Facts } from '../state/videoFacts.ts';
import { countOf, formatDate, thumb } from './viewModels.ts';

/** Pure readings of a video resource for cards and the video page: unit-tested without a browser. */

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
  length: (seconds: number) => string;
}
const SHOWN: BadgeWords = { live: 'LIVE', upcoming: 'UPCOMING', length: formatClock };
const SPOKEN: BadgeWords = { live: 'live now', upcoming: 'upcoming', length: spokenDuration };

function badgeIn(words: BadgeWords, f: Facts<CardFacts>): string | undefined {
  if (!f) return undefined;
  if (f.live === 'live') return words.live;
  if (f.live === 'upcoming') return words.upcoming;
  const s = lengthOf(f);
  return s === undefined ? undefined : words.length(s);
}

/** A card's corner: LIVE, UPCOMING, or the length ("12:03"). */
export function durationBadge(f: Facts<CardFacts>): string | undefined {
  return badgeIn(SHOWN, f);
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

/** "12:03", "2.4M views", "31K likes": each fact the video page lists, those the service sent. */
export function factList(v: Video): string[] {
  const s = v.statistics ?? {};
  const length = durationBadge(cardFactsOf(v));
  return [length === 'LIVE' ? 'Live now' : length === 'UPCOMING' ? 'Upcoming' : length, countOf(s.viewCount, 'view'), countOf(s.likeCount, 'like')].filter((f): f is string => !!f);
}

export function qualityBadges(v: Video): string[] {
  const cd = v.contentDetails ?? {};
  return [cd.definition === 'hd' ? 'HD' : undefined, cd.caption === 'true' ? 'CC' : undefined].filter((b): b is string => !!b);
}

/** Why Play is not offered, in words, or undefined when the video can be played here. */
export function unplayableReason(v: Video | null | undefined): string | undefined {
  if (v === null) return 'This video is not available: it was removed, or its owner made it private.';
  if (!v) return undefined;
  if (v.status?.embeddable === false) return OWNER_REFUSES;
  if (isUpcoming(v)) {
    const when = formatDate(v.liveStreamingDetails?.scheduledStartTime);
    return when ? `This live stream has not started yet. It is scheduled for ${when}.` : 'This live stream has not started yet.';
  }
  if (!v.player?.embedHtml) return 'The service sent no player for this video.';
  return undefined;
}

/** What the video page shows, from the facts when they are in, else from the card it came from. */
export function videoRefWithFacts(ref: VideoRef, v: Video | null | undefined): VideoRef {
  const s = v?.snippet;
  if (!s) return ref;
  return {
    videoId: ref.videoId,
    title: s.title ?? ref.title,
    channelId: s.channelId ?? ref.channelId,
    channelTitle: s.channelTitle ?? ref.channelTitle,
    publishedAt: s.publishedAt ?? ref.publishedAt,
    description: s.description ?? ref.description,
    thumbnailUrl: thumb(s.thumbnails, 'details') ?? ref.thumbnailUrl,
  };
}
