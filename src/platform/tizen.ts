import { globalOf, type PlatformAdapter } from './types.ts';

interface TizenKey {
  name: string;
  code: number;
}
interface Tizen {
  tvinputdevice: { registerKey(name: string): void; unregisterKey(name: string): void; getSupportedKeys(): TizenKey[] };
  application: { getCurrentApplication(): { exit(): void } };
}

/**
 * The remote keys the app uses beyond those Tizen always delivers (arrows, Enter, Back): the colour
 * keys and channel up/down (src/nav/keys.ts). FACTS.md: every other key needs registerKey.
 */
export const TIZEN_KEYS = ['ColorF0Red', 'ColorF1Green', 'ColorF2Yellow', 'ColorF3Blue', 'ChannelUp', 'ChannelDown'] as const;

/** Samsung Tizen TVs (a packaged .wgt: the `tizen` object exists, which the TV's browser lacks). */
export const tizen: PlatformAdapter = {
  name: 'tizen',
  detect: (env) => typeof globalOf<Tizen>(env, 'tizen')?.tvinputdevice === 'object',
  start(env) {
    const input = globalOf<Tizen>(env, 'tizen')!.tvinputdevice;
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
    return () => {
      for (const key of registered) input.unregisterKey(key);
    };
  },
  exit(env) {
    globalOf<Tizen>(env, 'tizen')!.application.getCurrentApplication().exit();
  },
};
