import { fill, formatNumber, language, translationOf, type PluralForms, type Values } from './messages.ts';
import { pluralCategory } from './plural.ts';

/*
 * Counted sentences: in a module of their own, with the plural rules they need, so that the first
 * screens, which count nothing, do not carry them.
 */

/** A counted sentence in the viewer's language, by its plural rules; `{count}` is the count, written the language's way. */
export function tn(count: number, english: PluralForms, values?: Values): string {
  const lang = language.value;
  const found = translationOf(english.other);
  const forms: PluralForms = found && typeof found !== 'string' ? found : english;
  const category = pluralCategory(found ? lang : 'en', count);
  return fill(forms[category] ?? forms.other, { count: formatNumber(count), ...values });
}
