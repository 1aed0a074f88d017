import { detectPlatform } from './detect.ts';
import { globalOf, type PlatformAdapter, type PlatformEnv } from './types.ts';
import { warnOnce } from './warnOnce.ts';

interface LunaMessage {
  returnValue?: boolean;
  errorCode?: unknown;
  errorText?: string;
  state?: string;
  timestamp?: unknown;
}
interface LunaRequest {
  cancel(): void;
}
/** webOSTV.js: `webOS.service.request(uri, {method, parameters, onSuccess, onFailure, subscribe})`. */
interface LunaService {
  request(
    uri: string,
    options: { method: string; parameters: object; subscribe: boolean; onSuccess(m: LunaMessage): void; onFailure(m: LunaMessage): void },
  ): LunaRequest;
}
/** What webOSTV.js itself calls: the runtime's bridge to the Luna bus, one per request. */
interface PalmServiceBridge extends LunaRequest {
  onservicecallback: ((text: string) => void) | null;
  call(uri: string, json: string): void;
}
interface WebOsBack {
  platformBack?: () => void;
  service?: LunaService;
}

/** One Luna request, through webOSTV.js when the page loads it, else as it does, on the bridge. */
function luna(env: PlatformEnv, uri: string, method: string, parameters: object, onSuccess: (m: LunaMessage) => void): LunaRequest | undefined {
  const subscribe = (parameters as { subscribe?: boolean }).subscribe === true;
  const onFailure = (m: LunaMessage) => warnOnce('keepScreenOn', `tenfoot: webOS refused ${method}`, m.errorText ?? m);
  const service = globalOf<WebOsBack>(env, 'webOS')?.service;
  if (service) return service.request(uri, { method, parameters, subscribe, onSuccess, onFailure });
  const Bridge = globalOf<new () => PalmServiceBridge>(env, 'PalmServiceBridge');
  if (typeof Bridge !== 'function') return undefined;
  const bridge = new Bridge();
  bridge.onservicecallback = (text) => {
    let message: LunaMessage;
    try {
      message = JSON.parse(text) as LunaMessage;
    } catch {
      message = { returnValue: false, errorText: text };
    }
    if (message.errorCode !== undefined || message.returnValue === false) onFailure(message);
    else onSuccess(message);
  };
  bridge.call(`${uri}/${method}`, JSON.stringify(parameters));
  return bridge;
}

const TVPOWER = 'luna://com.webos.service.tvpower';
/** A page's screensaver subscription while a video plays, and its last answer (kept referenced). */
interface Holding {
  request?: LunaRequest;
  answer?: LunaRequest;
}
const holding = new WeakMap<Window, Holding>();

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
  detect: (env) => detectPlatform(env) === 'webos',
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
  /**
   * LG's "Screensaver" guide: the TV holds it off by itself only for video played full screen,
   * which an embedded player cannot count on. So, as moonlight-tv (app_wakelock_webos.c) and Kodi (OSScreenSaverWebOS.cpp)
   * do: subscribe to tvpower's registerScreenSaverRequest and, each time the TV asks, answer
   * responseScreenSaverRequest with ack false; cancelling the subscription lets the TV have it back.
   */
  keepScreenOn(env, on) {
    if (!on) {
      holding.get(env.window)?.request?.cancel();
      holding.delete(env.window);
      return;
    }
    if (holding.has(env.window)) return;
    const identifier = globalOf<{ identifier?: string }>(env, 'PalmSystem')?.identifier;
    const clientName = (identifier && identifier.split(' ')[0]) || 'tenfoot';
    const held: Holding = {};
    held.request = luna(env, TVPOWER, 'power/registerScreenSaverRequest', { subscribe: true, clientName }, (m) => {
      // The first reply only confirms the subscription; a request to start the saver carries a timestamp.
      if (m.timestamp === undefined || (m.state !== undefined && m.state !== 'Active')) return;
      held.answer = luna(env, TVPOWER, 'power/responseScreenSaverRequest', { clientName, ack: false, timestamp: m.timestamp }, () => undefined);
    });
    if (held.request) holding.set(env.window, held);
  },
};
