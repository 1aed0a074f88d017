import { describe, expect, it } from 'vitest';
import { LANGUAGE_NAMES, nameIn } from './languageNames.ts';
import { LANGUAGE_CODES } from './languages.ts';

describe("a language's name in the app's language", () => {
  it('has every language in every other, and none in itself', () => {
    for (const app of LANGUAGE_CODES) for (const code of LANGUAGE_CODES) expect(!!nameIn(code, app), `${code} in ${app}`).toBe(code !== app);
  });

  it('names each other language in the app’s own, beside its own name', () => {
    expect(nameIn('ja', 'en')).toBe('Japanese');
    expect(nameIn('hi', 'en')).toBe('Hindi');
    expect(nameIn('ar', 'de')).toBe('Arabisch');
  });

  it('adds nothing where it would repeat the language’s own name', () => {
    expect(nameIn('es', 'es')).toBeUndefined(); // CLDR's "español", beside "Español"
    expect(nameIn('ja', 'ja')).toBeUndefined();
    expect(nameIn('en', 'en')).toBeUndefined();
    expect(LANGUAGE_NAMES.de).toBe('Deutsch');
    expect(nameIn('de', 'de')).toBeUndefined();
  });
});
