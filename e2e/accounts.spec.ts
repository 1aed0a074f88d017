import type { Page } from '@playwright/test';
import { expect, focusByArrows, openFromMenu, press, readCodeFromTv, removeAccessOnPhone, signIn, test } from './fixtures.ts';

/**
 * The account screen's Switch account, from the menu: "Who's watching?" opens on the account in
 * use, the only one marked "Watching now" (and aria-current).
 */
async function switchAccountFrom(tv: Page, name: string): Promise<void> {
  await openFromMenu(tv, new RegExp(name));
  await focusByArrows(tv, 'ArrowLeft', /Switch account/);
  await press(tv, 'Enter');
  const current = tv.getByTestId('account-card').filter({ hasText: name });
  await expect(current).toBeFocused();
  await expect(current).toContainText('Watching now');
  await expect(current).toHaveAttribute('aria-current', 'true');
  await expect(tv.getByText('Watching now')).toHaveCount(1);
}

interface GrantView {
  accountId: string;
  revoked: boolean;
}

test.describe('accounts on one TV', () => {
  test('a reload resumes the stored account without any code', async ({ tv, browser }) => {
    await tv.goto('/');
    await signIn(tv, browser, 'Ada Lovelace');
    await tv.reload();
    await expect(tv.getByTestId('signed-in-account')).toContainText('Ada Lovelace');
    await expect(tv.getByTestId('user-code')).toHaveCount(0);
    // The refresh token is in IndexedDB, not in localStorage or the URL. localStorage holds only
    // the mark that an account is stored (src/auth/accountsMark.ts).
    const kept = await tv.evaluate(async () => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('tenfoot');
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const accounts = await new Promise<{ refreshToken: string }[]>((resolve, reject) => {
        const get = db.transaction('auth').objectStore('auth').get('accounts');
        get.onsuccess = () => resolve(get.result as { refreshToken: string }[]);
        get.onerror = () => reject(get.error);
      });
      db.close();
      return { tokens: accounts.map((a) => a.refreshToken), local: Object.entries(localStorage) };
    });
    expect(kept.tokens).toHaveLength(1);
    expect(kept.tokens[0]!.length).toBeGreaterThan(10);
    expect(kept.local).toEqual([['tenfoot-accounts-stored', '1']]);
    expect(tv.url()).not.toMatch(/token/i);
  });

  test('access removed while the TV was off: the next start says so on the sign-in screen, after one refresh', async ({ tv, browser, emulator }) => {
    await tv.goto('/');
    await signIn(tv, browser, 'Ada Lovelace');
    // The TV off before access is removed: left open, Home's requests still on their way met the
    // removal and the page told it there (its refresh refused) just before the reload, and the
    // next start found no account to tell of (a CI run at 720p).
    await tv.goto('about:blank');
    await removeAccessOnPhone(browser, emulator.base);
    const refreshes: string[] = [];
    tv.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/token') && /grant_type=refresh_token/.test(request.postData() ?? '')) refreshes.push(request.url());
    });
    await tv.goto('/');
    await expect(tv.getByTestId('session-notice')).toHaveText('Access for Ada Lovelace was removed. Sign in again to keep watching.');
    await expect(tv.getByTestId('user-code')).toBeVisible();
    await expect(tv.getByTestId('signed-in-account')).toHaveCount(0);
    expect(refreshes).toHaveLength(1); // the refused refresh token is not sent again
    // The sign-in screen works as on a first start: focus is on it, not on the page.
    await expect.poll(() => tv.evaluate(() => document.activeElement !== document.body && document.activeElement !== null)).toBe(true);
  });

  test('two accounts: "Who\'s watching?" at start, and switching needs no new code', async ({ tv, browser }) => {
    test.setTimeout(60_000);
    await tv.goto('/');
    await signIn(tv, browser, 'Ada Lovelace');
    // Add account, by keys: the account entry at the bottom of the menu
    await openFromMenu(tv, /Ada Lovelace/);
    await expect(tv.getByTestId('account-screen')).toBeVisible();
    await focusByArrows(tv, 'ArrowRight', /Add account/);
    await press(tv, 'Enter');
    await readCodeFromTv(tv);
    // It says it adds an account, not the first start's "Sign in to tenfoot".
    await expect(tv.getByRole('heading', { level: 1 })).toHaveText('Add an account');
    // Back from sign-in returns to where we came from, on the button pressed (it had landed on Switch account), then we go again
    await press(tv, 'Escape');
    await expect(tv.getByTestId('account-screen')).toBeVisible();
    await expect(tv.locator(':focus')).toHaveText('Add account');
    await press(tv, 'Enter');
    await signIn(tv, browser, 'Grace Hopper');

    await tv.reload();
    await expect(tv.getByRole('heading', { name: "Who's watching?" })).toBeVisible();
    await expect(tv.getByTestId('account-card')).toHaveCount(2);
    await tv.screenshot({ path: test.info().outputPath('picker.png') });
    await focusByArrows(tv, 'ArrowRight', /Ada Lovelace/);
    await press(tv, 'Enter');
    await expect(tv.getByTestId('signed-in-account')).toContainText('Ada Lovelace');

    // Switch account -> picker -> Grace, no code on the way
    await switchAccountFrom(tv, 'Ada Lovelace');
    await tv.waitForTimeout(200); // for the picture: focus's 120 ms transition
    await tv.screenshot({ path: test.info().outputPath('picker-switching.png') });
    // Add account from the picker, then Back: on "Add account" again (it went to the account in use).
    await focusByArrows(tv, 'ArrowRight', /Add account/);
    await press(tv, 'Enter');
    await readCodeFromTv(tv);
    await press(tv, 'Escape');
    await expect(tv.getByRole('heading', { name: "Who's watching?" })).toBeVisible();
    await expect(tv.locator(':focus')).toHaveText(/Add account/);
    await focusByArrows(tv, 'ArrowLeft', /Grace Hopper/);
    await press(tv, 'Enter');
    await expect(tv.getByTestId('signed-in-account')).toContainText('Grace Hopper');
    // The name whole at the menu's foot, on a second line if need be: on one it read "Grace Hopp…".
    const name = tv.getByTestId('signed-in-account').locator('.menu__account-name');
    const whole = (el: Element) => el.scrollHeight <= el.clientHeight + 1 && el.scrollWidth <= el.clientWidth + 1 && el.getBoundingClientRect().bottom <= el.closest('button')!.getBoundingClientRect().bottom;
    expect(await name.evaluate(whole), 'Grace Hopper whole').toBe(true);

    // Picking the account in use goes back to where Switch account was pressed, as it was.
    await switchAccountFrom(tv, 'Grace Hopper');
    await press(tv, 'Enter');
    await expect(tv.getByTestId('account-screen')).toBeVisible();
    await expect(tv.locator(':focus')).toHaveText('Switch account');
    await expect(tv.getByTestId('signed-in-account')).toContainText('Grace Hopper');
  });

  test('Back from the picker comes back to Switch account, not to the subscribers below it', async ({ tv, browser }) => {
    await tv.goto('/');
    await signIn(tv, browser, 'Ada Lovelace');
    await openFromMenu(tv, /Ada Lovelace/);
    await expect(tv.getByTestId('account-screen')).toBeVisible();
    // Down among the subscribers, so the screen remembers a card, then up to the buttons. A viewer
    // presses Down once the subscribers are there: a CI run pressed it before they came, and focus
    // rightly stayed on the buttons, with nothing below them yet.
    await expect(tv.locator(':focus')).toHaveText('Switch account');
    const firstSubscriber = tv.getByTestId('account-screen').getByTestId('card').first();
    await expect(firstSubscriber).toBeVisible();
    await press(tv, 'ArrowDown');
    await expect(firstSubscriber).toBeFocused();
    await press(tv, 'ArrowUp');
    await expect(tv.locator(':focus')).toHaveText('Switch account');
    await press(tv, 'Enter');
    await expect(tv.getByRole('heading', { name: "Who's watching?" })).toBeVisible();
    await press(tv, 'Escape');
    await expect(tv.getByTestId('account-screen')).toBeVisible();
    await expect(tv.locator(':focus')).toHaveText('Switch account');
  });

  test('sign-out revokes the token at the server and forgets the account', async ({ tv, browser, emulator }) => {
    await tv.goto('/');
    await signIn(tv, browser, 'Ada Lovelace');
    await openFromMenu(tv, /Ada Lovelace/);
    await focusByArrows(tv, 'ArrowRight', /Sign out/);
    await press(tv, 'Enter');
    await expect(tv.getByRole('dialog', { name: 'Sign out Ada Lovelace?' })).toBeVisible();
    await expect(tv.locator(':focus')).toHaveText('Cancel');
    await tv.screenshot({ path: test.info().outputPath('sign-out-dialog.png') });
    await press(tv, 'ArrowRight');
    // A slow revoke: focus stays on the button while it says "Signing out…".
    await tv.route('**/revoke', async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    const width = () => tv.locator(':focus').evaluate((el) => Math.round(el.getBoundingClientRect().width));
    const asked = await width();
    await press(tv, 'Enter');
    await expect(tv.locator(':focus')).toHaveText('Signing out…');
    expect(await width(), 'as wide as "Sign out": it shrank under its ring').toBe(asked);
    await expect(tv.getByTestId('session-notice')).toHaveText('Ada Lovelace is signed out.');
    await expect(tv.getByTestId('user-code')).toBeVisible();
    // The notice never covers what has focus, and goes at the next key (which still does its job).
    const overlap = await tv.evaluate(() => {
      const n = document.querySelector('[data-testid="session-notice"]')!.getBoundingClientRect();
      const f = document.activeElement!.getBoundingClientRect();
      return Math.min(n.bottom, f.bottom) - Math.max(n.top, f.top) > 0 && Math.min(n.right, f.right) - Math.max(n.left, f.left) > 0;
    });
    expect(overlap).toBe(false);
    await tv.screenshot({ path: test.info().outputPath('signed-out-notice.png') });
    await press(tv, 'ArrowLeft');
    await expect(tv.getByTestId('session-notice')).toHaveCount(0);
    const { grants } = (await (await fetch(`${emulator.base}/emulator/grants`)).json()) as { grants: GrantView[] };
    expect(grants).toHaveLength(1);
    expect(grants[0]).toMatchObject({ accountId: 'acct-ada', revoked: true });
    await tv.reload();
    await expect(tv.getByTestId('user-code')).toBeVisible();
  });

  test('sign-out while offline forgets the account anyway and says so', async ({ tv, browser }) => {
    await tv.goto('/');
    await signIn(tv, browser, 'Ada Lovelace');
    await tv.route('**/revoke', (route) => route.abort('internetdisconnected'));
    await openFromMenu(tv, /Ada Lovelace/);
    await focusByArrows(tv, 'ArrowRight', /Sign out/);
    await press(tv, 'Enter');
    await press(tv, 'ArrowRight');
    await press(tv, 'Enter');
    await expect(tv.getByTestId('session-notice')).toContainText('the server could not be reached');
    await tv.reload();
    await expect(tv.getByTestId('user-code')).toBeVisible();
  });

  test.describe('with 3-second access tokens', () => {
    test.use({ emulatorOptions: { interval: 1, accessTokenTtl: 3 } });
    test('"Remove access" on the account page: the TV notices on its next refresh', async ({ tv, browser, emulator }) => {
      await tv.goto('/');
      await signIn(tv, browser, 'Ada Lovelace');
      await removeAccessOnPhone(browser, emulator.base);
      await expect(tv.getByTestId('session-notice')).toHaveText('Access for Ada Lovelace was removed. Sign in again to keep watching.', { timeout: 10_000 });
      await expect(tv.getByTestId('user-code')).toBeVisible();
      // Left alone, the notice goes by itself after a few seconds.
      await expect(tv.getByTestId('session-notice')).toHaveCount(0, { timeout: 15_000 });
      const { events } = (await (await fetch(`${emulator.base}/emulator/security-events`)).json()) as { events: { events: Record<string, unknown> }[] };
      expect(Object.keys(events[0]!.events)[0]).toMatch(/oauth\/event-type\/token-revoked$/);
    });
  });
});
