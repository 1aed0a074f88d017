import { describe, expect, it } from 'vitest';
import { pages } from '../../src/api/video/pages.ts';
import type { VideoListResponse } from '../../wire/video/index.ts';
import type { VideoPart, VideosListParams } from '../../src/api/video/videos.ts';
import { expectApiError } from './expectError.ts';
import { harnessForFile } from './harness.ts';

const ADA = 'UCada0000000000000000001';
const PARTS: [VideoPart, ...VideoPart[]] = ['contentDetails', 'id', 'liveStreamingDetails', 'localizations', 'player', 'snippet', 'statistics', 'status', 'topicDetails'];
const h = harnessForFile();

const videos = () => [...h.emulator.videoStore.videos.values()];
const publicIds = (count: number) => videos().filter((v) => v.privacyStatus === 'public' && v.liveBroadcastContent === 'none').slice(0, count).map((v) => v.id);

describe('videos.list', () => {
  it('id: every part of a video, typed as the discovery document has them', async () => {
    const [id] = publicIds(1);
    const res = await h.client().videos.list({ part: PARTS, id: id! });
    expect(res).toMatchObject({ kind: 'video#videoListResponse', pageInfo: { totalResults: 1, resultsPerPage: 1 } });
    const video = res.items![0]!;
    expect(video).toMatchObject({ kind: 'video#video', id, status: { privacyStatus: 'public', uploadStatus: 'processed' }, contentDetails: { dimension: '2d', projection: 'rectangular' }, localizations: {} });
    expect(video.etag).toMatch(/^[\w-]{27}$/);
    expect(video.snippet!.title).toBeTruthy();
    expect(video.snippet!.thumbnails!.medium).toMatchObject({ width: 320, height: 180 });
    expect(video.contentDetails!.duration).toMatch(/^P(\d+D)?(T(\d+H)?(\d+M)?(\d+S)?)?$/);
    expect(['true', 'false']).toContain(video.contentDetails!.caption);
    expect(video.statistics!.viewCount).toMatch(/^\d+$/);
    expect(video.player!.embedHtml).toBe(
      `<iframe width="480" height="270" src="//${new URL(h.base).host}/embed/${id}" frameborder="0" allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture" allowfullscreen></iframe>`,
    );
    expect(video.topicDetails!.topicIds!.length).toBeGreaterThan(0);
    expect(video.liveStreamingDetails).toBeUndefined();
  });

  it('id: 50 ids in one call and one page, unknown ids simply absent', async () => {
    const ids = publicIds(49);
    const res = await h.client().videos.list({ part: ['id'], id: [...ids, 'AAAAAAAAAAA'] });
    expect(res.items!.map((v) => v.id)).toEqual(ids);
    expect(res.pageInfo).toEqual({ totalResults: 49, resultsPerPage: 49 });
    expect(res.nextPageToken).toBeUndefined();
  });

  it('id: more than 50 is refused before any request is made', async () => {
    await h.resetStats();
    await expect(h.client().videos.list({ part: ['id'], id: publicIds(51) })).rejects.toThrow(RangeError);
    expect((await h.stats()).totalRequests).toBe(0);
  });

  it('the durations the player screens meet: 7 s and 11 h 54 min in Ada’s first playlist, P0D live, P1DT2H3M for her day-long stream', async () => {
    const client = h.client();
    const mine = await client.playlists.list({ part: ['snippet'], mine: true, maxResults: 50 });
    const first = mine.items!.find((p) => p.snippet!.title === 'Watch on the big screen')!;
    const items = await client.playlistItems.list({ part: ['contentDetails'], playlistId: first.id!, maxResults: 50 });
    const listed = await client.videos.list({ part: ['contentDetails', 'status'], id: items.items!.map((i) => i.contentDetails!.videoId!) });
    const durations = listed.items!.map((v) => v.contentDetails!.duration);
    expect(durations).toContain('PT7S');
    expect(durations).toContain('PT11H54M');
    expect(listed.items!.some((v) => v.status!.embeddable === false)).toBe(true);
    const broadcasts = await client.liveBroadcasts.list({ part: ['status'], mine: true, maxResults: 50 });
    const ids = broadcasts.items!.filter((b) => b.status!.lifeCycleStatus === 'live' || b.status!.lifeCycleStatus === 'complete').map((b) => b.id!);
    const streams = await client.videos.list({ part: ['contentDetails', 'snippet'], id: ids });
    expect(streams.items!.find((v) => v.snippet!.liveBroadcastContent === 'live')!.contentDetails!.duration).toBe('P0D');
    expect(streams.items!.map((v) => v.contentDetails!.duration)).toContain('P1DT2H3M');
  });

  it('myRating=like: the user’s liked videos, paged', async () => {
    const ids: string[] = [];
    const client = h.client();
    for await (const page of pages<Extract<VideosListParams, { myRating: 'like' | 'dislike' }>, VideoListResponse>(client.videos.list, { part: ['id'], myRating: 'like', maxResults: 10 })) ids.push(...page.items!.map((v) => v.id!));
    const likes = h.emulator.videoStore.playlists.get(`LL${ADA.slice(2)}`)!.items.map((i) => i.videoId);
    expect(ids).toEqual(likes);
    expect(ids.length).toBeGreaterThan(10);
    expect((await client.videos.list({ part: ['id'], myRating: 'dislike' })).items).toEqual([]);
  });

  it('chart=mostPopular: most viewed first', async () => {
    const res = await h.client().videos.list({ part: ['statistics'], chart: 'mostPopular', maxResults: 10 });
    const views = res.items!.map((v) => Number(v.statistics!.viewCount));
    expect(views).toEqual([...views].sort((a, b) => b - a));
    expect(res.nextPageToken).toBeTruthy();
  });

  it('costs 1 quota unit a call', async () => {
    await h.resetStats();
    await h.client().videos.list({ part: ['snippet'], id: publicIds(50) });
    await h.client().videos.list({ part: ['id'], myRating: 'like' });
    expect((await h.stats()).quotaUsed).toBe(2);
  });

  it('errors come back as ApiError with the service’s status and reason', async () => {
    await expectApiError(h.anonymousClient().videos.list({ part: ['id'], myRating: 'like' }), { status: 401, reason: 'required' });
    await expectApiError(h.anonymousClient().videos.list({ part: ['id'], id: 'AAAAAAAAAAA' }), { status: 403, reason: 'forbidden' });
    await expectApiError(h.client().videos.list({ part: ['id'], myRating: 'like', pageToken: 'bogus' }), { status: 400, reason: 'invalidPageToken' });
    await expectApiError(h.client().videos.list({ part: ['id'], chart: 'mostPopular', maxResults: 0 }), { status: 400, reason: 'invalidParameter' });
    // @ts-expect-error id and chart are exclusive variants.
    await expectApiError(h.client().videos.list({ part: ['id'], id: 'AAAAAAAAAAA', chart: 'mostPopular' }), { status: 400, reason: 'incompatibleParameters', domain: 'video.parameter' });
  });
});
