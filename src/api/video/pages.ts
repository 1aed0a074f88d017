import type { RequestOptions } from './params.ts';
import type { ListResponse } from '../../../wire/video/index.ts';

/** The item type of a list response. */
export type ItemOf<R> = R extends ListResponse<infer T> ? T : never;

type PageFetcher<P, R> = (params: P, options?: RequestOptions) => Promise<R>;

/**
 * Every page of a list, in order, following nextPageToken until there is none:
 *   for await (const page of pages(video.playlistItems.list, { part: ['snippet'], playlistId })) ...
 */
export async function* pages<P extends { pageToken?: string }, R extends ListResponse<unknown>>(fetchPage: PageFetcher<P, R>, params: P, options?: RequestOptions): AsyncGenerator<R, void, undefined> {
  const seen = new Set<string>();
  let pageToken = params.pageToken;
  for (;;) {
    const page = await fetchPage({ ...params, pageToken }, options);
    yield page;
    pageToken = page.nextPageToken;
    // A token seen before would loop forever: stop rather than trust a misbehaving server.
    if (!pageToken || seen.has(pageToken)) return;
    seen.add(pageToken);
  }
}

export interface PagerPage<T> {
  items: T[];
  /** Another page exists (or may: not fetched yet). */
  hasNext: boolean;
  /** The service's estimate of all results (pageInfo.totalResults). */
  totalResults?: number;
}

export interface Pager<T> {
  /** Screen page `index` (0-based) of `pageSize` items; fetches only what it lacks. */
  page(index: number): Promise<PagerPage<T>>;
}

/**
 * Screen-sized pages over API pages of up to 50 items. A search costs 100 units per call
 * (docs/reference/facts.md, Data API: quota), so a screen of 10 results fetched 10 at a time would
 * spend 100 units per screen; fetched 50 at a time, the second to fifth screens cost nothing. The
 * journey budget (issue 3, C) relies on this.
 */
export function createPager<P extends { pageToken?: string; maxResults?: number }, R extends ListResponse<unknown>>(
  fetchPage: PageFetcher<P, R>,
  params: P,
  pageSize: number,
  options?: RequestOptions,
): Pager<ItemOf<R>> {
  type T = ItemOf<R>;
  if (!Number.isInteger(pageSize) || pageSize < 1) throw new RangeError(`pageSize must be a positive integer, got ${pageSize}`);
  const iterator = pages(fetchPage, { ...params, maxResults: params.maxResults ?? 50 }, options);
  const items: T[] = [];
  let done = false;
  let totalResults: number | undefined;
  let pulling: Promise<void> = Promise.resolve();

  const fill = (wanted: number): Promise<void> => {
    // One pull at a time: two screens asked for at once must not fetch the same API page twice.
    pulling = pulling.then(async () => {
      while (!done && items.length < wanted) {
        const next = await iterator.next();
        if (next.done) done = true;
        else {
          items.push(...((next.value.items ?? []) as T[]));
          totalResults = next.value.pageInfo?.totalResults ?? totalResults;
          if (!next.value.nextPageToken) done = true;
        }
      }
    });
    return pulling;
  };

  return {
    async page(index) {
      const start = index * pageSize;
      await fill(start + pageSize + 1);
      return { items: items.slice(start, start + pageSize), hasNext: items.length > start + pageSize || !done, totalResults };
    },
  };
}
