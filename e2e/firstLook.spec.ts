import type { Page, Request } from '@playwright/test';
import { expect, press, test } from './fixtures.ts';

/*
 * On a TV that keeps no account, index.html draws the sign-in screen's first look itself and
 * fills in the code the moment its own request is answered, while the app's code still loads
 * (src/ui/firstCode.ts). The viewer must see one screen: the app's takes over with the same code,
 * in the same place, and then the remote works on it.
 */

/** Where each part of the screen is, inside `scope` (the page's look or the app's screen). */
async function layoutOf(tv: Page, scope: string) {
  return tv.evaluate((scope) => {
    const root = document.querySelector(scope)!;
    const box = (selector: string) => {
      const r = root.querySelector(selector)!.getBoundingClientRect();
      return [Math.round(r.left), Math.round(r.top), Math.round(r.width), Math.round(r.height)];
    };
    return {
      title: box('h1'),
      url: box('.verification-url'),
      code: box('.user-code'),
      qr: box('.code-panel__qr'),
      access: box('.access-line'),
      firstButton: box('.actions .btn:first-child'),
      secondButton: box('.actions .btn:last-child'),
    };
  }, scope);
}

/**
 * From the first moment of the page: once a code has shown, notes any moment (any batch of the
 * page's changes) when no code is on the page, the app's or the page's: the handover must not blink.
 */
const WATCH_FOR_A_BLINK = `(() => {
  let shown;
  new MutationObserver(() => {
    const codes = Array.from(document.querySelectorAll('[data-testid="user-code"]')).map((el) => el.textContent);
    if (!shown) shown = codes.find((c) => /^[A-Z]{4}-[A-Z]{4}$/.test(c || ''));
    else if (!codes.includes(shown)) window.__codeBlinked = true;
  }).observe(document, { childList: true, subtree: true, characterData: true });
})();`;

/** Holds the answers to requests for `url` until the function returned is called, as a slow network would. */
async function holdBack(tv: Page, url: RegExp | string): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await tv.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Keys pressed on the page's look while `held` (a chunk of the app's) is kept back: the look gives
 * way at the first of them, then the chunk is let through. Returns the code the look showed.
 */
async function keysOnTheLook(tv: Page, held: RegExp, keys: string[]): Promise<string> {
  const release = await holdBack(tv, held);
  await tv.goto('/');
  await expect(tv.locator('#first-code').getByTestId('user-code')).toHaveText(/^[A-Z]{4}-[A-Z]{4}$/);
  const code = (await tv.getByTestId('user-code').textContent())!;
  for (const key of keys) await press(tv, key);
  await expect(tv.locator('#first-code')).toHaveCount(0);
  release();
  return code;
}

function codeRequests(tv: Page): Request[] {
  const seen: Request[] = [];
  tv.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/device/code') seen.push(request);
  });
  return seen;
}

test.describe("the page's first look of the sign-in screen", () => {
  test("shows the code before the app's screen has come, which takes over with the same code in the same place", async ({ tv }) => {
    const asked = codeRequests(tv);
    // The sign-in screen's code held back, as on a TV whose network is slow to bring it.
    const release = await holdBack(tv, /\/assets\/SignIn-[\w-]+\.js$/);
    await tv.addInitScript(WATCH_FOR_A_BLINK);
    await tv.goto('/');
    const look = tv.locator('#first-code');
    await expect(look.getByTestId('user-code')).toHaveText(/^[A-Z]{4}-[A-Z]{4}$/);
    const code = (await look.getByTestId('user-code').textContent())!;
    await expect(look.getByTestId('verification-url')).toHaveText(/^http:\/\/127\.0\.0\.1:\d+\/device$/);
    await expect(look).toContainText('Waiting for you to approve on your phone');
    await expect(look).toContainText(/Code expires in (29:5\d|30:00)/);
    await expect(tv.locator('#app').getByTestId('user-code')).toHaveCount(0);
    const before = await layoutOf(tv, '#first-code');
    const words = await look.locator('main').innerText();
    await tv.screenshot({ path: test.info().outputPath('first-look.png') });

    release();
    await expect(look).toHaveCount(0);
    const app = tv.locator('#app');
    await expect(app.getByTestId('user-code')).toHaveText(code);
    expect(await layoutOf(tv, '#app'), 'every part where it was').toEqual(before);
    expect(await app.locator('main').innerText(), 'the same words').toBe(words);
    expect(await tv.evaluate(() => (window as unknown as { __codeBlinked?: boolean }).__codeBlinked ?? false), 'the code never left the screen').toBe(false);
    // The remote works on the app's screen: focus on its way out, and Right moves on.
    await expect(tv.getByTestId('browse-as-guest')).toBeFocused();
    await press(tv, 'ArrowRight');
    await expect(tv.getByRole('button', { name: 'Get a new code' })).toBeFocused();
    expect(asked, "one code: the app took the page's").toHaveLength(1);
    await tv.screenshot({ path: test.info().outputPath('app-screen.png') });
  });

  test("holds the app's code until its own code is drawn, and never long", async ({ tv }) => {
    // When the page's code and the app's first drawing each came, by the page's clock.
    await tv.addInitScript(`window.__at = {};
    new MutationObserver(() => {
      const app = document.getElementById('app');
      if (window.__at.code === undefined && document.querySelector('#first-code [data-testid="user-code"]')) window.__at.code = performance.now();
      if (window.__at.app === undefined && app && app.childElementCount > 0) window.__at.app = performance.now();
    }).observe(document, { childList: true, subtree: true, attributes: true });`);
    await tv.goto('/');
    await expect(tv.locator('#app').getByTestId('user-code')).toHaveText(/^[A-Z]{4}-[A-Z]{4}$/);
    const at = await tv.evaluate(() => (window as unknown as { __at: { code?: number; app?: number } }).__at);
    // After the page's code; or, should a busy machine have kept the code over a second (the
    // hold's limit, counted from after the navigation began), not before that second.
    expect(at.app, "the app's code ran after the page's code was drawn").toBeGreaterThan(at.code !== undefined && at.code < 1000 ? at.code : 1000);

    // A code slow to come: the app's own screen still comes, and waits for the same answer.
    const asked = codeRequests(tv);
    const answer = await holdBack(tv, '**/device/code');
    await tv.evaluate(() => localStorage.clear());
    await tv.goto('/');
    await expect(tv.locator('#app .code-panel--waiting')).toBeVisible({ timeout: 5_000 });
    await expect(tv.locator('#first-code')).toBeHidden();
    answer();
    await expect(tv.locator('#app').getByTestId('user-code')).toHaveText(/^[A-Z]{4}-[A-Z]{4}$/);
    expect(asked, 'one request, the page\'s').toHaveLength(1);
  });

  test.describe('on a TV in German', () => {
    test.use({ locale: 'de-DE' });
    test("is never shown: the app's own screen, in German, asks for the one code", async ({ tv }) => {
      const asked = codeRequests(tv);
      await tv.goto('/');
      await expect(tv.getByTestId('user-code')).toHaveText(/^[A-Z]{4}-[A-Z]{4}$/);
      await expect(tv.locator('#first-code')).toHaveCount(0);
      await expect(tv.getByRole('heading', { level: 1 })).not.toHaveText('Sign in to tenfoot');
      expect(asked).toHaveLength(1);
    });
  });

  test("gives way to the app's screen at the viewer's first key", async ({ tv }) => {
    // Back before the app's screen is up: what it does (a question, held for the remote) is seen.
    const code = await keysOnTheLook(tv, /\/assets\/SignIn-[\w-]+\.js$/, ['Escape']);
    await expect(tv.getByTestId('user-code')).toHaveText(code);
    // The Back acts on the sign-in screen once it is up: leave tenfoot? Stay keeps the code.
    await expect(tv.getByRole('dialog', { name: 'Exit tenfoot?' })).toBeVisible();
    await expect(tv.locator(':focus')).toHaveText('Stay');
    await press(tv, 'Enter');
    await expect(tv.getByRole('dialog')).toHaveCount(0);
    await expect(tv.getByTestId('browse-as-guest')).toBeFocused();
  });

  test("keeps Back and the arrows pressed before the app's code runs, for the sign-in screen, and drops OK", async ({ tv }) => {
    // The app's entry held back: every key here is pressed before any of the app's code has run.
    // OK on a look that shows no focus must not choose "Browse without signing in" for the viewer.
    const code = await keysOnTheLook(tv, /\/assets\/index-[\w-]+\.js$/, ['Enter', 'ArrowRight', 'Escape']);
    await expect(tv.getByRole('dialog', { name: 'Exit tenfoot?' })).toBeVisible();
    await press(tv, 'Enter'); // Stay
    await expect(tv.getByRole('dialog')).toHaveCount(0);
    await expect(tv.getByTestId('user-code')).toHaveText(code);
    await expect(tv.getByRole('button', { name: 'Get a new code' }), 'the Right pressed on the look').toBeFocused();
  });

  test("gives way to the failure of the sign-in screen's code, with Try again", async ({ tv }) => {
    let failing = true;
    await tv.route(/\/assets\/SignIn-[\w-]+\.js$/, (route) => (failing ? route.abort() : route.continue()));
    await tv.goto('/');
    await expect(tv.getByRole('heading', { name: /couldn't be loaded/ })).toBeVisible();
    await expect(tv.locator('#first-code')).toHaveCount(0);
    await expect(tv.getByRole('button', { name: 'Try again' })).toBeFocused();
    failing = false;
    await press(tv, 'Enter');
    await expect(tv.getByTestId('user-code')).toHaveText(/^[A-Z]{4}-[A-Z]{4}$/);
  });

  test('gives way to what a malformed config.json says', async ({ tv }) => {
    const asked = codeRequests(tv);
    await tv.route('**/config.json', (route) => route.fulfill({ json: { authUrl: 12, clientId: 'x' } }));
    await tv.goto('/');
    await expect(tv.getByTestId('config-problem')).toContainText("tenfoot can't start");
    await expect(tv.locator('#first-code')).toHaveCount(0);
    expect(asked).toHaveLength(0);
  });

  test("gives way to a refusal of the code, which the app's screen explains", async ({ tv }) => {
    await tv.route('**/device/code', (route) => route.fulfill({ status: 401, json: { error: 'invalid_client', error_description: 'The OAuth client was not found.' } }));
    await tv.goto('/');
    await expect(tv.getByTestId('signin-error')).toHaveAttribute('data-code', 'invalid_client');
    await expect(tv.locator('#first-code')).toHaveCount(0);
    await expect(tv.getByRole('button', { name: 'Try again' })).toBeFocused();
  });
});
