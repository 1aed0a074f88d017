import { useEffect, useState } from 'preact/hooks';
import type { SearchResult } from '../api/video/index.ts';
import type { SpillingList } from '../state/pagedList.ts';
import { searchResults } from '../state/lists.ts';
import { recentSearches, rememberSearch } from '../state/recentSearches.ts';
import type { Route } from '../state/router.ts';
import { defaultFilters, narrowsResults, searchParams, setFilter, type SearchFilters } from '../state/searchFilters.ts';
import { activeAccountId } from '../state/session.ts';
import { OnScreenKeyboard } from '../ui/OnScreenKeyboard.tsx';
import { useBack } from '../ui/hooks.ts';
import { focusByKey } from '../nav/focus.ts';
import { backToListStart } from '../nav/retrace.ts';
import { SearchResults } from './SearchResults.tsx';
import { useScreenMemory } from './useScreen.ts';

const TYPES: SearchFilters['type'][] = ['all', 'video', 'channel', 'playlist'];
const TYPE_WORDS: Record<SearchFilters['type'], string> = { all: 'Everything', video: 'Videos', channel: 'Channels', playlist: 'Playlists' };
const ORDERS: SearchFilters['order'][] = ['relevance', 'date', 'viewCount', 'rating'];
const ORDER_WORDS: Partial<Record<SearchFilters['order'], string>> = { relevance: 'Relevance', date: 'Newest', viewCount: 'Most viewed', rating: 'Top rated' };
const TOPICS: SearchFilters['topic'][] = ['any', 'music', 'gaming', 'sports', 'film', 'technology', 'knowledge', 'food'];

function cycle<T>(list: readonly T[], value: T): T {
  return list[(list.indexOf(value) + 1) % list.length]!;
}

interface SearchState {
  query: string;
  filters: SearchFilters;
  submitted?: { query: string; filters: SearchFilters; list: SpillingList<SearchResult> };
}

/** Search: typed on the on-screen keyboard (or a real one), sent only when submitted. */
export function Search({ route }: { route: Route }) {
  const memory = useScreenMemory(route);
  const saved = memory.values.get('search') as SearchState | undefined;
  const [state, setState] = useState<SearchState>(saved ?? { query: '', filters: defaultFilters });
  const [recent, setRecent] = useState<string[]>([]);
  memory.values.set('search', state);
  const account = activeAccountId.value;

  useEffect(() => {
    if (account) recentSearches(account).then(setRecent, () => setRecent([]));
  }, [account]);

  const submit = (query = state.query, filters = state.filters) => {
    const q = query.trim();
    if (!q) return;
    setState({ query: q, filters, submitted: { query: q, filters, list: searchResults(searchParams(q, filters)) } });
    if (account) rememberSearch(account, q).then(setRecent, () => undefined);
  };
  // Back from the results: to their first, then to the keyboard's Search key with the query kept;
  // from the keyboard, out (the app's own Back).
  useBack(() => {
    if (!document.activeElement?.closest('[data-testid="search-results"]')) return false;
    return backToListStart() || focusByKey('search-submit');
  });
  const change = <K extends keyof SearchFilters>(key: K, value: SearchFilters[K]) => setState((s) => ({ ...s, filters: setFilter(s.filters, key, value) }));
  const f = state.filters;
  const toggle = (label: string, key: 'hdOnly' | 'captionsOnly' | 'embeddableOnly' | 'mineOnly') => (
    <button class={`chip${f[key] ? ' chip--on' : ''}`} aria-pressed={f[key]} data-focus-key={`filter-${key}`} onClick={() => change(key, !f[key])}>
      {f[key] ? '✓ ' : ''}
      {label}
    </button>
  );

  return (
    <section class="content search" data-scroll-y data-testid="search-screen">
      <div class="search__top">
        <div class="search__left">
          <div class="search__query" data-testid="search-query" aria-live="polite">
            <span class="search__icon" aria-hidden="true">
              ⌕
            </span>
            {state.query ? <span dir="auto">{state.query}</span> : <span class="muted">Search videos, channels, playlists</span>}
            <span class="caret" aria-hidden="true" />
          </div>
          <OnScreenKeyboard idPrefix="search" value={state.query} onChange={(query) => setState((s) => ({ ...s, query }))} onSubmit={() => submit()} submitLabel="Search" maxLength={100} />
        </div>
        <div class="search__right">
          <h2 class="shelf__title">Filters</h2>
          <div class="chips" data-nav-container>
            <button class="chip" data-focus-key="filter-type" onClick={() => change('type', cycle(TYPES, f.type))}>
              Show: {TYPE_WORDS[f.type]}
            </button>
            <button class="chip" data-focus-key="filter-order" onClick={() => change('order', cycle(ORDERS, f.order))}>
              Sort: {ORDER_WORDS[f.order] ?? f.order}
            </button>
            <button class="chip" data-focus-key="filter-topic" onClick={() => change('topic', cycle(TOPICS, f.topic))}>
              Topic: {f.topic === 'any' ? 'Any' : f.topic}
            </button>
            {toggle('HD only', 'hdOnly')}
            {toggle('Captions only', 'captionsOnly')}
            {toggle('Embeddable only', 'embeddableOnly')}
            {toggle('Only my videos', 'mineOnly')}
          </div>
          {recent.length ? (
            <>
              <h2 class="shelf__title">Recent searches</h2>
              <div class="chips" data-nav-container data-testid="recent-searches">
                {recent.map((q) => (
                  <button class="chip" key={q} data-focus-key={`recent-${q}`} onClick={() => submit(q)} dir="auto">
                    {q}
                  </button>
                ))}
              </div>
            </>
          ) : null}
        </div>
      </div>
      {state.submitted ? (
        <SearchResults
          key={state.submitted.list}
          query={state.submitted.query}
          results={state.submitted.list}
          memory={memory}
          withoutFilters={narrowsResults(state.submitted.filters) ? () => submit(state.submitted!.query, defaultFilters) : undefined}
        />
      ) : null}
    </section>
  );
}
