/**
 * Issue 5, D, in the old engine: the platform adapters as a packaged TV app meets them. The page
 * gets the platform's objects (as the TV's runtime provides them) before the app starts; Back
 * arrives with the platform's own key code; the top screen asks "Exit tenfoot?" and Exit leaves
 * through the platform's call.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startOldTv, tvPage, unexpectedErrors, type OldTv } from './harness.ts';
import type { Page } from './puppeteer-core.ts';

let tv: OldTv;
beforeAll(async () => {
  tv = await startOldTv();
}, 120_000);
afterAll(async () => {
  await tv?.close();
});

/** A remote key as the TV sends it: keydown with only a platform key code (no `key`). */
const pressCode = (page: Page, keyCode: number) =>
  page.evaluate(`(function () {
    var e = document.createEvent('Event');
    e.initEvent('keydown', true, true);
    Object.defineProperty(e, 'keyCode', { value: ${keyCode} });
    Object.defineProperty(e, 'which', { value: ${keyCode} });
    (document.activeElement || document.body).dispatchEvent(e);
  })()`);

const FOCUSED_TEXT = `(document.activeElement && document.activeElement.textContent || '').trim()`;
const focusedText = (page: Page) => page.evaluate<string>(FOCUSED_TEXT);
/** Focus moves may land a frame later (the dialog focuses its first button after it renders). */
async function expectFocusOn(page: Page, text: string): Promise<void> {
  await page.waitForFunction(`${FOCUSED_TEXT} === ${JSON.stringify(text)}`, { timeout: 5_000, polling: 50 }).catch(() => undefined);
  expect(await focusedText(page)).toBe(text);
}

async function exitThroughDialog(page: Page, backKeyCode: number): Promise<void> {
  await page.waitForSelector('[data-testid="user-code"]', { visible: true, timeout: 30_000 });
  await pressCode(page, backKeyCode);
  await page.waitForSelector('[role="dialog"][aria-label="Exit tenfoot?"]', { visible: true, timeout: 5_000 });
  await expectFocusOn(page, 'Stay');
  await page.keyboard.press('ArrowRight');
  await expectFocusOn(page, 'Exit');
  await page.keyboard.press('Enter');
}

describe('platform adapters in Chromium 64', () => {
  test('webOS: Back (461) at the top asks "Exit tenfoot?", Exit leaves through platformBack()', async () => {
    const { page, errors } = await tvPage(tv);
    await page.evaluateOnNewDocument(`window.__exits = 0; window.PalmSystem = { platformBack: function () { window.__exits++; } };`);
    await page.goto(`${tv.base}/`);
    await exitThroughDialog(page, 461);
    expect(await page.evaluate<string>(`document.documentElement.getAttribute('data-platform')`)).toBe('webos');
    expect(await page.evaluate<number>('window.__exits')).toBe(1);
    expect(unexpectedErrors(errors)).toEqual([]);
    await page.close();
  });

  test('Tizen: colour and channel keys registered at start, Back (10009) and Exit through application.exit()', async () => {
    const { page, errors } = await tvPage(tv);
    await page.evaluateOnNewDocument(`
      window.__registered = []; window.__exits = 0;
      window.tizen = {
        tvinputdevice: {
          getSupportedKeys: function () {
            return ['ColorF0Red', 'ColorF1Green', 'ColorF2Yellow', 'ColorF3Blue', 'ChannelUp', 'ChannelDown', 'MediaPlay']
              .map(function (name, i) { return { name: name, code: 403 + i }; });
          },
          registerKey: function (name) { window.__registered.push(name); },
          unregisterKey: function () {}
        },
        application: { getCurrentApplication: function () { return { exit: function () { window.__exits++; } }; } }
      };`);
    await page.goto(`${tv.base}/`);
    await exitThroughDialog(page, 10009);
    expect(await page.evaluate<string>(`document.documentElement.getAttribute('data-platform')`)).toBe('tizen');
    expect(await page.evaluate<string[]>('window.__registered')).toEqual(['ColorF0Red', 'ColorF1Green', 'ColorF2Yellow', 'ColorF3Blue', 'ChannelUp', 'ChannelDown', 'MediaPlay']);
    expect(await page.evaluate<number>('window.__exits')).toBe(1);
    expect(unexpectedErrors(errors)).toEqual([]);
    await page.close();
  });
});
