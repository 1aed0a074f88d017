import type { Activity, PlaylistItem, SearchResult, Subscription, ThumbnailDetails, Playlist, LiveBroadcast, Video } from '../api/video/index.ts';
import type { WatchEntry } from '../player/watchPositions.ts';
import { watchedShare } from '../player/watchPositions.ts';
import { formatClock } from '../player/isoDuration.ts';
import type { Route, VideoRef } from '../state/router.ts';
import type { CardFace } from '../ui/Card.tsx';
import { drawnWidth, pickThumbnail, type PictureBox } from './thumbnails.ts';

/** What a card shows and where OK takes the viewer. Pure: unit-tested without a browser. */
export interface CardModel extends CardFace {
  key: string;
  badge?: string;
  /** A video's card: its duration (or LIVE / UPCOMING) shows once the video's facts arrive. */
  videoId?: string;
  target?: Route;
}

/** The thumbnail that fits where it is drawn (a card unless said): see thumbnails.ts. */
export function thumb(t: ThumbnailDetails | undefined, box: PictureBox = 'card'): string | undefined {
  return pickThumbnail(t, drawnWidth(box));
}

// One formatter for the app: toLocaleDateString builds one per call, the costliest thing on a
// grid's key-press path (docs/performance.md).
let dateFormat: Intl.DateTimeFormat | undefined;

export function formatDate(iso: string | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (isNaN(d.getTime())) return '';
  dateFormat ??= new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  return dateFormat.format(d);
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
  if (whole < 1e4) return whole.toLocaleString('en');
  const [size, unit] = UNITS.find(([s]) => whole >= s)!;
  const decimals = whole < 10 * size ? 2 : whole < 100 * size ? 1 : 0;
  // Whole numbers all the way: 1,150,000 / 1e6 * 100 is 114.99999999999999 in floating point.
  const digits = Math.floor(whole / (size / 10 ** decimals));
  const fraction = String(digits % 10 ** decimals).padStart(decimals, '0').replace(/0+$/, '');
  return `${Math.floor(digits / 10 ** decimals)}${fraction ? `.${fraction}` : ''}${unit}`;
}

/**
 * "12.3K subscribers", "1 video": a statistic of the API (a string of digits, or a number) with its noun.
 * Nothing when the API did not send it (a hidden subscriber count) or sent something else.
 */
export function countOf(raw: string | number | undefined, noun: string): string | undefined {
  if (raw === undefined || !/^\d+$/.test(String(raw).trim())) return undefined;
  const n = Number(raw);
  return `${compactCount(n)} ${noun}${n === 1 ? '' : 's'}`;
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

const ACTIVITY_WORDS: Record<string, string> = {
  upload: 'Uploaded',
  like: 'Liked',
  favorite: 'Favourited',
  comment: 'Commented',
  subscription: 'Subscribed',
  playlistItem: 'Added to a playlist',
  recommendation: 'Recommended',
  bulletin: 'Posted',
  social: 'Shared',
  channelItem: 'Channel update',
  promotedItem: 'Promoted',
};

/** The video or channel an activity points at (contentDetails holds one object named after its type). */
export function activityCard(a: Activity): CardModel {
  const s = a.snippet ?? {};
  const cd = a.contentDetails ?? {};
  const type = s.type ?? 'typeUnspecified';
  const videoId =
    cd.upload?.videoId ?? cd.like?.resourceId?.videoId ?? cd.favorite?.resourceId?.videoId ?? cd.playlistItem?.resourceId?.videoId ?? cd.recommendation?.resourceId?.videoId ?? cd.bulletin?.resourceId?.videoId ?? cd.social?.resourceId?.videoId;
  const channelId = cd.subscription?.resourceId?.channelId ?? cd.bulletin?.resourceId?.channelId;
  const title = s.title ?? '';
  let target: Route | undefined;
  // Only an upload's channel and date are the video's own: for a like, a favourite or a playlist
  // addition they are who did it and when, and the video's page would name the wrong channel.
  const own = type === 'upload';
  if (videoId) target = { name: 'video', video: { videoId, title, channelId: own ? s.channelId : undefined, channelTitle: own ? s.channelTitle : undefined, publishedAt: own ? s.publishedAt : undefined, description: s.description, thumbnailUrl: thumb(s.thumbnails) } };
  else if (channelId) target = { name: 'channel', channelId, title };
  else if (s.channelId) target = { name: 'channel', channelId: s.channelId, title: s.channelTitle };
  return {
    key: `activity-${a.id ?? `${type}-${videoId ?? channelId}`}`,
    title,
    subtitle: byline(s.channelTitle, formatDate(s.publishedAt)),
    eyebrow: ACTIVITY_WORDS[type] ?? 'Activity',
    thumbnailUrl: thumb(s.thumbnails, type === 'subscription' ? 'round' : 'card'),
    round: type === 'subscription',
    videoId,
    target,
  };
}

/** An upload on Subscriptions' first shelf: an activity card without "Uploaded" above each title, as the shelf's title says it. */
export function uploadCard(a: Activity): CardModel {
  return { ...activityCard(a), eyebrow: undefined };
}

export function subscriptionCard(sub: Subscription, side: 'following' | 'subscriber'): CardModel {
  if (side === 'subscriber') {
    const s = sub.subscriberSnippet ?? {};
    return { key: `subscriber-${sub.id}`, title: s.title ?? '', thumbnailUrl: thumb(s.thumbnails, 'round'), round: true, target: s.channelId ? { name: 'channel', channelId: s.channelId, title: s.title } : undefined };
  }
  const s = sub.snippet ?? {};
  const channelId = s.resourceId?.channelId;
  return { key: `sub-${sub.id}`, title: s.title ?? '', thumbnailUrl: thumb(s.thumbnails, 'round'), round: true, target: channelId ? { name: 'channel', channelId, title: s.title } : undefined };
}

export function videoRefOfItem(item: PlaylistItem): VideoRef | undefined {
  const s = item.snippet ?? {};
  const videoId = item.contentDetails?.videoId ?? s.resourceId?.videoId;
  if (!videoId) return undefined;
  // The item's snippet.publishedAt is when it was added to the playlist: the video's own date is contentDetails.videoPublishedAt.
  return { videoId, title: s.title ?? '', channelId: s.videoOwnerChannelId ?? s.channelId, channelTitle: s.videoOwnerChannelTitle ?? s.channelTitle, publishedAt: item.contentDetails?.videoPublishedAt ?? s.publishedAt, description: s.description, thumbnailUrl: thumb(s.thumbnails) };
}

export function playlistItemCard(item: PlaylistItem): CardModel {
  const s = item.snippet ?? {};
  const video = videoRefOfItem(item);
  return {
    key: `item-${item.id}`,
    title: s.title ?? '',
    subtitle: s.videoOwnerChannelTitle ?? s.channelTitle,
    thumbnailUrl: thumb(s.thumbnails),
    videoId: video?.videoId,
    target: video ? { name: 'video', video } : undefined,
  };
}

export function playlistCard(p: Playlist): CardModel {
  const s = p.snippet ?? {};
  return {
    key: `playlist-${p.id}`,
    title: s.title ?? '',
    subtitle: countOf(p.contentDetails?.itemCount, 'video') ?? s.channelTitle,
    thumbnailUrl: thumb(s.thumbnails),
    target: p.id ? { name: 'playlist', playlistId: p.id, title: s.title ?? 'Playlist' } : undefined,
  };
}

/** A card of one of the viewer's own playlists (Library): its page offers Edit, Delete and Remove. */
export function ownPlaylistCard(p: Playlist): CardModel {
  const card = playlistCard(p);
  return card.target?.name === 'playlist' ? { ...card, target: { ...card.target, own: true } } : card;
}

export function searchResultCard(r: SearchResult, index: number): CardModel {
  const s = r.snippet ?? {};
  const id = r.id ?? {};
  const base = { title: s.title ?? '', thumbnailUrl: thumb(s.thumbnails) };
  if (id.videoId) {
    return {
      ...base,
      key: `result-video-${id.videoId}`,
      subtitle: byline(s.channelTitle, formatDate(s.publishedAt)),
      badge: s.liveBroadcastContent === 'live' ? 'LIVE' : s.liveBroadcastContent === 'upcoming' ? 'UPCOMING' : undefined,
      videoId: id.videoId,
      target: { name: 'video', video: { videoId: id.videoId, title: base.title, channelId: s.channelId, channelTitle: s.channelTitle, publishedAt: s.publishedAt, description: s.description, thumbnailUrl: base.thumbnailUrl } },
    };
  }
  if (id.channelId) return { ...base, key: `result-channel-${id.channelId}`, subtitle: 'Channel', thumbnailUrl: thumb(s.thumbnails, 'round'), round: true, target: { name: 'channel', channelId: id.channelId, title: base.title } };
  if (id.playlistId) return { ...base, key: `result-playlist-${id.playlistId}`, subtitle: byline('Playlist', s.channelTitle), target: { name: 'playlist', playlistId: id.playlistId, title: base.title } };
  return { ...base, key: `result-${index}` };
}

const LIFE_CYCLE: Record<string, string> = {
  live: 'LIVE',
  liveStarting: 'Starting',
  testing: 'Testing',
  testStarting: 'Testing',
  ready: 'Ready',
  created: 'Scheduled',
  complete: 'Ended',
  revoked: 'Removed',
};

export function broadcastCard(b: LiveBroadcast): CardModel {
  const s = b.snippet ?? {};
  const status = b.status?.lifeCycleStatus ?? 'created';
  const when = status === 'complete' ? s.actualEndTime : status === 'live' ? s.actualStartTime : s.scheduledStartTime;
  return {
    key: `broadcast-${b.id}`,
    title: s.title ?? '',
    subtitle: [LIFE_CYCLE[status] ?? status, formatDate(when)].filter(Boolean).join(' · '),
    thumbnailUrl: thumb(s.thumbnails),
    badge: LIFE_CYCLE[status] ?? status,
    target: b.id ? { name: 'video', video: { videoId: b.id, title: s.title ?? '', channelId: s.channelId, publishedAt: s.publishedAt, description: s.description, thumbnailUrl: thumb(s.thumbnails) } } : undefined,
  };
}

/**
 * A followed channel's stream on Live: LIVE now, or UPCOMING with the day it starts (UTC, as
 * every date). The badge says "upcoming", so the line is the channel and the day alone: with
 * "Starts" before it, a long channel name cut the date off.
 */
export function liveVideoCard(v: Video): CardModel {
  const s = v.snippet ?? {};
  const live = s.liveBroadcastContent === 'live';
  const starts = formatDate(v.liveStreamingDetails?.scheduledStartTime);
  const title = s.title ?? '';
  const picture = thumb(s.thumbnails);
  return {
    key: `live-${v.id}`,
    title,
    subtitle: byline(s.channelTitle, live ? 'Live now' : starts),
    thumbnailUrl: picture,
    badge: live ? 'LIVE' : 'UPCOMING',
    videoId: v.id,
    target: v.id ? { name: 'video', video: { videoId: v.id, title, channelId: s.channelId, channelTitle: s.channelTitle, publishedAt: s.publishedAt, description: s.description, thumbnailUrl: picture } } : undefined,
  };
}

/** A Continue watching card: where the viewer stopped, as a bar and as time left. */
export function watchEntryCard(e: WatchEntry): CardModel {
  const left = Math.max(0, e.durationSeconds - e.positionSeconds);
  return {
    key: `watching-${e.videoId}`,
    title: e.title,
    subtitle: byline(e.channelTitle, `${formatClock(left)} left`),
    thumbnailUrl: e.thumbnailUrl,
    videoId: e.videoId,
    progress: watchedShare(e),
    target: { name: 'video', video: { videoId: e.videoId, title: e.title, channelId: e.channelId, channelTitle: e.channelTitle, thumbnailUrl: e.thumbnailUrl } },
  };
}
