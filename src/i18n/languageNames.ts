import type { Language } from './languages.ts';

/**
 * Each language by its own name: a viewer looks for their own language's name in a list of
 * languages. Only Settings shows them, so they stay out of the code every start fetches.
 */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  de: 'Deutsch',
  es: 'Español',
  ja: '日本語',
  hi: 'हिन्दी',
  ar: 'العربية',
};

/**
 * A language's name in the app's language ("Japanese" beside 日本語 in English), when the TV's
 * engine can say it (Intl.DisplayNames: Chromium 81 and later) and it differs from the language's
 * own name: a viewer whose TV lacks the fonts of 日本語 or हिन्दी still finds the language by it.
 */
export function nameIn(code: Language, appLanguage: Language): string | undefined {
  if (typeof Intl === 'undefined' || typeof Intl.DisplayNames !== 'function') return undefined;
  try {
    const name = new Intl.DisplayNames([appLanguage], { type: 'language' }).of(code);
    return name && name !== LANGUAGE_NAMES[code] && name !== code ? name : undefined;
  } catch {
    return undefined;
  }
}
