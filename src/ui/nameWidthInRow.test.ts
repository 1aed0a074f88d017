import { describe, expect, it } from 'vitest';
import { widthForName } from './nameWidthInRow.ts';

const row = { rowWidth: 1000, others: 500, chrome: 200, leastName: 150 };

describe('widthForName ("Remove from “…”": how much of the name)', () => {
  it('the whole name when the buttons fit on one line with it', () => {
    expect(widthForName({ ...row, nameWidth: 250 })).toBeUndefined();
  });

  it('cut to keep the buttons on one line, when that leaves a name to read', () => {
    expect(widthForName({ ...row, nameWidth: 400 })).toBe(299);
  });

  it('whole, when one line would leave too little of it and the row wraps anyway', () => {
    expect(widthForName({ ...row, others: 700, nameWidth: 400 })).toBeUndefined();
  });

  it('cut at the row width when it is longer than a line of its own', () => {
    expect(widthForName({ ...row, others: 700, nameWidth: 3000 })).toBe(799);
  });
});
