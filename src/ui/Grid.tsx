import type { VNode } from 'preact';
import { useEffect } from 'preact/hooks';
import { EmptyState, ErrorState, SkeletonRow, useShownError, type ListStateProps } from './ListState.tsx';
import { useFocusRing } from './focusRing.ts';
import { moreToCome } from './moreToCome.ts';
import { useRecycledCells } from './recycledCells.ts';
import { remPx } from './rootScale.ts';
import { useSlidingWindow } from './slidingWindow.ts';
import { t } from '../i18n/messages.ts';

/** onNearEnd is called when focus comes within two rows of the end. */
export interface GridProps<T> extends ListStateProps {
  items: readonly T[];
  columns: number;
  /** Row height + gap, in rem. */
  rowPitchRem: number;
  /** Column width + gap, in rem. */
  colPitchRem: number;
  /** Height of the visible area, in rem. */
  heightRem: number;
  /** Its items are rows (a playlist's), not cards: so is its skeleton while they come. */
  listRows?: boolean;
  /** Key each cell by its item: the grid reuses cards by that key (see useRecycledCells). */
  renderItem: (item: T, index: number, left: number, top: number) => VNode;
  loadingMore?: boolean;
  label: string;
  /** The items [from, to) now in the DOM: a list that spills far pages holds the ones near these. */
  onWindow?: (from: number, to: number) => void;
}

/** Three rows each side: with two, quick presses used the overscan up and rendered inside the keydown (docs/performance.md). */
const OVERSCAN_ROWS = 3;

/**
 * Room kept at the grid's foot for a failed page's message and Retry (.grid__more--error): the
 * rows end above it, so it never covers the titles of the last row, focused or not.
 */
const ERROR_FOOT_REM = 12;

/**
 * A virtualized grid: only the visible rows and three on each side are in the DOM, so paging
 * through a thousand results keeps the node count and memory flat.
 *
 * The focus ring's layer sits beside the viewport, over it, not on the track: a press slides the
 * grid a row and the focused card comes to where the last one was, so the ring stays put and the
 * frame skips rebuilding the compositor's layers (src/ui/focusRing.ts, docs/performance.md).
 */
export function Grid<T>(props: GridProps<T>) {
  const rem = remPx();
  const rowPitch = props.rowPitchRem * rem;
  const colPitch = props.colPitchRem * rem;
  const shownError = useShownError(props.items.length === 0 ? props.error : undefined, props.loading);
  /** A next page failed: its message and Retry show below the rows. */
  const errorBelow = useShownError(props.items.length > 0 ? props.error : undefined, props.loadingMore);
  const rowsHeightRem = props.heightRem - (errorBelow ? ERROR_FOOT_REM : 0);
  const view = useSlidingWindow({
    memory: props.memory,
    slot: props.memoryKey ? `grid:${props.memoryKey}` : undefined,
    items: props.items.length,
    perLine: props.columns,
    visible: Math.max(1, Math.floor(rowsHeightRem / props.rowPitchRem)),
    overscan: OVERSCAN_ROWS,
    pitch: rowPitch,
    axis: 'y',
    // After a failed page, only Retry asks again: coming back near the end would otherwise clear
    // the message and Retry the viewer is reading, and bring them back when it fails again.
    onNearEnd: props.error ? undefined : props.onNearEnd,
    nearEndLines: 2,
  });
  const ring = useFocusRing(view.onItemFocus, '.grid__track');
  const recycle = useRecycledCells();
  const cols = props.columns;
  const firstCell = view.from * cols;
  const endCell = Math.min(props.items.length, view.to * cols);
  const onWindow = props.onWindow;
  useEffect(() => onWindow?.(firstCell, endCell), [firstCell, endCell, onWindow]);
  const cells = recycle(firstCell, endCell, (i) =>
    props.renderItem(props.items[i]!, i, (i % cols) * colPitch, Math.floor(i / cols) * rowPitch),
  );

  if (shownError && props.items.length === 0) return <ErrorState text={shownError.text} retrying={shownError.retrying} onRetry={props.onRetry ?? (() => undefined)} />;
  // A list of rows' skeleton holds no more rows than the page shows (3 at 150 % text).
  if (props.loading && props.items.length === 0) return <SkeletonRow label={t('Loading {what}', { what: props.label })} listRows={props.listRows} count={props.listRows ? Math.max(1, Math.floor(props.heightRem / props.rowPitchRem)) : undefined} />;
  if (props.items.length === 0) return <EmptyState text={props.emptyText ?? t('Nothing here yet.')} action={props.emptyAction} />;

  return (
    <div class="grid" data-nav-container data-columns={props.columns} data-more={moreToCome(props, 'down')} data-slides role="region" aria-label={props.label} data-testid="grid" style={{ height: `${props.heightRem}rem` }}>
      <div class="grid__viewport" data-mirror-x>
        <div class="grid__track" ref={view.trackRef} onFocusCapture={ring.onFocusCapture as never} onBlurCapture={ring.onBlurCapture as never}>
          {cells}
          <div class="track__room" ref={view.roomRef} aria-hidden="true" />
        </div>
      </div>
      {ring.element}
      {props.loadingMore && !errorBelow ? <p class="grid__more" aria-live="polite">{t('Loading more…')}</p> : null}
      {errorBelow ? (
        <div class="grid__more grid__more--error" style={{ height: `${ERROR_FOOT_REM}rem` }}>
          <ErrorState text={errorBelow.text} retrying={errorBelow.retrying} onRetry={props.onRetry ?? (() => undefined)} />
        </div>
      ) : null}
    </div>
  );
}
