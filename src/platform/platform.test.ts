import { describe, expect, it, vi } from 'vitest';
import { commandFor } from '../nav/keys.ts';
import { browser } from './browser.ts';
import { installFileFetch } from './fileFetch.ts';
import { firetv } from './firetv.ts';
import { detectPlatform, exitApp, startPlatform } from './index.ts';
import { TIZEN_KEYS, tizen } from './tizen.ts';
import type { PlatformEnv } from './types.ts';
import { webos } from './webos.ts';
import { xbox } from './xbox.ts';

const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';

/** A page as the adapters see it: event targets for window and document, spies for the rest. */
function fakeEnv(globals: Record<string, unknown> = {}, userAgent = DESKTOP_UA) {
  const attributes = new Map<string, string>();
  const documentElement = {
    setAttribute: (k: string, v: string) => attributes.set(k, v),
    removeAttribute: (k: string) => attributes.delete(k),
    getAttribute: (k: string) => attributes.get(k) ?? null,
  };
  const doc = Object.assign(new EventTarget(), { documentElement, activeElement: null as unknown });
  const win = Object.assign(new EventTarget(), { close: vi.fn(), location: { protocol: 'http:', href: 'http://tv.local/' } }, globals);
  const history = { length: 1, pushState: vi.fn(), go: vi.fn(), back: vi.fn() };
  const back = vi.fn(() => true);
  const env = {
    window: win as unknown as Window,
    document: doc as unknown as Document,
    navigator: { userAgent } as Navigator,
    history: history as unknown as History,
    location: win.location as unknown as Location,
    back,
  } satisfies PlatformEnv;
  return { env, win, doc, history, back, attributes };
}

function fakeTizen(supported: readonly string[] = TIZEN_KEYS) {
  const exit = vi.fn();
  const tvinputdevice = {
    registerKey: vi.fn((name: string) => {
      if (!supported.includes(name)) throw new Error(`NotSupportedError: ${name}`);
    }),
    unregisterKey: vi.fn(),
    getSupportedKeys: () => supported.map((name, i) => ({ name, code: 400 + i })),
  };
  return { tizen: { tvinputdevice, application: { getCurrentApplication: () => ({ exit }) } }, exit, tvinputdevice };
}

describe('platform detection', () => {
  it('tells each platform by its own objects or user agent', () => {
    expect(detectPlatform(fakeEnv({ tizen: fakeTizen().tizen }).env).name).toBe('tizen');
    expect(detectPlatform(fakeEnv({ PalmSystem: {} }).env).name).toBe('webos');
    expect(detectPlatform(fakeEnv({ webOS: { platformBack() {} } }).env).name).toBe('webos');
    expect(detectPlatform(fakeEnv({}, 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; Xbox; Xbox One) Edg/120.0').env).name).toBe('xbox');
    expect(detectPlatform(fakeEnv({}, 'Mozilla/5.0 (Linux; Android 9; AFTMM Build/PS7233) AppleWebKit/537.36 Silk/98.3').env).name).toBe('firetv');
    expect(detectPlatform(fakeEnv().env).name).toBe('browser');
    // A TV's own browser has the platform's user agent but not its app objects: plain browser.
    expect(detectPlatform(fakeEnv({}, 'Mozilla/5.0 (SMART-TV; LINUX; Tizen 5.0) AppleWebKit/537.36 SamsungBrowser/2.2 Chrome/63.0').env).name).toBe('browser');
    expect(detectPlatform(fakeEnv({}, 'Mozilla/5.0 (Web0S; Linux/SmartTV) AppleWebKit/537.36 Chrome/53.0.2785.34 Safari/537.36').env).name).toBe('browser');
  });

  it('names the platform on <html> and exits through it', () => {
    const t = fakeTizen();
    const { env, attributes } = fakeEnv({ tizen: t.tizen });
    expect(startPlatform(env)).toBe('tizen');
    expect(attributes.get('data-platform')).toBe('tizen');
    exitApp();
    expect(t.exit).toHaveBeenCalledOnce();
  });

  it('starts the app even if the platform refuses a call', () => {
    const { env, attributes } = fakeEnv({ tizen: { tvinputdevice: { getSupportedKeys: () => { throw new Error('x'); }, registerKey: () => { throw new Error('SecurityError'); } } } });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(startPlatform(env)).toBe('tizen');
    expect(attributes.get('data-platform')).toBe('tizen');
    warn.mockRestore();
  });
});

describe('Tizen', () => {
  it('registers the keys the app uses that Tizen does not deliver unregistered', () => {
    const t = fakeTizen();
    const { env } = fakeEnv({ tizen: t.tizen });
    const undo = tizen.start(env);
    expect(t.tvinputdevice.registerKey.mock.calls.map((c) => c[0])).toEqual([...TIZEN_KEYS]);
    undo();
    expect(t.tvinputdevice.unregisterKey).toHaveBeenCalledTimes(TIZEN_KEYS.length);
  });

  it('registers only keys that mean something to the app (src/nav/keys.ts)', () => {
    for (const key of TIZEN_KEYS) expect(commandFor({ key }), key).toBeDefined();
  });

  it('skips keys a model lacks', () => {
    const t = fakeTizen(['ColorF0Red', 'ColorF1Green']);
    tizen.start(fakeEnv({ tizen: t.tizen }).env);
    expect(t.tvinputdevice.registerKey.mock.calls.map((c) => c[0])).toEqual(['ColorF0Red', 'ColorF1Green']);
  });

  it('exits through the application API', () => {
    const t = fakeTizen();
    tizen.exit(fakeEnv({ tizen: t.tizen }).env);
    expect(t.exit).toHaveBeenCalledOnce();
  });
});

describe('webOS', () => {
  it('leaves through webOS.platformBack(), or PalmSystem.platformBack() without webOSTV.js', () => {
    const platformBack = vi.fn();
    webos.exit(fakeEnv({ webOS: { platformBack }, PalmSystem: {} }).env);
    expect(platformBack).toHaveBeenCalledOnce();
    const palmBack = vi.fn();
    webos.exit(fakeEnv({ PalmSystem: { platformBack: palmBack } }).env);
    expect(palmBack).toHaveBeenCalledOnce();
  });

  it('follows the Magic Remote pointer: <html data-pointer> while it shows, hover moves focus', () => {
    const { env, doc, attributes } = fakeEnv({ PalmSystem: {} });
    const undo = webos.start(env);
    const button = { focus: vi.fn(() => (doc.activeElement = button)), disabled: false, closest: () => button };
    // The pointer hovers a button inside the page: the event reaches the document with it as target.
    const hoverButton = () => {
      const event = new Event('mouseover');
      Object.defineProperty(event, 'target', { value: button });
      doc.dispatchEvent(event);
    };
    hoverButton();
    expect(button.focus).not.toHaveBeenCalled(); // pointer hidden: hover means nothing
    doc.dispatchEvent(new CustomEvent('cursorStateChange', { detail: { visibility: true } }));
    expect(attributes.has('data-pointer')).toBe(true);
    hoverButton();
    expect(button.focus).toHaveBeenCalledOnce();
    doc.dispatchEvent(new CustomEvent('cursorStateChange', { detail: { visibility: false } }));
    expect(attributes.has('data-pointer')).toBe(false);
    undo();
  });
});

describe('Xbox', () => {
  it('asks for keys from the controller and turns backrequested into the app Back', () => {
    let listener: ((e: { handled: boolean }) => void) | undefined;
    const view = { addEventListener: (_: string, l: typeof listener) => (listener = l), removeEventListener: vi.fn() };
    const Windows = { UI: { Core: { SystemNavigationManager: { getForCurrentView: () => view } } } };
    const { env, back } = fakeEnv({ Windows }, 'Mozilla/5.0 (Windows NT 10.0; Xbox; Xbox One) Edg/120.0');
    (env.navigator as { gamepadInputEmulation?: string }).gamepadInputEmulation = 'mouse';
    xbox.start(env);
    expect((env.navigator as { gamepadInputEmulation?: string }).gamepadInputEmulation).toBe('keyboard');
    const event = { handled: false };
    listener!(event);
    expect(back).toHaveBeenCalledOnce();
    expect(event.handled).toBe(true);
  });

  it('exits by asking a WebView2 host, else by closing the window', () => {
    const postMessage = vi.fn();
    xbox.exit(fakeEnv({ chrome: { webview: { postMessage } } }).env);
    expect(postMessage).toHaveBeenCalledWith({ type: 'tenfoot:exit' });
    const { env, win } = fakeEnv();
    xbox.exit(env);
    expect(win.close).toHaveBeenCalledOnce();
  });
});

describe('Fire TV', () => {
  it('turns a step back in history into the app Back, once per press', () => {
    const { env, win, history, back } = fakeEnv({}, 'Mozilla/5.0 (Linux; Android 9; AFTMM) Silk/98');
    const undo = firetv.start(env);
    expect(history.pushState).toHaveBeenCalledOnce();
    win.dispatchEvent(new Event('popstate'));
    expect(back).toHaveBeenCalledOnce();
    expect(history.pushState).toHaveBeenCalledTimes(2); // the trap is set again
    // Key 4 already went through the key table: the history step of the same press is not a second Back.
    win.dispatchEvent(Object.assign(new Event('keydown'), { keyCode: 4, key: 'GoBack' }));
    win.dispatchEvent(new Event('popstate'));
    expect(back).toHaveBeenCalledOnce();
    undo();
  });

  it('exits by leaving the trap and the page', () => {
    const { env, history } = fakeEnv({}, 'AFTS');
    firetv.start(env);
    firetv.exit(env);
    expect(history.go).toHaveBeenCalledWith(-2);
  });
});

describe('plain browser', () => {
  it('closes the window, or goes back to where the viewer came from', () => {
    const { env, win, history } = fakeEnv();
    history.length = 3;
    browser.exit(env);
    expect(win.close).toHaveBeenCalledOnce();
    expect(history.back).toHaveBeenCalledOnce();
  });
});

describe('file:// packages', () => {
  it('reads package files through XMLHttpRequest and leaves other fetches alone', async () => {
    const nativeFetch = vi.fn(async () => new Response('{}'));
    class FakeXhr {
      url = '';
      status = 0;
      responseText = '';
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      open(_method: string, url: string) {
        this.url = url;
      }
      send() {
        this.responseText = JSON.stringify({ read: this.url });
        queueMicrotask(() => this.onload?.());
      }
    }
    const win = { location: { protocol: 'file:', href: 'file:///media/developer/apps/tenfoot/index.html' }, fetch: nativeFetch, XMLHttpRequest: FakeXhr } as unknown as Window;
    expect(installFileFetch(win)).toBe(true);
    const config = await (await win.fetch('./config.json', { cache: 'no-store' })).json();
    expect(config).toEqual({ read: 'file:///media/developer/apps/tenfoot/config.json' });
    expect(nativeFetch).not.toHaveBeenCalled();
    await win.fetch('http://192.168.1.5:8787/token');
    expect(nativeFetch).toHaveBeenCalledOnce();
  });

  it('does nothing on http(s)', () => {
    const fetch = vi.fn();
    const win = { location: { protocol: 'https:' }, fetch } as unknown as Window;
    expect(installFileFetch(win)).toBe(false);
    expect(win.fetch).toBe(fetch);
  });
});
