import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmulator, type Emulator } from '../server.ts';
import { LONG_STREAM_SECONDS } from '../seed/video/live.ts';
import { LONGEST_SECONDS, SHORTEST_SECONDS } from '../seed/video/playbackCases.ts';
import type { VideoRecord } from './model.ts';
import type { VideoStore } from './store.ts';

const SCOPE = 'https://scopes.tenfoot.emulator/auth/video';
const KEY = 'emulator-api-key';
const ADA = 'UCada0000000000000000001';
const ALL_PARTS = 'snippet,contentDetails,statistics,player,status,topicDetails,liveStreamingDetails,localizations,recordingDetails';
let emulator: Emulator;
let base: string;
let store: VideoStore;
const ada = { Authorization: 'Bearer videos-ada' };

beforeAll(async () => {
  emulator = createEmulator({ port: 0, host: '127.0.0.1' });
  base = await emulator.listen();
  store = emulator.videoStore;
  emulator.ctx.auth.addStaticToken('videos-ada', 'acct-ada', [SCOPE]);
});
afterAll(() => emulator.close());

async function videos(query: string, init: RequestInit = {}) {
  const res = await fetch(`${base}/video/v3/videos?${query}`, init);
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

const all = () => [...store.videos.values()];
const plain = (v: VideoRecord) => v.privacyStatus === 'public' && v.liveBroadcastContent === 'none';
const find = (test: (v: VideoRecord) => boolean) => all().find(test)!;

describe('videos.list by id', () => {
  it('renders every part the way the real resource has it', async () => {
    const video = find((v) => plain(v) && v.durationSeconds === SHORTEST_SECONDS);
    const channel = store.channels.get(video.channelId)!;
    const { status, body } = await videos(`part=${ALL_PARTS}&id=${video.id}&key=${KEY}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ kind: 'video#videoListResponse', pageInfo: { totalResults: 1, resultsPerPage: 1 } });
    const item = body.items[0];
    expect(item).toMatchObject({
      kind: 'video#video',
      id: video.id,
      snippet: {
        channelId: channel.id,
        channelTitle: channel.title,
        title: video.title,
        description: video.description,
        liveBroadcastContent: 'none',
        defaultLanguage: channel.defaultLanguage,
        defaultAudioLanguage: channel.defaultLanguage,
        localized: { title: video.title, description: video.description },
        thumbnails: { default: { width: 120, height: 90 }, medium: { width: 320, height: 180 }, high: { width: 480, height: 360 } },
      },
      contentDetails: { duration: 'PT7S', dimension: '2d', definition: video.definition, caption: video.caption ? 'true' : 'false', licensedContent: false, projection: 'rectangular' },
      status: { uploadStatus: 'processed', privacyStatus: 'public', license: 'youtube', embeddable: true, publicStatsViewable: true, madeForKids: false },
      statistics: { viewCount: String(video.viewCount), favoriteCount: '0', commentCount: String(video.commentCount) },
      topicDetails: { topicIds: video.topicIds },
      localizations: {},
    });
    expect(item.etag).toMatch(/^[\w-]{27}$/);
    expect(item.snippet.publishedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(item.snippet.categoryId).toMatch(/^\d+$/);
    expect(item.topicDetails.topicCategories[0]).toMatch(/^https:\/\/en\.wikipedia\.org\/wiki\//);
    const host = new URL(base).host;
    expect(item.player).toEqual({
      embedHtml: `<iframe width="480" height="270" src="//${host}/embed/${video.id}" frameborder="0" allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture" allowfullscreen></iframe>`,
    });
    // Not a broadcast, and someone else's: no liveStreamingDetails, no owner-only parts.
    expect(item.liveStreamingDetails).toBeUndefined();
    expect(item.fileDetails).toBeUndefined();
  });

  it('returns only the parts asked for, with kind, etag and id always', async () => {
    const video = find(plain);
    const { body } = await videos(`part=id&id=${video.id}&key=${KEY}`);
    expect(Object.keys(body.items[0]).sort()).toEqual(['etag', 'id', 'kind']);
    const { body: one } = await videos(`part=statistics&id=${video.id}&key=${KEY}`);
    expect(Object.keys(one.items[0]).sort()).toEqual(['etag', 'id', 'kind', 'statistics']);
  });

  it('prints durations in ISO 8601 from 7 s to 11 h 54 min; live and upcoming are P0D, a finished day-long stream P1DT2H3M', async () => {
    const pick = (test: (v: VideoRecord) => boolean) => find(test).id;
    const ids = {
      shortest: pick((v) => plain(v) && v.durationSeconds === SHORTEST_SECONDS),
      longest: pick((v) => plain(v) && v.durationSeconds === LONGEST_SECONDS),
      live: pick((v) => v.liveBroadcastContent === 'live' && v.privacyStatus === 'public'),
      upcoming: pick((v) => v.liveBroadcastContent === 'upcoming' && v.privacyStatus === 'public'),
      stream: pick((v) => v.liveBroadcastContent === 'completed' && v.durationSeconds === LONG_STREAM_SECONDS),
    };
    const { body } = await videos(`part=contentDetails,snippet,liveStreamingDetails&id=${Object.values(ids).join(',')}&key=${KEY}`);
    const byId = new Map<string, any>(body.items.map((i: any) => [i.id, i]));
    expect(byId.get(ids.shortest).contentDetails.duration).toBe('PT7S');
    expect(byId.get(ids.longest).contentDetails.duration).toBe('PT11H54M');
    expect(byId.get(ids.live)).toMatchObject({ contentDetails: { duration: 'P0D' }, snippet: { liveBroadcastContent: 'live' }, liveStreamingDetails: { actualStartTime: expect.any(String), concurrentViewers: expect.any(String) } });
    expect(byId.get(ids.upcoming)).toMatchObject({ contentDetails: { duration: 'P0D' }, snippet: { liveBroadcastContent: 'upcoming' }, liveStreamingDetails: { scheduledStartTime: expect.any(String) } });
    // A finished broadcast's video is an ordinary one now.
    expect(byId.get(ids.stream)).toMatchObject({ contentDetails: { duration: 'P1DT2H3M' }, snippet: { liveBroadcastContent: 'none' }, liveStreamingDetails: { actualEndTime: expect.any(String) } });
  });

  it('leaves likeCount out where the owner hides it; every count is a string', async () => {
    const hidden = find((v) => plain(v) && v.likesHidden);
    const shown = find((v) => plain(v) && !v.likesHidden);
    const { body } = await videos(`part=statistics&id=${hidden.id},${shown.id}&key=${KEY}`);
    const [h, s] = [hidden.id, shown.id].map((id) => body.items.find((i: any) => i.id === id).statistics);
    expect(h).not.toHaveProperty('likeCount');
    expect(s.likeCount).toBe(String(shown.likeCount));
    for (const stats of [h, s]) for (const value of Object.values(stats)) expect(typeof value).toBe('string');
  });

  it('takes 50 ids in one call, in the order given, ignoring maxResults and pageToken', async () => {
    const ids = all().filter(plain).slice(0, 50).map((v) => v.id);
    const { status, body } = await videos(`part=id&id=${ids.join(',')}&maxResults=5&pageToken=whatever&key=${KEY}`);
    expect(status).toBe(200);
    expect(body.items.map((i: any) => i.id)).toEqual(ids);
    expect(body.pageInfo).toEqual({ totalResults: 50, resultsPerPage: 50 });
    expect(body.nextPageToken).toBeUndefined();
  });

  it('refuses 51 ids with 400 invalidParameter naming id', async () => {
    const ids = all().slice(0, 51).map((v) => v.id);
    const { status, body } = await videos(`part=id&id=${ids.join(',')}&key=${KEY}`);
    expect(status).toBe(400);
    expect(body.error.errors[0]).toMatchObject({ reason: 'invalidParameter', domain: 'video.parameter', location: 'id', locationType: 'parameter' });
    expect(body.error.message).toContain('50');
  });

  it('leaves unknown ids and other people’s private videos out; the owner sees their own', async () => {
    const known = find(plain);
    const adaPrivate = find((v) => v.channelId === ADA && v.privacyStatus === 'private');
    const query = `part=id&id=${known.id},AAAAAAAAAAA,not-an-id,${adaPrivate.id}`;
    expect((await videos(`${query}&key=${KEY}`)).body.items.map((i: any) => i.id)).toEqual([known.id]);
    expect((await videos(query, { headers: ada })).body.items.map((i: any) => i.id)).toEqual([known.id, adaPrivate.id]);
  });

  it('gives fileDetails, processingDetails and suggestions to the owner only (403 forbidden otherwise)', async () => {
    const own = find((v) => v.channelId === ADA && v.privacyStatus === 'public');
    const theirs = find((v) => plain(v) && v.channelId !== ADA);
    const mine = await videos(`part=fileDetails,processingDetails,status&id=${own.id}`, { headers: ada });
    expect(mine.body.items[0]).toMatchObject({ fileDetails: { fileType: 'video' }, processingDetails: { processingStatus: 'succeeded' }, status: { selfDeclaredMadeForKids: false } });
    const refused = await videos(`part=fileDetails&id=${own.id},${theirs.id}`, { headers: ada });
    expect(refused.status).toBe(403);
    expect(refused.body.error.errors[0]).toMatchObject({ reason: 'forbidden', domain: 'video.video' });
  });

  it('sizes the player to maxWidth / maxHeight at 16:9 and then says the size', async () => {
    const video = find(plain);
    const wide = (await videos(`part=player&id=${video.id}&maxWidth=1280&key=${KEY}`)).body.items[0].player;
    expect(wide).toMatchObject({ embedWidth: '1280', embedHeight: '720' });
    expect(wide.embedHtml).toContain('width="1280" height="720"');
    expect((await videos(`part=player&id=${video.id}&maxWidth=1280&maxHeight=360&key=${KEY}`)).body.items[0].player).toMatchObject({ embedWidth: '640', embedHeight: '360' });
  });

  it('gives the same etag whichever host name the caller used', async () => {
    const video = find(plain);
    const viaIp = await videos(`part=player&id=${video.id}&key=${KEY}`);
    const viaName = await (await fetch(`${base.replace('127.0.0.1', 'localhost')}/video/v3/videos?part=player&id=${video.id}&key=${KEY}`)).json();
    expect(viaName.items[0].player.embedHtml).not.toBe(viaIp.body.items[0].player.embedHtml);
    expect(viaName.items[0].etag).toBe(viaIp.body.items[0].etag);
  });
});

describe('videos.list by myRating', () => {
  const liked = () => store.playlists.get(store.channels.get(ADA)!.relatedPlaylists.likes)!.items.map((i) => i.videoId);

  it('like: the videos of the user’s likes playlist, paged with maxResults and pageToken', async () => {
    const seen: string[] = [];
    let token = '';
    for (let page = 0; page < 30; page++) {
      const { status, body } = await videos(`part=id&myRating=like&maxResults=7${token ? `&pageToken=${token}` : ''}`, { headers: ada });
      expect(status).toBe(200);
      expect(body.items.length).toBeLessThanOrEqual(7);
      seen.push(...body.items.map((i: any) => i.id));
      if (!body.nextPageToken) break;
      token = body.nextPageToken;
    }
    expect(seen).toEqual(liked());
    expect(seen.length).toBeGreaterThan(7);
  });

  it('dislike: an empty list (dislikes are not kept)', async () => {
    expect((await videos('part=id&myRating=dislike', { headers: ada })).body).toMatchObject({ items: [], pageInfo: { totalResults: 0 } });
  });

  it('needs the user’s token: 401 with the key only, 403 with nothing', async () => {
    const keyOnly = await videos(`part=id&myRating=like&key=${KEY}`);
    expect(keyOnly.status).toBe(401);
    expect(keyOnly.body.error).toMatchObject({ status: 'UNAUTHENTICATED', errors: [{ reason: 'required', location: 'Authorization' }] });
    expect((await videos('part=id&id=AAAAAAAAAAA')).status).toBe(403);
  });

  it('refuses myRating=none', async () => {
    expect((await videos('part=id&myRating=none', { headers: ada })).body.error.errors[0]).toMatchObject({ reason: 'invalidParameter', location: 'myRating' });
  });
});

describe('videos.list by chart', () => {
  it('mostPopular: public videos that are neither live nor upcoming, most viewed first', async () => {
    const { body } = await videos(`part=statistics,snippet,status&chart=mostPopular&maxResults=50&key=${KEY}`);
    expect(body.items).toHaveLength(50);
    const views = body.items.map((i: any) => Number(i.statistics.viewCount));
    expect(views).toEqual([...views].sort((a, b) => b - a));
    expect(body.items.every((i: any) => i.status.privacyStatus === 'public' && i.snippet.liveBroadcastContent === 'none')).toBe(true);
    expect(body.nextPageToken).toBeTruthy();
  });

  it('narrows to a videoCategoryId; an unknown category or chart is 400 videoChartNotFound', async () => {
    const { body } = await videos(`part=snippet&chart=mostPopular&videoCategoryId=10&maxResults=20&key=${KEY}`);
    expect(body.items.length).toBeGreaterThan(0);
    expect(body.items.every((i: any) => i.snippet.categoryId === '10')).toBe(true);
    for (const query of ['chart=mostPopular&videoCategoryId=9999', 'chart=chartUnspecified']) {
      const res = await videos(`part=id&${query}&key=${KEY}`);
      expect(res.status, query).toBe(400);
      expect(res.body.error.errors[0]).toMatchObject({ reason: 'videoChartNotFound', domain: 'video.video' });
    }
  });
});

describe('videos.list rules', () => {
  it('needs exactly one filter', async () => {
    expect((await videos(`part=id&key=${KEY}`)).body.error.errors[0].reason).toBe('missingRequiredParameter');
    expect((await videos(`part=id&id=AAAAAAAAAAA&chart=mostPopular&key=${KEY}`)).body.error.errors[0].reason).toBe('incompatibleParameters');
    expect((await videos('part=id&id=AAAAAAAAAAA&myRating=like', { headers: ada })).body.error.errors[0].reason).toBe('incompatibleParameters');
  });

  it('checks part and the discovery ranges', async () => {
    expect((await videos(`part=snippet,brandingSettings&id=AAAAAAAAAAA&key=${KEY}`)).body.error.errors[0]).toMatchObject({ reason: 'invalidParameter', location: 'part' });
    expect((await videos(`id=AAAAAAAAAAA&key=${KEY}`)).body.error.errors[0].reason).toBe('missingRequiredParameter');
    // videos.list's maxResults starts at 1 (discovery), unlike the other lists.
    expect((await videos('part=id&myRating=like&maxResults=0', { headers: ada })).body.error.errors[0]).toMatchObject({ reason: 'invalidParameter', location: 'maxResults' });
  });

  it('costs 1 quota unit a call, refused or not', async () => {
    await fetch(`${base}/emulator/stats/reset`, { method: 'POST' });
    await videos(`part=id&id=AAAAAAAAAAA&key=${KEY}`);
    await videos('part=id&myRating=like', { headers: ada });
    await videos(`part=id&chart=chartUnspecified&key=${KEY}`);
    const stats = await (await fetch(`${base}/emulator/stats`)).json();
    expect(stats).toMatchObject({ quotaUsed: 3, requests: { 'GET /video/v3/videos': 3 } });
  });
});
