import { beforeEach, describe, expect, it, vi } from 'vitest';

/** Every list request the lists send: the group, its parameters and its request options. */
const requests: { group: string; params: Record<string, unknown>; options: unknown }[] = [];
const wanted: string[][] = [];

const group = (name: string, items: unknown[]) => ({
  list: async (params: Record<string, unknown>, options: unknown) => {
    requests.push({ group: name, params, options });
    return { items, nextPageToken: params.pageToken ? undefined : 'next', pageInfo: { totalResults: 232, resultsPerPage: 20 } };
  },
});

vi.mock('./videoClient.ts', () => ({
  videoClient: () => ({
    activities: group('activities', [{ contentDetails: { upload: { videoId: 'up' } } }, { contentDetails: { like: { resourceId: { videoId: 'liked' } } } }, {}]),
    subscriptions: group('subscriptions', [{ id: 's' }]),
    playlists: group('playlists', [{ id: 'p' }]),
    playlistItems: group('playlistItems', [{ contentDetails: { videoId: 'a' } }, { snippet: { resourceId: { videoId: 'b' } } }]),
    liveBroadcasts: group('liveBroadcasts', [{ id: 'l' }]),
  }),
}));
vi.mock('./videoFacts.ts', () => ({ want: (ids: string[]) => wanted.push(ids) }));

const lists = await import('./lists.ts');
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the lists screens show', () => {
  beforeEach(() => {
    requests.length = 0;
    wanted.length = 0;
  });

  it('each asks its own group for pages of 20 as it starts', async () => {
    lists.homeFeed();
    lists.mySubscriptions();
    lists.mySubscribers();
    lists.myPlaylists();
    lists.channelPlaylists('UC1');
    lists.playlistItems('PL1');
    lists.myBroadcasts();
    await settle();
    const page = { maxResults: 20, pageToken: undefined };
    expect(requests).toEqual([
      { group: 'activities', params: { part: ['snippet', 'contentDetails'], home: true, ...page }, options: { cache: undefined } },
      { group: 'subscriptions', params: { part: ['snippet'], mine: true, ...page }, options: { cache: undefined } },
      { group: 'subscriptions', params: { part: ['subscriberSnippet'], mySubscribers: true, ...page }, options: { cache: undefined } },
      { group: 'playlists', params: { part: ['snippet', 'contentDetails'], mine: true, hl: 'en', ...page }, options: { cache: undefined } },
      { group: 'playlists', params: { part: ['snippet', 'contentDetails'], channelId: 'UC1', hl: 'en', ...page }, options: { cache: undefined } },
      { group: 'playlistItems', params: { part: ['snippet', 'contentDetails'], playlistId: 'PL1', ...page }, options: { cache: undefined } },
      { group: 'liveBroadcasts', params: { part: ['id', 'snippet', 'status'], mine: true, ...page }, options: { cache: undefined } },
    ]);
  });

  it('recent activity is the last 30 days, to the hour', async () => {
    lists.recentActivity();
    await settle();
    const after = requests[0]!.params.publishedAfter as Date;
    expect(requests[0]).toMatchObject({ group: 'activities', params: { part: ['snippet', 'contentDetails'], mine: true, maxResults: 20 } });
    expect(after.getUTCMinutes() + after.getUTCSeconds() + after.getUTCMilliseconds()).toBe(0);
    expect(Date.now() - after.getTime()).toBeGreaterThanOrEqual(30 * 24 * 3600 * 1000);
    expect(Date.now() - after.getTime()).toBeLessThan(30 * 24 * 3600 * 1000 + 3600 * 1000);
  });

  it('pages on with the next token, and a fresh reload bypasses the cache', async () => {
    const list = lists.playlistItems('PL1', 50);
    await settle();
    list.loadMore();
    await settle();
    list.reload({ fresh: true });
    await settle();
    expect(requests.map((r) => [r.params.maxResults, r.params.pageToken, r.options])).toEqual([
      [50, undefined, { cache: undefined }],
      [50, 'next', { cache: undefined }],
      [50, undefined, { cache: 'reload' }],
    ]);
    expect(list.items.value).toHaveLength(2);
  });

  it('asks for the facts of the videos that activities and playlist items name, and of no others', async () => {
    const feed = lists.homeFeed();
    lists.playlistItems('PL1');
    lists.myPlaylists();
    lists.mySubscriptions();
    await settle();
    // Once the pages are on screen (src/state/factsLater.ts), in one go.
    await vi.waitFor(() =>
      expect(wanted).toEqual([
        ['up', 'liked'],
        ['a', 'b'],
      ]),
    );
    expect(feed.items.value).toHaveLength(3);
  });

  it("knows a list's whole length where the API's total is true (playlist items, playlists, subscriptions), not for activities", async () => {
    const items = lists.playlistItems('PL1', 50);
    const playlists = lists.myPlaylists();
    const following = lists.mySubscriptions();
    const feed = lists.homeFeed();
    await settle();
    expect(items.items.value).toHaveLength(2);
    expect(items.total?.value).toBe(232);
    expect(playlists.total?.value).toBe(232);
    expect(following.total?.value).toBe(232);
    // An activities feed's pageInfo total is not its length: unknown.
    expect(feed.total?.value).toBeUndefined();
  });
});
