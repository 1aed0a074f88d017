import { describe, expect, it } from 'vitest';
import { SlotAllocator } from './slotAllocator.ts';

describe('SlotAllocator', () => {
  it('hands out slots in order to a first window', () => {
    const slots = new SlotAllocator();
    expect(slots.assign(0, 4)).toEqual([0, 1, 2, 3]);
    expect(slots.size).toBe(4);
  });

  it('gives the row that enters the slots of the row that left, and keeps the others', () => {
    const slots = new SlotAllocator();
    slots.assign(0, 8); // two rows of four
    // Slide down one row: items 0-3 leave, 8-11 enter.
    expect(slots.assign(4, 12)).toEqual([4, 5, 6, 7, 0, 1, 2, 3]);
    // And again: items 4-7 leave (slots 4-7), 12-15 enter.
    expect(slots.assign(8, 16)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(slots.size).toBe(8);
  });

  it('slides back up the same way', () => {
    const slots = new SlotAllocator();
    slots.assign(4, 12);
    expect(slots.assign(0, 8)).toEqual([4, 5, 6, 7, 0, 1, 2, 3]);
    expect(slots.size).toBe(8);
  });

  it('grows only when the window grows, and reuses what it has after a jump', () => {
    const slots = new SlotAllocator();
    slots.assign(0, 4);
    expect(slots.assign(0, 6)).toEqual([0, 1, 2, 3, 4, 5]);
    // A page jump: nothing in common, every slot reused.
    expect(slots.assign(100, 104)).toEqual([0, 1, 2, 3]);
    expect(slots.size).toBe(6);
  });

  it('never gives two indices the same slot', () => {
    const slots = new SlotAllocator();
    let from = 0;
    for (let step = 0; step < 200; step++) {
      from = Math.max(0, from + ((step * 7919) % 5) - 2);
      const to = from + 4 + (step % 3);
      const assigned = slots.assign(from, to);
      expect(new Set(assigned).size).toBe(assigned.length);
      expect(Math.max(...assigned)).toBeLessThan(slots.size);
    }
    expect(slots.size).toBeLessThanOrEqual(6);
  });
});
