import { describe, expect, it } from 'vitest';
import { harnessForFile } from './harness.ts';

/** Inserts name what they add by resourceId {kind, id} (docs/reference/facts.md, Data API: inserts). */
const h = harnessForFile();
const insert = async (path: string, body: unknown) => {
  h.emulator.ctx.auth.addStaticToken('kinds-token', 'acct-ada', ['https://scopes.tenfoot.emulator/auth/video']);
  const res = await fetch(`${h.apiBase}${path}`, { method: 'POST', headers: { Authorization: 'Bearer kinds-token', 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as { error?: { errors: { reason: string }[] } } };
};

describe('video inserts need resourceId.kind', () => {
  it('playlistItems.insert without a kind is 400 invalidResourceType, as with a wrong one', async () => {
    const playlist = (await h.client().playlists.list({ part: ['id'], mine: true })).items![0]!.id!;
    const videoId = [...h.emulator.videoStore.videos.values()].find((v) => v.privacyStatus === 'public')!.id;
    for (const resourceId of [{ videoId }, { kind: 'video#channel', videoId }, { kind: null, videoId }, { kind: '', videoId }]) {
      const res = await insert('/playlistItems?part=snippet', { snippet: { playlistId: playlist, resourceId } });
      expect(res.status, JSON.stringify(resourceId)).toBe(400);
      expect(res.body.error!.errors[0]!.reason).toBe('invalidResourceType');
    }
    expect((await insert('/playlistItems?part=snippet', { snippet: { playlistId: playlist, resourceId: { kind: 'video#video', videoId } } })).status).toBe(200);
  });

  it('subscriptions.insert without a kind is 400 invalidValue, as with a wrong one', async () => {
    const res = await insert('/subscriptions?part=snippet', { snippet: { resourceId: { channelId: 'UCalan000000000000000003' } } });
    expect(res.status).toBe(400);
    expect(res.body.error!.errors[0]!.reason).toBe('invalidValue');
  });
});
