import type { Activity, LiveBroadcast, Playlist, PlaylistItem, SearchListParams, SearchResult, Subscription } from '../api/video/index.ts';
import { explainError } from './explainError.ts';
import { createPagedList, createSpillingList, type PagedList, type SpillingList } from './pagedList.ts';
import { pageSpill } from './pageSpill.ts';
import { videoClient } from './videoClient.ts';
import { want } from './videoFacts.ts';

/**
 * The lists screens show, as paged signals over the typed client. Pages of 20 keep a shelf full
 * with one request; the client's cache answers Back without a request.
 */
const PAGE = 20;

function started<L extends PagedList<unknown>>(list: L): L {
  list.reload();
  return list;
}

const cacheMode = (fresh: boolean) => (fresh ? ('reload' as const) : undefined);

/** The video ids of a page, asked for their facts (lengths, counts) in one call as the page arrives. */
function withFacts<T>(items: T[], videoIdOf: (item: T) => string | undefined): T[] {
  want(items.map(videoIdOf).filter((id): id is string => !!id));
  return items;
}

const activityVideoId = (a: Activity) => {
  const cd = a.contentDetails ?? {};
  return cd.upload?.videoId ?? cd.like?.resourceId?.videoId ?? cd.favorite?.resourceId?.videoId ?? cd.playlistItem?.resourceId?.videoId ?? cd.recommendation?.resourceId?.videoId;
};
const itemVideoId = (item: PlaylistItem) => item.contentDetails?.videoId ?? item.snippet?.resourceId?.videoId;

export const homeFeed = () =>
  started(
    createPagedList<Activity>(async (pageToken, fresh) => {
      const r = await videoClient().activities.list({ part: ['snippet', 'contentDetails'], home: true, maxResults: PAGE, pageToken }, { cache: cacheMode(fresh) });
      return { items: withFacts(r.items ?? [], activityVideoId), nextPageToken: r.nextPageToken };
    }, explainError),
  );

/** What the viewer did in the last 30 days (seed 1: mine with publishedAfter, RFC 3339). */
export const recentActivity = () => {
  const after = new Date(Date.now() - 30 * 24 * 3600 * 1000);
  after.setUTCMinutes(0, 0, 0); // a stable value, so the cache and the server see one request
  return started(
    createPagedList<Activity>(async (pageToken, fresh) => {
      const r = await videoClient().activities.list({ part: ['snippet', 'contentDetails'], mine: true, publishedAfter: after, maxResults: PAGE, pageToken }, { cache: cacheMode(fresh) });
      return { items: withFacts(r.items ?? [], activityVideoId), nextPageToken: r.nextPageToken };
    }, explainError),
  );
};

export const mySubscriptions = () =>
  started(
    createPagedList<Subscription>(async (pageToken, fresh) => {
      const r = await videoClient().subscriptions.list({ part: ['snippet'], mine: true, maxResults: PAGE, pageToken }, { cache: cacheMode(fresh) });
      return { items: r.items ?? [], nextPageToken: r.nextPageToken };
    }, explainError),
  );

export const mySubscribers = () =>
  started(
    createPagedList<Subscription>(async (pageToken, fresh) => {
      const r = await videoClient().subscriptions.list({ part: ['subscriberSnippet'], mySubscribers: true, maxResults: PAGE, pageToken }, { cache: cacheMode(fresh) });
      return { items: r.items ?? [], nextPageToken: r.nextPageToken };
    }, explainError),
  );

export const myPlaylists = () =>
  started(
    createPagedList<Playlist>(async (pageToken, fresh) => {
      const r = await videoClient().playlists.list({ part: ['snippet', 'contentDetails'], mine: true, maxResults: PAGE, pageToken }, { cache: cacheMode(fresh) });
      return { items: r.items ?? [], nextPageToken: r.nextPageToken };
    }, explainError),
  );

export const channelPlaylists = (channelId: string) =>
  started(
    createPagedList<Playlist>(async (pageToken, fresh) => {
      const r = await videoClient().playlists.list({ part: ['snippet', 'contentDetails'], channelId, maxResults: PAGE, pageToken }, { cache: cacheMode(fresh) });
      return { items: r.items ?? [], nextPageToken: r.nextPageToken };
    }, explainError),
  );

/** A playlist's items; the Playlist screen asks 50 a page, so a playlist of 50 and all its lengths are two calls. */
export const playlistItems = (playlistId: string, pageSize = PAGE) =>
  started(
    createPagedList<PlaylistItem>(async (pageToken, fresh) => {
      const r = await videoClient().playlistItems.list({ part: ['snippet', 'contentDetails'], playlistId, maxResults: pageSize, pageToken }, { cache: cacheMode(fresh) });
      return { items: withFacts(r.items ?? [], itemVideoId), nextPageToken: r.nextPageToken };
    }, explainError),
  );

export const myBroadcasts = () =>
  started(
    createPagedList<LiveBroadcast>(async (pageToken, fresh) => {
      const r = await videoClient().liveBroadcasts.list({ part: ['id', 'snippet', 'status'], mine: true, maxResults: PAGE, pageToken }, { cache: cacheMode(fresh) });
      return { items: r.items ?? [], nextPageToken: r.nextPageToken };
    }, explainError),
  );

/**
 * Search pages of 50: a search costs 100 units whatever its size (FACTS), so fewer, fuller pages.
 * A viewer can page through a thousand results: the pages far from the screen wait in IndexedDB.
 */
export const searchResults = (params: SearchListParams): SpillingList<SearchResult> =>
  started(
    createSpillingList<SearchResult>(
      async (pageToken) => {
        // Only the first page goes in the client's list cache (a search sent again answers from
        // it): later pages live in this list and its spill, and cached they would hold every page
        // in memory again.
        const r = await videoClient().search.list({ ...params, maxResults: 50, pageToken } as SearchListParams, { cache: pageToken ? 'no-store' : undefined });
        return { items: withFacts(r.items ?? [], (item) => item.id?.videoId), nextPageToken: r.nextPageToken };
      },
      explainError,
      pageSpill(),
    ),
  );
