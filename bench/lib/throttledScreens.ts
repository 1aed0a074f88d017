import type { Browser, Page } from '@playwright/test';
import { createEmulator } from '../../emulator/server.ts';
import { pressKeys, searchForA } from './searchOnTv.ts';
import { Bounce, HOME, LIBRARY, walkFromHere, type ShelfScreen } from './shelvesOnTv.ts';
import { launchChromium, serveDist, signInAsAda } from '../support.ts';

interface ThrottledApp {
  browser: Browser;
  page: Page;
  /** Closes the browser, the app's server and the emulator. */
  close(): Promise<void>;
}

export interface ThrottledShelf extends ThrottledApp {
  which: ShelfScreen;
  /** The walk along the shelf, from its first card, focused now. */
  walk: Bounce;
}

export interface ThrottledGrid extends ThrottledApp {
  /** The key of the next press: 40 rows up, 40 down, and so on, among rows already loaded. */
  nextKey(): string;
}

/** The built app (BENCH_DIST, else dist/) against its own emulator, signed in as Ada at 1920x1080, on Home. */
async function signedInApp(): Promise<ThrottledApp> {
  const emulator = createEmulator({ host: '127.0.0.1', port: 0, interval: 1, quota: 1_000_000 });
  const emulatorBase = await emulator.listen();
  const { server, base } = await serveDist(emulatorBase, process.env.BENCH_DIST ?? 'dist');
  const browser = await launchChromium();
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  const page = await context.newPage();
  await signInAsAda(page, base, emulatorBase);
  const close = async () => {
    await browser.close();
    server.close();
    await emulator.close();
  };
  return { browser, page, close };
}

async function throttle(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/**
 * For the diagnosis tools of bench/tools: Home's first shelf ('home') or Library's (anything
 * else), focused on its first card, with the CPU throttled 4x as in `npm run bench -- shelves`.
 */
export async function openThrottledShelf(name: string | undefined): Promise<ThrottledShelf> {
  const app = await signedInApp();
  const which = name === 'home' ? HOME : LIBRARY;
  await which.open(app.page);
  const walk = await walkFromHere(app.page);
  await throttle(app.page);
  return { ...app, which, walk };
}

/**
 * The search results for "a", 100 rows down as `npm run bench:compare` opens them (so no press
 * leaves the grid for the keyboard above it), with the CPU throttled 4x.
 */
export async function openThrottledGrid(): Promise<ThrottledGrid> {
  const app = await signedInApp();
  await searchForA(app.page);
  for (let i = 0; i < 100; i++) {
    await pressKeys(app.page, 'ArrowDown');
    await app.page.waitForTimeout(20);
  }
  await throttle(app.page);
  let pressed = 0;
  const nextKey = () => (Math.floor(pressed++ / 40) % 2 ? 'ArrowDown' : 'ArrowUp');
  return { ...app, nextKey };
}
