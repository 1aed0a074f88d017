import { at } from '../body.ts';
import { errors } from '../errors.ts';
import type { PlaylistRecord, PrivacyStatus } from '../model.ts';
import { canSee, type View } from '../resources/view.ts';

/** The real service's limits on a playlist's title and description, in characters. */
const MAX_TITLE = 150;
const MAX_DESCRIPTION = 5000;
const PRIVACY: readonly PrivacyStatus[] = ['public', 'unlisted', 'private'];

/**
 * A playlist snippet as playlists.insert and playlists.update take it: a title, and a description
 * that is empty when left out (update replaces the whole snippet, so leaving it out clears it).
 */
export function readPlaylistSnippet(snippet: unknown): { title: string; description: string } {
  const title = at(snippet, 'title');
  const description = at(snippet, 'description') ?? '';
  if (typeof title !== 'string' || title.trim() === '') throw errors.playlistTitleRequired();
  if ([...title].length > MAX_TITLE) throw errors.invalidPlaylistSnippet(`The playlist title is longer than ${MAX_TITLE} characters.`);
  if (typeof description !== 'string') throw errors.invalidValue('snippet.description', 'expected a string.');
  if ([...description].length > MAX_DESCRIPTION) throw errors.invalidPlaylistSnippet(`The playlist description is longer than ${MAX_DESCRIPTION} characters.`);
  return { title, description };
}

/** status.privacyStatus; public when left out (docs/reference/facts.md, Data API: inserts). */
export function readPrivacy(status: unknown): PrivacyStatus {
  const privacy = at(status, 'privacyStatus') ?? 'public';
  if (!PRIVACY.includes(privacy as PrivacyStatus)) throw errors.invalidValue('status.privacyStatus', `expected one of ${PRIVACY.join(', ')}.`);
  return privacy as PrivacyStatus;
}

/** Someone else's private playlist does not exist for the caller: writes answer 404 as reads do. */
export function hiddenFrom(view: View, playlist: PlaylistRecord): boolean {
  return !canSee(view, playlist.privacyStatus, playlist.channelId);
}

/** Uploads follow the channel's videos and history the viewer's watching: no one adds or removes their items. */
export function itemsKeptByService(playlist: PlaylistRecord): boolean {
  return playlist.system === 'uploads' || playlist.system === 'watchHistory';
}

/**
 * The caller's own user-created playlist with this id, or the error playlists.update and
 * playlists.delete give (docs/reference/facts.md, Data API: updates and deletes): 404 for one the
 * caller cannot see, 403 for someone else's, 400 for the ones the service keeps itself (uploads,
 * likes, history...).
 */
export function ownUserPlaylist(view: View, channelId: string, id: string, action: 'update' | 'delete'): PlaylistRecord {
  const playlist = view.store.playlists.get(id);
  if (!playlist || hiddenFrom(view, playlist)) throw errors.playlistNotFound(id, 'playlist');
  if (playlist.channelId !== channelId) throw errors.playlistForbidden(action);
  if (playlist.system) throw errors.playlistOperationUnsupported(action);
  return playlist;
}
