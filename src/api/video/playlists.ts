import { getList, type VideoContext } from './context.ts';
import { insert, remove, update } from './contextWrites.ts';
import type { OneOrMany, Paging, Parts, PrivacyStatus, RequestOptions } from './params.ts';
import type { Playlist, PlaylistListResponse } from '../../../wire/video/index.ts';

export type PlaylistPart = 'contentDetails' | 'id' | 'localizations' | 'player' | 'snippet' | 'status';

interface PlaylistsListBase extends Paging {
  part: Parts<PlaylistPart>;
  hl?: string;
}

/**
 * mine: the user's own playlists, user-created only (token); channelId: a channel's public
 * playlists (key, no token) (docs/reference/facts.md, Data API: the requests); id: playlists by id
 * (token, so one's own private playlists are found too). Exactly one.
 */
export type PlaylistsListParams =
  | (PlaylistsListBase & { mine: true; channelId?: never; id?: never })
  | (PlaylistsListBase & { channelId: string; mine?: never; id?: never })
  | (PlaylistsListBase & { id: OneOrMany<string>; mine?: never; channelId?: never });

export function listPlaylists(ctx: VideoContext, params: PlaylistsListParams, options?: RequestOptions): Promise<PlaylistListResponse> {
  return getList(ctx, '/playlists', params, params.channelId !== undefined ? 'key' : 'user', ['playlists'], options);
}

export interface PlaylistInsertBody {
  snippet: { title: string; description?: string; defaultLanguage?: string; tags?: string[] };
  /** Without it the playlist is public (docs/reference/facts.md, Data API: inserts). */
  status?: { privacyStatus: PrivacyStatus };
}

export interface PlaylistInsertParams {
  part?: Parts<PlaylistPart>;
  requestBody: PlaylistInsertBody;
}

/** POST /playlists?part=snippet (50 units). */
export function insertPlaylist(ctx: VideoContext, params: PlaylistInsertParams, options?: Pick<RequestOptions, 'signal'>): Promise<Playlist> {
  return insert(ctx, '/playlists', params.requestBody, params.part, ['playlists'], options);
}

/**
 * The body of a playlists update. The service replaces each part sent whole: a snippet without
 * `description` clears the description, so send every field of a part, changed or not.
 */
export interface PlaylistUpdateBody {
  id: string;
  snippet: { title: string; description?: string; defaultLanguage?: string };
  status?: { privacyStatus: PrivacyStatus };
}

export interface PlaylistUpdateParams {
  /** Defaults to the body's parts (snippet, and status when sent). */
  part?: Parts<PlaylistPart>;
  requestBody: PlaylistUpdateBody;
}

/** PUT /playlists?part=snippet (50 units): answers the updated playlist. Invalidates the playlists. */
export function updatePlaylist(ctx: VideoContext, params: PlaylistUpdateParams, options?: Pick<RequestOptions, 'signal'>): Promise<Playlist> {
  return update(ctx, '/playlists', params.requestBody, params.part, ['playlists'], options);
}

/**
 * DELETE /playlists?id= (50 units): the playlist and its items. Invalidates the playlists and its
 * pages. Cached searches are left: the real search index lags writes too, and a search costs 100.
 */
export function deletePlaylist(ctx: VideoContext, params: { id: string }, options?: Pick<RequestOptions, 'signal'>): Promise<void> {
  return remove(ctx, '/playlists', params.id, ['playlists', `playlistItems:${params.id}`], options);
}
