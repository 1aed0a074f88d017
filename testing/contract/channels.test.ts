import { describe, expect, it } from 'vitest';
import { expectApiError } from './expectError.ts';
import { harnessForFile } from './harness.ts';

const ADA = 'UCada0000000000000000001';
const GRACE = 'UCgrace00000000000000002';
const h = harnessForFile();

describe('channels.list', () => {
  it('mine: the account’s own channel, titled with its name, with the sign-in avatars', async () => {
    const res = await h.client().channels.list({ part: ['snippet', 'contentDetails', 'statistics'], mine: true });
    expect(res).toMatchObject({ kind: 'video#channelListResponse', pageInfo: { totalResults: 1, resultsPerPage: 5 } });
    expect(res.etag).toMatch(/^[\w-]{27}$/);
    const channel = res.items![0]!;
    expect(channel).toMatchObject({ kind: 'video#channel', id: ADA, snippet: { title: 'Ada Lovelace' } });
    expect(channel.snippet!.thumbnails).toEqual({
      default: { url: `${h.base}/emulator/avatars/acct-ada.svg?size=88`, width: 88, height: 88 },
      medium: { url: `${h.base}/emulator/avatars/acct-ada.svg?size=240`, width: 240, height: 240 },
      high: { url: `${h.base}/emulator/avatars/acct-ada.svg?size=800`, width: 800, height: 800 },
    });
    // The owner sees every system playlist (docs/reference/facts.md, Data API: system playlists).
    expect(channel.contentDetails!.relatedPlaylists).toEqual({ uploads: `UU${ADA.slice(2)}`, likes: `LL${ADA.slice(2)}`, favorites: `FL${ADA.slice(2)}`, watchHistory: `HL${ADA.slice(2)}`, watchLater: `WL${ADA.slice(2)}` });
    expect(Number(channel.statistics!.videoCount)).toBeGreaterThan(0);
  });

  it('returns only the requested parts', async () => {
    const [channel] = (await h.client().channels.list({ part: ['id'], mine: true })).items!;
    expect(Object.keys(channel!).sort()).toEqual(['etag', 'id', 'kind']);
    const [withTopics] = (await h.client().channels.list({ part: ['topicDetails', 'brandingSettings'], mine: true })).items!;
    expect(Object.keys(withTopics!).sort()).toEqual(['brandingSettings', 'etag', 'id', 'kind', 'topicDetails']);
    expect(withTopics!.topicDetails!.topicIds!.length).toBeGreaterThan(0);
    expect(withTopics!.brandingSettings!.image!.bannerExternalUrl).toBe(`${h.base}/emulator/thumbnails/banner/${ADA}.png`);
  });

  it('id: public channels with the key and no token; others see only the uploads playlist', async () => {
    const res = await h.anonymousClient().channels.list({ part: ['snippet', 'contentDetails'], id: [GRACE, 'UCnope', ADA] });
    expect(res.items!.map((c) => c.id)).toEqual([GRACE, ADA]);
    expect(res.items![0]!.contentDetails!.relatedPlaylists).toEqual({ likes: '', uploads: `UU${GRACE.slice(2)}` });
    const log = (await h.stats()).requestLog.at(-1)!;
    expect(log).toContain('key=emulator-api-key');
  });

  it('keeps ids and etags stable between calls', async () => {
    const a = await h.anonymousClient().channels.list({ part: ['snippet'], id: GRACE });
    const b = await h.anonymousClient().channels.list({ part: ['snippet'], id: GRACE });
    expect(b.etag).toBe(a.etag);
    expect(b.items![0]!.etag).toBe(a.items![0]!.etag);
  });

  it('mine without a token is 401', async () => {
    await expectApiError(h.anonymousClient().channels.list({ part: ['snippet'], mine: true }), { status: 401, code: 'http', statusText: 'UNAUTHENTICATED' });
  });

  it('mine with id together is 400 incompatibleParameters', async () => {
    // @ts-expect-error mine and id are exclusive variants.
    await expectApiError(h.client().channels.list({ part: ['id'], mine: true, id: GRACE }), { status: 400, reason: 'incompatibleParameters', domain: 'video.parameter' });
  });

  it('a part that a channel does not have is 400 invalidParameter', async () => {
    // @ts-expect-error 'player' is not a channel part.
    await expectApiError(h.client().channels.list({ part: ['player'], mine: true }), { status: 400, reason: 'invalidParameter' });
  });

  it('no part at all is 400 missingRequiredParameter', async () => {
    // @ts-expect-error part needs at least one value.
    await expectApiError(h.client().channels.list({ part: [], mine: true }), { status: 400, reason: 'missingRequiredParameter' });
  });
});
