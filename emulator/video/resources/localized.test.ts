import { describe, expect, it } from 'vitest';
import { localizationsPart, localizedText, translationFor } from './localized.ts';
import type { View } from './view.ts';

const localizations = {
  de: { title: 'Nachtzug', description: 'Sieben Stunden' },
  'pt-BR': { title: 'Trem noturno', description: 'Sete horas' },
  es: { title: 'Tren nocturno', description: 'Siete horas' },
};
const record = { title: 'Night train', description: 'Seven hours', localizations };
const view = (hl?: string) => ({ hl }) as View;

describe('translationFor', () => {
  it('takes the exact tag, case and underscore aside', () => {
    expect(translationFor(localizations, 'de')?.title).toBe('Nachtzug');
    expect(translationFor(localizations, 'pt-BR')?.title).toBe('Trem noturno');
    expect(translationFor(localizations, 'pt_br')?.title).toBe('Trem noturno');
    expect(translationFor(localizations, 'DE')?.title).toBe('Nachtzug');
  });

  it('falls back from a region to its language, never from a language to one of its regions', () => {
    expect(translationFor(localizations, 'de-DE')?.title).toBe('Nachtzug');
    expect(translationFor(localizations, 'es-419')?.title).toBe('Tren nocturno');
    expect(translationFor(localizations, 'pt')).toBeUndefined();
    expect(translationFor(localizations, 'fr')).toBeUndefined();
  });

  it('has nothing to give without hl or without translations', () => {
    expect(translationFor(localizations, undefined)).toBeUndefined();
    expect(translationFor(localizations, '')).toBeUndefined();
    expect(translationFor(undefined, 'de')).toBeUndefined();
  });
});

describe('localizedText', () => {
  it('is the translation into hl, else the resource’s own text', () => {
    expect(localizedText(view('de-AT'), record)).toEqual({ title: 'Nachtzug', description: 'Sieben Stunden' });
    expect(localizedText(view('ja'), record)).toEqual({ title: 'Night train', description: 'Seven hours' });
    expect(localizedText(view(), record)).toEqual({ title: 'Night train', description: 'Seven hours' });
    expect(localizedText(view('de'), { title: 'Plain', description: '' })).toEqual({ title: 'Plain', description: '' });
  });

  it('hands out copies: a caller editing the answer leaves the record as it was', () => {
    const shown = localizedText(view('de'), record);
    shown.title = 'changed';
    const part = localizationsPart(record);
    part.de!.title = 'changed';
    expect(record.localizations.de.title).toBe('Nachtzug');
    expect(localizationsPart({})).toEqual({});
  });
});
