import { expect, press, readFocus, signIn, test, toVideoAction } from './fixtures.ts';

/**
 * Focus on slow screens: placed when the screen's content arrives, however late, unless the viewer
 * has moved it since; never left on the menu (where OK would open another section).
 */
test('a channel whose subscription status takes 7 s keeps focus on its content, and OK does not open another screen', async ({ tv, browser }) => {
  test.setTimeout(60_000);
  await tv.goto('/');
  await signIn(tv, browser, 'Ada Lovelace');
  await expect(tv.getByTestId('card').first()).toBeFocused();
  // The channel's "do I follow it?" answer, held for 7 s.
  await tv.route(/\/subscriptions\?.*forChannelId=/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 7000));
    await route.continue();
  });
  await press(tv, 'Enter');
  await expect(tv.getByTestId('video-screen')).toBeVisible();
  await toVideoAction(tv, /Go to channel/);
  await press(tv, 'Enter');
  const channel = tv.getByTestId('channel-screen');
  await expect(channel).toBeVisible();
  const inChannel = () => readFocus(tv, () => !!document.activeElement?.closest('[data-testid="channel-screen"]'));
  await expect.poll(inChannel, { timeout: 5000 }).toBe(true);
  // The answer comes; focus is still on the channel's content.
  const follow = channel.locator('[data-focus-key="subscribe"]');
  await expect(follow).toHaveAttribute('aria-disabled', 'true'); // still asking
  await expect(follow).not.toHaveAttribute('aria-disabled', 'true', { timeout: 10_000 });
  expect(await inChannel()).toBe(true);
  const before = await tv.evaluate(() => document.activeElement?.textContent ?? '');
  await press(tv, 'Enter');
  await expect(tv.getByTestId('account-screen')).toHaveCount(0);
  expect(before).not.toContain('Ada Lovelace');
});
