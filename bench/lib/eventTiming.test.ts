import { describe, expect, it } from 'vitest';
import { eventTimingFigures, judgeAgainstBare, withinBareBudget } from './eventTiming.ts';

describe('eventTimingFigures', () => {
  it('counts presses the browser did not report as under its threshold', () => {
    const f = eventTimingFigures([24, 16], 10);
    expect(f).toMatchObject({ presses: 10, reported: 2, over16: 0.1, p50: 8 });
    expect(f.p95).toBe(24);
  });

  it('a reported 16 is not over 16 ms (the browser rounds to 8 ms)', () => {
    expect(eventTimingFigures([16, 16, 16], 3).over16).toBe(0);
  });

  it('keeps the longest when the page saw more keydowns than the harness pressed', () => {
    const f = eventTimingFigures([16, 40, 24], 2);
    expect(f).toMatchObject({ reported: 2, over16: 1, p95: 40 });
  });

  it('p95 among unreported presses is the unreported duration', () => {
    expect(eventTimingFigures([32], 100).p95).toBe(8);
  });
});

describe('the budget against the bare page', () => {
  const bare = eventTimingFigures([24, 16], 20); // 5% over, p95 24
  it('allows 5 points more presses over 16 ms and 8 ms more p95', () => {
    const app = eventTimingFigures([24, 32], 20); // 10% over, p95 32
    expect(withinBareBudget(app, bare)).toEqual({ share: true, p95: true });
  });
  it('is OVER past either', () => {
    const app = eventTimingFigures([24, 24, 24, 40, 40], 20); // 25% over, p95 40
    expect(withinBareBudget(app, bare)).toEqual({ share: false, p95: false });
    expect(judgeAgainstBare(app, bare)).toMatch(/\+20 points .* OVER; p95 40 against 24 ms .* OVER$/);
  });
});
