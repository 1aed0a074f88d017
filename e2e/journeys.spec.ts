import type { Page, Route } from '@playwright/test';
import { PNG } from 'pngjs';
import { apiAs, expect, focusByArrows, focusedKey, focusRingReport, openFollowedChannels, openFromMenu, painted, press, readFocus, searchFor, signIn, test, typeOnTv, pressSearchKey } from './fixtures.ts';

/** The widest spread of any colour channel over the middle half of a picture: near 0 for a flat fill. */
function colourRange(png: PNG): number {
  let widest = 0;
  for (let channel = 0; channel < 3; channel++) {
    let low = 255;
    let high = 0;
    for (let y = png.height >> 2; y < (png.height * 3) >> 2; y++) {
      for (let x = png.width >> 2; x < (png.width * 3) >> 2; x++) {
        const value = png.data[(y * png.width + x) * 4 + channel]!;
        low = Math.min(low, value);
        high = Math.max(high, value);
      }
    }
    widest = Math.max(widest, high - low);
  }
  return widest;
}

/** The highest index among the result cards in the DOM (the grid renders only a window of rows). */
function lastResultShown(tv: Page): Promise<number> {
  return tv.evaluate(() => Math.max(-1, ...[...document.querySelectorAll('[data-testid="search-results"] [data-index]')].map((e) => Number((e as HTMLElement).dataset.index))));
}

test.describe('journeys by remote', () => {
  test.beforeEach(async ({ tv, browser }) => {
    await tv.goto('/');
    await signIn(tv, browser, 'Ada Lovelace');
    await expect(tv.getByTestId('card').first()).toBeFocused();
  });

  test('subscribe to a channel found by search', async ({ tv, emulator }) => {
    await openFromMenu(tv, /Search/);
    await expect(tv.locator(':focus')).toHaveText('a'); // the keyboard's first key
    await typeOnTv(tv, 'Trail Mix');
    await expect(tv.getByTestId('search-query')).toContainText('Trail Mix');
    // Show: Everything -> Videos -> Channels
    await focusByArrows(tv, 'ArrowRight', /Show: Everything/, 12);
    await press(tv, 'Enter');
    await press(tv, 'Enter');
    await expect(tv.locator(':focus')).toHaveText('Show: Channels');
    // back to the keyboard's Search key
    await focusByArrows(tv, 'ArrowLeft', /^(a|b|c|d|e|f)$/, 4);
    await pressSearchKey(tv);
    const first = tv.getByTestId('search-results').getByTestId('card').first();
    await expect(first).toContainText('Trail Mix Running');
    await focusByArrows(tv, 'ArrowDown', /Trail Mix Running/, 6);
    await press(tv, 'Enter');
    await expect(tv.getByTestId('channel-screen')).toBeVisible();
    await expect(tv.locator(':focus')).toHaveText('Subscribe');
    await tv.screenshot({ path: test.info().outputPath('channel.png') });
    // The button keeps one width through its labels, so the title and figures beside it stay put;
    // a screen reader hears the label shown, not the others it makes room for.
    const header = tv.getByTestId('channel-screen').locator('.channel-header__actions');
    const layout = async () => ({ button: (await tv.locator(':focus').boundingBox())!.width, text: (await tv.getByTestId('channel-screen').locator('.channel-header__text').boundingBox())! });
    const before = await layout();
    await expect(header.getByRole('button', { name: 'Subscribe', exact: true })).toBeFocused();
    // A slow answer: focus stays on the button while it says "Subscribing…", and after it.
    emulator.ctx.options.latencyMs = 1500;
    await press(tv, 'Enter');
    await expect(tv.locator(':focus')).toHaveText('Subscribing…');
    expect(await layout()).toEqual(before);
    await expect(tv.getByTestId('subscribed')).toBeVisible();
    await expect(tv.getByTestId('subscribed')).toBeFocused();
    await expect(header.getByRole('button', { name: 'Subscribed', exact: true })).toBeFocused(); // its ✓ drawn, not said (SymbolLabel)
    expect(await layout()).toEqual(before);
    emulator.ctx.options.latencyMs = 0;
    const subs = await apiAs(emulator, 'acct-ada', '/subscriptions?part=snippet&mine=true&maxResults=50');
    expect(subs.items.map((s: { snippet: { title: string } }) => s.snippet.title)).toContain('Trail Mix Running');
    // OK on "✓ Subscribed" asks; Cancel keeps it; Unsubscribe ends it at the server, focus staying on the button.
    await press(tv, 'Enter');
    const ask = tv.getByRole('dialog', { name: 'Unsubscribe from Trail Mix Running?' });
    await expect(ask).toBeVisible();
    await expect(tv.locator(':focus')).toHaveText('Cancel');
    await tv.screenshot({ path: test.info().outputPath('unsubscribe-dialog.png') });
    await press(tv, 'Enter');
    await expect(ask).toHaveCount(0);
    await expect(tv.getByTestId('subscribed')).toBeFocused();
    await press(tv, 'Enter');
    await press(tv, 'ArrowRight');
    emulator.ctx.options.latencyMs = 1500;
    await press(tv, 'Enter');
    await expect(tv.locator(':focus')).toHaveText('Unsubscribing…');
    await expect(ask).toHaveCount(0);
    emulator.ctx.options.latencyMs = 0;
    await expect(tv.locator(':focus')).toHaveText('Subscribe');
    const after = await apiAs(emulator, 'acct-ada', '/subscriptions?part=snippet&mine=true&maxResults=50');
    expect(after.items.map((s: { snippet: { title: string } }) => s.snippet.title)).not.toContain('Trail Mix Running');
    // Back returns to the results with the same card focused
    await press(tv, 'Escape');
    await expect(tv.locator(':focus')).toContainText('Trail Mix Running');
  });

  test("a channel's subscriber count follows the viewer's own Unsubscribe and Subscribe, as the service counts it", async ({ tv, emulator }) => {
    await openFromMenu(tv, /Search/);
    await typeOnTv(tv, 'Grace Hopper');
    await focusByArrows(tv, 'ArrowRight', /Show: Everything/, 12);
    await press(tv, 'Enter', 2); // Everything -> Videos -> Channels
    await expect(tv.locator(':focus')).toHaveText('Show: Channels');
    await focusByArrows(tv, 'ArrowLeft', /^(a|b|c|d|e|f)$/, 4);
    await pressSearchKey(tv);
    await focusByArrows(tv, 'ArrowDown', /Grace Hopper/, 6);
    await press(tv, 'Enter');
    const figures = tv.getByTestId('channel-screen').locator('.channel-header__text .muted');
    // Ada follows Grace; the service counts Grace's 40 subscribers exactly (below 1,000).
    const counted = async () => Number((await apiAs(emulator, 'acct-ada', '/channels?part=statistics&id=UCgrace00000000000000002')).items[0].statistics.subscriberCount);
    expect(await counted()).toBe(40);
    await expect(figures).toHaveText(/^40 subscribers · /);
    await expect(tv.getByTestId('subscribed')).toBeFocused();
    await press(tv, 'Enter'); // asks
    await focusByArrows(tv, 'ArrowRight', /^Unsubscribe$/, 2);
    await press(tv, 'Enter');
    await expect(tv.locator(':focus')).toHaveText('Subscribe');
    await expect(figures).toHaveText(/^39 subscribers · /);
    expect(await counted()).toBe(39);
    await press(tv, 'Enter');
    await expect(tv.getByTestId('subscribed')).toBeFocused();
    await expect(figures).toHaveText(/^40 subscribers · /);
    expect(await counted()).toBe(40);
  });

  test('unsubscribe from a channel opened from Subscriptions: Back finds it gone from the channels followed', async ({ tv }) => {
    await openFollowedChannels(tv);
    const following = tv.locator('section.shelf[aria-label="Channels you subscribe to"]');
    const name = (await tv.locator(':focus .card__title').textContent())!.trim();
    await press(tv, 'Enter');
    await expect(tv.getByTestId('subscribed')).toBeFocused();
    await press(tv, 'Enter');
    await expect(tv.locator(':focus')).toHaveText('Cancel');
    await press(tv, 'ArrowRight');
    await press(tv, 'Enter');
    await expect(tv.locator(':focus')).toHaveText('Subscribe');
    await press(tv, 'Escape');
    await expect(tv.getByTestId('subscriptions-screen')).toBeVisible();
    // The list as it is now: it kept the channel until Subscriptions was opened again from the menu.
    await expect(following.getByTestId('card').first()).toBeVisible();
    await expect(following).not.toContainText(name);
    await expect(tv.locator(':focus')).toBeVisible();
  });

  test('an unsubscribe that fails stays in its question and says why; asked again, the question starts afresh', async ({ tv, emulator }) => {
    const followed = async () => (await apiAs(emulator, 'acct-ada', '/subscriptions?part=snippet&mine=true&maxResults=50')).items.map((s: { snippet: { title: string } }) => s.snippet.title);
    await openFollowedChannels(tv);
    const name = (await tv.locator(':focus .card__title').textContent())!.trim();
    await press(tv, 'Enter');
    await expect(tv.getByTestId('subscribed')).toBeFocused();
    // The service refuses the first unsubscribe.
    let refused = 0;
    await tv.route('**/video/v3/subscriptions?**', (route: Route) => {
      if (route.request().method() !== 'DELETE' || refused++ > 0) return route.fallback();
      return route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: { code: 503, message: 'Backend Error', errors: [{ reason: 'backendError' }] } }) });
    });
    await press(tv, 'Enter');
    await press(tv, 'ArrowRight');
    await press(tv, 'Enter');
    const question = tv.getByRole('dialog', { name: `Unsubscribe from ${name}?` });
    await expect(question.getByTestId('unsubscribe-failed')).toBeVisible();
    await expect(question.locator(':focus')).toHaveText('Try again');
    expect(await followed()).toContain(name);
    // Given up on, the question closes; asked again, it starts afresh, with no failure said.
    await press(tv, 'Escape');
    await expect(question).toHaveCount(0);
    await expect(tv.getByTestId('subscribed')).toBeFocused();
    await press(tv, 'Enter');
    await expect(question.locator(':focus')).toHaveText('Cancel');
    await expect(question.getByTestId('unsubscribe-failed')).toHaveCount(0);
    await expect(question.getByTestId('confirm-unsubscribe')).toHaveText('Unsubscribe');
    await press(tv, 'ArrowRight');
    await press(tv, 'Enter');
    await expect(question).toHaveCount(0);
    await expect(tv.locator(':focus')).toHaveText('Subscribe');
    expect(await followed()).not.toContain(name);
  });

  test('create a playlist, and add a video at position 0', async ({ tv, emulator }) => {
    await openFromMenu(tv, /Library/);
    await expect(tv.locator(':focus')).toContainText('Create playlist');
    await press(tv, 'Enter');
    await expect(tv.getByTestId('create-playlist-screen')).toBeVisible();
    await press(tv, 'Enter'); // the on-screen "a"
    await typeOnTv(tv, 'fter dinner');
    await expect(tv.getByTestId('field-title')).toContainText('after dinner');
    await tv.screenshot({ path: test.info().outputPath('create-playlist.png') });
    // Beside the keyboard: who can see it (private unless chosen), then Create.
    await focusByArrows(tv, 'ArrowRight', /Private|Unlisted|Public/, 12);
    await expect(tv.getByTestId('privacy-private')).toHaveAttribute('aria-checked', 'true');
    await focusByArrows(tv, 'ArrowDown', /Create playlist/, 4);
    // The request is held until the button has been looked at: focus stays on it while it says so.
    let letGo = () => {};
    const held = new Promise<void>((resolve) => (letGo = resolve));
    await tv.route('**/video/v3/playlists?**', async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.fallback();
    });
    const createWidth = () => tv.getByTestId('create-button').evaluate((el) => Math.round(el.getBoundingClientRect().width));
    const asked = await createWidth();
    await press(tv, 'Enter');
    await expect(tv.getByTestId('create-button')).toHaveText('Creating…');
    await expect(tv.getByTestId('create-button')).toBeFocused();
    expect(await createWidth(), 'as wide as it was: it shrank under its ring').toBe(asked);
    letGo();
    await expect(tv.getByTestId('library-screen')).toBeVisible();
    await expect(tv.getByTestId('shelf-playlists')).toContainText('after dinner');
    // Focus on the new playlist's card, not on Create playlist again.
    await expect(tv.locator(':focus')).toContainText('after dinner');
    const mine = await apiAs(emulator, 'acct-ada', '/playlists?part=snippet,status&mine=true&maxResults=50');
    const created = mine.items.find((p: { snippet: { title: string } }) => p.snippet.title === 'after dinner');
    expect(created.status.privacyStatus).toBe('private');

    // Home -> first video -> Add to playlist -> "Watch on the big screen" -> At the start
    await openFromMenu(tv, /Home/);
    await expect(tv.getByTestId('card').first()).toBeFocused();
    await press(tv, 'Enter');
    await expect(tv.getByTestId('video-screen')).toBeVisible();
    const videoTitle = (await tv.locator('.video-details h1').textContent())!;
    await tv.screenshot({ path: test.info().outputPath('video.png') });
    await expect(tv.locator(':focus')).toHaveText(/Play/);
    await press(tv, 'ArrowRight');
    await expect(tv.locator(':focus')).toHaveText('Add to playlist');
    await press(tv, 'Enter');
    // One dialog: OK on a playlist adds at its end; the row's second button, at the start.
    await expect(tv.getByRole('dialog', { name: 'Add to playlist' })).toContainText('Watch on the big screen'); // loaded
    await focusByArrows(tv, 'ArrowDown', /Watch on the big screen/, 12);
    await press(tv, 'ArrowRight');
    await expect(tv.locator(':focus')).toHaveText('Add at the start');
    emulator.ctx.options.latencyMs = 1500; // focus stays on the button while it says so
    await press(tv, 'Enter');
    await expect(tv.locator(':focus')).toHaveText('Adding…');
    emulator.ctx.options.latencyMs = 0;
    // The dialog closes onto the button it came from, and a notice on this page says what happened.
    await expect(tv.getByRole('dialog')).toHaveCount(0);
    await expect(tv.getByTestId('session-notice')).toContainText('at the start');
    await expect(tv.locator(':focus')).toHaveText('Add to playlist');
    const lists = await apiAs(emulator, 'acct-ada', '/playlists?part=snippet&mine=true&maxResults=50');
    const target = lists.items.find((p: { snippet: { title: string } }) => p.snippet.title === 'Watch on the big screen');
    const items = await apiAs(emulator, 'acct-ada', `/playlistItems?part=snippet&playlistId=${target.id}&maxResults=50`);
    expect(items.items[0].snippet.position).toBe(0);
    expect(items.items[0].snippet.title).toBe(videoTitle);
    expect(items.items).toHaveLength(13);
  });

  test('adding a video to a playlist that has it already asks first; OK again adds the second copy', async ({ tv, emulator }) => {
    await press(tv, 'Enter'); // Home's first card
    await expect(tv.getByTestId('video-screen')).toBeVisible();
    const countIn = async (title: string) => {
      const lists = await apiAs(emulator, 'acct-ada', '/playlists?part=snippet&mine=true&maxResults=50');
      const target = lists.items.find((p: { snippet: { title: string } }) => p.snippet.title === title);
      return (await apiAs(emulator, 'acct-ada', `/playlistItems?part=snippet&playlistId=${target.id}&maxResults=50`)).items.length as number;
    };
    const addTo = async (title: RegExp) => {
      await focusByArrows(tv, 'ArrowRight', /^Add to playlist$/, 4);
      await press(tv, 'Enter');
      const dialog = tv.getByRole('dialog', { name: 'Add to playlist' });
      await expect(dialog).toContainText('Sunday cooking'); // loaded
      await focusByArrows(tv, 'ArrowDown', title, 12);
      await press(tv, 'Enter');
      return dialog;
    };
    const before = await countIn('Sunday cooking');
    await addTo(/Sunday cooking/);
    await expect(tv.getByTestId('session-notice')).toContainText('Added to “Sunday cooking” at the end.');
    expect(await countIn('Sunday cooking')).toBe(before + 1);
    // Again, the same row: it says so, focus staying on the row, and adds nothing yet.
    await focusByArrows(tv, 'ArrowRight', /^Add to playlist$/, 4);
    await press(tv, 'Enter');
    const dialog = tv.getByRole('dialog', { name: 'Add to playlist' });
    await expect(dialog).toContainText('Sunday cooking');
    await focusByArrows(tv, 'ArrowDown', /Sunday cooking/, 12);
    const rowsBefore = (await dialog.getByTestId('add-row').first().boundingBox())!;
    await press(tv, 'Enter');
    await expect(dialog.getByTestId('add-already')).toHaveText('Already in “Sunday cooking”. Press OK again to add it a second time.');
    // The sentence wraps within the dialog: its rows keep their width and place (it widened the dialog).
    const rowsAfter = (await dialog.getByTestId('add-row').first().boundingBox())!;
    expect(Math.abs(rowsAfter.x - rowsBefore.x) + Math.abs(rowsAfter.width - rowsBefore.width)).toBeLessThanOrEqual(1);
    // And it is seen: under the list's last whole row it was below the list's foot.
    await painted(tv);
    await expect(dialog.getByTestId('add-already')).toBeInViewport({ ratio: 1 });
    const list = (await dialog.getByTestId('add-to-playlist').boundingBox())!;
    const note = (await dialog.getByTestId('add-already').boundingBox())!;
    expect(note.y + note.height).toBeLessThanOrEqual(list.y + list.height + 1);
    await tv.screenshot({ path: test.info().outputPath('add-already.png') });
    await expect(tv.locator(':focus')).toHaveText('Sunday cooking');
    expect(await countIn('Sunday cooking')).toBe(before + 1);
    // OK again: the viewer meant it.
    await press(tv, 'Enter');
    await expect(dialog).toHaveCount(0);
    expect(await countIn('Sunday cooking')).toBe(before + 2);
  });

  test('search with filters and reach the second page', async ({ tv, emulator }) => {
    await openFromMenu(tv, /Search/);
    await typeOnTv(tv, 'the');
    // The caret blinks while the viewer types, and holds still once focus leaves the keyboard.
    const caretAnimation = () => readFocus(tv, () => getComputedStyle(document.querySelector('[data-testid="search-query"] .caret')!).animationName);
    expect(await caretAnimation()).toBe('blink');
    await focusByArrows(tv, 'ArrowRight', /Show: Everything/, 12);
    expect(await caretAnimation()).toBe('none');
    await focusByArrows(tv, 'ArrowDown', /HD only/, 4); // the filters stand in a column
    await press(tv, 'Enter');
    await expect(tv.locator(':focus')).toHaveText(/✓\s*HD only/);
    await expect(tv.locator(':focus')).toHaveAttribute('aria-pressed', 'true');
    await focusByArrows(tv, 'ArrowUp', /Sort:/, 4);
    await press(tv, 'Enter'); // Relevance -> Newest
    await expect(tv.locator(':focus')).toHaveText('Sort: Newest');
    await focusByArrows(tv, 'ArrowLeft', /^[a-z0-9]$/, 4);
    await pressSearchKey(tv);
    await expect(tv.getByTestId('search-results').getByTestId('card').first()).toBeVisible();
    await tv.screenshot({ path: test.info().outputPath('search-results.png') });
    // Down the grid, row by row, until the second page arrives, and no further: a viewer who kept
    // going would rightly bring a third.
    const lastIndexShown = () => lastResultShown(tv);
    await focusByArrows(tv, 'ArrowDown', /./, 1);
    for (let i = 0; i < 20 && (await lastIndexShown()) < 50; i++) {
      await press(tv, 'ArrowDown');
      await painted(tv);
    }
    await expect.poll(lastIndexShown).toBeGreaterThanOrEqual(50);
    const stats = (await (await fetch(`${emulator.base}/emulator/stats`)).json()) as { requestLog: string[] };
    const searches = stats.requestLog.filter((l) => l.startsWith('GET /video/v3/search'));
    expect(searches).toHaveLength(2); // sent on submit, then the second page: never per keystroke
    expect(searches[0]).toContain('videoDefinition=high');
    expect(searches[0]).toContain('order=date');
    expect(searches[0]).toContain('type=video');
    expect(searches[1]).toContain('pageToken=');
  });

  test('far pages of a long search wait in IndexedDB, and come back as they were, with no new request', async ({ tv, emulator }) => {
    const results = await searchFor(tv, 'a'); // 1,272 results
    const firstRow = () => tv.evaluate(() => [0, 1, 2, 3].map((i) => document.querySelector(`[data-testid="search-results"] [data-index="${i}"]`)?.getAttribute('data-focus-key') ?? null));
    const top = await firstRow();
    expect(top.every(Boolean)).toBe(true);
    const lastIndexShown = () => lastResultShown(tv);
    const focusedIndex = () => readFocus(tv, () => Number((document.activeElement as HTMLElement | null)?.closest('[data-testid="search-results"] [data-index]')?.getAttribute('data-index') ?? NaN));

    // Down through six pages of 50. At the last row, while the next page is on its way (slowed
    // here, as on a slow network), Down waits there: focus never leaves the results for the menu.
    await tv.route(/\/video\/v3\/search\?.*pageToken=/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    await focusByArrows(tv, 'ArrowDown', /./, 1);
    for (let i = 0; i < 400 && (await lastIndexShown()) < 260; i++) {
      await press(tv, 'ArrowDown');
      expect(await focusedIndex()).not.toBeNaN();
    }
    expect(await lastIndexShown()).toBeGreaterThanOrEqual(260);
    const spilled = () =>
      tv.evaluate(
        () =>
          new Promise<number>((resolve, reject) => {
            const open = indexedDB.open('tenfoot-spill');
            open.onerror = () => reject(open.error);
            open.onsuccess = () => {
              const count = open.result.transaction('pages').objectStore('pages').count();
              count.onsuccess = () => resolve(count.result);
            };
          }),
      );
    await expect.poll(spilled).toBeGreaterThanOrEqual(3); // the first pages are out of memory
    const stats = async () => ((await (await fetch(`${emulator.base}/emulator/stats`)).json()) as { requestLog: string[] }).requestLog.filter((l) => l.startsWith('GET /video/v3/search')).length;
    const searchesSent = await stats();

    // And back up with channel up, a page of rows at a time: focus is on a result at every press.
    for (let i = 0; i < 60 && (await focusedIndex()) > 0; i++) {
      await press(tv, 'PageUp');
      expect(await focusedIndex()).not.toBeNaN();
    }
    await focusByArrows(tv, 'ArrowUp', /./, 1);
    expect(await focusedIndex()).toBeLessThan(4);
    await expect.poll(firstRow).toEqual(top);
    await expect(results.getByTestId('placeholder-card')).toHaveCount(0);
    await tv.screenshot({ path: test.info().outputPath('search-back-at-the-top.png') });
    expect(await stats()).toBe(searchesSent); // read back from IndexedDB, never asked again
  });

  test('a next page that fails shows Retry below the results, Down reaches it, and OK loads the page', async ({ tv }) => {
    let failPages = true;
    await tv.route(/\/video\/v3\/search\?.*pageToken=/, (route) =>
      failPages
        ? route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ error: { code: 400, message: 'The page token is not valid.', errors: [{ reason: 'invalidPageToken', message: 'The page token is not valid.' }] } }) })
        : route.continue(),
    );
    const results = await searchFor(tv, 'a');
    await focusByArrows(tv, 'ArrowDown', /./, 1);
    await focusByArrows(tv, 'ArrowDown', /Retry/, 20); // through the 50 results, then to Retry
    await expect(results.getByText(/refused the request/i).first()).toBeVisible();
    await tv.screenshot({ path: test.info().outputPath('search-next-page-failed.png') });
    // The last row (results 49 and 50) shows whole, above the message and Retry, not under them.
    const lastRowPlacement = () =>
      results.evaluate((el) => {
        const foot = el.querySelector('.grid__more--error')!.getBoundingClientRect();
        const view = el.querySelector('.grid__viewport')!.getBoundingClientRect();
        const cards = [...el.querySelectorAll<HTMLElement>('[data-index="48"], [data-index="49"]')].map((card) => card.getBoundingClientRect());
        return { cards: cards.length, inView: cards.every((r) => r.top >= view.top - 1), aboveFoot: cards.every((r) => r.bottom <= foot.top + 1) };
      });
    expect(await lastRowPlacement()).toEqual({ cards: 2, inView: true, aboveFoot: true });
    await press(tv, 'ArrowUp');
    await expect.poll(() => tv.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.index)).toMatch(/^4[89]$/);
    expect(await lastRowPlacement()).toEqual({ cards: 2, inView: true, aboveFoot: true });
    await focusByArrows(tv, 'ArrowDown', /Retry/, 1);
    failPages = false;
    await press(tv, 'Enter');
    await expect(results.locator('[data-index="50"]')).toBeAttached();
    await expect(results.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  });

  test('cards reused as a grid scrolls always show their own item', async ({ tv }) => {
    // Pictures for the later results are held back, as on a slow network, to see what a card
    // shows while its own picture is on its way.
    let holdPictures = false;
    const held: Route[] = [];
    await tv.route('**/thumbnails/**', (route) => (holdPictures ? held.push(route) : route.continue()));
    await openFromMenu(tv, /Search/);
    await typeOnTv(tv, 'a');
    await pressSearchKey(tv);
    const grid = tv.getByTestId('search-results');
    await expect(grid.getByTestId('card').first()).toBeVisible();
    // What each rendered card shows, by its place in the results.
    type Shown = Record<string, { key?: string; title?: string | null; picture?: string | null }>;
    const shown = (): Promise<Shown> =>
      grid.evaluate((el) =>
        Object.fromEntries(
          [...el.querySelectorAll<HTMLElement>('[data-index]')].map((card) => [
            card.dataset.index,
            { key: card.dataset.focusKey, title: card.querySelector('.card__title')?.textContent, picture: card.querySelector('img')?.getAttribute('src') },
          ]),
        ),
      );
    const atTop = await shown();
    expect(Object.keys(atTop).length).toBeGreaterThan(8);
    // Every card element on show, marked, to see what they show further down.
    await grid.evaluate((el) => el.querySelectorAll('[data-index]').forEach((card) => card.setAttribute('data-e2e-top', '')));
    await expect.poll(() => grid.evaluate((el) => [...el.querySelectorAll('img')].every((img) => img.complete && img.naturalWidth > 0))).toBe(true);
    holdPictures = true;
    // Twelve rows down (every card of the first rows handed to later results) and back up.
    const focusedIndex = () => readFocus(tv, () => Number((document.activeElement as HTMLElement).closest<HTMLElement>('[data-testid="search-results"] [data-index]')?.dataset.index ?? -1));
    for (let i = 0; i < 4 && (await focusedIndex()) < 0; i++) await press(tv, 'ArrowDown');
    expect(await focusedIndex()).toBe(0);
    for (let i = 0; i < 12; i++) await press(tv, 'ArrowDown');
    await expect.poll(focusedIndex).toBe(48);
    // The ring goes round the focused card, a reused one on a slid grid, and follows it sideways.
    const ringOff = async () => (await focusRingReport(tv)).off;
    await expect.poll(ringOff).toBeLessThanOrEqual(1);
    await press(tv, 'ArrowRight');
    await expect.poll(focusedIndex).toBe(49);
    await expect.poll(ringOff).toBeLessThanOrEqual(1);
    await press(tv, 'ArrowLeft');
    await expect.poll(focusedIndex).toBe(48);
    const below = await shown();
    expect(below['0']).toBeUndefined();
    // The cards of the top rows were not thrown away: most now show later results. (A card whose
    // slot the window did not need for a moment, at the end of what is loaded, may be let go.)
    const reused = await grid.evaluate((el) => [...el.querySelectorAll<HTMLElement>('[data-e2e-top]')].map((card) => Number(card.dataset.index)));
    expect(reused.length).toBeGreaterThan(Object.keys(atTop).length / 2);
    for (const index of reused) expect(index).toBeGreaterThanOrEqual(32);
    // Waiting for its picture, a card shows its plain backdrop: never the picture of the result it
    // showed before (the browser keeps painting an image whose address changed until the new one loads).
    const waiting = await grid.evaluate((el) => {
      const view = el.querySelector('.grid__viewport')!.getBoundingClientRect();
      const onScreen = (card: Element) => {
        const r = card.getBoundingClientRect();
        return r.top >= view.top && r.bottom <= view.bottom;
      };
      return [...el.querySelectorAll<HTMLElement>('[data-index]')].filter((card) => card.querySelector('img') && !card.querySelector('img')!.complete && onScreen(card)).map((card) => card.dataset.index!);
    });
    expect(waiting.length).toBeGreaterThan(1);
    expect(held.length).toBeGreaterThan(0);
    // Its badge may be in already (the video's facts: a length, or CAN’T PLAY HERE over the whole
    // picture): the picture's place is what is judged, so badges are hidden for the shot. Through
    // the element's own style: the screenshot's `style` option is a <style> element, which the
    // app's Content-Security-Policy (style-src 'self') refuses, so it hid nothing.
    const badges = grid.locator('[data-index] .card__badge');
    await badges.evaluateAll((els) => els.forEach((el) => ((el as HTMLElement).style.visibility = 'hidden')));
    for (const index of waiting.slice(0, 3)) {
      const shot = PNG.sync.read(await grid.locator(`[data-index="${index}"] .card__thumb`).screenshot());
      expect(colourRange(shot), `result ${index}'s picture while it loads`).toBeLessThan(8);
    }
    await badges.evaluateAll((els) => els.forEach((el) => ((el as HTMLElement).style.visibility = '')));
    holdPictures = false;
    await Promise.all(held.map((route) => route.continue()));
    for (let i = 0; i < 12; i++) await press(tv, 'ArrowUp');
    await expect.poll(focusedIndex).toBe(0);
    const back = await shown();
    for (const [index, card] of Object.entries(back)) if (atTop[index]) expect(card, `result ${index}`).toEqual(atTop[index]);
    // Every card showed a distinct item, each with its own picture, at the bottom as at the top.
    for (const cards of [atTop, below, back]) {
      const keys = Object.values(cards).map((c) => c.key);
      expect(new Set(keys).size).toBe(keys.length);
      const pictures = Object.values(cards).flatMap((c) => (c.picture ? [c.picture] : []));
      expect(new Set(pictures).size).toBe(pictures.length);
    }
  });

  test('focus and scroll are restored after Back', async ({ tv }) => {
    for (let i = 0; i < 6; i++) await press(tv, 'ArrowRight');
    const key = await focusedKey(tv);
    const viewport = tv.locator('.shelf__viewport').first();
    const scrolled = () => viewport.evaluate((el) => el.scrollLeft);
    // The row glides: read where it comes to rest.
    let shelfShift = -1;
    await expect.poll(async () => shelfShift === (shelfShift = await scrolled()) && shelfShift > 0, { intervals: [200] }).toBe(true);
    await press(tv, 'Enter');
    await expect(tv.getByTestId('home-screen')).toHaveCount(0);
    await press(tv, 'Escape');
    await expect(tv.getByTestId('home-screen')).toBeVisible();
    await expect.poll(() => focusedKey(tv)).toBe(key);
    await expect.poll(scrolled).toBe(shelfShift);
  });
});
