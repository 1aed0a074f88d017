import { describe, expect, it } from 'vitest';
import { activityCard, byline, searchResultCard } from './viewModels.ts';

const FSI = '\u2068';
const PDI = '\u2069';
const LRM = '\u200e';

describe('byline', () => {
  it('keeps each fact to its own direction, so a right-to-left name never reorders the date', () => {
    expect(byline('مطبخ سارة', '21 Nov 2026')).toBe(`${LRM}${FSI}مطبخ سارة${PDI} · ${FSI}21 Nov 2026${PDI}`);
  });

  it('leaves a single fact as it is, and skips missing ones', () => {
    expect(byline('Stage Door', undefined)).toBe('Stage Door');
    expect(byline(undefined, '')).toBe('');
  });
});

describe('card subtitles', () => {
  it('an activity says who and when', () => {
    const card = activityCard({ id: 'a1', snippet: { type: 'upload', title: 'T', channelTitle: 'Nordic Kitchen', publishedAt: '2026-11-21T10:00:00Z' }, contentDetails: { upload: { videoId: 'v1' } } });
    expect(card.subtitle).toBe(`${LRM}${FSI}Nordic Kitchen${PDI} · ${FSI}21 Nov 2026${PDI}`);
    expect(card.subtitle!.replace(/[\u200e\u2068\u2069]/g, '')).toBe('Nordic Kitchen · 21 Nov 2026');
  });

  it("a like's video page names no channel or date: the activity's are the liker's, not the video's", () => {
    const snippet = { title: 'T', channelId: 'UCliker', channelTitle: 'Alan Turing', publishedAt: '2026-11-21T10:00:00Z' };
    const liked = activityCard({ id: 'a2', snippet: { ...snippet, type: 'like' }, contentDetails: { like: { resourceId: { kind: 'youtube#video', videoId: 'v2' } } } });
    expect(liked.eyebrow).toBe('Liked');
    expect(liked.target).toMatchObject({ name: 'video', video: { videoId: 'v2', channelId: undefined, channelTitle: undefined, publishedAt: undefined } });
    const uploaded = activityCard({ id: 'a3', snippet: { ...snippet, type: 'upload' }, contentDetails: { upload: { videoId: 'v3' } } });
    expect(uploaded.target).toMatchObject({ name: 'video', video: { channelId: 'UCliker', channelTitle: 'Alan Turing' } });
  });

  it('a playlist result names its channel, and only "Playlist" when the channel is unknown', () => {
    expect(searchResultCard({ id: { kind: 'youtube#playlist', playlistId: 'p1' }, snippet: { title: 'P', channelTitle: 'Sailing Aurora' } }, 0).subtitle).toBe(`${LRM}${FSI}Playlist${PDI} · ${FSI}Sailing Aurora${PDI}`);
    expect(searchResultCard({ id: { kind: 'youtube#playlist', playlistId: 'p1' }, snippet: { title: 'P' } }, 0).subtitle).toBe('Playlist');
  });
});
