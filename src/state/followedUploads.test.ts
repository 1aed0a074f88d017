import { describe, expect, it, vi } from 'vitest';
import type { Activity } from '../api/video/index.ts';

const requests: { group: string; params: Record<string, unknown>; options: unknown }[] = [];
const wanted: string[][] = [];

const upload = (videoId: string, channelId: string, publishedAt: string): Activity => ({ id: `a-${videoId}`, snippet: { type: 'upload', channelId, publishedAt, title: videoId }, contentDetails: { upload: { videoId } } });
const like = (videoId: string, channelId: string, publishedAt: string): Activity => ({ id: `l-${videoId}`, snippet: { type: 'like', channelId, publishedAt }, contentDetails: { like: { resourceId: { videoId } } } });

/** Eight followed channels; each one's activities: an upload of its own and a like. */
const FOLLOWED = ['UC1', 'UC2', 'UC3', 'UC4', 'UC5', 'UC6', 'UC7', 'UC8'];
const activitiesOf = (channelId: string) => {
  const n = Number(channelId.slice(2));
  return [like(`liked-${n}`, channelId, `2026-11-2${n % 10}T12:00:00Z`), upload(`v${n}`, channelId, `2026-11-${String(10 + n).padStart(2, '0')}T08:00:00Z`)];
};

vi.mock('./videoClient.ts', () => ({
  videoClient: () => ({
    subscriptions: {
      list: async (params: Record<string, unknown>, options: unknown) => {
        requests.push({ group: 'subscriptions', params, options });
        return { items: FOLLOWED.map((channelId) => ({ snippet: { resourceId: { channelId } } })) };
      },
    },
    activities: {
      list: async (params: Record<string, unknown>, options: unknown) => {
        requests.push({ group: 'activities', params, options });
        if (params.channelId === 'UC3') throw new Error('UC3 is down');
        return { items: activitiesOf(params.channelId as string) };
      },
    },
  }),
}));
vi.mock('./videoFacts.ts', () => ({ want: (ids: string[]) => wanted.push(ids) }));

const { followedUploads, newestUploads, UPLOAD_CHANNELS } = await import('./followedUploads.ts');
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('newest uploads of the followed channels', () => {
  it('are the uploads only, newest first, each video once, at most the limit', () => {
    const feeds = [
      [upload('a', 'UC1', '2026-11-01T00:00:00Z'), like('x', 'UC1', '2026-11-30T00:00:00Z')],
      [upload('b', 'UC2', '2026-11-03T00:00:00Z'), upload('a', 'UC2', '2026-11-01T00:00:00Z'), upload('c', 'UC2', '2026-11-02T00:00:00Z')],
      [{ snippet: { type: 'upload' } } as Activity],
    ];
    expect(newestUploads(feeds).map((a) => a.contentDetails?.upload?.videoId)).toEqual(['b', 'c', 'a']);
    expect(newestUploads(feeds, 2)).toHaveLength(2);
  });

  it('cost one subscriptions call and one activities call for each of the six most active channels, and one facts call', async () => {
    const list = followedUploads();
    await settle();
    expect(requests[0]).toMatchObject({ group: 'subscriptions', params: { mine: true, order: 'unread' }, options: { cache: undefined } });
    const asked = requests.filter((r) => r.group === 'activities');
    expect(UPLOAD_CHANNELS).toBe(6);
    expect(asked.map((r) => r.params.channelId)).toEqual(FOLLOWED.slice(0, 6));
    expect(asked.every((r) => r.params.maxResults === 20)).toBe(true);
    // A channel that failed loses only its own cards.
    expect(list.items.value.map((a) => a.contentDetails?.upload?.videoId)).toEqual(['v6', 'v5', 'v4', 'v2', 'v1']);
    expect(list.error.value).toBeUndefined();
    expect(list.hasMore.value).toBe(false);
    // Once the page is on screen (src/state/factsLater.ts).
    await vi.waitFor(() => expect(wanted).toEqual([['v6', 'v5', 'v4', 'v2', 'v1']]));
  });

  it('a fresh reload asks past the cache', async () => {
    requests.length = 0;
    const list = followedUploads();
    await settle();
    list.reload({ fresh: true });
    await settle();
    expect(requests.slice(-7).map((r) => r.options)).toEqual(Array(7).fill({ cache: 'reload' }));
  });
});
