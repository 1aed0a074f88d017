import type { ComponentChild, CSSProperties } from 'preact';
import { useId } from 'preact/hooks';
import { t } from '../i18n/messages.ts';
import { badgeWord } from '../i18n/messages.ts';

/** What a card draws: the screens' card models (src/screens/viewModels.ts) extend it. */
export interface CardFace {
  title: string;
  subtitle?: string;
  /** A line above the title saying what happened ("Uploaded", "Liked"...). */
  eyebrow?: string;
  thumbnailUrl?: string;
  /** A large symbol in place of a picture (system playlists, "Create playlist"). */
  icon?: string;
  /** Round picture (channels). */
  round?: boolean;
  /** 0..1 of the video watched: a bar along the picture's foot (Continue watching). */
  progress?: number;
  /** The title's language, where the API gives it (BCP 47): a screen reader reads it in that voice. */
  lang?: string;
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
  /** How many items its shelf or grid holds (as far as known): "3 of 20". */
  total?: number;
  /** The title's element (class card__title) when it is drawn by another: a video's, which takes its language once known. */
  titleText?: ComponentChild;
}

/**
 * What a screen reader says for a card: "Why opera arias still matters, video, 12 minutes, Stage
 * Door · 21 Nov 2026, 3 of 20". In a hidden node the button is labelled by, as the length comes in
 * later than the card (its own node, re-rendering alone).
 */
function CardName(props: CardProps) {
  const head = [props.eyebrow, props.title, props.kind].filter(Boolean).join(', ');
  const badge = props.spokenBadge ?? (typeof props.badge === 'string' ? `, ${props.badge}` : null);
  const tail = [
    props.subtitle,
    props.progress !== undefined ? t('{percent}% watched', { percent: Math.round(props.progress * 100) }) : undefined,
    props.index !== undefined && props.total ? t('{position} of {total}', { position: props.index + 1, total: props.total }) : undefined,
  ].filter(Boolean);
  return (
    <>
      {head}
      {badge}
      {tail.length ? `, ${tail.join(', ')}` : ''}
    </>
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
      <span class="card__thumb">
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
      {props.subtitle ? (
        <span class="card__subtitle" dir="auto">
          {props.subtitle}
        </span>
      ) : null}
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
      <span class="card__thumb" />
    </div>
  );
}
