import { afterEach, describe, expect, it, vi } from 'vitest';
import { commandFor } from '../nav/keys.ts';
import { browser } from './browser.ts';
import { installFileFetch } from './fileFetch.ts';
import { firetv } from './firetv.ts';
import { detectPlatform, startPlatform } from './index.ts';
import { exitApp } from './exitApp.ts';
import { keepScreenOn } from './keepScreenOn.ts';
import { wantedLanguage } from '../state/language.ts';
import { laterLocales, platformLocales } from './locale.ts';
import { TIZEN_KEYS, tizen, tizenLanguageTag } from './tizen.ts';
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

/** Samsung's SystemInfo API: getPropertyValue('LOCALE') answers later, as the TV does, when the test says. */
function fakeSysteminfo() {
  let answer: { ok(locale: object): void; fail(error: unknown): void } | undefined;
  const getPropertyValue = vi.fn((_property: string, ok: (locale: object) => void, fail?: (error: unknown) => void) => {
    answer = { ok, fail: (error) => fail?.(error) };
  });
  return { systeminfo: { getPropertyValue }, getPropertyValue, answer: (locale: object) => answer!.ok(locale), refuse: (error: unknown) => answer!.fail(error) };
}

/** A browser window whose own languages say English, for platformLocales(). */
const englishWindow = { navigator: { languages: ['en-US', 'en'], language: 'en-US' } } as unknown as Window;

/** Samsung's AppCommon API as webapis.js defines it; the constants' values are stand-ins. */
function fakeWebapis() {
  const setScreenSaver = vi.fn<(state: unknown, onsuccess?: () => void, onerror?: (e: unknown) => void) => void>();
  return { webapis: { appcommon: { AppCommonScreenSaverState: { SCREEN_SAVER_ON: 'on', SCREEN_SAVER_OFF: 'off' }, setScreenSaver } }, setScreenSaver };
}

interface LunaOptions {
  method: string;
  parameters: Record<string, unknown>;
  subscribe: boolean;
  onSuccess(m: object): void;
  onFailure(m: object): void;
}
/** webOSTV.js's webOS.service: each request recorded, each with its own cancel. */
function fakeLunaService() {
  const cancels: ReturnType<typeof vi.fn>[] = [];
  const request = vi.fn((_uri: string, _options: LunaOptions) => {
    const cancel = vi.fn();
    cancels.push(cancel);
    return { cancel };
  });
  return { service: { request }, request, cancels };
}

/** Silences and counts the adapters' warnings for one test. */
function spyWarn() {
  return vi.spyOn(console, 'warn').mockImplementation(() => undefined);
}

describe('platform detection', () => {
  it('tells each platform by its own objects or user agent', () => {
    expect(detectPlatform(fakeEnv({ tizen: fakeTizen().tizen }).env)).toBe('tizen');
    expect(detectPlatform(fakeEnv({ PalmSystem: {} }).env)).toBe('webos');
    expect(detectPlatform(fakeEnv({ webOS: { platformBack() {} } }).env)).toBe('webos');
    expect(detectPlatform(fakeEnv({}, 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; Xbox; Xbox One) Edg/120.0').env)).toBe('xbox');
    expect(detectPlatform(fakeEnv({}, 'Mozilla/5.0 (Linux; Android 9; AFTMM Build/PS7233) AppleWebKit/537.36 Silk/98.3').env)).toBe('firetv');
    expect(detectPlatform(fakeEnv().env)).toBe('browser');
    // A TV's own browser has the platform's user agent but not its app objects: plain browser.
    expect(detectPlatform(fakeEnv({}, 'Mozilla/5.0 (SMART-TV; LINUX; Tizen 5.0) AppleWebKit/537.36 SamsungBrowser/2.2 Chrome/63.0').env)).toBe('browser');
    expect(detectPlatform(fakeEnv({}, 'Mozilla/5.0 (Web0S; Linux/SmartTV) AppleWebKit/537.36 Chrome/53.0.2785.34 Safari/537.36').env)).toBe('browser');
  });

  it('names the platform on <html> and exits through it', async () => {
    const t = fakeTizen();
    const { env, attributes } = fakeEnv({ tizen: t.tizen });
    expect(await startPlatform(env)).toBe('tizen');
    expect(attributes.get('data-platform')).toBe('tizen');
    exitApp();
    expect(t.exit).toHaveBeenCalledOnce();
  });

  it('starts the app even if the platform refuses a call', async () => {
    const { env, attributes } = fakeEnv({ tizen: { tvinputdevice: { getSupportedKeys: () => { throw new Error('x'); }, registerKey: () => { throw new Error('SecurityError'); } } } });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await startPlatform(env)).toBe('tizen');
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

  it('registers the media keys, so the player gets play/pause, stop, rewind, fast forward and tracks', () => {
    const media = ['MediaPlayPause', 'MediaPlay', 'MediaPause', 'MediaStop', 'MediaRewind', 'MediaFastForward', 'MediaTrackNext', 'MediaTrackPrevious'];
    const t = fakeTizen();
    tizen.start(fakeEnv({ tizen: t.tizen }).env);
    const registered = t.tvinputdevice.registerKey.mock.calls.map((c) => c[0]);
    for (const key of media) expect(registered, key).toContain(key);
    expect(media.map((key) => commandFor({ key }))).toEqual(['playPause', 'play', 'pause', 'stop', 'rewind', 'fastForward', 'nextTrack', 'previousTrack']);
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

  describe("the set's locale (SystemInfo LOCALE)", () => {
    afterEach(() => {
      laterLocales.value = [];
    });

    it('is asked at start and, when it comes, goes before the browser’s languages: Automatic shows it', () => {
      const t = fakeTizen();
      const info = fakeSysteminfo();
      tizen.start(fakeEnv({ tizen: { ...t.tizen, systeminfo: info.systeminfo } }).env);
      expect(info.getPropertyValue).toHaveBeenCalledWith('LOCALE', expect.any(Function), expect.any(Function));
      // Until it answers, the browser's.
      expect(platformLocales(englishWindow)).toEqual(['en-US', 'en', 'en-US']);
      expect(wantedLanguage('auto', platformLocales(englishWindow))).toBe('en');
      info.answer({ language: 'de_DE', country: 'DE' });
      expect(platformLocales(englishWindow)).toEqual(['de-DE', 'en-US', 'en', 'en-US']);
      expect(wantedLanguage('auto', platformLocales(englishWindow))).toBe('de');
      // A language chosen in Settings still wins.
      expect(wantedLanguage('es', platformLocales(englishWindow))).toBe('es');
    });

    it('refused, leaves the languages as they were, says so once, and the keys are registered all the same', () => {
      const warn = spyWarn();
      const t = fakeTizen();
      const info = fakeSysteminfo();
      tizen.start(fakeEnv({ tizen: { ...t.tizen, systeminfo: info.systeminfo } }).env);
      info.refuse(new Error('SecurityError'));
      expect(platformLocales(englishWindow)[0]).toBe('en-US');
      expect(warn).toHaveBeenCalledOnce();
      expect(t.tvinputdevice.registerKey).toHaveBeenCalledTimes(TIZEN_KEYS.length);
      // A firmware whose call throws, or that has no SystemInfo at all, starts too.
      const throwing = { getPropertyValue: () => { throw new Error('NotSupportedError'); } };
      expect(() => tizen.start(fakeEnv({ tizen: { ...fakeTizen().tizen, systeminfo: throwing } }).env)).not.toThrow();
      expect(() => tizen.start(fakeEnv({ tizen: fakeTizen().tizen }).env)).not.toThrow();
      expect(laterLocales.value).toEqual([]);
      warn.mockRestore();
    });

    it('becomes a language tag: underscore to hyphen, the region from country where the language has none', () => {
      expect(tizenLanguageTag({ language: 'de_DE', country: 'DE' })).toBe('de-DE');
      expect(tizenLanguageTag({ language: 'pt_BR' })).toBe('pt-BR');
      expect(tizenLanguageTag({ language: 'ko', country: 'KR' })).toBe('ko-KR');
      expect(tizenLanguageTag({ language: 'ar', country: 'ar_EG' })).toBe('ar-EG');
      expect(tizenLanguageTag({ language: 'ja' })).toBe('ja');
      expect(tizenLanguageTag({ language: '', country: 'DE' })).toBeUndefined();
      expect(tizenLanguageTag(undefined)).toBeUndefined();
    });
  });

  it('turns the screensaver off while a video plays and on after (AppCommon setScreenSaver)', () => {
    const w = fakeWebapis();
    const { env } = fakeEnv({ tizen: fakeTizen().tizen, webapis: w.webapis });
    tizen.keepScreenOn!(env, true);
    expect(w.setScreenSaver).toHaveBeenLastCalledWith('off', expect.any(Function), expect.any(Function));
    tizen.keepScreenOn!(env, false);
    expect(w.setScreenSaver).toHaveBeenLastCalledWith('on', expect.any(Function), expect.any(Function));
    expect(w.setScreenSaver).toHaveBeenCalledTimes(2);
  });

  it('goes through the started platform: keepScreenOn() of src/platform', async () => {
    const w = fakeWebapis();
    await startPlatform(fakeEnv({ tizen: fakeTizen().tizen, webapis: w.webapis }).env);
    keepScreenOn(true);
    expect(w.setScreenSaver.mock.calls[0]![0]).toBe('off');
    keepScreenOn(false);
    expect(w.setScreenSaver.mock.calls[1]![0]).toBe('on');
  });

  it('without webapis.js does nothing and never throws; says so once', async () => {
    const warn = spyWarn();
    await startPlatform(fakeEnv({ tizen: fakeTizen().tizen }).env);
    expect(() => keepScreenOn(true)).not.toThrow();
    expect(() => keepScreenOn(false)).not.toThrow();
    expect(() => tizen.keepScreenOn!(fakeEnv({ tizen: fakeTizen().tizen }).env, true)).not.toThrow();
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it('catches a refusal, thrown or reported, and warns once', async () => {
    const warn = spyWarn();
    const w = fakeWebapis();
    await startPlatform(fakeEnv({ tizen: fakeTizen().tizen, webapis: w.webapis }).env);
    w.setScreenSaver.mockImplementationOnce(() => {
      throw new Error('NotSupportedError');
    });
    expect(() => keepScreenOn(true)).not.toThrow();
    w.setScreenSaver.mockImplementationOnce((_state, _ok, onerror) => onerror?.(new Error('UnknownError')));
    expect(() => keepScreenOn(true)).not.toThrow();
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
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

describe('webOS screensaver (tvpower registerScreenSaverRequest)', () => {
  const TVPOWER = 'luna://com.webos.service.tvpower';

  it('subscribes while a video plays, answers each request with ack false, cancels after', () => {
    const luna = fakeLunaService();
    const { env } = fakeEnv({ PalmSystem: { identifier: 'com.tenfoot.app 1234' }, webOS: { platformBack() {}, service: luna.service } });
    webos.keepScreenOn!(env, true);
    expect(luna.request).toHaveBeenCalledOnce();
    const [uri, options] = luna.request.mock.calls[0]!;
    expect(uri).toBe(TVPOWER);
    expect(options).toMatchObject({ method: 'power/registerScreenSaverRequest', subscribe: true, parameters: { subscribe: true, clientName: 'com.tenfoot.app' } });

    webos.keepScreenOn!(env, true); // already holding: one subscription
    expect(luna.request).toHaveBeenCalledOnce();

    options.onSuccess({ returnValue: true, subscribed: true }); // the subscription's confirmation
    expect(luna.request).toHaveBeenCalledOnce();
    options.onSuccess({ returnValue: true, timestamp: '1388518297', state: 'Active', instantBoot: 'on' });
    expect(luna.request).toHaveBeenCalledTimes(2);
    expect(luna.request.mock.calls[1]![0]).toBe(TVPOWER);
    expect(luna.request.mock.calls[1]![1]).toMatchObject({
      method: 'power/responseScreenSaverRequest',
      subscribe: false,
      parameters: { clientName: 'com.tenfoot.app', ack: false, timestamp: '1388518297' },
    });

    webos.keepScreenOn!(env, false);
    expect(luna.cancels[0]).toHaveBeenCalledOnce();
    webos.keepScreenOn!(env, false); // nothing left to cancel
    expect(luna.cancels[0]).toHaveBeenCalledOnce();
    webos.keepScreenOn!(env, true); // the next video subscribes again
    expect(luna.request).toHaveBeenCalledTimes(3);
  });

  it('without webOSTV.js, talks to the PalmServiceBridge as webOSTV.js does', () => {
    const bridges: { uri: string; json: string; cancel: ReturnType<typeof vi.fn>; onservicecallback: ((text: string) => void) | null }[] = [];
    class FakeBridge {
      onservicecallback: ((text: string) => void) | null = null;
      cancel = vi.fn();
      call(uri: string, json: string) {
        bridges.push(Object.assign(this, { uri, json }));
      }
    }
    const { env } = fakeEnv({ PalmSystem: { identifier: 'com.tenfoot.app' }, PalmServiceBridge: FakeBridge });
    webos.keepScreenOn!(env, true);
    expect(bridges).toHaveLength(1);
    expect(bridges[0]!.uri).toBe(`${TVPOWER}/power/registerScreenSaverRequest`);
    expect(JSON.parse(bridges[0]!.json)).toEqual({ subscribe: true, clientName: 'com.tenfoot.app' });
    bridges[0]!.onservicecallback!(JSON.stringify({ returnValue: true, timestamp: '42', state: 'Active' }));
    expect(bridges).toHaveLength(2);
    expect(bridges[1]!.uri).toBe(`${TVPOWER}/power/responseScreenSaverRequest`);
    expect(JSON.parse(bridges[1]!.json)).toEqual({ clientName: 'com.tenfoot.app', ack: false, timestamp: '42' });
    webos.keepScreenOn!(env, false);
    expect(bridges[0]!.cancel).toHaveBeenCalledOnce();
  });

  it('never throws: a refused or failing request is logged once, a page without the bus does nothing', async () => {
    const warn = spyWarn();
    const luna = fakeLunaService();
    await startPlatform(fakeEnv({ webOS: { platformBack() {}, service: luna.service } }).env);
    keepScreenOn(true);
    luna.request.mock.calls[0]![1].onFailure({ returnValue: false, errorCode: -1, errorText: 'Denied method call' });
    keepScreenOn(false);
    luna.request.mockImplementation(() => {
      throw new Error('bus gone');
    });
    expect(() => keepScreenOn(true)).not.toThrow();
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
    expect(() => webos.keepScreenOn!(fakeEnv({ PalmSystem: {} }).env, true)).not.toThrow();
  });
});

describe('screensaver elsewhere', () => {
  it('is left to the engine (it keeps the screen on while a video plays): no call, no throw', async () => {
    for (const adapter of [browser, xbox, firetv]) expect(adapter.keepScreenOn).toBeUndefined();
    await startPlatform(fakeEnv().env);
    expect(() => keepScreenOn(true)).not.toThrow();
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
