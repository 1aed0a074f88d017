// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { isMirrored, startSide, trackDirection } from './mirror.ts';

afterEach(() => {
  document.documentElement.dir = '';
  document.body.innerHTML = '';
});

describe('right to left', () => {
  it("turns the viewer's Left into a mirrored row's Right, and leaves Up, Down and rows of a left-to-right page alone", () => {
    document.body.innerHTML = '<div data-mirror-x><button id="in"></button></div><button id="out"></button>';
    const inRow = document.getElementById('in')!;
    const outside = document.getElementById('out')!;
    expect(trackDirection(inRow, 'left')).toBe('left');
    document.documentElement.dir = 'rtl';
    expect(isMirrored(inRow)).toBe(true);
    expect(trackDirection(inRow, 'left')).toBe('right');
    expect(trackDirection(inRow, 'right')).toBe('left');
    expect(trackDirection(inRow, 'down')).toBe('down');
    expect(trackDirection(outside, 'left')).toBe('left');
  });

  it('puts the menu rail on the start side', () => {
    expect(startSide()).toBe('left');
    document.documentElement.dir = 'rtl';
    expect(startSide()).toBe('right');
  });
});
