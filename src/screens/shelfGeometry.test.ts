import { describe, expect, it } from 'vitest';
import { shelfGeometry } from './shelfGeometry.ts';

/** The content beside the menu, in rem (styles.css): 120 less the safe margins (6 + 6), the rail (6.5 + 12.5 a scale) and 1 rem for the first card's ring. */
const contentWidthRem = (scale: number) => 120 - 12 - (6.5 + 12.5 * scale) - 1;

describe("a shelf's row", () => {
  it.each([1, 1.25, 1.5])('at %s is whole cards that fill the content to its edge, each 2 rem apart', (scale) => {
    const { pitchRem, widthRem } = shelfGeometry(scale);
    expect(widthRem).toBeCloseTo(contentWidthRem(scale), 9);
    const cards = widthRem / pitchRem;
    expect(cards).toBeCloseTo(Math.round(cards), 9);
    // The last card ends a 2 rem gap before the edge: never a card's width left empty.
    expect(widthRem - (Math.round(cards) - 1) * pitchRem - (pitchRem - 2)).toBeCloseTo(2, 9);
  });

  it('is four 20 rem cards at 100 %, three wider ones with larger text (no card narrower than at 100 %)', () => {
    expect(shelfGeometry(1)).toEqual({ pitchRem: 22, widthRem: 88 });
    expect(shelfGeometry(1.5).widthRem / shelfGeometry(1.5).pitchRem).toBeCloseTo(3, 9);
    expect(shelfGeometry(1.5).pitchRem - 2).toBe(25.25);
    expect(shelfGeometry(1.25).pitchRem - 2).toBeGreaterThan(20);
  });
});
