import { ApiError, type ApiCore } from '../core.ts';
import { listActivities, type ActivitiesListParams } from './activities.ts';
import { ListCache } from './cache.ts';
import type { ChannelsListParams } from './channels.ts';
import type { VideoContext } from './context.ts';
import type { LiveBroadcastsListParams } from './liveBroadcasts.ts';
import type { RequestOptions } from './params.ts';
import type { PlaylistItemInsertParams, PlaylistItemsListParams } from './playlistItems.ts';
import type { PlaylistInsertParams, PlaylistsListParams, PlaylistUpdateParams } from './playlists.ts';
import type { SearchListParams } from './search.ts';
import { listVideos, type VideosListParams } from './videos.ts';
import type { SubscriptionInsertParams, SubscriptionsListParams } from './subscriptions.ts';
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

type LaterGroups = typeof import('./laterGroups.ts');
let laterGroups: Promise<LaterGroups> | undefined;

/**
 * The code of the groups Home does not ask first (laterGroups.ts), fetched once. Home's own
 * requests (activities, and videos for the cards' lengths) are in the client itself: a returning
 * viewer's first cards wait for no more code than they use. Its code not coming is a network
 * failure like any other, said as such.
 */
export function preloadVideoClient(): Promise<LaterGroups> {
  return (laterGroups ??= import('./laterGroups.ts').catch((cause: unknown) => {
    laterGroups = undefined; // the next request fetches it again
    throw new ApiError({ code: 'network', message: 'The service could not be reached.', cause });
  }));
}

/** A request of a later group: its code first, then the request as if it had always been here. */
function later<P, O, R>(ctx: VideoContext, pick: (groups: LaterGroups) => (ctx: VideoContext, params: P, options?: O) => Promise<R>): (params: P, options?: O) => Promise<R> {
  return (params, options) => preloadVideoClient().then((groups) => pick(groups)(ctx, params, options));
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
    channels: { list: later(ctx, (g) => g.listChannels) },
    playlistItems: { list: later(ctx, (g) => g.listPlaylistItems), insert: later(ctx, (g) => g.insertPlaylistItem), delete: later(ctx, (g) => g.deletePlaylistItem) },
    playlists: { list: later(ctx, (g) => g.listPlaylists), insert: later(ctx, (g) => g.insertPlaylist), update: later(ctx, (g) => g.updatePlaylist), delete: later(ctx, (g) => g.deletePlaylist) },
    subscriptions: { list: later(ctx, (g) => g.listSubscriptions), insert: later(ctx, (g) => g.insertSubscription), delete: later(ctx, (g) => g.deleteSubscription) },
    activities: { list: (p, o) => listActivities(ctx, p, o) },
    search: { list: later(ctx, (g) => g.listSearch) },
    liveBroadcasts: { list: later(ctx, (g) => g.listLiveBroadcasts) },
    videos: { list: (p, o) => listVideos(ctx, p, o) },
    clearCache: () => ctx.cache?.clear(),
  };
}
