import { language } from './messages.ts';

/**
 * Dates and numbers in the viewer's language, by Intl, with a plain fallback for an engine that
 * lacks the Intl feature asked for (Chromium 53 has Intl.DateTimeFormat and NumberFormat, not the
 * compact notation of Chromium 77). Formatters are built once per language: building one is the
 * costliest thing on a grid's key-press path (docs/performance.md).
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

const compacts = new Map<string, Intl.NumberFormat | null>();

/**
 * A count already cut to three significant digits, written short the language's way ("1,23 Mio.",
 * "123万"); undefined where the engine cannot (no compact notation), for the caller's own units.
 */
export function compactInLanguage(n: number): string | undefined {
  const lang = language.value;
  let format = compacts.get(lang);
  if (format === undefined) {
    try {
      const f = new Intl.NumberFormat(lang, { notation: 'compact', maximumSignificantDigits: 3 } as Intl.NumberFormatOptions);
      format = (f.resolvedOptions() as { notation?: string }).notation === 'compact' ? f : null;
    } catch {
      format = null;
    }
    compacts.set(lang, format);
  }
  return format ? format.format(n) : undefined;
}

/** A number with up to `decimals` fraction digits, written the viewer's way. */
export function formatDecimal(n: number, decimals: number): string {
  try {
    return n.toLocaleString(language.value, { maximumFractionDigits: decimals });
  } catch {
    return String(n);
  }
}
