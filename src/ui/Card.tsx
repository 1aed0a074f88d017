import type { ReadonlySignal } from '@preact/signals';
import { Fragment, type ComponentChild, type CSSProperties } from 'preact';
import { useId } from 'preact/hooks';
import { badgeWord, formatNumber, t } from '../i18n/messages.ts';

/** What a card draws: the screens' card models (src/screens/viewModels.ts) extend it. */
export interface CardFace {
  title: string;
  subtitle?: string;
  /** The second line as said, where its text would be heard wrong ("17:56 left" as a time of day); a node that may fill in later. */
  spokenSubtitle?: ComponentChild;
  /** A line above the title saying what happened ("Uploaded", "Liked"...). */
  eyebrow?: string;
  thumbnailUrl?: string;
  /** A large symbol in place of a picture (system playlists, "Create playlist"). */
  icon?: string;
  /** Round picture (channels). */
  round?: boolean;
  /** 0..1 of the video watched: a bar along the picture's foot (Continue watching). */
  progress?: number;
  /**
   * The title's language, where the API gives it (BCP 47): a screen reader reads it in that voice.
   * A signal where it comes after the card (a subscription's channel's): the attribute follows it.
   */
  lang?: string | ReadonlySignal<string | undefined>;
}

/** A card's face, its badge (a node that may fill in later), and its place, focus and action. */
export interface CardProps extends CardFace {
  /** A corner label: text ("LIVE"), or a node that fills in later (a duration once known). */
  badge?: ComponentChild;
  focusKey: string;
  onSelect: () => void;
  style?: CSSProperties;
  index?: number;
  autofocus?: boolean;
  /** What it is, said after its title: "video", "channel", "playlist". */
  kind?: string;
  /** The badge as said (", 12 minutes", ", live now"), with its leading comma; a node that may fill in later. */
  spokenBadge?: ComponentChild;
  /** The title as said, where it may change once the card is up (a video's translation, with its facts); else `title`. */
  spokenTitle?: ComponentChild;
  /** How many items its shelf or grid holds: the list's own total where the API gives one, else the items loaded. */
  total?: number;
  /** `total` counts the items loaded and more may come: "3 of 20 or more". */
  more?: boolean;
  /** The title's element (class card__title) when it is drawn by another: a video's, which takes its language once known. */
  titleText?: ComponentChild;
}

/**
 * An item's place in its list, as said after its name: "3 of 232" where the list's total is known
 * (a playlist's 232 items, 50 of them loaded), "3 of 20 or more" where only the 20 loaded are
 * counted and more may come (activities, whose pageInfo total is unreliable; search, whose
 * total is an estimate), "3 of 20" once the whole list is in.
 */
export function placeOf(position: number, total: number, more?: boolean): string {
  // Written the viewer's way, as every other number (1,234 / 1.234 / ١٬٢٣٤).
  const values = { position: formatNumber(position), total: formatNumber(Math.max(total, position)) };
  return more ? t('{position} of {total} or more', values) : t('{position} of {total}', values);
}

/**
 * What a screen reader says for a card: "Why opera arias still matters, video, 12 minutes, Stage
 * Door · 21 Nov 2026, 3 of 20". In a hidden node the button is labelled by, as the length comes in
 * later than the card (its own node, re-rendering alone).
 */
function CardName(props: CardProps) {
  const head = props.spokenTitle && props.title ? (
    <>
      {props.eyebrow ? `${props.eyebrow}, ` : ''}
      {props.spokenTitle}
      {props.kind ? `, ${props.kind}` : ''}
    </>
  ) : (
    [props.eyebrow, props.title, props.kind].filter(Boolean).join(', ')
  );
  // The badge's word as shown (LIVE, UPCOMING are keys: the German card said "UPCOMING" aloud under GEPLANT).
  const badge = props.spokenBadge ?? (typeof props.badge === 'string' ? `, ${badgeWord(props.badge)}` : null);
  const line = props.spokenSubtitle ?? props.subtitle;
  const tail = [
    props.progress !== undefined ? t('{percent}% watched', { percent: Math.round(props.progress * 100) }) : undefined,
    props.index !== undefined && props.total ? placeOf(props.index + 1, props.total, props.more) : undefined,
  ].filter(Boolean);
  return (
    <>
      {head}
      {badge}
      {line ? <>, {line}</> : null}
      {tail.length ? `, ${tail.join(', ')}` : ''}
    </>
  );
}

/**
 * A card's second line. Facts joined by `byline` (viewModels.ts: a direction mark, then each fact
 * isolated; the form is read back here) are laid out each in its own box on one line. One fact
 * gives way, taking the ellipsis at its own end: the longest of those without digits (a name,
 * not a date, a time left or a count). Facts after it that do not fit whole go to a second line
 * the card does not show, so a date is whole or absent (styles.css). As one line of text, the
 * ellipsis fell on whatever came last: the date's year, or in Arabic the start of a Latin name.
 */
function Subtitle({ text }: { text: string }) {
  const facts = text.charAt(1) === '\u2068' ? text.slice(2, -1).split('\u2069 · \u2068') : undefined;
  if (!facts) {
    return (
      <span class="card__subtitle" dir="auto">
        {text}
      </span>
    );
  }
  const weight = (fact: string) => fact.length - (/\d/.test(fact) ? 1000 : 0);
  const gives = facts.reduce((at, fact, i) => (weight(fact) > weight(facts[at]!) ? i : at), 0);
  return (
    <span class="card__subtitle card__subtitle--facts" dir={text.charAt(0) === '\u200f' ? 'rtl' : 'ltr'}>
      {facts.map((fact, i) =>
        i === gives ? (
          // In its own direction, so its ellipsis falls at its own end; after another fact, it
          // keeps its place on the line and takes what the line has left.
          <Fragment key={i}>
            {i ? <span class="card__fact">{' · '}</span> : null}
            <span class={`card__fact card__fact--gives${i ? ' card__fact--rest' : ''}`} dir="auto">
              {fact}
            </span>
          </Fragment>
        ) : (
          // In the line's direction, " · " before it, so it goes whole to the hidden line or stays.
          <span key={i} class="card__fact">
            {i ? ' · ' : null}
            <bdi>{fact}</bdi>
          </span>
        ),
      )}
    </span>
  );
}

/** One item of a shelf or grid. API text goes in as text nodes only: never as HTML. */
export function Card(props: CardProps) {
  const nameId = useId();
  return (
    <button
      class={`card${props.round ? ' card--round' : ''}`}
      aria-labelledby={nameId}
      data-focus-key={props.focusKey}
      data-index={props.index}
      style={props.style}
      onClick={props.onSelect}
      data-testid="card"
      data-autofocus={props.autofocus || undefined}
    >
      <span class="card__thumb" data-picture>
        {/* Keyed by its address: a card recycled for another item (see useRecycledCells) shows no picture
            until the new one has loaded, never the item that left's. */}
        {props.thumbnailUrl ? <img key={props.thumbnailUrl} src={props.thumbnailUrl} alt="" decoding="async" /> : props.icon ? <span class="card__icon" aria-hidden="true">{props.icon}</span> : null}
        {typeof props.badge === 'string' ? <span class="card__badge">{badgeWord(props.badge)}</span> : (props.badge ?? null)}
        {props.progress !== undefined ? (
          <span class="card__progress" aria-hidden="true">
            <span class="card__progress-fill" style={{ width: `${Math.round(props.progress * 100)}%` }} />
          </span>
        ) : null}
      </span>
      {props.eyebrow ? <span class="card__eyebrow">{props.eyebrow}</span> : null}
      {props.titleText ?? (
        <span class="card__title" dir="auto" lang={props.lang}>
          {props.title}
        </span>
      )}
      {props.subtitle ? <Subtitle text={props.subtitle} /> : null}
      <span id={nameId} hidden>
        <CardName {...props} />
      </span>
    </button>
  );
}

/**
 * The place of an item not in memory just now (a long list's page read back from IndexedDB, see
 * src/state/pageHolder.ts): the card's shape, pulsing, until the item is back. Not focusable, as
 * there is nothing to open yet.
 */
export function PlaceholderCard({ style }: { style?: CSSProperties }) {
  return (
    <div class="card card--placeholder" style={style} aria-hidden="true" data-testid="placeholder-card">
      <span class="card__thumb" data-picture />
    </div>
  );
}
