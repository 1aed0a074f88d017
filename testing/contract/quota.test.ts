import { describe, expect, it } from 'vitest';
import { expectApiError } from './expectError.ts';
import { harnessForFile } from './harness.ts';

const h = harnessForFile({ quota: 260 });

describe('quota (EMULATOR_QUOTA)', () => {
  it('charges list 1, search 100, insert 50, refused requests 1, and counts requests by endpoint', async () => {
    const client = h.client();
    await h.resetStats();
    await client.channels.list({ part: ['id'], mine: true });
    await client.search.list({ part: ['id'], q: 'x', type: 'video' });
    await client.playlists.insert({ requestBody: { snippet: { title: 'Quota test' } } });
    await expectApiError(client.playlistItems.list({ part: ['id'], playlistId: 'PLnope' }), { status: 404 });
    await expectApiError(client.playlistItems.list({ part: ['id'], playlistId: 'PL', maxResults: 99 }), { status: 400 });
    // No credentials: no project to charge.
    expect((await fetch(`${h.apiBase}/channels?part=id&id=UC1`)).status).toBe(403);
    const stats = await h.stats();
    expect(stats.quotaUsed).toBe(1 + 100 + 50 + 1 + 1);
    expect(stats.requests).toEqual({ 'GET /video/v3/channels': 2, 'GET /video/v3/search': 1, 'POST /video/v3/playlists': 1, 'GET /video/v3/playlistItems': 2 });
    expect(stats.totalRequests).toBe(6);
  });

  it('refuses a call past the daily budget with 403 quotaExceeded, charging nothing, until the next day', async () => {
    const client = h.client();
    // 153 used: another search reaches 253, a third would be 353 > 260.
    await client.search.list({ part: ['id'], q: 'y', type: 'video' });
    await expectApiError(client.search.list({ part: ['id'], q: 'z', type: 'video' }), { status: 403, reason: 'quotaExceeded', domain: 'video.quota' });
    expect((await h.stats()).quotaUsed).toBe(253);
    expect((await client.channels.list({ part: ['id'], mine: true })).items).toHaveLength(1);
    // Midnight Pacific time: a fresh budget.
    h.emulator.ctx.clock.advance(24 * 3_600_000);
    expect((await client.search.list({ part: ['id'], q: 'z', type: 'video' })).kind).toBe('video#searchListResponse');
    expect((await h.stats()).quotaUsed).toBe(100);
  });
});
