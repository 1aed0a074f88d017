import type { Activity } from '../api/video/index.ts';
import type { Route } from '../state/router.ts';
import { byline, cardDate, isolated, thumb, type CardModel } from './viewModels.ts';
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

/**
 * The same, naming who did it, for a followed channel's activity: under the title, "Alan Turing ·
 * 4 Dec" read as the video's own channel and date. The action comes first, so a long name is what
 * the line's ellipsis cuts. An upload's channel is the video's own: it stays under the title.
 */
const ACTIVITY_BY: Record<string, (channel: string) => string> = {
  like: (channel) => t('Liked by {channel}', { channel }),
  favorite: (channel) => t('Favourited by {channel}', { channel }),
  comment: (channel) => t('Comment from {channel}', { channel }),
  subscription: (channel) => t('New subscriber: {channel}', { channel }),
  // Short, as the platform's own Save: "Added to a playlist by" left no room for the name at 720p.
  playlistItem: (channel) => t('Saved by {channel}', { channel }),
  recommendation: (channel) => t('Recommended by {channel}', { channel }),
  bulletin: (channel) => t('Posted by {channel}', { channel }),
  social: (channel) => t('Shared by {channel}', { channel }),
  channelItem: (channel) => t('Update from {channel}', { channel }),
  promotedItem: (channel) => t('Promoted by {channel}', { channel }),
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
  const by = s.channelTitle ? ACTIVITY_BY[type] : undefined;
  return {
    key: `activity-${a.id ?? `${type}-${videoId ?? channelId}`}`,
    title,
    subtitle: by ? cardDate(s.publishedAt) : byline(s.channelTitle, cardDate(s.publishedAt)),
    eyebrow: by ? by(isolated(s.channelTitle!)) : activityWord(type),
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
  const type = a.snippet?.type ?? 'typeUnspecified';
  return type === 'upload' ? card : { ...card, eyebrow: activityWord(type), subtitle: cardDate(a.snippet?.publishedAt) };
}

/** What happened, alone ("Liked"): the viewer's own activity, or one whose channel is not named. */
function activityWord(type: string): string {
  return ACTIVITY_WORDS[type]?.() ?? t('Activity');
}

/** An upload on Subscriptions' first shelf: an activity card without "Uploaded" above each title, as the shelf's title says it. */
export function uploadCard(a: Activity): CardModel {
  return { ...activityCard(a), eyebrow: undefined };
}
