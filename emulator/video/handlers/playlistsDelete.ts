import { requireWriter } from '../access.ts';
import type { DeleteMethod } from '../method.ts';
import { QUOTA_COST } from '../quota.ts';
import { ownUserPlaylist } from './playlistRules.ts';

/**
 * DELETE /playlists?id=... (docs/reference/facts.md, Data API: updates and deletes): 204 with no
 * body; its items go with it. 404 playlistNotFound, 403 playlistForbidden for someone else's, 400
 * playlistOperationUnsupported for the service's own playlists. 50 quota units.
 */
export const playlistsDelete: DeleteMethod = {
  id: 'playlists.delete',
  resource: 'playlist',
  cost: QUOTA_COST.delete,
  remove({ caller, params, store, view }) {
    const user = requireWriter(caller, 'deleting a playlist');
    store.removePlaylist(ownUserPlaylist(view, user.channelId, params.string('id')!, 'delete'));
  },
};
