import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { t } from '../i18n/messages.ts';
import { cutSide } from '../ui/cutSide.ts';

/** How the typed query sits in its box: packed to the side its end is on, and the side it runs out at. */
interface Fit {
  /** The query's direction is not the page's (English typed in the Arabic interface). */
  against: boolean;
  cut?: 'left' | 'right';
}

/**
 * The search box: what was typed, with the caret inside the query's own direction (after its last
 * letter, on the left of a right-to-left query, as in PlaylistForm's fields), or, empty, the caret
 * where the first letter will go and the placeholder. A short query starts beside the icon. Longer
 * than the box, it shows its end, where the next letter goes, in either direction of page and
 * query (styles.css, .search__typed), and the side it runs out at fades, so no letter stands there
 * sliced in half.
 */
export function SearchQueryBox(p: { query: string; replacing: boolean }) {
  const box = useRef<HTMLSpanElement>(null);
  const text = useRef<HTMLSpanElement>(null);
  const [fit, setFit] = useState<Fit>({ against: false });
  useLayoutEffect(() => {
    const outer = box.current;
    const inner = text.current;
    if (!outer || !inner) return;
    const against = getComputedStyle(inner).direction !== getComputedStyle(outer).direction;
    // Packed as the next render will pack it, so that the side measured is the one drawn.
    outer.classList.toggle('search__typed--against', against);
    const now: Fit = { against, cut: cutSide(outer, inner) };
    if (now.against !== fit.against || now.cut !== fit.cut) setFit(now);
  }, [p.query, p.replacing]);
  const typedClass = `search__typed${fit.against ? ' search__typed--against' : ''}${fit.cut ? ` search__typed--cut-${fit.cut}` : ''}`;
  return (
    <div class="search__query" data-testid="search-query" aria-live="polite">
      <span class="search__icon" aria-hidden="true">
        ⌕
      </span>
      {p.query ? (
        <span ref={box} class={typedClass}>
          <span ref={text} dir="auto">
            {p.replacing ? <span class="search__selected">{p.query}</span> : p.query}
            <span class="caret" aria-hidden="true" />
          </span>
        </span>
      ) : (
        <>
          <span class="caret" aria-hidden="true" />
          <span class="muted search__placeholder">{t('Search videos, channels, playlists')}</span>
        </>
      )}
    </div>
  );
}
