import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterPaint } from './afterPaint.ts';

describe('afterPaint', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('runs the task after the next frame, not in its animation-frame callback', () => {
    const frames: (() => void)[] = [];
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    vi.stubGlobal('requestAnimationFrame', (cb: () => void) => frames.push(cb));
    const ran: string[] = [];
    afterPaint(() => ran.push('task'));
    expect(ran).toEqual([]);
    frames.shift()!(); // the frame's rAF callbacks run; the frame paints after them
    expect(ran).toEqual([]);
    vi.runAllTimers(); // the first task after the frame
    expect(ran).toEqual(['task']);
    vi.useRealTimers();
  });
});
