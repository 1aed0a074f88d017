import { describe, expect, it } from 'vitest';
import { expectApiError } from './expectError.ts';
import { harnessForFile } from './harness.ts';

const h = harnessForFile();

describe('liveBroadcasts.list', () => {
  it('mine: the user’s broadcasts in several states (events by default)', async () => {
    const res = await h.client().liveBroadcasts.list({ part: ['id', 'snippet', 'status', 'statistics'], mine: true, maxResults: 50 });
    expect(res.kind).toBe('video#liveBroadcastListResponse');
    const states = new Set(res.items!.map((b) => b.status!.lifeCycleStatus));
    for (const state of ['live', 'ready', 'created', 'testing', 'complete']) expect(states).toContain(state);
    expect(res.items!.every((b) => b.snippet!.channelId === 'UCada0000000000000000001' && b.snippet!.isDefaultBroadcast === false)).toBe(true);
    const live = res.items!.find((b) => b.status!.lifeCycleStatus === 'live')!;
    expect(Number(live.statistics!.concurrentViewers)).toBeGreaterThan(0);
    expect(live.snippet!.actualStartTime).toBeTruthy();
    expect(live.snippet!.thumbnails!.default).toMatchObject({ width: 120, height: 90 });
  });

  it('filters by status and shows the persistent broadcast only when asked', async () => {
    const client = h.client();
    const upcoming = await client.liveBroadcasts.list({ part: ['status'], mine: true, broadcastStatus: 'upcoming', maxResults: 50 });
    expect(upcoming.items!.every((b) => ['created', 'ready', 'testing'].includes(b.status!.lifeCycleStatus!))).toBe(true);
    const persistent = await client.liveBroadcasts.list({ part: ['snippet'], mine: true, broadcastType: 'persistent' });
    expect(persistent.items!.map((b) => b.snippet!.isDefaultBroadcast)).toEqual([true]);
  });

  it('needs the user’s token', async () => {
    await expectApiError(h.anonymousClient().liveBroadcasts.list({ part: ['id'], mine: true }), { status: 401 });
  });
});
