import type { Activity } from '../api/video/index.ts';
import { explainError } from './explainError.ts';
import { activeFollowedChannels, askEach } from './followedChannels.ts';
import { cacheMode, started, withFacts } from './lists.ts';
import { createPagedList, type PagedList } from './pagedList.ts';
import { videoClient } from './videoClient.ts';

/**
 * Subscriptions' first shelf: the newest uploads of the channels the viewer follows, from each
 * channel's activities (activities.list with channelId: docs/reference/facts.md, Data API:
 * activities; `home` would be one call, but the real service no longer answers it with the
 * followed channels).
 *
 * Quota per opening: 1 unit for the followed channels (shared with Live), 1 per channel asked
 * (UPLOAD_CHANNELS = 6) and 1 videos.list for the cards' lengths: 8 units; Back within 5 minutes
 * answers from the list cache. Asking the channels in activity order is what makes 6 enough: a
 * channel further down has been quiet since each of the 6 above it was active, so (as far as
 * activity means uploading) the first 6 cards are the 6 newest uploads of all the channels
 * followed, however many; the cards after them are the newest of those 6 channels.
 */
export const UPLOAD_CHANNELS = 6;
/** Activities asked of each channel: its uploads among its likes and comments. Any number up to 50 costs 1 unit. */
const ACTIVITIES_EACH = 20;
/** Cards kept: one videos.list call (50 ids) for their lengths. */
const SHOWN = 50;

const uploadedVideo = (a: Activity) => a.contentDetails?.upload?.videoId;
const time = (a: Activity) => Date.parse(a.snippet?.publishedAt ?? '') || 0;

/** The uploads among the channels' activities, newest first, each video once, at most `limit`. */
export function newestUploads(feeds: readonly (readonly Activity[])[], limit = SHOWN): Activity[] {
  const seen = new Set<string>();
  const uploads: Activity[] = [];
  for (const feed of feeds) {
    for (const a of feed) {
      const videoId = a.snippet?.type === 'upload' ? uploadedVideo(a) : undefined;
      if (!videoId || seen.has(videoId)) continue;
      seen.add(videoId);
      uploads.push(a);
    }
  }
  return uploads.sort((a, b) => time(b) - time(a)).slice(0, limit);
}

/** The shelf's list: one page, made of the calls above. */
export const followedUploads = (): PagedList<Activity> =>
  started(
    createPagedList<Activity>(async (_pageToken, fresh) => {
      const cache = cacheMode(fresh);
      const channels = await activeFollowedChannels(UPLOAD_CHANNELS, cache);
      const feeds = await askEach(channels, async (channelId) => (await videoClient().activities.list({ part: ['snippet', 'contentDetails'], channelId, maxResults: ACTIVITIES_EACH }, { cache })).items ?? []);
      return { items: withFacts(newestUploads(feeds), uploadedVideo) };
    }, explainError),
  );
