import { englishDay } from './englishFormat.ts';
import { formatNumber, language } from './messages.ts';

/**
 * Dates in the viewer's language, by Intl, with a plain fallback for an engine that cannot build
 * the formatter. Formatters are built once per language: building one is the costliest thing on a
 * grid's key-press path (docs/performance.md). Counts written short are in compactNumbers.ts.
 */
const dates = new Map<string, Intl.DateTimeFormat | null>();

/**
 * "21 Nov 2026", "21. Nov. 2026", "2026年11月21日": one fixed format, day, short month and year, in UTC.
 * `withYear` false drops the year ("21 Nov"): a card's date of this year, which a long channel
 * name beside it left no room for.
 */
export function formatDay(d: Date, withYear = true): string {
  const lang = language.value;
  const english = lang === 'en' ? englishDay(d, withYear) : undefined; // no ICU load (englishFormat.ts)
  if (english !== undefined) return english;
  const format = formatter(`${lang}${withYear ? '' : ' short'}`, { day: 'numeric', month: 'short', year: withYear ? 'numeric' : undefined, timeZone: 'UTC' });
  return format ? format.format(d) : d.toISOString().slice(0, 10);
}

/** A card's date: without its year when it is this year's (UTC, as every date), else whole. */
export function formatRecentDay(d: Date, now = Date.now()): string {
  return formatDay(d, d.getUTCFullYear() !== new Date(now).getUTCFullYear());
}

/**
 * The viewer's language's formatter for these options, built once per key (the language and the
 * form), or null where the engine cannot build it. `refine` may build a better one from the first
 * (a start time's two-digit hour on a 24-hour clock: formatStart.ts).
 */
export function formatter(key: string, options: Intl.DateTimeFormatOptions, refine?: (first: Intl.DateTimeFormat, locale: string) => Intl.DateTimeFormat): Intl.DateTimeFormat | null {
  let format = dates.get(key);
  if (format === undefined) {
    const lang = language.value;
    // English keeps the day-month-year order tenfoot always showed.
    const locale = lang === 'en' ? 'en-GB' : lang;
    try {
      format = new Intl.DateTimeFormat(locale, options);
      if (refine) format = refine(format, locale);
    } catch {
      format = null;
    }
    dates.set(key, format);
  }
  return format;
}

/**
 * Loads the locale's data a card's first render needs (its date's formatter, built and kept; a
 * number written the viewer's way) before the list's data comes: the page's first Intl use of any
 * kind loads it, 30-90 ms at CPU 1x in Chromium 156, the next formatter under 2 ms, and it sat
 * between the feed's answer and its first card. Called while the data is on its way, it costs that
 * wait instead (docs/performance.md). English cards need none of it (englishFormat.ts): there ICU
 * is loaded by `whenIdle`, for the screens after (counted sentences, short counts), and not beside
 * the feed's answer, which on a near server came while this ran and waited for it.
 */
export function warmFormatters(whenIdle: (work: () => void) => void): void {
  if (language.value !== 'en') {
    formatDay(new Date(0));
    formatDay(new Date(0), false); // this year's card dates
    formatNumber(0);
  } else whenIdle(loadIntl);
}

/** A first Intl use, which is what loads ICU's data: English's own dates and numbers need none. */
function loadIntl(): void {
  (0).toLocaleString(language.value);
}
