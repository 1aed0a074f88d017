import type { PlatformAdapter } from './types.ts';

/**
 * Any other browser: a TV's or console's own browser opening the hosted build, or a computer.
 * Escape/Backspace and the TV keys come through the key table. A page can only close a window a
 * script opened, so Exit also steps back to wherever the viewer came from, when there is such a place.
 */
export const browser: PlatformAdapter = {
  name: 'browser',
  detect: () => true,
  start: () => () => undefined,
  exit(env) {
    env.window.close();
    if (env.history.length > 1) env.history.back();
  },
};
