import { detectPlatform } from './detect.ts';
import { laterLocales } from './locale.ts';
import { globalOf, type PlatformAdapter } from './types.ts';
import { warnOnce } from './warnOnce.ts';

interface TizenKey {
  name: string;
  code: number;
}
/** SystemInfoLocale: `language` as LANGUAGE_REGION ("de_DE"), `country` the region ("DE", on some sets "de_DE"). */
interface TizenLocale {
  language?: string;
  country?: string;
}
interface Tizen {
  tvinputdevice: { registerKey(name: string): void; unregisterKey(name: string): void; getSupportedKeys(): TizenKey[] };
  application: { getCurrentApplication(): { exit(): void } };
  systeminfo?: { getPropertyValue(property: 'LOCALE', onsuccess: (locale: TizenLocale) => void, onerror?: (error: unknown) => void): void };
}

/** A Tizen locale as a language tag: "de_DE" → "de-DE"; a language alone takes the country's region. */
export function tizenLanguageTag(locale: TizenLocale | undefined): string | undefined {
  const language = locale?.language?.trim().replace(/_/g, '-');
  if (!language) return undefined;
  const region = /(?:^|[-_])([A-Za-z]{2})$/.exec(locale?.country?.trim() ?? '')?.[1];
  return language.includes('-') || !region ? language : `${language}-${region.toUpperCase()}`;
}

/**
 * The set's menu language, from Samsung's SystemInfo API (asynchronous): put ahead of
 * navigator.languages, which some firmware leaves at the browser's own default. With the language
 * setting on Automatic the app turns to it when it arrives (src/state/language.ts).
 */
function askLocale(t: Tizen): void {
  try {
    t.systeminfo?.getPropertyValue(
      'LOCALE',
      (locale) => {
        const tag = tizenLanguageTag(locale);
        if (tag) laterLocales.value = [tag];
      },
      (error) => warnOnce('locale', 'tenfoot: tizen did not say its locale', error),
    );
  } catch (error) {
    warnOnce('locale', 'tenfoot: tizen did not say its locale', error);
  }
}

/** Samsung's AppCommon API (Samsung Product API): `webapis` exists once index.html loads webapis.js. */
interface WebApis {
  appcommon?: {
    /** The constants are the API's own; their values are not ours to know. */
    AppCommonScreenSaverState: { SCREEN_SAVER_ON: unknown; SCREEN_SAVER_OFF: unknown };
    setScreenSaver(state: unknown, onsuccess?: () => void, onerror?: (error: unknown) => void): void;
  };
}

/**
 * The remote keys the app uses beyond those Tizen always delivers (arrows, Enter, Back): the colour
 * keys, channel up/down and the media keys (src/nav/keys.ts). Samsung's "Remote Control" guide:
 * every other key reaches the app only once registered with registerKey.
 */
export const TIZEN_KEYS = [
  'ColorF0Red',
  'ColorF1Green',
  'ColorF2Yellow',
  'ColorF3Blue',
  'ChannelUp',
  'ChannelDown',
  'MediaPlayPause',
  'MediaPlay',
  'MediaPause',
  'MediaStop',
  'MediaRewind',
  'MediaFastForward',
  'MediaTrackNext',
  'MediaTrackPrevious',
] as const;

/** Samsung Tizen TVs (a packaged .wgt: the `tizen` object exists, which the TV's browser lacks). */
export const tizen: PlatformAdapter = {
  name: 'tizen',
  detect: (env) => detectPlatform(env) === 'tizen',
  start(env) {
    const t = globalOf<Tizen>(env, 'tizen')!;
    const input = t.tvinputdevice;
    let supported: Set<string> | undefined;
    try {
      supported = new Set(input.getSupportedKeys().map((k) => k.name));
    } catch {
      // Older firmware: try each key and let registerKey refuse the unknown ones.
    }
    const registered: string[] = [];
    for (const key of TIZEN_KEYS) {
      if (supported && !supported.has(key)) continue;
      try {
        input.registerKey(key);
        registered.push(key);
      } catch {
        // A model without this key (e.g. no channel keys on a monitor): nothing to register.
      }
    }
    askLocale(t);
    return () => {
      for (const key of registered) input.unregisterKey(key);
    };
  },
  exit(env) {
    globalOf<Tizen>(env, 'tizen')!.application.getCurrentApplication().exit();
  },
  keepScreenOn(env, on) {
    const appcommon = globalOf<WebApis>(env, 'webapis')?.appcommon;
    if (!appcommon) {
      // The package's index.html loads $WEBAPIS/webapis/webapis.js (packaging/tizen.ts); without it, no call.
      warnOnce('keepScreenOn', 'tenfoot: webapis.appcommon is missing, the screensaver stays as the TV sets it');
      return;
    }
    // Samsung's AppCommon API reference: setScreenSaver(SCREEN_SAVER_OFF) while playing, SCREEN_SAVER_ON after.
    const states = appcommon.AppCommonScreenSaverState;
    appcommon.setScreenSaver(
      on ? states.SCREEN_SAVER_OFF : states.SCREEN_SAVER_ON,
      () => undefined,
      (error) => warnOnce('keepScreenOn', 'tenfoot: tizen refused setScreenSaver', error),
    );
  },
};
