import type { Page, Request } from '@playwright/test';
import { allPages, approveOnPhone, arrowsTo, expect, openFromMenu, painted, press, pressSearchKey, readCodeFromTv, test, toVideoAction, typeOnTv } from './fixtures.ts';

/** Browsing without an account: public data with the API key only, and what needs one says why. */

test.describe('browsing without an account', () => {
  test("from the first sign-in screen: search, a video, Play, its channel; Subscribe and Home ask to sign in, with the first screen's code, and Back returns", async ({ tv, emulator }) => {
    test.setTimeout(90_000);
    const apiRequests: Request[] = [];
    tv.on('request', (request) => {
      if (request.url().startsWith(`${emulator.base}/video/v3/`)) apiRequests.push(request);
    });
    const codeRequests: Request[] = [];
    tv.on('request', (request) => {
      if (request.url().endsWith('/device/code')) codeRequests.push(request);
    });
    await tv.goto('/');
    await expect(tv.getByTestId('user-code')).toBeVisible();
    // The code the first screen shows is the one every later sign-in screen shows while it has
    // time left: a viewer who began typing it on a phone can finish with it.
    const code = (await tv.getByTestId('user-code').textContent())!;
    const browse = tv.getByTestId('browse-as-guest');
    await arrowsTo(tv, browse);
    await tv.screenshot({ path: test.info().outputPath('signin-with-guest.png') });
    await press(tv, 'Enter');

    // Search first: a guest has no Home feed. The menu offers Sign in where the account would be.
    await expect(tv.getByTestId('search-screen')).toBeVisible();
    await expect(tv.getByTestId('menu-sign-in')).toBeVisible();
    await expect(tv.getByTestId('signed-in-account')).toHaveCount(0);
    // The column beside the keyboard says what it will hold, rather than standing empty.
    await expect(tv.getByTestId('no-recent-searches')).toHaveText('Your searches show here until tenfoot closes.');
    await typeOnTv(tv, 'trail');
    await pressSearchKey(tv);
    const results = tv.getByTestId('search-results');
    await expect(results).toContainText('Results for “trail”');
    // A result its owner lets apps play (checked with the emulator, not driven by it).
    const found = await (await tv.request.get(`${emulator.base}/video/v3/search?part=snippet&q=trail&type=video&videoEmbeddable=true&maxResults=5&key=emulator-api-key`)).json();
    const title: string = found.items[0].snippet.title;
    const playable = results.getByTestId('card').filter({ hasText: title }).first();
    await expect(playable).toBeVisible();
    await arrowsTo(tv, playable);
    await press(tv, 'Enter');

    // The video's facts and Play, as for anyone.
    const page = tv.getByTestId('video-screen');
    await expect(page.getByTestId('video-facts')).toContainText(/views/);
    await expect(tv.locator(':focus')).toHaveText(/Play/);
    await press(tv, 'Enter');
    await expect(tv.getByTestId('player')).toHaveAttribute('data-state', 'playing');
    await press(tv, 'Escape');
    await press(tv, 'Escape');
    await expect(tv.getByTestId('search-results')).toBeVisible();
    await press(tv, 'Enter');
    await expect(page).toBeVisible();

    // Add to playlist needs an account: the sign-in screen says so, and Back comes back.
    await toVideoAction(tv, /Add to playlist/);
    await press(tv, 'Enter');
    await expect(tv.getByTestId('signin-why')).toContainText('Adding to a playlist needs an account');
    await expect(tv.getByTestId('user-code')).toHaveText(code);
    await press(tv, 'Escape');
    await expect(page).toBeVisible();

    // Its channel opens; Subscribe asks to sign in.
    await toVideoAction(tv, /Go to channel/);
    await press(tv, 'Enter');
    const channel = tv.getByTestId('channel-screen');
    await expect(channel.getByTestId('card').first()).toBeVisible();
    await arrowsTo(tv, channel.getByRole('button', { name: 'Subscribe' }));
    await press(tv, 'Enter');
    await expect(tv.getByTestId('signin-why')).toContainText('Subscribing needs an account');
    await expect(tv.getByTestId('user-code')).toHaveText(code);
    await tv.screenshot({ path: test.info().outputPath('signin-why.png') });
    await press(tv, 'Escape');
    await expect(channel).toBeVisible();

    // Home, from the menu: the sign-in screen with why; Back is Search's again.
    await openFromMenu(tv, /Home/);
    await expect(tv.getByTestId('signin-why')).toContainText('Home shows the new videos of the channels you subscribe to');
    await expect(tv.getByTestId('user-code')).toHaveText(code);
    await press(tv, 'Escape');
    await expect(channel).toBeVisible();
    expect(codeRequests, 'code requests').toHaveLength(1);

    // Every API request went with the key, none with a token; none asked for "mine".
    expect(apiRequests.length).toBeGreaterThan(3);
    for (const request of apiRequests) {
      expect(new URL(request.url()).searchParams.get('key'), request.url()).toBe('emulator-api-key');
      expect(request.headers().authorization, request.url()).toBeUndefined();
      expect(request.url()).not.toMatch(/[?&](mine|myRating|forMine)=/);
    }
  });

  test("a guest's recent searches last until the app closes, and are never stored", async ({ tv }) => {
    await tv.goto('/');
    await arrowsTo(tv, tv.getByTestId('browse-as-guest'));
    await press(tv, 'Enter');
    await expect(tv.getByTestId('search-screen')).toBeVisible();
    await typeOnTv(tv, 'trail');
    await pressSearchKey(tv);
    await expect(tv.getByTestId('search-results')).toContainText('Results for “trail”');
    const recent = tv.getByTestId('recent-searches');
    await expect(recent.getByRole('button')).toHaveText(['trail']);
    await painted(tv);
    const databases = await tv.evaluate(async () => (await indexedDB.databases()).map((db) => db.name));
    expect(databases).not.toContain('tenfoot-searches');
    // Closed and opened again: a first start, with nothing of the guest's.
    await tv.reload();
    await arrowsTo(tv, tv.getByTestId('browse-as-guest'));
    await press(tv, 'Enter');
    await expect(tv.getByTestId('search-screen')).toBeVisible();
    await expect(recent).toHaveCount(0);
    await expect(tv.getByTestId('no-recent-searches')).toBeVisible();
  });

  test('a code approved on the phone after the TV left its sign-in screen signs in when a sign-in screen opens again', async ({ tv, browser }) => {
    await tv.goto('/');
    const { code, url } = await readCodeFromTv(tv);
    await arrowsTo(tv, tv.getByTestId('browse-as-guest'));
    await press(tv, 'Enter');
    await expect(tv.getByTestId('search-screen')).toBeVisible();
    // The viewer finishes on the phone while the TV browses: nobody polls for the code now.
    const phone = await approveOnPhone(browser, url, code, 'Ada Lovelace');
    await expect(phone.getByRole('heading', { name: "You're all set" })).toBeVisible();
    await phone.context().close();
    await expect(tv.getByTestId('menu-sign-in')).toBeVisible();
    // Sign in, from the menu: the same code, and its first poll brings the account.
    await openFromMenu(tv, /Sign in/);
    await expect(tv.getByTestId('signed-in-account')).toContainText('Ada Lovelace', { timeout: 15_000 });
  });

  test.describe('signing in from what needed an account lands back there, with it done', () => {
    /** Approves the code the sign-in screen shows, as Ada on a phone. */
    async function approveAsAda(tv: Page, browser: import('@playwright/test').Browser): Promise<void> {
      const { code, url } = await readCodeFromTv(tv);
      const phone = await approveOnPhone(browser, url, code, 'Ada Lovelace');
      await expect(phone.getByRole('heading', { name: "You're all set" })).toBeVisible();
      await phone.context().close();
    }

    /** A video among the results (the first result may be a channel), opened by keys. */
    async function openVideoResult(tv: Page, emulator: { base: string }): Promise<void> {
      const found = await (await tv.request.get(`${emulator.base}/video/v3/search?part=snippet&q=trail&type=video&maxResults=1&key=emulator-api-key`)).json();
      const card = tv.getByTestId('search-results').getByTestId('card').filter({ hasText: found.items[0].snippet.title }).first();
      await arrowsTo(tv, card);
      await press(tv, 'Enter');
      await expect(tv.getByTestId('video-screen')).toBeVisible();
    }

    async function asGuestOnResults(tv: Page, query: string): Promise<void> {
      await tv.goto('/');
      await arrowsTo(tv, tv.getByTestId('browse-as-guest'));
      await press(tv, 'Enter');
      await expect(tv.getByTestId('search-screen')).toBeVisible();
      await typeOnTv(tv, query);
      await pressSearchKey(tv);
      await expect(tv.getByTestId('search-results')).toContainText(`Results for “${query}”`);
    }

    test('Subscribe: back on the channel, subscribed', async ({ tv, browser, emulator }) => {
      await asGuestOnResults(tv, 'trail');
      await openVideoResult(tv, emulator);
      await toVideoAction(tv, /Go to channel/);
      await press(tv, 'Enter');
      const channel = tv.getByTestId('channel-screen');
      const title = (await channel.locator('h1').textContent())!.trim();
      await arrowsTo(tv, channel.getByRole('button', { name: 'Subscribe' }));
      await press(tv, 'Enter');
      await expect(tv.getByTestId('signin-why')).toContainText('Subscribing needs an account');
      await approveAsAda(tv, browser);
      await expect(channel).toBeVisible({ timeout: 15_000 });
      await expect(channel.locator('h1')).toHaveText(title);
      await expect(channel.getByRole('button', { name: /Subscribed/ })).toBeVisible();
      await expect(tv.getByTestId('session-notice')).toContainText(`Subscribed to ${title}.`);
      await expect(tv.locator(':focus')).toHaveCount(1);
      const subscriptions = await allPages<{ snippet: { title: string } }>(emulator, 'acct-ada', '/subscriptions?part=snippet&mine=true');
      expect(subscriptions.map((s) => s.snippet.title)).toContain(title);
      await tv.screenshot({ path: test.info().outputPath('subscribed-after-sign-in.png') });
      // Back goes where it went before signing in: the video the channel was opened from.
      await press(tv, 'Escape');
      await expect(tv.getByTestId('video-screen')).toBeVisible();
    });

    test('Add to playlist: back on the video, its playlist dialog open', async ({ tv, browser, emulator }) => {
      await asGuestOnResults(tv, 'trail');
      await openVideoResult(tv, emulator);
      const page = tv.getByTestId('video-screen');
      const title = (await page.locator('h1').textContent())!.trim();
      await toVideoAction(tv, /Add to playlist/);
      await press(tv, 'Enter');
      await expect(tv.getByTestId('signin-why')).toContainText('Adding to a playlist needs an account');
      await approveAsAda(tv, browser);
      await expect(page.locator('h1')).toHaveText(title, { timeout: 15_000 });
      const dialog = tv.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog.getByTestId('add-to-playlist')).toBeVisible();
      await expect(dialog.locator(':focus')).toHaveCount(1);
      // Back closes the dialog onto the video's page, as it would have before.
      await press(tv, 'Escape');
      await expect(dialog).toHaveCount(0);
      await expect(page).toBeVisible();
    });

    test('a section from the menu: that section opens, with Home under it', async ({ tv, browser }) => {
      await asGuestOnResults(tv, 'trail');
      await openFromMenu(tv, /Library/);
      await expect(tv.getByTestId('signin-why')).toContainText('Library holds your playlists');
      await approveAsAda(tv, browser);
      await expect(tv.getByTestId('library-screen')).toBeVisible({ timeout: 15_000 });
      await expect(tv.getByTestId('card').first()).toBeFocused();
      // Back retraces to Home, the root under every section, as after opening it from the menu.
      for (let i = 0; i < 3 && !(await tv.getByTestId('home-screen').isVisible()); i++) await press(tv, 'Escape');
      await expect(tv.getByTestId('home-screen')).toBeVisible();
    });
  });
});
