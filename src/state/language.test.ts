import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { laterLocales } from '../platform/locale.ts';
import { DEFAULT_SETTINGS, settings } from './settings.ts';

const setLanguage = vi.hoisted(() => vi.fn(async (_lang: string) => undefined));
vi.mock('../i18n/load.ts', () => ({ setLanguage }));

const { followLanguage } = await import('./language.ts');

beforeAll(() => {
  // A TV browser that says English; the platform's own locale comes later (Tizen's SystemInfo).
  vi.stubGlobal('window', { navigator: { languages: ['en-US'], language: 'en-US' } });
  settings.value = { ...DEFAULT_SETTINGS, language: 'auto' };
});
afterAll(() => {
  laterLocales.value = [];
  vi.unstubAllGlobals();
});

describe('followLanguage', () => {
  it('shows the platform locale that arrives after start while the setting is Automatic, and never over a chosen one', async () => {
    await followLanguage();
    expect(setLanguage.mock.calls.map((c) => c[0])).toEqual(['en']);
    laterLocales.value = ['de-DE'];
    expect(setLanguage.mock.calls.map((c) => c[0])).toEqual(['en', 'de']);
    // The same language again asks for nothing.
    laterLocales.value = ['de-AT'];
    expect(setLanguage).toHaveBeenCalledTimes(2);
    settings.value = { ...settings.value, language: 'es' };
    laterLocales.value = ['ja-JP'];
    expect(setLanguage.mock.calls.map((c) => c[0])).toEqual(['en', 'de', 'es']);
    settings.value = { ...settings.value, language: 'auto' };
    expect(setLanguage.mock.calls.at(-1)![0]).toBe('ja');
  });
});
