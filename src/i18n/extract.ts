/**
 * The sentences the app writes, read from its source as gettext's xgettext does: every
 * `t('…')`, and every plural forms literal `{ one: '…', other: '…' }` that tn() is given
 * (keyed by its `other` form). Only static strings are read, so the code must write them so: a
 * `t()` of anything else is listed in `dynamic`, and src/i18n/catalogues.test.ts fails on it.
 * Not shipped: the test and `npx tsx scripts/i18nKeys.ts` use it.
 */
export interface Extracted {
  /** English text -> 'text' for t(), 'plural' for tn(). */
  keys: Map<string, 'text' | 'plural'>;
  /** Calls whose text is not a static string, as "file:line". */
  dynamic: string[];
}

const STRING = String.raw`'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"`;
const T_CALL = new RegExp(String.raw`(?<![\w$.]|function )t\(\s*(${STRING})?`, 'g');
/** A plural forms literal, `{ one: '…', other: '…' }`, given to tn() or to a function that gives it to tn(). */
const FORMS = new RegExp(String.raw`\{\s*(?:(?:zero|one|two|few|many):\s*(?:${STRING}),\s*)+other:\s*(${STRING})\s*,?\s*\}`, 'g');

/** A JavaScript string literal's value. */
export function unquote(literal: string): string {
  return literal.slice(1, -1).replace(/\\(u\{[0-9a-fA-F]+\}|u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2}|.)/g, (_, e: string) => {
    if (e[0] === 'u') return String.fromCodePoint(parseInt(e.replace(/[u{}]/g, ''), 16));
    if (e[0] === 'x') return String.fromCharCode(parseInt(e.slice(1), 16));
    return ({ n: '\n', t: '\t' } as Record<string, string>)[e] ?? e;
  });
}

/** `{name}` placeholders of a sentence, sorted. */
export function placeholders(text: string): string[] {
  return Array.from(text.matchAll(/\{(\w+)\}/g), (m) => m[1]!).sort();
}

function lineOf(source: string, index: number): number {
  return source.slice(0, index).split('\n').length;
}

/** Adds the sentences of one source file (its path, for `dynamic`). */
export function extractFrom(source: string, file: string, into: Extracted): Extracted {
  // Comments can mention t('…') without it being a sentence: line comments and doc blocks are blanked (keeping line numbers).
  const code = source.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' ')).replace(/(^|[^:'"`\\])\/\/[^\n]*/g, (c, before: string) => before + ' '.repeat(c.length - before.length));
  for (const m of code.matchAll(T_CALL)) {
    if (m[1]) into.keys.set(unquote(m[1]), 'text');
    else into.dynamic.push(`${file}:${lineOf(code, m.index!)}`);
  }
  for (const m of code.matchAll(FORMS)) into.keys.set(unquote(m[1]!), 'plural');
  return into;
}

export function emptyExtracted(): Extracted {
  return { keys: new Map(), dynamic: [] };
}
