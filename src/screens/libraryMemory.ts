import type { Playlist } from '../api/video/index.ts';
import type { PagedList } from '../state/pagedList.ts';
import type { RouteMemory } from '../state/routeMemory.ts';

/** The key under which Library keeps its list of the viewer's playlists (useScreen.ts `kept`). */
export const LIBRARY_PLAYLISTS = 'playlists';

/** The focus key of a playlist's card on Library (channelCards.ts `playlistCard`). */
export const playlistCardKey = (playlistId: string | undefined) => `playlist-${playlistId}`;

/** Library's first card, before the playlists: what an empty shelf still offers. */
export const CREATE_PLAYLIST_KEY = 'create-playlist';

/**
 * Where focus goes on Library once a playlist is deleted: the card that takes its place (the next
 * one), or the one before when it was the last, or "Create playlist" when it was the only one.
 * Without it, Back looked for the deleted card, found nothing, and focus fell to the next shelf.
 */
export function cardKeyAfterDeleting(memory: RouteMemory, playlistId: string): string {
  const list = memory.values.get(LIBRARY_PLAYLISTS) as PagedList<Playlist> | undefined;
  const playlists = list?.items.peek() ?? [];
  const at = playlists.findIndex((p) => p?.id === playlistId);
  const neighbour = at < 0 ? undefined : (playlists[at + 1] ?? playlists[at - 1]);
  return neighbour ? playlistCardKey(neighbour.id) : CREATE_PLAYLIST_KEY;
}
