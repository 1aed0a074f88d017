import { expect, openFromMenu, signIn, test, typeOnTv, pressSearchKey } from './fixtures.ts';

/**
 * A TV with no usable IndexedDB (private modes, some TV browsers) still starts, signs in and
 * browses, keeping the sign-in in memory, and says once that it will forget it when it closes.
 */
const BROKEN: Record<string, string> = {
  'indexedDB is missing': `Object.defineProperty(window, 'indexedDB', { get: () => undefined, configurable: true });`,
  'opening it throws': `IDBFactory.prototype.open = function () { throw new DOMException('The user denied permission', 'InvalidStateError'); };`,
  'its request fails': `IDBFactory.prototype.open = function () {
    const request = { result: undefined, error: null };
    setTimeout(() => { request.error = new DOMException('open failed', 'UnknownError'); if (request.onerror) request.onerror({ target: request }); });
    return request;
  };`,
};

for (const [how, script] of Object.entries(BROKEN)) {
  test(`with IndexedDB broken (${how}) the app starts, signs in, browses, and says the sign-in won't be kept`, async ({ tv, browser }) => {
    const errors: string[] = [];
    tv.on('pageerror', (error) => errors.push(error.message));
    await tv.addInitScript(script);
    await tv.goto('/');
    await signIn(tv, browser, 'Ada Lovelace');
    await expect(tv.getByTestId('card').first()).toBeFocused();
    await expect(tv.getByTestId('session-notice')).toContainText("can't keep your sign-in");
    // Kept in memory only, the account is not marked as kept (src/auth/accountsMark.ts): the next
    // start asks for its code without waiting for an IndexedDB that may never answer.
    expect(await tv.evaluate(() => localStorage.getItem('tenfoot-accounts-stored'))).toBeNull();
    await tv.screenshot({ path: test.info().outputPath('no-storage-notice.png') });
    // Browsing works, recent searches included (in memory).
    await openFromMenu(tv, /Search/);
    await typeOnTv(tv, 'tea');
    await pressSearchKey(tv);
    await expect(tv.getByTestId('search-results').getByTestId('card').first()).toBeVisible();
    await expect(tv.getByTestId('recent-searches')).toContainText('tea');
    expect(errors).toEqual([]);
    // Closed and opened again, the TV has forgotten the sign-in, as it said.
    await tv.reload();
    await expect(tv.getByTestId('user-code')).toBeVisible();
  });
}
