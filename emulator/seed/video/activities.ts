import { hashId, idShapes } from '../../video/ids.ts';
import type { ActivityRecord, PlaylistRecord, SubscriptionRecord, VideoRecord } from '../../video/model.ts';
import type { Prng } from '../prng.ts';
import type { SeedChannel } from './channels.ts';

const DAY = 86_400_000;
/** Activities other than uploads reach back this far ("spread over weeks"). */
const WINDOW = 12 * 7 * DAY;

export function activityId(type: string, channelId: string, subject: string, publishedAt: number): string {
  return hashId(idShapes.activityLength, 'activity', type, channelId, subject, publishedAt);
}

const bulletins = ['New video is up — tell us what you think!', 'We hit a milestone, thank you all 🎉', 'Behind the scenes of our next episode', 'شكراً لكم جميعاً!', '今週もありがとうございました', 'Poll: what should we film next?'];

/**
 * The activity stream: an upload for every public video, and over the last twelve weeks likes,
 * favorites, playlist additions, subscriptions, bulletins, comments, channel items and, for each
 * account, recommendations that only its home feed shows.
 */
export function seedActivities(
  prng: Prng,
  channels: readonly SeedChannel[],
  videos: readonly VideoRecord[],
  playlists: readonly PlaylistRecord[],
  subscriptions: readonly SubscriptionRecord[],
  now: number,
): ActivityRecord[] {
  const out: ActivityRecord[] = [];
  // The running index keeps ids unique even for twin events (one video added to two playlists at once).
  const push = (a: Omit<ActivityRecord, 'id'>) => out.push({ id: activityId(a.type, a.channelId, `${out.length}:${a.videoId ?? a.targetChannelId ?? ''}`, a.publishedAt), ...a });
  const since = now - WINDOW;
  const publicVideos = videos.filter((v) => v.privacyStatus === 'public' && v.liveBroadcastContent !== 'upcoming');

  for (const video of publicVideos) push({ type: 'upload', channelId: video.channelId, publishedAt: video.publishedAt, videoId: video.id });

  for (const playlist of playlists) {
    if (playlist.privacyStatus !== 'public' || playlist.system === 'uploads' || playlist.system === 'watchHistory' || playlist.system === 'watchLater') continue;
    const type = playlist.system === 'likes' ? 'like' : playlist.system === 'favorites' ? 'favorite' : 'playlistItem';
    for (const item of playlist.items) {
      // Not every addition makes news, or the feed would be little else.
      if (item.addedAt < since || !prng.chance(type === 'playlistItem' ? 0.3 : 0.6)) continue;
      push({ type, channelId: playlist.channelId, publishedAt: item.addedAt, videoId: item.videoId, ...(type === 'playlistItem' ? { playlistId: playlist.id, playlistItemId: item.id } : {}) });
    }
  }

  for (const sub of subscriptions) {
    if (sub.publishedAt >= since) push({ type: 'subscription', channelId: sub.subscriberChannelId, publishedAt: sub.publishedAt, targetChannelId: sub.channelId });
  }

  const byChannel = new Map<string, VideoRecord[]>();
  for (const v of publicVideos) byChannel.set(v.channelId, [...(byChannel.get(v.channelId) ?? []), v]);
  const records = channels.map((c) => c.record);
  for (const channel of records) {
    const own = byChannel.get(channel.id) ?? [];
    for (let i = prng.int(0, 3); i > 0 && own.length; i--) {
      push({ type: 'bulletin', channelId: channel.id, publishedAt: now - prng.int(1, WINDOW - 1), videoId: prng.pick(own).id, text: prng.pick(bulletins) });
    }
    if (prng.chance(0.3)) push({ type: 'comment', channelId: channel.id, publishedAt: now - prng.int(1, WINDOW - 1), targetChannelId: prng.pick(records).id });
    if (prng.chance(0.15) && own.length) push({ type: 'channelItem', channelId: channel.id, publishedAt: now - prng.int(1, WINDOW - 1), videoId: prng.pick(own).id });
  }

  for (const account of records.filter((c) => c.accountId)) {
    for (const video of prng.sample(publicVideos, prng.int(10, 20))) {
      push({
        type: 'recommendation',
        channelId: video.channelId,
        audienceChannelId: account.id,
        publishedAt: now - prng.int(1, 21 * DAY),
        videoId: video.id,
        recommendationReason: prng.pick(['videoFavorited', 'videoLiked', 'videoWatched'] as const),
      });
    }
  }
  return out.sort((a, b) => b.publishedAt - a.publishedAt || a.id.localeCompare(b.id));
}
