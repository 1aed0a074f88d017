import { expect, signIn, test } from './fixtures.ts';

/**
 * The refresh-token limit: the account server keeps a limited number of live refresh tokens per
 * client and account, and issuing one past it silently retires the oldest. A TV whose token was
 * retired that way learns it at its next refresh (invalid_grant) and says access was removed.
 * Here the limit is 1 and the access tokens live 3 s: a second TV signing in to the same account
 * retires the first TV's token.
 */
test.describe('past the refresh-token limit', () => {
  test.use({ emulatorOptions: { interval: 1, refreshTokenLimit: 1, accessTokenTtl: 3 } });

  test('the TV whose refresh token was retired says its access was removed, and asks to sign in', async ({ tv, browser, emulator }) => {
    test.setTimeout(60_000);
    await tv.goto('/');
    await signIn(tv, browser, 'Ada Lovelace');
    await expect(tv.getByTestId('card').first()).toBeFocused();
    // A second TV (its own browser profile), pointed at the same emulator, the same account.
    const second = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    const secondTv = await second.newPage();
    await secondTv.route('**/config.json', async (route) => {
      const response = await route.fetch();
      const shipped = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: { ...shipped, authUrl: emulator.base, apiBaseUrl: `${emulator.base}/video/v3`, playerApiUrl: `${emulator.base}/player/iframe_api` } });
    });
    await secondTv.goto(tv.url());
    await signIn(secondTv, browser, 'Ada Lovelace');
    await second.close();
    // The first TV's next refresh (its access token lives 3 s) is refused.
    await tv.bringToFront();
    await expect(tv.getByTestId('session-notice')).toHaveText('Access for Ada Lovelace was removed. Sign in again to keep watching.', { timeout: 20_000 });
    await expect(tv.getByTestId('user-code')).toBeVisible();
  });
});
