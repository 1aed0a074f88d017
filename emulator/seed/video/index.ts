import type { VideoData, VideoRecord } from '../../video/model.ts';
import type { Account } from '../accounts.ts';
import { createPrng } from '../prng.ts';
import { edgeCaseTitles, HTML_TITLE } from '../text/edgeCases.ts';
import { seedActivities } from './activities.ts';
import { seedChannels } from './channels.ts';
import { seedLive } from './live.ts';
import { placePlaybackCases } from './playbackCases.ts';
import { seedPlaylists } from './playlists.ts';
import { seedSubscriptions } from './subscriptions.ts';
import { placeTranslations } from './translations.ts';
import { seedVideos } from './videos.ts';

/** Issue 3: 2,000 videos in all (live broadcasts' videos included). */
export const SEED_VIDEO_COUNT = 2000;
export const DEFAULT_SEED = 20240514;

export interface VideoSeedOptions {
  accounts: readonly Account[];
  /** The seed's "now": every time in the data is relative to it, so ages look the same on every start. */
  now: number;
  seed?: number;
}

/**
 * Puts the hostile titles on public videos spread over many channels. The HTML-looking one goes on
 * the newest upload of the channel with markup in its name, which the first account follows, so
 * it shows on the first screens a tester sees.
 */
function placeEdgeCaseTitles(videos: VideoRecord[], channelIdOfBold: string | undefined, now: number): void {
  const candidates = videos.filter((v) => v.privacyStatus === 'public' && v.liveBroadcastContent === 'none');
  const bold = candidates.filter((v) => v.channelId === channelIdOfBold).sort((a, b) => b.publishedAt - a.publishedAt)[0];
  const used = new Set<VideoRecord>();
  edgeCaseTitles.forEach((title, i) => {
    let video = title === HTML_TITLE && bold ? bold : candidates[(i * 97 + 13) % candidates.length]!;
    while (used.has(video)) video = candidates[(candidates.indexOf(video) + 1) % candidates.length]!;
    used.add(video);
    video.title = title;
    if (title === HTML_TITLE) video.publishedAt = now - 20 * 60_000;
  });
}

const second = (ms: number) => Math.floor(ms / 1000) * 1000;

/** The API prints times to the second (RFC 3339 without fractions); keep the data on whole seconds so filters and output agree. */
function wholeSeconds(data: VideoData): VideoData {
  for (const list of [data.channels, data.videos, data.playlists, data.subscriptions, data.activities, data.liveBroadcasts] as unknown as Record<string, unknown>[][]) {
    for (const record of list) {
      for (const key of ['publishedAt', 'scheduledStartTime', 'scheduledEndTime', 'actualStartTime', 'actualEndTime']) {
        if (typeof record[key] === 'number') record[key] = second(record[key]);
      }
    }
  }
  for (const playlist of data.playlists) for (const item of playlist.items) item.addedAt = second(item.addedAt);
  return data;
}

/** The whole video data set, deterministic for a given seed and "now". */
export function seedVideoData(options: VideoSeedOptions): VideoData {
  const prng = createPrng(options.seed ?? DEFAULT_SEED);
  const now = options.now;
  const channels = seedChannels(prng.fork('channels'), options.accounts, now);
  const takenVideoIds = new Set<string>();
  const live = seedLive(prng.fork('live'), channels, now, takenVideoIds);
  const videos = [...seedVideos(prng.fork('videos'), channels, SEED_VIDEO_COUNT - live.videos.length, now, takenVideoIds), ...live.videos];
  placeEdgeCaseTitles(videos, channels.find((c) => c.record.title === 'The <b>Bold</b> Channel')?.record.id, now);
  const playlists = seedPlaylists(prng.fork('playlists'), channels, videos, now);
  placePlaybackCases(videos, playlists, options.accounts[0]?.channelId);
  placeTranslations(channels.map((c) => c.record), videos, playlists);
  const subscriptions = seedSubscriptions(prng.fork('subscriptions'), channels, now);
  const activities = seedActivities(prng.fork('activities'), channels, videos, playlists, subscriptions, now);
  return wholeSeconds({
    seededAt: now,
    channels: channels.map((c) => c.record),
    videos,
    playlists,
    subscriptions,
    activities,
    liveBroadcasts: live.broadcasts,
  });
}
