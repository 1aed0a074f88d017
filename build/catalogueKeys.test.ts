import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseAst, transformWithOxc } from 'vite';
import { describe, expect, it } from 'vitest';
import { appSentences } from '../src/i18n/appSentences.ts';
import { shortKey, withShortKeys } from './catalogueKeys.ts';

type Program = Parameters<typeof withShortKeys>[1];
const shorten = (code: string) => withShortKeys(code, parseAst(code) as unknown as Program);

/** A catalogue as the build has it when the plugin runs: TypeScript stripped. */
async function builtCatalogue(lang: string): Promise<string> {
  const path = new URL(`../src/i18n/catalogues/${lang}.ts`, import.meta.url);
  return (await transformWithOxc(readFileSync(path, 'utf8'), path.pathname)).code;
}

/** Runs a module's code and gives its exports. */
async function run(code: string): Promise<Record<string, unknown>> {
  const file = join(mkdtempSync(join(tmpdir(), 'catalogue-')), 'catalogue.mjs');
  writeFileSync(file, code);
  return (await import(/* @vite-ignore */ pathToFileURL(file).href)) as Record<string, unknown>;
}

describe('short catalogue keys', () => {
  it('tell every sentence the app writes apart', () => {
    const sentences = [...appSentences(new URL('../src', import.meta.url).pathname).keys.keys()];
    expect(sentences.length).toBeGreaterThan(100);
    const byKey = new Map<string, string[]>();
    for (const sentence of sentences) byKey.set(shortKey(sentence), [...(byKey.get(shortKey(sentence)) ?? []), sentence]);
    expect([...byKey.values()].filter((shared) => shared.length > 1)).toEqual([]);
  });

  it('are four base-62 digits, the same for the same sentence, and differ with the seed', () => {
    expect(shortKey('Add account')).toMatch(/^[0-9a-zA-Z]{4}$/);
    expect(shortKey('Add account')).toBe(shortKey('Add account'));
    expect(shortKey('Add account')).not.toBe(shortKey('Add account ')); // one space apart
    expect(shortKey('Add account', 1)).not.toBe(shortKey('Add account'));
  });

  it('ship a catalogue that its own keyOf reads back, sentence for sentence, as written', async () => {
    for (const lang of ['de', 'ar']) {
      const written = (await run(await builtCatalogue(lang))).default as Record<string, unknown>;
      const shipped = await run(shorten(await builtCatalogue(lang)));
      const keyOf = shipped.keyOf as (english: string) => string;
      const filed = shipped.default as Record<string, unknown>;
      expect(Object.keys(filed)).toHaveLength(Object.keys(written).length);
      for (const [sentence, translation] of Object.entries(written)) expect(filed[keyOf(sentence)]).toEqual(translation);
      // No English key is left in what ships.
      expect(Object.keys(filed).filter((key) => key in written)).toEqual([]);
    }
  });

  it('are smaller to download: the English keys are gone from the chunk', async () => {
    const code = await builtCatalogue('de');
    expect(shorten(code)).not.toContain('Accented letters');
    expect(shorten(code).length).toBeLessThan(code.length * 0.75);
  });

  it('refuse two sentences that share a key, naming both', () => {
    const seen = new Map<string, string>();
    let pair: [string, string] | undefined;
    for (let i = 0; !pair; i++) {
      const sentence = `Sentence ${i}`;
      const other = seen.get(shortKey(sentence));
      if (other) pair = [other, sentence];
      seen.set(shortKey(sentence), sentence);
    }
    const code = `const catalogue = { ${JSON.stringify(pair[0])}: "a", ${JSON.stringify(pair[1])}: "b" };\nexport { catalogue as default };`;
    expect(() => shorten(code)).toThrow(`"${pair[0]}" and "${pair[1]}" share the key`);
  });

  it('refuse a key that is not a written-out sentence, and a module that is not an object of them', () => {
    expect(() => shorten('const k = "x";\nconst catalogue = { [k]: "a" };\nexport default catalogue;')).toThrow("keys must be written-out English sentences");
    expect(() => shorten('const catalogue = { ...other };\nexport default catalogue;')).toThrow("keys must be written-out English sentences");
    expect(() => shorten('export default [];')).toThrow('an object literal');
  });
});
