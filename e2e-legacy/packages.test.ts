/**
 * Issue 5, C, in the old engine: the webOS and Tizen packages' app directories, opened from
 * file:// as the TV runtimes open them (with the file access they grant a packaged app), load the
 * legacy bundle through classic scripts, read their config.json from the package, and sign in.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { packagedConfig, ROOT } from '../packaging/stage.ts';
import { stageTizen } from '../packaging/tizen.ts';
import { TIZEN_KEYS } from '../src/platform/tizen.ts';
import { stageWebos } from '../packaging/webos.ts';
import { startOldTv, tvPage, type OldTv } from './harness.ts';

let tv: OldTv;
let work: string;

beforeAll(async () => {
  tv = await startOldTv({}, ['--allow-file-access-from-files']);
  work = mkdtempSync(join(tmpdir(), 'tenfoot-packages-'));
}, 120_000);
afterAll(async () => {
  await tv?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

/** The package's config.json, edited before packaging to name this run's emulator. */
function configFor(emulatorBase: string): string {
  const port = new URL(emulatorBase).port;
  const source = join(work, 'config.source.json');
  const text = readFileSync(join(ROOT, 'public', 'config.json'), 'utf8').replace(/:8787\b/g, `:${port}`);
  writeFileSync(source, text);
  return packagedConfig(source, '127.0.0.1').text;
}

const text = (selector: string) => `(document.querySelector(${JSON.stringify(selector)}).textContent || '').trim()`;

describe('packages opened from file:// in Chromium 64', () => {
  test('webOS app directory: code and QR from the package, phone approval, home, a video plays and pauses', async () => {
    const dir = join(work, 'webos');
    stageWebos(join(ROOT, 'dist'), dir, configFor(tv.emulatorBase));
    const { page, errors } = await tvPage(tv);
    await page.evaluateOnNewDocument(`window.PalmSystem = { platformBack: function () {} };`);
    await page.goto(`file://${dir}/index.html`);
    await page.waitForSelector('[data-testid="user-code"]', { visible: true, timeout: 30_000 });
    await page.waitForSelector('svg.qr[role="img"] path', { timeout: 15_000 });
    expect(await page.evaluate<string>(`document.documentElement.getAttribute('data-platform')`)).toBe('webos');
    expect(await page.evaluate<string>(text('[data-testid="verification-url"]'))).toContain('127.0.0.1');

    // Approve through the emulator's API the phone page uses (the page flow itself is covered in signin.test.ts).
    const code = await page.evaluate<string>(text('[data-testid="user-code"]'));
    const phone = await tv.browser.newPage();
    await phone.goto(`${tv.emulatorBase}/device?user_code=${encodeURIComponent(code)}`);
    await Promise.all([phone.waitForNavigation(), phone.evaluate(`document.querySelector('form[action="/device"] button[type="submit"]').click()`)]);
    await Promise.all([phone.waitForNavigation(), phone.evaluate(`document.querySelector('button[name="account"]').click()`)]);
    if (await phone.$('button[value="allow"]')) await Promise.all([phone.waitForNavigation(), phone.evaluate(`document.querySelector('button[value="allow"]').click()`)]);
    await phone.close();

    await page.waitForSelector('[data-testid="home-screen"]', { visible: true, timeout: 30_000 });
    // Its own folder: on a fresh clone this file may run before the one that makes it.
    mkdirSync(join(ROOT, 'test-results', 'e2e-legacy'), { recursive: true });
    await page.screenshot({ path: join(ROOT, 'test-results', 'e2e-legacy', 'home-webos-package.png') });

    // A page from file:// has no web origin to give the player: it still plays, by keys.
    await page.waitForFunction(`!!document.querySelector('[data-testid="card"]') && document.activeElement === document.querySelector('[data-testid="card"]')`, { timeout: 15_000, polling: 50 });
    await page.keyboard.press('Enter');
    await page.waitForFunction(`document.activeElement && document.activeElement.getAttribute('data-testid') === 'play'`, { timeout: 15_000, polling: 50 });
    await page.keyboard.press('Enter');
    await page.waitForFunction(`!!document.querySelector('[data-testid="player"][data-state="playing"]')`, { timeout: 10_000, polling: 50 });
    await page.keyboard.press('Enter');
    await page.waitForFunction(`!!document.querySelector('[data-testid="player"][data-state="paused"]')`, { timeout: 5_000, polling: 50 });
    // No module script ran: the modern probes never executed, so nothing failed at all.
    expect(errors).toEqual([]);
    await page.close();
  });

  test('Tizen widget directory: the app starts from the package with its keys registered', async () => {
    const dir = join(work, 'tizen');
    stageTizen(join(ROOT, 'dist'), dir, configFor(tv.emulatorBase));
    const { page, errors } = await tvPage(tv);
    await page.evaluateOnNewDocument(`window.__registered = [];
      window.tizen = { tvinputdevice: { getSupportedKeys: function () { throw new Error('not on this model'); }, registerKey: function (k) { window.__registered.push(k); }, unregisterKey: function () {} },
                       application: { getCurrentApplication: function () { return { exit: function () {} }; } } };`);
    await page.goto(`file://${dir}/index.html`);
    // Sign-in, or home when the file:// origin's IndexedDB already holds an account (the webOS
    // test above signs in on the same origin, and a package keeps its session across starts).
    await page.waitForFunction(`!!document.querySelector('[data-testid="user-code"], [data-testid="home-screen"]')`, { timeout: 30_000, polling: 100 });
    expect(await page.evaluate<string>(`document.documentElement.getAttribute('data-platform')`)).toBe('tizen');
    expect(await page.evaluate<string[]>('window.__registered')).toEqual([...TIZEN_KEYS]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
