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
 * Loads the locale's data a card's first render needs (its date's formatter, built and kept; a
 * number written the viewer's way) before the list's data comes: the page's first Intl use of any
 * kind loads it, 30-70 ms at CPU 1x in Chromium 156, the next formatter under 1 ms, and it sat
 * between the feed's answer and its first card. Called while the data is on its way, it costs that
 * wait instead (docs/performance.md).
 */
export function warmFormatters(): void {
  formatDay(new Date(0));
  formatNumber(0);
}
