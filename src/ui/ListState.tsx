import type { ComponentChildren } from 'preact';
import type { RouteMemory } from '../state/routeMemory.ts';

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

/** Placeholder cards while a list loads: the layout doesn't jump when the data arrives. */
export function SkeletonRow({ count = 5, label = 'Loading' }: { count?: number; label?: string }) {
  return (
    <div class="skeleton-row" aria-busy="true" aria-label={label} data-testid="skeleton">
      {Array.from({ length: count }, (_, i) => (
        <span class="skeleton-card" key={i} />
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

/** A failed load: a sentence, and Retry reachable by keys. */
export function ErrorState({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <div class="error-state" role="alert" data-testid="error-state">
      <p>{text}</p>
      <button class="btn" onClick={onRetry} data-focus-key="retry">
        Retry
      </button>
    </div>
  );
}
