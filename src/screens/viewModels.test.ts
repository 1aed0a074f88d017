import { describe, expect, it } from 'vitest';
import { onFixedDay } from '../../testing/fixedDay.ts';
import { byline } from './viewModels.ts';
import { language } from '../i18n/messages.ts';
import { compactCount, countOf } from './counts.ts';
import { activityCard, myActivityCard, uploadCard } from './activityCards.ts';
import { broadcastCard, liveVideoCard } from './liveCards.ts';
import { playlistCard, subscriptionCard } from './channelCards.ts';
import { searchResultCard } from './searchResultCard.ts';
import { playlistItemCard, uploadItemCard } from './playlistItemCards.ts';

const FSI = '\u2068';
const PDI = '\u2069';
const LRM = '\u200e';

onFixedDay('2026-12-05T12:00:00Z');

describe('byline', () => {
  it('keeps each fact to its own direction, so a right-to-left name never reorders the date', () => {
    expect(byline('مطبخ سارة', '21 Nov 2026')).toBe(`${LRM}${FSI}مطبخ سارة${PDI} · ${FSI}21 Nov 2026${PDI}`);
  });

  it('reads right to left in a right-to-left language: the channel first, on the right', () => {
    language.value = 'ar';
    try {
      expect(byline('Stage Door', '27 Nov 2026')).toBe(`\u200f${FSI}Stage Door${PDI} · ${FSI}27 Nov 2026${PDI}`);
    } finally {
      language.value = 'en';
    }
  });

  it('leaves a single fact as it is, and skips missing ones', () => {
    expect(byline('Stage Door', undefined)).toBe('Stage Door');
    expect(byline(undefined, '')).toBe('');
  });
});

describe('card subtitles', () => {
  it('an activity says who and when', () => {
    const card = activityCard({ id: 'a1', snippet: { type: 'upload', title: 'T', channelTitle: 'Nordic Kitchen', publishedAt: '2026-11-21T10:00:00Z' }, contentDetails: { upload: { videoId: 'v1' } } });
    expect(card.subtitle).toBe(`${LRM}${FSI}Nordic Kitchen${PDI} · ${FSI}21 Nov${PDI}`);
    expect(card.subtitle!.replace(/[\u200e\u2068\u2069]/g, '')).toBe('Nordic Kitchen · 21 Nov');
    // Another year's keeps its year.
    const older = activityCard({ id: 'a0', snippet: { type: 'upload', title: 'T', channelTitle: 'Nordic Kitchen', publishedAt: '2025-12-21T10:00:00Z' }, contentDetails: { upload: { videoId: 'v0' } } });
    expect(older.subtitle!.replace(/[\u200e\u2068\u2069]/g, '')).toBe('Nordic Kitchen · 21 Dec 2025');
  });

  it("a like's video page names no channel or date: the activity's are the liker's, not the video's", () => {
    const snippet = { title: 'T', channelId: 'UCliker', channelTitle: 'Alan Turing', publishedAt: '2026-11-21T10:00:00Z' };
    const liked = activityCard({ id: 'a2', snippet: { ...snippet, type: 'like' }, contentDetails: { like: { resourceId: { kind: 'youtube#video', videoId: 'v2' } } } });
    // Who liked it is said above the title; under it, their name read as the video's channel.
    expect(liked.eyebrow).toBe(`Liked by ${FSI}Alan Turing${PDI}`);
    expect(liked.subtitle).toBe('21 Nov');
    expect(liked.target).toMatchObject({ name: 'video', video: { videoId: 'v2', channelId: undefined, channelTitle: undefined, publishedAt: undefined } });
    const uploaded = activityCard({ id: 'a3', snippet: { ...snippet, type: 'upload' }, contentDetails: { upload: { videoId: 'v3' } } });
    expect(uploaded.target).toMatchObject({ name: 'video', video: { channelId: 'UCliker', channelTitle: 'Alan Turing' } });
    expect(uploaded.eyebrow).toBe('Uploaded');
    expect(uploaded.subtitle!.replace(/[\u200e\u2068\u2069]/g, '')).toBe('Alan Turing · 21 Nov');
    const followed = activityCard({ id: 'a7', snippet: { ...snippet, type: 'subscription' }, contentDetails: { subscription: { resourceId: { kind: 'youtube#channel', channelId: 'UCx' } } } });
    expect(followed.eyebrow).toBe(`New subscriber: ${FSI}Alan Turing${PDI}`);
    // No channel named: the action alone, as before.
    expect(activityCard({ id: 'a8', snippet: { title: 'T', type: 'like' }, contentDetails: { like: { resourceId: { kind: 'youtube#video', videoId: 'v8' } } } }).eyebrow).toBe('Liked');
  });

  it("the viewer's own like says when, not the viewer's name as if it were the video's channel; their upload keeps its channel", () => {
    const snippet = { title: 'T', channelId: 'UCada', channelTitle: 'Ada Lovelace', publishedAt: '2026-11-21T10:00:00Z' };
    const liked = myActivityCard({ id: 'a4', snippet: { ...snippet, type: 'like' }, contentDetails: { like: { resourceId: { kind: 'youtube#video', videoId: 'v4' } } } });
    expect(liked.subtitle).toBe('21 Nov');
    expect(liked.eyebrow).toBe('Liked');
    const added = myActivityCard({ id: 'a5', snippet: { ...snippet, type: 'playlistItem' }, contentDetails: { playlistItem: { resourceId: { kind: 'youtube#video', videoId: 'v5' } } } });
    expect(added.subtitle).not.toContain('Ada Lovelace');
    const uploaded = myActivityCard({ id: 'a6', snippet: { ...snippet, type: 'upload' }, contentDetails: { upload: { videoId: 'v6' } } });
    expect(uploaded.subtitle!.replace(/[\u200e\u2068\u2069]/g, '')).toBe('Ada Lovelace · 21 Nov');
  });

  it('a playlist result names its channel, and only "Playlist" when the channel is unknown', () => {
    expect(searchResultCard({ id: { kind: 'youtube#playlist', playlistId: 'p1' }, snippet: { title: 'P', channelTitle: 'Sailing Aurora' } }, 0).subtitle).toBe(`${LRM}${FSI}Playlist${PDI} · ${FSI}Sailing Aurora${PDI}`);
    expect(searchResultCard({ id: { kind: 'youtube#playlist', playlistId: 'p1' }, snippet: { title: 'P' } }, 0).subtitle).toBe('Playlist');
  });
});

describe("a channel's uploads", () => {
  it("say the day each came out, not the channel's own name again; a playlist's items name their channel", () => {
    const item = { id: 'i1', snippet: { title: 'T', videoOwnerChannelTitle: 'Grace Hopper', publishedAt: '2026-11-30T10:00:00Z', resourceId: { videoId: 'v1' } }, contentDetails: { videoId: 'v1', videoPublishedAt: '2026-11-21T10:00:00Z' } };
    expect(uploadItemCard(item)).toMatchObject({ title: 'T', subtitle: '21 Nov', videoId: 'v1' });
    expect(playlistItemCard(item).subtitle).toBe('Grace Hopper');
    expect(uploadItemCard({ id: 'i2', snippet: { title: 'U', publishedAt: '2025-03-02T10:00:00Z' } }).subtitle).toBe('2 Mar 2025');
    expect(uploadItemCard({ id: 'i3', snippet: { title: 'V' } }).subtitle).toBeUndefined();
  });
});

describe('counts', () => {
  it('are exact below ten thousand, then three digits and a unit, cut rather than rounded up', () => {
    const cases: [number, string][] = [
      [0, '0'],
      [7, '7'],
      [9_999, '9,999'],
      [10_000, '10K'],
      [12_345, '12.3K'],
      [99_999, '99.9K'],
      [123_456, '123K'],
      [999_999, '999K'],
      [1_000_000, '1M'],
      [1_234_567, '1.23M'],
      [1_005_000, '1M'],
      [1_150_000, '1.15M'],
      [1_010_000, '1.01M'],
      [100_000, '100K'],
      [20_500_000, '20.5M'],
      [999_999_999, '999M'],
      [1_500_000_000, '1.5B'],
      [12_000_000_000, '12B'],
    ];
    for (const [n, text] of cases) expect([n, compactCount(n)]).toEqual([n, text]);
  });

  it('name their noun, singular for one, and say nothing for a figure the API hid or garbled', () => {
    expect(countOf('1', 'subscriber')).toBe('1 subscriber');
    expect(countOf('0', 'video')).toBe('0 videos');
    expect(countOf('2480000', 'subscriber')).toBe('2.48M subscribers');
    expect(countOf(undefined, 'subscriber')).toBeUndefined();
    expect(countOf('', 'video')).toBeUndefined();
    expect(countOf('lots', 'video')).toBeUndefined();
  });

  it("size a playlist's card, which falls back to its channel when the count is missing", () => {
    expect(playlistCard({ id: 'p', snippet: { title: 'History', channelTitle: 'Ada' }, contentDetails: { itemCount: 12_345 } }).subtitle).toBe('12.3K videos');
    expect(playlistCard({ id: 'p', snippet: { title: 'One', channelTitle: 'Ada' }, contentDetails: { itemCount: 1 } }).subtitle).toBe('1 video');
    expect(playlistCard({ id: 'p', snippet: { title: 'Theirs', channelTitle: 'Ada' } }).subtitle).toBe('Ada');
    // No count at all (another's playlist may not say): its picture, as the platform gives it.
    const unknown = playlistCard({ id: 'p', snippet: { title: 'Theirs', thumbnails: { medium: { url: 'theirs.jpg', width: 320 } } } });
    expect([unknown.icon, unknown.thumbnailUrl]).toEqual([undefined, 'theirs.jpg']);
    // Empty: a list's sign, not the platform's grey "no thumbnail" picture.
    const thumbnails = { medium: { url: 'no_thumbnail.jpg', width: 320 } };
    const empty = playlistCard({ id: 'p', snippet: { title: 'New', thumbnails }, contentDetails: { itemCount: 0 } });
    expect([empty.icon, empty.thumbnailUrl]).toEqual(['≡', undefined]);
    const full = playlistCard({ id: 'p', snippet: { title: 'Full', thumbnails }, contentDetails: { itemCount: 2 } });
    expect([full.icon, full.thumbnailUrl]).toEqual([undefined, 'no_thumbnail.jpg']);
  });
});

describe('Subscriptions and Live cards', () => {
  it('an upload says who and when, without "Uploaded" on every card', () => {
    const card = uploadCard({ id: 'a1', snippet: { type: 'upload', title: 'T', channelTitle: 'Nordic Kitchen', publishedAt: '2026-11-21T10:00:00Z' }, contentDetails: { upload: { videoId: 'v1' } } });
    expect(card.eyebrow).toBeUndefined();
    expect(card.subtitle!.replace(/[\u200e\u2068\u2069]/g, '')).toBe('Nordic Kitchen · 21 Nov');
    expect(card.target).toMatchObject({ name: 'video', video: { videoId: 'v1', channelTitle: 'Nordic Kitchen' } });
  });

  it('a followed channel\'s stream is LIVE now, or UPCOMING with its day', () => {
    const live = liveVideoCard({ id: 'v1', snippet: { title: 'On air', channelTitle: 'Lo-Fi Lighthouse', liveBroadcastContent: 'live' }, liveStreamingDetails: { actualStartTime: '2026-11-24T10:00:00Z' } });
    expect(live).toMatchObject({ key: 'live-v1', badge: 'LIVE', videoId: 'v1', target: { name: 'video', video: { videoId: 'v1', title: 'On air' } } });
    expect(live.subtitle!.replace(/[\u200e\u2068\u2069]/g, '')).toBe('Live now · Lo-Fi Lighthouse');
    const soon = liveVideoCard({ id: 'v2', snippet: { title: 'Soon', channelTitle: 'Stage Door', liveBroadcastContent: 'upcoming' }, liveStreamingDetails: { scheduledStartTime: '2026-12-02T20:00:00Z' } });
    expect(soon.badge).toBe('UPCOMING');
    expect(soon.subtitle!.replace(/[\u200e\u2068\u2069]/g, '')).toBe('2 Dec, 20:00 · Stage Door');
    // Next year's says its year (the TV's own time zone: src/i18n/formatStart.test.ts).
    const nextYear = liveVideoCard({ id: 'v4', snippet: { title: 'Later', channelTitle: 'Stage Door', liveBroadcastContent: 'upcoming' }, liveStreamingDetails: { scheduledStartTime: '2027-01-02T09:30:00Z' } });
    expect(nextYear.subtitle!.replace(/[\u200e\u2068\u2069]/g, '')).toBe('2 Jan 2027, 09:30 · Stage Door');
  });

  it('your own broadcast says its status in its badge and its day below, Live now when on air', () => {
    const onAir = broadcastCard({ id: 'b1', snippet: { title: 'On air', actualStartTime: '2026-11-27T10:00:00Z' }, status: { lifeCycleStatus: 'live' } });
    expect(onAir.badge).toBe('LIVE');
    expect(onAir.subtitle).toBe('Live now · 27 Nov');
    // The day it went on air, as its page says "Streamed 25 Nov 2026", not the day a long stream ended.
    const over = broadcastCard({ id: 'b2', snippet: { title: 'Done', publishedAt: '2026-11-20T10:00:00Z', actualStartTime: '2026-11-25T20:00:00Z', actualEndTime: '2026-11-26T10:00:00Z' }, status: { lifeCycleStatus: 'complete' } });
    expect(over.badge).toBe('Ended');
    expect(over.subtitle).toBe('25 Nov');
    // Pulled before it aired: its video has no stream details, and its page's byline says the day it was made.
    const pulled = broadcastCard({ id: 'b4', snippet: { title: 'Pulled', publishedAt: '2026-11-20T10:00:00Z', scheduledStartTime: '2026-11-22T10:00:00Z' }, status: { lifeCycleStatus: 'revoked' } });
    expect(pulled).toMatchObject({ badge: 'Removed', subtitle: '20 Nov' });
    // Scheduled: the day and the time it is due.
    expect(broadcastCard({ id: 'b5', snippet: { title: 'Soon', scheduledStartTime: '2026-12-09T18:15:00Z' }, status: { lifeCycleStatus: 'ready' } })).toMatchObject({ badge: 'Ready', subtitle: '9 Dec, 18:15' });
    // Scheduled with no day yet: no line, rather than an empty one.
    expect(broadcastCard({ id: 'b3', snippet: { title: 'Someday' }, status: { lifeCycleStatus: 'created' } })).toMatchObject({ badge: 'Scheduled', subtitle: undefined });
  });

  it('channels load the thumbnail of a round card, videos that of a card', () => {
    const thumbnails = { default: { url: 'c88', width: 88 }, medium: { url: 'c240', width: 240 }, high: { url: 'c800', width: 800 } };
    expect(subscriptionCard({ id: 's', snippet: { title: 'C', thumbnails, resourceId: { channelId: 'UC1' } } }, 'following').thumbnailUrl).toBe('c240');
    expect(searchResultCard({ id: { kind: 'youtube#channel', channelId: 'UC1' }, snippet: { title: 'C', thumbnails } }, 0).thumbnailUrl).toBe('c240');
    const video = { medium: { url: 'm', width: 320 }, high: { url: 'h', width: 480 } };
    expect(searchResultCard({ id: { kind: 'youtube#video', videoId: 'v' }, snippet: { title: 'V', thumbnails: video } }, 0).thumbnailUrl).toBe('m');
  });
});
