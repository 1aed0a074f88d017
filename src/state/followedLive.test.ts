import { describe, expect, it, vi } from 'vitest';
import type { Video } from '../api/video/index.ts';

const requests: { group: string; params: Record<string, unknown> }[] = [];
const wanted: string[][] = [];

const video = (id: string, content: 'live' | 'upcoming' | 'none' | 'completed', times: { actualStartTime?: string; scheduledStartTime?: string } = {}): Video => ({ id, snippet: { title: id, liveBroadcastContent: content }, liveStreamingDetails: times });

/** Twenty followed channels: the app looks into the fifteen most active. */
const FOLLOWED = Array.from({ length: 20 }, (_, i) => `UC${i}`);
const VIDEOS: Record<string, Video> = {
  'UC0-0': video('UC0-0', 'upcoming', { scheduledStartTime: '2026-12-02T20:00:00Z' }),
  'UC1-0': video('UC1-0', 'live', { actualStartTime: '2026-11-24T10:00:00Z' }),
  'UC2-1': video('UC2-1', 'upcoming', { scheduledStartTime: '2026-11-25T20:00:00Z' }),
  'UC3-2': video('UC3-2', 'live', { actualStartTime: '2026-11-24T12:00:00Z' }),
  'UC4-0': video('UC4-0', 'completed'),
};

vi.mock('./videoClient.ts', () => ({
  videoClient: () => ({
    subscriptions: {
      list: async (params: Record<string, unknown>) => {
        requests.push({ group: 'subscriptions', params });
        return { items: FOLLOWED.slice(0, params.maxResults as number).map((channelId) => ({ snippet: { resourceId: { channelId } } })) };
      },
    },
    channels: {
      list: async (params: Record<string, unknown>) => {
        requests.push({ group: 'channels', params });
        return { items: (params.id as string[]).map((id) => ({ id, contentDetails: { relatedPlaylists: { uploads: `UU-${id}` } } })) };
      },
    },
    playlistItems: {
      list: async (params: Record<string, unknown>) => {
        requests.push({ group: 'playlistItems', params });
        const channel = (params.playlistId as string).slice(3);
        return { items: Array.from({ length: params.maxResults as number }, (_, i) => ({ contentDetails: { videoId: `${channel}-${i}` } })) };
      },
    },
    videos: {
      list: async (params: Record<string, unknown>) => {
        requests.push({ group: 'videos', params });
        return { items: (params.id as string[]).map((id) => VIDEOS[id] ?? video(id, 'none')) };
      },
    },
  }),
}));
vi.mock('./videoFacts.ts', () => ({ want: (ids: string[]) => wanted.push(ids) }));

const { followedLive, liveThenUpcoming, LIVE_CHANNELS } = await import('./followedLive.ts');
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('live and upcoming from the followed channels', () => {
  it('puts what is live first, the latest started first, then what is upcoming, the soonest first, and nothing else', () => {
    const order = liveThenUpcoming([VIDEOS['UC0-0']!, VIDEOS['UC1-0']!, video('x', 'none'), VIDEOS['UC2-1']!, VIDEOS['UC3-2']!, VIDEOS['UC4-0']!, VIDEOS['UC1-0']!]);
    expect(order.map((v) => v.id)).toEqual(['UC3-2', 'UC1-0', 'UC2-1', 'UC0-0']);
  });

  it('costs 18 units: the followed channels, their uploads playlists, three uploads of each of fifteen, and one videos call', async () => {
    const list = followedLive();
    await settle();
    const groups = requests.map((r) => r.group);
    expect(LIVE_CHANNELS).toBe(15);
    expect(groups).toEqual(['subscriptions', 'channels', ...Array(15).fill('playlistItems'), 'videos']);
    expect(requests[1]!.params).toMatchObject({ part: ['contentDetails'], id: FOLLOWED.slice(0, 15), maxResults: 15 });
    expect(requests.filter((r) => r.group === 'playlistItems').every((r) => r.params.maxResults === 3)).toBe(true);
    const ids = requests.at(-1)!.params.id as string[];
    expect(ids).toHaveLength(45); // one call: at most 50 ids
    expect(requests.at(-1)!.params.part).toEqual(['snippet', 'liveStreamingDetails']);
    expect(list.items.value.map((v) => v.id)).toEqual(['UC3-2', 'UC1-0', 'UC2-1', 'UC0-0']);
    // The cards carry their LIVE / UPCOMING badge from this answer: no facts call of their own.
    expect(wanted).toEqual([]);
  });
});
