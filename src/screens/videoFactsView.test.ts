import { describe, expect, it } from 'vitest';
import { onFixedDay } from '../../testing/fixedDay.ts';
import type { Video } from '../api/video/index.ts';
import { cardFactsOf } from '../player/cardFacts.ts';
import { factList, qualityBadges, unplayableReason, videoRefWithFacts } from './videoFactsView.ts';
import { durationBadge, isPlayable, spokenBadge } from './cardBadges.ts';
import { watchEntryCard } from './watchEntryCard.ts';
import { spokenTimeLeft } from './VideoBadge.tsx';

onFixedDay('2026-11-28T12:00:00Z');

const video = (over: Partial<Video> = {}): Video => ({
  id: 'abc',
  snippet: { title: 'A film', channelId: 'UC1', channelTitle: 'Stage Door', publishedAt: '2026-11-20T10:00:00Z', liveBroadcastContent: 'none', description: 'All of it' },
  contentDetails: { duration: 'PT12M3S', definition: 'hd', caption: 'true' },
  statistics: { viewCount: '2412345', likeCount: '31000' },
  status: { embeddable: true },
  player: { embedHtml: '<iframe src="//x/embed/abc"></iframe>' },
  ...over,
});

describe('video facts for the screen', () => {
  it('a card shows the length, or LIVE / UPCOMING, never P0D', () => {
    expect(durationBadge(cardFactsOf(video()))).toBe('12:03');
    expect(durationBadge(cardFactsOf(video({ contentDetails: { duration: 'PT7S' } })))).toBe('0:07');
    expect(durationBadge(cardFactsOf(video({ contentDetails: { duration: 'P1DT2H3M' } })))).toBe('26:03:00');
    expect(durationBadge(cardFactsOf(video({ snippet: { liveBroadcastContent: 'live' }, contentDetails: { duration: 'P0D' } })))).toBe('LIVE');
    expect(durationBadge(cardFactsOf(video({ snippet: { liveBroadcastContent: 'upcoming' }, contentDetails: { duration: 'P0D' } })))).toBe('UPCOMING');
    expect(durationBadge(cardFactsOf(video({ contentDetails: { duration: 'P0D' } })))).toBeUndefined();
    expect(durationBadge(undefined)).toBeUndefined();
    expect(spokenBadge(cardFactsOf(video()))).toBe('12 minutes 3 seconds');
  });

  it('a card whose video cannot play here says so in its corner, not its length; the page still lists the length', () => {
    const keptOut = video({ status: { embeddable: false } });
    expect(durationBadge(cardFactsOf(keptOut))).toBe('CAN’T PLAY HERE');
    expect(spokenBadge(cardFactsOf(keptOut))).toBe("can't be played in apps");
    expect(durationBadge(cardFactsOf(video({ player: {} })))).toBe('CAN’T PLAY HERE');
    expect(factList(keptOut)[0]).toBe('12:03');
    // Not yet started is said as such: it will play once it starts.
    expect(durationBadge(cardFactsOf(video({ snippet: { liveBroadcastContent: 'upcoming' }, player: {} })))).toBe('UPCOMING');
  });

  it('play next passes over what cannot play here, and offers what is not known yet', () => {
    expect(isPlayable(cardFactsOf(video()))).toBe(true);
    expect(isPlayable(undefined)).toBe(true);
    expect(isPlayable(null)).toBe(false);
    expect(isPlayable(cardFactsOf(video({ status: { embeddable: false } })))).toBe(false);
    expect(isPlayable(cardFactsOf(video({ snippet: { liveBroadcastContent: 'upcoming' } })))).toBe(false);
    expect(isPlayable(cardFactsOf(video({ player: {} })))).toBe(false);
    expect(isPlayable(cardFactsOf(video({ snippet: { liveBroadcastContent: 'live' } })))).toBe(true);
  });

  it('the page lists length, views and likes short, and leaves out what the service hid', () => {
    expect(factList(video())).toEqual(['12:03', '2.41M views', '31K likes']);
    expect(factList(video({ statistics: { viewCount: '1' } }))).toEqual(['12:03', '1 view']);
    // A finished broadcast says the day it was on air, as its card on Live does; on air, "Live now" says it.
    const streamed = { actualStartTime: '2026-11-25T20:00:00Z', actualEndTime: '2026-11-26T10:00:00Z' };
    expect(factList(video({ liveStreamingDetails: streamed, statistics: {} }))).toEqual(['12:03', 'Streamed 25 Nov 2026']);
    const onAir = video({ snippet: { liveBroadcastContent: 'live' }, contentDetails: { duration: 'P0D' }, liveStreamingDetails: { actualStartTime: '2026-11-25T20:00:00Z' }, statistics: {} });
    expect(factList(onAir)).toEqual(['Live now']);
    expect(qualityBadges(video())).toEqual(['HD', 'CC']);
    expect(qualityBadges(video({ contentDetails: { definition: 'sd', caption: 'false' } }))).toEqual([]);
  });

  it('says why a video cannot be played, or nothing when it can', () => {
    expect(unplayableReason(video())).toBeUndefined();
    expect(unplayableReason(undefined)).toBeUndefined(); // not known yet: Play stays
    expect(unplayableReason(null)).toMatch(/removed|private/);
    expect(unplayableReason(video({ status: { embeddable: false } }))).toMatch(/owner does not allow/);
    // The embed answers a private video "not found", its owner's too: Play is not offered.
    expect(unplayableReason(video({ status: { privacyStatus: 'private', embeddable: true } }))).toMatch(/private: only its owner/);
    expect(unplayableReason(video({ status: { privacyStatus: 'unlisted', embeddable: true } }))).toBeUndefined();
    expect(unplayableReason(video({ snippet: { liveBroadcastContent: 'upcoming' }, liveStreamingDetails: { scheduledStartTime: '2026-12-01T18:00:00Z' } }))).toMatch(/has not started yet\. It is scheduled for 1 Dec, 18:00\.$/);
    expect(unplayableReason(video({ player: {} }))).toMatch(/no player/);
  });

  it('a private broadcast that has not started says when first, then that it is private', () => {
    const scheduled = { snippet: { liveBroadcastContent: 'upcoming' as const }, status: { privacyStatus: 'private' as const }, liveStreamingDetails: { scheduledStartTime: '2026-12-01T18:00:00Z' } };
    expect(unplayableReason(video(scheduled))).toMatch(/^This live stream has not started yet\. It is scheduled for 1 Dec, 18:00\. It is private: only its owner/);
    expect(unplayableReason(video({ ...scheduled, liveStreamingDetails: {} }))).toMatch(/^This live stream has not started yet\. It is private/);
  });

  it('the page takes the channel and date from the facts, whatever card it came from', () => {
    const fromALike = { videoId: 'abc', title: 'A film', thumbnailUrl: 't.png' };
    expect(videoRefWithFacts(fromALike, video())).toMatchObject({ channelId: 'UC1', channelTitle: 'Stage Door', publishedAt: '2026-11-20T10:00:00Z', description: 'All of it', thumbnailUrl: 't.png' });
    expect(videoRefWithFacts(fromALike, null)).toBe(fromALike);
  });

  it('a Continue watching card shows the time left and the share watched', () => {
    const card = watchEntryCard({ videoId: 'abc', title: 'A film', channelTitle: 'Stage Door', positionSeconds: 180, durationSeconds: 723, updatedAt: 0 });
    expect(card.progress).toBeCloseTo(180 / 723);
    expect(card.subtitle!.replace(/[\u200e\u2068\u2069]/g, '')).toBe('9:03 left · Stage Door'); // what this shelf is for, first: a long channel name is what the ellipsis cuts
    // Heard in words: "9:03 left" is a time of day to a screen reader.
    expect(card.secondsLeft).toBe(543);
    expect(spokenTimeLeft(543)).toBe('9 minutes 3 seconds left');
    expect(spokenTimeLeft(3 * 3600 + 125)).toBe('3 hours 2 minutes left');
    expect(card.target).toMatchObject({ name: 'video', video: { videoId: 'abc' } });
  });
});
