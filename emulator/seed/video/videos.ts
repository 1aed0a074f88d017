import { idShapes } from '../../video/ids.ts';
import type { PrivacyStatus, VideoRecord } from '../../video/model.ts';
import { ID_ALPHABET, type Prng } from '../prng.ts';
import { topics as allTopics } from '../topics.ts';
import { randomColor } from './colors.ts';
import type { SeedChannel } from './channels.ts';
import { videoDescription, videoTitle } from './titles.ts';

const DAY = 86_400_000;

/** Splits `total` over weights by largest remainder, so the counts add up exactly. */
export function allocate(weights: readonly number[], total: number): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((w) => (sum ? (w * total) / sum : 0));
  const counts = exact.map(Math.floor);
  let left = total - counts.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => [x - Math.floor(x), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of order) {
    if (left-- <= 0) break;
    counts[i]!++;
  }
  return counts;
}

export function newVideoId(prng: Prng, taken: Set<string>): string {
  let id: string;
  do id = prng.chars(ID_ALPHABET, idShapes.videoLength);
  while (taken.has(id));
  taken.add(id);
  return id;
}

function privacy(prng: Prng): PrivacyStatus {
  const r = prng.next();
  return r < 0.94 ? 'public' : r < 0.97 ? 'unlisted' : 'private';
}

function duration(prng: Prng): number {
  const r = prng.next();
  if (r < 0.1) return prng.int(15, 60); // shorts
  if (r < 0.95) return prng.int(180, 1500);
  return prng.int(3600, 3 * 3600);
}

/** About one video in ten hides its likes; comments come to a few per hundred views at most. */
export function hiddenLikesAndComments(details: Prng, viewCount: number): Pick<VideoRecord, 'likesHidden' | 'commentCount'> {
  return { likesHidden: details.chance(0.1), commentCount: Math.floor(viewCount * details.next() * 0.004) };
}

/**
 * Ordinary (not live) videos. Ages skew recent (most channels upload often lately), never before
 * the channel existed. Each account's channel gets at least one unlisted and one private video,
 * so forMine search and the uploads playlist have something to hide from others.
 */
export function seedVideos(prng: Prng, channels: readonly SeedChannel[], total: number, now: number, taken: Set<string>): VideoRecord[] {
  const counts = allocate(channels.map((c) => c.weight), total);
  // Facts added later draw from their own stream, so they leave every earlier id and title as it was.
  const details = prng.fork('details');
  const videos: VideoRecord[] = [];
  channels.forEach((channel, index) => {
    const { record, lang } = channel;
    const lifetimeDays = Math.max(1, Math.floor((now - record.publishedAt) / DAY));
    for (let i = 0; i < counts[index]!; i++) {
      const ageDays = Math.floor(Math.min(lifetimeDays - 1, 900) * prng.next() ** 2.2);
      const publishedAt = now - ageDays * DAY - prng.int(3_600_000, DAY - 1);
      const title = videoTitle(prng, lang, record.topicIds);
      const viewCount = Math.floor(10 ** (1 + prng.next() * 6));
      const extraTopic = prng.chance(0.2) ? [prng.pick(allTopics).id] : [];
      let privacyStatus = privacy(prng);
      if (record.accountId && i < 2) privacyStatus = i === 0 ? 'unlisted' : 'private';
      videos.push({
        id: newVideoId(prng, taken),
        channelId: record.id,
        title,
        description: videoDescription(prng, lang, record.topicIds, title),
        publishedAt,
        durationSeconds: duration(prng),
        definition: prng.chance(0.8) ? 'hd' : 'sd',
        caption: prng.chance(0.35),
        embeddable: prng.chance(0.92),
        privacyStatus,
        viewCount,
        likeCount: Math.floor(viewCount * (0.005 + prng.next() * 0.06)),
        ...hiddenLikesAndComments(details, viewCount),
        topicIds: [...new Set([...record.topicIds.slice(0, prng.int(1, record.topicIds.length)), ...extraTopic])],
        liveBroadcastContent: 'none',
        hasLargeThumbnails: ageDays < 5 * 365 && prng.chance(0.85),
        color: randomColor(prng),
        tags: record.topicIds.length ? [record.customUrl.slice(1), lang] : [],
      });
    }
  });
  return videos;
}
