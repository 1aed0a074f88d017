import { describe, expect, it } from 'vitest';
import { createApiCore } from '../core.ts';
import { ListCache } from './cache.ts';
import { createVideoClient } from './client.ts';

/** A fake fetch that records requests and answers an empty list (or the POSTed body back). */
function setup(options: { kindPrefix?: string; cache?: ListCache | false; scope?: () => string } = {}) {
  const calls: { method: string; url: URL; auth?: string; body?: unknown }[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method: init?.method ?? 'GET', url: new URL(String(input)), auth: headers.Authorization, body });
    return new Response(JSON.stringify(body ?? { kind: 'video#list', items: [{ n: calls.length }] }), { status: 200 });
  }) as typeof globalThis.fetch;
  const core = createApiCore({ baseUrl: 'https://api.test/video/v3', apiKey: 'KEY', fetch, getAccessToken: async () => 'TOKEN' });
  const video = createVideoClient(core, { kindPrefix: options.kindPrefix, cache: options.cache ?? false, cacheScope: options.scope });
  const last = () => calls.at(-1)!;
  const query = () => Object.fromEntries(last().url.searchParams);
  return { video, calls, last, query };
}

describe('video client requests, one per request the app makes', () => {
  it('channels: mine with the token, id with the key', async () => {
    const t = setup();
    await t.video.channels.list({ part: ['snippet', 'contentDetails'], mine: true });
    expect(t.last().url.pathname).toBe('/video/v3/channels');
    expect(t.query()).toEqual({ part: 'snippet,contentDetails', mine: 'true' });
    expect(t.last().auth).toBe('Bearer TOKEN');
    await t.video.channels.list({ part: ['id'], id: ['a', 'b'] });
    expect(t.query()).toEqual({ part: 'id', id: 'a,b', key: 'KEY' });
    expect(t.last().auth).toBeUndefined();
  });

  it('playlists: mine with the token, channelId with the key only, id with the token', async () => {
    const t = setup();
    await t.video.playlists.list({ part: ['snippet'], mine: true, maxResults: 50 });
    expect(t.query()).toEqual({ part: 'snippet', mine: 'true', maxResults: '50' });
    expect(t.last().auth).toBe('Bearer TOKEN');
    await t.video.playlists.list({ part: ['snippet'], channelId: 'UC1' });
    expect(t.query()).toEqual({ part: 'snippet', channelId: 'UC1', key: 'KEY' });
    expect(t.last().auth).toBeUndefined();
    await t.video.playlists.list({ part: ['id'], id: 'PL1' });
    expect(t.last().auth).toBe('Bearer TOKEN');
  });

  it('playlistItems, subscriptions, liveBroadcasts: with the token', async () => {
    const t = setup();
    await t.video.playlistItems.list({ part: ['snippet'], playlistId: 'PL1', pageToken: 'tok' });
    expect(t.query()).toEqual({ part: 'snippet', playlistId: 'PL1', pageToken: 'tok' });
    await t.video.subscriptions.list({ part: ['snippet'], mySubscribers: true });
    expect(t.query()).toEqual({ part: 'snippet', mySubscribers: 'true' });
    await t.video.subscriptions.list({ part: ['snippet'], mine: true, order: 'alphabetical', forChannelId: ['a', 'b'] });
    expect(t.query()).toEqual({ part: 'snippet', mine: 'true', order: 'alphabetical', forChannelId: 'a,b' });
    await t.video.liveBroadcasts.list({ part: ['id', 'snippet'], mine: true, broadcastStatus: 'active' });
    expect(t.query()).toEqual({ part: 'id,snippet', mine: 'true', broadcastStatus: 'active' });
    expect(t.calls.every((c) => c.auth === 'Bearer TOKEN')).toBe(true);
  });

  it('activities: RFC 3339 UTC times, percent-encoded', async () => {
    const t = setup();
    await t.video.activities.list({ part: ['snippet', 'contentDetails'], mine: true, publishedAfter: new Date('2024-05-01T00:00:00Z'), publishedBefore: new Date('2024-06-01T12:30:00Z') });
    expect(t.last().url.search).toBe('?part=snippet%2CcontentDetails&mine=true&publishedAfter=2024-05-01T00%3A00%3A00.000Z&publishedBefore=2024-06-01T12%3A30%3A00.000Z');
    await t.video.activities.list({ part: ['snippet'], home: true });
    expect(t.query()).toEqual({ part: 'snippet', home: 'true' });
  });

  it('search: filters as given; the key, or the token for forMine', async () => {
    const t = setup();
    await t.video.search.list({ part: ['snippet'], q: 'ramen tokyo', type: 'video', order: 'viewCount', videoDefinition: 'high', videoEmbeddable: 'true', videoCaption: 'closedCaption', topicId: '/m/02wbm', maxResults: 50 });
    expect(t.query()).toEqual({ part: 'snippet', q: 'ramen tokyo', type: 'video', order: 'viewCount', videoDefinition: 'high', videoEmbeddable: 'true', videoCaption: 'closedCaption', topicId: '/m/02wbm', maxResults: '50', key: 'KEY' });
    expect(t.last().auth).toBeUndefined();
    await t.video.search.list({ part: ['id'], type: ['channel', 'playlist'] });
    expect(t.query()).toEqual({ part: 'id', type: 'channel,playlist', key: 'KEY' });
    await t.video.search.list({ part: ['id'], type: 'video', forMine: true, q: 'x' });
    expect(t.query()).toEqual({ part: 'id', type: 'video', forMine: 'true', q: 'x' });
    expect(t.last().auth).toBe('Bearer TOKEN');
  });

  it('inserts: part from the body, kind markers filled with the provider prefix', async () => {
    const t = setup({ kindPrefix: 'youtube' });
    await t.video.subscriptions.insert({ requestBody: { snippet: { resourceId: { channelId: 'UC1' } } } });
    expect(t.last()).toMatchObject({ method: 'POST', auth: 'Bearer TOKEN', body: { snippet: { resourceId: { kind: 'youtube#channel', channelId: 'UC1' } } } });
    expect(t.query()).toEqual({ part: 'snippet' });
    await t.video.playlists.insert({ requestBody: { snippet: { title: 'T', description: 'D' }, status: { privacyStatus: 'private' } } });
    expect(t.query()).toEqual({ part: 'snippet,status' });
    await t.video.playlistItems.insert({ requestBody: { snippet: { playlistId: 'PL1', resourceId: { videoId: 'v1' }, position: 0 } } });
    expect(t.last().body).toEqual({ snippet: { playlistId: 'PL1', resourceId: { kind: 'youtube#video', videoId: 'v1' }, position: 0 } });
    await t.video.playlistItems.insert({ part: ['snippet', 'contentDetails'], requestBody: { snippet: { playlistId: 'PL1', resourceId: { videoId: 'v1' } } } });
    expect(t.query()).toEqual({ part: 'snippet,contentDetails' });
  });
});

describe('video client updates and deletes', () => {
  it('playlists.update: PUT with the id in the body, part from the body’s other properties', async () => {
    const t = setup();
    const requestBody = { id: 'PL1', snippet: { title: 'T' }, status: { privacyStatus: 'private' } } as const;
    await expect(t.video.playlists.update({ requestBody })).resolves.toEqual(requestBody);
    expect(t.last()).toMatchObject({ method: 'PUT', auth: 'Bearer TOKEN', body: requestBody });
    expect(t.last().url.pathname).toBe('/video/v3/playlists');
    expect(t.query()).toEqual({ part: 'snippet,status' });
    await t.video.playlists.update({ part: ['snippet', 'id'], requestBody: { id: 'PL1', snippet: { title: 'T' } } });
    expect(t.query()).toEqual({ part: 'snippet,id' });
  });

  it('playlists.delete and playlistItems.delete: DELETE with the id alone, with the token', async () => {
    const t = setup();
    await expect(t.video.playlists.delete({ id: 'PL1' })).resolves.toBeUndefined();
    expect(t.last()).toMatchObject({ method: 'DELETE', auth: 'Bearer TOKEN', body: undefined });
    expect(t.last().url.pathname).toBe('/video/v3/playlists');
    expect(t.query()).toEqual({ id: 'PL1' });
    await expect(t.video.playlistItems.delete({ id: 'UExitem' })).resolves.toBeUndefined();
    expect(t.last()).toMatchObject({ method: 'DELETE', auth: 'Bearer TOKEN' });
    expect(t.last().url.pathname).toBe('/video/v3/playlistItems');
    expect(t.query()).toEqual({ id: 'UExitem' });
  });

  it('reports the service’s reason when a write is refused', async () => {
    let calls = 0;
    const fetch = (async () => {
      calls++;
      return new Response('{"error":{"code":403,"message":"no","errors":[{"reason":"playlistForbidden"}]}}', { status: 403 });
    }) as typeof globalThis.fetch;
    const video = createVideoClient(createApiCore({ baseUrl: 'https://x', fetch, getAccessToken: async () => 't' }), { cache: false });
    await expect(video.playlists.update({ requestBody: { id: 'PL1', snippet: { title: 'T' } } })).rejects.toMatchObject({ status: 403, reason: 'playlistForbidden' });
    await expect(video.playlists.delete({ id: 'PL1' })).rejects.toMatchObject({ reason: 'playlistForbidden' });
    expect(calls).toBe(2);
  });
});

describe('video client cache', () => {
  it('answers a repeated list from the cache (Back does not refetch), whatever the parameter order', async () => {
    const t = setup({ cache: new ListCache() });
    const first = await t.video.playlists.list({ part: ['snippet'], mine: true, maxResults: 50 });
    const again = await t.video.playlists.list({ maxResults: 50, mine: true, part: ['snippet'] });
    expect(again).toBe(first);
    expect(t.calls).toHaveLength(1);
    await t.video.playlists.list({ part: ['snippet'], mine: true, maxResults: 50 }, { cache: 'reload' });
    expect(t.calls).toHaveLength(2);
    await t.video.playlists.list({ part: ['snippet'], mine: true, maxResults: 50 }, { cache: 'no-store' });
    expect(t.calls).toHaveLength(3);
  });

  it('drops that playlist’s pages and the playlists when an item is added, and nothing else', async () => {
    const t = setup({ cache: new ListCache() });
    const items = { part: ['snippet'], playlistId: 'PL1' } as const;
    const others = { part: ['snippet'], playlistId: 'PL2' } as const;
    await t.video.playlistItems.list(items);
    await t.video.playlistItems.list(others);
    await t.video.playlists.list({ part: ['snippet'], mine: true });
    await t.video.search.list({ part: ['id'], q: 'x' });
    expect(t.calls).toHaveLength(4);
    await t.video.playlistItems.insert({ requestBody: { snippet: { playlistId: 'PL1', resourceId: { videoId: 'v' } } } });
    await t.video.playlistItems.list(items);
    await t.video.playlists.list({ part: ['snippet'], mine: true });
    await t.video.playlistItems.list(others);
    await t.video.search.list({ part: ['id'], q: 'x' });
    expect(t.calls.map((c) => `${c.method} ${c.url.pathname}`).slice(4)).toEqual(['POST /video/v3/playlistItems', 'GET /video/v3/playlistItems', 'GET /video/v3/playlists']);
  });

  it('drops subscriptions, the feed and channels on subscribe; playlists on a new playlist', async () => {
    const t = setup({ cache: new ListCache() });
    await t.video.subscriptions.list({ part: ['snippet'], mine: true });
    await t.video.activities.list({ part: ['snippet'], home: true });
    await t.video.channels.list({ part: ['statistics'], id: 'UC1' });
    await t.video.playlists.list({ part: ['snippet'], mine: true });
    await t.video.subscriptions.insert({ requestBody: { snippet: { resourceId: { channelId: 'UC1' } } } });
    await t.video.subscriptions.list({ part: ['snippet'], mine: true });
    await t.video.activities.list({ part: ['snippet'], home: true });
    await t.video.channels.list({ part: ['statistics'], id: 'UC1' });
    await t.video.playlists.list({ part: ['snippet'], mine: true });
    expect(t.calls).toHaveLength(8);
    await t.video.playlists.insert({ requestBody: { snippet: { title: 'x' } } });
    await t.video.playlists.list({ part: ['snippet'], mine: true });
    expect(t.calls).toHaveLength(10);
  });

  it('drops the playlists on a playlist update; the playlists and its pages on a playlist delete, and nothing else', async () => {
    const t = setup({ cache: new ListCache() });
    const lists = async () => {
      await t.video.playlists.list({ part: ['snippet'], mine: true });
      await t.video.playlistItems.list({ part: ['snippet'], playlistId: 'PL1' });
      await t.video.playlistItems.list({ part: ['snippet'], playlistId: 'PL2' });
      await t.video.search.list({ part: ['id'], q: 'x' });
    };
    const fetched = (from: number) => t.calls.slice(from).map((c) => `${c.method} ${c.url.pathname}${c.url.searchParams.get('playlistId') ?? ''}`);
    await lists();
    expect(t.calls).toHaveLength(4);
    await t.video.playlists.update({ requestBody: { id: 'PL1', snippet: { title: 'T' } } });
    await lists();
    expect(fetched(4)).toEqual(['PUT /video/v3/playlists', 'GET /video/v3/playlists']);
    await t.video.playlists.delete({ id: 'PL1' });
    await lists();
    expect(fetched(6)).toEqual(['DELETE /video/v3/playlists', 'GET /video/v3/playlists', 'GET /video/v3/playlistItemsPL1']);
  });

  it('drops every playlist’s pages and the playlists on an item delete (the item id does not say which playlist), and nothing else', async () => {
    const t = setup({ cache: new ListCache() });
    await t.video.playlistItems.list({ part: ['snippet'], playlistId: 'PL1' });
    await t.video.playlistItems.list({ part: ['snippet'], playlistId: 'PL2' });
    await t.video.playlists.list({ part: ['snippet'], mine: true });
    await t.video.subscriptions.list({ part: ['snippet'], mine: true });
    await t.video.playlistItems.delete({ id: 'UExitem' });
    await t.video.playlistItems.list({ part: ['snippet'], playlistId: 'PL1' });
    await t.video.playlistItems.list({ part: ['snippet'], playlistId: 'PL2' });
    await t.video.playlists.list({ part: ['snippet'], mine: true });
    await t.video.subscriptions.list({ part: ['snippet'], mine: true });
    expect(t.calls.slice(4).map((c) => `${c.method} ${c.url.pathname}`)).toEqual(['DELETE /video/v3/playlistItems', 'GET /video/v3/playlistItems', 'GET /video/v3/playlistItems', 'GET /video/v3/playlists']);
  });

  it('keeps accounts apart by the cache scope, and clearCache forgets everything', async () => {
    let account = 'ada';
    const t = setup({ cache: new ListCache(), scope: () => account });
    await t.video.activities.list({ part: ['snippet'], home: true });
    account = 'grace';
    await t.video.activities.list({ part: ['snippet'], home: true });
    account = 'ada';
    await t.video.activities.list({ part: ['snippet'], home: true });
    expect(t.calls).toHaveLength(2);
    t.video.clearCache();
    await t.video.activities.list({ part: ['snippet'], home: true });
    expect(t.calls).toHaveLength(3);
  });

  it('does not cache failures', async () => {
    let fail = true;
    const fetch = (async () => (fail ? new Response('{"error":{"code":404,"message":"gone","errors":[{"reason":"playlistNotFound"}]}}', { status: 404 }) : new Response('{"items":[]}'))) as typeof globalThis.fetch;
    const video = createVideoClient(createApiCore({ baseUrl: 'https://x', fetch, getAccessToken: async () => 't' }));
    await expect(video.playlistItems.list({ part: ['id'], playlistId: 'P' })).rejects.toMatchObject({ reason: 'playlistNotFound' });
    fail = false;
    await expect(video.playlistItems.list({ part: ['id'], playlistId: 'P' })).resolves.toEqual({ items: [] });
  });
});
