import type { PlaylistItem } from '../api/video/index.ts';
import { hl } from './apiLocale.ts';
import { clientList, PAGE } from './clientLists.ts';

/** The lists screens show (clientLists.ts has the paging they share, and Home's). */
export { cacheMode, homeFeed, recentActivity, started, withFacts } from './clientLists.ts';

const itemVideoId = (item: PlaylistItem) => item.contentDetails?.videoId ?? item.snippet?.resourceId?.videoId;

/*
 * These lists' pageInfo.totalResults is their length ("counted": a card says "3 of 232"). Not so
 * the activities (Home's), nor search, whose figure is an estimate.
 */
const counted = { counted: true };

export const mySubscriptions = () => clientList('subscriptions', { part: ['snippet'], mine: true }, counted);

export const mySubscribers = () => clientList('subscriptions', { part: ['subscriberSnippet'], mySubscribers: true }, counted);

export const myPlaylists = () => clientList('playlists', { part: ['snippet', 'contentDetails'], mine: true, ...hl() }, counted);

export const channelPlaylists = (channelId: string) => clientList('playlists', { part: ['snippet', 'contentDetails'], channelId, ...hl() }, counted);

/** A playlist's items; the Playlist screen asks 50 a page, so a playlist of 50 and all its lengths are two calls. */
export const playlistItems = (playlistId: string, pageSize = PAGE) => clientList('playlistItems', { part: ['snippet', 'contentDetails'], playlistId }, { pageSize, videoIdOf: itemVideoId, counted: true });

export const myBroadcasts = () => clientList('liveBroadcasts', { part: ['id', 'snippet', 'status'], mine: true });
