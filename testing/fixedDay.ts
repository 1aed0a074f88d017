import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Each test of the file runs on this day, in this time zone: cards leave out this year's year and
 * say a stream's start in the TV's own zone, so what they show depends on both. Date alone is
 * faked (timers stay real). A zone set here holds only for formatters built after it is set.
 */
export function onFixedDay(now: string, zone = 'UTC'): void {
  const before = process.env.TZ;
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date(now), toFake: ['Date'] });
    process.env.TZ = zone;
  });
  afterEach(() => {
    vi.useRealTimers();
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  });
}
