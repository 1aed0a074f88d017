import { signal } from '@preact/signals';

/**
 * Language tags a platform's own API gives after start (Samsung Tizen's systeminfo LOCALE, read by
 * its adapter), wanted before all others: the app's language follows them when they arrive.
 */
export const laterLocales = signal<readonly string[]>([]);

/**
 * The TV's own language tags, most wanted first. A packaged webOS app reads the set's locale from
 * PalmSystem.locale (LG's webOS TV developer guide, "PalmSystem"); elsewhere, and after it, the
 * browser's navigator.languages / navigator.language, which TV browsers set from the set's menu
 * language.
 */
export function platformLocales(win: Window = window): string[] {
  const w = win as Window & { PalmSystem?: { locale?: unknown }; webOSSystem?: { locale?: unknown } };
  const tags: unknown[] = [...laterLocales.value, w.webOSSystem?.locale, w.PalmSystem?.locale, ...(win.navigator.languages ?? []), win.navigator.language];
  return tags.filter((tag): tag is string => typeof tag === 'string' && tag.length > 0);
}
