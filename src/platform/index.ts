import { dispatchBack } from '../nav/back.ts';
import { browser } from './browser.ts';
import { detectPlatform } from './detect.ts';
import type { PlatformAdapter, PlatformEnv, PlatformName } from './types.ts';
import { forgetWarnings, warnOnce } from './warnOnce.ts';

export type { PlatformName } from './types.ts';
export { detectPlatform } from './detect.ts';

/** Each TV downloads its own adapter only; a browser needs none beyond `browser`. */
const LOADERS: Record<Exclude<PlatformName, 'browser'>, () => Promise<PlatformAdapter>> = {
  tizen: () => import('./tizen.ts').then((m) => m.tizen),
  webos: () => import('./webos.ts').then((m) => m.webos),
  xbox: () => import('./xbox.ts').then((m) => m.xbox),
  firetv: () => import('./firetv.ts').then((m) => m.firetv),
};

export function browserEnv(): PlatformEnv {
  return { window, document, navigator, history, location, back: dispatchBack };
}

let current: { adapter: PlatformAdapter; env: PlatformEnv } | undefined;

/**
 * Called once at start (src/main.tsx): finds the platform, names it on <html data-platform> for
 * styles and tests, then fetches its adapter and lets it register keys and wire Back and the
 * pointer. The app starts meanwhile: keys the TV delivers unregistered (arrows, OK, Back on most)
 * work from the first frame.
 */
export async function startPlatform(env: PlatformEnv = browserEnv()): Promise<PlatformName> {
  forgetWarnings();
  const name = detectPlatform(env);
  env.document.documentElement.setAttribute('data-platform', name);
  let adapter = browser;
  if (name !== 'browser') {
    try {
      adapter = await LOADERS[name]();
    } catch (error) {
      console.warn(`tenfoot: the ${name} adapter could not be loaded`, error);
      return name;
    }
  }
  try {
    adapter.start(env);
  } catch (error) {
    // A platform call that fails must not keep the app from starting; keys still work unregistered.
    console.warn(`tenfoot: ${adapter.name} adapter could not start`, error);
  }
  current = { adapter, env };
  return name;
}

/** Leaves the app the platform's way (the "Exit tenfoot?" dialog's Exit). */
export function exitApp(): void {
  const { adapter, env } = current ?? { adapter: browser, env: browserEnv() };
  adapter.exit(env);
}

/**
 * Keeps the TV's screensaver off while a video plays (`true`) and lets it back after (`false`),
 * the platform's way; nothing where the engine does it itself. Never throws: a platform call that
 * fails is logged once, and the worst that happens is the screensaver.
 */
export function keepScreenOn(on: boolean): void {
  if (!current) return;
  const { adapter, env } = current;
  try {
    adapter.keepScreenOn?.(env, on);
  } catch (error) {
    warnOnce('keepScreenOn', `tenfoot: ${adapter.name} could not ${on ? 'hold off' : 'give back'} the screensaver`, error);
  }
}
