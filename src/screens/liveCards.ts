import type { LiveBroadcast, Video } from '../api/video/index.ts';
import { startTime } from './startTime.ts';
import { byline, cardDate, thumb, type CardModel } from './viewModels.ts';
import { textLang } from './localizedText.ts';
import { t } from '../i18n/messages.ts';

/** Cards of the Live section: the viewer's own broadcasts, and followed channels' streams. Pure: unit-tested. */

const LIFE_CYCLE: Record<string, () => string> = {
  live: () => 'LIVE',
  liveStarting: () => t('Starting'),
  testing: () => t('Testing'),
  testStarting: () => t('Testing'),
  ready: () => t('Ready'),
  created: () => t('Scheduled'),
  complete: () => t('Ended'),
  revoked: () => t('Removed'),
};

export function broadcastCard(b: LiveBroadcast): CardModel {
  const s = b.snippet ?? {};
  const status = b.status?.lifeCycleStatus ?? 'created';
  // The day the video's page says too: the day it was streamed (videoFactsView.ts), or, pulled
  // before it aired, the day it was made, as its page's byline (its video has no stream details).
  const aired = status === 'complete' || status === 'live';
  // Yet to air, the time it is due as well as the day ("2 Dec, 18:00"), in the TV's own time.
  const due = aired ? cardDate(s.actualStartTime ?? s.actualEndTime) : status === 'revoked' ? cardDate(s.publishedAt) : startTime(s.scheduledStartTime);
  return {
    key: `broadcast-${b.id}`,
    title: s.title ?? '',
    // The badge says the status ("Ready"), so the line is its day alone: it said "Ready · 2 Dec"
    // under a badge saying Ready. On air, "Live now": the day it started says nothing of that.
    subtitle: [status === 'live' ? t('Live now') : undefined, due].filter(Boolean).join(' · ') || undefined,
    thumbnailUrl: thumb(s.thumbnails),
    badge: LIFE_CYCLE[status]?.() ?? status,
    target: b.id ? { name: 'video', video: { videoId: b.id, title: s.title ?? '', channelId: s.channelId, publishedAt: s.publishedAt, description: s.description, thumbnailUrl: thumb(s.thumbnails) } } : undefined,
  };
}

/**
 * A followed channel's stream on Live: LIVE now, or UPCOMING with the day and time it starts, in
 * the TV's own time zone ("2 Dec, 18:00"). The badge says "upcoming", so the line is the time and
 * the channel alone: with "Starts" before it, a long channel name cut the date off.
 */
export function liveVideoCard(v: Video): CardModel {
  const s = v.snippet ?? {};
  const live = s.liveBroadcastContent === 'live';
  const starts = startTime(v.liveStreamingDetails?.scheduledStartTime);
  const title = s.title ?? '';
  const picture = thumb(s.thumbnails);
  return {
    key: `live-${v.id}`,
    title,
    // The card shows the owner's title (s.title), so its language is the owner's, not a translation's.
    lang: textLang({ ...s, localized: undefined }),
    // When first ("Live now", "5 Dec, 18:00"): it is what this shelf is for, and a long channel
    // name beside it is what gives way, cut short, where a time after it had been dropped.
    subtitle: byline(live ? t('Live now') : starts, s.channelTitle),
    thumbnailUrl: picture,
    badge: live ? 'LIVE' : 'UPCOMING',
    videoId: v.id,
    target: v.id ? { name: 'video', video: { videoId: v.id, title, channelId: s.channelId, channelTitle: s.channelTitle, publishedAt: s.publishedAt, description: s.description, thumbnailUrl: picture } } : undefined,
  };
}
