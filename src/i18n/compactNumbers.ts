import { language } from './messages.ts';

/*
 * Counts written short, the viewer's way, by Intl, with a plain fallback for an engine without
 * compact notation (Chromium 77 has it). Formatters are built once per language, as in format.ts.
 */
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
