import { signal } from '@preact/signals';
import { englishWhole } from './englishFormat.ts';
import type { Language } from './languages.ts';
import type { PluralCategory } from './plural.ts';

/**
 * Every sentence tenfoot shows is written in English in the code, and looked up in the chosen
 * language's catalogue by that English text (as gettext does): English needs no catalogue, and
 * only the chosen language's is downloaded (src/i18n/load.ts).
 * - `t('Subscribed to {title}.', { title })`: `{name}` holds a value, put in after translating.
 * - `tn(count, { one: '{count} video', other: '{count} videos' })` (counted.ts): the form by the
 *   language's plural rules; a catalogue keys it by the English `other` form and gives the forms
 *   its language has.
 */
export type PluralForms = Partial<Record<PluralCategory, string>> & { other: string };
export type Catalogue = Readonly<Record<string, string | PluralForms>>;

/** The language on screen now, and its catalogue (none for English). */
export const language = signal<Language>('en');
export const catalogue = signal<Catalogue | undefined>(undefined);

type KeyOf = (english: string) => string;
const asWritten: KeyOf = (english) => english;
/**
 * The key the loaded catalogue files a sentence under: the English sentence as written, or, in
 * the catalogues the build ships, a short digest of it that the catalogue's own chunk computes
 * (build/catalogueKeys.ts), so an English viewer downloads no code for it.
 */
let keyOf: KeyOf = asWritten;

/** Puts `messages` on screen, filed by `key` (the English sentence itself when not given). */
export function showCatalogue(messages: Catalogue | undefined, key: KeyOf = asWritten): void {
  keyOf = key;
  catalogue.value = messages;
}

/** What the loaded catalogue gives for an English sentence (nothing for English, or a sentence it lacks). */
export function translationOf(english: string): string | PluralForms | undefined {
  const messages = catalogue.value;
  return messages?.[keyOf(english)];
}

export type Values = Readonly<Record<string, string | number>>;

/** `{name}` in a sentence becomes its value; a name with no value stays as it is. */
export function fill(text: string, values: Values | undefined): string {
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : whole));
}

/** The sentence in the viewer's language (English where the catalogue has no entry), values put in. */
export function t(english: string, values?: Values): string {
  const found = translationOf(english);
  return fill(typeof found === 'string' ? found : english, values);
}

/** A whole number written the viewer's way (1,234 / 1.234 / ١٬٢٣٤). */
export function formatNumber(value: number): string {
  const english = language.value === 'en' ? englishWhole(value) : undefined; // no ICU load (englishFormat.ts)
  if (english !== undefined) return english;
  try {
    return value.toLocaleString(language.value);
  } catch {
    return String(value);
  }
}

/** A card's badge as shown: LIVE, UPCOMING and CAN’T PLAY HERE are words (kept as keys in the card models), a length is digits. */
export function badgeWord(text: string): string {
  return text === 'LIVE' ? t('LIVE') : text === 'UPCOMING' ? t('UPCOMING') : text === 'CAN’T PLAY HERE' ? t('CAN’T PLAY HERE') : text;
}
