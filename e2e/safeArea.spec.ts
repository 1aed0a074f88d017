import type { Page, Route } from '@playwright/test';
import { expect, focusByArrows, focusedText, openFromMenu, painted, press, pressSearchKey, openSignedIn, test, toTheEdge, toVideoAction, typeOnTv, toLibraryPlaylist } from './fixtures.ts';
import { focusRingCut, linesCutAtScrollEdges, outsideSafeArea, remnantsAtTopEdge } from './layoutChecks.ts';

/**
 * Nothing draws outside the 5% title-safe area, on any screen, focused or not: every piece of
 * text, picture and control that can be seen (its box cut by whatever clips it), and the focused
 * element's ring. A TV may crop its edges (overscan); what is cut there is lost to the viewer.
 * Backgrounds that fill the screen (a dialog's dimming, the player's picture) are not content.
 * A row's or grid's focus ring (`.focus-ring`, a layer of its own over the focused card) is
 * measured too whenever it shows.
 */
const drawnOutsideSafeArea = outsideSafeArea;

async function expectInsideSafeArea(tv: Page, where: string): Promise<void> {
  const outside = await drawnOutsideSafeArea(tv);
  // After the measure, which waits for the ring to come: the picture shows what was measured.
  await tv.screenshot({ path: test.info().outputPath(`${where.replace(/\W+/g, '-')}.png`) });
  expect(outside, `${where}: drawn outside the title-safe area`).toEqual([]);
  // Inside the safe area but cut across at the edge of the scrolling page (a channel's header
  // half scrolled away above its shelves) looks broken too: each line is wholly in view or out.
  expect(await linesCutAtScrollEdges(tv), `${where}: lines cut across at a scroll edge`).toEqual([]);
  expect(await remnantsAtTopEdge(tv), `${where}: a remnant of a picture at the top edge`).toEqual([]);
  // And the focus ring whole: not cut off by the page's edge or a list's.
  expect(await focusRingCut(tv), `${where}: the focus ring cut off`).toEqual([]);
}

test.describe('the title-safe area', () => {
  test('sign-in: the code, the address and the QR code', async ({ tv }) => {
    await tv.goto('/');
    await expect(tv.getByTestId('user-code')).toBeVisible();
    await expectInsideSafeArea(tv, 'sign-in');
  });

  test.describe('signed in', () => {
    test.beforeEach(({ tv, browser }) => openSignedIn(tv, browser));

    test('Home: at the top, at the far end of a shelf, and on the last shelf', async ({ tv }) => {
      // The shelf's ring shows round the focused card, and is measured with the rest.
      await expect(tv.locator('.focus-ring.focus-ring--on')).toHaveCount(1);
      await expectInsideSafeArea(tv, 'home top');
      await toTheEdge(tv, 'ArrowRight', 30);
      await expectInsideSafeArea(tv, 'home far right');
      await toTheEdge(tv, 'ArrowDown', 12);
      await expectInsideSafeArea(tv, 'home last shelf');
    });

    test('Subscriptions, Library, Live and the account screen, top and bottom', async ({ tv }) => {
      for (const section of [/Subscriptions/, /Library/, /Live/, /Ada Lovelace/]) {
        await openFromMenu(tv, section);
        await painted(tv);
        await tv.waitForTimeout(300); // its lists arrive
        await expectInsideSafeArea(tv, `${section.source} top`);
        await toTheEdge(tv, 'ArrowDown', 10);
        await expectInsideSafeArea(tv, `${section.source} bottom`);
      }
    });

    test('a channel with its playlists focused, a playlist at its end, a video and its dialog', async ({ tv }) => {
      // A channel from Home's first card's video page.
      await press(tv, 'Enter');
      await expect(tv.getByTestId('video-screen')).toBeVisible();
      await expectInsideSafeArea(tv, 'video');
      await toVideoAction(tv, /Add to playlist/);
      await press(tv, 'Enter');
      await expect(tv.getByRole('dialog').getByRole('button').first()).toBeFocused();
      await toTheEdge(tv, 'ArrowDown', 12);
      await expectInsideSafeArea(tv, 'add to playlist dialog');
      await press(tv, 'Escape');
      await toVideoAction(tv, /Go to channel/);
      await press(tv, 'Enter');
      await expect(tv.getByTestId('channel-screen')).toBeVisible();
      await tv.waitForTimeout(300);
      await expectInsideSafeArea(tv, 'channel top');
      await toTheEdge(tv, 'ArrowDown', 8); // the Playlists shelf, last
      await expectInsideSafeArea(tv, 'channel playlists focused');
      // Its last shelf in focus, the page still says whose it is: the picture and name stay at the
      // top while the buttons and shelves scroll under them (they scrolled away with them).
      const channel = tv.getByTestId('channel-screen');
      await expect(channel.getByRole('region', { name: 'Playlists' }).locator(':focus')).toHaveCount(1);
      await expect(channel.locator('.channel-header h1')).toBeInViewport({ ratio: 1 });
      await expect(channel.locator('.channel-header .avatar')).toBeInViewport({ ratio: 1 });
      // A playlist, walked to its last row.
      await toLibraryPlaylist(tv, /Sunday cooking/);
      await press(tv, 'Enter');
      await expect(tv.getByTestId('playlist-row').first()).toBeFocused();
      await expectInsideSafeArea(tv, 'playlist top');
      // Up to its buttons, the page's top line.
      await press(tv, 'ArrowUp');
      await expect(tv.locator(':focus')).toHaveText(/Play all/);
      await expectInsideSafeArea(tv, 'playlist buttons');
      await press(tv, 'ArrowDown');
      await toTheEdge(tv, 'ArrowDown', 40);
      await expectInsideSafeArea(tv, 'playlist end');
    });

    test('Search: the keyboard, the filters, and results deep down', async ({ tv }) => {
      await openFromMenu(tv, /Search/);
      await expectInsideSafeArea(tv, 'search keyboard');
      await typeOnTv(tv, 'the');
      await pressSearchKey(tv);
      await expect(tv.getByTestId('search-results').getByTestId('card').first()).toBeVisible();
      await expectInsideSafeArea(tv, 'search results shown');
      await toTheEdge(tv, 'ArrowDown', 10);
      await expectInsideSafeArea(tv, 'search results deep');
    });

    test('the player with its bar, and the exit question', async ({ tv }) => {
      await press(tv, 'Enter');
      await expect(tv.getByTestId('video-screen')).toBeVisible();
      await toVideoAction(tv, /Play|Resume/);
      await press(tv, 'Enter');
      await expect(tv.getByTestId('player')).toHaveAttribute('data-state', 'playing', { timeout: 10_000 });
      await press(tv, 'ArrowDown'); // the bar and its buttons
      await expectInsideSafeArea(tv, 'player bar');
      await press(tv, 'Escape');
      await painted(tv);
      if (await tv.getByTestId('player').isVisible()) await press(tv, 'Escape');
      await expect(tv.getByTestId('home-screen')).toBeVisible();
      await press(tv, 'Escape', 2); // to the menu, then the question
      await expect(tv.getByRole('dialog')).toBeVisible();
      await expectInsideSafeArea(tv, 'exit question');
    });

    test('Search: no results under a filter, with "Search without filters" unfocused and focused', async ({ tv }) => {
      // Nothing matches while the search is narrowed to videos.
      await tv.route(/\/search\?.*type=video/, async (route: Route) => {
        const response = await route.fetch();
        const body = (await response.json()) as { nextPageToken?: string };
        delete body.nextPageToken;
        await route.fulfill({ response, json: { ...body, items: [] } });
      });
      await openFromMenu(tv, /Search/);
      await typeOnTv(tv, 'Trail Mix');
      await focusByArrows(tv, 'ArrowRight', /Show: Everything/, 12);
      await press(tv, 'Enter');
      await expect(tv.locator(':focus')).toHaveText('Show: Videos');
      await focusByArrows(tv, 'ArrowLeft', /^[a-z]$/, 4);
      await pressSearchKey(tv);
      const results = tv.getByTestId('search-results');
      await expect(results.getByTestId('empty-state')).toContainText('No results with these filters');
      const withoutFilters = results.getByRole('button', { name: 'Search without filters' });
      await expect(withoutFilters).toBeVisible();
      await expectInsideSafeArea(tv, 'search filtered empty');
      // Whole, not cut at the safe edge, while the keyboard still has focus.
      const box = (await withoutFilters.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(tv.viewportSize()!.height * 0.95 + 1);
      await focusByArrows(tv, 'ArrowDown', /Search without filters/, 3);
      await expectInsideSafeArea(tv, 'search without filters focused');
      await press(tv, 'Enter');
      await expect(results.getByTestId('card').first()).toBeFocused();
      await expect(tv.locator('[data-testid="search-results"] .focus-ring.focus-ring--on')).toHaveCount(1);
      await expectInsideSafeArea(tv, 'search results after without filters');
    });

    test('Edit playlist, top and bottom, and the Delete question', async ({ tv }) => {
      await toLibraryPlaylist(tv, /Sunday cooking/);
      await press(tv, 'Enter');
      await expect(tv.getByTestId('playlist-row').first()).toBeFocused();
      for (let i = 0; i < 6 && !(await tv.evaluate(() => !!document.activeElement?.closest('.playlist-header'))); i++) await press(tv, 'ArrowUp');
      await focusByArrows(tv, (await focusedText(tv)) === 'Delete' ? 'ArrowLeft' : 'ArrowRight', /^Edit$/, 6);
      await press(tv, 'Enter');
      await expect(tv.getByTestId('create-playlist-screen').locator('h1')).toHaveText('Edit playlist');
      await expectInsideSafeArea(tv, 'edit playlist');
      await toTheEdge(tv, 'ArrowDown', 12);
      await expectInsideSafeArea(tv, 'edit playlist bottom');
      await press(tv, 'Escape');
      await expect(tv.getByTestId('playlist-screen')).toBeVisible();
      await painted(tv);
      for (let i = 0; i < 6 && !(await tv.evaluate(() => !!document.activeElement?.closest('.playlist-header'))); i++) await press(tv, 'ArrowUp');
      await focusByArrows(tv, 'ArrowRight', /^Delete$/, 6);
      await press(tv, 'Enter');
      await expect(tv.getByRole('dialog', { name: /Delete “Sunday cooking”\?/ }).locator(':focus')).toHaveText('Cancel');
      await expectInsideSafeArea(tv, 'delete playlist question');
      await press(tv, 'ArrowLeft');
      await expectInsideSafeArea(tv, 'delete playlist question, yes focused');
    });

    test('the Unsubscribe question', async ({ tv }) => {
      await openFromMenu(tv, /Subscriptions/);
      await expect(tv.getByTestId('subscriptions-screen').getByTestId('card').first()).toBeFocused();
      await press(tv, 'ArrowDown');
      await press(tv, 'Enter');
      await expect(tv.getByTestId('channel-screen')).toBeVisible();
      await expect(tv.getByTestId('subscribed')).toBeVisible();
      for (let i = 0; i < 6 && !(await tv.getByTestId('subscribed').evaluate((el) => el === document.activeElement)); i++) await press(tv, 'ArrowUp');
      await expect(tv.getByTestId('subscribed')).toBeFocused();
      await press(tv, 'Enter');
      await expect(tv.getByRole('dialog', { name: /^Unsubscribe from / }).locator(':focus')).toHaveText('Cancel');
      await expectInsideSafeArea(tv, 'unsubscribe question');
      await press(tv, 'ArrowRight');
      await expectInsideSafeArea(tv, 'unsubscribe question, yes focused');
    });

    test('the Sign-out question and the account picker', async ({ tv }) => {
      await openFromMenu(tv, /Ada Lovelace/);
      await expect(tv.getByTestId('account-screen')).toBeVisible();
      await focusByArrows(tv, 'ArrowRight', /Sign out/);
      await press(tv, 'Enter');
      await expect(tv.getByRole('dialog', { name: 'Sign out Ada Lovelace?' }).locator(':focus')).toHaveText('Cancel');
      await expectInsideSafeArea(tv, 'sign-out question');
      await press(tv, 'Escape');
      await expect(tv.getByRole('dialog')).toHaveCount(0);
      await focusByArrows(tv, 'ArrowLeft', /Switch account/, 6);
      await press(tv, 'Enter');
      await expect(tv.getByTestId('account-card').first()).toBeFocused();
      await expectInsideSafeArea(tv, 'account picker');
      await toTheEdge(tv, 'ArrowRight', 6);
      await expectInsideSafeArea(tv, 'account picker, add account focused');
    });

    test('Create playlist', async ({ tv }) => {
      await openFromMenu(tv, /Library/);
      await expect(tv.locator(':focus')).toContainText('Create playlist');
      await press(tv, 'Enter');
      await expect(tv.getByTestId('create-playlist-screen')).toBeVisible();
      await expectInsideSafeArea(tv, 'create playlist');
      await toTheEdge(tv, 'ArrowDown', 12);
      await expectInsideSafeArea(tv, 'create playlist bottom');
    });
  });
});
