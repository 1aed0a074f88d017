import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module per test: it keeps its queue between calls. */
async function load() {
  vi.resetModules();
  return import('./frames.ts');
}

describe('frames', () => {
  let frames: ((time: number) => void)[];
  beforeEach(() => {
    frames = [];
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    vi.stubGlobal('requestAnimationFrame', (cb: (time: number) => void) => frames.push(cb));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('runs every task of a frame from one animation-frame callback, in the order queued', async () => {
    const { nextFrame } = await load();
    const ran: string[] = [];
    nextFrame((t) => ran.push(`a@${t}`));
    nextFrame((t) => ran.push(`b@${t}`));
    expect(frames).toHaveLength(1);
    frames.shift()!(16);
    expect(ran).toEqual(['a@16', 'b@16']);
  });

  it('puts a task queued while the frame runs into the next frame', async () => {
    const { nextFrame } = await load();
    const ran: string[] = [];
    nextFrame(() => {
      ran.push('first');
      nextFrame(() => ran.push('second'));
    });
    frames.shift()!(16);
    expect(ran).toEqual(['first']);
    expect(frames).toHaveLength(1);
    frames.shift()!(33);
    expect(ran).toEqual(['first', 'second']);
  });

  it('forgets a cancelled task', async () => {
    const { nextFrame, cancelFrame } = await load();
    const ran: string[] = [];
    const id = nextFrame(() => ran.push('cancelled'));
    nextFrame(() => ran.push('kept'));
    cancelFrame(id);
    frames.shift()!(16);
    expect(ran).toEqual(['kept']);
  });

  it('still runs the other tasks when one throws, and reports the error', async () => {
    const { nextFrame } = await load();
    const ran: string[] = [];
    nextFrame(() => {
      throw new Error('boom');
    });
    nextFrame(() => ran.push('after'));
    frames.shift()!(16);
    expect(ran).toEqual(['after']);
    expect(() => vi.runAllTimers()).toThrow('boom');
  });

  it('afterPaint runs the task after the next frame, not in its animation-frame callback', async () => {
    const { afterPaint } = await load();
    const ran: string[] = [];
    afterPaint(() => ran.push('task'));
    expect(ran).toEqual([]);
    frames.shift()!(16); // the frame's callbacks run; the frame paints after them
    expect(ran).toEqual([]);
    vi.runAllTimers(); // the first task after the frame
    expect(ran).toEqual(['task']);
  });

  it('afterPaint waits for the next frame when asked between a frame and its timeout', async () => {
    const { afterPaint } = await load();
    const ran: string[] = [];
    afterPaint(() => ran.push('first'));
    frames.shift()!(16);
    afterPaint(() => ran.push('second')); // that frame is painted, this one's is not yet
    vi.runAllTimers();
    expect(ran).toEqual(['first']);
    frames.shift()!(33);
    vi.runAllTimers();
    expect(ran).toEqual(['first', 'second']);
  });
});
