/**
 * Gives each item of a sliding window a slot it keeps for as long as it stays in the window; an
 * item that enters takes the slot of one that left. A virtualized list renders its items in slot
 * order, keyed by slot, so when the window slides the cards that leave are patched into the cards
 * that enter (new text, position and picture) instead of being removed while new ones are created,
 * and no card is ever moved in the DOM. Creating a row's cards (their nodes, then the browser's
 * style, layout tree and first paint of each) was the work a quick second press paid for when it
 * landed before the first one's deferred render (bench/browse.ts, back to back).
 *
 * The DOM order of the cards is then not their order on screen: focus moves by index and by
 * geometry, never by DOM order (src/nav/focus.ts).
 */
export class SlotAllocator {
  private slotOf = new Map<number, number>();
  private slotCount = 0;

  /** Slots ever handed out: the length of the slot-ordered children. */
  get size(): number {
    return this.slotCount;
  }

  /**
   * The slot of every index in [from, to), in index order. Indices that were in the last window
   * keep their slot; the others take the freed slots, lowest first, then new ones.
   */
  assign(from: number, to: number): number[] {
    const next = new Map<number, number>();
    const taken: boolean[] = [];
    for (let i = from; i < to; i++) {
      const slot = this.slotOf.get(i);
      if (slot !== undefined) {
        next.set(i, slot);
        taken[slot] = true;
      }
    }
    const slots: number[] = [];
    let free = 0;
    for (let i = from; i < to; i++) {
      let slot = next.get(i);
      if (slot === undefined) {
        while (free < this.slotCount && taken[free]) free++;
        slot = free < this.slotCount ? free : this.slotCount++;
        taken[slot] = true;
        next.set(i, slot);
      }
      slots.push(slot);
    }
    this.slotOf = next;
    return slots;
  }
}
