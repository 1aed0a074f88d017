import { afterEach, describe, expect, it, vi } from 'vitest';
import { englishDay, englishWhole } from './englishFormat.ts';
import { formatDay, warmFormatters } from './format.ts';
import { whenIdle } from '../platform/whenIdle.ts';
import { formatNumber, language } from './messages.ts';

const intlDay = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  language.value = 'en';
});

describe('English dates and whole numbers without Intl', () => {
  it("write a date as Intl's en-GB does: every month, its 1st, 15th and 28th, early and late in the day UTC, and a leap day", () => {
    for (let month = 0; month < 12; month++)
      for (const [day, hour] of [[1, 0], [15, 12], [28, 23]] as const) {
        const d = new Date(Date.UTC(2026, month, day, hour, 59));
        expect(englishDay(d)).toBe(intlDay.format(d));
      }
    const lastOfMonth = new Date(Date.UTC(2024, 2, 0, 23, 30)); // 29 Feb 2024, late in the day UTC
    expect(englishDay(lastOfMonth)).toBe(intlDay.format(lastOfMonth));
    expect(englishDay(new Date('2026-11-21T10:00:00Z'))).toBe('21 Nov 2026');
    expect(englishDay(new Date(Date.UTC(1000, 0, 1)))).toBe(intlDay.format(new Date(Date.UTC(1000, 0, 1))));
    expect(englishDay(new Date(Date.UTC(9999, 11, 31)))).toBe(intlDay.format(new Date(Date.UTC(9999, 11, 31))));
  });

  it("write this year's date without its year as Intl's en-GB does", () => {
    const short = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
    for (let month = 0; month < 12; month++) {
      const d = new Date(Date.UTC(2026, month, 9, 23, 59));
      expect(englishDay(d, false)).toBe(short.format(d));
    }
  });

  it('leave a year not of four digits to Intl', () => {
    const ancient = new Date(Date.UTC(2026, 0, 1));
    ancient.setUTCFullYear(51);
    expect(englishDay(ancient)).toBeUndefined();
    expect(englishDay(new Date(Date.UTC(12345, 0, 1)))).toBeUndefined();
    expect(englishDay(new Date(NaN))).toBeUndefined();
  });

  it("write a whole number as Intl's en does, and leave the rest to it", () => {
    for (const n of [0, 7, 999, 1000, -1000, 12_345, 999_999, 1_234_567, -987_654_321, Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER])
      expect(englishWhole(n)).toBe(n.toLocaleString('en'));
    expect(englishWhole(-0)).toBe('0'); // as old engines write it; today's ICU writes "-0"
    for (const n of [1.5, -0.25, NaN, Infinity, -Infinity, 2 ** 60]) expect(englishWhole(n)).toBeUndefined();
  });

  it('in English, format a card without building a formatter; in another language, by Intl', () => {
    const built = vi.spyOn(Intl, 'DateTimeFormat');
    const localized = vi.spyOn(Number.prototype, 'toLocaleString');
    expect(formatDay(new Date('2026-09-05T00:00:00Z'))).toBe(intlDay.format(new Date('2026-09-05T00:00:00Z')));
    expect(formatNumber(1234)).toBe('1,234');
    expect(formatNumber(1.5)).toBe('1.5'); // not a whole number: Intl's
    expect(built).not.toHaveBeenCalled();
    expect(localized).toHaveBeenCalledTimes(1);
    built.mockRestore();
    language.value = 'de';
    expect(formatNumber(1234)).toBe((1234).toLocaleString('de'));
    expect(formatDay(new Date('2026-11-21T00:00:00Z'))).toBe(new Intl.DateTimeFormat('de', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date('2026-11-21T00:00:00Z')));
  });

  it("warm Intl while the first answer comes in another language, but in English only once the TV is idle", () => {
    vi.useFakeTimers();
    const localized = vi.spyOn(Number.prototype, 'toLocaleString');
    warmFormatters(whenIdle);
    expect(localized).not.toHaveBeenCalled(); // English: nothing beside the feed's answer
    vi.runAllTimers(); // no requestIdleCallback in Node: whenIdle's timer
    expect(localized).toHaveBeenCalledWith('en');
    localized.mockClear();
    language.value = 'es';
    warmFormatters(whenIdle);
    expect(localized).toHaveBeenCalledWith('es');
  });
});
