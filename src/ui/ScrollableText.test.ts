import { describe, expect, it } from 'vitest';
import { moreText, nextStop } from './ScrollableText.tsx';

describe('nextStop: where a press scrolls a long text', () => {
  // Six lines of 33.6 px in view (1.4 em of 24 px), twenty in all.
  const line = 33.6;
  const box = 6 * line;
  const max = 20 * line - box;

  it('goes on in whole lines, about 60 % of the box, so no line is cut at the top', () => {
    const first = nextStop(0, 1, box, line, max);
    expect(first / line).toBeCloseTo(3);
    expect(nextStop(first, 1, box, line, max) / line).toBeCloseTo(6);
  });

  it('from a place between lines (a rounded offset), to whole lines again', () => {
    expect(nextStop(3 * line + 0.4, 1, box, line, max) / line).toBeCloseTo(6);
    expect(nextStop(6 * line - 0.4, -1, box, line, max) / line).toBeCloseTo(3);
  });

  it('stops at the end and at the top', () => {
    expect(nextStop(12 * line, 1, box, line, max)).toBe(max);
    expect(max / line).toBeCloseTo(14); // the end is a whole line too: the box holds whole lines
    expect(nextStop(2 * line, -1, box, line, max)).toBe(0);
  });

  it('without a line height in px (line-height: normal), 60 % of the box', () => {
    expect(nextStop(0, 1, 300, NaN, 1000)).toBe(180);
    expect(nextStop(100, -1, 300, NaN, 1000)).toBe(0);
  });
});

describe('moreText: which way a long text has more to read, for its fade', () => {
  it('below at the top, above at the end, both between', () => {
    expect(moreText(0, 470)).toBe('below');
    expect(moreText(470, 470)).toBe('above');
    expect(moreText(200, 470)).toBe('both');
  });

  it("a pixel's rounding is not more to read", () => {
    expect(moreText(0.6, 470)).toBe('below');
    expect(moreText(469.4, 470)).toBe('above');
    expect(moreText(0, 0.5)).toBe('none');
  });

  it('more than a pixel in all is some way wherever the text stands, so it stays focusable', () => {
    expect(moreText(0, 1.5)).toBe('below');
    expect(moreText(0.9, 2)).toBe('below');
    expect(moreText(1, 2)).toBe('above');
    expect(moreText(1.5, 1.5)).toBe('above');
  });
});
