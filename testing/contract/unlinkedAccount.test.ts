import { describe, expect, it } from 'vitest';
import { expectApiError } from './expectError.ts';
import { harnessForFile } from './harness.ts';

/** acct-margaret signs in but has no channel (an "unlinked" account: emulator/seed/accounts.ts). */
const h = harnessForFile();
const margaret = () => h.client('acct-margaret');

describe('an account without a channel', () => {
  it('liveBroadcasts.list: 401 NoLinkedVideoAccount (NoLinkedYouTubeAccount on the real service), domain video.header', async () => {
    const error = await expectApiError(margaret().liveBroadcasts.list({ part: ['id'], mine: true }), { status: 401, reason: 'NoLinkedVideoAccount', domain: 'video.header' });
    expect(error.message).toBe('The account that authorized the request has no linked channel.');
    const raw = await fetch(`${h.apiBase}/liveBroadcasts?part=id&broadcastStatus=active`, { headers: { Authorization: 'Bearer test-acct-margaret' } });
    expect(raw.status).toBe(401);
    expect(await raw.json()).toEqual({
      error: {
        code: 401,
        message: 'The account that authorized the request has no linked channel.',
        errors: [{ message: 'The account that authorized the request has no linked channel.', domain: 'video.header', reason: 'NoLinkedVideoAccount', location: 'Authorization', locationType: 'header' }],
      },
    });
  });

  it('the data API methods say videoSignupRequired (youtubeSignupRequired on the real service), message Unauthorized', async () => {
    const error = await expectApiError(margaret().activities.list({ part: ['id'], mine: true }), { status: 401, reason: 'videoSignupRequired', domain: 'video.header' });
    expect(error.message).toBe('Unauthorized');
  });

  it('the same wherever its channel is needed: its activity, its playlists, a subscription', async () => {
    await expectApiError(margaret().activities.list({ part: ['id'], mine: true }), { status: 401, reason: 'videoSignupRequired' });
    await expectApiError(margaret().playlists.list({ part: ['id'], mine: true }), { status: 401, reason: 'videoSignupRequired' });
    await expectApiError(margaret().subscriptions.insert({ requestBody: { snippet: { resourceId: { channelId: 'UCgrace00000000000000002' } } } }), { status: 401, reason: 'videoSignupRequired' });
  });

  it('channels mine=true is an empty list, and public data reads as with a key', async () => {
    const mine = await margaret().channels.list({ part: ['id'], mine: true });
    expect(mine.items).toEqual([]);
    expect(mine.pageInfo!.totalResults).toBe(0);
    const grace = await margaret().channels.list({ part: ['snippet'], id: 'UCgrace00000000000000002' });
    expect(grace.items![0]!.snippet!.title).toBe('Grace Hopper');
  });

  it('is on the phone\'s list of accounts, and no channel of the seed is hers', async () => {
    expect(await (await fetch(`${h.base}/account`)).text()).toContain('Margaret Hamilton');
    expect(h.emulator.ctx.accounts.map((a) => a.id)).not.toContain('acct-margaret');
    expect(h.emulator.videoStore.channels.size).toBe(60);
  });

  it('with the kind prefix of the real service, the reason is the real one', async () => {
    const { startHarness } = await import('./harness.ts');
    const real = await startHarness({ kindPrefix: 'youtube' });
    real.emulator.ctx.auth.addStaticToken('m', 'acct-margaret', ['https://scopes.tenfoot.emulator/auth/video']);
    const res = await fetch(`${real.apiBase}/playlists?part=id&mine=true`, { headers: { Authorization: 'Bearer m' } });
    expect(await res.json()).toMatchObject({ error: { errors: [{ reason: 'youtubeSignupRequired', domain: 'youtube.header' }] } });
    const live = await fetch(`${real.apiBase}/liveBroadcasts?part=id&mine=true`, { headers: { Authorization: 'Bearer m' } });
    expect(await live.json()).toMatchObject({ error: { errors: [{ reason: 'NoLinkedYouTubeAccount', domain: 'youtube.header' }] } });
    await real.close();
  });
});
