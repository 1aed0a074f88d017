import { useState } from 'preact/hooks';
import { setFilter, TOGGLES, turnedOff, type SearchFilters, type ToggleFilter } from '../state/searchFilters.ts';
import { notify } from '../state/notice.ts';
import { t } from '../i18n/messages.ts';
import { Dialog } from '../ui/Dialog.tsx';

const TYPES: SearchFilters['type'][] = ['all', 'video', 'channel', 'playlist'];
const TYPE_WORDS: Record<SearchFilters['type'], () => string> = { all: () => t('Everything'), video: () => t('Videos'), channel: () => t('Channels'), playlist: () => t('Playlists') };
const ORDERS: SearchFilters['order'][] = ['relevance', 'date', 'viewCount', 'rating'];
const ORDER_WORDS: Record<SearchFilters['order'], () => string> = { relevance: () => t('Relevance'), date: () => t('Newest'), viewCount: () => t('Most viewed'), rating: () => t('Top rated'), title: () => t('Title'), videoCount: () => t('Most videos') };
const TOPICS: SearchFilters['topic'][] = ['any', 'music', 'gaming', 'sports', 'film', 'technology', 'knowledge', 'food'];
const TOPIC_WORDS: Record<SearchFilters['topic'], () => string> = {
  any: () => t('Any'),
  music: () => t('Music'),
  gaming: () => t('Gaming'),
  sports: () => t('Sports'),
  film: () => t('Film'),
  technology: () => t('Technology'),
  knowledge: () => t('Knowledge'),
  food: () => t('Food'),
  entertainment: () => t('Entertainment'),
  lifestyle: () => t('Lifestyle'),
  tourism: () => t('Tourism'),
  society: () => t('Society'),
  pets: () => t('Pets'),
  fitness: () => t('Fitness'),
  vehicles: () => t('Vehicles'),
  humour: () => t('Humour'),
  performingArts: () => t('Performing arts'),
};
const topicWord = (topic: SearchFilters['topic']) => TOPIC_WORDS[topic]();

function cycle<T>(list: readonly T[], value: T): T {
  return list[(list.indexOf(value) + 1) % list.length]!;
}

/**
 * A chip that steps through its values on OK ("Sort: Newest" → "Sort: Most viewed"). Every filter
 * chip is as wide as the filters' column (styles.css, `.chips--column`), so none moves or resizes
 * under the viewer's eyes as its value changes, and the column reads as one list.
 */
function CycleChip<T>({ name, label, values, value, word, onChange }: { name: string; label: string; values: readonly T[]; value: T; word: (v: T) => string; onChange: (v: T) => void }) {
  return (
    <button class="chip" data-focus-key={`filter-${name}`} onClick={() => onChange(cycle(values, value))}>
      {t('{label}: {value}', { label, value: word(value) })}
    </button>
  );
}

/**
 * A chip whose value is picked from a list, for more values than OK can sensibly step through
 * (Topic: eight, seven presses to reach the last). OK opens the list (ChoiceList) on the value in
 * force.
 */
function ListChip<T>({ name, label, value, word, onOpen }: { name: string; label: string; value: T; word: (v: T) => string; onOpen: () => void }) {
  return (
    <button class="chip" aria-haspopup="dialog" data-focus-key={`filter-${name}`} onClick={onOpen}>
      {t('{label}: {value}', { label, value: word(value) })}
    </button>
  );
}

/** The values of a ListChip, in a dialog: focus starts on the one in force, OK picks one and closes, Back keeps it. */
function ChoiceList<T>({ label, values, value, word, onPick, onClose }: { label: string; values: readonly T[]; value: T; word: (v: T) => string; onPick: (v: T) => void; onClose: () => void }) {
  return (
    <Dialog title={label} onClose={onClose}>
      <div class="choices" role="radiogroup" aria-label={label} data-nav-container data-testid="choice-list">
        {values.map((v) => (
          <button
            key={String(v)}
            class={`privacy__option choices__option${v === value ? ' privacy__option--on' : ''}`}
            role="radio"
            aria-checked={v === value}
            data-autofocus={v === value || undefined}
            onClick={() => {
              onClose();
              if (v !== value) onPick(v);
            }}
          >
            <span class="privacy__mark" aria-hidden="true">
              {v === value ? '●' : '○'}
            </span>
            <span class="privacy__text">{word(v)}</span>
          </button>
        ))}
      </div>
    </Dialog>
  );
}

/** An on/off chip; the tick has its own place (a box, empty while off), so turning it on does not widen the chip. */
function ToggleChip({ name, label, on, onChange }: { name: ToggleFilter; label: string; on: boolean; onChange: (on: boolean) => void }) {
  return (
    <button class={`chip chip--ticked${on ? ' chip--on' : ''}`} aria-pressed={on} data-focus-key={`filter-${name}`} onClick={() => onChange(!on)}>
      <span class="chip__tick chip__tick--box" aria-hidden="true">
        {on ? '✓' : ''}
      </span>
      {label}
    </button>
  );
}

/** The on/off filters' words: their chips, the results' line and the notice when one goes off. */
const TOGGLE_WORDS: Record<ToggleFilter, () => string> = {
  hdOnly: () => t('HD only'),
  captionsOnly: () => t('Captions only'),
  embeddableOnly: () => t('Playable here'),
  mineOnly: () => t('Only my videos'),
};

/**
 * The filters a search was sent with that differ from where they start, as the chips say them
 * ("Show: Videos", "HD only"): the results say what narrowed or ordered them.
 */
export function filtersInWords(f: SearchFilters): string[] {
  const words: string[] = [];
  if (f.type !== 'all') words.push(t('{label}: {value}', { label: t('Show'), value: TYPE_WORDS[f.type]() }));
  if (f.order !== 'relevance') words.push(t('{label}: {value}', { label: t('Sort'), value: ORDER_WORDS[f.order]() }));
  if (f.topic !== 'any') words.push(t('{label}: {value}', { label: t('Topic'), value: topicWord(f.topic) }));
  for (const key of TOGGLES) if (f[key]) words.push(TOGGLE_WORDS[key]());
  return words;
}

/**
 * Why a ticked filter unticked itself: "Only my videos" cannot go with HD only or Playable here (the
 * API refuses the pair), and every tick is for videos, so showing channels or playlists clears them.
 */
function sayTurnedOff(off: ToggleFilter[], changed: keyof SearchFilters): void {
  const [first, second] = off.map((key) => TOGGLE_WORDS[key]());
  if (!first) return;
  if (changed === 'type') {
    notify(second ? t('Your ticked filters are off: they apply to videos only.') : t('“{filter}” is off: it applies to videos only.', { filter: first }));
    return;
  }
  // A tick turns off at most two others (Only my videos: HD only and Playable here).
  const chosen = TOGGLE_WORDS[changed as ToggleFilter]();
  notify(
    second
      ? t('“{first}” and “{second}” are off: they can’t be combined with “{chosen}”.', { first, second, chosen })
      : t('“{filter}” is off: it can’t be combined with “{chosen}”.', { filter: first, chosen }),
  );
}

/**
 * Search's filters: what to show, the order, the topic, HD and captions; the creator's filters
 * (playable here, only my videos) wait under "More filters", which says when one of them is on.
 * A guest has no videos of their own: no "Only my videos".
 */
export function SearchFilterChips({ filters: f, signedIn, onChange }: { filters: SearchFilters; signedIn: boolean; onChange: (f: SearchFilters) => void }) {
  const [more, setMore] = useState(f.embeddableOnly || f.mineOnly);
  const [choosingTopic, setChoosingTopic] = useState(false);
  const change = <K extends keyof SearchFilters>(key: K, value: SearchFilters[K]) => {
    const next = setFilter(f, key, value);
    sayTurnedOff(turnedOff(f, next, key), key);
    onChange(next);
  };
  const moreOn = [f.embeddableOnly, f.mineOnly].filter(Boolean).length;
  return (
    <>
      <div class="chips chips--column" data-nav-container aria-label={t('Filters')} data-testid="search-filters">
        <CycleChip name="type" label={t('Show')} values={TYPES} value={f.type} word={(type) => TYPE_WORDS[type]()} onChange={(v) => change('type', v)} />
        <CycleChip name="order" label={t('Sort')} values={ORDERS} value={f.order} word={(o) => ORDER_WORDS[o]()} onChange={(v) => change('order', v)} />
        <ListChip name="topic" label={t('Topic')} value={f.topic} word={topicWord} onOpen={() => setChoosingTopic(true)} />
        <ToggleChip name="hdOnly" label={TOGGLE_WORDS.hdOnly()} on={f.hdOnly} onChange={(on) => change('hdOnly', on)} />
        <ToggleChip name="captionsOnly" label={TOGGLE_WORDS.captionsOnly()} on={f.captionsOnly} onChange={(on) => change('captionsOnly', on)} />
        <button class="chip" aria-expanded={more} data-focus-key="filter-more" onClick={() => setMore(!more)}>
          {more ? t('Fewer filters') : moreOn ? t('More filters ({count})', { count: moreOn }) : t('More filters')}
        </button>
        {more ? (
          <>
            <ToggleChip name="embeddableOnly" label={TOGGLE_WORDS.embeddableOnly()} on={f.embeddableOnly} onChange={(on) => change('embeddableOnly', on)} />
            {signedIn ? <ToggleChip name="mineOnly" label={TOGGLE_WORDS.mineOnly()} on={f.mineOnly} onChange={(on) => change('mineOnly', on)} /> : null}
          </>
        ) : null}
      </div>
      {choosingTopic ? <ChoiceList label={t('Topic')} values={TOPICS} value={f.topic} word={topicWord} onPick={(v) => change('topic', v)} onClose={() => setChoosingTopic(false)} /> : null}
    </>
  );
}
