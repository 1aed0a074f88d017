import { cloneElement, type VNode } from 'preact';
import { useState } from 'preact/hooks';
import { focusedItem } from '../nav/shownFocus.ts';
import { SlotAllocator, uniqueKeys, type ItemKey } from './slotAllocator.ts';

/**
 * Renders the items [from, to) of a virtualized list (`render` keys each by its item) in slot
 * order, each keyed by its slot (see SlotAllocator): a window that slides patches the cards that
 * leave into the ones that enter. Call it on every render, with an empty range when the list shows
 * nothing, so the slots start afresh when it shows items again.
 */
export function useRecycledCells(): (from: number, to: number, render: (index: number) => VNode) => (VNode | null)[] {
  const [slots] = useState(() => new SlotAllocator());
  return (from, to, render) => {
    const cells: VNode[] = [];
    for (let i = from; i < to; i++) cells.push(render(i));
    // Cells are keyed by their item's focus key: the focused one's, if it is a cell of a list. The
    // item focus is shown on (a row shows a move a frame before the browser's focus follows).
    const focused = focusedItem()?.getAttribute('data-focus-key') ?? undefined;
    const assigned = slots.assign(uniqueKeys(cells.map((cell) => cell.key as ItemKey | undefined)), focused);
    const laidOut: (VNode | null)[] = [];
    for (let s = 0; s < slots.size; s++) laidOut.push(null);
    cells.forEach((cell, i) => {
      laidOut[assigned[i]!] = cloneElement(cell, { key: assigned[i] });
    });
    return laidOut;
  };
}
