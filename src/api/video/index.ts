/** The video data API v3 client: create it with createVideoClient(createApiCore({ baseUrl: `${api}/v3`, ... })). */
export { createVideoClient, preloadVideoClient, type VideoClient, type VideoClientOptions } from './client.ts';
export { ListCache, type CacheMode, type ListCacheOptions } from './cache.ts';
// The pager (pages.ts) is imported from its own file: through here it went into Home's chunk.
export type { ItemOf, Pager, PagerPage } from './pages.ts';
export type { Paging, Parts, RequestOptions, PrivacyStatus, OneOrMany } from './params.ts';
export type { ChannelPart, ChannelsListParams } from './channels.ts';
export type { PlaylistItemPart, PlaylistItemsListParams, PlaylistItemInsertBody, PlaylistItemInsertParams } from './playlistItems.ts';
export type { PlaylistPart, PlaylistsListParams, PlaylistInsertBody, PlaylistInsertParams, PlaylistUpdateBody, PlaylistUpdateParams } from './playlists.ts';
export type { SubscriptionPart, SubscriptionOrder, SubscriptionsListParams, SubscriptionInsertBody, SubscriptionInsertParams } from './subscriptions.ts';
export type { ActivityPart, ActivitiesListParams } from './activities.ts';
export type { SearchPart, SearchType, SearchOrder, SafeSearch, VideoFilters, SearchListParams } from './search.ts';
export type { LiveBroadcastPart, BroadcastStatus, BroadcastType, LiveBroadcastsListParams } from './liveBroadcasts.ts';
export type { VideoPart, VideosListParams } from './videos.ts';
export { VIDEO_IDS_PER_CALL } from './videos.ts';
export type * from '../../../wire/video/index.ts';
