import type { PlaylistItem } from '../api/video/index.ts';
import { hl } from './apiLocale.ts';
import { clientList, PAGE } from './clientLists.ts';

/** The lists screens show (clientLists.ts has the paging they share, and Home's). */
export { cacheMode, homeFeed, recentActivity, started, withFacts } from './clientLists.ts';

const itemVideoId = (item: PlaylistItem) => item.contentDetails?.videoId ?? item.snippet?.resourceId?.videoId;

export const mySubscriptions = () => clientList('subscriptions', { part: ['snippet'], mine: true });

export const mySubscribers = () => clientList('subscriptions', { part: ['subscriberSnippet'], mySubscribers: true });

export const myPlaylists = () => clientList('playlists', { part: ['snippet', 'contentDetails'], mine: true, ...hl() });

export const channelPlaylists = (channelId: string) => clientList('playlists', { part: ['snippet', 'contentDetails'], channelId, ...hl() });

/** A playlist's items; the Playlist screen asks 50 a page, so a playlist of 50 and all its lengths are two calls. */
export const playlistItems = (playlistId: string, pageSize = PAGE) => clientList('playlistItems', { part: ['snippet', 'contentDetails'], playlistId }, { pageSize, videoIdOf: itemVideoId });

export const myBroadcasts = () => clientList('liveBroadcasts', { part: ['id', 'snippet', 'status'], mine: true });
