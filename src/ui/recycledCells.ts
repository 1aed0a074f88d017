import { cloneElement, type VNode } from 'preact';
import { useState } from 'preact/hooks';
import { SlotAllocator, uniqueKeys, type ItemKey } from './slotAllocator.ts';

/**
 * Lays out a virtualized list's cells (the window's, in index order, each keyed by its item) in
 * slot order, each keyed by its slot (see SlotAllocator): a window that slides patches the cards
 * that leave into the ones that enter. Call it on every render, with no cells when the list shows
 * none, so the slots start afresh when it shows some again.
 */
export function useRecycledCells(): (cells: readonly VNode[]) => (VNode | null)[] {
  const [slots] = useState(() => new SlotAllocator());
  return (cells) => {
    const assigned = slots.assign(uniqueKeys(cells.map((cell) => cell.key as ItemKey | undefined)));
    const laidOut: (VNode | null)[] = [];
    for (let s = 0; s < slots.size; s++) laidOut.push(null);
    cells.forEach((cell, i) => {
      laidOut[assigned[i]!] = cloneElement(cell, { key: assigned[i] });
    });
    return laidOut;
  };
}
