import { detectPlatform } from './detect.ts';
import { globalOf, type PlatformAdapter } from './types.ts';

interface BackRequestedEvent {
  handled: boolean;
}
interface WinRt {
  UI?: {
    Core?: {
      SystemNavigationManager?: {
        getForCurrentView(): {
          addEventListener(type: 'backrequested', listener: (event: BackRequestedEvent) => void): void;
          removeEventListener(type: 'backrequested', listener: (event: BackRequestedEvent) => void): void;
        };
      };
    };
  };
}
interface WebView2 {
  webview?: { postMessage(message: unknown): void };
}

/**
 * Xbox (Edge / WebView2 app, or a UWP web app). The controller must send keys, not move a mouse
 * cursor: `gamepadInputEmulation = 'keyboard'` makes A and B arrive as GamepadA (195) and GamepadB
 * (196), which the key table maps to OK and Back. A UWP host also sends B as `backrequested`.
 */
export const xbox: PlatformAdapter = {
  name: 'xbox',
  detect: (env) => detectPlatform(env) === 'xbox',
  start(env) {
    const nav = env.navigator as Navigator & { gamepadInputEmulation?: string };
    if ('gamepadInputEmulation' in nav) nav.gamepadInputEmulation = 'keyboard';
    const manager = globalOf<WinRt>(env, 'Windows')?.UI?.Core?.SystemNavigationManager?.getForCurrentView();
    const onBack = (event: BackRequestedEvent) => {
      event.handled = env.back();
    };
    manager?.addEventListener('backrequested', onBack);
    return () => manager?.removeEventListener('backrequested', onBack);
  },
  exit(env) {
    // A WebView2 host closes its window on this message (see README, "Running on real TVs").
    const host = globalOf<WebView2>(env, 'chrome')?.webview;
    if (host) host.postMessage({ type: 'tenfoot:exit' });
    else env.window.close();
  },
};
