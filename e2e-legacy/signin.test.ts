/**
 * The built app in a real old engine (headless Chromium 64, the modern bundle's floor: it runs the
 * modern bundle, fetching nothing of the legacy one), driven by keys only: the sign-in screen shows a code and a
 * QR code, approving on a second page signs in, the home screen appears and arrows move focus;
 * then the first card's Play reaches a playing player within 5 s.
 */
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startOldTv, tvPage, unexpectedErrors, type OldTv } from './harness.ts';
import type { Page } from './puppeteer-core.ts';

const OUT = 'test-results/e2e-legacy';
let tv: OldTv;

beforeAll(async () => {
  mkdirSync(OUT, { recursive: true });
  tv = await startOldTv();
}, 120_000);

afterAll(async () => {
  await tv?.close();
});

/**
 * Code that runs in the old page is written as strings of ES2016: functions passed to puppeteer
 * are stringified after the test's own transform, which may use syntax Chromium 64 lacks.
 */
const text = (selector: string) => `(document.querySelector(${JSON.stringify(selector)}).textContent || '').trim()`;
/** Clicks through the DOM: puppeteer 1.7's mouse click asks Chromium 64 for DOM.getContentQuads. */
const click = (selector: string) => `document.querySelector(${JSON.stringify(selector)}).click()`;
const FOCUSED = `(function () {
  var el = document.activeElement;
  if (!el || el === document.body) return '';
  var i = el.parentElement ? Array.prototype.indexOf.call(el.parentElement.children, el) : 0;
  return el.tagName + '#' + i + ':' + (el.textContent || '').trim().slice(0, 60);
})()`;

/** The phone: the emulator's verification pages, in a second page of the same old browser. */
async function approveOnPhone(url: string, code: string, account: string): Promise<string> {
  const phone = await tv.browser.newPage();
  await phone.setViewport({ width: 390, height: 844 });
  await phone.goto(url);
  await (await phone.waitForSelector('#user_code')).type(code);
  await Promise.all([phone.waitForNavigation(), phone.evaluate(click('form[action="/device"] button[type="submit"]'))]);
  await Promise.all([
    phone.waitForNavigation(),
    phone.evaluate(`(function () {
      var buttons = document.querySelectorAll('button');
      for (var i = 0; i < buttons.length; i++) if ((buttons[i].textContent || '').indexOf(${JSON.stringify(account)}) >= 0) return buttons[i].click();
      throw new Error('no account button');
    })()`),
  ]);
  if (await phone.$('button[value="allow"]')) {
    await Promise.all([phone.waitForNavigation(), phone.evaluate(click('button[value="allow"]'))]);
  }
  const heading = await phone.evaluate<string>(text('h1'));
  await phone.close();
  return heading;
}

/** Something identifying the focused element: tag, place among its siblings, text. */
function focused(page: Page): Promise<string> {
  return page.evaluate<string>(FOCUSED);
}

describe('Chromium 64 (modern bundle)', () => {
  test('sign-in by keys: code and QR on screen, approval on a second page, home, arrows move focus', async () => {
    const { page, errors } = await tvPage(tv);
    expect(await tv.browser.version()).toMatch(/Chrome\/64\./);
    const scripts: string[] = [];
    (page as unknown as { on(event: 'request', handler: (req: { url(): string; resourceType(): string }) => void): void }).on('request', (req) => {
      if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
    });
    await page.goto(`${tv.base}/`);

    // The code and the QR code (drawn, not the loading placeholder).
    await page.waitForSelector('[data-testid="user-code"]', { visible: true, timeout: 30_000 });
    await page.waitForSelector('svg.qr[role="img"] path', { timeout: 15_000 });
    const code = await page.evaluate<string>(text('[data-testid="user-code"]'));
    const shown = await page.evaluate<string>(text('[data-testid="verification-url"]'));
    expect(code).toMatch(/^[A-Z]{4}-[A-Z]{4}$/);
    // The modern path ran, with Chromium 64's missing APIs filled (src/platform/gaps.ts), and no
    // legacy script or polyfill was fetched to be thrown away.
    expect(await page.evaluate<boolean>('!!window.__vite_is_modern_browser && !window.System')).toBe(true);
    expect(await page.evaluate<string>('typeof queueMicrotask + " " + typeof AbortController')).toBe('function function');
    expect(scripts.filter((s) => /-legacy-|polyfills/.test(s))).toEqual([]);
    expect(scripts.some((s) => /\/assets\/SignIn-/.test(s))).toBe(true);
    await page.screenshot({ path: `${OUT}/signin-chromium64.png` });

    // The viewer approves on the phone; the TV polls and signs in.
    const url = /^https?:\/\//.test(shown) ? shown : `http://${shown}`;
    expect(await approveOnPhone(url, code, 'Ada Lovelace')).toMatch(/all set/i);
    await page.waitForSelector('[data-testid="home-screen"]', { visible: true, timeout: 30_000 });

    // The real home has shelves; wait for the first one when this build's home renders any.
    const hasShelf = await page
      .waitForFunction(`!!document.querySelector('[data-testid="shelf"]')`, { timeout: 5_000, polling: 100 })
      .then(() => true, () => false);
    if (hasShelf) await page.waitForSelector('[data-testid="shelf"]', { visible: true, timeout: 15_000 });
    await page.screenshot({ path: `${OUT}/home-chromium64.png` });

    // Keys only: an arrow moves focus to another element.
    const before = await focused(page);
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction(`${FOCUSED} !== '' && ${FOCUSED} !== ${JSON.stringify(before)}`, { timeout: 5_000, polling: 50 });
    expect(await focused(page)).not.toBe('');

    // Along the shelf, past the cards in view: the row scrolls to each (its room to scroll lies
    // just past the rendered cards, src/ui/trackRoom.ts), and the focused card is whole in view.
    if (hasShelf) {
      for (let i = 0; i < 7; i++) await page.keyboard.press('ArrowRight');
      await page.waitForFunction(
        `(function () {
          var card = document.activeElement && document.activeElement.closest('[data-index]');
          var viewport = card && card.closest('.shelf__viewport');
          if (!card || !viewport || Number(card.getAttribute('data-index')) < 6) return false;
          var c = card.getBoundingClientRect(), v = viewport.getBoundingClientRect();
          return viewport.scrollLeft > 0 && c.left >= v.left - 1 && c.right <= v.right + 1;
        })()`,
        { timeout: 5_000, polling: 100 },
      );
      for (let i = 0; i < 7; i++) await page.keyboard.press('ArrowLeft'); // back to the second card, as before
      await page.waitForFunction(`!!document.activeElement && document.activeElement.getAttribute('data-index') === '1'`, { timeout: 5_000, polling: 50 });
    }

    // Watching, by keys: the first card's page, Play, and the embedded player reports playing
    // within 5 s (its chunk, the player API script and the embed page load on this first Play).
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Enter');
    await page.waitForFunction(`document.activeElement && document.activeElement.getAttribute('data-testid') === 'play'`, { timeout: 15_000, polling: 50 });
    const pressedAt = Date.now();
    await page.keyboard.press('Enter');
    await page.waitForFunction(`!!document.querySelector('[data-testid="player"][data-state="playing"]')`, { timeout: 5_000, polling: 50 });
    expect(Date.now() - pressedAt).toBeLessThan(5_000);
    await page.screenshot({ path: `${OUT}/player-chromium64.png` });

    expect(unexpectedErrors(errors)).toEqual([]);
    await page.close();
  }, 120_000);
});
