import type { Page, Route } from '@playwright/test';
import { expect, focusByArrows, focusedText, openFromMenu, press, readFocus, signIn, test, typeOnTv, pressSearchKey } from './fixtures.ts';

/**
 * A list's states other than "full": loading, empty, and titles too long for their room. Empty and
 * long are made by editing the emulator's real answers on their way to the TV, so the rest of each
 * answer (kinds, page info) stays what the service sends.
 */

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
    const held: Route[] = [];
    let holding = true;
    await tv.route(/\/activities\?.*home=true/, (route) => (holding ? held.push(route) : route.continue()));
    await tv.goto('/');
    await signIn(tv, browser, 'Ada Lovelace');
    const feed = tv.getByRole('region', { name: 'From your subscriptions' });
    await expect(feed.getByTestId('skeleton')).toBeVisible();
    await expect(feed.getByTestId('skeleton')).toHaveAttribute('aria-busy', 'true');
    await tv.screenshot({ path: test.info().outputPath('home-loading.png') });
    holding = false;
    for (const route of held.splice(0)) await route.continue();
    await expect(feed.getByTestId('card').first()).toBeVisible();
    await expect(feed.getByTestId('skeleton')).toHaveCount(0);
  });

  test('an empty home feed says what to do and offers it: OK opens Search, Back comes home', async ({ tv, browser }) => {
    await editItems(tv, /\/activities\?.*home=true/, () => []);
    await tv.goto('/');
    await signIn(tv, browser, 'Ada Lovelace');
    const feed = tv.getByRole('region', { name: 'From your subscriptions' });
    await expect(feed.getByTestId('empty-state')).toContainText('Follow channels from Search');
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
    await tv.screenshot({ path: test.info().outputPath('search-empty-filtered.png') });
    await focusByArrows(tv, 'ArrowDown', /Search without filters/, 3);
    await press(tv, 'Enter');
    await expect(results.getByTestId('card').first()).toContainText('Trail Mix');
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
    await editItems(tv, /\/channels\?.*id=/, (items) => items.map((item) => ({ ...item, snippet: { ...item.snippet, title: LONG_TITLE } })));
    await tv.goto('/');
    await signIn(tv, browser, 'Ada Lovelace');
    await openFromMenu(tv, /Library/);
    await expect(tv.getByTestId('shelf-playlists').getByTestId('card').nth(1)).toBeVisible();
    await press(tv, 'ArrowRight');
    await press(tv, 'Enter');
    await expect(tv.getByTestId('playlist-row').first()).toContainText(LONG_TITLE);
    expect(await clampOf(tv, '[data-testid="playlist-row"] .list-row__title')).toEqual({ lines: 2, cut: true, text: LONG_TITLE });
    await tv.screenshot({ path: test.info().outputPath('playlist-long-title.png') });

    await openFromMenu(tv, /Subscriptions/);
    await expect(tv.getByTestId('card').first()).toBeFocused();
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
});
