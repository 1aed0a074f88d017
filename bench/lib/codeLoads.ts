import { createRequire } from 'node:module';
import type { Browser as PlaywrightBrowser, Page as PlaywrightPage } from '@playwright/test';
import { CHROMIUM_64_ARGS, chromium64Path } from '../../e2e-legacy/chromium64.ts';
import type { Page as PuppeteerPage, Puppeteer } from '../../e2e-legacy/puppeteer-core.ts';
import { launchChromium } from '../support.ts';
import { USER_CODE_PROBE, userCodeShown } from './userCodeProbe.ts';

/*
 * One cold load to the user code on screen, a first start in a context of its own, the CPU
 * throttled: the page's own time to the code (bench/lib/userCodeProbe.ts). For the start benches
 * of both engines (bench/tv-floor.ts, bench/tools/compareStarts.ts). `before` runs before the
 * navigation, `after` once the code shows, on the same page.
 */

export interface CodeLoads<P> {
  load(url: string, hooks?: { before?(page: P): void; after?(page: P): Promise<void> }): Promise<number>;
  close(): Promise<void>;
}

export async function currentChromiumLoads(rate: number): Promise<CodeLoads<PlaywrightPage>> {
  const browser: PlaywrightBrowser = await launchChromium();
  return {
    async load(url, hooks = {}) {
      const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
      const page = await context.newPage();
      if (rate > 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate });
      await page.addInitScript(USER_CODE_PROBE);
      hooks.before?.(page);
      const shown = userCodeShown((handler) => page.on('console', (message) => handler(message.text())));
      await page.goto(url);
      const at = await shown;
      await hooks.after?.(page);
      await context.close();
      return at;
    },
    close: () => browser.close(),
  };
}

export async function chromium64Loads(rate: number): Promise<CodeLoads<PuppeteerPage>> {
  const puppeteer = createRequire(import.meta.url)('puppeteer-core') as Puppeteer;
  const browser = await puppeteer.launch({ executablePath: chromium64Path(), args: CHROMIUM_64_ARGS, headless: true });
  return {
    async load(url, hooks = {}) {
      // A context of its own per load: no IndexedDB or localStorage left by the last one.
      const context = await browser.createIncognitoBrowserContext();
      const page = await context.newPage();
      await page.setViewport({ width: 1920, height: 1080 });
      await page.setCacheEnabled(false);
      const cdp = await page.target().createCDPSession();
      if (rate > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      await page.evaluateOnNewDocument(USER_CODE_PROBE);
      hooks.before?.(page);
      const shown = userCodeShown((handler) => page.on('console', (message) => handler(message.text())));
      await page.goto(url);
      const at = await shown;
      await hooks.after?.(page);
      // Chromium 64 keeps a renderer's throttling after its page closes, and the next context's
      // page may share that renderer: unthrottled first, or each load is slower than the last.
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await context.close();
      return at;
    },
    close: () => browser.close(),
  };
}
