/** What the platform adapters see of the page; the real one is `browserEnv()`, tests pass fakes. */
export interface PlatformEnv {
  window: Window;
  document: Document;
  navigator: Navigator;
  history: History;
  location: Location;
  /** The app's Back: the innermost handler (dialog, screen, router, "Exit?"). True if handled. */
  back(): boolean;
}

export type PlatformName = 'tizen' | 'webos' | 'xbox' | 'firetv' | 'browser';

/** One per platform, one file each: detected at start, then asked to start and, later, to exit. */
export interface PlatformAdapter {
  readonly name: PlatformName;
  detect(env: PlatformEnv): boolean;
  /** Key registration, Back and pointer wiring; returns how to undo it (for tests). */
  start(env: PlatformEnv): () => void;
  /** Leaves the app through the platform's own call. */
  exit(env: PlatformEnv): void;
  /**
   * Holds the TV's screensaver off while `on` (a video plays), lets it back when not. Absent where
   * the engine does this itself: Chromium takes a screen wake lock while a <video> plays in a
   * visible page (Blink's VideoWakeLock), as in desktop browsers, Xbox's WebView2 and Fire TV.
   */
  keepScreenOn?(env: PlatformEnv, on: boolean): void;
}

/** The platform's globals, read without `any`. */
export function globalOf<T>(env: PlatformEnv, name: string): T | undefined {
  return (env.window as unknown as Record<string, T | undefined>)[name];
}
