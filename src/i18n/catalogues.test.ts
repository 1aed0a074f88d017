import { describe, expect, it } from 'vitest';
import { appSentences } from './appSentences.ts';
import { placeholders } from './extract.ts';
import { LANGUAGE_CODES, type Language } from './languages.ts';
import type { Catalogue, PluralForms } from './messages.ts';
import type { PluralCategory } from './plural.ts';

/**
 * Every shipped catalogue against the sentences the app writes (src/i18n/extract.ts): none
 * missing, none left over, each translation keeping the English text's {values}, and each counted
 * sentence giving every plural form its language has (CLDR, by Intl.PluralRules).
 */
const app = appSentences(new URL('..', import.meta.url).pathname);
const shipped = import.meta.glob<{ default: Catalogue }>('./catalogues/*.ts', { eager: true });
const catalogues = LANGUAGE_CODES.filter((lang) => lang !== 'en').map((lang) => [lang, shipped[`./catalogues/${lang}.ts`]?.default] as const);

const same = (a: string[], b: string[]) => JSON.stringify([...new Set(a)].sort()) === JSON.stringify([...new Set(b)].sort());

describe('the sentences the app writes', () => {
  it('are static strings in t() and plural forms literals, so they can be read from the source', () => {
    expect(app.dynamic).toEqual([]);
    expect(app.keys.size).toBeGreaterThan(100);
  });
});

describe.each(catalogues)('the %s catalogue', (lang: Language, catalogue: Catalogue | undefined) => {
  it('is shipped, a default export', () => {
    expect(catalogue).toBeTypeOf('object');
  });
  const entries = Object.entries(catalogue ?? {});

  it('translates every sentence the app writes', () => {
    const missing = [...app.keys.keys()].filter((key) => !Object.prototype.hasOwnProperty.call(catalogue ?? {}, key));
    expect(missing).toEqual([]);
  });

  it('keeps no sentence the app no longer writes', () => {
    expect(entries.map(([key]) => key).filter((key) => !app.keys.has(key))).toEqual([]);
  });

  it('keeps every {value} of each sentence, and changes none', () => {
    const wrong: string[] = [];
    for (const [key, value] of entries) {
      const want = placeholders(key);
      if (typeof value === 'string') {
        if (!same(placeholders(value), want)) wrong.push(`${key} -> ${value}`);
        continue;
      }
      for (const [category, form] of Object.entries(value as PluralForms)) {
        const got = placeholders(form!);
        // A form for exactly 0, 1 or 2 may say the number in words ("فيديو واحد"): {count} alone may go.
        const mayDropCount = ['zero', 'one', 'two'].includes(category);
        const needed = mayDropCount ? want.filter((p) => p !== 'count') : want;
        if (!needed.every((p) => got.includes(p)) || !got.every((p) => want.includes(p))) wrong.push(`${key} [${category}] -> ${form}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("counts by the language's plural rules: plain text for t(), every form the language has for tn()", () => {
    const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories as PluralCategory[];
    const wrong: string[] = [];
    for (const [key, value] of entries) {
      const kind = app.keys.get(key);
      if (kind === 'text' && typeof value !== 'string') wrong.push(`${key}: forms for a t() sentence`);
      if (kind === 'plural') {
        if (typeof value === 'string') wrong.push(`${key}: text for a tn() sentence`);
        else {
          const forms = Object.keys(value);
          const lacking = categories.filter((c) => !forms.includes(c));
          const extra = forms.filter((c) => !categories.includes(c as PluralCategory));
          if (lacking.length || extra.length) wrong.push(`${key}: lacks [${lacking.join(', ')}], extra [${extra.join(', ')}]`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('translates: at most a few sentences the same as the English (loanwords such as Film, Playlist, Live)', () => {
    const same = entries.filter(([key, value]) => typeof value === 'string' && value === key && /[a-z]{3}/.test(key.replace(/\{\w+\}/g, ''))).map(([key]) => key);
    expect(same.length, same.join(' | ')).toBeLessThan(entries.length / 20);
  });
});
