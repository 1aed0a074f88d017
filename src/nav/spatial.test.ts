import { describe, expect, it } from 'vitest';
import { bestCandidate, type Box } from './spatial.ts';

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
  it('returns nothing at an edge', () => {
    expect(bestCandidate(b(240, 0), 'right', grid)).toBeUndefined();
    expect(bestCandidate(b(0, 0), 'up', grid)).toBeUndefined();
  });
});
