import { requireCredentials } from '../access.ts';
import { errors } from '../errors.ts';
import { chooseFilter } from '../filters.ts';
import type { ListMethod } from '../method.ts';
import type { PlaylistItemRecord, PlaylistRecord } from '../model.ts';
import { QUOTA_COST } from '../quota.ts';
import { playlistItemResource } from '../resources/playlistItem.ts';
import { ownsChannel } from '../resources/view.ts';

interface Positioned {
  playlist: PlaylistRecord;
  item: PlaylistItemRecord;
  position: number;
}

/**
 * GET /playlistItems?playlistId (docs/reference/facts.md, Data API: the requests): uploads, likes,
 * favorites, watch history, watch later or user-created. Private playlists are the owner's alone:
 * someone else's private playlist does not exist for the caller (404), someone else's history or
 * watch later is 403.
 */
export const playlistItemsList: ListMethod<Positioned> = {
  id: 'playlistItems.list',
  resource: 'playlistItem',
  cost: QUOTA_COST.list,
  listKind: 'playlistItemListResponse',
  list({ params, caller, store, view }) {
    chooseFilter(params, 'playlistItems.list', ['id', 'playlistId'], ['playlistId'] as const);
    const id = params.string('playlistId')!;
    requireCredentials(caller);
    const playlist = store.playlists.get(id);
    if (!playlist) throw errors.playlistNotFound(id);
    const owner = ownsChannel(view, playlist.channelId);
    if (playlist.privacyStatus === 'private' && !owner) {
      if (playlist.system) throw errors.playlistItemsNotAccessible();
      throw errors.playlistNotFound(id);
    }
    let items = playlist.items.map((item, position) => ({ playlist, item, position }));
    // Others see only the public uploads of a channel.
    if (playlist.system === 'uploads' && !owner) items = items.filter(({ item }) => store.videos.get(item.videoId)?.privacyStatus === 'public');
    const videoId = params.string('videoId');
    if (videoId !== undefined) items = items.filter(({ item }) => item.videoId === videoId);
    return { items, keyOf: (p) => p.item.id, render: (v, p) => playlistItemResource(v, p.playlist, p.item, p.position) };
  },
};
