import { requireWriter } from '../access.ts';
import { errors } from '../errors.ts';
import type { UpdateMethod } from '../method.ts';
import { QUOTA_COST } from '../quota.ts';
import { playlistResource } from '../resources/playlist.ts';
import { ownUserPlaylist, readPlaylistSnippet, readPrivacy } from './playlistRules.ts';

/**
 * PUT /playlists?part=snippet[,status] with {id, snippet {title, description}, status
 * {privacyStatus}} (docs/reference/facts.md, Data API: updates and deletes): answers the playlist.
 * Each part named is replaced whole, as the real service does: a snippet without a description
 * clears it, a status without a privacy falls back to public as on insert. Parts not named stay.
 */
export const playlistsUpdate: UpdateMethod = {
  id: 'playlists.update',
  resource: 'playlist',
  cost: QUOTA_COST.update,
  update({ caller, parts, store, view }, body) {
    const user = requireWriter(caller, 'changing a playlist');
    if (typeof body.id !== 'string' || body.id === '') throw errors.required('id');
    const playlist = ownUserPlaylist(view, user.channelId, body.id, 'update');
    const snippet = parts.has('snippet') ? readPlaylistSnippet(body.snippet) : {};
    const status = parts.has('status') ? { privacyStatus: readPrivacy(body.status) } : {};
    store.updatePlaylist(playlist, { ...snippet, ...status });
    return playlistResource(view, playlist);
  },
};
