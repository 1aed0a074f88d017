import { signal, type Signal } from '@preact/signals';
import type { HeldItems } from './pageHolder.ts';
import { t } from '../i18n/messages.ts';

export interface Page<T> {
  items: T[];
  nextPageToken?: string;
  /** How many items the whole list holds, where the API tells it reliably (pageInfo.totalResults of a playlist's items). */
  total?: number;
}

/** A list the screens show: items so far, loading flags, a human error, and the next page on demand. */
export interface PagedList<T> {
  items: Signal<T[]>;
  loading: Signal<boolean>;
  loadingMore: Signal<boolean>;
  error: Signal<string | undefined>;
  hasMore: Signal<boolean>;
  /** The whole list's length where the API gives it (not the items loaded so far); undefined when unknown. */
  total?: Signal<number | undefined>;
  /** Loads the next page unless one is loading or there is none. */
  loadMore(): void;
  /** Starts again from the first page (Retry, or after a write). */
  reload(options?: { fresh?: boolean }): void;
}

/**
 * A long list whose pages far from the screen wait in IndexedDB (see PageHolder): an item not in
 * memory just now is undefined, and the screen shows a placeholder for it until it is back.
 */
export interface SpillingList<T> extends PagedList<T | undefined> {
  /** The screen shows items [from, to): the pages near them are held, the others spilled. */
  keepNear(from: number, to: number): void;
}

/**
 * Turns an error into the one sentence the viewer reads (API errors carry a typed reason); a
 * promise when its words are fetched first (src/state/explainLater.ts): the list stays loading
 * until the sentence is there, so it never shows empty in between.
 */
export type Explain = (error: unknown) => string | Promise<string>;

/**
 * Pages of a list API as signals. Pages never overlap: a second loadMore while one is in flight is
 * ignored, and a reload drops answers of the list it replaced.
 */
export function createPagedList<T>(fetchPage: FetchPage<T>, explain: Explain): PagedList<T> {
  return createList(fetchPage, explain, undefined) as PagedList<T>;
}

export type FetchPage<T> = (pageToken: string | undefined, fresh: boolean) => Promise<Page<T>>;

/** What a list tells the keeper of its pages (a spilling list's PageHolder, src/state/spillingList.ts). */
export interface PageKeeper {
  reset(): void;
  added(start: number, count: number): void;
  keepNear(from: number, to: number): void;
}

const lost = () => t('Part of this list could not be read back. Choose Retry to load it again.');

/**
 * The list itself; `keeperOf` makes the keeper of its pages for a spilling list. The holder's code
 * is Search's alone and stays out of Home's chunk (createSpillingList is in its own file).
 */
export function createList<T>(fetchPage: FetchPage<T>, explain: Explain, keeperOf: ((items: HeldItems<T>) => PageKeeper) | undefined): SpillingList<T> {
  const items = signal<(T | undefined)[]>([]);
  const loading = signal(false);
  const loadingMore = signal(false);
  const error = signal<string | undefined>(undefined);
  const hasMore = signal(true);
  const total = signal<number | undefined>(undefined);
  let next: string | undefined;
  let generation = 0;
  let busy = false;
  /** A spilled page could not be read back: the next Retry starts the list again. */
  let lostPages = false;
  const holder = keeperOf
    ? keeperOf({
        read: () => items.value,
        write: (next) => (items.value = next),
        lost: () => {
          lostPages = true;
          error.value = lost();
        },
      })
    : undefined;

  const load = (first: boolean, fresh = false) => {
    if (lostPages && !first) return load(true, true);
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
        total.value = page.total;
        const start = first ? 0 : items.value.length;
        if (first) {
          lostPages = false;
          holder?.reset();
        }
        items.value = first ? page.items : items.value.concat(page.items);
        holder?.added(start, page.items.length);
      })
      .catch((e: unknown) => {
        if (gen !== generation) return;
        const said = explain(e);
        if (typeof said === 'string') error.value = said;
        else
          return said.then((text) => {
            if (gen === generation) error.value = text;
          });
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
    total,
    loadMore: () => load(false),
    keepNear: (from, to) => holder?.keepNear(from, to),
    reload: (options) => {
      next = undefined;
      hasMore.value = true;
      load(true, options?.fresh ?? false);
    },
  };
}
