import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { focusByKey, focusElement, scrollViewport } from '../nav/focus.ts';
import { backToListStart } from '../nav/retrace.ts';
import { searchResults } from '../state/searchResults.ts';
import { recentSearches, rememberSearch } from '../state/recentSearches.ts';
import { cameBack, type Route } from '../state/router.ts';
import { keepSearch, lastSearch, type SearchState } from '../state/lastSearch.ts';
import { defaultFilters, narrowsResults, sameFilters, searchParams, type SearchFilters } from '../state/searchFilters.ts';
import { announce } from '../state/announce.ts';
import { seenTitles } from '../state/seenTitles.ts';
import { activeAccountId } from '../state/session.ts';
import { suggest } from '../state/suggestions.ts';
import { useBack } from '../ui/hooks.ts';
import { OnScreenKeyboard } from '../ui/OnScreenKeyboard.tsx';
import { SearchFilterChips, filtersInWords } from './SearchFilterChips.tsx';
import { SearchResults } from './SearchResults.tsx';
import { SearchNote, SearchWords } from './SearchWords.tsx';
import { SearchQueryBox } from './SearchQueryBox.tsx';
import { useScreenMemory } from './useScreen.ts';
import { formatNumber, t } from '../i18n/messages.ts';


/**
 * Under "no suggestions" (a heading, a line that may wrap, and the recent searches' own heading),
 * four recent searches leave the column about as tall as six suggestions under theirs.
 */
const RECENT_WHILE_TYPING = 4;

/** The longest query the keyboard takes, in characters. */
const MAX_QUERY = 100;

const inResults = () => !!document.activeElement?.closest('[data-testid="search-results"]');

/**
 * Search: typed on the on-screen keyboard (or a real one), sent only when submitted. Beside the
 * keyboard, suggestions while typing (recent searches first), then the filters. While the viewer
 * is in the results the keyboard steps aside, so no result is half under it; Up from the first
 * row, or Back, brings it back with the query kept.
 */
export function Search({ route }: { route: Route }) {
  const memory = useScreenMemory(route);
  const saved = memory.values.get('search') as SearchState | undefined;
  // Back to this entry: its own state. Opened again from the menu: the search the viewer left.
  const [state, setState] = useState<SearchState>(() => saved ?? lastSearch() ?? { query: '', filters: defaultFilters });
  // A query kept from the last visit is shown selected: the first letter typed starts a new one
  // (it ran on after the old: "tortoise" + "bread"), Delete edits it, Search sends it again.
  const [replacing, setReplacing] = useState(() => !saved && state.query !== '');
  // A letter typed when the query is full is not taken: said beside the keyboard, never dropped
  // silently (counted, so a second refusal is read out again); gone at the next change.
  const [refused, setRefused] = useState(0);
  // Search pressed with nothing typed: said there too (counted, as a refusal), rather than nothing happening.
  const [emptyAsked, setEmptyAsked] = useState(0);
  const typed = (query: string) => {
    setRefused(0);
    setEmptyAsked(0);
    setReplacing(false);
    setState((s) => ({ ...s, query: replacing && query.length > s.query.length && query.startsWith(s.query) ? query.slice(s.query.length) : query }));
  };
  /** Undefined until the stored searches are read: the column says nothing of them before then. */
  const [recent, setRecent] = useState<string[] | undefined>(undefined);
  // Back from a result's screen finds the results as the viewer left them, the keyboard aside.
  const [browsing, setBrowsing] = useState(() => cameBack.peek() && memory.values.get('browsing') === true);
  memory.values.set('browsing', browsing);
  const page = useRef<HTMLElement>(null);
  const [firstResultWanted, setFirstResultWanted] = useState(false);
  const focusAfterShow = useRef<string | undefined>(undefined);
  memory.values.set('search', state);
  keepSearch(state);
  const account = activeAccountId.value;

  useEffect(() => {
    recentSearches(account).then(setRecent, () => setRecent([]));
  }, [account]);

  // In the results or not, as focus goes (arrows, Back, a press on a card's neighbour).
  useEffect(() => {
    const follow = () => setBrowsing(inResults());
    document.addEventListener('focusin', follow);
    return () => document.removeEventListener('focusin', follow);
  }, []);
  // The keyboard back on screen: focus goes to the key asked for, now that it can be seen. The
  // keyboard aside: the page's top, which says what was searched and that Up changes it, comes
  // back into view (the page had scrolled past the keyboard to the results), as far as the
  // focused result lets it.
  useLayoutEffect(() => {
    if (browsing) {
      const focused = document.activeElement as HTMLElement | null;
      if (!page.current || !focused || !page.current.contains(focused)) return;
      scrollViewport(page.current, 'y', 0, false);
      focusElement(focused);
      return;
    }
    if (!focusAfterShow.current) return;
    focusByKey(focusAfterShow.current);
    focusAfterShow.current = undefined;
  }, [browsing]);
  const backToKeyboard = () => {
    focusAfterShow.current = 'search-submit';
    setBrowsing(false);
    return true;
  };

  /** `focusResults`: focus goes to the first result when it comes (the button pressed went with the old answer). */
  const submit = (query = state.query, filters = state.filters, focusResults = false) => {
    const q = query.trim();
    if (!q) {
      setEmptyAsked((n) => n + 1);
      return;
    }
    setEmptyAsked(0);
    setFirstResultWanted(focusResults);
    setReplacing(false); // sent (a recent search, a suggestion): the query is the viewer's again
    setRefused(0); // a refusal said before is not about the search now sent
    setState({ query: q, filters, submitted: { query: q, filters, list: searchResults(searchParams(q, filters)) } });
    rememberSearch(account, q).then(setRecent, () => undefined);
  };
  const changeFilters = (filters: SearchFilters) => {
    const sent = state.submitted?.filters;
    // Said to a screen reader once, as the results stop matching the row (their heading says it on screen).
    if (sent && sameFilters(state.filters, sent) && !sameFilters(filters, sent)) announce(t('Filters changed: press Search'));
    setState((s) => ({ ...s, filters }));
  };
  // Back from the results: to their first, then to the keyboard's Search key with the query kept;
  // from the keyboard, out (the app's own Back).
  useBack(() => (inResults() ? backToListStart() || backToKeyboard() : false));

  const typing = state.query.trim() !== '' && state.query !== state.submitted?.query;
  const suggestions = typing ? suggest(state.query, recent ?? [], seenTitles()) : [];
  // A word chosen goes to its results: a suggestion's button is gone once it is sent (focus fell
  // back on a key), and from a recent search Down led into the filters.
  const choose = (q: string) => submit(q, state.filters, true);

  return (
    <section class={`content search${browsing ? ' search--browsing' : ''}`} data-scroll-y data-testid="search-screen" ref={page}>
      {/* The design has no title here; a screen reader still hears the screen's name. */}
      <h1 class="visually-hidden">{t('Search')}</h1>
      {browsing && state.submitted ? (
        // Up from the first row lands here, and that brings the keyboard back.
        <button class="search__bar" data-focus-key="search-edit" data-testid="search-edit" onFocus={backToKeyboard}>
          <span class="search__icon" aria-hidden="true">
            ⌕
          </span>
          <span dir="auto">{state.submitted.query}</span>
          <span class="muted search__bar-hint">{t('Up to change the search')}</span>
        </button>
      ) : null}
      <div class="search__top">
        <div class="search__left">
          <SearchQueryBox query={state.query} replacing={replacing} />
          {/* A full query kept from the last visit is replaced by the first letter typed, not refused. */}
          <OnScreenKeyboard idPrefix="search" value={state.query} onChange={typed} onSubmit={() => submit()} submitLabel={t('Search')} maxLength={replacing ? Infinity : MAX_QUERY} onRefused={() => setRefused((n) => n + 1)} />
        </div>
        <div class="search__side">
          {refused ? (
            <p key={refused} class="inline-error search__full" role="alert" data-testid="search-full">
              {t("A search can have {max} characters at most, so that one wasn't added. Delete some to type more.", { max: formatNumber(MAX_QUERY) })}
            </p>
          ) : null}
          {emptyAsked ? (
            <p key={`empty-${emptyAsked}`} class="inline-error search__full" role="alert" data-testid="search-empty">
              {t('Type what you are looking for first.')}
            </p>
          ) : null}
          {suggestions.length ? (
            <SearchWords title={t('Suggestions')} kind="suggestion" words={suggestions} onChoose={choose} />
          ) : (
            <>
              {/* Typed, and nothing to suggest: the column says so rather than standing empty, and the
                  viewer's own searches stay below it, one Right away as before. */}
              {typing ? (
                <SearchNote title={t('Suggestions')} text={t('No suggestions. Press Search.')} testId="no-suggestions" />
              ) : null}
              {recent?.length ? (
                <SearchWords title={t('Recent searches')} kind="recent" words={typing ? recent.slice(0, RECENT_WHILE_TYPING) : recent} onChoose={choose} />
              ) : typing || !recent ? null : (
                // Nothing searched yet: the column says what will come here, rather than standing empty
                // between the keyboard and the filters; only once the stored searches are read, so a
                // viewer who has some never sees it for a frame. A guest's last until the app closes.
                <SearchNote title={t('Recent searches')} text={account ? t('Your searches show here.') : t('Your searches show here until tenfoot closes.')} testId="no-recent-searches" />
              )}
            </>
          )}
        </div>
        <div class="search__right">
          <h2 class="shelf__title">{t('Filters')}</h2>
          <SearchFilterChips filters={state.filters} signedIn={!!account} onChange={changeFilters} />
        </div>
      </div>
      {state.submitted ? (
        <SearchResults
          key={state.submitted.list}
          query={state.submitted.query}
          filters={filtersInWords(state.submitted.filters)}
          filtersChanged={!sameFilters(state.filters, state.submitted.filters)}
          results={state.submitted.list}
          memory={memory}
          takeFocus={firstResultWanted}
          withoutFilters={
            narrowsResults(state.submitted.filters)
              ? () => submit(state.submitted!.query, defaultFilters, true)
              : undefined
          }
        />
      ) : null}
    </section>
  );
}
