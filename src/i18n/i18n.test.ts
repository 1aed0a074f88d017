import { afterEach, describe, expect, it } from 'vitest';
import { pickLanguage } from './languages.ts';
import { catalogue, language, showCatalogue, t } from './messages.ts';
import { tn } from './counted.ts';
import { cldrCategory, pluralCategory } from './plural.ts';

afterEach(() => {
  showCatalogue(undefined);
  language.value = 'en';
});

describe('the language tenfoot shows', () => {
  it("is the first of the TV's languages it speaks, by primary subtag, else English", () => {
    expect(pickLanguage(['de-AT', 'en-US'])).toBe('de');
    expect(pickLanguage(['fr-FR', 'ES_mx'])).toBe('es');
    expect(pickLanguage([undefined, '', 'ar-EG'])).toBe('ar');
    expect(pickLanguage(['fr', 'it'])).toBe('en');
    expect(pickLanguage([])).toBe('en');
  });
});

describe('t and tn', () => {
  it('write English by default, with values put in (never interpreted: the text stays text)', () => {
    expect(t('Subscribed to {title}.', { title: '<b>{x}</b>' })).toBe('Subscribed to <b>{x}</b>.');
    expect(t('Hello {missing}')).toBe('Hello {missing}');
  });

  it('translate from the catalogue, and fall back to English for a sentence it lacks', () => {
    catalogue.value = { 'Subscribed to {title}.': '{title} abonniert.' };
    language.value = 'de';
    expect(t('Subscribed to {title}.', { title: 'Ada' })).toBe('Ada abonniert.');
    expect(t('Not translated yet')).toBe('Not translated yet');
  });

  it('look sentences up by the key the catalogue was shipped with (short keys, build/catalogueKeys.ts), counted ones too', () => {
    const reversed = (english: string) => [...english].reverse().join('');
    showCatalogue({ [reversed('Subscribed to {title}.')]: '{title} abonniert.', [reversed('{count} videos')]: { one: '{count} Video', other: '{count} Videos' } }, reversed);
    language.value = 'de';
    expect(t('Subscribed to {title}.', { title: 'Ada' })).toBe('Ada abonniert.');
    expect(tn(3, { one: '{count} video', other: '{count} videos' })).toBe('3 Videos');
    expect(t('Not translated yet')).toBe('Not translated yet');
    // A catalogue shown without a key function again is read by the English sentence.
    showCatalogue({ 'Subscribed to {title}.': '{title} abonniert.' });
    expect(t('Subscribed to {title}.', { title: 'Ada' })).toBe('Ada abonniert.');
  });

  it("count by the language's plural rules, the count written its way", () => {
    const videos = { one: '{count} video', other: '{count} videos' };
    expect(tn(1, videos)).toBe('1 video');
    expect(tn(1234, videos)).toBe('1,234 videos');
    catalogue.value = { '{count} videos': { zero: 'لا فيديو', one: 'فيديو واحد', two: 'فيديوهان', few: '{count} فيديوهات', many: '{count} فيديو', other: '{count} فيديو' } };
    language.value = 'ar';
    expect(tn(0, videos)).toBe('لا فيديو');
    expect(tn(2, videos)).toBe('فيديوهان');
    // The count written as Arabic writes numbers here (CLDR's default numbering for "ar").
    expect(tn(5, videos)).toBe(`${(5).toLocaleString('ar')} فيديوهات`);
    expect(tn(11, videos)).toBe(`${(11).toLocaleString('ar')} فيديو`);
  });
});

describe('plural categories without Intl.PluralRules (Chromium 53-62)', () => {
  it('agree with Intl.PluralRules for every language shipped, 0 to 1,000,000', () => {
    for (const lang of ['en', 'de', 'es', 'ja', 'hi', 'ar'] as const) {
      const rules = new Intl.PluralRules(lang);
      for (const n of [0, 1, 2, 3, 5, 10, 11, 12, 99, 100, 101, 102, 103, 111, 1000, 1_000_000, 2_000_000]) expect(cldrCategory(lang, n), `${lang} ${n}`).toBe(rules.select(n));
      expect(pluralCategory(lang, 1)).toBe(rules.select(1));
    }
  });

  it('in the modern bundle (which has no table) a browser without them gets one and other, never a crash', () => {
    const real = Intl.PluralRules;
    (Intl as { PluralRules?: unknown }).PluralRules = undefined;
    try {
      expect([pluralCategory('de', 1), pluralCategory('de', 2), pluralCategory('ar', 3)]).toEqual(['one', 'other', 'other']);
    } finally {
      (Intl as { PluralRules?: unknown }).PluralRules = real;
    }
  });
});

describe('plural categories with Intl.PluralRules', () => {
  it('build one Intl.PluralRules per language, kept, and none for English', async () => {
    const Real = Intl.PluralRules;
    const built: string[] = [];
    (Intl as { PluralRules: unknown }).PluralRules = class extends Real {
      constructor(locale: string) {
        super(locale);
        built.push(locale);
      }
    };
    try {
      // A copy of the module of its own (the query makes it one), with no rules kept yet.
      const fresh = './plural.ts?fresh';
      const { pluralCategory: categoryOf } = (await import(/* @vite-ignore */ fresh)) as typeof import('./plural.ts');
      // A grid's row of cards counts hours, minutes and seconds a dozen times.
      for (let n = 0; n < 12; n++) expect([categoryOf('en', n), categoryOf('ar', n), categoryOf('de', n)]).toEqual([new Real('en').select(n), new Real('ar').select(n), new Real('de').select(n)]);
      for (const n of [-1, -2, 1_000_001]) expect(categoryOf('en', n), `en ${n}`).toBe(new Real('en').select(n));
      expect(built.sort()).toEqual(['ar', 'de']);
    } finally {
      (Intl as { PluralRules: unknown }).PluralRules = Real;
    }
  });
});

describe('choosing languages in a row', () => {
  it('ends on the last one chosen, whichever catalogue arrives last', async () => {
    const { setLanguage } = await import('./load.ts');
    const root = { lang: '', dir: '' } as unknown as HTMLElement;
    const german = setLanguage('de', root); // its catalogue is fetched
    const english = setLanguage('en', root); // none to fetch: done first
    await Promise.all([german, english]);
    expect(language.value).toBe('en');
    expect(catalogue.value).toBeUndefined();
    expect(root.lang).toBe('en');
    await setLanguage('ar', root);
    expect([language.value, root.dir]).toEqual(['ar', 'rtl']);
  });
});
