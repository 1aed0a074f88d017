import type { SearchResult } from '../api/video/index.ts';
import { onAccountChange } from './accountChanges.ts';
import type { SpillingList } from './pagedList.ts';
import type { SearchFilters } from './searchFilters.ts';

/** What Search holds: the query being typed, the filters, and the search last sent with its results. */
export interface SearchState {
  query: string;
  filters: SearchFilters;
  submitted?: { query: string; filters: SearchFilters; list: SpillingList<SearchResult> };
}

/*
 * The search the viewer left, for Search opened again from the menu: what was typed, the filters
 * and the results, as they were. Leaving Search (Back to Home, another section) lost the query,
 * and the results cost a search's quota again to get back. Kept in memory for the account on
 * screen only, and dropped when another account (or none) comes on screen.
 */
let left: SearchState | undefined;

export function lastSearch(): SearchState | undefined {
  return left;
}

export function keepSearch(state: SearchState): void {
  left = state;
}

onAccountChange(() => {
  left = undefined;
});
