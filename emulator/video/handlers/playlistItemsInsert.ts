import { requireWriter } from '../access.ts';
import { at, partOf } from '../body.ts';
import { errors } from '../errors.ts';
import type { InsertMethod } from '../method.ts';
import { QUOTA_COST } from '../quota.ts';
import { playlistItemResource } from '../resources/playlistItem.ts';
import { canSeeVideo } from '../resources/view.ts';
import { hiddenFrom, itemsKeptByService } from './playlistRules.ts';

/** The real service's cap on a playlist's length. */
export const MAX_PLAYLIST_ITEMS = 5000;
const MAX_NOTE = 280;

/**
 * POST /playlistItems?part=snippet with snippet {playlistId, resourceId {kind: <prefix>#video,
 * videoId}, position} (position 0 is the start: docs/reference/facts.md, Data API: inserts). An
 * item inserted at a position shifts the later ones down; without a position it is appended.
 */
export const playlistItemsInsert: InsertMethod = {
  id: 'playlistItems.insert',
  resource: 'playlistItem',
  cost: QUOTA_COST.insert,
  insert({ caller, parts, store, view, now, prefix }, body) {
    const user = requireWriter(caller, 'adding to a playlist');
    const snippet = partOf(body, parts, 'snippet');
    const playlistId = at(snippet, 'playlistId');
    if (typeof playlistId !== 'string' || playlistId === '') throw errors.playlistIdRequired();
    const playlist = store.playlists.get(playlistId);
    if (!playlist || hiddenFrom(view, playlist)) throw errors.playlistNotFound(playlistId);
    if (playlist.channelId !== user.channelId) throw errors.playlistItemsOwnerOnly('add items to');
    if (itemsKeptByService(playlist)) throw errors.playlistOperationUnsupported('add');

    const kind = at(snippet, 'resourceId.kind');
    const videoId = at(snippet, 'resourceId.videoId');
    // The kind is part of the resource id (docs/reference/facts.md, Data API: inserts): left out, it
    // names no type at all, and the service refuses it as it refuses a type it does not take.
    if (kind !== `${prefix}#video`) throw errors.invalidResourceType(`${prefix}#video`);
    if (typeof videoId !== 'string' || videoId === '') throw errors.required('snippet.resourceId.videoId');
    const video = store.videos.get(videoId);
    if (!video || !canSeeVideo(view, video)) throw errors.videoNotFound(videoId);

    const position = at(snippet, 'position');
    if (position !== undefined && (typeof position !== 'number' || !Number.isInteger(position) || position < 0 || position > playlist.items.length)) {
      throw errors.invalidPlaylistItemPosition(playlist.items.length);
    }
    if (playlist.items.length >= MAX_PLAYLIST_ITEMS) throw errors.playlistContainsMaximumNumberOfVideos();
    const note = at(partOf(body, parts, 'contentDetails'), 'note');
    if (note !== undefined && (typeof note !== 'string' || [...note].length > MAX_NOTE)) throw errors.invalidValue('contentDetails.note', `expected text of at most ${MAX_NOTE} characters.`);

    const item = store.insertPlaylistItem(playlist, videoId, position as number | undefined, now, note as string | undefined);
    return playlistItemResource(view, playlist, item, playlist.items.indexOf(item));
  },
};
