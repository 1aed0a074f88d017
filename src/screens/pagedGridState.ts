import type { PagedList } from '../state/pagedList.ts';

/**
 * A Grid's loading, paging and error props for a paged list: the next page loads as focus nears
 * the end, and Retry asks again for what failed (the first page of an empty list, else the next).
 */
export function pagedGridState(list: PagedList<unknown>) {
  const shown = list.items.value.length;
  return {
    loading: list.loading.value,
    loadingMore: list.loadingMore.value,
    hasMore: list.hasMore.value,
    error: list.error.value,
    onRetry: () => (shown ? list.loadMore() : list.reload()),
    onNearEnd: () => list.hasMore.value && list.loadMore(),
  };
}
