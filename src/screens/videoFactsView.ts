import type { Video } from '../api/video/index.ts';
import { ownerRefuses } from '../player/errorWords.ts';
import type { VideoRef } from '../state/router.ts';
import { cardFactsOf } from '../player/cardFacts.ts';
import { isUpcoming, lengthBadge } from './cardBadges.ts';
import { formatDate, thumb } from './viewModels.ts';
import { startTime } from './startTime.ts';
import { countOf } from './counts.ts';
import { shownDescription, shownTitle } from './localizedText.ts';
import { t } from '../i18n/messages.ts';

/**
 * Pure readings of a video resource for the video page and the player: unit-tested without a
 * browser. What a card's corner shows is in cardBadges.ts, so that cards carry none of this.
 */

/** "12:03", "2.4M views", "31K likes": each fact the video page lists, those the service sent. */
export function factList(v: Video): string[] {
  const s = v.statistics ?? {};
  const length = lengthBadge(cardFactsOf(v));
  return [length === 'LIVE' ? t('Live now') : length === 'UPCOMING' ? t('Upcoming') : length, length === 'LIVE' ? undefined : streamedOn(v), countOf(s.viewCount, 'view'), countOf(s.likeCount, 'like')].filter((f): f is string => !!f);
}

/**
 * "Streamed 2 Dec 2026": a finished broadcast's day on air, the day its card on Live shows. The
 * byline's date is the video's own (when the broadcast was set up), which its card does not show.
 */
function streamedOn(v: Video): string | undefined {
  const day = formatDate(v.liveStreamingDetails?.actualStartTime);
  return day ? t('Streamed {day}', { day }) : undefined;
}

export function qualityBadges(v: Video): string[] {
  const cd = v.contentDetails ?? {};
  return [cd.definition === 'hd' ? 'HD' : undefined, cd.caption === 'true' ? 'CC' : undefined].filter((b): b is string => !!b);
}

/** Why Play is not offered, in words, or undefined when the video can be played here. */
export function unplayableReason(v: Video | null | undefined): string | undefined {
  if (v === null) return t('This video is not available: it was removed, or its owner made it private.');
  if (!v) return undefined;
  // The embedded player knows no viewer: it answers a private video "not found" (error 100), the
  // owner's own included, so Play would only open onto an error (a removed broadcast is private).
  const isPrivate = v.status?.privacyStatus === 'private';
  if (isUpcoming(v)) {
    // A scheduled broadcast is often private until it starts (its owner's own, on Live): say when
    // first, which is what its owner looks for, then that the app will not play it even then.
    const when = startTime(v.liveStreamingDetails?.scheduledStartTime);
    if (isPrivate) {
      return when
        ? t('This live stream has not started yet. It is scheduled for {when}. It is private: only its owner can watch it, and not in an app like this one.', { when })
        : t('This live stream has not started yet. It is private: only its owner can watch it, and not in an app like this one.');
    }
    return when ? t('This live stream has not started yet. It is scheduled for {when}.', { when }) : t('This live stream has not started yet.');
  }
  if (isPrivate) return t('This video is private: only its owner can watch it, and not in an app like this one.');
  if (v.status?.embeddable === false) return ownerRefuses();
  if (!v.player?.embedHtml) return t('The service sent no player for this video.');
  return undefined;
}

/** What the video page shows, from the facts when they are in, else from the card it came from. */
export function videoRefWithFacts(ref: VideoRef, v: Video | null | undefined): VideoRef {
  const s = v?.snippet;
  if (!s) return ref;
  return {
    videoId: ref.videoId,
    title: shownTitle(s) ?? ref.title,
    channelId: s.channelId ?? ref.channelId,
    channelTitle: s.channelTitle ?? ref.channelTitle,
    publishedAt: s.publishedAt ?? ref.publishedAt,
    description: shownDescription(s) ?? ref.description,
    thumbnailUrl: thumb(s.thumbnails, 'details') ?? ref.thumbnailUrl,
  };
}
