import { createList, type Explain, type FetchPage, type SpillingList } from './pagedList.ts';
import { PageHolder } from './pageHolder.ts';
import type { PageSpill } from './pageSpill.ts';

/** A paged list that keeps only the pages near the screen in memory (a search's thousand results). */
export function createSpillingList<T>(fetchPage: FetchPage<T>, explain: Explain, spill: PageSpill | undefined): SpillingList<T> {
  return createList(fetchPage, explain, spill ? (items) => new PageHolder<T>(spill, items) : undefined);
}
