import { batch } from '@preact/signals';
import { LANGUAGES, type Language } from './languages.ts';
import { language, showCatalogue, type Catalogue } from './messages.ts';

/**
 * Each catalogue is a chunk of its own: a TV downloads only the language it shows. As built, its
 * sentences are filed under short keys its chunk gives the function for (build/catalogueKeys.ts).
 */
const CATALOGUES = import.meta.glob<{ default: Catalogue; keyOf?: (english: string) => string }>('./catalogues/*.ts');

/**
 * Shows the app in `lang`: its catalogue is fetched first (English has none), then the language,
 * the catalogue and the page's `lang` and `dir` change together, so no screen shows half of each.
 * A catalogue that cannot come leaves the language as it was, and says so by rejecting.
 */
let latest = 0;

export async function setLanguage(lang: Language, root: HTMLElement = document.documentElement): Promise<void> {
  // Two choices in a row (German, then back to English before German came): the last one wins,
  // whichever catalogue arrives last.
  const mine = ++latest;
  const load = CATALOGUES[`./catalogues/${lang}.ts`];
  const chunk = lang === 'en' || !load ? undefined : await load();
  if (mine !== latest) return;
  batch(() => {
    showCatalogue(chunk?.default, chunk?.keyOf);
    language.value = lang;
  });
  // The page's language picks a screen reader's voice and the fonts' shapes; dir mirrors the
  // layout for right-to-left languages (HTML, the lang and dir attributes).
  root.lang = lang;
  root.dir = LANGUAGES[lang].dir;
}
