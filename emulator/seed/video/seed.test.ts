import { describe, expect, it } from 'vitest';
import { seedAccounts } from '../accounts.ts';
import { HTML_TITLE } from '../text/edgeCases.ts';
import { topicById } from '../topics.ts';
import { SEED_VIDEO_COUNT, seedVideoData } from './index.ts';
import { LONG_STREAM_SECONDS } from './live.ts';
import { LONGEST_SECONDS, SHORTEST_SECONDS } from './playbackCases.ts';

const NOW = Date.UTC(2025, 0, 6, 18);
const DAY = 86_400_000;
const data = seedVideoData({ accounts: seedAccounts, now: NOW });
const titles = [...data.videos.map((v) => v.title), ...data.channels.map((c) => c.title), ...data.playlists.map((p) => p.title)];

describe('video seed', () => {
  it('is deterministic for a seed and a "now", and differs for another seed', () => {
    expect(seedVideoData({ accounts: seedAccounts, now: NOW })).toEqual(data);
    const other = seedVideoData({ accounts: seedAccounts, now: NOW, seed: 7 });
    expect(other.videos.map((v) => v.id)).not.toEqual(data.videos.map((v) => v.id));
  });

  it('has at least 60 channels including every account’s own, and exactly 2,000 videos', () => {
    expect(data.channels.length).toBeGreaterThanOrEqual(60);
    for (const account of seedAccounts) expect(data.channels.find((c) => c.id === account.channelId)).toMatchObject({ title: account.name, accountId: account.id });
    expect(data.videos).toHaveLength(SEED_VIDEO_COUNT);
  });

  it('gives every id once', () => {
    for (const list of [data.channels, data.videos, data.playlists, data.subscriptions, data.activities, data.playlists.flatMap((p) => p.items)]) {
      const ids = list.map((r) => r.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it('gives every channel its five system playlists, and the uploads playlist holds its videos newest first', () => {
    for (const channel of data.channels) {
      for (const [kind, id] of Object.entries(channel.relatedPlaylists)) expect(data.playlists.find((p) => p.id === id)).toMatchObject({ system: kind, channelId: channel.id });
      const uploads = data.playlists.find((p) => p.id === channel.relatedPlaylists.uploads)!;
      const own = data.videos.filter((v) => v.channelId === channel.id);
      expect(uploads.items.map((i) => i.videoId).sort()).toEqual(own.map((v) => v.id).sort());
      const times = uploads.items.map((i) => data.videos.find((v) => v.id === i.videoId)!.publishedAt);
      expect(times).toEqual([...times].sort((a, b) => b - a));
    }
  });

  it('gives the accounts user-created playlists of every privacy, an empty one and one long enough to page', () => {
    const ada = data.playlists.filter((p) => p.channelId === seedAccounts[0]!.channelId && !p.system);
    expect(new Set(ada.map((p) => p.privacyStatus))).toEqual(new Set(['public', 'unlisted', 'private']));
    expect(ada.some((p) => p.items.length === 0)).toBe(true);
    expect(Math.max(...ada.map((p) => p.items.length))).toBeGreaterThan(200);
    expect(data.playlists.filter((p) => !p.system && !seedAccounts.some((a) => a.channelId === p.channelId)).length).toBeGreaterThan(20);
  });

  it('has subscriptions both ways for the accounts', () => {
    for (const account of seedAccounts.slice(0, 4)) {
      expect(data.subscriptions.filter((s) => s.subscriberChannelId === account.channelId).length).toBeGreaterThanOrEqual(10);
      expect(data.subscriptions.filter((s) => s.channelId === account.channelId).length).toBeGreaterThanOrEqual(5);
    }
  });

  it('has activities of several types spread over weeks', () => {
    const types = new Set(data.activities.map((a) => a.type));
    for (const type of ['upload', 'like', 'favorite', 'subscription', 'playlistItem', 'recommendation', 'bulletin', 'comment']) expect(types).toContain(type);
    const recent = data.activities.filter((a) => a.publishedAt > NOW - 12 * 7 * DAY);
    const weeks = new Set(recent.map((a) => Math.floor((NOW - a.publishedAt) / (7 * DAY))));
    expect(weeks.size).toBeGreaterThanOrEqual(8);
    expect(data.activities.every((a) => a.publishedAt <= NOW)).toBe(true);
  });

  it('has live broadcasts in every life cycle state, each with its video', () => {
    expect(new Set(data.liveBroadcasts.map((b) => b.lifeCycleStatus))).toEqual(new Set(['created', 'ready', 'testing', 'live', 'complete', 'revoked']));
    for (const b of data.liveBroadcasts) expect(data.videos.find((v) => v.id === b.id)?.channelId).toBe(b.channelId);
    expect(data.liveBroadcasts.some((b) => b.isDefaultBroadcast)).toBe(true);
  });

  it('uses real topic ids on channels and videos', () => {
    for (const c of data.channels) for (const t of c.topicIds) expect(topicById.has(t)).toBe(true);
    expect(data.videos.filter((v) => v.topicIds.length > 0).length).toBeGreaterThan(1900);
  });

  it('has titles of every length, in several scripts, right-to-left, with emoji and HTML-looking text', () => {
    const lengths = data.videos.map((v) => v.title.length);
    expect(Math.min(...lengths)).toBe(1);
    expect(Math.max(...lengths)).toBe(100);
    expect(data.videos.some((v) => v.title.length > 60 && v.title.length < 100)).toBe(true);
    for (const script of [/\p{Script=Arabic}/u, /\p{Script=Hebrew}/u, /\p{Script=Han}/u, /\p{Script=Hiragana}|\p{Script=Katakana}/u, /\p{Script=Hangul}/u, /\p{Script=Cyrillic}/u, /\p{Script=Devanagari}/u, /\p{Script=Greek}/u, /\p{Script=Thai}/u, /\p{Extended_Pictographic}/u]) {
      expect(titles.some((t) => script.test(t))).toBe(true);
    }
    expect(data.videos.filter((v) => v.title === HTML_TITLE)).toHaveLength(1);
    expect(titles.filter((t) => /<[a-z/]/i.test(t)).length).toBeGreaterThanOrEqual(4);
  });

  it('shows the HTML-looking title on a recent public upload of a channel the first account follows', () => {
    const video = data.videos.find((v) => v.title === HTML_TITLE)!;
    expect(video.privacyStatus).toBe('public');
    expect(NOW - video.publishedAt).toBeLessThan(DAY);
    expect(data.subscriptions.some((s) => s.subscriberChannelId === seedAccounts[0]!.channelId && s.channelId === video.channelId)).toBe(true);
  });

  it('has ordinary public videos from exactly 7 s to exactly 11 h 54 min, and one finished stream past a day', () => {
    const ordinary = data.videos.filter((v) => v.liveBroadcastContent === 'none' && v.privacyStatus === 'public').map((v) => v.durationSeconds);
    expect(Math.min(...ordinary)).toBe(SHORTEST_SECONDS);
    expect(Math.max(...ordinary)).toBe(LONGEST_SECONDS);
    const streams = data.liveBroadcasts.filter((b) => b.lifeCycleStatus === 'complete').map((b) => data.videos.find((v) => v.id === b.id)!);
    expect(streams.filter((v) => v.durationSeconds === LONG_STREAM_SECONDS)).toHaveLength(1);
    const long = data.liveBroadcasts.find((b) => b.id === streams.find((v) => v.durationSeconds === LONG_STREAM_SECONDS)!.id)!;
    expect(long.actualEndTime! - long.scheduledStartTime).toBe(LONG_STREAM_SECONDS * 1000);
    expect(long.actualEndTime).toBeLessThanOrEqual(NOW);
  });

  it('gives live and upcoming videos no duration, and agrees with the broadcasts on what is live', () => {
    const content = { created: 'upcoming', ready: 'upcoming', testing: 'upcoming', live: 'live', complete: 'completed', revoked: 'none' } as const;
    for (const b of data.liveBroadcasts) expect(data.videos.find((v) => v.id === b.id)!.liveBroadcastContent).toBe(content[b.lifeCycleStatus]);
    const broadcastIds = new Set(data.liveBroadcasts.map((b) => b.id));
    for (const v of data.videos.filter((v) => v.liveBroadcastContent !== 'none')) expect(broadcastIds.has(v.id)).toBe(true);
    for (const v of data.videos.filter((v) => v.liveBroadcastContent === 'live' || v.liveBroadcastContent === 'upcoming')) expect(v.durationSeconds).toBe(0);
  });

  it('hides the like count on about one video in ten, and lets some videos refuse embedding', () => {
    const hidden = data.videos.filter((v) => v.likesHidden).length / data.videos.length;
    expect(hidden).toBeGreaterThan(0.06);
    expect(hidden).toBeLessThan(0.14);
    const refusing = data.videos.filter((v) => !v.embeddable).length / data.videos.length;
    expect(refusing).toBeGreaterThan(0.04);
    expect(refusing).toBeLessThan(0.12);
    expect(data.videos.every((v) => Number.isInteger(v.commentCount) && v.commentCount >= 0)).toBe(true);
  });

  it('puts the 7 s, the 11 h 54 min and a non-embeddable public video in the first account’s first playlist', () => {
    for (const seed of [undefined, 7, 99]) {
      const seeded = seedVideoData({ accounts: seedAccounts, now: NOW, seed });
      const first = seeded.playlists.find((p) => p.channelId === seedAccounts[0]!.channelId && !p.system)!;
      expect(first.title).toBe('Watch on the big screen');
      const listed = first.items.map((i) => seeded.videos.find((v) => v.id === i.videoId)!).filter((v) => v.privacyStatus === 'public' && v.liveBroadcastContent === 'none');
      expect(listed.find((v) => v.durationSeconds === SHORTEST_SECONDS)?.embeddable).toBe(true);
      expect(listed.find((v) => v.durationSeconds === LONGEST_SECONDS)?.embeddable).toBe(true);
      expect(listed.some((v) => !v.embeddable)).toBe(true);
    }
  });

  it('keeps times on whole seconds and never in the future except upcoming broadcasts', () => {
    for (const v of data.videos) {
      expect(v.publishedAt % 1000).toBe(0);
      expect(v.publishedAt).toBeLessThanOrEqual(NOW);
    }
  });
});
