import type { ComponentChildren, VNode } from 'preact';
import { EmptyState, ErrorState, SkeletonRow, useShownError, type ListStateProps } from './ListState.tsx';
import { useFocusRing } from './focusRing.ts';
import { moreToCome } from './moreToCome.ts';
import { useRecycledCells } from './recycledCells.ts';
import { remPx } from './rootScale.ts';
import { ShelfEndSigns } from './ShelfEndSigns.tsx';
import { shelfEnds } from './shelfEnds.ts';
import { useSlidingWindow } from './slidingWindow.ts';
import { t } from '../i18n/messages.ts';

/** onNearEnd is called when focus comes within a few cards of the end. */
export interface ShelfProps<T> extends ListStateProps {
  title: string;
  items: readonly T[];
  /** Renders item `index` absolutely at `left` (px), keyed by its item (see useRecycledCells). */
  renderItem: (item: T, index: number, left: number) => VNode;
  /** Card width + gap, in rem. */
  pitchRem: number;
  /** Width of the visible row, in rem (the safe area minus the menu). */
  widthRem: number;
  testId?: string;
  /** A line about the shelf, under its title (what Continue watching keeps, and where). */
  note?: ComponentChildren;
}

/** Cards rendered on each side of the visible ones, so the next card is always there to focus. */
const OVERSCAN = 3;

/**
 * A virtualized row: only the visible cards and a few on each side are in the DOM, whatever the
 * list's length. The row scrolls so the focused card stays fully inside the safe area. While its
 * next page is coming (`hasMore`), Right at the last card waits there for it (moreToCome.ts).
 *
 * The focus ring's layer lies over the viewport, beside the track, as the grid's does: a press
 * that slides the row brings the next card where the last one was, so the ring stays still and
 * the frame skips rebuilding the compositor's layers. On the track, the ring moved with every
 * frame of the glide: Home's presses over 16 ms 17 -> 4 % (docs/performance.md).
 */
export function Shelf<T>(props: ShelfProps<T>) {
  const rem = remPx();
  const pitch = props.pitchRem * rem;
  const count = props.items.length;
  const inView = Math.max(1, Math.floor(props.widthRem / props.pitchRem + 1e-6)); // whole cards, past rounding
  const more = moreToCome(props, 'right');
  const view = useSlidingWindow({
    memory: props.memory,
    slot: props.memoryKey ? `shelf:${props.memoryKey}` : undefined,
    items: count,
    perLine: 1,
    visible: inView,
    overscan: OVERSCAN,
    pitch,
    axis: 'x',
    onNearEnd: props.onNearEnd,
    nearEndLines: OVERSCAN + 2,
  });

  const shownError = useShownError(count === 0 ? props.error : undefined, props.loading);
  const ring = useFocusRing(view.onItemFocus, '.shelf__track');
  const recycle = useRecycledCells();
  const visible = recycle(view.from, view.to, (i) => props.renderItem(props.items[i]!, i, i * pitch));

  let body: ComponentChildren;
  if (shownError && count === 0) body = <ErrorState text={shownError.text} retrying={shownError.retrying} onRetry={props.onRetry ?? (() => undefined)} />;
  else if (props.loading && count === 0) body = <SkeletonRow />;
  else if (count === 0) body = <EmptyState text={props.emptyText ?? t('Nothing here yet.')} action={props.emptyAction} />;
  else
    body = (
      <div class="shelf__body">
        <div class="shelf__viewport" data-slides data-mirror-x>
          <div class="shelf__track" ref={view.trackRef} onFocusCapture={ring.onFocusCapture as never} onBlurCapture={ring.onBlurCapture as never}>
            {visible}
            <div class="track__room" ref={view.roomRef} aria-hidden="true" />
          </div>
        </div>
        {ring.element}
      </div>
    );

  return (
    <section class="shelf" data-nav-container data-columns={Math.max(1, count)} data-more={more} data-testid={props.testId ?? 'shelf'} aria-label={props.title}>
      <h2 class="shelf__title" dir="auto">
        {count > 0 && <ShelfEndSigns {...shelfEnds(view.first, inView, count, more !== undefined)} />}
        {props.title}
      </h2>
      {props.note}
      {body}
    </section>
  );
}
