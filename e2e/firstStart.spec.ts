import type { Request } from '@playwright/test';
import { expect, openSignedIn, test } from './fixtures.ts';

/*
 * An engine before Chromium 71 (no `indexedDB.databases()`) must open IndexedDB, creating it on a
 * first start, to learn that no account is stored, and on a slow TV that answer comes last. A mark
 * in localStorage (src/auth/accountsMark.ts) lets a TV with no account fetch the sign-in screen
 * and ask for its code without waiting for it; what the TV shows still waits for IndexedDB.
 */

const OPEN_DELAY_MS = 1500;

/** No `databases()`, and each open answered 1.5 s late; the page notes when the first answered. */
const SLOW_OLD_INDEXEDDB = `(() => {
  delete IDBFactory.prototype.databases;
  const open = IDBFactory.prototype.open;
  IDBFactory.prototype.open = function (...args) {
    const factory = this;
    const late = { result: undefined, error: null, onsuccess: null, onerror: null, onupgradeneeded: null, onblocked: null };
    setTimeout(() => {
      const real = open.apply(factory, args);
      real.onupgradeneeded = (event) => { late.result = real.result; if (late.onupgradeneeded) late.onupgradeneeded(event); };
      real.onsuccess = (event) => {
        late.result = real.result;
        window.__idbAnsweredAt = window.__idbAnsweredAt || performance.now();
        if (late.onsuccess) late.onsuccess(event);
      };
      real.onerror = (event) => { late.error = real.error; if (late.onerror) late.onerror(event); };
    }, ${OPEN_DELAY_MS});
    return late;
  };
})();`;

/**
 * Notes whether the app's sign-in screen ever showed, from the first moment of the page (the
 * page's own first look of it, outside #app, is e2e/firstLook.spec.ts's).
 */
const WATCH_FOR_SIGN_IN = `new MutationObserver(() => {
  if (document.querySelector('#app [data-testid="user-code"], #app [data-testid="code-panel-waiting"]')) window.__sawSignIn = true;
}).observe(document, { childList: true, subtree: true });`;

test.describe('a first start on an engine whose IndexedDB answers late', () => {
  test('the code is asked for and the sign-in screen fetched before IndexedDB answers, and the code shows', async ({ tv }) => {
    await tv.addInitScript(SLOW_OLD_INDEXEDDB);
    await tv.goto('/');
    // The page's first look shows the code at once (e2e/firstLook.spec.ts); the app's screen,
    // which waits for IndexedDB, takes over with the same code.
    await expect(tv.getByTestId('user-code')).toHaveText(/^[A-Z]{4}-[A-Z]{4}$/);
    const code = await tv.getByTestId('user-code').textContent();
    await expect(tv.locator('#app').getByTestId('user-code')).toHaveText(code!);
    const { answeredAt, started } = await tv.evaluate(() => ({
      answeredAt: (window as unknown as { __idbAnsweredAt?: number }).__idbAnsweredAt,
      started: performance.getEntriesByType('resource').map((e) => ({ path: new URL(e.name).pathname, at: e.startTime })),
    }));
    expect(answeredAt, 'IndexedDB was opened and answered').toBeGreaterThan(OPEN_DELAY_MS);
    const asked = started.filter((e) => e.path === '/device/code');
    const screen = started.find((e) => /\/SignIn-[\w-]+\.js$/.test(e.path));
    expect(asked, 'the code was asked for, once').toHaveLength(1);
    expect(screen, "the sign-in screen's chunk was fetched").toBeDefined();
    expect(asked[0]!.at).toBeLessThan(answeredAt!);
    expect(screen!.at).toBeLessThan(answeredAt!);
  });

  test("a returning viewer goes Home with no code asked for; with the mark lost, one code is asked for and dropped, and the app's sign-in screen never shows", async ({ tv, browser }) => {
    test.setTimeout(60_000);
    await openSignedIn(tv, browser);
    const codeRequests: Request[] = [];
    tv.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/device/code') codeRequests.push(request);
    });
    await tv.addInitScript(SLOW_OLD_INDEXEDDB);
    await tv.addInitScript(WATCH_FOR_SIGN_IN);

    await tv.reload();
    await expect(tv.getByTestId('signed-in-account')).toContainText('Ada Lovelace');
    await expect(tv.getByTestId('card').first()).toBeFocused();
    expect(codeRequests).toHaveLength(0);
    expect(await tv.evaluate(() => (window as unknown as { __sawSignIn?: boolean }).__sawSignIn ?? false)).toBe(false);

    // Some TV browsers wipe localStorage: the mark goes, the account stays in IndexedDB.
    await tv.evaluate(() => localStorage.removeItem('tenfoot-accounts-stored'));
    await tv.reload();
    await expect(tv.getByTestId('signed-in-account')).toContainText('Ada Lovelace');
    await expect(tv.getByTestId('card').first()).toBeFocused();
    // The cost of a lost mark: one code, which the page's first look may show until IndexedDB
    // lists the account (e2e/firstLook.spec.ts); the app's sign-in screen never shows, and Home is
    // not covered.
    expect(codeRequests, 'one code, dropped').toHaveLength(1);
    expect(await tv.evaluate(() => (window as unknown as { __sawSignIn?: boolean }).__sawSignIn ?? false)).toBe(false);
    await expect(tv.locator('#first-code')).toHaveCount(0);
    // The store's answer marked the account again: the next start asks for no code.
    expect(await tv.evaluate(() => localStorage.getItem('tenfoot-accounts-stored'))).toBe('1');
  });
});

test.describe('config.json at start', () => {
  test('is asked for once, by the page, before the app\'s code has come, and the code shows', async ({ tv }) => {
    const asked: string[] = [];
    tv.on('request', (request) => {
      if (new URL(request.url()).pathname === '/config.json') asked.push(request.url());
    });
    await tv.goto('/');
    await expect(tv.getByTestId('user-code')).toHaveText(/^[A-Z]{4}-[A-Z]{4}$/);
    const { started, entryPath } = await tv.evaluate(() => ({
      started: performance.getEntriesByType('resource').map((e) => ({ path: new URL(e.name).pathname, start: e.startTime, end: (e as PerformanceResourceTiming).responseEnd })),
      entryPath: new URL((document.querySelector('link[rel="modulepreload"]') as HTMLLinkElement).href).pathname,
    }));
    const config = started.filter((e) => e.path === '/config.json');
    const entry = started.find((e) => e.path === entryPath);
    expect(asked, 'one request: the app took the page\'s answer').toHaveLength(1);
    expect(config).toHaveLength(1);
    expect(config[0]!.start, 'asked for before the entry script had even come').toBeLessThan(entry!.end);
  });
});
