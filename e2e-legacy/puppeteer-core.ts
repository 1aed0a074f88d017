/**
 * The few types of puppeteer-core 1.7 that the old-engine tests use (the package ships none; its
 * @types are for a different major version).
 */
export interface ElementHandle {
  click(): Promise<void>;
  type(text: string): Promise<void>;
}
export interface Keyboard {
  press(key: string, options?: { delay?: number }): Promise<void>;
}
export interface Page {
  evaluateOnNewDocument(source: string): Promise<void>;
  goto(url: string, options?: { waitUntil?: string; timeout?: number }): Promise<unknown>;
  setViewport(viewport: { width: number; height: number; deviceScaleFactor?: number }): Promise<void>;
  waitForSelector(selector: string, options?: { visible?: boolean; timeout?: number }): Promise<ElementHandle>;
  waitForFunction(fn: string | ((...args: never[]) => unknown), options?: { timeout?: number; polling?: string | number }, ...args: unknown[]): Promise<unknown>;
  waitForNavigation(options?: { waitUntil?: string; timeout?: number }): Promise<unknown>;
  evaluate<T>(fn: string | ((...args: never[]) => T), ...args: unknown[]): Promise<T>;
  $(selector: string): Promise<ElementHandle | null>;
  $eval<T>(selector: string, fn: (el: Element) => T): Promise<T>;
  screenshot(options: { path: string; fullPage?: boolean }): Promise<Buffer>;
  on(event: 'pageerror', handler: (error: Error) => void): void;
  on(event: 'console', handler: (message: { text(): string }) => void): void;
  keyboard: Keyboard;
  close(): Promise<void>;
  /** The benches': every load cold, the DevTools protocol (CPU throttling, the profiler), a trace. */
  setCacheEnabled(enabled: boolean): Promise<void>;
  target(): { createCDPSession(): Promise<CdpSession> };
  on(event: 'request', handler: (request: { url(): string; resourceType(): string }) => void): void;
  tracing: { start(options: { path: string; categories: string[] }): Promise<void>; stop(): Promise<unknown> };
}
export interface CdpSession {
  send(method: string, params?: object): Promise<unknown>;
}
export interface BrowserContext {
  newPage(): Promise<Page>;
  close(): Promise<void>;
}
export interface Browser {
  newPage(): Promise<Page>;
  /** A context of its own: no storage (accounts, settings) shared with the others. */
  createIncognitoBrowserContext(): Promise<BrowserContext>;
  version(): Promise<string>;
  close(): Promise<void>;
}
export interface Puppeteer {
  launch(options: { executablePath: string; args?: string[]; headless?: boolean; timeout?: number }): Promise<Browser>;
}
