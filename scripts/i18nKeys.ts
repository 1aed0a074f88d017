/**
 * Prints every sentence the app writes in t()/tn() (src/i18n/extract.ts), one per line as a JSON
 * string, plurals marked: what a new catalogue (src/i18n/catalogues/<lang>.ts) must translate.
 * `npx tsx scripts/i18nKeys.ts [--json]`
 */
import { appSentences } from '../src/i18n/appSentences.ts';

const { keys, dynamic } = appSentences(new URL('../src/', import.meta.url).pathname);
if (process.argv.includes('--json')) console.log(JSON.stringify(Object.fromEntries(keys), null, 2));
else for (const [text, kind] of [...keys].sort(([a], [b]) => a.localeCompare(b))) console.log(`${kind === 'plural' ? 'tn ' : 't  '}${JSON.stringify(text)}`);
if (dynamic.length) {
  console.error(`Not a static string (write the English text in the call): ${dynamic.join(', ')}`);
  process.exitCode = 1;
}
