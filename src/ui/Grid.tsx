import type { ComponentChildren, VNode } from 'preact';
import { useLayoutEffect, useState } from 'preact/hooks';
import type { RouteMemory } from '../state/routeMemory.ts';
import { EmptyState, ErrorState, SkeletonRow } from './ListState.tsx';
import { remPx } from './rootScale.ts';

export interface GridProps<T> {
  items: readonly T[];
  columns: number;
  /** Row height + gap, in rem. */
  rowPitchRem: number;
  /** Column width + gap, in rem. */
  colPitchRem: number;
  /** Height of the visible area, in rem. */
  heightRem: number;
  renderItem: (item: T, index: number, left: number, top: number) => VNode;
  loading?: boolean;
  loadingMore?: boolean;
  error?: string;
  onRetry?: () => void;
  emptyText?: string;
  emptyAction?: ComponentChildren;
  /** Called when focus comes within two rows of the end: load the next page. */
  onNearEnd?: () => void;
  memory?: RouteMemory;
  memoryKey?: string;
  label: string;
}

const OVERSCAN_ROWS = 2;

/**
 * A virtualized grid: only the visible rows and two on each side are in the DOM, so paging
 * through a thousand results keeps the node count and memory flat.
 */
export function Grid<T>(props: GridProps<T>) {
  const slot = props.memoryKey ? `grid:${props.memoryKey}` : undefined;
  const remembered = props.memory && slot ? (props.memory.values.get(slot) as number | undefined) : undefined;
  const [firstRow, setFirstRow] = useState(remembered ?? 0);
  const rem = remPx();
  const rowPitch = props.rowPitchRem * rem;
  const colPitch = props.colPitchRem * rem;
  const rows = Math.ceil(props.items.length / props.columns);
  const visibleRows = Math.max(1, Math.floor(props.heightRem / props.rowPitchRem));

  useLayoutEffect(() => {
    if (firstRow > 0 && firstRow > rows - visibleRows) setFirstRow(Math.max(0, rows - visibleRows));
  }, [rows]);

  const onFocus = (event: FocusEvent) => {
    const el = (event.target as HTMLElement).closest<HTMLElement>('[data-index]');
    if (!el) return;
    const row = Math.floor(Number(el.dataset.index) / props.columns);
    let next = firstRow;
    if (row < firstRow) next = row;
    else if (row >= firstRow + visibleRows) next = row - visibleRows + 1;
    if (next !== firstRow) setFirstRow(next);
    if (props.memory && slot) props.memory.values.set(slot, next);
    if (props.onNearEnd && row >= rows - 2) props.onNearEnd();
  };

  if (props.error && props.items.length === 0) return <ErrorState text={props.error} onRetry={props.onRetry ?? (() => undefined)} />;
  if (props.loading && props.items.length === 0) return <SkeletonRow label={`Loading ${props.label}`} />;
  if (props.items.length === 0) return <EmptyState text={props.emptyText ?? 'Nothing here yet.'} action={props.emptyAction} />;

  const fromRow = Math.max(0, firstRow - OVERSCAN_ROWS);
  const toRow = Math.min(rows, firstRow + visibleRows + OVERSCAN_ROWS);
  const cells: VNode[] = [];
  for (let r = fromRow; r < toRow; r++) {
    for (let c = 0; c < props.columns; c++) {
      const i = r * props.columns + c;
      if (i >= props.items.length) break;
      cells.push(props.renderItem(props.items[i]!, i, c * colPitch, r * rowPitch));
    }
  }
  return (
    <div class="grid" data-nav-container aria-label={props.label} data-testid="grid" style={{ height: `${props.heightRem}rem` }}>
      <div class="grid__track" style={{ transform: `translateY(${-firstRow * rowPitch}px)` }} onFocusCapture={onFocus as never}>
        {cells}
      </div>
      {props.loadingMore ? <p class="grid__more" aria-live="polite">Loading more…</p> : null}
      {props.error && props.items.length > 0 ? (
        <div class="grid__more">
          <ErrorState text={props.error} onRetry={props.onRetry ?? (() => undefined)} />
        </div>
      ) : null}
    </div>
  );
}
