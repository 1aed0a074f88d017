import { detectPlatform } from './detect.ts';
import type { PlatformAdapter } from './types.ts';

const TRAP = { tenfoot: 'back-trap' };
/** A Back key and the history step it may also cause arrive this close together. */
const SAME_PRESS_MS = 500;

let disarm: (() => void) | undefined;

/**
 * Amazon Fire TV (its web app runtime, or Silk). Back may arrive as key 4 (the key table maps it),
 * or only as a step back in history, which would unload the app. One extra history entry catches
 * that step and turns it into the app's Back; a step that follows a Back key is the same press.
 */
export const firetv: PlatformAdapter = {
  name: 'firetv',
  detect: (env) => detectPlatform(env) === 'firetv',
  start(env) {
    let lastBackKey = -Infinity;
    const onKey = (event: KeyboardEvent) => {
      if (event.keyCode === 4 || event.key === 'GoBack' || event.key === 'BrowserBack') lastBackKey = Date.now();
    };
    const onPop = () => {
      env.history.pushState(TRAP, '');
      if (Date.now() - lastBackKey > SAME_PRESS_MS) env.back();
    };
    env.history.pushState(TRAP, '');
    env.window.addEventListener('keydown', onKey, true);
    env.window.addEventListener('popstate', onPop);
    disarm = () => {
      env.window.removeEventListener('keydown', onKey, true);
      env.window.removeEventListener('popstate', onPop);
    };
    return disarm;
  },
  exit(env) {
    // The runtime closes the app when its page history runs out: leave the trap and the page.
    disarm?.();
    env.window.close();
    env.history.go(-2);
  },
};
