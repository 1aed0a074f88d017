import { describe, expect, it } from 'vitest';
import { pages } from '../../src/api/video/pages.ts';
import { expectApiError } from './expectError.ts';
import { harnessForFile } from './harness.ts';

const ADA = 'UCada0000000000000000001';
const h = harnessForFile();

describe('playlists.list', () => {
  it('mine: the user-created playlists only, of every privacy, never the system ones', async () => {
    const res = await h.client().playlists.list({ part: ['snippet', 'status', 'contentDetails'], mine: true, maxResults: 50 });
    expect(res.kind).toBe('video#playlistListResponse');
    const ids = res.items!.map((p) => p.id!);
    expect(ids.every((id) => id.startsWith('PL'))).toBe(true);
    expect(new Set(res.items!.map((p) => p.status!.privacyStatus))).toEqual(new Set(['public', 'unlisted', 'private']));
    expect(res.items!.map((p) => p.snippet!.title)).toContain('Watch on the big screen');
    expect(res.items!.find((p) => p.snippet!.title === 'Empty for now')).toMatchObject({ contentDetails: { itemCount: 0 }, snippet: { thumbnails: { default: { width: 120, height: 90 } } } });
  });

  it('pages with the default of 5 and never repeats or skips', async () => {
    const first = await h.client().playlists.list({ part: ['id'], mine: true });
    expect(first.items).toHaveLength(5);
    expect(first.pageInfo).toEqual({ totalResults: 7, resultsPerPage: 5 });
    const all: string[] = [];
    for await (const page of pages(h.client().playlists.list, { part: ['id'], mine: true, maxResults: 2 })) all.push(...page.items!.map((p) => p.id!));
    expect(all).toHaveLength(7);
    expect(new Set(all).size).toBe(7);
  });

  it('channelId with the key: the channel’s public playlists, without a token', async () => {
    const res = await h.anonymousClient().playlists.list({ part: ['snippet', 'status'], channelId: ADA, maxResults: 50 });
    expect(res.items!.length).toBeGreaterThan(0);
    expect(res.items!.every((p) => p.status!.privacyStatus === 'public' && p.snippet!.channelId === ADA)).toBe(true);
    expect((await h.stats()).requestLog.at(-1)).toContain('key=emulator-api-key');
  });

  it('an unknown channel is 404', async () => {
    await expectApiError(h.anonymousClient().playlists.list({ part: ['id'], channelId: 'UCnobody' }), { status: 404, reason: 'channelNotFound' });
  });

  it('mine without a token is 401; mine with channelId is 400 incompatibleParameters', async () => {
    await expectApiError(h.anonymousClient().playlists.list({ part: ['id'], mine: true }), { status: 401 });
    // @ts-expect-error mine and channelId are exclusive variants.
    await expectApiError(h.client().playlists.list({ part: ['id'], mine: true, channelId: ADA }), { status: 400, reason: 'incompatibleParameters' });
  });

  it('a bad pageToken is 400 invalidPageToken; a token of another query too', async () => {
    await expectApiError(h.client().playlists.list({ part: ['id'], mine: true, pageToken: 'CAUQAA' }), { status: 400, reason: 'invalidPageToken' });
    const grace = await h.client('acct-grace').playlists.list({ part: ['id'], mine: true, maxResults: 1 });
    await expectApiError(h.client().playlists.list({ part: ['id'], mine: true, maxResults: 1, pageToken: grace.nextPageToken! }), { status: 400, reason: 'invalidPageToken' });
  });

  it('maxResults out of range is 400 invalidParameter', async () => {
    await expectApiError(h.client().playlists.list({ part: ['id'], mine: true, maxResults: 51 }), { status: 400, reason: 'invalidParameter' });
    await expectApiError(h.client().playlists.list({ part: ['id'], mine: true, maxResults: -1 }), { status: 400, reason: 'invalidParameter' });
    expect((await h.client().playlists.list({ part: ['id'], mine: true, maxResults: 0 })).items).toEqual([]);
  });
});

describe('playlists.insert', () => {
  it('creates a public playlist from part=snippet and a snippet of title and description', async () => {
    const client = h.client('acct-alan');
    const created = await client.playlists.insert({ requestBody: { snippet: { title: 'Films for Sunday 🎬', description: 'Made on the TV' } } });
    expect(created).toMatchObject({ kind: 'video#playlist', snippet: { title: 'Films for Sunday 🎬', description: 'Made on the TV', channelId: 'UCalan000000000000000003' } });
    expect(created.status).toBeUndefined(); // only the parts asked for
    expect((await h.stats()).requestLog.at(-1)).toMatch(/^POST \/video\/v3\/playlists\?part=snippet$/);
    const mine = await client.playlists.list({ part: ['status'], mine: true, maxResults: 50 });
    expect(mine.items!.find((p) => p.id === created.id)!.status!.privacyStatus).toBe('public');
  });

  it('takes a privacy with part=snippet,status', async () => {
    const created = await h.client('acct-alan').playlists.insert({ requestBody: { snippet: { title: 'Secret' }, status: { privacyStatus: 'private' } } });
    expect(created.status).toEqual({ privacyStatus: 'private' });
  });

  it('refuses a missing title', async () => {
    await expectApiError(h.client('acct-alan').playlists.insert({ requestBody: { snippet: { title: '  ' } } }), { status: 400, reason: 'playlistTitleRequired', domain: 'video.playlist' });
  });

  it('with a read-only token is 403 insufficientPermissions; without a token 401', async () => {
    await expectApiError(h.readOnlyClient('acct-alan').playlists.insert({ requestBody: { snippet: { title: 'x' } } }), { status: 403, reason: 'insufficientPermissions' });
    await expectApiError(h.anonymousClient().playlists.insert({ requestBody: { snippet: { title: 'x' } } }), { status: 401 });
  });
});
