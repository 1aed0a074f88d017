import { formatter } from './format.ts';
import { language } from './messages.ts';

/*
 * When a live stream is to start. A file of its own: only Live's cards and a video's page say it,
 * and a returning viewer's Home, whose chunk holds the cards' dates (format.ts), never does.
 */

/**
 * In the TV's own time zone, as the viewer will be watching: "2 Dec, 18:00" ("2 Dec 2027, 18:00"
 * in another year), the language's own way (12 or 24 hours).
 */
export function formatStart(d: Date, now = Date.now()): string {
  const withYear = d.getFullYear() !== new Date(now).getFullYear();
  const options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: withYear ? 'numeric' : undefined, hour: 'numeric', minute: '2-digit' };
  // A 24-hour clock writes its hour in two digits ("03:00"): "3:00" was read as the afternoon's too.
  const format = formatter(`${language.value} start${withYear ? ' year' : ''}`, options, (first, locale) => (first.resolvedOptions().hour12 ? first : new Intl.DateTimeFormat(locale, { ...options, hour: '2-digit' })));
  if (format) return format.format(d);
  const local = new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString();
  return `${local.slice(0, 10)} ${local.slice(11, 16)}`;
}
