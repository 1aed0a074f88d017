import { globalOf, type PlatformEnv, type PlatformName } from './types.ts';

/**
 * How each platform is recognised, apart from its adapter: the app's first chunk carries these
 * few lines, and only the adapter of the platform found is downloaded (src/platform/index.ts).
 * Most specific first: the packaged runtimes by their objects, then consoles and sticks by UA.
 */
export const DETECTORS: readonly { name: Exclude<PlatformName, 'browser'>; detect(env: PlatformEnv): boolean }[] = [
  // A packaged Tizen .wgt has the `tizen` object, which the TV's browser lacks.
  { name: 'tizen', detect: (env) => typeof globalOf<{ tvinputdevice?: unknown }>(env, 'tizen')?.tvinputdevice === 'object' },
  // A packaged webOS .ipk has PalmSystem; webOSTV.js adds `webOS`.
  {
    name: 'webos',
    detect: (env) => globalOf<unknown>(env, 'PalmSystem') !== undefined || typeof globalOf<{ platformBack?: unknown }>(env, 'webOS')?.platformBack === 'function',
  },
  { name: 'xbox', detect: (env) => /\bXbox\b/i.test(env.navigator.userAgent) },
  { name: 'firetv', detect: (env) => /\bAFT[A-Z0-9]/.test(env.navigator.userAgent) },
];

export function detectPlatform(env: PlatformEnv): PlatformName {
  return DETECTORS.find((d) => d.detect(env))?.name ?? 'browser';
}
