import { describe, expect, it } from 'vitest';
import { LANGUAGE_NAMES, nameIn } from './languageNames.ts';

describe("a language's name in the app's language", () => {
  it('names each other language in the app’s own, beside its own name', () => {
    expect(nameIn('ja', 'en')).toBe('Japanese');
    expect(nameIn('hi', 'en')).toBe('Hindi');
    expect(nameIn('ar', 'de')).toBe('Arabisch');
  });

  it('adds nothing where it would repeat the language’s own name', () => {
    expect(nameIn('ja', 'ja')).toBeUndefined();
    expect(nameIn('en', 'en')).toBeUndefined();
    expect(LANGUAGE_NAMES.de).toBe('Deutsch');
    expect(nameIn('de', 'de')).toBeUndefined();
  });
});
