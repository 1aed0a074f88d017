import type { Page, Route } from '@playwright/test';
import { apiAs, expect, focusByArrows, openFromMenu, press, openSignedIn, test, toVideoAction, typeOnTv } from './fixtures.ts';

/**
 * A lost reply never makes a second copy: the server wrote, the answer never reached the TV, and
 * the viewer pressed again. What the emulator holds afterwards is counted.
 */

/** The next request matching `url` reaches the server, and its answer is lost on the way back. */
async function loseNextReply(tv: Page, url: RegExp, method: string): Promise<void> {
  let lostOne = false;
  await tv.route(url, async (route: Route) => {
    if (lostOne || route.request().method() !== method) return route.fallback();
    lostOne = true;
    await route.fetch(); // the server does the write
    await route.abort('connectionreset'); // and the TV never hears of it
  });
}

test.describe('a lost reply', () => {
  test.beforeEach(({ tv, browser }) => openSignedIn(tv, browser));

  test('on Create playlist, then OK again: exactly one playlist', async ({ tv, emulator }) => {
    await loseNextReply(tv, /\/playlists\?/, 'POST');
    await openFromMenu(tv, /Library/);
    await expect(tv.locator(':focus')).toContainText('Create playlist');
    await press(tv, 'Enter');
    // Typed once the form is on screen, as a viewer does: in a full run on a loaded machine the
    // first two letters went before the form was there, and the playlist came out "ly once".
    await expect(tv.getByTestId('create-playlist-screen')).toBeVisible();
    await typeOnTv(tv, 'only once');
    await focusByArrows(tv, 'ArrowRight', /Private|Unlisted|Public/, 12);
    await focusByArrows(tv, 'ArrowDown', /Create playlist/, 4);
    await press(tv, 'Enter');
    await expect(tv.getByTestId('form-error')).toContainText("Can't reach the video service");
    await expect(tv.getByTestId('form-error')).toContainText('press OK to try again');
    await expect(tv.getByTestId('create-button')).toBeFocused();
    await press(tv, 'Enter');
    await expect(tv.getByTestId('library-screen')).toBeVisible();
    const mine = await apiAs(emulator, 'acct-ada', '/playlists?part=snippet&mine=true&maxResults=50');
    expect(mine.items.filter((p: { snippet: { title: string } }) => p.snippet.title === 'only once')).toHaveLength(1);
  });

  test('on Add to playlist, then OK again: the video is in the playlist once', async ({ tv, emulator }) => {
    const lists = await apiAs(emulator, 'acct-ada', '/playlists?part=snippet&mine=true&maxResults=50');
    const target = lists.items.find((p: { snippet: { title: string } }) => p.snippet.title === 'Sunday cooking');
    await press(tv, 'Enter');
    await expect(tv.getByTestId('video-screen')).toBeVisible();
    const videoTitle = (await tv.locator('.video-details h1').textContent())!.trim();
    const count = async () => (await apiAs(emulator, 'acct-ada', `/playlistItems?part=snippet&playlistId=${target.id}&maxResults=50`)).items.filter((i: { snippet: { title: string } }) => i.snippet.title === videoTitle).length;
    const before = await count();
    await loseNextReply(tv, /\/playlistItems\?/, 'POST');
    await toVideoAction(tv, /Add to playlist/);
    await press(tv, 'Enter');
    await expect(tv.getByRole('dialog', { name: 'Add to playlist' })).toContainText('Sunday cooking');
    await focusByArrows(tv, 'ArrowDown', /Sunday cooking/, 12);
    await press(tv, 'Enter');
    await expect(tv.getByTestId('add-failed')).toContainText('Press OK to try again');
    await expect(tv.locator(':focus')).toHaveText('Sunday cooking'); // still on the row
    await press(tv, 'Enter');
    await expect(tv.getByTestId('session-notice')).toContainText('Added to “Sunday cooking” at the end.');
    expect(await count()).toBe(before + 1);
  });
});
