import { describe, expect, it } from 'vitest';
import { SlotAllocator, uniqueKeys } from './slotAllocator.ts';

/** The keys of items [from, to) of a list whose item i is keyed `v${i}`. */
const items = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => `v${from + i}`);

describe('SlotAllocator', () => {
  it('hands out slots in order to a first window', () => {
    const slots = new SlotAllocator();
    expect(slots.assign(items(0, 4))).toEqual([0, 1, 2, 3]);
    expect(slots.size).toBe(4);
  });

  it('gives the row that enters the slots of the row that left, and keeps the others', () => {
    const slots = new SlotAllocator();
    slots.assign(items(0, 8)); // two rows of four
    // Slide down one row: items 0-3 leave, 8-11 enter.
    expect(slots.assign(items(4, 12))).toEqual([4, 5, 6, 7, 0, 1, 2, 3]);
    // And again: items 4-7 leave (slots 4-7), 12-15 enter.
    expect(slots.assign(items(8, 16))).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(slots.size).toBe(8);
  });

  it('slides back up the same way', () => {
    const slots = new SlotAllocator();
    slots.assign(items(4, 12));
    expect(slots.assign(items(0, 8))).toEqual([4, 5, 6, 7, 0, 1, 2, 3]);
    expect(slots.size).toBe(8);
  });

  it('keeps each item in its slot when a reload shifts the list', () => {
    const slots = new SlotAllocator();
    expect(slots.assign(['a', 'b', 'c', 'd'])).toEqual([0, 1, 2, 3]);
    // A video added at the start: everything moves one place, and each card keeps its item.
    expect(slots.assign(['new', 'a', 'b', 'c'])).toEqual([3, 0, 1, 2]);
  });

  it('leaves the slot of a focused item that left empty once, rather than hand it to the item entering', () => {
    const slots = new SlotAllocator();
    slots.assign(['a', 'b', 'c', 'd']);
    // 'b' (focused) deleted by a reload, 'e' enters at the end: a new slot, not b's.
    expect(slots.assign(['a', 'c', 'd', 'e'], 'b')).toEqual([0, 2, 3, 4]);
    // The next time, b's slot is free again.
    expect(slots.assign(['a', 'c', 'd', 'e', 'f'], 'c')).toEqual([0, 2, 3, 4, 1]);
  });

  it('grows only when the window grows, reuses what it has after a jump, and forgets on empty', () => {
    const slots = new SlotAllocator();
    slots.assign(items(0, 4));
    expect(slots.assign(items(0, 6))).toEqual([0, 1, 2, 3, 4, 5]);
    // A page jump: nothing in common, every slot reused.
    expect(slots.assign(items(100, 104))).toEqual([0, 1, 2, 3]);
    expect(slots.size).toBe(6);
    slots.assign([]);
    expect(slots.assign(items(100, 102))).toEqual([0, 1]);
  });

  it('never gives two items the same slot', () => {
    const slots = new SlotAllocator();
    let from = 0;
    for (let step = 0; step < 200; step++) {
      from = Math.max(0, from + ((step * 7919) % 5) - 2);
      const assigned = slots.assign(items(from, from + 4 + (step % 3)));
      expect(new Set(assigned).size).toBe(assigned.length);
      expect(Math.max(...assigned)).toBeLessThan(slots.size);
    }
    expect(slots.size).toBeLessThanOrEqual(6);
  });
});

describe('uniqueKeys', () => {
  it('keeps unique keys, tells a repeated item apart, and names keyless cells by place', () => {
    expect(uniqueKeys(['a', 'b', 'a', undefined])).toEqual(['a', 'b', 'a#2', '#3']);
  });
});
