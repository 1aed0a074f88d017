/**
 * The TV's own language tags, most wanted first. A packaged webOS app reads the set's locale from
 * PalmSystem.locale (LG's webOS TV developer guide, "PalmSystem"); elsewhere, and after it, the
 * browser's navigator.languages / navigator.language, which TV browsers set from the set's menu
 * language.
 */
export function platformLocales(win: Window = window): string[] {
  const w = win as Window & { PalmSystem?: { locale?: unknown }; webOSSystem?: { locale?: unknown } };
  const tags: unknown[] = [w.webOSSystem?.locale, w.PalmSystem?.locale, ...(win.navigator.languages ?? []), win.navigator.language];
  return tags.filter((tag): tag is string => typeof tag === 'string' && tag.length > 0);
}
