import { dispatchBack } from '../nav/back.ts';
import { browser } from './browser.ts';
import { detectPlatform } from './detect.ts';
import type { PlatformAdapter, PlatformEnv, PlatformName } from './types.ts';
import { forgetWarnings } from './warnOnce.ts';

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

/** The platform started, and its adapter, for what the app asks of it later (exitApp.ts, keepScreenOn.ts). */
export function startedPlatform(): { adapter: PlatformAdapter; env: PlatformEnv } | undefined {
  return current;
}
