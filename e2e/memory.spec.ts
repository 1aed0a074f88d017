import type { Browser, Locator, Page } from '@playwright/test';
import { apiAs, arrowsTo, expect, focusByArrows, focusedKey, focusedText, focusRingReport, openFromMenu, painted, press, readFocus, signIn, test, typeOnTv, pressSearchKey } from './fixtures.ts';

/**
 * What the app remembers for the viewer, and gives back: focus handed back by a dialog, the card a
 * row or grid was left on, a neighbour when the focused item vanishes, what was typed, the recent
 * searches of each account, and a new playlist's description. Keys only, as with a remote.
 */

type Arrow = 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight';
const ARROWS: Arrow[] = ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'];


/** A key of the on-screen keyboard, by its label. */
function onScreenKey(tv: Page, label: string): Locator {
  return tv.getByRole('group', { name: 'On-screen keyboard' }).getByRole('button', { name: label, exact: true });
}

/** Types on the on-screen keyboard: arrows to each key, then OK (never the physical keyboard). */
async function typeOnScreen(tv: Page, text: string): Promise<void> {
  for (const ch of text) {
    await arrowsTo(tv, onScreenKey(tv, ch === ' ' ? 'Space' : ch));
    await press(tv, 'Enter');
  }
}

/**
 * The query exactly as typed (a trailing space counts), '' while the placeholder shows, or null
 * when the Search screen is gone (read at once: a key that wrongly left the screen fails fast).
 */
function queryText(tv: Page): Promise<string | null> {
  return tv.evaluate(() => {
    const field = document.querySelector('[data-testid="search-query"]');
    return field ? (field.querySelector('[dir="auto"]')?.textContent ?? '') : null;
  });
}

/** Presses every arrow `times` times, asserting after each press that focus is still inside `dialog`. */
async function arrowsStayIn(tv: Page, dialog: Locator, times = 3): Promise<void> {
  for (const arrow of ARROWS) {
    for (let i = 0; i < times; i++) {
      await press(tv, arrow);
      const inside = await readFocus(tv, () => !!document.activeElement?.closest('[role="dialog"]'));
      expect(inside, `focus left the dialog on ${arrow} #${i + 1} (now on "${await focusedText(tv)}")`).toBe(true);
    }
  }
  await expect(dialog).toBeVisible();
}

/** The index of the focused card within its row or grid, and that row's label. */
function focusedCard(tv: Page) {
  return readFocus(tv, () => {
    const el = document.activeElement as HTMLElement | null;
    return { index: Number(el?.dataset.index ?? NaN), in: el?.closest('[aria-label]:not(button)')?.getAttribute('aria-label') ?? null, key: el?.getAttribute('data-focus-key') ?? null };
  });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The search requests the emulator has answered, as request lines. */
function searchesSent(emulator: { ctx: { stats: { requestLog: string[] } } }): string[] {
  return emulator.ctx.stats.requestLog.filter((line) => line.startsWith('GET /video/v3/search'));
}

/** Opens the account section and signs in another account through "Add account". */
async function addAccount(tv: Page, browser: Browser, current: string, name: string): Promise<void> {
  await openFromMenu(tv, new RegExp(current));
  await expect(tv.getByTestId('account-screen')).toBeVisible();
  await focusByArrows(tv, 'ArrowRight', /Add account/);
  await press(tv, 'Enter');
  await signIn(tv, browser, name);
}

/** Switches account by keys: account section -> Switch account -> the picker's card for `name`. */
async function switchTo(tv: Page, current: string, name: string): Promise<void> {
  await openFromMenu(tv, new RegExp(current));
  await focusByArrows(tv, 'ArrowLeft', /Switch account/);
  await press(tv, 'Enter');
  // A viewer looks before pressing: arrows start once the picker is up, focus on the account in
  // use (a press made as it arrives would move past that card before focus was read).
  await expect(tv.getByTestId('account-card').filter({ hasText: current })).toBeFocused();
  await arrowsTo(tv, tv.getByTestId('account-card').filter({ hasText: name }));
  await press(tv, 'Enter');
  await expect(tv.getByTestId('signed-in-account')).toContainText(name);
}

/** The recent searches stored in IndexedDB, per account id (src/state/recentSearches.ts). */
function storedRecentSearches(tv: Page): Promise<Record<string, string[]>> {
  return tv.evaluate(
    () =>
      new Promise<Record<string, string[]>>((resolve, reject) => {
        const open = indexedDB.open('tenfoot-searches');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const store = open.result.transaction('recent').objectStore('recent');
          const keys = store.getAllKeys();
          const values = store.getAll();
          values.onsuccess = () => resolve(Object.fromEntries(keys.result.map((k, i) => [String(k), values.result[i] as string[]])));
        };
      }),
  );
}

test.describe('what the TV remembers for the viewer', () => {
  test.beforeEach(async ({ tv, browser }) => {
    await tv.goto('/');
    await signIn(tv, browser, 'Ada Lovelace');
    await expect(tv.getByTestId('card').first()).toBeFocused();
  });

  test('dialogs hold focus against every arrow, and Back or Cancel gives it back to what opened them', async ({ tv }) => {
    // 1. "Exit tenfoot?": Back from a card that is not Home's first goes to its row's first card,
    // then to the menu, then asks. Stay, then Back: each gives focus back to the menu's entry.
    // Down to "Your recent activity" (the shelves above it arrive in their own time), two cards along.
    for (let i = 0; i < 4 && (await focusedCard(tv)).in !== 'Your recent activity'; i++) {
      await press(tv, 'ArrowDown');
      await painted(tv);
    }
    await press(tv, 'ArrowRight', 2);
    await expect.poll(() => focusedCard(tv)).toMatchObject({ index: 2, in: 'Your recent activity' });
    await press(tv, 'Escape');
    // The shelf slides back and renders its first card before focusing it: judge once it has.
    await expect.poll(() => focusedCard(tv)).toMatchObject({ index: 0, in: 'Your recent activity' });
    await press(tv, 'Escape');
    await expect.poll(() => focusedKey(tv)).toBe('menu-home');
    const card = { key: 'menu-home' };
    const exit = tv.getByRole('dialog', { name: 'Exit tenfoot?' });
    for (const close of ['Stay', 'Back'] as const) {
      await press(tv, 'Escape');
      await expect(exit).toBeVisible();
      await expect(tv.locator(':focus')).toHaveText('Stay');
      await arrowsStayIn(tv, exit);
      if (close === 'Stay') {
        await focusByArrows(tv, 'ArrowLeft', /^Stay$/, 2);
        await press(tv, 'Enter');
      } else await press(tv, 'Escape');
      await expect(exit).toHaveCount(0);
      await expect.poll(() => focusedKey(tv), `focus back on the card after ${close}`).toBe(card.key);
    }

    // 2. The sign-out confirmation, opened from "Sign out" (not the account section's first button).
    await openFromMenu(tv, /Ada Lovelace/);
    await expect(tv.getByTestId('account-screen')).toBeVisible();
    await focusByArrows(tv, 'ArrowRight', /Sign out/);
    const signOut = tv.getByRole('dialog', { name: 'Sign out Ada Lovelace?' });
    for (const close of ['Cancel', 'Back'] as const) {
      await press(tv, 'Enter');
      await expect(signOut).toBeVisible();
      await arrowsStayIn(tv, signOut);
      if (close === 'Cancel') {
        await focusByArrows(tv, 'ArrowLeft', /^Cancel$/, 2);
        await press(tv, 'Enter');
      } else await press(tv, 'Escape');
      await expect(signOut).toHaveCount(0);
      await expect.poll(() => focusedText(tv), `focus back on "Sign out" after ${close}`).toBe('Sign out');
      await expect(tv.getByTestId('signed-in-account')).toContainText('Ada Lovelace'); // nothing was signed out
    }

    // 3. "Add to playlist" on a video's page: Back closes it onto "Add to playlist".
    await openFromMenu(tv, /Home/);
    await expect(tv.getByTestId('card').first()).toBeFocused();
    await press(tv, 'Enter');
    await expect(tv.getByTestId('video-screen')).toBeVisible();
    // Out along the actions and back ("Go to channel" is there when the card names the video's channel).
    await press(tv, 'ArrowRight');
    await focusByArrows(tv, 'ArrowLeft', /Add to playlist/, 2);
    await press(tv, 'Enter');
    const picker = tv.getByRole('dialog', { name: 'Add to playlist' });
    await expect(picker.getByRole('button').first()).toBeFocused(); // loaded, focus inside
    await arrowsStayIn(tv, picker, 8); // more presses than it has playlists
    await press(tv, 'Escape');
    await expect(picker).toHaveCount(0);
    await expect.poll(() => focusedKey(tv)).toBe('add-to-playlist');
    await expect(tv.getByTestId('video-screen')).toBeVisible(); // Back closed the dialog only
  });

  test('a shelf left on its 4th card gets focus back on that card, not the nearest one', async ({ tv }) => {
    await press(tv, 'ArrowRight', 3);
    const fourth = await focusedCard(tv);
    expect(fourth).toMatchObject({ index: 3, in: 'From your subscriptions' });
    await press(tv, 'ArrowDown');
    expect(await focusedCard(tv)).toMatchObject({ in: 'Your recent activity' });
    // Two cards to the left in the row below: straight up from here is another card of the feed.
    await press(tv, 'ArrowLeft', 2);
    const below = await focusedCard(tv);
    expect(below).toMatchObject({ index: 1, in: 'Your recent activity' });
    await press(tv, 'ArrowUp');
    await expect.poll(() => focusedCard(tv)).toEqual(fourth);
    // And the row below kept its own: Down goes back to its 2nd card.
    await press(tv, 'ArrowDown');
    await expect.poll(() => focusedCard(tv)).toEqual(below);
  });

  test('the search results grid gets focus back on the card it was left on', async ({ tv }) => {
    await openFromMenu(tv, /Search/);
    await typeOnTv(tv, 'a');
    await pressSearchKey(tv);
    const grid = tv.getByTestId('search-results');
    await expect(grid.getByTestId('card').first()).toBeVisible();
    // Into the grid, then to its third card: not the one under the keyboard's Search key.
    await press(tv, 'ArrowDown');
    await expect.poll(async () => (await focusedCard(tv)).in).toBe('search results');
    await press(tv, 'ArrowRight', 2);
    const left = await focusedCard(tv);
    expect(left).toMatchObject({ index: 2, in: 'search results' });
    // Up out of the grid brings the keyboard back, on its Search key: straight down from there is
    // the grid's first or second card, not the third.
    await press(tv, 'ArrowUp');
    await expect(tv.locator(':focus')).toHaveText('Search');
    await press(tv, 'ArrowDown');
    await expect.poll(() => focusedCard(tv)).toEqual(left);
  });

  test('a focused playlist that vanishes when Library reloads after a write hands focus to its neighbour', async ({ tv, emulator }) => {
    const mine = (await apiAs(emulator, 'acct-ada', '/playlists?part=snippet&mine=true&maxResults=50')).items as { id: string; snippet: { title: string } }[];
    expect(mine.length).toBeGreaterThan(3);
    // Library's row is "Create playlist" then these, in this order: the 2nd playlist goes away, and
    // the 3rd takes its place.
    const [gone, next] = [mine[1]!, mine[2]!];

    await openFromMenu(tv, /Library/);
    const shelf = tv.getByTestId('shelf-playlists');
    await expect(shelf).toContainText(gone.snippet.title);
    await focusByArrows(tv, 'ArrowRight', new RegExp(escapeRegExp(gone.snippet.title)), 4);
    const goneKey = await focusedKey(tv);
    // A write on the way: the playlist's first video, added to the first playlist. Library reloads
    // its playlists when the viewer comes back (src/screens/useReloadAfterWrites.ts).
    await press(tv, 'Enter');
    await expect(tv.getByTestId('playlist-row').first()).toBeFocused();
    await press(tv, 'Enter');
    await expect(tv.getByTestId('video-screen')).toBeVisible();
    await expect(tv.locator(':focus')).toHaveText(/Play/);
    await press(tv, 'ArrowRight');
    await press(tv, 'Enter');
    await expect(tv.getByRole('dialog', { name: 'Add to playlist' }).getByRole('button').first()).toBeFocused();
    await press(tv, 'ArrowRight');
    await expect(tv.locator(':focus')).toHaveText('Add at the start');
    await press(tv, 'Enter');
    await expect(tv.getByTestId('session-notice')).toBeVisible();

    // Meanwhile the playlist was deleted on another device: Library's reload comes back without
    // it. The answer is held until focus is seen back on it, so it vanishes while focused.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await tv.route(/\/video\/v3\/playlists\?.*mine=true/, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { items: { id: string }[] };
      await released;
      await route.fulfill({ response, json: { ...body, items: body.items.filter((p) => p.id !== gone.id) } });
    });
    await press(tv, 'Escape');
    await expect(tv.getByTestId('playlist-screen')).toBeVisible();
    await press(tv, 'Escape');
    await expect(tv.getByTestId('library-screen')).toBeVisible();
    await expect.poll(() => focusedKey(tv)).toBe(goneKey);
    release();

    await expect(shelf).not.toContainText(gone.snippet.title);
    await expect.poll(() => focusedKey(tv)).toBe(`playlist-${next.id}`);
    expect(await focusedCard(tv)).toMatchObject({ index: 2, in: 'Your playlists' });
    // Focus shows: the ring is on that card.
    await expect.poll(async () => (await focusRingReport(tv)).shown).toBe(1);
    expect((await focusRingReport(tv)).off!).toBeLessThanOrEqual(1);
    // And the remote goes on from there.
    await press(tv, 'ArrowLeft');
    expect(await focusedCard(tv)).toMatchObject({ index: 1, in: 'Your playlists' });
  });

  test('the on-screen keyboard types digits and spaces, deletes, clears; a keyboard\'s Backspace deletes too', async ({ tv }) => {
    await openFromMenu(tv, /Search/);
    await expect(tv.locator(':focus')).toHaveText('a');
    await typeOnScreen(tv, 'a1 b');
    await expect.poll(() => queryText(tv)).toBe('a1 b');
    await arrowsTo(tv, onScreenKey(tv, 'Delete'));
    await press(tv, 'Enter');
    await expect.poll(() => queryText(tv)).toBe('a1 ');
    await typeOnScreen(tv, '9');
    await expect.poll(() => queryText(tv)).toBe('a1 9');
    // What was typed is what is searched for.
    await arrowsTo(tv, onScreenKey(tv, 'Search'));
    await press(tv, 'Enter');
    await expect(tv.getByTestId('search-results')).toContainText('Results for “a1 9”');
    // A keyboard plugged into the TV: Backspace deletes while there is text.
    await press(tv, 'Backspace');
    await expect.poll(() => queryText(tv)).toBe('a1 ');
    await arrowsTo(tv, onScreenKey(tv, 'Clear'));
    await press(tv, 'Enter');
    await expect.poll(() => queryText(tv)).toBe('');
    await expect(tv.getByTestId('search-query')).toContainText('Search videos, channels, playlists');
    // With nothing left to delete, Backspace means Back.
    await press(tv, 'Backspace');
    await expect(tv.getByTestId('home-screen')).toBeVisible();
  });

  test('recent searches are kept per account in IndexedDB, survive a reload, and OK on one runs it', async ({ tv, browser, emulator }) => {
    test.setTimeout(90_000);
    const recent = tv.getByTestId('recent-searches');
    // Ada searches.
    await openFromMenu(tv, /Search/);
    await expect(recent).toHaveCount(0);
    await typeOnTv(tv, 'trail');
    await arrowsTo(tv, onScreenKey(tv, 'Search'));
    await press(tv, 'Enter');
    await expect(tv.getByTestId('search-results')).toContainText('Results for “trail”');
    await expect(recent.getByRole('button')).toHaveText(['trail']);

    // A reload: the stored token brings Ada back, and her search with her.
    await tv.reload();
    await expect(tv.getByTestId('signed-in-account')).toContainText('Ada Lovelace');
    await openFromMenu(tv, /Search/);
    await expect(recent.getByRole('button')).toHaveText(['trail']);

    // Grace, on the same TV, has none of Ada's; her own search is hers only.
    await addAccount(tv, browser, 'Ada Lovelace', 'Grace Hopper');
    await openFromMenu(tv, /Search/);
    await expect(tv.getByTestId('search-screen')).toBeVisible();
    // (The list is read from IndexedDB after the screen shows: the check that counts is after her search.)
    await expect(recent).toHaveCount(0);
    await typeOnTv(tv, 'cats');
    await arrowsTo(tv, onScreenKey(tv, 'Search'));
    await press(tv, 'Enter');
    await expect(recent.getByRole('button')).toHaveText(['cats']);
    // Stored under each account's id (its channel on the platform).
    const idOf = (name: string) => emulator.ctx.accounts.find((a) => a.name === name)!.channelId;
    expect(await storedRecentSearches(tv)).toEqual({ [idOf('Ada Lovelace')]: ['trail'], [idOf('Grace Hopper')]: ['cats'] });

    // Back to Ada: her search, not Grace's; OK on it runs it again.
    await switchTo(tv, 'Grace Hopper', 'Ada Lovelace');
    await openFromMenu(tv, /Search/);
    await expect(recent.getByRole('button')).toHaveText(['trail']);
    const before = searchesSent(emulator).length;
    await arrowsTo(tv, recent.getByRole('button', { name: 'trail' }));
    await press(tv, 'Enter');
    await expect(tv.getByTestId('search-results')).toContainText('Results for “trail”');
    // Focus on the first result, in view (from the recent search, Down went into the filters).
    await expect(tv.getByTestId('search-results').getByTestId('card').first()).toBeFocused();
    await expect(tv.getByTestId('search-results').getByTestId('card').first()).toBeInViewport({ ratio: 1 });
    const sent = searchesSent(emulator).slice(before);
    expect(sent).toHaveLength(1);
    expect(new URL(sent[0]!.split(' ')[1]!, 'http://x').searchParams.get('q')).toBe('trail');
  });

  test('a new playlist keeps the description typed on the on-screen keyboard, and shows in Library at once', async ({ tv, emulator }) => {
    await openFromMenu(tv, /Library/);
    await expect(tv.locator(':focus')).toContainText('Create playlist');
    await press(tv, 'Enter');
    await expect(tv.getByTestId('create-playlist-screen')).toBeVisible();
    const title = 'rainy day';
    const description = 'tea 42';
    await typeOnTv(tv, title);
    await expect(tv.getByTestId('field-title')).toContainText(title);
    // The keyboard's Next key moves on to the description, typed key by key on screen.
    await arrowsTo(tv, onScreenKey(tv, 'Next'));
    await press(tv, 'Enter');
    await expect(tv.getByTestId('field-description')).toHaveAttribute('aria-pressed', 'true');
    await typeOnScreen(tv, description);
    await expect(tv.getByTestId('field-description')).toContainText(description);
    await arrowsTo(tv, onScreenKey(tv, 'Create'));
    await press(tv, 'Enter');

    await expect(tv.getByTestId('library-screen')).toBeVisible();
    await expect(tv.getByTestId('shelf-playlists')).toContainText(title);
    const mine = (await apiAs(emulator, 'acct-ada', '/playlists?part=snippet&mine=true&maxResults=50')).items as { id: string; snippet: { title: string; description: string } }[];
    const created = mine.filter((p) => p.snippet.title === title);
    expect(created).toHaveLength(1);
    expect(created[0]!.snippet.description).toBe(description);
    // Newest first, right after "Create playlist", as the platform lists them.
    expect(mine[0]!.id).toBe(created[0]!.id);
    await expect(tv.getByTestId('shelf-playlists').locator('[data-index="1"]')).toHaveAttribute('data-focus-key', `playlist-${created[0]!.id}`);
  });
});
