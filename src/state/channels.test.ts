import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/core.ts';

/** The viewer's side of the service, as each test sets it. */
const service = {
  insertSubscription: vi.fn(),
  listSubscriptions: vi.fn(),
  insertPlaylist: vi.fn(),
  listPlaylists: vi.fn(),
};

vi.mock('./videoClient.ts', () => ({
  videoClient: () => ({
    subscriptions: { insert: service.insertSubscription, list: service.listSubscriptions },
    playlists: { insert: service.insertPlaylist, list: service.listPlaylists },
  }),
}));
vi.mock('./writes.ts', () => ({ noteWrite: () => undefined }));

const { createPlaylist, subscribeTo } = await import('./channels.ts');
const { forgetUncertainWrites } = await import('./writeOnce.ts');

const lost = () => new ApiError({ code: 'network', message: 'connection reset', status: 0 });
const fields = { title: 'Sofa picks', description: '', privacy: 'private' as const };

afterEach(() => {
  forgetUncertainWrites();
  for (const fn of Object.values(service)) fn.mockReset();
});

describe('subscribing', () => {
  it('takes a subscriptionDuplicate refusal as done, with the existing subscription’s id', async () => {
    service.insertSubscription.mockRejectedValue(new ApiError({ code: 'http', message: 'dup', status: 400, reason: 'subscriptionDuplicate' }));
    service.listSubscriptions.mockResolvedValue({ items: [{ id: 'sub-1' }] });
    await expect(subscribeTo('UCgrace')).resolves.toBe('sub-1');
    expect(service.listSubscriptions).toHaveBeenCalledWith({ part: ['id'], mine: true, forChannelId: 'UCgrace' }, { cache: 'reload' });
  });

  it('passes any other refusal on', async () => {
    service.insertSubscription.mockRejectedValue(new ApiError({ code: 'http', message: 'own', status: 403, reason: 'subscriptionForbidden' }));
    await expect(subscribeTo('UCmine')).rejects.toMatchObject({ reason: 'subscriptionForbidden' });
    expect(service.listSubscriptions).not.toHaveBeenCalled();
  });
});

describe('creating a playlist after a lost reply', () => {
  it('finds the lost try’s playlist on a later page of the viewer’s playlists, and makes no second', async () => {
    service.insertPlaylist.mockRejectedValueOnce(lost());
    await expect(createPlaylist(fields)).rejects.toThrow();
    const made = { id: 'PLnew', snippet: { title: 'Sofa picks', publishedAt: new Date().toISOString() } };
    const old = { id: 'PLold', snippet: { title: 'Sofa picks', publishedAt: '2020-01-01T00:00:00Z' } };
    service.listPlaylists.mockImplementation(async (params: { pageToken?: string }) =>
      params.pageToken === 'p2' ? { items: [made] } : { items: [old, ...Array.from({ length: 49 }, (_, i) => ({ id: `PL${i}`, snippet: { title: `Other ${i}` } }))], nextPageToken: 'p2' },
    );
    await expect(createPlaylist(fields)).resolves.toBe(made);
    expect(service.insertPlaylist).toHaveBeenCalledTimes(1);
    expect(service.listPlaylists).toHaveBeenCalledTimes(2);
  });

  it('writes again when no page holds it (an old playlist of the same name does not count)', async () => {
    service.insertPlaylist.mockRejectedValueOnce(lost()).mockResolvedValue({ id: 'PLsecond' });
    await expect(createPlaylist(fields)).rejects.toThrow();
    service.listPlaylists.mockResolvedValue({ items: [{ id: 'PLold', snippet: { title: 'Sofa picks', publishedAt: '2020-01-01T00:00:00Z' } }] });
    await expect(createPlaylist(fields)).resolves.toEqual({ id: 'PLsecond' });
    expect(service.insertPlaylist).toHaveBeenCalledTimes(2);
  });
});
