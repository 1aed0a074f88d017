import type { ComponentChildren } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';
import { focusIsLost } from '../nav/focusScope.ts';
import { focusInitial } from '../nav/placeFocus.ts';
import type { RouteMemory } from '../state/routeMemory.ts';
import { busyButton } from './busyButton.ts';
import { t } from '../i18n/messages.ts';

/** What every virtualized list (shelf, grid) takes besides its items: its states and paging. */
export interface ListStateProps {
  loading?: boolean;
  error?: string;
  onRetry?: () => void;
  emptyText?: string;
  emptyAction?: ComponentChildren;
  /** Called when focus comes near the end: load the next page. */
  onNearEnd?: () => void;
  /**
   * More items are coming (a next page): a press past the last line waits for them instead of
   * leaving the list (a held Down through search results used to land on the account button).
   * Not while a page failed: Down then goes on to the error's Retry below the list.
   */
  hasMore?: boolean;
  memory?: RouteMemory;
  memoryKey?: string;
}

/**
 * Placeholder cards while a list loads, or rows for a list of rows (a playlist's): the layout doesn't jump when the data arrives. It can
 * hold focus (never reached by arrows): while a screen that has just opened waits for its list,
 * focus waits here (src/nav/waitingScreen.ts). `holdsFocus` marks it as what the whole screen is
 * until its data comes (a channel's page): letters typed meanwhile are kept for the screen, and
 * the screen does not count as up (BrowseArea.tsx).
 */
/** The most rows a list of rows shows while it comes (fewer where its page holds fewer: `count`). */
const SKELETON_LIST_ROWS = 4;

export function SkeletonRow({
  count = 5,
  label,
  holdsFocus,
  listRows,
}: {
  count?: number;
  label?: string;
  /** The whole screen is this row (see above). */
  holdsFocus?: boolean;
  /** A list of rows is coming (a playlist's), not cards: drawn as rows (`count` of them, SKELETON_LIST_ROWS at most), or the screen jumped from cards to rows as it came. */
  listRows?: boolean;
}) {
  return (
    <div class={listRows ? 'skeleton-row skeleton-row--list' : 'skeleton-row'} role="progressbar" aria-busy="true" aria-label={label ?? t('Loading')} data-testid="skeleton" tabIndex={-1} data-waiting={holdsFocus || undefined}>
      {Array.from({ length: listRows ? Math.min(SKELETON_LIST_ROWS, count) : count }, (_, i) => (
        <span class={listRows ? 'skeleton-list-row' : 'skeleton-card'} key={i} />
      ))}
    </div>
  );
}

/** An empty list says what to do next, and offers it as a button when there is one. */
export function EmptyState({ text, action }: { text: string; action?: ComponentChildren }) {
  return (
    <div class="empty-state" data-testid="empty-state">
      <p>{text}</p>
      {action}
    </div>
  );
}

/** What an empty list offers to do about it: one button, reachable by keys like any other. */
export interface EmptyActionSpec {
  label: string;
  onPress: () => void;
}

/** The empty state's button; it takes the screen's first focus when the list would have. */
export function EmptyAction({ action, autofocus }: { action: EmptyActionSpec; autofocus?: boolean }) {
  return (
    <button class="btn" data-focus-key="empty-action" data-autofocus={autofocus || undefined} onClick={action.onPress}>
      {action.label}
    </button>
  );
}

/** A failed load: a sentence, and Retry reachable by keys; "Retrying…" while the retry runs. */
export function ErrorState({ text, onRetry, retrying }: { text: string; onRetry: () => void; retrying?: boolean }) {
  const button = useRef<HTMLButtonElement>(null);
  // A Retry that fails again, with the same words, must be said again: the sentence stays on screen
  // while the retry runs, so its text never changes and a reader heard nothing. Each failed try
  // puts in a new alert, which a reader says as it comes.
  const tries = useRef({ retrying: !!retrying, failed: 0 });
  if (tries.current.retrying && !retrying) tries.current.failed++;
  tries.current.retrying = !!retrying;
  // Gone with focus on its button (the retry worked): focus goes to the list that took its place,
  // rather than waiting for the next key.
  useLayoutEffect(() => {
    const el = button.current;
    const host = el?.closest<HTMLElement>('section, [role="dialog"]');
    return () => {
      if (el && host && el === document.activeElement)
        requestAnimationFrame(() => {
          if (focusIsLost() && host.isConnected) focusInitial(host);
        });
    };
  }, []);
  return (
    <div class="error-state" data-testid="error-state">
      {/* The sentence alone is the alert: round the button too, its "Retrying…" was said as news. */}
      <p role="alert" key={tries.current.failed}>
        {text}
      </p>
      <button ref={button} class="btn" {...busyButton(!!retrying, onRetry)} data-focus-key="retry" data-autofocus>
        {retrying ? t('Retrying…') : t('Retry')}
      </button>
    </div>
  );
}

/**
 * The error a list shows: its own, or, while the retry it asked for runs, the last one with its
 * button saying "Retrying…". Without this, Retry vanished into a loading state the moment it was
 * pressed, and focus with it.
 */
export function useShownError(error: string | undefined, loading: boolean | undefined): { text: string; retrying: boolean } | undefined {
  const last = useRef<string | undefined>(undefined);
  if (error) last.current = error;
  else if (!loading) last.current = undefined;
  if (error) return { text: error, retrying: false };
  return last.current ? { text: last.current, retrying: true } : undefined;
}
