import { expect, signIn, test } from './fixtures.ts';

/**
 * Sign-in on a flaky account server: one device-code or token request in five fails as the real
 * one does (500, 503, 429 with Retry-After, or a cut connection), by the emulator's own knob.
 * The TV keeps its code, polls on, and signs in. Twice, so a lucky run does not pass for it.
 */
test.describe('sign-in with 20 % faults on the account server', () => {
  test.use({ emulatorOptions: { interval: 1, authFaultRate: 0.2 } });

  for (const run of [1, 2]) {
    test(`completes (run ${run})`, async ({ tv, browser }) => {
      test.setTimeout(90_000);
      await tv.goto('/');
      // The code request itself may fail: the TV says it can't reach the service, counts down
      // (2 s, 4, 8... or the server's Retry-After) and asks again by itself, as a viewer watches.
      await expect(tv.getByTestId('user-code')).toBeVisible({ timeout: 45_000 });
      // A failed poll is tried again after 2 s, then 4, 8, 16... (src/auth/deviceFlow.ts): three
      // failures in a row, a few runs in a hundred at 20 %, wait 14 s before the next poll, and
      // the token and account requests after it have their own faults and tries. A viewer waits.
      await signIn(tv, browser, 'Ada Lovelace', 60_000);
      await expect(tv.getByTestId('card').first()).toBeFocused();
    });
  }
});
