/**
 * The old-engine harness: the built app from `vite preview` (dist/, as in e2e/), this run's own
 * emulator, and Chromium 64 driven by puppeteer-core 1.7 (its DevTools protocol still matches
 * Chromium 64; Playwright's is too new for it).
 */
import { createRequire } from 'node:module';
import { preview, type PreviewServer } from 'vite';
import type { EmulatorOptions } from '../emulator/options.ts';
import { createEmulator, type Emulator } from '../emulator/server.ts';
import { CHROMIUM_64_ARGS, chromium64Path } from './chromium64.ts';
import { cspSafeWaits } from './cspSafeWaits.ts';
import type { Browser, Page, Puppeteer } from './puppeteer-core.ts';

const require = createRequire(import.meta.url);
const puppeteer = require('puppeteer-core') as Puppeteer;

export interface OldTv {
  browser: Browser;
  emulator: Emulator;
  /** The emulator's own address (http://127.0.0.1:<port>). */
  emulatorBase: string;
  /** The built app's address, with config.json naming this run's emulator. */
  base: string;
  close(): Promise<void>;
}

/** `args`: more Chromium flags, e.g. the file access a TV runtime grants a packaged app. */
export async function startOldTv(options: Partial<EmulatorOptions> = {}, args: string[] = []): Promise<OldTv> {
  const emulator = createEmulator({ host: '127.0.0.1', port: 0, interval: 1, ...options });
  const emulatorBase = await emulator.listen();
  // The preview server serves config.json with this port (vite.config.ts, EMULATOR_PORT), and the
  // page's `{hostname}` is 127.0.0.1: the TV reaches the emulator exactly as on a LAN.
  process.env.EMULATOR_PORT = new URL(emulatorBase).port;
  // TENFOOT_DIST: another build's output directory (e.g. vite build --outDir /tmp/x); dist/ by default.
  const server: PreviewServer = await preview({
    configFile: new URL('../vite.config.ts', import.meta.url).pathname,
    logLevel: 'silent',
    preview: { host: '127.0.0.1', port: 0, strictPort: true },
    ...(process.env.TENFOOT_DIST ? { build: { outDir: process.env.TENFOOT_DIST } } : {}),
  });
  const base = server.resolvedUrls!.local[0]!.replace(/\/$/, '');
  const browser = await puppeteer.launch({
    executablePath: chromium64Path(),
    args: [...CHROMIUM_64_ARGS, ...args],
    headless: true,
    timeout: 60_000,
  });
  // Every page's waits work under the app's Content-Security-Policy (cspSafeWaits.ts).
  const newPage = browser.newPage.bind(browser);
  browser.newPage = async () => cspSafeWaits(await newPage());
  return {
    browser,
    emulator,
    emulatorBase,
    base,
    async close() {
      await browser.close().catch(() => undefined);
      await server.close();
      await emulator.close();
    },
  };
}

/** A TV page at 1920x1080 whose script errors are collected (an old engine fails by throwing). */
export async function tvPage(tv: OldTv): Promise<{ page: Page; errors: string[] }> {
  const page = await tv.browser.newPage();
  await page.setViewport({ width: 1920, height: 1080 });
  const errors: string[] = [];
  page.on('pageerror', (error: Error) => errors.push(error.message));
  return { page, errors };
}

/**
 * Script errors that are expected in Chromium 64: the modern bundle's own probes fail there
 * (import.meta.resolve, and the modern chunk's syntax), and that is what sends it to the legacy one.
 */
export function unexpectedErrors(errors: string[]): string[] {
  return errors.filter((m) => !/import\.meta\.resolve not supported|^SyntaxError: Unexpected token/.test(m));
}
