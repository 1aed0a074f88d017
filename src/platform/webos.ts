import { globalOf, type PlatformAdapter, type PlatformEnv } from './types.ts';

interface WebOsBack {
  platformBack?: () => void;
}

const FOCUSABLE = 'button, a[href], input, select, textarea, [tabindex]';

/**
 * LG webOS TVs (a packaged .ipk: PalmSystem exists; webOSTV.js adds `webOS`). appinfo.json sets
 * `disableBackHistoryAPI`, so Back arrives as key 461 and the app handles it (src/nav/keys.ts);
 * leaving goes through `webOS.platformBack()`. The Magic Remote's pointer (LG requires it to work)
 * shows and hides with `cursorStateChange`: while it shows, what it hovers gets focus, so OK and
 * a click mean the same thing, and <html data-pointer> lets styles follow.
 */
export const webos: PlatformAdapter = {
  name: 'webos',
  detect: (env) => globalOf<unknown>(env, 'PalmSystem') !== undefined || typeof globalOf<WebOsBack>(env, 'webOS')?.platformBack === 'function',
  start(env) {
    const root = env.document.documentElement;
    let pointer = false;
    const onCursor = (event: Event) => {
      pointer = Boolean((event as CustomEvent<{ visibility?: boolean }>).detail?.visibility);
      if (pointer) root.setAttribute('data-pointer', '');
      else root.removeAttribute('data-pointer');
    };
    const onHover = (event: Event) => {
      if (!pointer) return;
      const target = event.target as Element | null;
      const focusable = target && typeof target.closest === 'function' ? (target.closest(FOCUSABLE) as HTMLElement | null) : null;
      if (focusable && focusable !== env.document.activeElement && !(focusable as HTMLButtonElement).disabled) focusable.focus();
    };
    env.document.addEventListener('cursorStateChange', onCursor);
    env.document.addEventListener('mouseover', onHover);
    return () => {
      env.document.removeEventListener('cursorStateChange', onCursor);
      env.document.removeEventListener('mouseover', onHover);
      root.removeAttribute('data-pointer');
    };
  },
  exit(env: PlatformEnv) {
    const back = globalOf<WebOsBack>(env, 'webOS')?.platformBack ? globalOf<WebOsBack>(env, 'webOS') : globalOf<WebOsBack>(env, 'PalmSystem');
    if (back?.platformBack) back.platformBack();
    else env.window.close();
  },
};
