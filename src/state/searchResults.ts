import type { SearchListParams, SearchResult } from '../api/video/index.ts';
import { searchLocale } from './apiLocale.ts';
import { explainError } from './explainError.ts';
import { withFacts, started } from './lists.ts';
import type { SpillingList } from './pagedList.ts';
import { createSpillingList } from './spillingList.ts';
import { pageSpill } from './pageSpill.ts';
import { noteTitles } from './seenTitles.ts';
import { videoClient } from './videoClient.ts';

// Its own file: only Search pages to IndexedDB (pageSpill.ts), and no other screen carries that code.

/**
 * Search pages of 50: a search costs 100 units whatever its size, so fewer, fuller pages
 * (docs/reference/facts.md, Data API: quota). A viewer can page through a thousand results: the pages far from the screen wait in IndexedDB.
 */
export const searchResults = (params: SearchListParams): SpillingList<SearchResult> =>
  started(
    createSpillingList<SearchResult>(
      async (pageToken) => {
        // Only the first page goes in the client's list cache (a search sent again answers from
        // it): later pages live in this list and its spill, and cached they would hold every page
        // in memory again.
        const r = await videoClient().search.list({ ...params, ...searchLocale(), maxResults: 50, pageToken } as SearchListParams, { cache: pageToken ? 'no-store' : undefined });
        noteTitles(r.items ?? []);
        return { items: withFacts(r.items ?? [], (item) => item.id?.videoId), nextPageToken: r.nextPageToken };
      },
      explainError,
      pageSpill(),
    ),
  );
