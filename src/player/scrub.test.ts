import { describe, expect, it } from 'vitest';
import { clampTime, scrubStep } from './scrub.ts';

describe('scrubStep', () => {
  it('starts at 10 s and never slows down while the key is held', () => {
    const steps = Array.from({ length: 40 }, (_, i) => scrubStep(i, 2 * 3600));
    expect(steps[0]).toBe(10);
    expect(steps[4]).toBe(10);
    expect(steps[5]).toBe(30);
    expect(steps[12]).toBe(60);
    for (let i = 1; i < steps.length; i++) expect(steps[i]).toBeGreaterThanOrEqual(steps[i - 1]!);
    // Two hours: 1/50 of it per step once the key has been held long.
    expect(steps[30]).toBe(140);
  });

  it('a short video never gets a step under a minute once accelerated', () => {
    expect(scrubStep(25, 120)).toBe(60);
  });
});

describe('clampTime', () => {
  it('keeps a time inside the video', () => {
    expect(clampTime(-3, 100)).toBe(0);
    expect(clampTime(130, 100)).toBe(100);
    expect(clampTime(Number.NaN, 100)).toBe(0);
    expect(clampTime(130, 0)).toBe(130);
  });
});
