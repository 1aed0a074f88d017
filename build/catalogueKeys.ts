import type { Plugin } from 'vite';

/**
 * Ships each language's catalogue (src/i18n/catalogues/*.ts, written keyed by the English
 * sentence) keyed by a four-letter digest of that sentence, and with the function that computes
 * it (`keyOf`, which src/i18n/messages.ts looks sentences up by). The English keys were about as
 * much again as the translations in the catalogue a TV downloads before its first screen in that
 * language: German 10.0 KB gzip, 7.8 with short keys (docs/performance.md). The function travels
 * in the catalogue's chunk so that an English viewer, who downloads no catalogue, gets none of it.
 */
const CATALOGUE = /[\\/]src[\\/]i18n[\\/]catalogues[\\/][a-z]{2,3}(?:-[A-Za-z0-9]+)?\.ts$/;

/**
 * The key: FNV-1a over the sentence's UTF-16 code units (http://www.isthe.com/chongo/tech/comp/fnv/)
 * in four base-62 digits. Self-contained, since its source text is what the chunk ships. `seed`
 * changes only if two of the app's sentences come to share a key (build/catalogueKeys.test.ts
 * fails and names them).
 */
export function shortKey(sentence: string, seed = 0x811c9dc5): string {
  const digits = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
  let hash = seed >>> 0;
  for (let i = 0; i < sentence.length; i++) hash = Math.imul(hash ^ sentence.charCodeAt(i), 0x01000193) >>> 0;
  let key = '';
  for (let i = 0; i < 4; i++) {
    key += digits.charAt(hash % 62);
    hash = Math.floor(hash / 62);
  }
  return key;
}

interface Node {
  type: string;
  start: number;
  end: number;
  [field: string]: unknown;
}

/** The object literal a catalogue module gives: `const catalogue = {…}` or `export default {…}`. */
function catalogueObject(program: Node): Node | undefined {
  for (const statement of program.body as Node[]) {
    if (statement.type === 'ExportDefaultDeclaration' && (statement.declaration as Node).type === 'ObjectExpression') return statement.declaration as Node;
    if (statement.type !== 'VariableDeclaration') continue;
    for (const declarator of statement.declarations as Node[]) {
      const init = declarator.init as Node | null;
      if (init?.type === 'ObjectExpression') return init;
    }
  }
  return undefined;
}

/**
 * The catalogue's code with each English key replaced by its short key, and `keyOf` exported.
 * Refuses, naming them, a key that is not a written-out string and two sentences that share a key.
 */
export function withShortKeys(code: string, program: Node): string {
  const object = catalogueObject(program);
  if (!object) throw new Error('a catalogue must be an object literal of sentences');
  const seen = new Map<string, string>();
  const edits: { start: number; end: number; text: string }[] = [];
  for (const property of object.properties as Node[]) {
    const key = property.key as Node | undefined;
    if (property.type !== 'Property' || property.computed || key?.type !== 'Literal' || typeof key.value !== 'string') {
      throw new Error(`a catalogue's keys must be written-out English sentences: ${code.slice(property.start, Math.min(property.end, property.start + 60))}`);
    }
    const sentence = key.value;
    const short = shortKey(sentence);
    const other = seen.get(short);
    if (other !== undefined) throw new Error(`"${other}" and "${sentence}" share the key ${short}: give shortKey another seed (build/catalogueKeys.ts)`);
    seen.set(short, sentence);
    edits.push({ start: key.start, end: key.end, text: JSON.stringify(short) });
  }
  let out = code;
  for (const edit of edits.reverse()) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return `${out}\nexport const keyOf = ${shortKey.toString()};\n`;
}

export function shortCatalogueKeys(): Plugin {
  return {
    name: 'tenfoot-short-catalogue-keys',
    apply: 'build',
    // After TypeScript is stripped, so the catalogue parses as JavaScript.
    enforce: 'post',
    transform(code, id) {
      if (!CATALOGUE.test(id)) return null;
      try {
        return { code: withShortKeys(code, this.parse(code) as unknown as Node), map: null };
      } catch (error) {
        this.error(`${id}: ${(error as Error).message}`);
      }
    },
  };
}
