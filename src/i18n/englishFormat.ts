/*
 * English dates and whole numbers, written without Intl. The page's first use of Intl, of any
 * kind (a date's formatter, a number's toLocaleString), loads ICU's locale data: 30-90 ms at CPU 1x
 * in a fresh page of Chromium 156, and a returning viewer's first Home card waited for it, for its
 * date ("21 Nov 2026") and its place ("3 of 20"). English, the app's own language, needs none of
 * it for these two; the text is today's ICU's (en-GB's date, en's number:
 * englishFormat.test.ts holds them to it). Every other language, and anything else in English, is
 * Intl's (docs/performance.md).
 */

/**
 * en-GB's short months as the CLDR names them today ("Sept"), on every TV: an old engine's own
 * ICU wrote "Sep" (Chromium 64), so English dates no longer depend on the TV's age.
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

/** "21 Nov 2026" (day, short month, year, in UTC; "21 Nov" without it), for years of four digits; otherwise undefined. */
export function englishDay(d: Date, withYear = true): string | undefined {
  const year = d.getUTCFullYear();
  return year >= 1000 && year <= 9999 ? `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]!}${withYear ? ` ${year}` : ''}` : undefined;
}

/** A whole number as English writes it ("1,234,567", "-12"; -0 as "0"); undefined for anything else. */
export function englishWhole(n: number): string | undefined {
  if (!Number.isSafeInteger(n)) return undefined;
  const digits = String(Math.abs(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return n < 0 ? `-${digits}` : digits;
}
