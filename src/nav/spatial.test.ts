import { describe, expect, it } from 'vitest';
import { bestCandidate, neighbourIndex, type Box } from './spatial.ts';

const b = (left: number, top: number, w = 100, h = 100): Box => ({ left, top, right: left + w, bottom: top + h });

describe('spatial focus', () => {
  const grid = [
    { item: 'a', box: b(0, 0) },
    { item: 'b', box: b(120, 0) },
    { item: 'c', box: b(240, 0) },
    { item: 'd', box: b(0, 120) },
    { item: 'e', box: b(120, 120) },
  ];
  it('moves to the neighbour straight ahead', () => {
    expect(bestCandidate(b(0, 0), 'right', grid.filter((c) => c.item !== 'a'))).toBe('b');
    expect(bestCandidate(b(120, 0), 'down', grid)).toBe('e');
    expect(bestCandidate(b(120, 120), 'up', grid)).toBe('b');
    expect(bestCandidate(b(120, 120), 'left', grid)).toBe('d');
  });
  it('prefers the aligned item over a nearer diagonal one', () => {
    const items = [
      { item: 'diagonal', box: b(110, 105) },
      { item: 'aligned', box: b(300, 0) },
    ];
    expect(bestCandidate(b(0, 0), 'right', items)).toBe('aligned');
  });
  it('never takes a shorter or taller item of the same row as the row above or below', () => {
    // A shelf: cards share their top; a one-line title makes a card shorter than its neighbour.
    // Focus looks inside the row first, so "up" found there would never reach the shelf above.
    const row = [
      { item: 'short', box: b(400, 500, 320, 298) },
      { item: 'tall', box: b(800, 500, 320, 360) },
    ];
    expect(bestCandidate(b(0, 500, 320, 330), 'up', row)).toBeUndefined();
    expect(bestCandidate(b(0, 500, 320, 330), 'down', row)).toBeUndefined();
    expect(bestCandidate(b(400, 500, 320, 298), 'right', row)).toBe('tall');
    expect(bestCandidate(b(800, 500, 320, 360), 'left', row)).toBe('short');
  });
  it('goes up to the row above, past a shorter item of its own row', () => {
    // A row of cards whose titles take one or two lines, and the row above.
    const rows = [
      { item: 'above', box: b(0, 0, 100, 100) },
      { item: 'short', box: b(240, 200, 100, 90) },
      { item: 'tall', box: b(360, 200, 100, 100) },
    ];
    expect(bestCandidate(b(120, 200, 100, 100), 'up', rows)).toBe('above');
    expect(bestCandidate(b(240, 200, 100, 90), 'down', rows)).toBeUndefined();
  });
  it('returns nothing at an edge', () => {
    expect(bestCandidate(b(240, 0), 'right', grid)).toBeUndefined();
    expect(bestCandidate(b(0, 0), 'up', grid)).toBeUndefined();
  });
});

describe('neighbourIndex', () => {
  // A grid of 4 columns: 0 1 2 3 / 4 5 6 7 / 8 9 …
  it('steps a row up or down by the number of columns', () => {
    expect(neighbourIndex(5, 4, 'down')).toBe(9);
    expect(neighbourIndex(5, 4, 'up')).toBe(1);
    expect(neighbourIndex(2, 4, 'up')).toBe(-2); // above the first row: the caller leaves the grid
  });

  it('steps sideways within the row, never wrapping onto the next or previous row', () => {
    expect(neighbourIndex(5, 4, 'left')).toBe(4);
    expect(neighbourIndex(5, 4, 'right')).toBe(6);
    expect(neighbourIndex(4, 4, 'left')).toBe(-1);
    expect(neighbourIndex(7, 4, 'right')).toBe(-1);
  });

  it('treats a row of n items as one row of n columns', () => {
    expect(neighbourIndex(0, 12, 'right')).toBe(1);
    expect(neighbourIndex(11, 12, 'right')).toBe(-1);
    expect(neighbourIndex(3, 12, 'down')).toBe(15); // past the last item: the caller finds none
  });
});
