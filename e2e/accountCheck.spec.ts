import { expect, signIn, test } from './fixtures.ts';

/**
 * A revoked account is noticed soon, not at the next hourly refresh: here the TV comes back from
 * the background (a home-screen trip, the screen saver) after access was removed on the account
 * page, with its hour-long access token still held and every screen answered from the cache.
 */
test('access removed while the TV was in the background is noticed as it comes back', async ({ tv, browser, emulator }) => {
  await tv.goto('/');
  await signIn(tv, browser, 'Ada Lovelace');
  await expect(tv.getByTestId('card').first()).toBeFocused();
  const phone = await (await browser.newContext()).newPage();
  await phone.goto(`${emulator.base}/account?account=acct-ada`);
  await phone.getByRole('button', { name: 'Remove access' }).click();
  await expect(phone.getByText('no longer has access')).toBeVisible();
  await phone.context().close();
  const setVisibility = (state: 'hidden' | 'visible') =>
    tv.evaluate((value) => {
      Object.defineProperty(document, 'visibilityState', { value, configurable: true });
      Object.defineProperty(document, 'hidden', { value: value === 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    }, state);
  await setVisibility('hidden');
  await setVisibility('visible');
  await expect(tv.getByTestId('session-notice')).toHaveText('Access for Ada Lovelace was removed. Sign in again to keep watching.', { timeout: 10_000 });
  await expect(tv.getByTestId('user-code')).toBeVisible();
});
