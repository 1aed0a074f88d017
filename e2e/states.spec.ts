import type { Locator, Page, Route } from '@playwright/test';
import { apiAs, toLibraryPlaylist, expect, focusByArrows, toVideoAction, focusedText, openFromMenu, press, readFocus, signIn, test, typeOnTv, pressSearchKey, openFollowedChannels } from './fixtures.ts';

/**
 * A list's states other than "full": loading, empty, and titles too long for their room. Empty and
 * long are made by editing the emulator's real answers on their way to the TV, so the rest of each
 * answer (kinds, page info) stays what the service sends.
 */

/** Requests matching the pattern, passed on until `hold`, then held until `release`. */
async function holdable(tv: Page, pattern: RegExp): Promise<{ hold: () => void; release: () => Promise<void> }> {
  const held: Route[] = [];
  let holding = false;
  await tv.route(pattern, (route) => (holding ? held.push(route) : route.continue()));
  return {
    hold: () => (holding = true),
    release: async () => {
      holding = false;
      for (const route of held.splice(0)) await route.continue();
    },
  };
}

/**
 * A channel's buttons (`header`) while its uploads are held: Play all's room shows; `whileHeld`
 * runs; released, Play all comes where its room was (within 1 px) and the buttons' line keeps its height.
 */
async function playAllTakesItsRoom(header: Locator, uploads: { release: () => Promise<void> }, whileHeld: () => Promise<void> = async () => undefined): Promise<void> {
  const room = header.getByTestId('play-all-placeholder');
  await expect(room).toBeVisible();
  const box = async (el: Locator) => (await el.boundingBox())!;
  const [roomAt, headerAt] = [await box(room), await box(header)];
  await whileHeld();
  await uploads.release();
  const playAll = header.getByTestId('uploads-play-all');
  await expect(playAll).toBeVisible();
  await expect(room).toHaveCount(0);
  const [playAllAt, headerNow] = [await box(playAll), await box(header)];
  expect(Math.abs(playAllAt.x - roomAt.x) + Math.abs(playAllAt.y - roomAt.y) + Math.abs(playAllAt.width - roomAt.width)).toBeLessThanOrEqual(1);
  expect(Math.abs(headerNow.height - headerAt.height)).toBeLessThanOrEqual(1);
}

/** Answers requests matching the pattern with the real answer, its items changed by `edit`. */
async function editItems(tv: Page, pattern: RegExp, edit: (items: Record<string, any>[]) => Record<string, any>[]): Promise<void> {
  await tv.route(pattern, async (route: Route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { items?: Record<string, any>[]; nextPageToken?: string };
    const items = edit(body.items ?? []);
    if (items.length === 0) delete body.nextPageToken;
    await route.fulfill({ response, json: { ...body, items } });
  });
}

const LONG_TITLE = `An extremely long title that goes on and on, ${'about everything the uploader could think of, '.repeat(6)}far past two lines`;

/** How many lines an element's text takes on screen, and whether some of it is cut off. */
function clampOf(tv: Page, selector: string) {
  return tv.evaluate((sel) => {
    const el = document.querySelector<HTMLElement>(sel)!;
    const lineHeight = parseFloat(getComputedStyle(el).lineHeight);
    return { lines: Math.round(el.getBoundingClientRect().height / lineHeight), cut: el.scrollHeight > el.clientHeight + 1, text: el.textContent };
  }, selector);
}

test.describe('loading, empty and long', () => {
  test('the home feed shows a skeleton while it loads, then its cards', async ({ tv, browser }) => {
    const feedAnswer = await holdable(tv, /\/activities\?.*home=true/);
    feedAnswer.hold();
    await tv.goto('/');
    await signIn(tv, browser, 'Ada Lovelace');
    const feed = tv.getByRole('region', { name: 'From your subscriptions' });
    await expect(feed.getByTestId('skeleton')).toBeVisible();
    await expect(feed.getByTestId('skeleton')).toHaveAttribute('aria-busy', 'true');
    await tv.screenshot({ path: test.info().outputPath('home-loading.png') });
    await feedAnswer.release();
    await expect(feed.getByTestId('card').first()).toBeVisible();
    await expect(feed.getByTestId('skeleton')).toHaveCount(0);
  });

  test('a playlist shows rows where its rows will be while they load, not a row of cards', async ({ tv, browser }) => {
    const items = await holdable(tv, /\/playlistItems\?/);
    await tv.goto('/');
    await signIn(tv, browser, 'Ada Lovelace');
    await toLibraryPlaylist(tv, /Watch on the big screen/);
    items.hold();
    await press(tv, 'Enter');
    const screen = tv.getByTestId('playlist-screen');
    const skeleton = screen.getByTestId('skeleton');
    await expect(skeleton).toBeVisible();
    await expect(skeleton.locator('.skeleton-card')).toHaveCount(0);
    const box = async (el: Locator) => {
      const b = (await el.boundingBox())!;
      return [b.x, b.y, b.width, b.height].map(Math.round);
    };
    const lines = [await box(skeleton.locator('.skeleton-list-row').nth(0)), await box(skeleton.locator('.skeleton-list-row').nth(1))];
    // Play all's room is kept in the header, not a button yet: focus stays on the skeleton.
    const playAllRoom = await box(screen.getByTestId('play-all-placeholder'));
    await expect(skeleton).toBeFocused();
    await tv.screenshot({ path: test.info().outputPath('playlist-loading.png') });
    await items.release();
    const row = screen.getByTestId('playlist-row').first();
    await expect(row).toBeFocused();
    // Where the rows that came are, and as big, a row's pitch apart: nothing moves as they come
    // (the header grew by Play all's line, and the whole list moved down). Play all takes its room.
    const rows = [await box(row), await box(screen.getByTestId('playlist-row').nth(1))];
    const near = (a: number[], b: number[]) => a.every((v, i) => Math.abs(v - b[i]!) <= 1); // 720p's fractions of a px
    expect(near(lines[0]!, rows[0]!) && near(lines[1]!, rows[1]!), `${JSON.stringify(lines)} against ${JSON.stringify(rows)}`).toBe(true);
    const playAll = await box(screen.getByTestId('playlist-play-all'));
    expect(near(playAllRoom, playAll), `${JSON.stringify(playAllRoom)} against ${JSON.stringify(playAll)}`).toBe(true);
    await expect(screen.getByTestId('play-all-placeholder')).toHaveCount(0);
  });

  test('opening a playlist, focus goes from its loading rows straight to its first row: no other control is read on the way', async ({ tv, browser }) => {
    const items = await holdable(tv, /\/playlistItems\?/);
    await tv.goto('/');
    await signIn(tv, browser, 'Ada Lovelace');
    // Every element that takes focus, as a screen reader hears them (the spinner of a screen whose
    // code is still coming aside): counted from each call on. And whether the rows were ever there
    // with focus on nothing, seen by an observer made after the app's own, so after it has acted.
    await tv.evaluate(() => {
      const w = window as unknown as { focusTakers: string[] };
      w.focusTakers = [];
      document.addEventListener('focusin', (event) => {
        const el = event.target as HTMLElement;
        if (el.hasAttribute('data-waiting')) return;
        w.focusTakers.push(`${el.dataset.testid ?? el.tagName}${el.dataset.index === undefined ? '' : ` ${el.dataset.index}`}`);
      });
      new MutationObserver(() => {
        if (document.activeElement === document.body && document.querySelector('[data-testid="playlist-row"]')) w.focusTakers.push('nothing, with the rows there');
      }).observe(document.getElementById('app')!, { childList: true, subtree: true });
    });
    const focusTakers = async () => {
      await tv.evaluate(() => ((window as unknown as { focusTakers: string[] }).focusTakers.length = 0));
      return () => tv.evaluate(() => (window as unknown as { focusTakers: string[] }).focusTakers.slice());
    };
    const screen = tv.getByTestId('playlist-screen');
    for (const held of [true, false]) {
      await toLibraryPlaylist(tv, /Sunday cooking/);
      const taken = await focusTakers();
      if (held) items.hold();
      await press(tv, 'Enter');
      if (held) {
        await expect(screen.getByTestId('skeleton')).toBeFocused();
        await items.release();
      }
      await expect(screen.getByTestId('playlist-row').first()).toBeFocused();
      await tv.waitForTimeout(300); // anything that would take focus after
      // The skeleton's nearest neighbour took it first (Delete at 1080p, the second row at 720p),
      // for a moment, and a screen reader began to read it.
      // Unheld, its rows may still come after a skeleton on a loaded machine.
      const takers = await taken();
      expect(takers, held ? 'while its rows load' : 'its rows at once').toEqual(held || takers[0] === 'skeleton' ? ['skeleton', 'playlist-row 0'] : ['playlist-row 0']);
      // Where the screen put focus is the viewer's place: Left to the menu and Right come back to it.
      await press(tv, 'ArrowLeft');
      await expect(tv.getByTestId('menu').locator(':focus')).toHaveCount(1);
      await press(tv, 'ArrowRight');
      await expect(screen.getByTestId('playlist-row').first()).toBeFocused();
      await press(tv, 'Escape');
      await expect(tv.getByTestId('library-screen')).toBeVisible();
    }
  });

  test("a channel keeps Play all's room while its uploads load: Subscribe has focus, nothing moves as they come", async ({ tv, browser }) => {
    const items = await holdable(tv, /\/playlistItems\?/);
    await tv.goto('/');
    await signIn(tv, browser, 'Ada Lovelace');
    await openFollowedChannels(tv);
    items.hold();
    await press(tv, 'Enter');
    const header = tv.getByTestId('channel-screen').locator('.channel-header__actions');
    const subscribe = header.getByRole('button', { name: /Subscribe/ });
    await expect(subscribe).toBeFocused();
    await playAllTakesItsRoom(header, items, async () => {
      // Right from Subscribe does not land on the room: it is not a button yet.
      await press(tv, 'ArrowRight');
      await expect(subscribe).toBeFocused();
    });
  });

  test("your own channel keeps Play all's room while its uploads load: the header, alone on its line, does not grow as they come", async ({ tv, browser }) => {
    const items = await holdable(tv, /\/playlistItems\?/);
    await tv.goto('/');
    await signIn(tv, browser, 'Ada Lovelace');
    // Her own channel, from one of her broadcasts: Live, Your broadcasts, the video, Go to channel.
    await openFromMenu(tv, /Live/);
    const inOwnBroadcasts = () => readFocus(tv, () => document.activeElement?.closest('section.shelf')?.getAttribute('aria-label') === 'Your broadcasts');
    for (let i = 0; i < 6 && !(await inOwnBroadcasts()); i++) await press(tv, 'ArrowDown');
    expect(await inOwnBroadcasts()).toBe(true);
    await press(tv, 'Enter');
    await expect(tv.getByTestId('video-screen')).toBeVisible();
    await focusByArrows(tv, 'ArrowRight', /^Go to channel$/, 3);
    items.hold();
    await press(tv, 'Enter');
    const screen = tv.getByTestId('channel-screen');
    const header = screen.locator('.channel-header__actions');
    // No Subscribe on one's own channel: the room is all the actions' line holds, and focus waits
    // on the uploads' skeleton.
    await expect(header.getByRole('button')).toHaveCount(0);
    await expect(screen.getByTestId('skeleton').first()).toBeFocused();
    await playAllTakesItsRoom(header, items);
    // The uploads' first card takes focus where the skeleton held it.
    await expect(screen.locator('section.shelf[aria-label="Uploads"]').getByTestId('card').first()).toBeFocused();
  });

  test('an empty home feed says what to do and offers it: OK opens Search, Back comes home', async ({ tv, browser }) => {
    await editItems(tv, /\/activities\?.*home=true/, () => []);
    await tv.goto('/');
    await signIn(tv, browser, 'Ada Lovelace');
    const feed = tv.getByRole('region', { name: 'From your subscriptions' });
    await expect(feed.getByTestId('empty-state')).toContainText('Subscribe to channels from Search');
    // The button takes the screen's first focus, as the first card would have.
    await expect(feed.getByRole('button', { name: 'Find channels in Search' })).toBeFocused();
    await tv.screenshot({ path: test.info().outputPath('home-empty.png') });
    // Down still reaches the other shelf, and Up comes back to the button.
    await press(tv, 'ArrowDown');
    expect(await readFocus(tv, () => !!document.activeElement?.closest('[aria-label="Your recent activity"]'))).toBe(true);
    await press(tv, 'ArrowUp');
    expect(await focusedText(tv)).toBe('Find channels in Search');
    await press(tv, 'Enter');
    await expect(tv.getByTestId('search-screen')).toBeVisible();
    await press(tv, 'Escape');
    await expect(tv.getByTestId('home-screen')).toBeVisible();
  });

  test('an empty playlist offers Search, and Back from there returns to the playlist', async ({ tv, browser }) => {
    await editItems(tv, /\/playlistItems\?/, () => []);
    await tv.goto('/');
    await signIn(tv, browser, 'Ada Lovelace');
    await openFromMenu(tv, /Library/);
    const playlists = tv.getByTestId('shelf-playlists');
    await expect(playlists.getByTestId('card').nth(1)).toBeVisible();
    await press(tv, 'ArrowRight'); // past "Create playlist" to the first playlist
    const title = (await focusedText(tv)).split('\n')[0]!;
    await press(tv, 'Enter');
    const screen = tv.getByTestId('playlist-screen');
    await expect(screen.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(screen.getByTestId('empty-state')).toContainText('This playlist is empty');
    await expect(screen.getByRole('button', { name: 'Find videos in Search' })).toBeFocused();
    await tv.screenshot({ path: test.info().outputPath('playlist-empty.png') });
    await press(tv, 'Enter');
    await expect(tv.getByTestId('search-screen')).toBeVisible();
    await press(tv, 'Escape');
    await expect(screen).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Find videos in Search' })).toBeFocused();
  });

  test('Retry keeps focus while it runs ("Retrying…"), and the list that arrives takes it', async ({ tv, browser }) => {
    // The playlist's items fail once with an error no retry of the client's own would cure.
    let failing = true;
    await tv.route(/\/playlistItems\?/, async (route) => {
      if (failing) return route.fulfill({ status: 403, contentType: 'application/json', body: JSON.stringify({ error: { code: 403, message: 'Forbidden', errors: [{ reason: 'forbidden', domain: 'youtube.playlistItem' }] } }) });
      await new Promise((r) => setTimeout(r, 1500)); // a slow answer to the retry
      return route.continue();
    });
    await tv.goto('/');
    await signIn(tv, browser, 'Ada Lovelace');
    await openFromMenu(tv, /Library/);
    await expect(tv.getByTestId('shelf-playlists')).toContainText('Watch on the big screen');
    await focusByArrows(tv, 'ArrowRight', /Watch on the big screen/, 8);
    await press(tv, 'Enter');
    const retry = tv.getByTestId('error-state').getByRole('button');
    await expect(retry).toHaveText('Retry');
    // The sentence alone is the alert: its button's "Retrying…" is not news to be said.
    await expect(tv.getByRole('alert')).toHaveCount(1);
    await expect(tv.getByRole('alert').getByRole('button')).toHaveCount(0);
    await focusByArrows(tv, 'ArrowDown', /^Retry$/, 3);
    failing = false;
    await press(tv, 'Enter');
    await expect(retry).toHaveText('Retrying…');
    await expect(retry).toBeFocused();
    await expect(tv.getByTestId('playlist-row').first()).toBeFocused();
  });

  test("Add to playlist's playlists failing: Retry keeps focus, a second failure is said again, and the list takes focus when it comes", async ({ tv, browser }) => {
    await tv.goto('/');
    await signIn(tv, browser, 'Ada Lovelace');
    await expect(tv.getByTestId('card').first()).toBeFocused();
    // The viewer's playlists are refused (no retry of the client's own cures it), each answer slow.
    let failing = true;
    await tv.route(/\/playlists\?.*mine=true/, async (route) => {
      await new Promise((r) => setTimeout(r, 800));
      if (!failing) return route.continue();
      return route.fulfill({ status: 403, contentType: 'application/json', body: JSON.stringify({ error: { code: 403, message: 'Forbidden', errors: [{ reason: 'forbidden', domain: 'youtube.playlist' }] } }) });
    });
    await press(tv, 'Enter'); // Home's first card -> its video page
    await toVideoAction(tv, /Add to playlist/);
    await press(tv, 'Enter');
    const picker = tv.getByRole('dialog', { name: 'Add to playlist' });
    // While the list comes, focus waits on its words, in the dialog: not on the page.
    await expect(picker.getByText('Loading your playlists…')).toBeFocused();
    const retry = picker.getByRole('button', { name: /^Retry/ });
    await expect(retry).toBeFocused();
    const alert = picker.getByRole('alert');
    await expect(alert).toHaveText('The video service refused the request (forbidden).');
    await expect(alert.getByRole('button')).toHaveCount(0);
    // Nothing of the list is there: no chevron says more is below.
    await expect(picker.getByTestId('more-below')).not.toHaveClass(/scroll-cue--on/);
    await alert.evaluate((el) => el.setAttribute('data-heard', ''));
    await press(tv, 'Enter');
    await expect(retry).toHaveText('Retrying…');
    await expect(retry).toBeFocused();
    await expect(retry).toHaveText('Retry');
    await expect(retry).toBeFocused();
    // The same words again, in a new alert: a reader says it, where an unchanged one said nothing.
    await expect(alert).toHaveText('The video service refused the request (forbidden).');
    await expect(alert).not.toHaveAttribute('data-heard');
    failing = false;
    await press(tv, 'Enter');
    await expect(retry).toHaveText('Retrying…');
    await expect(picker.getByTestId('add-row').first().getByRole('button').first()).toBeFocused();
  });

  test('a dialog opened before its list arrives puts focus in it when the list comes', async ({ tv, browser }) => {
    await tv.goto('/');
    await signIn(tv, browser, 'Ada Lovelace');
    await expect(tv.getByTestId('card').first()).toBeFocused();
    await tv.route(/\/playlists\?.*mine=true/, async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await press(tv, 'Enter'); // Home's first card -> its video page
    await toVideoAction(tv, /Add to playlist/);
    await press(tv, 'Enter');
    const picker = tv.getByRole('dialog', { name: 'Add to playlist' });
    await expect(picker).toContainText('Loading your playlists…');
    await expect(picker.getByRole('button').first()).toBeFocused();
  });

  test('no results under a filter offers the same words without filters', async ({ tv, browser }) => {
    // Nothing matches while the search is narrowed to videos; the plain search has results.
    await editItems(tv, /\/search\?.*type=video/, () => []);
    await tv.goto('/');
    await signIn(tv, browser, 'Ada Lovelace');
    await openFromMenu(tv, /Search/);
    await typeOnTv(tv, 'Trail Mix');
    await focusByArrows(tv, 'ArrowRight', /Show: Everything/, 12);
    await press(tv, 'Enter');
    await expect(tv.locator(':focus')).toHaveText('Show: Videos');
    await focusByArrows(tv, 'ArrowLeft', /^[a-z]$/, 4);
    await pressSearchKey(tv);
    const results = tv.getByTestId('search-results');
    await expect(results.getByTestId('empty-state')).toContainText('No results with these filters');
    // Which filters: named beside the heading, under the keyboard and among the results alike.
    await expect(results.getByTestId('search-applied')).toHaveText('Show: Videos');
    await expect(results.getByTestId('search-applied')).toBeVisible();
    await tv.screenshot({ path: test.info().outputPath('search-empty-filtered.png') });
    await focusByArrows(tv, 'ArrowDown', /Search without filters/, 3);
    await expect(results.getByTestId('search-applied')).toBeVisible();
    await press(tv, 'Enter');
    // Focus lands on the first result, never on the keyboard's Clear.
    await expect(results.getByTestId('card').first()).toContainText('Trail Mix');
    await expect(results.getByTestId('card').first()).toBeFocused();
    // Up brings the keyboard back, the filters off.
    await press(tv, 'ArrowUp');
    await expect(tv.locator(':focus')).toHaveText('Search');
    await expect(tv.getByRole('button', { name: 'Show: Everything' })).toBeVisible();
  });

  test('no results with no filter on says to try other words, with no button that would do nothing', async ({ tv, browser }) => {
    await tv.goto('/');
    await signIn(tv, browser, 'Ada Lovelace');
    await openFromMenu(tv, /Search/);
    await typeOnTv(tv, 'qqxzv');
    await pressSearchKey(tv);
    const results = tv.getByTestId('search-results');
    await expect(results.getByTestId('empty-state')).toHaveText('No results. Try other words.');
    await expect(results.getByRole('button')).toHaveCount(0);
  });

  test('a long title clamps to two lines, in a playlist row and on a channel', async ({ tv, browser }) => {
    await editItems(tv, /\/playlistItems\?/, (items) => items.map((item, i) => (i === 0 ? { ...item, snippet: { ...item.snippet, title: LONG_TITLE } } : item)));
    // The title as the API gives it for the viewer's language (snippet.localized, asked with hl) too.
    await editItems(tv, /\/channels\?.*id=/, (items) => items.map((item) => ({ ...item, snippet: { ...item.snippet, title: LONG_TITLE, ...(item.snippet.localized ? { localized: { ...item.snippet.localized, title: LONG_TITLE } } : {}) } })));
    await tv.goto('/');
    await signIn(tv, browser, 'Ada Lovelace');
    await openFromMenu(tv, /Library/);
    await expect(tv.getByTestId('shelf-playlists').getByTestId('card').nth(1)).toBeVisible();
    await press(tv, 'ArrowRight');
    await press(tv, 'Enter');
    await expect(tv.getByTestId('playlist-row').first()).toContainText(LONG_TITLE);
    expect(await clampOf(tv, '[data-testid="playlist-row"] .list-row__title')).toEqual({ lines: 2, cut: true, text: LONG_TITLE });
    await tv.screenshot({ path: test.info().outputPath('playlist-long-title.png') });

    await openFollowedChannels(tv);
    await press(tv, 'Enter');
    const heading = tv.getByTestId('channel-screen').getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(LONG_TITLE);
    expect(await clampOf(tv, '[data-testid="channel-screen"] h1')).toEqual({ lines: 2, cut: true, text: LONG_TITLE });
    // The header keeps the Subscribe button whole beside the two lines: in view, not squeezed.
    const subscribe = tv.getByRole('button', { name: /Subscribe/ });
    await expect(subscribe).toBeInViewport({ ratio: 1 });
    expect(await subscribe.evaluate((el) => ({ wraps: el.getBoundingClientRect().height > 2 * parseFloat(getComputedStyle(el).lineHeight), cut: el.scrollWidth > el.clientWidth }))).toEqual({ wraps: false, cut: false });
    await tv.screenshot({ path: test.info().outputPath('channel-long-title.png') });
  });

  test('a channel with millions of subscribers shows its figures short, in full view', async ({ tv, browser }) => {
    await editItems(tv, /\/channels\?.*id=/, (items) => items.map((item) => ({ ...item, statistics: { ...item.statistics, subscriberCount: '2487311', videoCount: '10452' } })));
    await tv.goto('/');
    await signIn(tv, browser, 'Ada Lovelace');
    await openFollowedChannels(tv);
    await press(tv, 'Enter');
    const figures = tv.getByTestId('channel-screen').locator('.channel-header .muted');
    // Cut, not rounded: 2,487,311 is 2.48M, not 2.49M; 10,452 is 10.4K.
    await expect(figures).toHaveText('2.48M subscribers · 10.4K videos');
    await expect(figures).toBeInViewport({ ratio: 1 });
    await tv.screenshot({ path: test.info().outputPath('channel-large-figures.png') });
  });

  test('the playlist picker loads its next page as focus nears its end, and adds to a playlist from it', async ({ tv, browser, emulator }) => {
    // Twenty made-up playlists come first, so the account's real ones are all on the second page.
    const SECOND_PAGE = 'second-page';
    const fillers = Array.from({ length: 20 }, (_, i) => ({ kind: 'youtube#playlist', id: `filler-${i + 1}`, snippet: { title: `Filler playlist ${i + 1}` }, contentDetails: { itemCount: 0 } }));
    const pagesAsked: string[] = [];
    await tv.route(/\/playlists\?.*mine=true/, async (route) => {
      const url = new URL(route.request().url());
      pagesAsked.push(url.searchParams.get('pageToken') ?? 'first');
      if (url.searchParams.get('pageToken') === SECOND_PAGE) {
        url.searchParams.delete('pageToken');
        return route.fulfill({ response: await route.fetch({ url: url.toString() }) });
      }
      const response = await route.fetch();
      const body = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: { ...body, items: fillers, nextPageToken: SECOND_PAGE } });
    });
    await tv.goto('/');
    await signIn(tv, browser, 'Ada Lovelace');
    await expect(tv.getByTestId('card').first()).toBeFocused();
    await press(tv, 'Enter');
    await expect(tv.getByTestId('video-screen')).toBeVisible();
    await toVideoAction(tv, /Add to playlist/);
    await press(tv, 'Enter');
    const picker = tv.getByRole('dialog', { name: 'Add to playlist' });
    await expect(picker.getByRole('button').first()).toHaveText('Filler playlist 1');
    await expect(picker.getByRole('button').first()).toBeFocused();
    expect(pagesAsked).toEqual(['first']); // the next page waits until focus nears the end

    // Down the list: the second page arrives before focus runs out, and focus stays in view.
    await focusByArrows(tv, 'ArrowDown', /Watch on the big screen/, 40);
    expect(pagesAsked).toEqual(['first', SECOND_PAGE]);
    // In full view, bar a fraction of a pixel: at 720p a rem is 10.67 px, and rows sit at fractions.
    await expect(picker.locator(':focus')).toBeInViewport({ ratio: 0.98 });
    await tv.screenshot({ path: test.info().outputPath('picker-second-page.png') });

    const mine = (await apiAs(emulator, 'acct-ada', '/playlists?part=snippet&mine=true&maxResults=50')) as { items: { id: string; snippet: { title: string } }[] };
    const target = mine.items.find((p) => p.snippet.title === 'Watch on the big screen')!.id;
    const video = await tv.getByTestId('video-screen').locator('h1').textContent();
    await press(tv, 'ArrowRight');
    await expect(tv.locator(':focus')).toHaveText('Add at the start');
    await press(tv, 'Enter');
    await expect(tv.getByTestId('session-notice')).toHaveText('Added to “Watch on the big screen” at the start.');
    const items = (await apiAs(emulator, 'acct-ada', `/playlistItems?part=snippet&playlistId=${target}&maxResults=1`)) as { items: { snippet: { title: string; position: number } }[] };
    expect(items.items[0]!.snippet).toMatchObject({ title: video, position: 0 });
  });
});
