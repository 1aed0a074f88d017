import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { arrowsTo, expect, focusByArrows, focusRingReport, openFromMenu, openSignedIn, press, pressSearchKey, readCodeFromTv, test, toVideoAction, typeOnTv, painted, toLibraryPlaylist } from './fixtures.ts';

/**
 * For viewers who listen: axe-core on every screen and dialog (no serious or critical violation),
 * every focus stop reached by keys has a name, and the shell's live region says each screen as it
 * opens and the sign-in code spelled out.
 */

/** Rules left out, each with why; nothing else is. */
const NOT_FOR_A_TV: string[] = [
  // None so far: a rule that does not fit a TV app goes here with the reason.
];

/** axe-core on the page as it is: no serious or critical violation. */
async function axeCheck(tv: Page, where: string): Promise<void> {
  await painted(tv);
  const builder = new AxeBuilder({ page: tv });
  if (NOT_FOR_A_TV.length) builder.disableRules(NOT_FOR_A_TV);
  const { violations } = await builder.analyze();
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')} ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`).join(' | ')}`),
    `axe on ${where}`,
  ).toEqual([]);
}

/** The focused element's accessible name, as the browser's accessibility tree gives it. */
async function focusedName(tv: Page): Promise<string> {
  await painted(tv);
  const snapshot = await tv.locator(':focus').ariaSnapshot();
  const first = snapshot.split('\n')[0] ?? '';
  const m = /^- '?[\w-]+ "((?:[^"\\]|\\.)*)"/.exec(first);
  return m ? m[1]!.trim() : '';
}

/** A few presses of each arrow from where focus is: each stop has a name. Returns the names seen. */
async function namedStops(tv: Page, where: string, keys: string[]): Promise<string[]> {
  const names: string[] = [];
  const here = await focusedName(tv);
  expect(here, `focus on ${where} has a name`).not.toBe('');
  names.push(here);
  for (const key of keys) {
    await press(tv, key);
    const name = await focusedName(tv);
    expect(name, `focus on ${where} after ${key} has a name`).not.toBe('');
    names.push(name);
  }
  return names;
}

const announcer = (tv: Page) => tv.getByTestId('announcer');

/** The screen's one h1. */
async function oneH1(tv: Page, where: string): Promise<void> {
  await expect(tv.locator('h1'), `${where}: one h1`).toHaveCount(1);
}

test.describe('accessibility', () => {
  test('titles in another language or script carry their lang, and right-to-left ones dir="auto"', async ({ tv, browser }) => {
    await openSignedIn(tv, browser);
    // A video card's title takes its language from the video's facts (snippet.defaultLanguage).
    await expect(tv.locator('.card__title [lang="ar"], .card__title[lang="ar"]').first()).toBeAttached({ timeout: 15_000 });
    const rtl = tv.locator('.card__title', { hasText: /[\u0600-\u06ff]/ }).first();
    await expect(rtl).toHaveAttribute('dir', 'auto');
    // The Arabic playlist (playlists.list gives its defaultLanguage), on its card and its page.
    await toLibraryPlaylist(tv, /مختارات عربية/);
    await expect(tv.locator(':focus .card__title')).toHaveAttribute('lang', 'ar');
    await press(tv, 'Enter');
    const h1 = tv.getByTestId('playlist-screen').locator('h1');
    await expect(h1).toHaveAttribute('lang', 'ar');
    await expect(h1).toHaveAttribute('dir', 'auto');
    // A followed channel's card: the subscription does not say the channel's language, the
    // channel's own resource does (snippet.defaultLanguage), and its title takes it.
    await openFromMenu(tv, /Subscriptions/);
    const following = tv.locator('section.shelf[aria-label="Channels you subscribe to"]');
    await expect(following.locator('.card__title', { hasText: 'Café Olé' })).toHaveAttribute('lang', 'fr');
    await arrowsTo(tv, following.getByTestId('card').first());
    await focusByArrows(tv, 'ArrowRight', /המטבח של דני/, 20);
    const hebrew = tv.locator(':focus .card__title');
    await expect(hebrew).toHaveAttribute('lang', 'he');
    await expect(hebrew).toHaveAttribute('dir', 'auto');
    // A channel found by search: nor does a search result say its language.
    await openFromMenu(tv, /Search/);
    await typeOnTv(tv, 'Werkstatt');
    await pressSearchKey(tv);
    await expect(tv.getByTestId('search-results').locator('.card__title', { hasText: /^Werkstatt Müller$/ })).toHaveAttribute('lang', 'de');
  });


  test('sign-in and a guest: the code spelled out once, axe clean, named stops', async ({ tv }) => {
    await tv.goto('/');
    const { code } = await readCodeFromTv(tv);
    const spelled = Array.from(code).map((c) => (c === '-' ? 'dash' : c)).join(', ');
    await expect(announcer(tv)).toContainText(spelled);
    await expect(announcer(tv)).toContainText('Sign in to tenfoot');
    // The screen's name first, then where to go and the code (on a first start the code had come first).
    const said = await announcer(tv).evaluate((el) => Array.from(el.children, (node) => node.textContent ?? ''));
    const nameAt = said.indexOf('Sign in to tenfoot');
    expect(nameAt, said.join(' | ')).toBeGreaterThanOrEqual(0);
    expect(nameAt, said.join(' | ')).toBeLessThan(said.findIndex((words) => words.includes(spelled)));
    await oneH1(tv, 'sign-in');
    await axeCheck(tv, 'sign-in');
    await namedStops(tv, 'sign-in', ['ArrowRight', 'ArrowLeft']);

    await arrowsTo(tv, tv.getByTestId('browse-as-guest'));
    await press(tv, 'Enter');
    await expect(tv.getByTestId('search-screen')).toBeVisible();
    await expect(announcer(tv)).toContainText('Search');
    await oneH1(tv, 'guest search');
    await axeCheck(tv, 'guest search');
    await namedStops(tv, 'guest search', ['ArrowRight', 'ArrowDown']);
  });

  test("a returning viewer's start says Home in the app's language, never the sign-in screen it does not show", async ({ tv, browser }) => {
    await openSignedIn(tv, browser);
    // Everything the live region is given from the next start on, in order.
    await tv.addInitScript(() => {
      const said: string[] = ((window as unknown as { said: string[] }).said = []);
      new MutationObserver((changes) => {
        for (const change of changes)
          for (const node of Array.from(change.addedNodes))
            if ((node as Element).parentElement?.matches('[data-testid="announcer"]')) said.push(node.textContent ?? '');
      }).observe(document, { childList: true, subtree: true });
    });
    for (const [language, home] of [['en', 'Home'], ['ar', 'الرئيسية']]) {
      await tv.evaluate((lang) => localStorage.setItem('tenfoot-settings', JSON.stringify({ language: lang })), language);
      await tv.reload();
      await expect(tv.getByTestId('home-screen').getByTestId('card').first()).toBeFocused();
      await expect.poll(() => tv.evaluate(() => (window as unknown as { said: string[] }).said)).toContain(home);
      await tv.waitForTimeout(500);
      const said = await tv.evaluate(() => (window as unknown as { said: string[] }).said);
      // The page's own first look of the sign-in screen (hidden, unseen here) gave its heading.
      expect(said.filter((words) => /Sign in/.test(words)), `${language}: ${said.join(' | ')}`).toEqual([]);
    }
  });

  test('signed in: every screen and dialog, by keys, axe clean and every stop named', async ({ tv, browser }) => {
    test.setTimeout(180_000);
    await openSignedIn(tv, browser);
    await expect(announcer(tv)).toContainText('Signed in as Ada Lovelace');
    await expect(announcer(tv)).toContainText('Home');
    await oneH1(tv, 'Home');
    await axeCheck(tv, 'Home');
    const cards = await namedStops(tv, 'Home', ['ArrowRight', 'ArrowDown', 'ArrowLeft']);
    // A card says where it is: "…, 2 of 20 or more": the activities' pageInfo total is not the
    // feed's length, so the 20 loaded are counted, and more are to come.
    expect(cards.some((n) => / \d+ of 20 or more$/.test(n)), cards.join(' / ')).toBe(true);

    // Exit question: Back at Home goes to the menu, then asks.
    const exit = tv.getByRole('dialog', { name: 'Exit tenfoot?' });
    for (let i = 0; i < 4 && !(await exit.count()); i++) {
      await press(tv, 'Escape');
      await painted(tv);
    }
    await expect(exit).toBeVisible();
    await axeCheck(tv, 'the exit question');
    await namedStops(tv, 'the exit question', ['ArrowRight']);
    await press(tv, 'Escape');
    await expect(tv.getByRole('dialog')).toHaveCount(0);

    await openFromMenu(tv, /Subscriptions/);
    await expect(tv.getByTestId('subscriptions-screen').getByTestId('card').first()).toBeFocused();
    await expect(announcer(tv)).toContainText('Subscriptions');
    await oneH1(tv, 'Subscriptions');
    await axeCheck(tv, 'Subscriptions');
    await namedStops(tv, 'Subscriptions', ['ArrowDown', 'ArrowRight']);

    // A channel, and its unsubscribe dialog.
    await press(tv, 'Enter');
    const channel = tv.getByTestId('channel-screen');
    await expect(channel.getByTestId('card').first()).toBeVisible();
    await oneH1(tv, 'a channel');
    await axeCheck(tv, 'a channel');
    await namedStops(tv, 'a channel', ['ArrowDown', 'ArrowRight']);
    // Its uploads say their place among all the channel's videos (the header's "N videos", the
    // uploads playlist's pageInfo total), not among the cards loaded so far.
    const uploads = channel.locator('section.shelf[aria-label="Uploads"]');
    const videos = Number(/([\d,]+) videos?/.exec((await channel.locator('.channel-header .muted').textContent()) ?? '')![1]!.replace(/,/g, ''));
    await expect(uploads.getByTestId('card').first()).toHaveAccessibleName(new RegExp(`, 1 of ${videos}$`));
    await arrowsTo(tv, channel.getByRole('button', { name: /Subscribed/ }));
    // Its words without the ✓ drawn before them (it was read "check mark Subscribed, pressed"), and
    // Play all's and Shuffle's without their ▶ and ⤮.
    await expect(tv.locator(':focus')).toHaveAccessibleName('Subscribed');
    await expect(tv.locator(':focus')).toHaveText('✓ Subscribed');
    await expect(channel.getByTestId('uploads-play-all')).toHaveAccessibleName('Play all');
    await expect(channel.getByTestId('uploads-shuffle')).toHaveAccessibleName('Shuffle');
    await press(tv, 'Enter');
    await expect(tv.getByRole('dialog')).toBeVisible();
    await axeCheck(tv, 'the unsubscribe dialog');
    await namedStops(tv, 'the unsubscribe dialog', ['ArrowRight']);
    await press(tv, 'Escape');
    await expect(tv.getByRole('dialog')).toHaveCount(0);

    await openFromMenu(tv, /Library/);
    await expect(tv.getByTestId('library-screen').getByTestId('card').first()).toBeVisible();
    await expect(announcer(tv)).toContainText('Library');
    await oneH1(tv, 'Library');
    await axeCheck(tv, 'Library');
    await namedStops(tv, 'Library', ['ArrowRight', 'ArrowDown']);

    // Create playlist form, from the first card of Your playlists.
    await arrowsTo(tv, tv.getByTestId('shelf-playlists').getByTestId('card').first());
    await press(tv, 'Enter');
    await oneH1(tv, 'Create playlist');
    await axeCheck(tv, 'the Create playlist form');
    await namedStops(tv, 'the Create playlist form', ['ArrowDown', 'ArrowRight']);
    await press(tv, 'Escape');
    await expect(tv.getByTestId('library-screen')).toBeVisible();

    // A playlist of 232 videos, 50 of them loaded: its first row says "1 of 232"; its card, its
    // place among Create playlist and Ada's 7 playlists.
    await focusByArrows(tv, 'ArrowRight', /Everything, all at once/, 20);
    expect(await focusedName(tv)).toMatch(/, 232 videos, 7 of 8$/);
    await press(tv, 'Enter');
    await expect(tv.getByTestId('playlist-row').first()).toBeFocused();
    expect(await focusedName(tv)).toMatch(/, 1 of 232$/);
    await press(tv, 'Escape');
    await expect(tv.getByTestId('library-screen')).toBeVisible();

    // A playlist, one of its videos, Add to playlist, the player.
    await focusByArrows(tv, 'ArrowRight', /Sunday cooking/, 20);
    await press(tv, 'Enter');
    await expect(tv.getByTestId('playlist-screen').locator('.list-row__title').first()).toBeVisible();
    await expect(announcer(tv)).toContainText('Sunday cooking');
    await oneH1(tv, 'a playlist');
    await axeCheck(tv, 'a playlist');
    const rows = await namedStops(tv, 'a playlist', ['ArrowDown', 'ArrowDown']);
    expect(rows.some((n) => / \d+ of \d+$/.test(n)), rows.join(' / ')).toBe(true);
    await press(tv, 'Enter');
    await expect(tv.getByTestId('video-screen')).toBeVisible();
    await expect(tv.getByTestId('video-facts')).toContainText(/views/);
    await oneH1(tv, 'a video');
    await axeCheck(tv, 'a video');
    await namedStops(tv, 'a video', ['ArrowRight', 'ArrowDown']);
    await toVideoAction(tv, /Add to playlist/);
    await press(tv, 'Enter');
    await expect(tv.getByRole('dialog', { name: 'Add to playlist' })).toContainText('Watch on the big screen');
    await axeCheck(tv, 'the Add to playlist dialog');
    await namedStops(tv, 'the Add to playlist dialog', ['ArrowDown', 'ArrowRight']);
    await press(tv, 'Escape');
    await expect(tv.getByRole('dialog')).toHaveCount(0);
    await toVideoAction(tv, /Play|Resume/);
    await press(tv, 'Enter');
    await expect(tv.getByTestId('player')).toHaveAttribute('data-state', 'playing');
    await oneH1(tv, 'the player');
    await axeCheck(tv, 'the player');
    expect(await focusedName(tv), 'the player has a named focus').not.toBe('');
    // Back hides the player's bar, Back again leaves.
    await press(tv, 'Escape');
    await expect(tv.getByTestId('player-bar')).toBeHidden();
    await press(tv, 'Escape');
    await expect(tv.getByTestId('player')).toHaveCount(0);

    await openFromMenu(tv, /Live/);
    await expect(tv.getByTestId('card').first()).toBeVisible();
    await expect(announcer(tv)).toContainText('Live');
    await oneH1(tv, 'Live');
    await axeCheck(tv, 'Live');
    await namedStops(tv, 'Live', ['ArrowRight', 'ArrowDown']);

    await openFromMenu(tv, /Search/);
    await expect(tv.getByTestId('search-screen')).toBeVisible();
    await typeOnTv(tv, 'the');
    await pressSearchKey(tv);
    await expect(tv.getByTestId('search-results').getByTestId('card').first()).toBeVisible();
    await expect(announcer(tv)).toContainText(/results? loaded/);
    await oneH1(tv, 'Search');
    await axeCheck(tv, 'Search with results');
    await namedStops(tv, 'Search', ['ArrowUp', 'ArrowLeft', 'ArrowDown']);

    await openFromMenu(tv, /Settings/);
    await expect(announcer(tv)).toContainText('Settings');
    await oneH1(tv, 'Settings');
    await axeCheck(tv, 'Settings');
    await namedStops(tv, 'Settings', ['ArrowRight', 'ArrowDown', 'ArrowDown']);
    // The PIN dialog (a PIN for Ada): the digits typed are counted aloud, never said.
    await arrowsTo(tv, tv.getByTestId('setting-pins').getByRole('button', { name: /Ada Lovelace/ }));
    await press(tv, 'Enter');
    await expect(tv.getByRole('dialog')).toContainText('Choose a PIN for Ada Lovelace');
    await press(tv, 'Enter');
    await expect(tv.getByTestId('pin-dots')).toContainText('1 of 4 digits');
    await axeCheck(tv, 'the PIN dialog');
    await namedStops(tv, 'the PIN dialog', ['ArrowRight', 'ArrowDown']);
    await press(tv, 'Escape');
    await expect(tv.getByRole('dialog')).toHaveCount(0);

    // The menu: the section on show is marked current.
    await openFromMenu(tv, /Ada Lovelace/);
    await expect(tv.getByTestId('account-screen')).toBeVisible();
    await oneH1(tv, 'the account screen');
    await axeCheck(tv, 'the account screen');
    await namedStops(tv, 'the account screen', ['ArrowRight']);
    await focusByArrows(tv, 'ArrowLeft', /Switch account/, 4);
    await press(tv, 'Enter');
    await expect(tv.getByRole('heading', { name: "Who's watching?" })).toBeVisible();
    await expect(announcer(tv)).toContainText("Who's watching?");
    await oneH1(tv, 'the picker');
    await axeCheck(tv, 'the picker');
    await namedStops(tv, 'the picker', ['ArrowRight', 'ArrowLeft']);
  });

  test('under Reduce motion the rows jump: the card is where it ends in the first frame, under its ring', async ({ tv, browser }) => {
    await tv.emulateMedia({ reducedMotion: 'reduce' });
    await openSignedIn(tv, browser);
    /** The focused card's picture x on screen in the frame after a press, and once any glide has ended. */
    const pictureAfterPress = async () => {
      await press(tv, 'ArrowRight');
      const lefts = (inPressFrame: boolean) =>
        tv.evaluate(async (inPressFrame) => {
          if (inPressFrame) await new Promise((frame) => requestAnimationFrame(frame));
          const ring = Array.from(document.querySelectorAll<HTMLElement>('.focus-ring')).find((r) => getComputedStyle(r).visibility === 'visible');
          const ringLeft = ring?.getBoundingClientRect().left ?? NaN;
          await new Promise((after) => setTimeout(after, 0));
          return { ring: ringLeft, picture: document.activeElement?.closest('.card')?.querySelector<HTMLElement>('.card__thumb')?.getBoundingClientRect().left ?? NaN };
        }, inPressFrame);
      const first = await lefts(true);
      await tv.waitForTimeout(400);
      return { first: first.picture, ringFirst: first.ring, settled: (await lefts(false)).picture };
    };
    for (let i = 0; i < 7; i++) {
      const { first, ringFirst, settled } = await pictureAfterPress();
      expect(Math.abs(first - settled), `press ${i + 1}: the card moved after its first frame`).toBeLessThanOrEqual(1);
      expect(Math.abs(ringFirst - first), `press ${i + 1}: the ring on the card in its first frame`).toBeLessThanOrEqual(1);
      const ring = await focusRingReport(tv);
      expect(ring.off, `press ${i + 1}: the ring's distance from the card`).toBeLessThanOrEqual(1);
    }
    // The control: without Reduce motion the same row glides, which the reading above would see:
    // the focused card moves after the press's frame (the ring waits where it ends, e2e/shelfRing.spec.ts).
    await tv.emulateMedia({ reducedMotion: 'no-preference' });
    const moved: number[] = [];
    for (let i = 0; i < 5; i++) {
      const { first, settled } = await pictureAfterPress();
      moved.push(Math.abs(first - settled));
    }
    expect(Math.max(...moved), 'a glide without Reduce motion').toBeGreaterThan(1);
  });

  test('the menu marks the section on show, and its entries are named', async ({ tv, browser }) => {
    await openSignedIn(tv, browser);
    await openFromMenu(tv, /Library/);
    await press(tv, 'ArrowLeft', 3);
    const current = tv.locator('[data-testid="menu"] [aria-current="page"]');
    await expect(current).toHaveCount(1);
    await expect(current).toContainText('Library');
    await namedStops(tv, 'the menu', ['ArrowDown', 'ArrowDown', 'ArrowUp']);
  });
});
