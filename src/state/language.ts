import { effect } from '@preact/signals';
import { pickLanguage, type Language } from '../i18n/languages.ts';
import { setLanguage } from '../i18n/load.ts';
import { platformLocales } from '../platform/locale.ts';
import { settings } from './settings.ts';

/**
 * The language to show: the one chosen in Settings, or the TV's (English when tenfoot lacks it),
 * which a platform may tell after start (platform/locale.ts, laterLocales: read here, so the effect
 * below follows it).
 */
export function wantedLanguage(choice = settings.value.language, locales: readonly string[] = platformLocales()): Language {
  return choice === 'auto' ? pickLanguage(locales) : choice;
}

/**
 * Shows the wanted language now (at start, before the first screen draws: its catalogue is the
 * one thing that waits), and again whenever Settings changes it. A catalogue that cannot come
 * leaves the app in the language it had.
 */
export async function followLanguage(): Promise<void> {
  let asked = wantedLanguage();
  await setLanguage(asked).catch(() => undefined);
  effect(() => {
    // Against the language last asked for, not the one on screen: a catalogue on its way must not
    // win over a choice made after it (setLanguage keeps the last).
    const wanted = wantedLanguage();
    if (wanted === asked) return;
    asked = wanted;
    setLanguage(wanted).catch(() => undefined);
  });
}
