import type { RefObject } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';
import type { SearchResult } from '../api/video/index.ts';
import { focusElement, safeArea, scrollViewport } from '../nav/focus.ts';
import { keyPresses } from '../nav/remote.ts';
import type { SpillingList } from '../state/pagedList.ts';
import type { RouteMemory } from '../state/routeMemory.ts';
import { PlaceholderCard } from '../ui/Card.tsx';
import { Grid } from '../ui/Grid.tsx';
import { EmptyAction } from '../ui/ListState.tsx';
import { ModelCard } from './ModelCard.tsx';
import { pagedGridState } from './pagedGridState.ts';
import { useCardModels } from './useCardModels.ts';
import { nextInList, offerNext } from '../state/playQueue.ts';
import { playableOnly } from './nextUp.ts';
import { searchResultCard } from './searchResultCard.ts';
import { useAnnounceLoaded } from './useAnnounceLoaded.ts';
import { t } from '../i18n/messages.ts';
import { around } from '../i18n/around.ts';
import { cardColumnPitchRem, cardColumns, cardRowPitchRem, textScale } from './textScaleGeometry.ts';

/** Four cards a row (three, wider, with larger text), two rows in view; pitches are a card's size and gap (styles.css), growing with the text size. */
const cardsAt = (scale: number) => ({ columns: cardColumns(scale), rowPitchRem: cardRowPitchRem(scale), colPitchRem: cardColumnPitchRem(scale), heightRem: 2 * cardRowPitchRem(scale) });

/**
 * The results of a submitted search, in a grid that loads the next page as focus nears the end.
 * Its own component so a page arriving re-renders the grid only, not the keyboard and filters.
 */
export function SearchResults({ query, filters, filtersChanged, results, memory, withoutFilters, takeFocus }: {
  query: string;
  /** The filters it was sent with, in words (none when all are as they start). */
  filters: string[];
  /**
   * The filter row no longer says what these results were asked with: a search costs 100 of the
   * day's 10,000 quota units, so a changed filter waits for the Search key, and the heading says so.
   */
  filtersChanged?: boolean;
  results: SpillingList<SearchResult>;
  memory: RouteMemory;
  /** Runs the same words with no filters: offered when nothing matched and filters may be why. */
  withoutFilters?: () => void;
  /** Focus goes to the first result when it arrives, unless the viewer has moved it by then. */
  takeFocus?: boolean;
}) {
  const section = useRef<HTMLElement>(null);
  useFirstResultFocus(section, takeFocus && results.items.value.length > 0);
  // Once the first answer is in: results, none (no page after it), or a failure.
  useHeadingInView(section, results.items.value.length > 0 || !!results.error.value || (!results.loading.value && !results.hasMore.value));
  const resultCard = useCardModels(searchResultCard);
  const items = results.items.value;
  useAnnounceLoaded(results, { one: '{count} result loaded', other: '{count} results loaded' });
  offerNext(memory, (videoId) =>
    nextInList(
      results.items.peek(),
      videoId,
      playableOnly((item: SearchResult) => {
        const card = searchResultCard(item, 0);
        return card.target?.name === 'video' ? { video: card.target.video, focusKey: card.key } : undefined;
      }),
    ),
  );
  // The sentence in the viewer's language, cut where the query goes (t leaves {query} as it is).
  const [before, after] = around(t('Results for “{query}”'), 'query');
  return (
    <section class={`search__results${filtersChanged ? ' search__results--stale' : ''}`} aria-label={t('Results')} data-testid="search-results" ref={section}>
      <h2 class="shelf__title" dir="auto">
        {/* The query and the count each in an isolate (<bdi>): in Arabic, a Latin query ran into the
            count after it as one left-to-right run, and the quotes, query and count came apart. */}
        {/* One box for the sentence, so the line is two flex items and the filters' list shrinks
            beside it (styles.css) rather than wrap onto a line of its own. */}
        <span class="search__results-title">
          {before}
          <bdi>{query}</bdi>
          {after}
          {items.length ? (
            <bdi class="shelf__count">
              {items.length}
              {results.hasMore.value ? '+' : ''}
            </bdi>
          ) : null}
        </span>
        {/* Under the keyboard only this line is in view (the edge rule hides the cards it would cut):
            it says where they are, gone once the viewer is among them (styles.css, .search--browsing);
            or that the filters changed since, which stays said there too. */}
        {filtersChanged ? (
          <span class="search__results-hint search__results-hint--changed" data-testid="filters-changed">
            {t('Filters changed: press Search')}
          </span>
        ) : items.length ? (
          <span class="search__results-hint">{t('Down to see them')}</span>
        ) : withoutFilters && !results.loading.value && !results.error.value ? (
          // None matched under filters that narrow: the empty state below blames "these filters",
          // and these are they. On this line, not one of its own: a line more would push its offer
          // to search without them past the foot.
          <span class="search__results-hint search__results-hint--applied" data-testid="search-applied" dir="auto">
            {filters.join(' · ')}
          </span>
        ) : null}
      </h2>
      {/* What narrowed or ordered them: nothing said it once the chips were out of sight. With none,
          the heading's line names them (above), and the empty state offers the search without them. */}
      {filters.length && items.length ? (
        <p class="search__applied" data-testid="search-applied">
          {filters.join(' · ')}
        </p>
      ) : null}
      <Grid
        label={t('search results')}
        items={items}
        {...cardsAt(textScale())}
        {...pagedGridState(results)}
        emptyText={withoutFilters ? t('No results with these filters. Try them off, or other words.') : t('No results. Try other words.')}
        emptyAction={withoutFilters ? <EmptyAction action={{ label: t('Search without filters'), onPress: withoutFilters }} /> : undefined}
        memory={memory}
        memoryKey={`results-${query}`}
        onWindow={results.keepNear}
        renderItem={(item, index, left, top) => {
          if (!item) return <PlaceholderCard key={`spilled-${index}`} style={{ left: `${left}px`, top: `${top}px` }} />;
          const m = resultCard(item, index);
          // The service's pageInfo.totalResults is an estimate: the place counts the results loaded, "or more" while more may come.
          return <ModelCard key={m.key} model={m} index={index} left={left} top={top} total={items.length} more={results.hasMore.value} />;
        }}
      />
    </section>
  );
}

/**
 * Puts focus on the first result once, when `ready`, if no key was pressed since this answer was
 * asked for: after "Search without filters" the button pressed is gone, and focus must land on
 * what replaced it, not on whatever the recovery found nearest (the keyboard's Clear).
 */
function useFirstResultFocus(section: RefObject<HTMLElement | null>, ready: boolean | undefined): void {
  const pressesAtStart = useRef(keyPresses());
  const done = useRef(false);
  useLayoutEffect(() => {
    if (!ready || done.current || keyPresses() !== pressesAtStart.current) return;
    const first = section.current?.querySelector<HTMLElement>('[data-index="0"]');
    if (!first) return;
    done.current = true;
    focusElement(first);
  }, [ready]);
}

/**
 * The heading says what came of the search (how many, or none under these filters, with the offer
 * to search without them): sent from the keyboard, it must be in view. With larger text and More
 * filters open, the filters' column stood taller than the keyboard and pushed it below the screen,
 * so a search that found nothing looked as if nothing had happened. The page is brought up as far
 * as that needs and the focused key allows (it stays inside the safe area), once, as the results
 * come: the heading, or with nothing found the whole empty state, which the page's edge would
 * otherwise hide whole with its heading (src/nav/edgeRule.ts).
 */
function useHeadingInView(section: RefObject<HTMLElement | null>, settled: boolean): void {
  const done = useRef(false);
  useLayoutEffect(() => {
    if (!settled || done.current) return;
    done.current = true;
    const shown = section.current?.querySelector('[data-testid="empty-state"], [data-testid="error-state"]') ?? section.current?.querySelector('h2');
    const page = section.current?.closest<HTMLElement>('[data-scroll-y]');
    if (!shown || !page) return;
    const safe = safeArea();
    const below = shown.getBoundingClientRect().bottom - safe.bottom;
    if (below <= 0) return;
    const focused = document.activeElement;
    const room = focused && page.contains(focused) ? focused.getBoundingClientRect().top - safe.top : below;
    const by = Math.min(below, room);
    if (by > 0) scrollViewport(page, 'y', page.scrollTop + by, false);
  }, [settled]);
}
