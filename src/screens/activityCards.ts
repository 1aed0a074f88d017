import type { Activity } from '../api/video/index.ts';
import type { Route } from '../state/router.ts';
import { byline, formatDate, thumb, type CardModel } from './viewModels.ts';
import { t } from '../i18n/messages.ts';

/** Cards of the channel activity feed (Home, and Subscriptions' uploads). Pure: unit-tested. */

const ACTIVITY_WORDS: Record<string, () => string> = {
  upload: () => t('Uploaded'),
  like: () => t('Liked'),
  favorite: () => t('Favourited'),
  comment: () => t('Commented'),
  subscription: () => t('Subscribed'),
  playlistItem: () => t('Added to a playlist'),
  recommendation: () => t('Recommended'),
  bulletin: () => t('Posted'),
  social: () => t('Shared'),
  channelItem: () => t('Channel update'),
  promotedItem: () => t('Promoted'),
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
    eyebrow: ACTIVITY_WORDS[type]?.() ?? t('Activity'),
    thumbnailUrl: thumb(s.thumbnails, type === 'subscription' ? 'round' : 'card'),
    round: type === 'subscription',
    videoId,
    target,
  };
}

/**
 * A card of the viewer's own activity (Home's "Your recent activity"): a like, a favourite or a
 * playlist addition was by the viewer, so the card says when, not the viewer's own name as if it
 * were the video's channel. An upload's channel is the video's own, and stays.
 */
export function myActivityCard(a: Activity): CardModel {
  const card = activityCard(a);
  return a.snippet?.type === 'upload' ? card : { ...card, subtitle: formatDate(a.snippet?.publishedAt) };
}

/** An upload on Subscriptions' first shelf: an activity card without "Uploaded" above each title, as the shelf's title says it. */
export function uploadCard(a: Activity): CardModel {
  return { ...activityCard(a), eyebrow: undefined };
}
