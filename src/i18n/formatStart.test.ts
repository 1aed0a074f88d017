import { afterAll, describe, expect, it, vi } from 'vitest';

// Set before anything formats: a formatter keeps the time zone it was built in, as the TV's does.
const zone = process.env.TZ;
process.env.TZ = 'Asia/Tokyo';
vi.useFakeTimers({ now: new Date('2026-12-31T12:00:00Z'), toFake: ['Date'] }); // 21:00 on 31 Dec in Tokyo

const { formatStart } = await import('./formatStart.ts');
const { language } = await import('./messages.ts');

afterAll(() => {
  vi.useRealTimers();
  language.value = 'en';
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

describe("a stream's start, in the TV's own time zone", () => {
  it('is the day and time where the TV is: 20:00 UTC is 05:00 the next morning in Tokyo', () => {
    expect(formatStart(new Date('2026-12-02T20:00:00Z'))).toBe('3 Dec, 05:00');
  });

  it("says the year when it is not the TV's year, by the TV's calendar", () => {
    // 1 Jan in Tokyo, still 31 Dec in UTC: next year, where the viewer is.
    expect(formatStart(new Date('2026-12-31T16:30:00Z'))).toBe('1 Jan 2027, 01:30');
    expect(formatStart(new Date('2026-12-31T10:00:00Z'))).toBe('31 Dec, 19:00');
  });

  it("in the viewer's language, its own way", () => {
    language.value = 'de';
    expect(formatStart(new Date('2026-12-02T20:00:00Z'))).toBe(new Intl.DateTimeFormat('de', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }).format(new Date('2026-12-02T20:00:00Z')));
  });

  it('writes a 24-hour clock\'s hour in two digits, and leaves a 12-hour clock\'s as the language writes it', () => {
    language.value = 'en';
    expect(formatStart(new Date('2026-12-02T20:00:00Z'))).toBe('3 Dec, 05:00');
    language.value = 'hi';
    expect(formatStart(new Date('2026-12-02T20:00:00Z'))).toBe(new Intl.DateTimeFormat('hi', { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' }).format(new Date('2026-12-02T20:00:00Z')));
  });
});
