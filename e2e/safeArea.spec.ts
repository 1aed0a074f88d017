import type { Page } from '@playwright/test';
import { expect, focusByArrows, openFromMenu, painted, press, pressSearchKey, openSignedIn, test, toVideoAction, typeOnTv } from './fixtures.ts';

/**
 * Nothing draws outside the 5% title-safe area, on any screen, focused or not: every piece of
 * text, picture and control that can be seen (its box cut by whatever clips it), and the focused
 * element's ring. A TV may crop its edges (overscan); what is cut there is lost to the viewer.
 * Backgrounds that fill the screen (a dialog's dimming, the player's picture) are not content.
 */
async function drawnOutsideSafeArea(tv: Page): Promise<string[]> {
  await painted(tv);
  // Buttons ease into their ring (120 ms): measure once it has come.
  await tv.waitForTimeout(200);
  return tv.evaluate(() => {
    const W = innerWidth;
    const H = innerHeight;
    const safe = { left: W * 0.05 - 1, top: H * 0.05 - 1, right: W * 0.95 + 1, bottom: H * 0.95 + 1 };
    const ringPx = parseFloat(getComputedStyle(document.documentElement).fontSize) * 0.375;
    const out: string[] = [];
    /** The part of a box that can be seen: cut by the screen and every ancestor that clips. */
    const visible = (el: Element, r: { left: number; top: number; right: number; bottom: number }) => {
      let [left, top, right, bottom] = [Math.max(r.left, 0), Math.max(r.top, 0), Math.min(r.right, W), Math.min(r.bottom, H)];
      for (let p = el.parentElement; p; p = p.parentElement) {
        const cs = getComputedStyle(p);
        if (cs.overflowX === 'visible' && cs.overflowY === 'visible') continue;
        const c = p.getBoundingClientRect();
        if (cs.overflowX !== 'visible') [left, right] = [Math.max(left, c.left), Math.min(right, c.right)];
        if (cs.overflowY !== 'visible') [top, bottom] = [Math.max(top, c.top), Math.min(bottom, c.bottom)];
      }
      return { left, top, right, bottom, empty: right - left < 1 || bottom - top < 1 };
    };
    const hasOwnText = (el: Element) => Array.from(el.childNodes).some((n) => n.nodeType === 3 && (n.textContent ?? '').trim() !== '');
    const isContent = (el: Element) => /^(IMG|SVG|BUTTON|INPUT|CANVAS)$/.test(el.tagName.toUpperCase()) || el.getAttribute('role') === 'img' || hasOwnText(el);
    const name = (el: Element) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.getAttribute('data-testid') ? `[${el.getAttribute('data-testid')}]` : ''}.${(el.getAttribute('class') ?? '').split(' ')[0]} "${(el.textContent ?? '').trim().slice(0, 24)}"`;
    for (const el of Array.from(document.querySelectorAll('#app *'))) {
      if (!isContent(el) || el.closest('[data-testid="player-frame"], iframe')) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.opacity === '0') continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      const focused = el === document.activeElement;
      const grow = focused && style.boxShadow !== 'none' && !style.boxShadow.includes('inset') ? ringPx : 0;
      const v = visible(el, { left: r.left - grow, top: r.top - grow, right: r.right + grow, bottom: r.bottom + grow });
      if (v.empty) continue;
      if (v.left < safe.left || v.top < safe.top || v.right > safe.right || v.bottom > safe.bottom) {
        out.push(`${name(el)}${focused ? ' (focused, with its ring)' : ''} draws at ${Math.round(v.left)},${Math.round(v.top)}-${Math.round(v.right)},${Math.round(v.bottom)}`);
      }
    }
    return out;
  });
}

async function expectInsideSafeArea(tv: Page, where: string): Promise<void> {
  await tv.screenshot({ path: test.info().outputPath(`${where.replace(/\W+/g, '-')}.png`) });
  expect(await drawnOutsideSafeArea(tv), `${where}: drawn outside the title-safe area`).toEqual([]);
}

/** Presses a key until focus stops moving (the edge of a row or a list), at most `max` times. */
async function toTheEdge(tv: Page, key: string, max: number): Promise<void> {
  let before = '';
  for (let i = 0; i < max; i++) {
    await press(tv, key);
    await painted(tv);
    const now = await tv.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.focusKey ?? document.activeElement?.textContent ?? '');
    if (now === before) return;
    before = now;
  }
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
      // A playlist, walked to its last row.
      await openFromMenu(tv, /Library/);
      await focusByArrows(tv, 'ArrowRight', /Sunday cooking/, 8);
      await press(tv, 'Enter');
      await expect(tv.getByTestId('playlist-row').first()).toBeFocused();
      await expectInsideSafeArea(tv, 'playlist top');
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
