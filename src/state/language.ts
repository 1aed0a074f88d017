import { effect } from '@preact/signals';
import { pickLanguage, type Language } from '../i18n/languages.ts';
import { setLanguage } from '../i18n/load.ts';
import { language } from '../i18n/messages.ts';
import { platformLocales } from '../platform/locale.ts';
import { settings } from './settings.ts';

/** The language to show: the one chosen in Settings, or the TV's (English when tenfoot lacks it). */
export function wantedLanguage(choice = settings.value.language, locales: readonly string[] = platformLocales()): Language {
  return choice === 'auto' ? pickLanguage(locales) : choice;
}

/**
 * Shows the wanted language now (at start, before the first screen draws: its catalogue is the
 * one thing that waits), and again whenever Settings changes it. A catalogue that cannot come
 * leaves the app in the language it had.
 */
export async function followLanguage(): Promise<void> {
  await setLanguage(wantedLanguage()).catch(() => undefined);
  effect(() => {
    const wanted = wantedLanguage();
    if (wanted !== language.peek()) setLanguage(wanted).catch(() => undefined);
  });
}
