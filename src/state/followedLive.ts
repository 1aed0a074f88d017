import type { Video } from '../api/video/index.ts';
import { hl } from './apiLocale.ts';
import { explainError } from './explainError.ts';
import { activeFollowedChannels, askEach, FOLLOWED_LOOKED_AT } from './followedChannels.ts';
import { cacheMode, started } from './lists.ts';
import { createPagedList, type PagedList } from './pagedList.ts';
import { videoClient } from './videoClient.ts';

/**
 * Live's first shelf: what the followed channels stream now, then what they have scheduled.
 *
 * search.list with eventType=live or upcoming (and type=video) costs 100 units a call, 200 for
 * both, and searches every channel, not the followed ones (with channelId, 100 per channel). So
 * instead each followed channel's newest uploads are read, and videos.list says which of them are
 * live or upcoming (snippet.liveBroadcastContent). The uploads playlist, not the activities: it
 * holds a channel's scheduled streams too.
 *
 * Quota per opening: 1 unit for the followed channels (shared with Subscriptions: 0 within 5
 * minutes of it), 1 channels.list for their uploads playlists, 1 playlistItems.list per channel
 * (LIVE_CHANNELS = 15) and 1 videos.list (15 x 3 = 45 ids): 18 units. What it cannot see: a
 * stream on a followed channel beyond the 15 most recently active, or one with 3 newer uploads.
 */
export const LIVE_CHANNELS = FOLLOWED_LOOKED_AT;
/** A stream started or scheduled lately is among a channel's newest uploads; 15 x 3 ids fit one videos.list call (50). */
const UPLOADS_EACH = 3;

const startedAt = (v: Video) => Date.parse(v.liveStreamingDetails?.actualStartTime ?? '') || 0;
const scheduledAt = (v: Video) => Date.parse(v.liveStreamingDetails?.scheduledStartTime ?? '') || Number.MAX_SAFE_INTEGER;

/** Live videos first, the latest started first; then upcoming ones, the soonest first. Others are left out. */
export function liveThenUpcoming(videos: readonly Video[]): Video[] {
  const live: Video[] = [];
  const upcoming: Video[] = [];
  const seen = new Set<string>();
  for (const v of videos) {
    const content = v.snippet?.liveBroadcastContent;
    if (!v.id || seen.has(v.id) || (content !== 'live' && content !== 'upcoming')) continue;
    seen.add(v.id);
    (content === 'live' ? live : upcoming).push(v);
  }
  live.sort((a, b) => startedAt(b) - startedAt(a));
  upcoming.sort((a, b) => scheduledAt(a) - scheduledAt(b));
  return live.concat(upcoming);
}

/** The shelf's list: one page, made of the calls above. */
export const followedLive = (): PagedList<Video> =>
  started(
    createPagedList<Video>(async (_pageToken, fresh) => {
      const cache = cacheMode(fresh);
      const client = videoClient();
      const channelIds = await activeFollowedChannels(LIVE_CHANNELS, cache);
      if (channelIds.length === 0) return { items: [] };
      const channels = await client.channels.list({ part: ['contentDetails'], id: channelIds, maxResults: channelIds.length }, { cache });
      const playlists = (channels.items ?? []).map((c) => c.contentDetails?.relatedPlaylists?.uploads).filter((id): id is string => !!id);
      const uploads = await askEach(playlists, async (playlistId) => (await client.playlistItems.list({ part: ['contentDetails'], playlistId, maxResults: UPLOADS_EACH }, { cache })).items ?? []);
      const videoIds: string[] = [];
      for (const items of uploads) for (const item of items) if (item.contentDetails?.videoId) videoIds.push(item.contentDetails.videoId);
      if (videoIds.length === 0) return { items: [] };
      const videos = await client.videos.list({ part: ['snippet', 'liveStreamingDetails'], id: videoIds, ...hl() }, { cache });
      return { items: liveThenUpcoming(videos.items ?? []) };
    }, explainError),
  );
