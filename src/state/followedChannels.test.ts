import { describe, expect, it, vi } from 'vitest';

const asked: Record<string, unknown>[] = [];
vi.mock('./videoClient.ts', () => ({
  videoClient: () => ({
    subscriptions: {
      list: async (params: Record<string, unknown>) => {
        asked.push(params);
        // The last names no channel: left out.
        const items: { snippet: { resourceId?: { channelId: string } } }[] = ['UC1', 'UC2', 'UC3'].map((channelId) => ({ snippet: { resourceId: { channelId } } }));
        return { items: [...items, { snippet: {} }] };
      },
    },
  }),
}));

const { activeFollowedChannels, askEach, FOLLOWED_LOOKED_AT } = await import('./followedChannels.ts');

describe('the followed channels a section looks into', () => {
  it('are asked once, most recently active first, with the same parameters whatever the section takes', async () => {
    expect(await activeFollowedChannels(2)).toEqual(['UC1', 'UC2']);
    expect(await activeFollowedChannels(15)).toEqual(['UC1', 'UC2', 'UC3']);
    expect(asked).toEqual([
      { part: ['snippet'], mine: true, order: 'unread', maxResults: FOLLOWED_LOOKED_AT },
      { part: ['snippet'], mine: true, order: 'unread', maxResults: FOLLOWED_LOOKED_AT },
    ]);
  });
});

describe('asking each channel', () => {
  it('keeps the answers of the channels that answered', async () => {
    const answers = await askEach(['a', 'b', 'c'], async (id) => {
      if (id === 'b') throw new Error('b failed');
      return id.toUpperCase();
    });
    expect(answers).toEqual(['A', 'C']);
  });

  it('fails only when every channel failed, with the first failure', async () => {
    await expect(askEach(['a', 'b'], async (id) => Promise.reject(new Error(`${id} failed`)))).rejects.toThrow('a failed');
  });

  it('asks nothing of no channels', async () => {
    expect(await askEach([], async () => 1)).toEqual([]);
  });
});
