import { describe, expect, it } from 'vitest';
import { createApiCore } from '../../src/api/core.ts';
import { ListCache } from '../../src/api/video/cache.ts';
import { createVideoClient } from '../../src/api/video/client.ts';
import { pages } from '../../src/api/video/pages.ts';
import { expectApiError } from './expectError.ts';
import { API_KEY, harnessForFile } from './harness.ts';

const ADA = 'UCada0000000000000000001';
const ALAN = 'UCalan000000000000000003';
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

/** Ada's playlist of that title, as Alan (someone else) would name it. */
async function adas(title: string) {
  const mine = await h.client().playlists.list({ part: ['snippet', 'status'], mine: true, maxResults: 50 });
  return mine.items!.find((p) => p.snippet!.title === title)!;
}

/** What the emulator has charged since `before`. */
const spentSince = async (before: number) => (await h.stats()).quotaUsed - before;

describe('playlists.update', () => {
  it('replaces the snippet named, and only it: a description left out is cleared; answers the playlist; 50 units', async () => {
    const alan = h.client('acct-alan');
    const created = await alan.playlists.insert({ requestBody: { snippet: { title: 'Before', description: 'Old words' }, status: { privacyStatus: 'unlisted' } } });
    const before = (await h.stats()).quotaUsed;
    const updated = await alan.playlists.update({ requestBody: { id: created.id!, snippet: { title: 'After ✨' } } });
    expect(await spentSince(before)).toBe(50);
    expect((await h.stats()).requestLog.at(-1)).toMatch(/^PUT \/video\/v3\/playlists\?part=snippet$/);
    expect(updated).toMatchObject({ kind: 'video#playlist', id: created.id, snippet: { title: 'After ✨', description: '', channelId: ALAN } });
    expect(updated.status).toBeUndefined(); // only the parts named
    const [listed] = (await alan.playlists.list({ part: ['snippet', 'status'], id: created.id! })).items!;
    expect(listed).toMatchObject({ snippet: { title: 'After ✨', description: '' }, status: { privacyStatus: 'unlisted' } });
    expect(listed!.etag).not.toBe(created.etag);
  });

  it('with part=snippet,status changes the privacy too: a private playlist leaves the channel’s public list', async () => {
    const alan = h.client('acct-alan');
    const created = await alan.playlists.insert({ requestBody: { snippet: { title: 'Soon private' } } });
    const shown = async () => (await h.anonymousClient().playlists.list({ part: ['id'], channelId: ALAN, maxResults: 50 })).items!.some((p) => p.id === created.id);
    expect(await shown()).toBe(true);
    const updated = await alan.playlists.update({ requestBody: { id: created.id!, snippet: { title: 'Now private', description: 'Kept' }, status: { privacyStatus: 'private' } } });
    expect(updated).toMatchObject({ snippet: { title: 'Now private', description: 'Kept' }, status: { privacyStatus: 'private' } });
    expect(await shown()).toBe(false);
    const mine = await alan.playlists.list({ part: ['snippet', 'status'], mine: true, maxResults: 50 });
    expect(mine.items!.find((p) => p.id === created.id)).toMatchObject({ snippet: { title: 'Now private' }, status: { privacyStatus: 'private' } });
  });

  it('keeps insert’s limits on the title and description', async () => {
    const alan = h.client('acct-alan');
    const { id } = await alan.playlists.insert({ requestBody: { snippet: { title: 'Limits' } } });
    const body = (snippet: { title: string; description?: string }) => ({ requestBody: { id: id!, snippet } });
    await expectApiError(alan.playlists.update(body({ title: '  ' })), { status: 400, reason: 'playlistTitleRequired', domain: 'video.playlist' });
    await expectApiError(alan.playlists.update(body({ title: 'x'.repeat(151) })), { status: 400, reason: 'invalidPlaylistSnippet', domain: 'video.playlist' });
    await expectApiError(alan.playlists.update(body({ title: 'ok', description: 'x'.repeat(5001) })), { status: 400, reason: 'invalidPlaylistSnippet' });
    // @ts-expect-error not a privacy status.
    await expectApiError(alan.playlists.update({ requestBody: { id: id!, snippet: { title: 'ok' }, status: { privacyStatus: 'secret' } } }), { status: 400, reason: 'invalidValue' });
    // Refused writes change nothing.
    expect((await alan.playlists.list({ part: ['snippet'], id: id! })).items![0]!.snippet!.title).toBe('Limits');
  });

  it('an unknown playlist is 404 playlistNotFound; someone else’s private one too; a refused call costs 1 unit', async () => {
    const alan = h.client('acct-alan');
    const before = (await h.stats()).quotaUsed;
    await expectApiError(alan.playlists.update({ requestBody: { id: 'PLnope', snippet: { title: 'x' } } }), { status: 404, reason: 'playlistNotFound', domain: 'video.playlist' });
    expect(await spentSince(before)).toBe(1);
    await expectApiError(alan.playlists.update({ requestBody: { id: (await adas('Private mix')).id!, snippet: { title: 'x' } } }), { status: 404, reason: 'playlistNotFound' });
  });

  it('someone else’s playlist is 403 playlistForbidden, and stays as it was', async () => {
    const theirs = await adas('Sunday cooking');
    await expectApiError(h.client('acct-alan').playlists.update({ requestBody: { id: theirs.id!, snippet: { title: 'Mine now' } } }), { status: 403, reason: 'playlistForbidden', domain: 'video.playlist' });
    expect((await adas('Sunday cooking')).snippet).toEqual(theirs.snippet);
  });

  it('refuses the service’s own playlists (uploads, watch history) with 400 playlistOperationUnsupported', async () => {
    for (const id of [`UU${ALAN.slice(2)}`, `HL${ALAN.slice(2)}`]) {
      await expectApiError(h.client('acct-alan').playlists.update({ requestBody: { id, snippet: { title: 'x' } } }), { status: 400, reason: 'playlistOperationUnsupported', domain: 'video.playlist' });
    }
  });

  it('needs a managing token: read-only 403 insufficientPermissions, none 401', async () => {
    const { id } = await adas('Sunday cooking');
    await expectApiError(h.readOnlyClient().playlists.update({ requestBody: { id: id!, snippet: { title: 'x' } } }), { status: 403, reason: 'insufficientPermissions' });
    await expectApiError(h.anonymousClient().playlists.update({ requestBody: { id: id!, snippet: { title: 'x' } } }), { status: 401 });
  });
});

describe('playlists.delete', () => {
  it('deletes: 204, 50 units, gone from every list, its items with it; a second delete is 404', async () => {
    const alan = h.client('acct-alan');
    const created = await alan.playlists.insert({ requestBody: { snippet: { title: 'Short-lived' } } });
    const [video] = (await h.anonymousClient().search.list({ part: ['id'], type: 'video', maxResults: 1 })).items!;
    await alan.playlistItems.insert({ requestBody: { snippet: { playlistId: created.id!, resourceId: { videoId: video!.id!.videoId! } } } });
    const before = (await h.stats()).quotaUsed;
    await expect(alan.playlists.delete({ id: created.id! })).resolves.toBeUndefined();
    expect(await spentSince(before)).toBe(50);
    expect((await h.stats()).requestLog.at(-1)).toBe(`DELETE /video/v3/playlists?id=${created.id}`);
    const mine = await alan.playlists.list({ part: ['id'], mine: true, maxResults: 50 });
    expect(mine.items!.some((p) => p.id === created.id)).toBe(false);
    expect((await alan.playlists.list({ part: ['id'], id: created.id! })).items).toEqual([]);
    await expectApiError(alan.playlistItems.list({ part: ['id'], playlistId: created.id! }), { status: 404, reason: 'playlistNotFound' });
    await expectApiError(alan.playlists.delete({ id: created.id! }), { status: 404, reason: 'playlistNotFound', domain: 'video.playlist' });
  });

  it('someone else’s playlist is 403 playlistForbidden and stays; their private one is 404', async () => {
    const alan = h.client('acct-alan');
    const theirs = await adas('Unlisted finds');
    await expectApiError(alan.playlists.delete({ id: theirs.id! }), { status: 403, reason: 'playlistForbidden', domain: 'video.playlist' });
    expect((await adas('Unlisted finds')).id).toBe(theirs.id);
    await expectApiError(alan.playlists.delete({ id: (await adas('Private mix')).id! }), { status: 404, reason: 'playlistNotFound' });
  });

  it('refuses the service’s own playlists with 400 playlistOperationUnsupported', async () => {
    for (const id of [`UU${ALAN.slice(2)}`, `WL${ALAN.slice(2)}`]) {
      await expectApiError(h.client('acct-alan').playlists.delete({ id }), { status: 400, reason: 'playlistOperationUnsupported', domain: 'video.playlist' });
    }
  });

  it('needs a managing token: read-only 403 insufficientPermissions, none 401', async () => {
    const { id } = await adas('Unlisted finds');
    await expectApiError(h.readOnlyClient().playlists.delete({ id: id! }), { status: 403, reason: 'insufficientPermissions' });
    await expectApiError(h.anonymousClient().playlists.delete({ id: id! }), { status: 401 });
  });
});

describe('playlist writes and the client’s list cache', () => {
  it('an update or a delete refreshes the cached playlists, so the next list shows it', async () => {
    h.client('acct-alan'); // registers the token
    const cached = createVideoClient(createApiCore({ baseUrl: h.apiBase, apiKey: API_KEY, getAccessToken: async () => 'test-acct-alan' }), { cache: new ListCache() });
    const created = await cached.playlists.insert({ requestBody: { snippet: { title: 'Cached' } } });
    const mine = () => cached.playlists.list({ part: ['snippet'], mine: true, maxResults: 50 });
    expect(await mine()).toBe(await mine()); // Back: answered from the cache
    await cached.playlists.update({ requestBody: { id: created.id!, snippet: { title: 'Cached, renamed' } } });
    expect((await mine()).items!.find((p) => p.id === created.id)!.snippet!.title).toBe('Cached, renamed');
    await cached.playlists.delete({ id: created.id! });
    expect((await mine()).items!.some((p) => p.id === created.id)).toBe(false);
  });
});
