import { signal, type Signal } from '@preact/signals';

export interface Page<T> {
  items: T[];
  nextPageToken?: string;
}

/** A list the screens show: items so far, loading flags, a human error, and the next page on demand. */
export interface PagedList<T> {
  items: Signal<T[]>;
  loading: Signal<boolean>;
  loadingMore: Signal<boolean>;
  error: Signal<string | undefined>;
  hasMore: Signal<boolean>;
  /** Loads the next page unless one is loading or there is none. */
  loadMore(): void;
  /** Starts again from the first page (Retry, or after a write). */
  reload(options?: { fresh?: boolean }): void;
}

/** Turns an error into the one sentence the viewer reads (API errors carry a typed reason). */
export type Explain = (error: unknown) => string;

/**
 * Pages of a list API as signals. Pages never overlap: a second loadMore while one is in flight is
 * ignored, and a reload drops answers of the list it replaced.
 */
export function createPagedList<T>(fetchPage: (pageToken: string | undefined, fresh: boolean) => Promise<Page<T>>, explain: Explain): PagedList<T> {
  const items = signal<T[]>([]);
  const loading = signal(false);
  const loadingMore = signal(false);
  const error = signal<string | undefined>(undefined);
  const hasMore = signal(true);
  let next: string | undefined;
  let generation = 0;
  let busy = false;

  const load = (first: boolean, fresh = false) => {
    if (busy && !first) return;
    if (!first && !hasMore.value) return;
    const gen = ++generation;
    busy = true;
    (first ? loading : loadingMore).value = true;
    error.value = undefined;
    fetchPage(first ? undefined : next, fresh)
      .then((page) => {
        if (gen !== generation) return;
        next = page.nextPageToken;
        hasMore.value = Boolean(page.nextPageToken);
        items.value = first ? page.items : items.value.concat(page.items);
      })
      .catch((e: unknown) => {
        if (gen !== generation) return;
        error.value = explain(e);
      })
      .finally(() => {
        if (gen !== generation) return;
        busy = false;
        loading.value = false;
        loadingMore.value = false;
      });
  };

  return {
    items,
    loading,
    loadingMore,
    error,
    hasMore,
    loadMore: () => load(false),
    reload: (options) => {
      next = undefined;
      hasMore.value = true;
      load(true, options?.fresh ?? false);
    },
  };
}
