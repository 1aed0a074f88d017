import { requireWriter } from '../access.ts';
import { partOf } from '../body.ts';
import type { InsertMethod } from '../method.ts';
import { QUOTA_COST } from '../quota.ts';
import { playlistResource } from '../resources/playlist.ts';
import { readPlaylistSnippet, readPrivacy } from './playlistRules.ts';

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
    const { title, description } = readPlaylistSnippet(partOf(body, parts, 'snippet'));
    const privacyStatus = readPrivacy(partOf(body, parts, 'status'));
    const playlist = store.addPlaylist({ channelId: user.channelId, title, description, privacyStatus }, now);
    return playlistResource(view, playlist);
  },
};
