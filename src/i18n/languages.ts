/** The languages tenfoot speaks, with their writing direction (their names: languageNames.ts, for Settings only). */
export const LANGUAGES = {
  en: { dir: 'ltr' },
  de: { dir: 'ltr' },
  es: { dir: 'ltr' },
  ja: { dir: 'ltr' },
  hi: { dir: 'ltr' },
  ar: { dir: 'rtl' },
} as const;

export type Language = keyof typeof LANGUAGES;

export const LANGUAGE_CODES = Object.keys(LANGUAGES) as Language[];

export function isLanguage(code: unknown): code is Language {
  return typeof code === 'string' && Object.prototype.hasOwnProperty.call(LANGUAGES, code);
}

/**
 * The first of the viewer's preferred locales (BCP 47 tags, most wanted first: the TV's own
 * locale, navigator.languages) that tenfoot speaks, by its primary language subtag (RFC 5646
 * section 2.2.1: "de-AT" is German); English when none is.
 */
export function pickLanguage(preferred: readonly (string | undefined | null)[]): Language {
  for (const tag of preferred) {
    const primary = tag?.trim().toLowerCase().split(/[-_]/)[0];
    if (isLanguage(primary)) return primary;
  }
  return 'en';
}
