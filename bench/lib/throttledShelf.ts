import type { Browser, Page } from '@playwright/test';
import { createEmulator } from '../../emulator/server.ts';
import { Bounce, HOME, LIBRARY, walkFromHere, type ShelfScreen } from './shelvesOnTv.ts';
import { launchChromium, serveDist, signInAsAda } from '../support.ts';

export interface ThrottledShelf {
  which: ShelfScreen;
  browser: Browser;
  page: Page;
  /** The walk along the shelf, from its first card, focused now. */
  walk: Bounce;
  /** Closes the browser, the app's server and the emulator. */
  close(): Promise<void>;
}

/**
 * For the diagnosis tools of bench/tools: the built app (BENCH_DIST, else dist/) against its own
 * emulator, signed in, on Home's first shelf ('home') or Library's (anything else), with the CPU
 * throttled 4x as in `npm run bench -- shelves`.
 */
export async function openThrottledShelf(name: string | undefined): Promise<ThrottledShelf> {
  const emulator = createEmulator({ host: '127.0.0.1', port: 0, interval: 1, quota: 1_000_000 });
  const emulatorBase = await emulator.listen();
  const { server, base } = await serveDist(emulatorBase, process.env.BENCH_DIST ?? 'dist');
  const browser = await launchChromium();
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  const page = await context.newPage();
  await signInAsAda(page, base, emulatorBase);
  const which = name === 'home' ? HOME : LIBRARY;
  await which.open(page);
  const walk = await walkFromHere(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const close = async () => {
    await browser.close();
    server.close();
    await emulator.close();
  };
  return { which, browser, page, walk, close };
}
