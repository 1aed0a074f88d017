import { dispatchBack } from '../nav/back.ts';
import { browser } from './browser.ts';
import { installFileFetch } from './fileFetch.ts';
import { firetv } from './firetv.ts';
import { tizen } from './tizen.ts';
import type { PlatformAdapter, PlatformEnv, PlatformName } from './types.ts';
import { forgetWarnings, warnOnce } from './warnOnce.ts';
import { webos } from './webos.ts';
import { xbox } from './xbox.ts';

export type { PlatformName } from './types.ts';

/** Most specific first: the packaged runtimes by their objects, then consoles and sticks by UA. */
export const ADAPTERS: readonly PlatformAdapter[] = [tizen, webos, xbox, firetv, browser];

export function browserEnv(): PlatformEnv {
  return { window, document, navigator, history, location, back: dispatchBack };
}

let current: { adapter: PlatformAdapter; env: PlatformEnv } | undefined;

export function detectPlatform(env: PlatformEnv): PlatformAdapter {
  return ADAPTERS.find((adapter) => adapter.detect(env)) ?? browser;
}

/**
 * Called once at start (src/main.tsx): finds the platform, lets its adapter register keys and
 * wire Back and the pointer, and names it on <html data-platform> for styles and tests.
 */
export function startPlatform(env: PlatformEnv = browserEnv()): PlatformName {
  installFileFetch(env.window);
  forgetWarnings();
  const adapter = detectPlatform(env);
  try {
    adapter.start(env);
  } catch (error) {
    // A platform call that fails must not keep the app from starting; keys still work unregistered.
    console.warn(`tenfoot: ${adapter.name} adapter could not start`, error);
  }
  env.document.documentElement.setAttribute('data-platform', adapter.name);
  current = { adapter, env };
  return adapter.name;
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
