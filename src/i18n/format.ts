import { formatNumber, language } from './messages.ts';

/**
 * Dates in the viewer's language, by Intl, with a plain fallback for an engine that cannot build
 * the formatter. Formatters are built once per language: building one is the costliest thing on a
 * grid's key-press path (docs/performance.md). Counts written short are in compactNumbers.ts.
 */
const dates = new Map<string, Intl.DateTimeFormat | null>();

/** "21 Nov 2026", "21. Nov. 2026", "2026年11月21日": one fixed format, day, short month and year, in UTC. */
export function formatDay(d: Date): string {
  const lang = language.value;
  let format = dates.get(lang);
  if (format === undefined) {
    try {
      // English keeps the day-month-year order tenfoot always showed.
      format = new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : lang, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
    } catch {
      format = null;
    }
    dates.set(lang, format);
  }
  return format ? format.format(d) : d.toISOString().slice(0, 10);
}

/**
 * Builds the formatters a card's first render needs (its date, its position's number) before the
 * list's data comes: the first Intl.DateTimeFormat of a page loads the locale's data, 55-70 ms at
 * CPU 1x in Chromium 156 (30 of a returning viewer's 500 ms to the first Home card, profiled), and
 * it sat between the feed's answer and its first card. Called while the data is on its way, it
 * costs that wait instead (docs/performance.md).
 */
export function warmFormatters(): void {
  formatDay(new Date(0));
  formatNumber(0);
}
