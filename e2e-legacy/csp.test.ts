/**
 * The Content-Security-Policy in the old engine (Chromium 64, the modern bundle's floor): the built
 * app signs in and plays under it (its chunks, the player API script, the embed iframe) with
 * no `securitypolicyviolation`; an injected inline script is refused; and the webOS package's
 * index.html, with its own policy and the legacy (SystemJS) bundle, reaches the sign-in code from
 * file:// without one either.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { packagedConfig, ROOT } from '../packaging/stage.ts';
import { stageWebos } from '../packaging/webos.ts';
import { startOldTv, tvPage, unexpectedErrors, type OldTv } from './harness.ts';
import type { Page } from './puppeteer-core.ts';

let tv: OldTv;
let work: string;
beforeAll(async () => {
  tv = await startOldTv({}, ['--allow-file-access-from-files']);
  work = mkdtempSync(join(tmpdir(), 'tenfoot-csp-'));
}, 120_000);
afterAll(async () => {
  await tv?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

/** ES2016 for the old page: every violation from before the app's first script. */
const RECORD = `window.__violations = [];
  document.addEventListener('securitypolicyviolation', function (e) {
    window.__violations.push({ directive: e.effectiveDirective || e.violatedDirective, blocked: e.blockedURI });
  });`;
const violations = (page: Page) => page.evaluate<{ directive: string; blocked: string }[]>('window.__violations');
const click = (selector: string) => `document.querySelector(${JSON.stringify(selector)}).click()`;

/** Approves the code through the emulator's phone pages, in another page of the same browser. */
async function approve(page: Page): Promise<void> {
  const code = await page.evaluate<string>(`document.querySelector('[data-testid="user-code"]').textContent.trim()`);
  const phone = await tv.browser.newPage();
  await phone.goto(`${tv.emulatorBase}/device?user_code=${encodeURIComponent(code)}`);
  await Promise.all([phone.waitForNavigation(), phone.evaluate(click('form[action="/device"] button[type="submit"]'))]);
  await Promise.all([phone.waitForNavigation(), phone.evaluate(click('button[name="account"]'))]);
  if (await phone.$('button[value="allow"]')) await Promise.all([phone.waitForNavigation(), phone.evaluate(click('button[value="allow"]'))]);
  await phone.close();
}

describe('Content-Security-Policy in Chromium 64', () => {
  test('the app signs in and plays under it with no violation; injected script is refused', async () => {
    const { page, errors } = await tvPage(tv);
    await page.evaluateOnNewDocument(RECORD);
    await page.goto(`${tv.base}/`);
    await page.waitForSelector('[data-testid="user-code"]', { visible: true, timeout: 30_000 });
    await page.waitForSelector('svg.qr[role="img"] path', { timeout: 15_000 });
    expect(await page.evaluate<string>(`document.querySelector('meta[http-equiv="Content-Security-Policy"]').content`)).toMatch(/script-src 'self' [^;]*'sha256-/);
    expect(await page.evaluate<boolean>('!!window.__vite_is_modern_browser && !window.System')).toBe(true); // the modern bundle, under the policy
    expect(await violations(page)).toEqual([]);

    // Home, then a video plays: the player API script and its iframe, from the emulator's origin.
    await approve(page);
    await page.waitForSelector('[data-testid="home-screen"]', { visible: true, timeout: 30_000 });
    await page.waitForFunction(`!!document.querySelector('[data-testid="card"]') && document.activeElement === document.querySelector('[data-testid="card"]')`, { timeout: 15_000, polling: 50 });
    // Thumbnails, from the emulator's origin (img-src).
    await page.waitForFunction(`Array.prototype.some.call(document.images, function (i) { return i.complete && i.naturalWidth > 0; })`, { timeout: 15_000, polling: 100 });
    await page.keyboard.press('Enter');
    await page.waitForFunction(`document.activeElement && document.activeElement.getAttribute('data-testid') === 'play'`, { timeout: 15_000, polling: 50 });
    await page.keyboard.press('Enter');
    await page.waitForFunction(`!!document.querySelector('[data-testid="player"][data-state="playing"]')`, { timeout: 10_000, polling: 50 });
    expect(await violations(page)).toEqual([]);

    const ran = await page.evaluate<boolean>(`(function () {
      var s = document.createElement('script');
      s.textContent = 'window.__injected = true';
      document.body.appendChild(s);
      return !!window.__injected;
    })()`);
    expect(ran).toBe(false);
    await page.waitForFunction(`window.__violations.length > 0`, { timeout: 5_000, polling: 50 });
    expect(await violations(page)).toEqual([{ directive: 'script-src', blocked: 'inline' }]);
    expect(unexpectedErrors(errors)).toEqual([]);
    await page.close();
  });

  test('the webOS package from file://: the app starts under its own policy, no violation', async () => {
    const dir = join(work, 'webos');
    const port = new URL(tv.emulatorBase).port;
    const source = join(work, 'config.json');
    writeFileSync(source, readFileSync(join(ROOT, 'public', 'config.json'), 'utf8').replace(/:8787\b/g, `:${port}`));
    stageWebos(process.env.TENFOOT_DIST ?? join(ROOT, 'dist'), dir, packagedConfig(source, '127.0.0.1').text);
    expect(readFileSync(join(dir, 'index.html'), 'utf8')).toContain(`connect-src 'self' http://127.0.0.1:${port}`);

    const { page, errors } = await tvPage(tv);
    await page.evaluateOnNewDocument(`${RECORD} window.PalmSystem = { platformBack: function () {} };`);
    await page.goto(`file://${dir}/index.html`);
    // The sign-in screen with its code, or with what stopped the device code request (not the
    // policy: that would be a violation): the package's scripts ran and fetched under its policy.
    await page.waitForSelector('[data-testid="user-code"], .signin [role="alert"], [data-testid="home-screen"]', { visible: true, timeout: 30_000 });
    expect(await violations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
