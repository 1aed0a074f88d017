import { describe, expect, it } from 'vitest';
import { cutToWidth, widthForName } from './nameWidthInRow.ts';

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

describe('cutToWidth (a cut name ends in an ellipsis right after its last letter)', () => {
  // Each letter, the ellipsis included, 10 px wide.
  const measure = (shown: string) => Array.from(shown).length * 10;

  it('the whole name when it fits', () => {
    expect(cutToWidth('Cooking', 70, measure)).toBe('Cooking');
  });

  it('the longest start that fits with its ellipsis', () => {
    expect(cutToWidth('Sunday cooking', 80, measure)).toBe('Sunday…');
    expect(measure(cutToWidth('Sunday cooking', 80, measure))).toBeLessThanOrEqual(80);
  });

  it('no space between the last word and the ellipsis ("big…", not "big …")', () => {
    // "Watch on the big " is 17 letters: with its ellipsis 180 px; its space is dropped.
    expect(cutToWidth('Watch on the big screen', 180, measure)).toBe('Watch on the big…');
  });

  it('cuts between code points, never inside one (an emoji is two UTF-16 units)', () => {
    expect(cutToWidth('🍲🍲🍲🍲 soup', 30, measure)).toBe('🍲🍲…');
  });

  it('the ellipsis alone when not even a letter fits', () => {
    expect(cutToWidth('Cooking', 5, measure)).toBe('…');
  });
});
