import { describe, expect, it } from 'vitest';
import { pageJumpIndex } from './pageJump.ts';

describe('pageJumpIndex (Channel up / down)', () => {
  it('moves a page of lines on and back, in the same column', () => {
    // 4 columns, 2 lines a page: 8 items on.
    expect(pageJumpIndex(3, 100, 4, 2, 1)).toBe(11);
    expect(pageJumpIndex(11, 100, 4, 2, -1)).toBe(3);
  });

  it('past the last loaded line stops on that line, in the same column', () => {
    // 42 items in 4 columns: the last line holds 40 and 41; column 3 ends at 39.
    expect(pageJumpIndex(35, 42, 4, 2, 1)).toBe(39);
    expect(pageJumpIndex(33, 42, 4, 2, 1)).toBe(41);
    expect(pageJumpIndex(39, 42, 4, 2, 1)).toBe(39); // nothing lower in its column: it stays
  });

  it('before the first line stops on the first line, in the same column', () => {
    expect(pageJumpIndex(6, 42, 4, 2, -1)).toBe(2);
    expect(pageJumpIndex(2, 42, 4, 2, -1)).toBe(2);
  });

  it('a shelf (one item a line) moves by the cards in view, up to its ends', () => {
    expect(pageJumpIndex(2, 20, 1, 4, 1)).toBe(6);
    expect(pageJumpIndex(18, 20, 1, 4, 1)).toBe(19);
    expect(pageJumpIndex(2, 20, 1, 4, -1)).toBe(0);
  });
});
