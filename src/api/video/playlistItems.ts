import { getList, type VideoContext } from './context.ts';
import { insert, remove } from './contextWrites.ts';
import type { Paging, Parts, RequestOptions } from './params.ts';
import type { PlaylistItem, PlaylistItemListResponse } from '../../../wire/video/index.ts';

export type PlaylistItemPart = 'contentDetails' | 'id' | 'snippet' | 'status';

export interface PlaylistItemsListParams extends Paging {
  part: Parts<PlaylistItemPart>;
  /** Uploads, likes, favorites, watch history, watch later or a user-created playlist (docs/reference/facts.md, Data API: the requests). */
  playlistId: string;
  /** Only the items of this video. */
  videoId?: string;
}

/** Every cached page of playlist items: a delete names only the item, not its playlist. */
const ANY_PLAYLIST_ITEMS = 'playlistItems';

/** GET /playlistItems with the user's token: a private playlist (watch later, history) is its owner's alone. */
export function listPlaylistItems(ctx: VideoContext, params: PlaylistItemsListParams, options?: RequestOptions): Promise<PlaylistItemListResponse> {
  return getList(ctx, '/playlistItems', params, 'user', [`playlistItems:${params.playlistId}`, ANY_PLAYLIST_ITEMS], options);
}

/** The body of a playlistItems insert: position 0 is the start; no position appends (docs/reference/facts.md, Data API: inserts). */
export interface PlaylistItemInsertBody {
  snippet: {
    playlistId: string;
    /** kind defaults to the provider's video kind marker (`video#video`). */
    resourceId: { kind?: string; videoId: string };
    position?: number;
  };
  contentDetails?: { note?: string };
}

export interface PlaylistItemInsertParams {
  /** Defaults to the body's parts. */
  part?: Parts<PlaylistItemPart>;
  requestBody: PlaylistItemInsertBody;
}

/** POST /playlistItems?part=snippet (50 units). Invalidates that playlist's pages, the playlists (item counts) and the user's own activities. */
export function insertPlaylistItem(ctx: VideoContext, params: PlaylistItemInsertParams, options?: Pick<RequestOptions, 'signal'>): Promise<PlaylistItem> {
  const { snippet } = params.requestBody;
  const body: PlaylistItemInsertBody = { ...params.requestBody, snippet: { ...snippet, resourceId: { kind: `${ctx.kindPrefix}#video`, ...snippet.resourceId } } };
  return insert(ctx, '/playlistItems', body, params.part, [`playlistItems:${snippet.playlistId}`, 'playlists', 'activities:mine'], options);
}

/**
 * DELETE /playlistItems?id= (50 units): `id` is the playlist item's, not the video's; the later
 * items move up. The item id does not say which playlist it was in, so every cached playlist page
 * is asked again, and the playlists (item counts, thumbnails).
 */
export function deletePlaylistItem(ctx: VideoContext, params: { id: string }, options?: Pick<RequestOptions, 'signal'>): Promise<void> {
  return remove(ctx, '/playlistItems', params.id, [ANY_PLAYLIST_ITEMS, 'playlists'], options);
}
