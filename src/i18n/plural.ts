import type { Language } from './languages.ts';

export type PluralCategory = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/**
 * The plural category of a count, by the language's rules. Intl.PluralRules has them (Chromium
 * 63+); the TVs below that get the same answers from this table of the CLDR rules for the
 * languages tenfoot ships, whole numbers only, as the app counts only whole things
 * (<https://www.unicode.org/cldr/charts/latest/supplemental/language_plural_rules.html>).
 */
export function pluralCategory(language: Language, count: number): PluralCategory {
  // English whole numbers, the app's own language, without Intl: its first use loads ICU's data
  // (englishFormat.ts), and each new Intl.PluralRules parses the rules again. A grid's card speaks
  // its length in two or three counted words, so every row of new cards built a dozen: in a CPU
  // profile of the search grid at CPU 4x, in English, 2.8 ms of each press's sampled time, 0.1 ms
  // after (`bench/tools/pressProfile.ts grid`). CLDR's rule: "one: i = 1 and v = 0", -1 included.
  if (language === 'en' && Number.isInteger(count)) return Math.abs(count) === 1 ? 'one' : 'other';
  if (typeof Intl !== 'undefined' && typeof Intl.PluralRules === 'function') return rulesOf(language).select(count) as PluralCategory;
  // The table is in the legacy bundle only (plugin-legacy sets import.meta.env.LEGACY in each
  // bundle): the TVs of the modern bundle (Chromium 64+) all have Intl.PluralRules. A browser of
  // the modern bundle without it (Safari 12) gets "one" and "other", and never a crash.
  if (import.meta.env.LEGACY) return cldrCategory(language, count);
  return Math.abs(count) === 1 ? 'one' : 'other';
}

/** One Intl.PluralRules per language, kept, for the other languages: the same dozen a row, built once. */
const rulesByLanguage = new Map<Language, Intl.PluralRules>();
function rulesOf(language: Language): Intl.PluralRules {
  let rules = rulesByLanguage.get(language);
  if (!rules) rulesByLanguage.set(language, (rules = new Intl.PluralRules(language)));
  return rules;
}

/** The CLDR cardinal rules for integers, for engines without Intl.PluralRules. */
export function cldrCategory(language: Language, count: number): PluralCategory {
  const n = Math.abs(Math.trunc(count));
  switch (language) {
    case 'ja':
      return 'other';
    case 'hi': // one: i = 0 or n = 1
      return n <= 1 ? 'one' : 'other';
    case 'ar': {
      const n100 = n % 100;
      if (n === 0) return 'zero';
      if (n === 1) return 'one';
      if (n === 2) return 'two';
      if (n100 >= 3 && n100 <= 10) return 'few';
      if (n100 >= 11 && n100 <= 99) return 'many';
      return 'other';
    }
    case 'es': // one: n = 1; many: e = 0 and i != 0 and i % 1000000 = 0
      if (n === 1) return 'one';
      return n !== 0 && n % 1_000_000 === 0 ? 'many' : 'other';
    default: // en, de: one: i = 1 and v = 0
      return n === 1 ? 'one' : 'other';
  }
}
