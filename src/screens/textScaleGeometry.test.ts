import { describe, expect, it } from 'vitest';
import { shelfGeometry } from './shelfGeometry.ts';
import { cardColumnPitchRem, cardColumns, cardRowPitchRem, gridCard } from './textScaleGeometry.ts';

describe("a grid's cards", () => {
  it.each([1, 1.25, 1.5])('at %s are as wide as a shelf\'s, as many to a row', (scale) => {
    const shelf = shelfGeometry(scale);
    expect(cardColumnPitchRem(scale)).toBeCloseTo(shelf.pitchRem, 9);
    expect(cardColumns(scale)).toBe(Math.round(shelf.widthRem / shelf.pitchRem));
  });

  it('are 20 rem with a 16:9 picture at 100 %, a 21 rem row', () => {
    expect(gridCard(1)).toEqual({ widthRem: 20, pictureRem: 11.25 });
    expect(cardRowPitchRem(1)).toBe(21);
  });

  it('grow with larger text: 16:9 at 125 %, a picture no taller than two rows leave room for at 150 %', () => {
    const at125 = gridCard(1.25);
    expect(at125.widthRem).toBeGreaterThan(25);
    expect(at125.pictureRem / at125.widthRem).toBeCloseTo(9 / 16, 9);
    expect(gridCard(1.5)).toEqual({ widthRem: 25.25, pictureRem: 13 });
    // Never a picture smaller than at 100 %.
    for (const scale of [1.25, 1.5]) expect(gridCard(scale).pictureRem).toBeGreaterThan(11.25);
  });
});
