import { beforeAll, describe, expect, it } from 'vitest';
import { createApiCore } from '../../src/api/core.ts';
import { ListCache } from '../../src/api/video/cache.ts';
import { createVideoClient, type VideoClient } from '../../src/api/video/client.ts';
import { pages } from '../../src/api/video/pages.ts';
import type { Playlist } from '../../wire/video/index.ts';
import { expectApiError } from './expectError.ts';
import { API_KEY, harnessForFile } from './harness.ts';

const ADA = 'UCada0000000000000000001';
const GRACE = 'UCgrace00000000000000002';
const h = harnessForFile();
let ada: VideoClient;
let playlists: Playlist[];
const byTitle = (title: string) => playlists.find((p) => p.snippet!.title === title)!;

beforeAll(async () => {
  ada = h.client();
  playlists = (await ada.playlists.list({ part: ['snippet', 'contentDetails'], mine: true, maxResults: 50 })).items!;
});

async function allItems(client: VideoClient, playlistId: string) {
  const items = [];
  for await (const page of pages(client.playlistItems.list, { part: ['snippet', 'contentDetails', 'status'], playlistId, maxResults: 50 })) items.push(...page.items!);
  return items;
}

describe('playlistItems.list', () => {
  it('pages through a long playlist with no item repeated or skipped, in position order', async () => {
    const long = byTitle('Everything, all at once');
    const items = await allItems(ada, long.id!);
    expect(items).toHaveLength(long.contentDetails!.itemCount!);
    expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
    expect(items.map((i) => i.snippet!.position)).toEqual(items.map((_, i) => i));
    expect(items[0]).toMatchObject({ kind: 'video#playlistItem', snippet: { playlistId: long.id, channelId: ADA, channelTitle: 'Ada Lovelace', resourceId: { kind: 'video#video' } } });
    expect(items[0]!.contentDetails!.videoId).toBe(items[0]!.snippet!.resourceId!.videoId);
  });

  it('shows someone else’s private video as "Private video", in its place', async () => {
    const items = await allItems(ada, byTitle('Everything, all at once').id!);
    const hidden = items.filter((i) => i.snippet!.title === 'Private video');
    expect(hidden.length).toBeGreaterThan(0);
    expect(hidden[0]!.snippet!.thumbnails).toEqual({});
    expect(hidden[0]!.snippet!.videoOwnerChannelId).toBeUndefined();
    expect(hidden[0]!.status!.privacyStatus).toBe('private');
  });

  it('serves the HTML-looking title as it is: plain text for the app to escape', async () => {
    const [first] = (await ada.playlistItems.list({ part: ['snippet'], playlistId: byTitle('Watch on the big screen').id!, maxResults: 1 })).items!;
    expect(first!.snippet!.title).toBe('<img src=x onerror=alert(1)>');
  });

  it('lists every system playlist of the owner; others see only public uploads', async () => {
    const [me] = (await ada.channels.list({ part: ['contentDetails'], mine: true })).items!;
    const related = me!.contentDetails!.relatedPlaylists!;
    for (const id of [related.uploads, related.likes, related.favorites, related.watchHistory, related.watchLater]) {
      const res = await ada.playlistItems.list({ part: ['id'], playlistId: id! });
      expect(res.pageInfo!.totalResults, id).toBeGreaterThan(0);
    }
    const own = await allItems(ada, related.uploads!);
    const theirs = await allItems(h.client('acct-grace'), related.uploads!);
    expect(own.some((i) => i.status!.privacyStatus === 'private')).toBe(true);
    expect(theirs.every((i) => i.status!.privacyStatus === 'public')).toBe(true);
    expect(theirs.length).toBeLessThan(own.length);
  });

  it('keeps someone else’s watch later (403) and private playlists (404) to them', async () => {
    const grace = h.client('acct-grace');
    await expectApiError(grace.playlistItems.list({ part: ['id'], playlistId: `WL${ADA.slice(2)}` }), { status: 403, reason: 'playlistItemsNotAccessible' });
    await expectApiError(grace.playlistItems.list({ part: ['id'], playlistId: byTitle('Private mix').id! }), { status: 404, reason: 'playlistNotFound' });
  });

  it('an unknown playlist is 404 playlistNotFound', async () => {
    await expectApiError(ada.playlistItems.list({ part: ['id'], playlistId: 'PLdoesnotexist' }), { status: 404, reason: 'playlistNotFound' });
  });

  it('filters by videoId', async () => {
    const list = byTitle('Sunday cooking');
    const [first] = (await ada.playlistItems.list({ part: ['contentDetails'], playlistId: list.id!, maxResults: 1 })).items!;
    const res = await ada.playlistItems.list({ part: ['id'], playlistId: list.id!, videoId: first!.contentDetails!.videoId! });
    expect(res.items!.map((i) => i.id)).toEqual([first!.id]);
  });
});

describe('playlistItems.insert', () => {
  const videoIdAt = async (playlistId: string, index: number) => (await allItems(ada, playlistId))[index]!.contentDetails!.videoId!;

  it('inserts at a position and shifts the later items; without a position appends', async () => {
    const target = byTitle('Sunday cooking');
    const before = await allItems(ada, target.id!);
    const video = await videoIdAt(byTitle('Watch on the big screen').id!, 2);
    const inserted = await ada.playlistItems.insert({ requestBody: { snippet: { playlistId: target.id!, resourceId: { videoId: video }, position: 1 } } });
    expect(inserted).toMatchObject({ kind: 'video#playlistItem', snippet: { position: 1, playlistId: target.id, resourceId: { kind: 'video#video', videoId: video } } });
    const after = await allItems(ada, target.id!);
    expect(after.map((i) => i.id)).toEqual([before[0]!.id, inserted.id, ...before.slice(1).map((i) => i.id)]);
    expect(after.map((i) => i.snippet!.position)).toEqual(after.map((_, i) => i));

    const appended = await ada.playlistItems.insert({ requestBody: { snippet: { playlistId: target.id!, resourceId: { videoId: video } } } });
    expect(appended.snippet!.position).toBe(after.length);
    const atEnd = await ada.playlistItems.insert({ requestBody: { snippet: { playlistId: target.id!, resourceId: { videoId: video }, position: after.length + 1 } } });
    expect(atEnd.snippet!.position).toBe(after.length + 1);
  });

  it('a position past the end is 400 invalidPlaylistItemPosition', async () => {
    const target = byTitle('Unlisted finds');
    const video = await videoIdAt(target.id!, 0);
    await expectApiError(ada.playlistItems.insert({ requestBody: { snippet: { playlistId: target.id!, resourceId: { videoId: video }, position: 999 } } }), { status: 400, reason: 'invalidPlaylistItemPosition', domain: 'video.playlistItem' });
    await expectApiError(ada.playlistItems.insert({ requestBody: { snippet: { playlistId: target.id!, resourceId: { videoId: video }, position: -1 } } }), { status: 400, reason: 'invalidPlaylistItemPosition' });
  });

  it('an unknown playlist is 404 playlistNotFound, an unknown video 404 videoNotFound', async () => {
    const video = await videoIdAt(byTitle('Unlisted finds').id!, 0);
    await expectApiError(ada.playlistItems.insert({ requestBody: { snippet: { playlistId: 'PLnope', resourceId: { videoId: video } } } }), { status: 404, reason: 'playlistNotFound' });
    await expectApiError(ada.playlistItems.insert({ requestBody: { snippet: { playlistId: byTitle('Unlisted finds').id!, resourceId: { videoId: 'nope0000000' } } } }), { status: 404, reason: 'videoNotFound' });
  });

  it('refuses the uploads playlist and someone else’s playlist', async () => {
    const video = await videoIdAt(byTitle('Unlisted finds').id!, 0);
    await expectApiError(ada.playlistItems.insert({ requestBody: { snippet: { playlistId: `UU${ADA.slice(2)}`, resourceId: { videoId: video } } } }), { status: 400, reason: 'playlistOperationUnsupported' });
    const graceList = (await h.client('acct-grace').playlists.list({ part: ['status'], mine: true, maxResults: 50 })).items!.find((p) => p.status!.privacyStatus === 'public')!;
    await expectApiError(ada.playlistItems.insert({ requestBody: { snippet: { playlistId: graceList.id!, resourceId: { videoId: video } } } }), { status: 403 });
    expect(GRACE).toBeTruthy();
  });

  it('with a read-only token is 403 insufficientPermissions', async () => {
    const target = byTitle('Unlisted finds');
    await expectApiError(h.readOnlyClient().playlistItems.insert({ requestBody: { snippet: { playlistId: target.id!, resourceId: { videoId: 'x' } } } }), { status: 403, reason: 'insufficientPermissions' });
  });

  it('adding an item refreshes that playlist in the cache; Back to another list does not refetch', async () => {
    const cached = createVideoClient(createApiCore({ baseUrl: h.apiBase, apiKey: API_KEY, getAccessToken: async () => 'test-acct-ada' }), { cache: new ListCache() });
    const target = byTitle('Unlisted finds');
    const other = byTitle('Private mix');
    const count = async () => (await h.stats()).requests['GET /video/v3/playlistItems'] ?? 0;
    const first = await cached.playlistItems.list({ part: ['snippet'], playlistId: target.id!, maxResults: 50 });
    await cached.playlistItems.list({ part: ['snippet'], playlistId: other.id!, maxResults: 50 });
    const before = await count();
    // Back: both answered from the cache.
    expect(await cached.playlistItems.list({ part: ['snippet'], playlistId: target.id!, maxResults: 50 })).toBe(first);
    await cached.playlistItems.list({ part: ['snippet'], playlistId: other.id!, maxResults: 50 });
    expect(await count()).toBe(before);
    const added = await cached.playlistItems.insert({ requestBody: { snippet: { playlistId: target.id!, resourceId: { videoId: first.items![0]!.snippet!.resourceId!.videoId! } } } });
    const refreshed = await cached.playlistItems.list({ part: ['snippet'], playlistId: target.id!, maxResults: 50 });
    expect(refreshed.items!.at(-1)!.id).toBe(added.id);
    await cached.playlistItems.list({ part: ['snippet'], playlistId: other.id!, maxResults: 50 });
    expect(await count()).toBe(before + 1);
  });
});

describe('playlistItems.delete', () => {
  it('removes an item by its id: 204, 50 units, the later items move up and the count drops', async () => {
    const target = byTitle('Sunday cooking');
    const before = await allItems(ada, target.id!);
    const spent = (await h.stats()).quotaUsed;
    await expect(ada.playlistItems.delete({ id: before[1]!.id! })).resolves.toBeUndefined();
    expect((await h.stats()).quotaUsed - spent).toBe(50);
    expect((await h.stats()).requestLog.at(-1)).toBe(`DELETE /video/v3/playlistItems?id=${before[1]!.id}`);
    const after = await allItems(ada, target.id!);
    expect(after.map((i) => i.id)).toEqual([before[0]!.id, ...before.slice(2).map((i) => i.id)]);
    expect(after.map((i) => i.snippet!.position)).toEqual(after.map((_, i) => i));
    const [listed] = (await ada.playlists.list({ part: ['contentDetails'], id: target.id! })).items!;
    expect(listed!.contentDetails!.itemCount).toBe(before.length - 1);
    // Gone means gone.
    await expectApiError(ada.playlistItems.delete({ id: before[1]!.id! }), { status: 404, reason: 'playlistItemNotFound', domain: 'video.playlistItem' });
  });

  it('an unknown item is 404 playlistItemNotFound, and costs 1 unit', async () => {
    const spent = (await h.stats()).quotaUsed;
    await expectApiError(ada.playlistItems.delete({ id: 'UExub3BlLm5vcGU' }), { status: 404, reason: 'playlistItemNotFound' });
    expect((await h.stats()).quotaUsed - spent).toBe(1);
  });

  it('someone else’s item is 403 playlistItemsNotAccessible and stays; one in their private playlist is 404', async () => {
    const grace = h.client('acct-grace');
    const [theirs] = await allItems(ada, byTitle('Watch on the big screen').id!);
    await expectApiError(grace.playlistItems.delete({ id: theirs!.id! }), { status: 403, reason: 'playlistItemsNotAccessible', domain: 'video.playlistItem' });
    expect((await allItems(ada, byTitle('Watch on the big screen').id!))[0]!.id).toBe(theirs!.id);
    const [hidden] = await allItems(ada, byTitle('Private mix').id!);
    await expectApiError(grace.playlistItems.delete({ id: hidden!.id! }), { status: 404, reason: 'playlistItemNotFound' });
  });

  it('refuses to take a video out of the uploads with 400 playlistOperationUnsupported', async () => {
    const [upload] = (await ada.playlistItems.list({ part: ['id'], playlistId: `UU${ADA.slice(2)}`, maxResults: 1 })).items!;
    await expectApiError(ada.playlistItems.delete({ id: upload!.id! }), { status: 400, reason: 'playlistOperationUnsupported', domain: 'video.playlistItem' });
  });

  it('needs a managing token: read-only 403 insufficientPermissions, none 401', async () => {
    const [item] = await allItems(ada, byTitle('Unlisted finds').id!);
    await expectApiError(h.readOnlyClient().playlistItems.delete({ id: item!.id! }), { status: 403, reason: 'insufficientPermissions' });
    await expectApiError(h.anonymousClient().playlistItems.delete({ id: item!.id! }), { status: 401 });
  });

  it('removing an item refreshes that playlist in the cache', async () => {
    const cached = createVideoClient(createApiCore({ baseUrl: h.apiBase, apiKey: API_KEY, getAccessToken: async () => 'test-acct-ada' }), { cache: new ListCache() });
    const target = byTitle('Unlisted finds');
    const first = await cached.playlistItems.list({ part: ['snippet'], playlistId: target.id!, maxResults: 50 });
    expect(await cached.playlistItems.list({ part: ['snippet'], playlistId: target.id!, maxResults: 50 })).toBe(first);
    await cached.playlistItems.delete({ id: first.items![0]!.id! });
    const refreshed = await cached.playlistItems.list({ part: ['snippet'], playlistId: target.id!, maxResults: 50 });
    expect(refreshed.items!.map((i) => i.id)).toEqual(first.items!.slice(1).map((i) => i.id));
    expect(refreshed.etag).not.toBe(first.etag);
  });
});
