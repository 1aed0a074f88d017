import { apiAs, expect, focusByArrows, toLibraryPlaylist, focusReport, focusRingReport, openFromMenu, painted, press, pressRemoteKey, pressSearchKey, readFocus, signIn, test, toVideoAction, typeOnTv, openFollowedChannels } from './fixtures.ts';
import { focusRingCovered, focusRingCut, unfocusedLookingFocused } from './layoutChecks.ts';

test.describe('focus never gets lost', () => {
  test.beforeEach(async ({ tv, browser }) => {
    await tv.goto('/');
    await signIn(tv, browser, 'Ada Lovelace');
    await expect(tv.getByTestId('card').first()).toBeFocused();
  });

  test('a held arrow over a long list: throttled, accelerating, and it stops on release', async ({ tv }) => {
    await openFromMenu(tv, /Library/);
    await expect(tv.getByTestId('shelf-playlists')).toContainText('Everything, all at once'); // loaded
    await focusByArrows(tv, 'ArrowRight', /Everything, all at once/, 8);
    await press(tv, 'Enter');
    await expect(tv.getByTestId('playlist-row').first()).toBeFocused();
    const index = () => readFocus(tv, () => Number((document.activeElement as HTMLElement).dataset.index));
    // Hold ArrowDown for about 3 s: the keyboard repeats every 30 ms.
    await tv.keyboard.down('ArrowDown');
    let repeats = 0;
    const started = Date.now();
    while (Date.now() - started < 3000) {
      await tv.keyboard.down('ArrowDown'); // repeat: true while held
      repeats++;
      await tv.waitForTimeout(30);
    }
    await tv.keyboard.up('ArrowDown');
    const atRelease = await index();
    await tv.waitForTimeout(600);
    const settled = await index();
    expect(settled, 'moves queued after release').toBe(atRelease);
    expect(atRelease).toBeGreaterThan(10); // it moved, and sped up
    expect(atRelease).toBeLessThan(repeats); // but not one move per repeat
    const report = await focusReport(tv);
    expect(report.ok, report.why).toBe(true);
    // virtualized: a few screens of rows, whatever the position
    expect(await tv.getByTestId('playlist-row').count()).toBeLessThan(20);
  });

  test('a held ArrowRight over a 500-card shelf ends on a sensible card, with no flood of queued moves', async ({ tv, emulator }) => {
    let feedLength = 0;
    for (let page = ''; ; ) {
      const r = await apiAs(emulator, 'acct-ada', `/activities?part=id&home=true&maxResults=50${page ? `&pageToken=${page}` : ''}`);
      feedLength += r.items.length;
      if (!r.nextPageToken) break;
      page = r.nextPageToken;
    }
    expect(feedLength).toBeGreaterThanOrEqual(500);
    // Home's first shelf is the feed from your subscriptions: 704 activities in the seed, 50 a page.
    const feed = tv.getByRole('region', { name: 'From your subscriptions' });
    await expect(feed.locator(':focus')).toHaveCount(1);
    const index = () => readFocus(tv, () => Number((document.activeElement as HTMLElement).dataset.index));
    const start = await index();
    // Hold ArrowRight, the keyboard repeating every 30 ms, until focus is past the first page of 50
    // cards (at most 15 s: how many repeats this machine sends in a given time varies a lot).
    await tv.keyboard.down('ArrowRight');
    let repeats = 0;
    const started = Date.now();
    while (Date.now() - started < 15_000 && !(repeats % 10 === 0 && (await index()) - start > 55)) {
      await tv.keyboard.down('ArrowRight'); // repeat: true while held
      repeats++;
      await tv.waitForTimeout(30);
    }
    await tv.keyboard.up('ArrowRight');
    const atRelease = await index();
    await tv.waitForTimeout(600);
    expect(await index(), 'moves queued after release').toBe(atRelease);
    expect(atRelease - start).toBeGreaterThan(50); // it moved and went past the first page of 50
    expect(atRelease - start).toBeLessThan(repeats); // but not one move per repeat
    // A sensible card: the focused one, fully on screen in the safe area, the row slid to it.
    const report = await focusReport(tv);
    expect(report.ok, report.why).toBe(true);
    expect(await feed.locator(':focus').count()).toBe(1);
    // virtualized: a few screens of cards, whatever the position
    expect(await feed.getByTestId('card').count()).toBeLessThan(20);
    // Channel down (PageDown) jumps a page of 4 cards; channel up comes back.
    await press(tv, 'PageDown');
    await expect.poll(index).toBe(atRelease + 4);
    await press(tv, 'PageUp');
    await expect.poll(index).toBe(atRelease);
    // A Tizen remote's channel keys arrive as key codes 428 and 427 with no key name: the same jumps.
    await pressRemoteKey(tv, 428, 'Unidentified');
    await expect.poll(index).toBe(atRelease + 4);
    await pressRemoteKey(tv, 427, 'Unidentified');
    await expect.poll(index).toBe(atRelease);
    // The row glides there (120 ms): judge where it comes to rest.
    await expect.poll(async () => (await focusReport(tv)).ok).toBe(true);
    await tv.screenshot({ path: test.info().outputPath('held-arrow-right.png') });
  });

  test('the menu opens on the screen on show, every time, and its edges hold focus', async ({ tv }) => {
    const inMenu = () => readFocus(tv, () => ({ text: (document.activeElement as HTMLElement).innerText.trim(), current: document.activeElement?.getAttribute('aria-current') }));
    await press(tv, 'ArrowLeft');
    expect(await inMenu()).toEqual({ text: expect.stringMatching(/Home/), current: 'page' });
    // Down to Library without opening it, back to the content, and Left again: Home, the screen
    // on show, so Left then OK never opens another screen (it opened Library, where the viewer had
    // only passed by, and a half-typed playlist was lost that way).
    await focusByArrows(tv, 'ArrowDown', /Library/, 4);
    await press(tv, 'ArrowRight');
    await expect(tv.getByTestId('card').first()).toBeFocused();
    await press(tv, 'ArrowLeft');
    expect(await inMenu()).toEqual({ text: expect.stringMatching(/Home/), current: 'page' });
    // The menu's edges: Up at its first entry and Left stay in it (Left went to a card slid out
    // of view to the left of the menu, Up to a filter across the screen); so does Down at its last.
    await press(tv, 'ArrowUp');
    expect(await inMenu()).toEqual({ text: expect.stringMatching(/Home/), current: 'page' });
    await press(tv, 'ArrowDown');
    await press(tv, 'ArrowRight'); // a second shelf, slid on by a few cards
    await press(tv, 'ArrowDown');
    await press(tv, 'ArrowRight', 5);
    await press(tv, 'ArrowUp');
    await press(tv, 'ArrowLeft');
    await press(tv, 'ArrowLeft');
    await painted(tv);
    expect((await inMenu()).text).toMatch(/Home/);
    await press(tv, 'ArrowLeft');
    await painted(tv);
    expect((await inMenu()).text).toMatch(/Home/);
    await press(tv, 'ArrowDown', 12);
    await painted(tv);
    const last = await inMenu();
    await press(tv, 'ArrowDown');
    await painted(tv);
    expect(await inMenu()).toEqual(last);
    await expect(tv.getByTestId('menu').locator(':focus')).toHaveCount(1);
  });

  test('Search opened from an empty playlist is the section on show: the menu marks Search, and Left then OK stays on Search', async ({ tv }) => {
    await toLibraryPlaylist(tv, /Empty for now/);
    await press(tv, 'Enter');
    await expect(tv.getByRole('button', { name: 'Find videos in Search' })).toBeFocused();
    await press(tv, 'Enter');
    await expect(tv.getByTestId('search-screen')).toBeVisible();
    const marked = tv.getByTestId('menu').locator('[aria-current="page"]');
    await expect(marked).toHaveCount(1);
    await expect(marked).toContainText('Search');
    await focusByArrows(tv, 'ArrowLeft', /Search/, 8);
    await expect(marked).toBeFocused();
    await press(tv, 'Enter');
    await expect(tv.getByTestId('search-screen')).toBeVisible();
    await expect(tv.getByTestId('library-screen')).toHaveCount(0);
  });

  test('a focused menu entry beside a playlist, and a filter chip at the page’s edge, wear their rings whole', async ({ tv }) => {
    await toLibraryPlaylist(tv, /Sunday cooking/);
    await press(tv, 'Enter');
    await expect(tv.getByTestId('playlist-screen').getByTestId('playlist-row').first()).toBeVisible();
    for (let i = 0; i < 8 && !(await readFocus(tv, () => !!document.activeElement?.closest('[data-testid="menu"]'))); i++) await press(tv, 'ArrowLeft');
    await expect(tv.locator(':focus')).toContainText('Library');
    expect(await focusRingCovered(tv)).toEqual([]);
    expect(await focusRingCut(tv)).toEqual([]);
    await openFromMenu(tv, /Search/);
    await focusByArrows(tv, 'ArrowRight', /Show: Everything/, 12);
    expect(await focusRingCut(tv)).toEqual([]);
    expect(await focusRingCovered(tv)).toEqual([]);
  });

  test('only the focused button has the white face: a primary button beside it does not look focused', async ({ tv }) => {
    await press(tv, 'Enter'); // the first card's video
    await expect(tv.getByRole('button', { name: /Play/ })).toBeFocused();
    expect(await unfocusedLookingFocused(tv)).toEqual([]);
    await toVideoAction(tv, /Add to playlist/);
    // Play, the primary button, was light grey: beside the focused white button it read as a second focus.
    expect(await unfocusedLookingFocused(tv)).toEqual([]);
    await toVideoAction(tv, /Go to channel/);
    expect(await unfocusedLookingFocused(tv)).toEqual([]);
  });

  test('the focused card wears the ring: it follows focus along a row and into the next, takes a channel\'s round shape, and leaves with focus', async ({ tv }) => {
    const wornBy = async (label: string) => {
      const now = await focusRingReport(tv);
      expect(now.shown, `${label}: one ring on show`).toBe(1);
      expect(now.off!, `${label}: ring on the focused card's picture`).toBeLessThanOrEqual(1);
      expect(now.round, `${label}: ring shaped as the picture`).toBe(now.roundPicture);
      expect(now.colour, `${label}: amber`).toBe('rgb(251, 191, 36)');
      expect(now.onTop, `${label}: drawn above the picture`).toBe(true);
      return now;
    };

    await wornBy('Home, first card');
    await press(tv, 'ArrowRight', 2);
    await wornBy('two cards along');
    // Far enough that the row slides and reuses cards: the ring stays on the focused one.
    await press(tv, 'ArrowRight', 5);
    await wornBy('seven cards along');
    expect(await readFocus(tv, () => Number((document.activeElement as HTMLElement).dataset.index))).toBe(7);
    await expect.poll(() => tv.evaluate(() => document.activeElement!.closest('[data-slides]')!.scrollLeft)).toBeGreaterThan(0);
    await wornBy('seven cards along, the row slid');
    const row = () => readFocus(tv, () => Array.from(document.querySelectorAll('section[data-nav-container]')).findIndex((s) => s.contains(document.activeElement)));
    expect(await row()).toBe(0);
    await press(tv, 'ArrowDown');
    await expect.poll(row).toBe(1);
    await wornBy('the next row');
    await tv.screenshot({ path: test.info().outputPath('ring-on-second-row.png') });
    const inMenu = () => readFocus(tv, () => !!document.activeElement?.closest('[data-testid="menu"]'));
    for (let i = 0; i < 12 && !(await inMenu()); i++) await press(tv, 'ArrowLeft');
    expect(await inMenu()).toBe(true);
    expect((await focusRingReport(tv)).shown, 'no ring while focus is in the menu').toBe(0);

    // Channels are round, and so is their ring.
    await openFollowedChannels(tv);
    const channel = await wornBy('a channel');
    expect(channel.round).toBe(true);
    await tv.screenshot({ path: test.info().outputPath('ring-on-channel.png') });
  });

  test('an arrow inside a row shows the ring on the next card in its own frame, the browser\'s focus follows, and keys pressed before that frame act where focus is shown', async ({ tv }) => {
    // Two key presses inside one frame, as a remote's can be: the keydowns are sent from the page,
    // in one task, so no frame can fall between them (Playwright's presses would leave it to chance).
    const pressAll = (keys: string[]) =>
      tv.evaluate(async (keys) => {
        const indexOf = (el: Element | null) => Number((el as HTMLElement | null)?.dataset.index);
        const track = document.activeElement!.parentElement!;
        const from = indexOf(document.activeElement);
        const steps = keys.filter((key) => key === 'ArrowRight').length;
        const next = track.querySelector<HTMLElement>(`[data-index="${from + steps}"]`)!;
        const nextTitle = next.querySelector('.card__title')!.textContent;
        for (const key of keys) document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
        // The frame that shows the press: the ring is on the next card's picture.
        await new Promise((frame) => requestAnimationFrame(frame));
        // The ring lies over the row, beside its track (src/ui/Shelf.tsx).
        const ring = Array.from(track.closest('.shelf')!.querySelectorAll<HTMLElement>('.focus-ring--on'));
        const r = ring[0]?.getBoundingClientRect();
        const p = next.querySelector('.card__thumb')!.getBoundingClientRect();
        const ringOff = r ? Math.max(Math.abs(r.left - p.left), Math.abs(r.top - p.top), Math.abs(r.right - p.right), Math.abs(r.bottom - p.bottom)) : null;
        // Right after it: the browser's focus.
        await new Promise((after) => setTimeout(after, 0));
        return { from, to: from + steps, rings: ring.length, ringOff, focusedAfter: indexOf(document.activeElement), nextTitle };
      }, keys);

    const moved = await pressAll(['ArrowRight']);
    expect(moved.rings).toBe(1);
    expect(moved.ringOff!, 'ring on the next card in the frame that shows the press').toBeLessThanOrEqual(1);
    expect(moved.focusedAfter, 'the browser focus follows right after that frame').toBe(moved.from + 1);
    // Two arrows inside one frame: the second moves on from where the first showed focus.
    const twice = await pressAll(['ArrowRight', 'ArrowRight']);
    expect(twice.ringOff!, 'ring on the card two along').toBeLessThanOrEqual(1);
    expect(twice.focusedAfter).toBe(twice.from + 2);

    const opened = await pressAll(['ArrowRight', 'Enter']);
    await expect(tv.getByTestId('video-screen')).toBeVisible();
    await expect(tv.getByTestId('video-screen').locator('h1')).toHaveText(opened.nextTitle!);
    // Back: focus is on the card that was opened, not the one the arrow left.
    await press(tv, 'Escape');
    await expect(tv.getByTestId('home-screen')).toBeVisible();
    await expect.poll(() => readFocus(tv, () => Number((document.activeElement as HTMLElement).dataset.index))).toBe(opened.to);
  });

  test('Up from any card of a shelf goes to the shelf above, even to a Continue watching of one card', async ({ tv }) => {
    // The first card's video watched a little: Continue watching comes above the feed, with one card.
    await press(tv, 'Enter');
    await expect(tv.locator(':focus')).toHaveText(/Play/);
    await press(tv, 'Enter');
    await expect(tv.getByTestId('player')).toHaveAttribute('data-state', 'playing');
    await press(tv, 'ArrowRight', 3); // far enough in to be worth continuing
    await press(tv, 'Escape', 2);
    const watching = tv.getByTestId('continue-watching');
    await expect(watching.getByTestId('card')).toHaveCount(1);
    const feed = tv.getByRole('region', { name: 'From your subscriptions' });
    await expect(feed.locator(':focus')).toHaveCount(1);
    const where = () =>
      readFocus(tv, () => {
        const el = document.activeElement as HTMLElement;
        return `${el.closest('section')?.getAttribute('aria-label')} ${el.dataset.index}`;
      });
    await expect.poll(where).toBe('From your subscriptions 0');
    // Along the feed, past where it slides: Up from every card is on the one card above (from the
    // fourth on it stayed put), and Down comes back to the card it left.
    for (let card = 1; card <= 6; card++) {
      await press(tv, 'ArrowRight');
      await expect.poll(where).toBe(`From your subscriptions ${card}`);
      await press(tv, 'ArrowUp');
      expect(await where(), `Up from card ${card}`).toBe('Continue watching 0');
      await press(tv, 'ArrowDown');
      expect(await where()).toBe(`From your subscriptions ${card}`);
    }
    const report = await focusReport(tv);
    expect(report.ok, report.why).toBe(true);
  });

  test('Up or Down at the top or bottom edge of a screen stays put: only Left enters the menu', async ({ tv }) => {
    const inMenu = () => readFocus(tv, () => !!document.activeElement?.closest('[data-testid="menu"]'));
    // By its key: a card's text changes as its length badge arrives.
    const where = () => readFocus(tv, () => (document.activeElement as HTMLElement).dataset.focusKey ?? (document.activeElement as HTMLElement).innerText.trim());
    // Home: Up from the first shelf is the top edge.
    const first = await where();
    await press(tv, 'ArrowUp');
    expect(await inMenu()).toBe(false);
    expect(await where()).toBe(first);
    // Down shelf by shelf to the last one, then past it: focus never leaves for the menu.
    let last = '';
    for (let i = 0; i < 12; i++) {
      await press(tv, 'ArrowDown');
      expect(await inMenu()).toBe(false);
      const now = await where();
      if (now === last) break;
      last = now;
    }
    await press(tv, 'ArrowDown');
    expect(await where()).toBe(last);
    // A playlist: Down past its last row stays on that row.
    await openFromMenu(tv, /Library/);
    await expect(tv.getByTestId('shelf-playlists')).toContainText('Watch on the big screen');
    await focusByArrows(tv, 'ArrowRight', /Watch on the big screen/);
    await press(tv, 'Enter');
    await expect(tv.getByTestId('playlist-row').first()).toBeFocused();
    const rowIndex = () => readFocus(tv, () => Number((document.activeElement as HTMLElement).dataset.index));
    await press(tv, 'ArrowDown', 20); // past the last of its 12 rows
    expect(await inMenu()).toBe(false);
    const lastRow = await rowIndex();
    expect(lastRow).toBeGreaterThan(5);
    await press(tv, 'ArrowDown');
    expect(await rowIndex()).toBe(lastRow);
    await press(tv, 'ArrowLeft');
    expect(await inMenu()).toBe(true);
  });

  test('Down at the last row of the search results and Up or Down at the edges of a channel stay put: only Left enters the menu', async ({ tv }) => {
    const inMenu = () => readFocus(tv, () => !!document.activeElement?.closest('[data-testid="menu"]'));
    const where = () => readFocus(tv, () => {
      // By its key where it has one: a card's text changes as its length badge arrives.
      const el = document.activeElement as HTMLElement;
      return el.dataset.focusKey ?? el.innerText.trim();
    });
    const index = () => readFocus(tv, () => Number((document.activeElement as HTMLElement).dataset.index));
    /** Presses `key` until focus stops moving (at most `max` times); never into the menu on the way. */
    const toEdge = async (key: string, max: number) => {
      let last = await where();
      for (let i = 0; i < max; i++) {
        await press(tv, key);
        // A press past the loaded rows waits for the next page: give it the time to come.
        await tv.waitForTimeout(150);
        expect(await inMenu()).toBe(false);
        const now = await where();
        if (now === last) return now;
        last = now;
      }
      throw new Error(`focus still moving after ${max} presses of ${key}`);
    };

    // "night": 31 results, 24 a page, four a row. Down past the first page's last row loads the
    // next page; past the last row of all, Down stays on it.
    await openFromMenu(tv, /Search/);
    await typeOnTv(tv, 'night');
    await pressSearchKey(tv);
    const results = tv.getByTestId('search-results');
    await expect(results.getByTestId('card').first()).toBeVisible();
    await press(tv, 'ArrowDown');
    await expect(results.getByTestId('card').first()).toBeFocused();
    const bottom = await toEdge('ArrowDown', 15);
    expect(await index()).toBeGreaterThanOrEqual(24); // on the second page
    await expect(results.locator('.shelf__count')).toHaveText('31');
    await press(tv, 'ArrowDown');
    expect(await inMenu()).toBe(false);
    expect(await where()).toBe(bottom);
    await tv.screenshot({ path: test.info().outputPath('search-results-last-row.png') });
    // Left along the last row to its first column, and only then into the menu.
    const lastRowStart = Math.floor((await index()) / 4) * 4;
    while ((await index()) > lastRowStart) {
      await press(tv, 'ArrowLeft');
      expect(await inMenu()).toBe(false);
    }
    await press(tv, 'ArrowLeft');
    expect(await inMenu()).toBe(true);

    // A channel: Up at the top of its header and Down at its last shelf do nothing.
    await openFollowedChannels(tv);
    await press(tv, 'Enter');
    const channel = tv.getByTestId('channel-screen');
    await expect(channel.getByTestId('subscribed')).toBeVisible();
    const top = await toEdge('ArrowUp', 6);
    expect(await readFocus(tv, () => !!document.activeElement?.closest('.channel-header__actions'))).toBe(true);
    await press(tv, 'ArrowUp');
    expect(await inMenu()).toBe(false);
    expect(await where()).toBe(top);
    await tv.screenshot({ path: test.info().outputPath('channel-header.png') });
    const end = await toEdge('ArrowDown', 8);
    await expect(channel.getByRole('region', { name: 'Playlists' }).locator(':focus')).toHaveCount(1);
    await press(tv, 'ArrowDown');
    expect(await inMenu()).toBe(false);
    expect(await where()).toBe(end);
    await expect(channel).toBeVisible();
    await tv.screenshot({ path: test.info().outputPath('channel-last-shelf.png') });
    // Left along the shelf to its first card, and only then into the menu.
    if ((await index()) === 0) await press(tv, 'ArrowRight');
    expect(await index()).toBeGreaterThan(0);
    while ((await index()) > 0) {
      await press(tv, 'ArrowLeft');
      expect(await inMenu()).toBe(false);
    }
    await press(tv, 'ArrowLeft');
    expect(await inMenu()).toBe(true);
  });

  test('a notice stays on the screen it was raised on: Back to another screen takes it away, and coming back does not bring it', async ({ tv }) => {
    const notice = tv.getByTestId('session-notice');
    // Raised on a video's page: added to a playlist at the start.
    await press(tv, 'Enter');
    const video = tv.getByTestId('video-screen');
    await expect(video).toBeVisible();
    const title = (await video.locator('h1').textContent())!.trim();
    await toVideoAction(tv, /Add to playlist/);
    await press(tv, 'Enter');
    const dialog = tv.getByRole('dialog', { name: 'Add to playlist' });
    await expect(dialog).toContainText('Sunday cooking'); // loaded
    await focusByArrows(tv, 'ArrowDown', /Sunday cooking/, 12);
    await press(tv, 'ArrowRight');
    await expect(tv.locator(':focus')).toHaveText('Add at the start');
    await press(tv, 'Enter');
    await expect(dialog).toHaveCount(0);
    await expect(notice).toHaveText('Added to “Sunday cooking” at the start.');
    await expect(video).toBeVisible();
    // Back: Home, without the video page's notice.
    await press(tv, 'Escape');
    await expect(tv.getByTestId('home-screen')).toBeVisible();
    await expect(notice).toHaveCount(0);
    await painted(tv);
    await tv.waitForTimeout(300);
    await expect(notice).toHaveCount(0);
    // The same video again: its page does not show the old notice either.
    await press(tv, 'Enter');
    await expect(video.locator('h1')).toHaveText(title);
    await painted(tv);
    await tv.waitForTimeout(300);
    await expect(notice).toHaveCount(0);
  });

  test('Back on Home retraces: from deep in a row to its first card, then the menu, and only then asks before exiting', async ({ tv }) => {
    const inMenu = () => readFocus(tv, () => !!document.activeElement?.closest('[data-testid="menu"]'));
    // Home: eight cards along the first shelf, then Back steps out one level at a time.
    const firstCard = tv.getByTestId('card').first();
    // Its title, not its whole text: the length badge may arrive in between.
    const firstTitle = await firstCard.locator('.card__title').innerText();
    await press(tv, 'ArrowRight', 7);
    await press(tv, 'Escape');
    await expect(tv.getByRole('dialog')).toHaveCount(0);
    // The shelf slides back and renders its first card before focusing it: judge once it has.
    await expect.poll(() => readFocus(tv, () => (document.activeElement as HTMLElement).dataset.index)).toBe('0');
    expect(await readFocus(tv, () => (document.activeElement?.querySelector('.card__title') as HTMLElement).innerText)).toBe(firstTitle);
    await press(tv, 'Escape');
    expect(await inMenu()).toBe(true);
    await expect(tv.locator(':focus')).toContainText('Home');
    await press(tv, 'Escape');
    await expect(tv.getByRole('dialog', { name: 'Exit tenfoot?' })).toBeVisible();
    await press(tv, 'Escape'); // Back closes the dialog: never a trap
    await expect(tv.getByRole('dialog')).toHaveCount(0);
  });

  test('Back from deep in search results: their first result, then the keyboard with the query kept, then out', async ({ tv }) => {
    await openFromMenu(tv, /Search/);
    await typeOnTv(tv, 'cat');
    await pressSearchKey(tv);
    const results = tv.getByTestId('search-results');
    await expect(results.getByTestId('card').first()).toBeVisible();
    // Right, then down into the results, then three rows further.
    const inResults = () => readFocus(tv, () => !!document.activeElement?.closest('[data-testid="search-results"]'));
    await press(tv, 'ArrowRight');
    for (let i = 0; i < 6 && !(await inResults()); i++) await press(tv, 'ArrowDown');
    expect(await inResults()).toBe(true);
    await press(tv, 'ArrowDown', 3);
    expect(Number(await readFocus(tv, () => (document.activeElement as HTMLElement).dataset.index))).toBeGreaterThan(3);
    await press(tv, 'Escape');
    await expect.poll(() => readFocus(tv, () => (document.activeElement as HTMLElement).dataset.index)).toBe('0');
    await press(tv, 'Escape');
    await expect(tv.locator(':focus')).toHaveText('Search');
    await expect(tv.getByTestId('search-query')).toContainText('cat');
    await expect(results.getByTestId('card').first()).toBeVisible(); // the results stay
    await press(tv, 'Escape');
    await expect(tv.getByTestId('home-screen')).toBeVisible();
  });

  test('a screen opening waits for its first item with no ring elsewhere: a playlist, then a channel, each rings only its first choice', async ({ tv }) => {
    // What is focused as each frame is shown (sampled once the frame has gone, as a viewer sees
    // it), from OK on a card until the screen has placed focus. Edit, or the menu entry nearest the
    // card pressed, wore the ring for a frame or three before the first row took it.
    const watchFrames = () =>
      tv.evaluate(() => {
        const seen: string[] = [];
        (window as unknown as { framesSeen: string[] }).framesSeen = seen;
        const t0 = performance.now();
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          const el = document.activeElement;
          const name = !el || el === document.body ? 'page' : el.matches('[data-waiting], .skeleton-row') ? 'waiting' : (el.getAttribute('data-focus-key') ?? el.textContent!.trim().slice(0, 20));
          if (seen[seen.length - 1] !== name) seen.push(name);
          if (seen.length < 50 && performance.now() - t0 < 5000) requestAnimationFrame(() => channel.port2.postMessage(0));
        };
        requestAnimationFrame(() => channel.port2.postMessage(0));
      });
    const framesSeen = () => tv.evaluate(() => (window as unknown as { framesSeen: string[] }).framesSeen);
    const ringed = async () => (await framesSeen()).filter((name) => name !== 'page' && name !== 'waiting');

    await toLibraryPlaylist(tv, /Unlisted finds/);
    const card = await tv.evaluate(() => document.activeElement!.getAttribute('data-focus-key'));
    await watchFrames();
    await press(tv, 'Enter');
    const firstRow = tv.getByTestId('playlist-screen').locator('[data-index="0"]');
    await expect(firstRow).toBeFocused();
    await tv.waitForTimeout(300);
    expect((await ringed()).filter((name) => name !== card)).toEqual([await firstRow.getAttribute('data-focus-key')]);
    // Its rows came after it opened (not from a list kept in memory): focus waited on their skeleton.
    expect(await framesSeen()).toContain('waiting');

    await openFollowedChannels(tv);
    const channelCard = await tv.evaluate(() => document.activeElement!.getAttribute('data-focus-key'));
    await watchFrames();
    await press(tv, 'Enter');
    await expect(tv.getByTestId('channel-screen').getByRole('button', { name: /Subscribe|Subscribing|Unsubscribe/ })).toBeFocused();
    await tv.waitForTimeout(300);
    expect((await ringed()).filter((name) => name !== channelCard)).toEqual(['subscribe']);
  });

  test('Back from a section goes Home, and Back from Home asks before exiting', async ({ tv }) => {
    await openFromMenu(tv, /Live/);
    await expect(tv.getByTestId('live-screen')).toBeVisible();
    await press(tv, 'Escape');
    await expect(tv.getByTestId('home-screen')).toBeVisible();
    await press(tv, 'Escape'); // Home's content, then the menu
    await press(tv, 'Escape');
    await expect(tv.getByRole('dialog', { name: 'Exit tenfoot?' })).toBeVisible();
    await press(tv, 'Escape'); // Back closes the dialog: never a trap
    await expect(tv.getByRole('dialog')).toHaveCount(0);
    await expect(tv.getByTestId('home-screen')).toBeVisible();
  });
});
