import { expect, focusedText, openFromMenu, press, signIn, test } from './fixtures.ts';


test.describe('browsing by remote', () => {
  test('every section from the menu, and Back goes Home', async ({ tv, browser }) => {
    test.setTimeout(90_000);
    await tv.goto('/');
    await signIn(tv, browser, 'Ada Lovelace');
    await expect(tv.getByTestId('home-screen')).toBeVisible();
    await expect(tv.getByTestId('card').first()).toBeVisible();
    await tv.screenshot({ path: test.info().outputPath('home.png') });
    for (const [name, id] of [
      [/Subscriptions/, 'subscriptions-screen'],
      [/Library/, 'library-screen'],
      [/Search/, 'search-screen'],
      [/Live/, 'live-screen'],
    ] as const) {
      await openFromMenu(tv, name);
      await expect(tv.getByTestId(id)).toBeVisible();
      await tv.waitForTimeout(500);
      await tv.screenshot({ path: test.info().outputPath(`${id}.png`) });
      await press(tv, 'Escape');
      await expect(tv.getByTestId('home-screen')).toBeVisible();
    }
    expect(await focusedText(tv)).not.toBe('');
  });
});
