import { requireCredentials, requireUser } from '../access.ts';
import { errors } from '../errors.ts';
import { chooseFilter } from '../filters.ts';
import type { ListMethod } from '../method.ts';
import type { PlaylistRecord } from '../model.ts';
import { QUOTA_COST } from '../quota.ts';
import { playlistResource } from '../resources/playlist.ts';
import { ownsChannel } from '../resources/view.ts';

/**
 * GET /playlists (docs/reference/facts.md, Data API: the requests): mine=true lists the user's own
 * playlists, user-created only (never the system ones); channelId with key lists a channel's public
 * playlists without a token.
 */
export const playlistsList: ListMethod<PlaylistRecord> = {
  id: 'playlists.list',
  resource: 'playlist',
  cost: QUOTA_COST.list,
  listKind: 'playlistListResponse',
  list({ params, caller, store, view }) {
    const filter = chooseFilter(params, 'playlists.list', ['channelId', 'id', 'mine'], ['channelId', 'id', 'mine'] as const);
    let items: PlaylistRecord[];
    if (filter === 'mine') {
      const user = requireUser(caller, 'mine=true');
      items = store.userPlaylistsByChannel.get(user.channelId) ?? [];
    } else if (filter === 'channelId') {
      requireCredentials(caller);
      const channelId = params.string('channelId')!;
      if (!store.channels.has(channelId)) throw errors.channelNotFound(channelId);
      const all = store.userPlaylistsByChannel.get(channelId) ?? [];
      items = ownsChannel(view, channelId) ? all : all.filter((p) => p.privacyStatus === 'public');
    } else {
      requireCredentials(caller);
      items = [...new Set(params.list('id')!)]
        .map((id) => store.playlists.get(id))
        .filter((p): p is PlaylistRecord => p !== undefined && (p.privacyStatus !== 'private' || ownsChannel(view, p.channelId)));
    }
    return { items, keyOf: (p) => p.id, render: playlistResource };
  },
};
