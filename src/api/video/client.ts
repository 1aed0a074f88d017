import type { ApiCore } from '../core.ts';
import { listActivities, type ActivitiesListParams } from './activities.ts';
import { ListCache } from './cache.ts';
import { listChannels, type ChannelsListParams } from './channels.ts';
import type { VideoContext } from './context.ts';
import { listLiveBroadcasts, type LiveBroadcastsListParams } from './liveBroadcasts.ts';
import type { RequestOptions } from './params.ts';
import { deletePlaylistItem, insertPlaylistItem, listPlaylistItems, type PlaylistItemInsertParams, type PlaylistItemsListParams } from './playlistItems.ts';
import { deletePlaylist, insertPlaylist, listPlaylists, updatePlaylist, type PlaylistInsertParams, type PlaylistsListParams, type PlaylistUpdateParams } from './playlists.ts';
import { listSearch, type SearchListParams } from './search.ts';
import { listVideos, type VideosListParams } from './videos.ts';
import { deleteSubscription, insertSubscription, listSubscriptions, type SubscriptionInsertParams, type SubscriptionsListParams } from './subscriptions.ts';
import type {
  ActivityListResponse,
  ChannelListResponse,
  LiveBroadcastListResponse,
  Playlist,
  PlaylistItem,
  PlaylistItemListResponse,
  PlaylistListResponse,
  SearchListResponse,
  Subscription,
  SubscriptionListResponse,
  VideoListResponse,
} from '../../../wire/video/index.ts';

type Write = Pick<RequestOptions, 'signal'>;

/** One function per request in docs/reference/facts.md, Data API: the requests, grouped as the discovery document groups methods. */
export interface VideoClient {
  channels: { list(params: ChannelsListParams, options?: RequestOptions): Promise<ChannelListResponse> };
  playlistItems: {
    list(params: PlaylistItemsListParams, options?: RequestOptions): Promise<PlaylistItemListResponse>;
    insert(params: PlaylistItemInsertParams, options?: Write): Promise<PlaylistItem>;
    /** `id` is the playlist item's, not the video's. */
    delete(params: { id: string }, options?: Write): Promise<void>;
  };
  playlists: {
    list(params: PlaylistsListParams, options?: RequestOptions): Promise<PlaylistListResponse>;
    insert(params: PlaylistInsertParams, options?: Write): Promise<Playlist>;
    update(params: PlaylistUpdateParams, options?: Write): Promise<Playlist>;
    delete(params: { id: string }, options?: Write): Promise<void>;
  };
  subscriptions: {
    list(params: SubscriptionsListParams, options?: RequestOptions): Promise<SubscriptionListResponse>;
    insert(params: SubscriptionInsertParams, options?: Write): Promise<Subscription>;
    delete(params: { id: string }, options?: Write): Promise<void>;
  };
  activities: { list(params: ActivitiesListParams, options?: RequestOptions): Promise<ActivityListResponse> };
  search: { list(params: SearchListParams, options?: RequestOptions): Promise<SearchListResponse> };
  liveBroadcasts: { list(params: LiveBroadcastsListParams, options?: RequestOptions): Promise<LiveBroadcastListResponse> };
  videos: { list(params: VideosListParams, options?: RequestOptions): Promise<VideoListResponse> };
  /** Forget every cached list (sign-out). */
  clearCache(): void;
}

export interface VideoClientOptions {
  /** Prefix of kind markers in request bodies (config kindPrefix; default `video`). */
  kindPrefix?: string;
  /** The list cache; false turns caching off. Default: a new ListCache with its defaults. */
  cache?: ListCache | false;
  /** Key the cache by the signed-in account (e.g. () => session.accountId). */
  cacheScope?: () => string | undefined;
}

/** The video data API v3 client on top of the shared fetch core (whose baseUrl ends in /v3). */
export function createVideoClient(core: ApiCore, options: VideoClientOptions = {}): VideoClient {
  const ctx: VideoContext = {
    core,
    cache: options.cache === false ? undefined : (options.cache ?? new ListCache()),
    kindPrefix: options.kindPrefix ?? 'video',
    cacheScope: options.cacheScope,
  };
  return {
    channels: { list: (p, o) => listChannels(ctx, p, o) },
    playlistItems: { list: (p, o) => listPlaylistItems(ctx, p, o), insert: (p, o) => insertPlaylistItem(ctx, p, o), delete: (p, o) => deletePlaylistItem(ctx, p, o) },
    playlists: { list: (p, o) => listPlaylists(ctx, p, o), insert: (p, o) => insertPlaylist(ctx, p, o), update: (p, o) => updatePlaylist(ctx, p, o), delete: (p, o) => deletePlaylist(ctx, p, o) },
    subscriptions: { list: (p, o) => listSubscriptions(ctx, p, o), insert: (p, o) => insertSubscription(ctx, p, o), delete: (p, o) => deleteSubscription(ctx, p, o) },
    activities: { list: (p, o) => listActivities(ctx, p, o) },
    search: { list: (p, o) => listSearch(ctx, p, o) },
    liveBroadcasts: { list: (p, o) => listLiveBroadcasts(ctx, p, o) },
    videos: { list: (p, o) => listVideos(ctx, p, o) },
    clearCache: () => ctx.cache?.clear(),
  };
}
