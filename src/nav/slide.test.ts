import { describe, expect, it, vi } from 'vitest';
import { QUICK_MS, SLIDE_MS, easeOut, placeViewport, slideTarget, slideViewport, type FrameClock } from './slide.ts';

/** A frame clock the test advances by hand, one frame at a time. */
function testClock() {
  let queued: { id: number; step: (time: number) => void }[] = [];
  let next = 1;
  const clock: FrameClock = {
    request: (step) => {
      queued.push({ id: next, step });
      return next++;
    },
    cancel: (id) => {
      queued = queued.filter((q) => q.id !== id);
    },
  };
  const frame = (time: number) => {
    const due = queued;
    queued = [];
    due.forEach((q) => q.step(time));
  };
  return { clock, frame, pending: () => queued.length };
}

const viewport = () => ({ scrollTop: 0, scrollLeft: 0 }) as unknown as HTMLElement;

/** A viewport asked to glide to `offset` at time `at`, with the given frames already run. */
function gliding(axis: 'x' | 'y', offset: number, at: number, ...frames: number[]) {
  const v = viewport();
  const c = testClock();
  slideViewport(v, axis, offset, at, c.clock);
  for (const time of frames) c.frame(time);
  return { v, ...c };
}

describe('slideViewport', () => {
  it('glides to a slide that starts when the row is at rest: nothing moves in the press\'s frame, then it eases out and ends in SLIDE_MS', () => {
    const v = viewport();
    const { clock, frame, pending } = testClock();
    slideViewport(v, 'y', 400, 1_000, clock);
    expect(v.scrollTop).toBe(0);
    frame(1_010);
    expect(v.scrollTop).toBe(0);
    const seen: number[] = [];
    for (let t = 1_026; t < 1_010 + SLIDE_MS - 16; t += 16) {
      frame(t);
      seen.push(v.scrollTop);
    }
    // Always moving forward, more at first than at the end.
    seen.forEach((at, i) => expect(at).toBeGreaterThan(i === 0 ? 0 : seen[i - 1]!));
    expect(seen[0]!).toBeGreaterThan(seen[seen.length - 1]! - seen[seen.length - 2]!);
    expect(seen[seen.length - 1]!).toBeLessThan(400);
    frame(1_010 + SLIDE_MS);
    expect(v.scrollTop).toBe(400);
    expect(pending()).toBe(0);
  });

  it('jumps when the last slide is still moving (a held key, quick presses), stopping the glide', () => {
    const { v, clock, pending } = gliding('x', 704, 1_000, 1_016, 1_048);
    slideViewport(v, 'x', 1_408, 1_000 + SLIDE_MS / 2, clock);
    expect(v.scrollLeft).toBe(1_408);
    expect(pending()).toBe(0);
  });

  it('jumps when the last slide was asked for less than QUICK_MS ago, even though its glide has ended', () => {
    expect(QUICK_MS).toBeGreaterThan(SLIDE_MS);
    const { v, clock, pending } = gliding('x', 704, 2_000, 2_010, 2_010 + SLIDE_MS);
    expect(v.scrollLeft).toBe(704);
    slideViewport(v, 'x', 1_056, 2_000 + QUICK_MS - 1, clock);
    expect(v.scrollLeft).toBe(1_056);
    expect(pending()).toBe(0);
  });

  it('glides again once QUICK_MS have passed since the last slide, from where the row is', () => {
    const { v, clock, frame } = gliding('x', 704, 2_000, 2_010, 2_010 + SLIDE_MS);
    expect(v.scrollLeft).toBe(704);
    slideViewport(v, 'x', 1_056, 2_000 + QUICK_MS, clock);
    frame(2_300);
    frame(2_300 + SLIDE_MS / 2);
    expect(v.scrollLeft).toBeGreaterThan(704);
    expect(v.scrollLeft).toBeLessThan(1_056);
    frame(2_300 + SLIDE_MS);
    expect(v.scrollLeft).toBe(1_056);
  });

  it('a new glide takes over from a running one, and placing the row stops it', () => {
    const { v, clock, frame, pending } = gliding('y', 400, 0, 0, 80);
    const midway = v.scrollTop;
    slideViewport(v, 'y', 800, 400, clock);
    expect(pending()).toBe(1);
    frame(400);
    expect(v.scrollTop).toBe(midway);
    // From where the row was, on to the new offset: never back to the start, never the old target.
    frame(400 + 40);
    expect(v.scrollTop).toBeGreaterThan(midway);
    expect(v.scrollTop).toBeLessThan(800);
    frame(400 + SLIDE_MS);
    expect(midway).toBeGreaterThan(0);
    expect(v.scrollTop).toBe(800);
    slideViewport(v, 'y', 0, 1_000, clock);
    placeViewport(v, 'y', 1_200);
    expect(pending()).toBe(0);
    expect(v.scrollTop).toBe(1_200);
  });

  it('jumps when the viewer asked for reduced motion', () => {
    let reduce = true;
    vi.stubGlobal('matchMedia', (query: string) => ({
      get matches() {
        return reduce && query === '(prefers-reduced-motion: reduce)';
      },
    }));
    try {
      const v = viewport();
      const { clock, pending } = testClock();
      slideViewport(v, 'y', 400, 1_000, clock);
      expect(v.scrollTop).toBe(400);
      expect(pending()).toBe(0);
      // The preference is read live: turned off, rows glide again.
      reduce = false;
      slideViewport(v, 'y', 800, 2_000, clock);
      expect(v.scrollTop).toBe(400);
      expect(pending()).toBe(1);
    } finally {
      reduce = false;
      vi.unstubAllGlobals();
    }
  });

  it("jumps when the app's own Reduce motion is on (Settings: <html data-reduce-motion>)", () => {
    let on = true;
    vi.stubGlobal('document', { documentElement: { hasAttribute: (name: string) => on && name === 'data-reduce-motion' } });
    try {
      const v = viewport();
      const { clock, pending } = testClock();
      slideViewport(v, 'y', 400, 1_000, clock);
      expect(v.scrollTop).toBe(400);
      expect(pending()).toBe(0);
      on = false;
      slideViewport(v, 'y', 800, 2_000, clock);
      expect(pending()).toBe(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('tells where a gliding viewport is heading on its axis, and where it is otherwise', () => {
    const { v, frame } = gliding('y', 400, 10_000, 10_010, 10_040);
    v.scrollLeft = 30;
    expect(v.scrollTop).toBeGreaterThan(0);
    expect(v.scrollTop).toBeLessThan(400);
    expect(slideTarget(v, 'y')).toBe(400);
    expect(slideTarget(v, 'x')).toBe(30);
    frame(10_010 + SLIDE_MS);
    expect(slideTarget(v, 'y')).toBe(400);
    // Placed, or moved by anything else once the glide ended: where it is.
    placeViewport(v, 'y', 100);
    expect(slideTarget(v, 'y')).toBe(100);
  });

  it('eases out: starts at 0, ends at 1, never goes back', () => {
    expect(easeOut(0)).toBe(0);
    expect(easeOut(1)).toBe(1);
    for (let t = 0.1; t <= 1; t += 0.1) expect(easeOut(t)).toBeGreaterThan(easeOut(t - 0.1));
  });
});
