import { requireWriter } from '../access.ts';
import { errors } from '../errors.ts';
import type { DeleteMethod } from '../method.ts';
import { QUOTA_COST } from '../quota.ts';
import { hiddenFrom, itemsKeptByService } from './playlistRules.ts';

/**
 * DELETE /playlistItems?id=... (docs/reference/facts.md, Data API: updates and deletes): 204 with
 * no body; the later items move up one position. 404 playlistItemNotFound for an item the caller
 * cannot see; 403 playlistItemsNotAccessible when the playlist is someone else's; 400
 * playlistOperationUnsupported for uploads and watch history, as on insert. 50 quota units.
 */
export const playlistItemsDelete: DeleteMethod = {
  id: 'playlistItems.delete',
  resource: 'playlistItem',
  cost: QUOTA_COST.delete,
  remove({ caller, params, store, view }) {
    const user = requireWriter(caller, 'removing from a playlist');
    const found = store.playlistItemById(params.string('id')!);
    if (!found || hiddenFrom(view, found.playlist)) throw errors.playlistItemNotFound();
    if (found.playlist.channelId !== user.channelId) throw errors.playlistItemsOwnerOnly('remove items from');
    if (itemsKeptByService(found.playlist)) throw errors.playlistOperationUnsupported('remove');
    store.removePlaylistItem(found.playlist, found.item);
  },
};
