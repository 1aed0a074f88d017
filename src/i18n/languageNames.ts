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
 * Each language's name in each other one, from the Unicode CLDR (as ICU 78 / CLDR 48 give it:
 * `new Intl.DisplayNames([app], { type: 'language' }).of(code)`), written out here because the
 * TVs most likely to lack a script's fonts are the old ones, whose engines lack Intl.DisplayNames.
 */
const NAMES_IN: Record<Language, Partial<Record<Language, string>>> = {
  en: { de: 'German', es: 'Spanish', ja: 'Japanese', hi: 'Hindi', ar: 'Arabic' },
  de: { en: 'Englisch', es: 'Spanisch', ja: 'Japanisch', hi: 'Hindi', ar: 'Arabisch' },
  es: { en: 'inglés', de: 'alemán', ja: 'japonés', hi: 'hindi', ar: 'árabe' },
  ja: { en: '英語', de: 'ドイツ語', es: 'スペイン語', hi: 'ヒンディー語', ar: 'アラビア語' },
  hi: { en: 'अंग्रेज़ी', de: 'जर्मन', es: 'स्पेनिश', ja: 'जापानी', ar: 'अरबी' },
  ar: { en: 'الإنجليزية', de: 'الألمانية', es: 'الإسبانية', ja: 'اليابانية', hi: 'الهندية' },
};

/**
 * A language's name in the app's language ("Japanese" under 日本語 in English), for the other
 * languages: a viewer whose TV lacks the fonts of 日本語 or हिन्दी still finds the language by it.
 */
export function nameIn(code: Language, appLanguage: Language): string | undefined {
  return NAMES_IN[appLanguage][code];
}
