import { afterEach, describe, expect, it } from 'vitest';
import { formatDate } from '../screens/viewModels.ts';
import { compactCount, countOf } from '../screens/counts.ts';
import { catalogue, language } from './messages.ts';
import { formatRecentDay } from './format.ts';
import de from './catalogues/de.ts';
import ar from './catalogues/ar.ts';

afterEach(() => {
  catalogue.value = undefined;
  language.value = 'en';
});

describe('dates and counts in the viewer’s language', () => {
  it('keep English as it was: "21 Nov 2026", "12.3K", "2.48M subscribers"', () => {
    expect(formatDate('2026-11-21T10:00:00Z')).toBe('21 Nov 2026');
    expect(compactCount(12_345)).toBe('12.3K');
    expect(countOf('2480000', 'subscriber')).toBe('2.48M subscribers');
  });

  it("write a card's date without its year when it is this year's (UTC), in every language", () => {
    const now = Date.parse('2026-12-05T12:00:00Z');
    expect(formatRecentDay(new Date('2026-11-21T10:00:00Z'), now)).toBe('21 Nov');
    expect(formatRecentDay(new Date('2025-11-21T10:00:00Z'), now)).toBe('21 Nov 2025');
    expect(formatRecentDay(new Date('2026-12-31T23:30:00Z'), Date.parse('2027-01-01T00:10:00Z'))).toBe('31 Dec 2026');
    language.value = 'de';
    expect(formatRecentDay(new Date('2026-11-21T10:00:00Z'), now)).toBe(new Intl.DateTimeFormat('de', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date('2026-11-21T10:00:00Z')));
    expect(formatRecentDay(new Date('2025-11-21T10:00:00Z'), now)).toContain('2025');
  });

  it('write dates by Intl in the language, one fixed format (day, short month, year, UTC)', () => {
    language.value = 'de';
    expect(formatDate('2026-11-21T23:30:00Z')).toBe(new Intl.DateTimeFormat('de', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date('2026-11-21T23:30:00Z')));
    language.value = 'ja';
    expect(formatDate('2026-11-21T00:00:00Z')).toContain('2026');
  });

  it('cut counts to three digits, never rounding up, and write them the language’s way', () => {
    catalogue.value = de;
    language.value = 'de';
    expect(compactCount(9_999)).toBe('9.999');
    expect(compactCount(999_999)).toBe(new Intl.NumberFormat('de', { notation: 'compact', maximumSignificantDigits: 3 } as Intl.NumberFormatOptions).format(999_000));
    expect(countOf('1', 'video')).toBe('1 Video');
    expect(countOf('12', 'video')).toBe('12 Videos');
    catalogue.value = ar;
    language.value = 'ar';
    expect(countOf('2', 'video')).toBe('فيديوهان');
    expect(countOf('1', 'subscriber')).toBe('مشترك واحد');
  });
});
