/** An item's identity in a list: its key (a video's id...) or, for items without one, its index. */
export type ItemKey = string | number;

/**
 * Gives each item of a sliding window a slot it keeps for as long as it stays in the window; an
 * item that enters takes the slot of one that left. A virtualized list renders its items in slot
 * order, keyed by slot, so when the window slides the cards that leave are patched into the cards
 * that enter (new text, position and picture) instead of being removed while new ones are created,
 * and no card is ever moved in the DOM: creating a row's cards was the work a quick second press
 * paid for (docs/performance.md).
 *
 * Slots follow the item, not its place: when a reload shifts the list (a video added at the
 * start), each card keeps showing its item, at its new place, and a focused card keeps its item.
 *
 * The DOM order of the cards is then not their order on screen: arrows move focus by index and by
 * geometry (src/nav/focus.ts). Only a screen's first focus falls back to the first card in DOM
 * order, and the lists that take focus on opening name their card with data-autofocus.
 */
export class SlotAllocator {
  private slotOf = new Map<ItemKey, number>();
  private slotCount = 0;

  /** Slots ever handed out: the length of the slot-ordered children. */
  get size(): number {
    return this.slotCount;
  }

  /**
   * The slot of every item of the window, in the window's order. Items that were in the last
   * window keep their slot; the others take the freed slots, lowest first, then new ones. An empty
   * window forgets every item. Keys must be unique within a window.
   *
   * `focused`: the item that has focus. If it left (deleted by a reload), its slot stays empty this
   * once, so its card is removed and focus goes to a neighbour (src/nav/remote.ts), instead of the
   * card being patched, focus and all, into an item entering at the far end of the window.
   */
  assign(keys: readonly ItemKey[], focused?: ItemKey): number[] {
    const next = new Map<ItemKey, number>();
    const taken: boolean[] = [];
    for (const key of keys) {
      const slot = this.slotOf.get(key);
      if (slot !== undefined && !next.has(key)) {
        next.set(key, slot);
        taken[slot] = true;
      }
    }
    const focusedSlot = focused === undefined || next.has(focused) ? undefined : this.slotOf.get(focused);
    if (focusedSlot !== undefined) taken[focusedSlot] = true;
    const slots: number[] = [];
    let free = 0;
    for (const key of keys) {
      let slot = next.get(key);
      if (slot === undefined) {
        while (free < this.slotCount && taken[free]) free++;
        slot = free < this.slotCount ? free : this.slotCount++;
        taken[slot] = true;
        next.set(key, slot);
      }
      slots.push(slot);
    }
    this.slotOf = next;
    return slots;
  }
}

/**
 * The keys to allocate by: each cell's own, made unique (a playlist can hold the same video twice,
 * and two items must never share a slot); a cell without one is known by its place.
 */
export function uniqueKeys(keys: readonly (ItemKey | null | undefined)[]): ItemKey[] {
  const seen = new Set<ItemKey>();
  return keys.map((key, i) => {
    let unique: ItemKey = key ?? `#${i}`;
    if (seen.has(unique)) unique = `${String(unique)}#${i}`;
    seen.add(unique);
    return unique;
  });
}
