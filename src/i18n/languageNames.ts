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
