/**
 * The client's groups a returning viewer's Home does not ask first: their code comes on first use,
 * or in idle time once the first screen is up (client.ts, preloadVideoClient).
 */
export { listChannels } from './channels.ts';
export { deletePlaylistItem, insertPlaylistItem, listPlaylistItems } from './playlistItems.ts';
export { deletePlaylist, insertPlaylist, listPlaylists, updatePlaylist } from './playlists.ts';
export { listSearch } from './search.ts';
export { deleteSubscription, insertSubscription, listSubscriptions } from './subscriptions.ts';
export { listLiveBroadcasts } from './liveBroadcasts.ts';
