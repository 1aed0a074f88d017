import type { Page } from '@playwright/test';
import { expect, focusByArrows, openFollowedChannels, openFromMenu, press, pressRemoteKey, pressSearchKey, readFocus, signIn, test, typeOnTv, toLibraryPlaylist } from './fixtures.ts';

const focusedIndex = (tv: Page) => readFocus(tv, () => Number((document.activeElement as HTMLElement | null)?.dataset.index ?? NaN));

test.describe('pointer (mouse, LG Magic Remote) and colour keys', () => {
  test.beforeEach(async ({ tv, browser }) => {
    await tv.goto('/');
    await signIn(tv, browser, 'Ada Lovelace');
    await expect(tv.getByTestId('card').first()).toBeFocused();
  });

  test('hovering focuses, clicking activates, and Back returns to the hovered card', async ({ tv }) => {
    const feed = tv.getByRole('region', { name: 'From your subscriptions' });
    const third = feed.getByTestId('card').nth(2);
    const box = (await third.boundingBox())!;
    await tv.mouse.move(box.x + box.width / 2, box.y + box.height / 3);
    await expect(third).toBeFocused();
    // Hovering the menu moves focus there too: pointer and arrows never disagree.
    const library = tv.getByRole('button', { name: /Library/ });
    const menuBox = (await library.boundingBox())!;
    await tv.mouse.move(menuBox.x + menuBox.width / 2, menuBox.y + menuBox.height / 2);
    await expect(library).toBeFocused();
    await tv.mouse.click(menuBox.x + menuBox.width / 2, menuBox.y + menuBox.height / 2);
    await expect(tv.getByTestId('library-screen')).toBeVisible();
    await press(tv, 'Escape');
    await expect(tv.getByTestId('home-screen')).toBeVisible();
    // Click a card: it opens what OK would open.
    const title = (await third.locator('.card__title').textContent())!.trim();
    await tv.mouse.click(box.x + box.width / 2, box.y + box.height / 3);
    await expect(tv.getByTestId('video-screen')).toBeVisible();
    await expect(tv.getByTestId('video-screen')).toContainText(title);
  });

  test('the wheel scrolls a long list by moving focus a row, and loads further pages', async ({ tv }) => {
    await openFromMenu(tv, /Library/);
    await expect(tv.getByTestId('shelf-playlists')).toContainText('Everything, all at once');
    await focusByArrows(tv, 'ArrowRight', /Everything, all at once/, 8);
    await press(tv, 'Enter');
    const first = tv.getByTestId('playlist-row').first();
    await expect(first).toBeFocused();
    const box = (await first.boundingBox())!;
    await tv.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    const viewport = tv.locator('.grid__viewport');
    for (let i = 0; i < 60; i++) {
      await tv.mouse.wheel(0, 120);
      await tv.waitForTimeout(150); // a notch at a time, as a wheel turned by hand
    }
    // A quick spin (notches quicker than a row a notch) moves focus on, and still ends on a row.
    for (let i = 0; i < 4; i++) await tv.mouse.wheel(0, 120);
    await tv.waitForTimeout(400);
    const down = await focusedIndex(tv);
    expect(down).toBeGreaterThan(50); // moved row by row, past the first page of 50
    await expect.poll(() => viewport.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
    // Only the app scrolls the list (the browser's own wheel scroll is cancelled): it comes to
    // rest on a row, the focused row in full view, not part way between rows.
    const atRest = () =>
      viewport.evaluate((el) => {
        const view = el.getBoundingClientRect();
        const rows = [...el.querySelectorAll('[data-testid="playlist-row"]')].map((row) => row.getBoundingClientRect());
        const focused = document.activeElement!.getBoundingClientRect();
        const topRow = Math.min(...rows.filter((r) => r.bottom > view.top).map((r) => r.top));
        return { focusedInView: focused.top >= view.top && focused.bottom <= view.bottom, firstRowClipped: topRow < view.top - 0.5 };
      });
    await expect.poll(atRest).toEqual({ focusedInView: true, firstRowClipped: false });
    expect(await readFocus(tv, () => document.activeElement?.getAttribute('data-testid'))).toBe('playlist-row');
    for (let i = 0; i < 3; i++) {
      await tv.mouse.wheel(0, -120);
      await tv.waitForTimeout(150);
    }
    expect(await focusedIndex(tv)).toBe(down - 3);
  });

  test('the wheel at the top or bottom edge of a list stays in it, never going into the menu', async ({ tv }) => {
    const inMenu = () => readFocus(tv, () => !!document.activeElement?.closest('[data-testid="menu"]'));
    // Home: the wheel up from the first shelf.
    const card = tv.getByTestId('card').first();
    const box = (await card.boundingBox())!;
    await tv.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await expect(card).toBeFocused();
    for (let i = 0; i < 3; i++) {
      await tv.mouse.wheel(0, -120);
      await tv.waitForTimeout(150);
    }
    expect(await inMenu()).toBe(false);
    await expect(card).toBeFocused();
    // A playlist of 12: the wheel down past its last row stays on that row.
    await toLibraryPlaylist(tv, /Watch on the big screen/);
    await press(tv, 'Enter');
    const first = tv.getByTestId('playlist-row').first();
    await expect(first).toBeFocused();
    const row = (await first.boundingBox())!;
    await tv.mouse.move(row.x + row.width / 2, row.y + row.height / 2);
    for (let i = 0; i < 20; i++) {
      await tv.mouse.wheel(0, 120);
      await tv.waitForTimeout(150);
    }
    expect(await inMenu()).toBe(false);
    expect(await focusedIndex(tv)).toBe(11);
  });

  test('the wheel at the last row of search results and at the edges of a channel stays put, never going into the menu', async ({ tv }) => {
    const inMenu = () => readFocus(tv, () => !!document.activeElement?.closest('[data-testid="menu"]'));
    const where = () => readFocus(tv, () => {
      // By its key where it has one: a card's text changes as its length badge arrives.
      const el = document.activeElement as HTMLElement;
      return el.dataset.focusKey ?? el.innerText.trim();
    });
    const wheel = async (deltaY: number, times: number) => {
      for (let i = 0; i < times; i++) {
        await tv.mouse.wheel(0, deltaY);
        await tv.waitForTimeout(150);
        expect(await inMenu()).toBe(false);
      }
    };
    const hover = async (locator: ReturnType<typeof tv.locator>) => {
      const box = (await locator.boundingBox())!;
      await tv.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await expect(locator).toBeFocused();
    };
    // "night": 31 results over two pages, four a row: the wheel loads the second and stops at the last row.
    await openFromMenu(tv, /Search/);
    await typeOnTv(tv, 'night');
    await pressSearchKey(tv);
    const results = tv.getByTestId('search-results');
    await expect(results.getByTestId('card').first()).toBeVisible();
    await press(tv, 'ArrowDown');
    await expect(results.getByTestId('card').first()).toBeFocused();
    await hover(results.getByTestId('card').first());
    await wheel(120, 14);
    await expect(results.locator('.shelf__count')).toHaveText('31');
    expect(await focusedIndex(tv)).toBeGreaterThanOrEqual(28);
    const bottom = await where();
    await wheel(120, 3);
    expect(await where()).toBe(bottom);

    // A channel: the wheel up at its header and down at its last shelf goes nowhere.
    await openFollowedChannels(tv);
    await press(tv, 'Enter');
    const channel = tv.getByTestId('channel-screen');
    const subscribed = channel.getByTestId('subscribed');
    await expect(subscribed).toBeVisible();
    await hover(subscribed);
    await wheel(-120, 3);
    await expect(subscribed).toBeFocused();
    await wheel(120, 8);
    await expect(channel.getByRole('region', { name: 'Playlists' }).locator(':focus')).toHaveCount(1);
    const end = await where();
    await wheel(120, 3);
    expect(await where()).toBe(end);
    await expect(channel).toBeVisible();
  });

  test('colour keys open their section from anywhere, and the menu shows which does what', async ({ tv }) => {
    for (const [hint, section] of [
      ['hint-red', /Search/],
      ['hint-green', /Home/],
      ['hint-yellow', /Library/],
      ['hint-blue', /Subscriptions/],
    ] as const) {
      await expect(tv.getByRole('button', { name: section }).getByTestId(hint)).toBeVisible();
      // Under the section's icon, not over it: a dot on the icon read as a badge and hid Search's.
      const [glyph, mark] = await tv
        .getByRole('button', { name: section })
        .locator('.menu__icon')
        .evaluate((icon) => {
          const range = document.createRange();
          range.selectNodeContents(icon.firstChild!);
          return [range.getBoundingClientRect().bottom, icon.querySelector('.menu__key')!.getBoundingClientRect().top];
        });
      expect(mark, hint).toBeGreaterThanOrEqual(glyph! - 1);
    }
    await pressRemoteKey(tv, 403, 'ColorF0Red');
    await expect(tv.getByTestId('search-screen')).toBeVisible();
    await pressRemoteKey(tv, 405, 'ColorF2Yellow');
    await expect(tv.getByTestId('library-screen')).toBeVisible();
    await pressRemoteKey(tv, 406, 'ColorF3Blue');
    await expect(tv.getByTestId('subscriptions-screen')).toBeVisible();
    await pressRemoteKey(tv, 404, 'ColorF1Green');
    await expect(tv.getByTestId('home-screen')).toBeVisible();
    // A section opened by a colour key is one Back from Home, as from the menu.
    await pressRemoteKey(tv, 405, 'ColorF2Yellow');
    await expect(tv.getByTestId('library-screen')).toBeVisible();
    await press(tv, 'Escape');
    await expect(tv.getByTestId('home-screen')).toBeVisible();
    // A dialog must be answered first: colour keys do nothing behind it.
    await press(tv, 'Escape'); // Home's content, then the menu, then "Exit tenfoot?"
    await press(tv, 'Escape');
    await expect(tv.getByRole('dialog')).toBeVisible();
    await pressRemoteKey(tv, 403, 'ColorF0Red');
    await expect(tv.getByRole('dialog')).toBeVisible();
    await expect(tv.getByTestId('search-screen')).toHaveCount(0);
    await tv.screenshot({ path: test.info().outputPath('colour-key-hints.png') });
  });
});
