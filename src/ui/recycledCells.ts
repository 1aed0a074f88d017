import { cloneElement, type VNode } from 'preact';
import { useState } from 'preact/hooks';
import { SlotAllocator } from './slotAllocator.ts';

/**
 * Renders the items [from, to) of a virtualized list in slot order, each keyed by its slot (see
 * SlotAllocator): a window that slides patches the cards that leave into the ones that enter.
 * The key `render` gives is replaced by the slot.
 */
export function useRecycledCells(): (from: number, to: number, render: (index: number) => VNode) => (VNode | null)[] {
  const [slots] = useState(() => new SlotAllocator());
  return (from, to, render) => {
    const assigned = slots.assign(from, to);
    const cells: (VNode | null)[] = [];
    for (let s = 0; s < slots.size; s++) cells.push(null);
    for (let i = from; i < to; i++) {
      const slot = assigned[i - from]!;
      cells[slot] = cloneElement(render(i), { key: slot });
    }
    return cells;
  };
}
