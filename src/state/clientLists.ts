import type { Activity, ListResponse, Paging, RequestOptions, VideoClient } from '../api/video/index.ts';
import { explainLater } from './explainLater.ts';
import { createPagedList, type PagedList } from './pagedList.ts';
import { noteTitles } from './seenTitles.ts';
import { videoClient } from './videoClient.ts';
import { wantFacts } from './factsLater.ts';

/**
 * The lists screens show, as paged signals over the typed client. Pages of 20 keep a shelf full
 * with one request; the client's cache answers Back without a request. Here the paging every list
 * shares and Home's own lists; the other screens' lists are in lists.ts, out of Home's chunk.
 */
export const PAGE = 20;

/** A list that starts loading as it is made: screens make their lists as they open. */
export function started<L extends PagedList<unknown>>(list: L): L {
  list.reload();
  return list;
}

export const cacheMode = (fresh: boolean) => (fresh ? ('reload' as const) : undefined);

/** The video ids of a page, asked for their facts (lengths, counts) in one call once the page is on screen. */
export function withFacts<T>(items: T[], videoIdOf: (item: T) => string | undefined): T[] {
  wantFacts(items.map(videoIdOf).filter((id): id is string => !!id));
  return items;
}

const activityVideoId = (a: Activity) => {
  const cd = a.contentDetails ?? {};
  return cd.upload?.videoId ?? cd.like?.resourceId?.videoId ?? cd.favorite?.resourceId?.videoId ?? cd.playlistItem?.resourceId?.videoId ?? cd.recommendation?.resourceId?.videoId;
};

/** The client's list request of one group (`videoClient().playlists.list` and the like). */
interface ListEndpoint<P, T> {
  list(params: P, options?: RequestOptions): Promise<ListResponse<T>>;
}

/** The groups of the client that have a list request, and the parameters and items of each. */
type ListGroup = { [G in keyof VideoClient]: VideoClient[G] extends ListEndpoint<never, unknown> ? G : never }[keyof VideoClient];
type ListParams<G extends ListGroup> = VideoClient[G] extends ListEndpoint<infer P extends Paging, unknown> ? P : never;
type ListItem<G extends ListGroup> = VideoClient[G] extends ListEndpoint<never, infer T> ? T : never;
/** The client seen as its list requests: indexed by a generic group, TypeScript keeps that group's parameters and items together. */
type ListEndpoints = { [G in ListGroup]: ListEndpoint<ListParams<G>, ListItem<G>> };

interface ClientListOptions<T> {
  /** Items a page; PAGE unless the screen asks for more. */
  pageSize?: number;
  /** Items that name a video: their facts are asked for as each page arrives (see withFacts). */
  videoIdOf?: (item: T) => string | undefined;
  /** pageInfo.totalResults is the list's true length (a playlist's items, subscriptions), not an estimate: cards say "3 of 232". */
  counted?: boolean;
}

/**
 * A started paged list over the list request of one group of the client. The lists below differ
 * only in the group, its parameters, the page size and whether their items name videos, so the
 * paging, the reload that bypasses the cache and the viewer's error sentence are written once here.
 * The client is looked up for every page, as before: videoClient() builds it anew for a new API core.
 */
export function clientList<G extends ListGroup>(group: G, params: ListParams<G>, { pageSize = PAGE, videoIdOf, counted }: ClientListOptions<ListItem<G>> = {}): PagedList<ListItem<G>> {
  return started(
    createPagedList<ListItem<G>>(async (pageToken, fresh) => {
      const client: ListEndpoints = videoClient();
      const r = await client[group].list({ ...params, maxResults: pageSize, pageToken }, { cache: cacheMode(fresh) });
      const items = r.items ?? [];
      noteTitles(items as { snippet?: { title?: string } }[]);
      return { items: videoIdOf ? withFacts(items, videoIdOf) : items, nextPageToken: r.nextPageToken, total: counted ? r.pageInfo?.totalResults : undefined };
    }, explainLater),
  );
}

export const homeFeed = () => clientList('activities', { part: ['snippet', 'contentDetails'], home: true }, { videoIdOf: activityVideoId });

/** What the viewer did in the last 30 days (mine with publishedAfter, RFC 3339: docs/reference/facts.md, Data API: the requests). */
export const recentActivity = () => {
  const after = new Date(Date.now() - 30 * 24 * 3600 * 1000);
  after.setUTCMinutes(0, 0, 0); // a stable value, so the cache and the server see one request
  return clientList('activities', { part: ['snippet', 'contentDetails'], mine: true, publishedAfter: after }, { videoIdOf: activityVideoId });
};
