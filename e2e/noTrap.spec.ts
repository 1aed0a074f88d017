import type { Page } from '@playwright/test';
import { expect, focusByArrows, toVideoAction, focusReport, openFromMenu, press, signIn, test, textUnder24px, pressSearchKey, openFollowedChannels } from './fixtures.ts';

/**
 * No trap anywhere: on every screen and dialog, every focusable on show is reached with arrows
 * alone, and after every press focus sits on a visible element inside the 5% safe area (inside
 * the dialog, while one is open). Each screen is also photographed and checked for text under
 * 24 px at 1080p.
 */

type Arrow = 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight';

/**
 * The focusables on show now, and those further down the page (the page scrolls to them), by name:
 * inside the open dialog if there is one, the menu only if asked. Cards a row keeps beyond its
 * right edge are left out: they are on show only once the row slides.
 */
function onShow(tv: Page, withMenu: boolean): Promise<string[]> {
  return tv.evaluate((menu) => {
    const name = (window as unknown as { walkName: (el: Element) => string }).walkName;
    const root = document.querySelector('[role="dialog"]') ?? document;
    const all = [...root.querySelectorAll<HTMLElement>('button:not([disabled]), a[href], [data-focusable]')];
    return all
      .filter((el) => menu || !el.closest('[data-testid="menu"]'))
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.height > 0 && r.left >= 0 && r.top >= 0 && r.right <= innerWidth;
      })
      .map(name);
  }, withMenu);
}

/**
 * From focus towards the named focusable: the arrows that close the gap, and which of them closes
 * the larger part of it (in sizes of the two elements, as a viewer judges "mostly left"); `gone`
 * when it is no longer there.
 */
function arrowTowards(tv: Page, target: string): Promise<{ vertical?: Arrow; horizontal?: Arrow; sidewaysFirst?: boolean; gone: boolean }> {
  return tv.evaluate((wanted) => {
    const name = (window as unknown as { walkName: (el: Element) => string }).walkName;
    const el = [...document.querySelectorAll<HTMLElement>('button:not([disabled]), a[href], [data-focusable]')].find((e) => name(e) === wanted);
    const here = document.activeElement;
    if (!el || !here) return { gone: true };
    const a = here.getBoundingClientRect();
    const b = el.getBoundingClientRect();
    const dy = b.top + b.height / 2 - (a.top + a.height / 2);
    const dx = b.left + b.width / 2 - (a.left + a.width / 2);
    const rowsApart = Math.abs(dy) > Math.max(a.height, b.height) / 2;
    const sideways = Math.abs(dx) > Math.max(a.width, b.width) / 2;
    return {
      gone: false,
      vertical: rowsApart ? (dy > 0 ? 'ArrowDown' : 'ArrowUp') : undefined,
      horizontal: sideways ? (dx > 0 ? 'ArrowRight' : 'ArrowLeft') : undefined,
      // Left and Right keep to their line, so a viewer heads for another line first, unless the
      // target is across the menu's edge, which only Left or Right crosses.
      sidewaysFirst: !!el.closest('[data-nav-side]') !== !!here.closest('[data-nav-side]'),
    } as const;
  }, target);
}

/** Presses an arrow and checks where focus comes to rest (rows slide for 120 ms). */
async function step(tv: Page, key: Arrow, label: string): Promise<string> {
  await press(tv, key);
  let state = await focusReport(tv);
  for (let i = 0; i < 10 && !state.ok; i++) {
    await tv.waitForTimeout(100);
    state = await focusReport(tv);
  }
  expect(state.ok, `${label}, after ${key}: ${state.why}`).toBe(true);
  return state.name;
}

/**
 * Steers focus with arrows to each focusable on show, one after another in reading order, the way
 * a viewer heads for what they see. Fails if one can't be reached, or if any press leaves focus
 * somewhere a viewer would be lost. Returns how many it reached.
 */
async function reachEvery(tv: Page, label: string, { withMenu = false } = {}): Promise<number> {
  await focusReport(tv); // names focusables in the page (walkName), for onShow and arrowTowards
  const targets = await onShow(tv, withMenu);
  expect(targets.length, `${label}: something to focus`).toBeGreaterThan(0);
  const reached = new Set<string>([(await focusReport(tv)).name]);
  const unreachable: string[] = [];
  for (const target of targets) {
    let stuck = 0;
    let twoBack: string | undefined;
    for (let presses = 0; !reached.has(target) && presses < 16 && stuck < 2; presses++) {
      const way = await arrowTowards(tv, target);
      if (way.gone) break; // slid out of its list's window on the way: it was on show, and is reachable by scrolling back
      const first = way.sidewaysFirst ? (way.horizontal ?? way.vertical) : (way.vertical ?? way.horizontal);
      const other = way.sidewaysFirst ? (way.vertical ?? way.horizontal) : (way.horizontal ?? way.vertical);
      const key = (stuck ? other : first) ?? 'ArrowRight';
      const before = (await focusReport(tv)).name;
      const now = await step(tv, key, label);
      reached.add(now);
      // Going nowhere, or back and forth between two items (Down, then Up straight back where it
      // came from): a viewer tries the other arrow.
      stuck = now === before || now === twoBack ? stuck + 1 : 0;
      twoBack = before;
    }
    if (!reached.has(target) && !(await arrowTowards(tv, target)).gone) unreachable.push(target);
  }
  expect(unreachable, `${label}: on show, but no arrows reach them`).toEqual([]);
  return reached.size;
}

/** Screenshot with the test's output, and the 10-foot text rule. */
async function shoot(tv: Page, name: string): Promise<void> {
  await tv.screenshot({ path: test.info().outputPath(`${name}.png`) });
  expect(await textUnder24px(tv), `${name}: text under 24 px at 1080p`).toEqual([]);
}

test.describe('no trap anywhere', () => {
  test.beforeEach(async ({ tv, browser }) => {
    await tv.goto('/');
    await signIn(tv, browser, 'Ada Lovelace');
    await expect(tv.getByTestId('card').first()).toBeFocused();
  });

  test('Home, with the menu', async ({ tv }) => {
    await expect(tv.getByRole('region', { name: 'Your recent activity' }).getByTestId('card').first()).toBeVisible();
    await shoot(tv, 'home');
    expect(await reachEvery(tv, 'home', { withMenu: true })).toBeGreaterThan(8);
  });

  for (const [section, id] of [
    [/Subscriptions/, 'subscriptions-screen'],
    [/Library/, 'library-screen'],
    [/Search/, 'search-screen'],
    [/Live/, 'live-screen'],
    [/Settings/, 'settings-screen'],
  ] as const) {
    test(`${section.source}`, async ({ tv }) => {
      await openFromMenu(tv, section);
      await expect(tv.getByTestId(id).locator('[data-index="1"], .osk__key, .chip').first()).toBeVisible();
      await tv.waitForTimeout(300);
      await shoot(tv, id);
      expect(await reachEvery(tv, id)).toBeGreaterThan(3);
    });
  }

  test('Search with results', async ({ tv }) => {
    await openFromMenu(tv, /Search/);
    await focusByArrows(tv, 'ArrowDown', /Clear|Search/, 10);
    await press(tv, 'ArrowUp', 6);
    await press(tv, 'Enter'); // a letter on the top row
    await pressSearchKey(tv);
    await expect(tv.getByTestId('search-results').getByTestId('card').nth(3)).toBeVisible();
    await focusByArrows(tv, 'ArrowDown', /./, 1); // into the results: the page scrolls to them
    await tv.waitForTimeout(300);
    await shoot(tv, 'search-results');
    expect(await reachEvery(tv, 'search results')).toBeGreaterThan(4);
  });

  test('a channel', async ({ tv }) => {
    await openFollowedChannels(tv);
    await press(tv, 'Enter');
    await expect(tv.getByTestId('channel-screen').getByTestId('card').first()).toBeVisible();
    await tv.waitForTimeout(300);
    await shoot(tv, 'channel-screen');
    expect(await reachEvery(tv, 'channel')).toBeGreaterThan(3);
  });

  test('a playlist, a video, and its Add to playlist dialogs', async ({ tv }) => {
    await openFromMenu(tv, /Library/);
    await expect(tv.getByTestId('shelf-playlists')).toContainText('Watch on the big screen'); // loaded
    await focusByArrows(tv, 'ArrowRight', /Watch on the big screen/, 8);
    await press(tv, 'Enter');
    await expect(tv.getByTestId('playlist-row').nth(2)).toBeVisible();
    await shoot(tv, 'playlist-screen');
    expect(await reachEvery(tv, 'playlist')).toBeGreaterThan(3);
    await press(tv, 'Enter');
    await expect(tv.getByTestId('video-screen')).toBeVisible();
    await shoot(tv, 'video-screen');
    expect(await reachEvery(tv, 'video')).toBeGreaterThan(1);
    await toVideoAction(tv, /Add to playlist/);
    await press(tv, 'Enter');
    const pick = tv.getByRole('dialog', { name: 'Add to playlist' });
    await expect(pick.getByRole('button').first()).toBeFocused();
    await shoot(tv, 'dialog-add-to-playlist');
    // Each playlist's row (at the end, at the start) and the new-playlist button.
    expect(await reachEvery(tv, 'add to playlist')).toBeGreaterThan(4);
  });

  test('the account screen and its sign-out question', async ({ tv }) => {
    await openFromMenu(tv, /Ada Lovelace/);
    await expect(tv.getByTestId('account-screen')).toBeVisible();
    await tv.waitForTimeout(300);
    await shoot(tv, 'account-screen');
    expect(await reachEvery(tv, 'account')).toBeGreaterThan(1);
    // Up from wherever the walk ended (the subscribers below, perhaps) to the buttons, then along.
    await focusByArrows(tv, 'ArrowUp', /Switch account|Add account|Sign out/, 6);
    await focusByArrows(tv, 'ArrowRight', /Sign out/, 3);
    await press(tv, 'Enter');
    await expect(tv.getByRole('dialog')).toBeVisible();
    await shoot(tv, 'dialog-sign-out');
    expect(await reachEvery(tv, 'sign out?')).toBeGreaterThan(1);
    await press(tv, 'Escape');
    await expect(tv.getByRole('dialog')).toHaveCount(0);
  });

  test('Create playlist', async ({ tv }) => {
    await openFromMenu(tv, /Library/);
    await expect(tv.locator(':focus')).toContainText('Create playlist');
    await press(tv, 'Enter');
    await expect(tv.getByTestId('create-playlist-screen')).toBeVisible();
    await tv.waitForTimeout(300);
    await shoot(tv, 'create-playlist-screen');
    expect(await reachEvery(tv, 'create playlist')).toBeGreaterThan(10);
  });

  test('the exit question', async ({ tv }) => {
    await press(tv, 'Escape'); // from Home's content to the menu
    await press(tv, 'Escape');
    await expect(tv.getByRole('dialog', { name: 'Exit tenfoot?' })).toBeVisible();
    await shoot(tv, 'dialog-exit');
    expect(await reachEvery(tv, 'exit?')).toBe(2);
  });
});
