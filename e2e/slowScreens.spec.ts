import { expect, holdRequests, openFromMenu, press, readFocus, signIn, test, toVideoAction, typeOnTv } from './fixtures.ts';

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

test("a channel whose page takes 2 s: focus waits on its content, not on the menu, and lands on Subscribe", async ({ tv, browser }) => {
  await tv.goto('/');
  await signIn(tv, browser, 'Ada Lovelace');
  await expect(tv.getByTestId('card').first()).toBeFocused();
  await openFromMenu(tv, /Subscriptions/);
  await expect(tv.getByTestId('subscriptions-screen').getByTestId('card').first()).toBeFocused();
  await press(tv, 'ArrowDown'); // the channels followed
  // The channel itself (its name, figures and playlists), held for 2 s.
  await tv.route(/\/channels\?/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await route.continue().catch(() => undefined);
  });
  await press(tv, 'Enter');
  const channel = tv.getByTestId('channel-screen');
  await expect(tv.getByTestId('skeleton')).toBeVisible();
  // While it comes: on the skeleton, not on a menu entry (Settings, level with the card, took it),
  // where OK opens another section.
  await expect(tv.getByTestId('skeleton')).toBeFocused();
  await expect(channel).toBeVisible();
  await expect(channel.locator('[data-focus-key="subscribe"]')).toBeFocused();
});

/**
 * A screen's code is fetched the first time it is needed (src/screens/lazyScreen.tsx). When the
 * network fails then, the screen says so with Try again focused; once the network is back, Try
 * again brings the screen. (Current Chromium fetches a failed module again; Chromium 64 keeps the
 * failure until the app restarts: docs/performance.md has the measurement.)
 */
test("a screen whose code can't be fetched says so, and Try again brings it once the network is back", async ({ tv, browser }) => {
  let failing = true;
  let refused = 0;
  // Library's chunk only (not the legacy copy, which this browser never asks for).
  await tv.route(/\/assets\/Library-(?!legacy)[\w-]+\.js$/, async (route) => {
    if (!failing) return route.continue();
    refused++;
    await route.abort('internetdisconnected');
  });
  await tv.goto('/');
  await signIn(tv, browser, 'Ada Lovelace');
  await expect(tv.getByTestId('card').first()).toBeFocused();
  await press(tv, 'ArrowLeft', 2);
  await press(tv, 'ArrowDown', 2); // Home -> Library in the menu
  await expect(tv.locator(':focus')).toContainText('Library');
  await press(tv, 'Enter');
  await expect(tv.getByRole('alert')).toContainText("The library couldn't be loaded");
  await expect(tv.getByRole('alert').getByRole('button')).toHaveCount(0); // the words are the alert, not the buttons
  await expect(tv.locator(':focus')).toHaveText('Try again');
  expect(refused).toBeGreaterThan(0);
  failing = false;
  await press(tv, 'Enter');
  await expect(tv.getByTestId('library-screen')).toBeVisible();
  await expect(tv.getByRole('alert')).toHaveCount(0);
  await expect.poll(() => readFocus(tv, () => !!document.activeElement?.closest('[data-testid="library-screen"]'))).toBe(true);
});

/**
 * OK on a card whose screen's code is still coming: the card leaves with its screen, and focus
 * waits on the spinner, not on the menu entry nearest to it, where a second OK or a keyboard's
 * Space opened that section again (a CI run's Space reopened Library while the playlist form's
 * code came). What is typed meanwhile reaches the form once it is here.
 */
test('OK again and typing while a screen’s code comes: nothing opens another section, and the letters reach the form', async ({ tv, browser }) => {
  const held = await holdRequests(tv, /\/assets\/PlaylistForm-(?!legacy)[\w-]+\.js$/);
  await tv.goto('/');
  await signIn(tv, browser, 'Ada Lovelace');
  await expect(tv.getByTestId('card').first()).toBeFocused();
  await openFromMenu(tv, /Library/);
  await expect(tv.locator(':focus')).toContainText('Create playlist');
  await press(tv, 'Enter');
  await expect(tv.getByTestId('spinner')).toBeVisible();
  expect(await readFocus(tv, () => !!document.activeElement?.closest('[data-testid="menu"]'))).toBe(false);
  await press(tv, 'Enter');
  await typeOnTv(tv, 'only once');
  await expect(tv.getByTestId('library-screen')).toHaveCount(0);
  expect(held.asked()).toBeGreaterThan(0);
  held.release();
  await expect(tv.getByTestId('create-playlist-screen')).toBeVisible();
  await expect(tv.getByTestId('field-title')).toContainText('only once');
  expect(await tv.getByTestId('announcer').innerText()).not.toMatch(/Library\s+Library/);
});
