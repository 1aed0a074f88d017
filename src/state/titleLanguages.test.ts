import { describe, expect, it, vi } from 'vitest';

/** Every list call asked: the group and its parameters. */
const calls: { group: string; params: { part: string[]; id: string[]; maxResults?: number } }[] = [];
const LANGS: Record<string, string | undefined> = { UCfr: 'fr', UChe: 'he', UCnone: undefined, PLar: 'ar' };

const group = (name: string) => ({
  list: async (params: { part: string[]; id: string[] }) => {
    calls.push({ group: name, params });
    return { items: params.id.filter((id) => id !== 'UCgone').map((id) => ({ id, snippet: { title: id, ...(LANGS[id] ? { defaultLanguage: LANGS[id] } : {}) } })) };
  },
});
vi.mock('./videoClient.ts', () => ({ videoClient: () => ({ channels: group('channels'), playlists: group('playlists') }) }));

const { subscriptionCard } = await import('../screens/channelCards.ts');
const { searchResultCard } = await import('../screens/searchResultCard.ts');
const { channelLanguage, knownPlaylistLanguage } = await import('./titleLanguages.ts');

const settle = () => new Promise((resolve) => setTimeout(resolve, 40));
const sub = (channelId: string) => ({ id: `s-${channelId}`, snippet: { title: channelId, resourceId: { kind: 'youtube#channel', channelId } } });

describe("a channel's or playlist's card whose resource carries no language", () => {
  it("takes the channel's own defaultLanguage: a shelf of subscriptions asks them all in one call", async () => {
    const cards = ['UCfr', 'UChe', 'UCnone'].map((id) => subscriptionCard(sub(id), 'following'));
    const subscriber = subscriptionCard({ id: 's2', subscriberSnippet: { title: 'Fan', channelId: 'UCfr' } }, 'subscriber');
    expect(cards.map((c) => (c.lang as { value: unknown }).value)).toEqual([undefined, undefined, undefined]);
    await settle();
    expect(calls).toEqual([{ group: 'channels', params: { part: ['snippet'], id: ['UCfr', 'UChe', 'UCnone'], maxResults: 50 } }]);
    expect(cards.map((c) => (c.lang as { value: unknown }).value)).toEqual(['fr', 'he', undefined]);
    // The same channel again (a subscriber's card, another screen): known, not asked again.
    expect((subscriber.lang as { value: unknown }).value).toBe('fr');
    expect(calls).toHaveLength(1);
  });

  it("search's channel and playlist results ask their own resources; a video result takes its language from the video's facts instead", async () => {
    calls.length = 0;
    const channel = searchResultCard({ id: { kind: 'youtube#channel', channelId: 'UChe' }, snippet: { title: 'המטבח של דני' } }, 0);
    const playlist = searchResultCard({ id: { kind: 'youtube#playlist', playlistId: 'PLar' }, snippet: { title: 'مختارات عربية' } }, 1);
    const video = searchResultCard({ id: { kind: 'youtube#video', videoId: 'v1' }, snippet: { title: 'T' } }, 2);
    await settle();
    expect((channel.lang as { value: unknown }).value).toBe('he');
    expect((playlist.lang as { value: unknown }).value).toBe('ar');
    expect(video.lang).toBeUndefined();
    expect(calls).toEqual([{ group: 'playlists', params: { part: ['snippet'], id: ['PLar'], maxResults: 50 } }]);
  });

  it('asks up to 50 ids a call', async () => {
    calls.length = 0;
    for (let i = 0; i < 120; i++) channelLanguage(`UCmany${i}`);
    await settle();
    expect(calls.map((c) => c.params.id.length)).toEqual([50, 50, 20]);
  });

  it("a playlist's page reads the language its search result asked for, and asks nothing for a playlist no card asked about", async () => {
    calls.length = 0;
    expect(knownPlaylistLanguage('PLar')).toBe('ar'); // asked by the search result above
    expect(knownPlaylistLanguage('PLunasked')).toBeUndefined();
    await settle();
    expect(calls).toEqual([]);
  });
});
