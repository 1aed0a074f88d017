import { requireWriter } from '../access.ts';
import { at, partOf } from '../body.ts';
import { errors } from '../errors.ts';
import type { InsertMethod } from '../method.ts';
import type { PrivacyStatus } from '../model.ts';
import { QUOTA_COST } from '../quota.ts';
import { playlistResource } from '../resources/playlist.ts';

/** The real service's limits on a playlist's title and description, in characters. */
const MAX_TITLE = 150;
const MAX_DESCRIPTION = 5000;
const PRIVACY: readonly PrivacyStatus[] = ['public', 'unlisted', 'private'];

/**
 * POST /playlists?part=snippet with snippet {title, description}: a new public playlist
 * (docs/reference/facts.md, Data API: inserts). With part=snippet,status a status.privacyStatus
 * chooses another privacy.
 */
export const playlistsInsert: InsertMethod = {
  id: 'playlists.insert',
  resource: 'playlist',
  cost: QUOTA_COST.insert,
  insert({ caller, parts, store, view, now }, body) {
    const user = requireWriter(caller, 'creating a playlist');
    const snippet = partOf(body, parts, 'snippet');
    const title = at(snippet, 'title');
    const description = at(snippet, 'description') ?? '';
    if (typeof title !== 'string' || title.trim() === '') throw errors.playlistTitleRequired();
    if ([...title].length > MAX_TITLE) throw errors.invalidPlaylistSnippet(`The playlist title is longer than ${MAX_TITLE} characters.`);
    if (typeof description !== 'string') throw errors.invalidValue('snippet.description', 'expected a string.');
    if ([...description].length > MAX_DESCRIPTION) throw errors.invalidPlaylistSnippet(`The playlist description is longer than ${MAX_DESCRIPTION} characters.`);
    const privacy = at(partOf(body, parts, 'status'), 'privacyStatus') ?? 'public';
    if (!PRIVACY.includes(privacy as PrivacyStatus)) throw errors.invalidValue('status.privacyStatus', `expected one of ${PRIVACY.join(', ')}.`);
    const playlist = store.addPlaylist({ channelId: user.channelId, title, description, privacyStatus: privacy as PrivacyStatus }, now);
    return playlistResource(view, playlist);
  },
};
