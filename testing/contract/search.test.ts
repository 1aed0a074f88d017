import { describe, expect, it } from 'vitest';
import { createPager } from '../../src/api/video/pages.ts';
import { topicIds } from '../../src/api/video/topics.ts';
import type { SearchResult } from '../../wire/video/index.ts';
import { expectApiError } from './expectError.ts';
import { harnessForFile } from './harness.ts';

const ADA = 'UCada0000000000000000001';
const h = harnessForFile();

const kinds = (items: SearchResult[]) => new Set(items.map((r) => r.id!.kind));

describe('search.list', () => {
  it('q with the key: results of every kind when type is omitted, with regionCode, costing 100 units each', async () => {
    await h.resetStats();
    const client = h.anonymousClient();
    const res = await client.search.list({ part: ['snippet'], q: 'a', maxResults: 50 });
    expect(res).toMatchObject({ kind: 'video#searchListResponse', regionCode: 'US' });
    expect(kinds(res.items!)).toContain('video#video');
    let sum = 0;
    for (const type of ['video', 'channel', 'playlist'] as const) sum += (await client.search.list({ part: ['id'], q: 'a', type, maxResults: 0 })).pageInfo!.totalResults!;
    expect(res.pageInfo!.totalResults).toBe(sum);
    expect(res.items![0]).toMatchObject({ kind: 'video#searchResult', snippet: { liveBroadcastContent: expect.any(String) } });
    const stats = await h.stats();
    expect(stats.quotaUsed).toBe(400);
    expect(stats.requestLog[0]).toContain('key=emulator-api-key');
  });

  it('ranks by relevance: a playlist whose title has every word comes first', async () => {
    const [top] = (await h.anonymousClient().search.list({ part: ['snippet'], q: 'everything all at once' })).items!;
    expect(top).toMatchObject({ id: { kind: 'video#playlist' }, snippet: { title: 'Everything, all at once', channelTitle: 'Ada Lovelace' } });
  });

  it('finds words in titles of any script, and HTML-looking titles as text', async () => {
    const client = h.anonymousClient();
    expect((await client.search.list({ part: ['snippet'], q: 'ラーメン', type: 'video' })).items!.length).toBeGreaterThan(0);
    const html = await client.search.list({ part: ['snippet'], q: 'onerror', type: 'video' });
    expect(html.items!.map((r) => r.snippet!.title)).toContain('<img src=x onerror=alert(1)>');
  });

  it('type narrows the kinds; only id when part=id', async () => {
    const res = await h.anonymousClient().search.list({ part: ['id'], type: ['channel', 'playlist'], maxResults: 50 });
    expect(kinds(res.items!)).toEqual(new Set(['video#channel', 'video#playlist']));
    expect(res.pageInfo!.totalResults).toBeGreaterThan(60);
    expect(Object.keys(res.items![0]!).sort()).toEqual(['etag', 'id', 'kind']);
  });

  it('order=viewCount and order=date sort as asked', async () => {
    const client = h.anonymousClient();
    const byDate = (await client.search.list({ part: ['snippet'], type: 'video', order: 'date', maxResults: 20 })).items!.map((r) => r.snippet!.publishedAt!);
    expect(byDate).toEqual([...byDate].sort().reverse());
    const byTitle = (await client.search.list({ part: ['snippet'], type: 'channel', order: 'title', maxResults: 50 })).items!.map((r) => r.snippet!.title!);
    expect(byTitle).toEqual([...byTitle].sort(new Intl.Collator('und', { sensitivity: 'base', numeric: true }).compare));
    const rated = await client.search.list({ part: ['id'], type: 'video', order: 'rating', maxResults: 3 });
    expect(rated.items).toHaveLength(3);
  });

  it('video filters with type=video: definition, embeddable, captions, topic; they narrow the results', async () => {
    const client = h.anonymousClient();
    const plain = await client.search.list({ part: ['id'], type: 'video', maxResults: 1 });
    const filtered = await client.search.list({ part: ['id'], type: 'video', videoDefinition: 'high', videoEmbeddable: 'true', videoCaption: 'closedCaption', topicId: topicIds.food, maxResults: 1 });
    expect(filtered.pageInfo!.totalResults).toBeGreaterThan(0);
    expect(filtered.pageInfo!.totalResults).toBeLessThan(plain.pageInfo!.totalResults! / 5);
    const live = await client.search.list({ part: ['snippet'], type: 'video', eventType: 'live', maxResults: 50 });
    expect(live.items!.length).toBeGreaterThan(0);
    expect(live.items!.every((r) => r.snippet!.liveBroadcastContent === 'live')).toBe(true);
  });

  it('a video filter without type=video is 400 incompatibleParameters', async () => {
    // @ts-expect-error video filters need type 'video'.
    await expectApiError(h.anonymousClient().search.list({ part: ['id'], videoDefinition: 'high' }), { status: 400, reason: 'incompatibleParameters' });
    // @ts-expect-error video filters need type 'video'.
    await expectApiError(h.anonymousClient().search.list({ part: ['id'], type: 'channel', videoCaption: 'closedCaption' }), { status: 400, reason: 'incompatibleParameters' });
  });

  it('forMine: the user’s own videos, private ones included, with the token; 401 without', async () => {
    const res = await h.client().search.list({ part: ['snippet'], type: 'video', forMine: true, maxResults: 50 });
    expect(res.items!.length).toBeGreaterThan(2);
    expect(res.items!.every((r) => r.snippet!.channelId === ADA)).toBe(true);
    expect((await h.stats()).requestLog.at(-1)).not.toContain('key=');
    await expectApiError(h.anonymousClient().search.list({ part: ['id'], type: 'video', forMine: true }), { status: 401 });
  });

  it('pages: the second page continues the first without overlap, and a pager of screens reuses one call', async () => {
    const client = h.anonymousClient();
    const first = await client.search.list({ part: ['id'], q: 'the', type: 'video', maxResults: 10 });
    const second = await client.search.list({ part: ['id'], q: 'the', type: 'video', maxResults: 10, pageToken: first.nextPageToken! });
    const ids = [...first.items!, ...second.items!].map((r) => r.id!.videoId);
    expect(new Set(ids).size).toBe(20);
    expect(second.prevPageToken).toBeTruthy();
    const back = await client.search.list({ part: ['id'], q: 'the', type: 'video', maxResults: 10, pageToken: second.prevPageToken! });
    expect(back.items!.map((r) => r.id!.videoId)).toEqual(first.items!.map((r) => r.id!.videoId));

    await h.resetStats();
    const pager = createPager(client.search.list, { part: ['id'], q: 'the', type: 'video' }, 10);
    const screens = [await pager.page(0), await pager.page(1)];
    expect(screens.flatMap((s) => s.items).map((r) => r.id!.videoId)).toEqual(ids);
    expect((await h.stats()).quotaUsed).toBe(100);
  });

  it('bad values are 400 invalidParameter', async () => {
    // @ts-expect-error not an order.
    await expectApiError(h.anonymousClient().search.list({ part: ['id'], order: 'best' }), { status: 400, reason: 'invalidParameter' });
    // @ts-expect-error not a type.
    await expectApiError(h.anonymousClient().search.list({ part: ['id'], type: 'song' }), { status: 400, reason: 'invalidParameter' });
  });
});
