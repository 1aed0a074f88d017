import { appendFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { approveOnPhone, arrowsTo, expect, focusByArrows, focusReport, openFollowedChannels, openFromMenu, openSignedIn, painted, press, pressSearchKey, readCodeFromTv, removeAccessOnPhone, signIn, test, toTheEdge, toVideoAction, typeOnTv, toLibraryPlaylist } from './fixtures.ts';
import { cutText, linesCutAtScrollEdges, outsideSafeArea, remnantsAtTopEdge, signInButtonsClash } from './layoutChecks.ts';

/**
 * Larger text (Settings, Text size): at 150 % and 125 % nothing is cut or overlaps and everything
 * stays inside the 5% title-safe area, on every screen and dialog, walked by keys. A picture of
 * each screen at 150 % is kept with the test's results.
 */

/** Settings, Text size, the choice named, by keys. */
async function chooseTextSize(tv: Page, percent: number): Promise<void> {
  await openFromMenu(tv, /Settings/);
  const row = tv.getByTestId('setting-text-size');
  const button = row.getByRole('button', { name: new RegExp(`^${percent}%`) });
  await arrowsTo(tv, row.getByRole('button').first());
  for (let i = 0; i < 4 && !(await button.evaluate((el) => el === document.activeElement)); i++) await press(tv, 'ArrowRight');
  await press(tv, 'Enter');
  await expect(tv.locator('html')).toHaveAttribute('data-text-scale', String(percent / 100));
}

/**
 * Each shelf in view whose cards go on past its row, and each grid of cards: the space after its
 * last whole card, up to the content's edge, as a sentence where it is more than the 2 rem between
 * two cards (with larger text three 20 rem cards left most of a fourth card's width empty there).
 */
async function emptyAtRowEnds(tv: Page): Promise<string[]> {
  return tv.evaluate(() => {
    const rem = parseFloat(getComputedStyle(document.documentElement).fontSize);
    const said = (px: number) => `${Math.round((px / rem) * 10) / 10} rem`;
    const found: string[] = [];
    for (const viewport of document.querySelectorAll<HTMLElement>('.shelf__viewport')) {
      const shelf = viewport.closest<HTMLElement>('.shelf')!;
      const content = viewport.closest('.content')!.getBoundingClientRect();
      const row = viewport.getBoundingClientRect();
      if (row.bottom <= content.top || row.top >= content.bottom) continue; // scrolled out of view
      const whole = [...viewport.querySelectorAll('.card')].map((c) => c.getBoundingClientRect()).filter((r) => r.left >= row.left - 1 && r.right <= row.right + 1);
      if (!whole.length || Number(shelf.dataset.columns) <= whole.length) continue; // a short shelf: nothing to fill with
      const empty = content.right - Math.max(...whole.map((r) => r.right));
      if (empty > 2.5 * rem) found.push(`${shelf.getAttribute('aria-label')}: ${said(empty)} empty after its last whole card (${whole.length} cards of ${said(whole[0]!.width)})`);
    }
    // A grid of cards (Search's results): its widest row, against the content's edge.
    for (const viewport of document.querySelectorAll<HTMLElement>('.grid__viewport')) {
      const content = viewport.closest('.content')!.getBoundingClientRect();
      const box = viewport.getBoundingClientRect();
      const cards = [...viewport.querySelectorAll('.card')].map((c) => c.getBoundingClientRect()).filter((r) => r.bottom > box.top && r.top < box.bottom);
      if (cards.length < 3) continue; // a short list: nothing to fill with
      const empty = content.right - Math.max(...cards.map((r) => r.right));
      if (empty > 2.5 * rem) found.push(`a grid: ${said(empty)} empty after its rows' last card (cards of ${said(cards[0]!.width)})`);
      // The grid places cards by its pitches (JS), the stylesheet sizes them: the two must agree.
      const overlaps = cards.filter((a, i) => cards.some((b, j) => j > i && a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1));
      if (overlaps.length) found.push(`a grid: ${overlaps.length} cards overlap the next (cards of ${said(cards[0]!.width)} by ${said(cards[0]!.height)})`);
    }
    return found;
  });
}

/** Everything this screen shows, checked: text whole, lines whole at the scroll edges, the safe area, focus seen. */
async function expectReadable(tv: Page, where: string, picture: boolean): Promise<void> {
  await painted(tv);
  await tv.waitForTimeout(250);
  const focus = await focusReport(tv);
  const cut = await cutText(tv);
  const edges = await linesCutAtScrollEdges(tv);
  const outside = await outsideSafeArea(tv);
  const rowEnds = await emptyAtRowEnds(tv);
  const remnants = await remnantsAtTopEdge(tv);
  if (picture) await tv.screenshot({ path: test.info().outputPath(`${where.replace(/\W+/g, '-')}.png`) });
  const problems = [...(focus.ok ? [] : [`focus: ${focus.why}`]), ...cut, ...edges, ...outside.map((o) => `outside: ${o}`), ...rowEnds, ...remnants];
  if (problems.length) appendFileSync(test.info().outputPath('problems.txt'), `${where}\n  ${problems.join('\n  ')}\n`);
  expect.soft(focus.ok, `${where}: focus seen (${focus.why})`).toBe(true);
  expect.soft(cut, `${where}: text cut`).toEqual([]);
  expect.soft(edges, `${where}: lines cut at a scroll edge`).toEqual([]);
  expect.soft(outside, `${where}: drawn outside the title-safe area`).toEqual([]);
  expect.soft(rowEnds, `${where}: a shelf's row leaves a card's width empty`).toEqual([]);
  expect.soft(remnants, `${where}: a remnant left at the top edge`).toEqual([]);
}

test.describe('text at 150 %, the playlist form', () => {
  test.beforeEach(async ({ tv, browser }) => {
    await openSignedIn(tv, browser);
    await chooseTextSize(tv, 150);
    await openFromMenu(tv, /Library/);
    await expect(tv.locator(':focus')).toContainText('Create playlist');
    await press(tv, 'Enter');
    await expect(tv.getByTestId('create-playlist-screen')).toBeVisible();
  });

  test("the fields' words sit inside their boxes, and each choice's circle stands apart from its word", async ({ tv }) => {
    const overhang = await tv.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('.field')].map((field) => {
        const box = field.getBoundingClientRect();
        const words = field.querySelector('.field__value')!.getBoundingClientRect();
        return Math.round(words.bottom - (box.bottom - parseFloat(getComputedStyle(field).borderBottomWidth)));
      }),
    );
    // At 150 % the words ran 8 px over the field's lower border.
    expect(overhang.every((px) => px <= 0), `the words' overhang past each field's border: ${overhang.join(', ')} px`).toBe(true);
    const gaps = await tv.evaluate(() =>
      [...document.querySelectorAll('.privacy__option')].map((option) => {
        const range = document.createRange();
        range.selectNodeContents(option.querySelector('.privacy__mark')!);
        return Math.round(option.querySelector('.privacy__text')!.getBoundingClientRect().left - range.getBoundingClientRect().right);
      }),
    );
    expect(gaps.every((px) => px >= 4), `between each circle and its word: ${gaps.join(', ')} px`).toBe(true);
  });

  // The counter, shown from the 120th letter, took a second line at the 150th ("150 / 150: limit
  // reached"), and the keyboard under the field moved down under the viewer's eyes.
  test("typed on to the title's limit: the keyboard stays where it was when the counter came, at the last letter and at one too many", async ({ tv }) => {
    await expect(tv.locator('.osk :focus')).toHaveCount(1);
    const keyboardAt = () => tv.locator('.keyboard-row').evaluate((el) => (el as HTMLElement).offsetTop);
    await typeOnTv(tv, 'sunday roast '.repeat(9) + 'pie');
    await expect(tv.getByTestId('title-count')).toHaveText('120 / 150');
    const withCounter = await keyboardAt();
    await typeOnTv(tv, ' and a long walk along the sea');
    await expect(tv.getByTestId('title-count')).toHaveText('150 / 150: limit reached');
    expect(await keyboardAt(), 'the keyboard at the 150th letter, against its place at the 120th').toBe(withCounter);
    await typeOnTv(tv, 's');
    await expect(tv.getByTestId('title-full')).toHaveAttribute('role', 'alert');
    expect(await keyboardAt(), 'the keyboard after a letter refused').toBe(withCounter);
    // (The title's start is cut as designed: the field shows the end being typed, its start faded.)
    expect(await outsideSafeArea(tv)).toEqual([]);
    await tv.screenshot({ path: test.info().outputPath('150-create-playlist-title-at-limit.png') });
  });

  test('Create with no title: the sentence under the button shows whole on the screen, with the title field it asks for', async ({ tv }) => {
    await focusByArrows(tv, 'ArrowRight', /Private/, 12);
    await focusByArrows(tv, 'ArrowDown', /^Create playlist$/, 6);
    await press(tv, 'Enter');
    const sentence = tv.getByTestId('form-error');
    await expect(sentence).toHaveText('Give the playlist a title first.');
    await expect(tv.getByTestId('create-button')).toBeFocused();
    await painted(tv);
    await tv.waitForTimeout(300); // the page's glide
    // Drawn, not just laid out: the page's edge hides by clipping, so hit testing tells.
    const seen = async (testId: string) =>
      tv.getByTestId(testId).evaluate((el) => {
        const r = el.getBoundingClientRect();
        const safe = { top: innerHeight * 0.05 - 1, bottom: innerHeight * 0.95 + 1 };
        const drawn = (y: number) => document.elementFromPoint(r.left + 4, y)?.closest('[data-testid]') === el;
        return r.top >= safe.top && r.bottom <= safe.bottom && drawn(r.top + 2) && drawn(r.bottom - 2);
      });
    expect(await seen('form-error'), 'the sentence, whole inside the safe area').toBe(true);
    expect(await seen('field-title'), 'the title field, whole inside the safe area').toBe(true);
    await expectReadable(tv, '150 create playlist, no title', true);
  });
});

test.describe('text at 150 %, the next shelf', () => {
  test.beforeEach(async ({ tv, browser }) => {
    await openSignedIn(tv, browser);
    await chooseTextSize(tv, 150);
  });

  test("shows its pictures under its title, cut above the words on them (not its title over an empty band)", async ({ tv }) => {
    await openFromMenu(tv, /Home/);
    await expect(tv.getByTestId('card').first()).toBeFocused();
    await tv.waitForTimeout(500); // its lists arrive, the edges settle
    const seen = await tv.evaluate(() => {
      const rem = parseFloat(getComputedStyle(document.documentElement).fontSize);
      const shelf = document.querySelectorAll<HTMLElement>('[data-testid="home-screen"] section.shelf')[1]!;
      const picture = shelf.querySelector('.card__thumb')!.getBoundingClientRect();
      // What hit testing reaches is what is drawn: the page's edge hides by clipping.
      return !!document.elementFromPoint(picture.left + picture.width / 2, picture.top + rem)?.closest('.card__thumb');
    });
    expect(seen, "the top of the next shelf's pictures drawn").toBe(true);
    // The words on them (their durations) are not cut across by the edge.
    expect(await linesCutAtScrollEdges(tv)).toEqual([]);
  });

  test('Down to the last shelf brings it to the top of the page, not under an empty band where the cards above were hidden', async ({ tv }) => {
    // The shelf in focus, from the page's top edge (the top of what scrolls: a channel's name and
    // picture stay above it): at 150 % the cards above the last shelf are cut by the edge and
    // hidden whole; where they stood the page was empty over half the screen.
    const lastShelf = () =>
      tv.evaluate(() => {
        const rem = parseFloat(getComputedStyle(document.documentElement).fontSize);
        const shelf = document.activeElement!.closest('section.shelf')!;
        const shelves = [...document.querySelectorAll('.content section.shelf')];
        return { isLast: shelf === shelves.at(-1), above: (shelf.getBoundingClientRect().top - shelf.closest('[data-scroll-y]')!.getBoundingClientRect().top) / rem };
      });
    const toLastShelf = async (where: string) => {
      // Every shelf's list in (none still a skeleton), so the last shelf is the last there will be.
      await expect(tv.locator('.content [data-testid="skeleton"]')).toHaveCount(0);
      await tv.waitForTimeout(500); // the edges settle
      await toTheEdge(tv, 'ArrowDown', 6);
      await expect.poll(async () => (await lastShelf()).above, `${where}: rem from the page's top to the last shelf, once its glide ends`).toBeGreaterThan(-0.5);
      await expect.poll(async () => (await lastShelf()).above, `${where}: rem from the page's top to the last shelf, once its glide ends`).toBeLessThan(3);
      expect((await lastShelf()).isLast, `${where}: focus on the last shelf`).toBe(true);
      await expectReadable(tv, `${where}, the last shelf`, true);
    };
    for (const [section, screen] of [[/Home/, 'home-screen'], [/Live/, 'live-screen']] as const) {
      await openFromMenu(tv, section);
      await expect(tv.getByTestId(screen).getByTestId('card').first()).toBeVisible();
      await toLastShelf(section.source);
    }
    // A channel: its header and its uploads above its playlists.
    await openFollowedChannels(tv);
    await press(tv, 'Enter');
    await expect(tv.getByTestId('channel-screen').getByTestId('card').first()).toBeVisible();
    await toLastShelf('a channel');
  });
});

test("at 100 % Home's shelves fill their row too: four cards to the content's edge", async ({ tv, browser }) => {
  await openSignedIn(tv, browser);
  await expect(tv.getByTestId('card').first()).toBeFocused();
  await painted(tv);
  expect(await tv.locator('.shelf__viewport').count()).toBeGreaterThan(0);
  expect(await emptyAtRowEnds(tv)).toEqual([]);
});

test("at 100 % a video of one's own playlist shows its four buttons whole", async ({ tv, browser }) => {
  await openSignedIn(tv, browser);
  await toLibraryPlaylist(tv, /Sunday cooking/);
  await press(tv, 'Enter');
  await expect(tv.getByTestId('playlist-row').first()).toBeFocused();
  await press(tv, 'Enter');
  await expect(tv.getByTestId('remove-from-playlist')).toBeVisible();
  await toVideoAction(tv, /Go to channel/);
  await painted(tv);
  expect(await outsideSafeArea(tv)).toEqual([]);
  expect(await cutText(tv)).toEqual([]);
  expect((await focusReport(tv)).ok).toBe(true);
});

// The rows grew less than their words: at 150 % a title on two lines touched the row's top, and
// its facts the row's foot (and the focus ring's inside).
test("at 125 and 150 % a playlist's row with a title on two lines keeps room above and below its words", async ({ tv, browser }) => {
  await openSignedIn(tv, browser);
  for (const percent of [150, 125]) {
    await chooseTextSize(tv, percent);
    await toLibraryPlaylist(tv, /مختارات عربية/);
    await press(tv, 'Enter');
    await expect(tv.getByTestId('playlist-row').first()).toBeFocused();
    const rows = await tv.locator('[data-testid="playlist-row"]').evaluateAll((all) => {
      const rem = parseFloat(getComputedStyle(document.documentElement).fontSize);
      return all.map((row) => {
        const box = row.getBoundingClientRect();
        const text = row.querySelector('.list-row__text')!.getBoundingClientRect();
        const title = row.querySelector('.list-row__title')!;
        const lines = Math.round(title.getBoundingClientRect().height / parseFloat(getComputedStyle(title).lineHeight));
        return { lines, above: Math.round(((text.top - box.top) / rem) * 100) / 100, below: Math.round(((box.bottom - text.bottom) / rem) * 100) / 100 };
      });
    });
    if (percent === 150) expect(rows.some((r) => r.lines === 2), `${percent} %, a title on two lines: the case this guards`).toBe(true);
    expect(rows.filter((r) => r.above < 0.5 || r.below < 0.5), `${percent} %, rows with less than half a rem above or below their words`).toEqual([]);
    await tv.screenshot({ path: test.info().outputPath(`playlist-rows-${percent}.png`) });
    expect(await outsideSafeArea(tv)).toEqual([]);
    expect(await cutText(tv)).toEqual([]);
  }
});

test('at 125 and 150 % every key of the on-screen keyboard holds its whole label, whichever alphabet it leads to', async ({ tv, browser }) => {
  await openSignedIn(tv, browser);
  // The keys keep their size: "&123" ran under the next key and read "&12", "АБВ" too.
  const overflowing = () => tv.locator('.osk__key').evaluateAll((keys) => keys.filter((k) => k.scrollWidth > k.clientWidth + 1).map((k) => k.textContent));
  const script = tv.locator('.osk [data-focus-key="search-script"]');
  for (const percent of [150, 125]) {
    await chooseTextSize(tv, percent);
    await openFromMenu(tv, /Search/);
    await expect(tv.locator('.osk__key').first()).toBeVisible();
    await arrowsTo(tv, script);
    for (const next of ['АБВ', 'ابت', 'ABC']) {
      await expect(script).toHaveText(next);
      expect(await overflowing(), `${percent} %, the script key on ${next}`).toEqual([]);
      await press(tv, 'Enter');
    }
  }
});

test("at 125 and 150 % a guest's sign-in says why in the title's place, and the steps and buttons stay whole inside the screen", async ({ tv }) => {
  test.setTimeout(90_000);
  await tv.goto('/');
  await expect(tv.getByTestId('user-code')).toBeVisible();
  await arrowsTo(tv, tv.getByTestId('browse-as-guest'));
  await press(tv, 'Enter');
  await expect(tv.getByTestId('search-screen')).toBeVisible();
  // The longest reason a video's title can make: it took three lines at 150 % and pushed the
  // steps' last line under the buttons; Home's took two and ran past the screen's foot.
  const longTitle = 'Adding to a playlist needs an account. Sign in to add “The complete beginner’s guide to sourdough bread, starters, flour and the long cold overnight proof” to one.';
  for (const percent of [150, 125]) {
    await chooseTextSize(tv, percent);
    await openFromMenu(tv, /Home/);
    const why = tv.getByTestId('signin-why');
    await expect(why).toContainText('Home shows the new videos');
    await expect(tv.getByTestId('user-code')).toBeVisible();
    // The heading is still there for a screen reader, not drawn over the reason.
    await expect(tv.getByRole('heading', { level: 1, name: 'Sign in to tenfoot' })).toBeAttached();
    expect(await tv.getByRole('heading', { level: 1 }).evaluate((h) => h.getBoundingClientRect().height)).toBeLessThanOrEqual(1);
    await expectReadable(tv, `${percent} guest sign-in with its reason`, true);
    await why.evaluate((el, text) => (el.textContent = text), longTitle);
    await expectReadable(tv, `${percent} guest sign-in with a long reason`, true);
    // Nothing the screen draws under its buttons.
    const underButtons = await tv.evaluate(() => {
      const buttons = [...document.querySelectorAll('.signin .actions .btn')].map((b) => b.getBoundingClientRect());
      return [...document.querySelectorAll('.signin p, .signin li, .signin figcaption, .signin .code-panel__meta span')]
        .filter((el) => [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent!.trim()))
        .map((el) => ({ text: el.textContent!.trim().slice(0, 30), r: el.getBoundingClientRect() }))
        .filter(({ r }) => buttons.some((b) => r.left < b.right && b.left < r.right && r.top < b.bottom && b.top < r.bottom))
        .map(({ text }) => text);
    });
    expect(underButtons, `${percent} %: text under the buttons`).toEqual([]);
    // Back: where Home was asked from.
    await press(tv, 'Escape');
    await expect(tv.getByTestId('settings-screen')).toBeVisible();
  }
});

test('at 150 % with More filters open, a search shows what came of it, and every chip holds its words', async ({ tv, browser }) => {
  await openSignedIn(tv, browser);
  await chooseTextSize(tv, 150);
  await openFromMenu(tv, /Search/);
  const filters = tv.getByTestId('search-filters');
  await arrowsTo(tv, filters.getByRole('button', { name: 'More filters' }));
  await press(tv, 'Enter');
  await expect(filters.getByRole('button', { name: /Fewer filters/ })).toBeVisible();
  // "Embeddable only" ran out of its chip here.
  expect(await filters.locator('.chip').evaluateAll((chips) => chips.filter((c) => c.scrollWidth > c.clientWidth + 1).map((c) => c.textContent))).toEqual([]);
  // Letters no video has: the filters' column, taller than the keyboard, pushed the results'
  // heading below the screen, and a search that found nothing looked as if nothing had happened.
  await typeOnTv(tv, 'qqzzx');
  await arrowsTo(tv, tv.locator('.osk [data-focus-key="search-submit"]'));
  await press(tv, 'Enter');
  const heading = tv.getByTestId('search-results').locator('h2');
  await expect(heading).toContainText('Results for “qqzzx”');
  await expect(tv.getByTestId('empty-state')).toBeAttached();
  await painted(tv);
  await expect(heading).toBeInViewport({ ratio: 1 });
  await expect(tv.getByRole('button', { name: 'Search without filters' }).or(tv.getByTestId('empty-state'))).toBeInViewport();
  await tv.screenshot({ path: test.info().outputPath('nothing-found-150.png') });
  // The Search key pressed stays focused and in the safe area.
  await expect(tv.locator('.osk [data-focus-key="search-submit"]')).toBeFocused();
  expect(await outsideSafeArea(tv)).toEqual([]);
});

test('at 150 % a search typed without spaces, longer than its column, goes on two lines in Recent searches: no letter cut', async ({ tv, browser }) => {
  await openSignedIn(tv, browser);
  await chooseTextSize(tv, 150);
  await openFromMenu(tv, /Search/);
  const word = 'tortoisebreadcrumbs';
  await typeOnTv(tv, word);
  await pressSearchKey(tv);
  await expect(tv.getByTestId('search-results').locator('h2')).toContainText(word);
  // Cleared, the column beside the keyboard lists the recent searches, this one first.
  await arrowsTo(tv, tv.locator('.osk [data-focus-key="search-clear"]'));
  await press(tv, 'Enter');
  const recent = tv.locator('.search__word', { hasText: word });
  await expect(recent).toBeVisible();
  await arrowsTo(tv, recent);
  // It ran out of its button sideways, cut mid-letter ("tortoisebreac"), focused or not.
  expect(await recent.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(1);
  expect(await recent.evaluate((el) => Math.round(el.clientHeight / parseFloat(getComputedStyle(el).lineHeight)))).toBe(2);
  expect(await cutText(tv)).toEqual([]);
  await tv.screenshot({ path: test.info().outputPath('long-recent-search-150.png') });
});

for (const percent of [150, 125]) {
  const picture = percent === 150;
  test.describe(`text at ${percent} %`, () => {
    test.beforeEach(async ({ tv, browser }) => {
      await openSignedIn(tv, browser);
      await chooseTextSize(tv, percent);
    });

    test('Settings, Home, the browse sections and the account screen', async ({ tv }) => {
      // Six screens walked and checked at three places each, and the licences: 50-60 s here at 125 %, past 60 at 150 %.
      test.setTimeout(120_000);
      await expectReadable(tv, `${percent} settings`, picture);
      await toTheEdge(tv, 'ArrowDown', 12);
      await expectReadable(tv, `${percent} settings bottom`, picture);
      // The licences' dialog, and a page down its text.
      await arrowsTo(tv, tv.getByTestId('open-licences'));
      await press(tv, 'Enter');
      await expect(tv.getByTestId('licences')).toContainText('preact');
      await expectReadable(tv, `${percent} licences`, picture);
      await press(tv, 'ArrowDown', 3);
      await expectReadable(tv, `${percent} licences down`, picture);
      await press(tv, 'Escape');
      await expect(tv.getByRole('dialog')).toHaveCount(0);
      for (const section of [/Home/, /Subscriptions/, /Library/, /Live/, /Ada Lovelace/]) {
        await openFromMenu(tv, section);
        await tv.waitForTimeout(300); // its lists arrive
        await expectReadable(tv, `${percent} ${section.source} top`, picture);
        await press(tv, 'ArrowDown');
        await expectReadable(tv, `${percent} ${section.source} second`, picture);
        await toTheEdge(tv, 'ArrowDown', 10);
        await expectReadable(tv, `${percent} ${section.source} bottom`, picture);
      }
      // The menu, with its longest label focused.
      for (let i = 0; i < 20 && !(await tv.evaluate(() => !!document.activeElement?.closest('[data-testid="menu"]'))); i++) await press(tv, 'ArrowLeft');
      await focusByArrows(tv, 'ArrowUp', /Subscriptions/, 8);
      await expectReadable(tv, `${percent} menu`, picture);
    });

    test('a video, Add to playlist, its channel, a playlist, the player and the exit question', async ({ tv }) => {
      await openFromMenu(tv, /Home/);
      await press(tv, 'Enter');
      await expect(tv.getByTestId('video-screen')).toBeVisible();
      await expectReadable(tv, `${percent} video`, picture);
      await toVideoAction(tv, /Add to playlist/);
      await press(tv, 'Enter');
      await expect(tv.getByRole('dialog').getByRole('button').first()).toBeFocused();
      await expectReadable(tv, `${percent} add to playlist`, picture);
      await toTheEdge(tv, 'ArrowDown', 12);
      await expectReadable(tv, `${percent} add to playlist bottom`, picture);
      await press(tv, 'Escape');
      await toVideoAction(tv, /Go to channel/);
      await press(tv, 'Enter');
      await expect(tv.getByTestId('channel-screen')).toBeVisible();
      await tv.waitForTimeout(300);
      await expectReadable(tv, `${percent} channel`, picture);
      await press(tv, 'ArrowDown');
      await expectReadable(tv, `${percent} channel uploads`, picture);
      await toTheEdge(tv, 'ArrowDown', 8);
      await expectReadable(tv, `${percent} channel playlists`, picture);
      await toLibraryPlaylist(tv, /Sunday cooking/);
      await press(tv, 'Enter');
      await expect(tv.getByTestId('playlist-row').first()).toBeFocused();
      await expectReadable(tv, `${percent} playlist`, picture);
      // Its four buttons on one line under the title: at 150 % Delete went to a line of its own,
      // touching the one above, where the focus ring covered its top.
      const buttonTops = await tv.locator('.playlist-header .btn').evaluateAll((buttons) => buttons.map((b) => Math.round(b.getBoundingClientRect().top)));
      expect(buttonTops, `${percent} %, the playlist's buttons`).toHaveLength(4);
      expect(new Set(buttonTops).size, `${percent} %, the lines the playlist's buttons take`).toBe(1);
      // A video of one's own playlist has a button more (Remove from it): every one whole, and
      // reached by the arrows (the last one went past the screen's edge, and at 150 % no arrow got there).
      await press(tv, 'Enter');
      await expect(tv.getByTestId('remove-from-playlist')).toBeVisible();
      await toVideoAction(tv, /Go to channel/);
      await expectReadable(tv, `${percent} a video of one's playlist, its last button`, picture);
      await press(tv, 'Escape');
      await expect(tv.getByTestId('playlist-row').first()).toBeFocused();
      await toTheEdge(tv, 'ArrowDown', 40);
      await expectReadable(tv, `${percent} playlist end`, picture);
      await openFromMenu(tv, /Home/);
      await press(tv, 'Enter');
      await expect(tv.getByTestId('video-screen')).toBeVisible();
      await toVideoAction(tv, /Play|Resume/);
      await press(tv, 'Enter');
      await expect(tv.getByTestId('player')).toHaveAttribute('data-state', 'playing', { timeout: 10_000 });
      await press(tv, 'ArrowDown');
      await expectReadable(tv, `${percent} player bar`, picture);
      await press(tv, 'Escape');
      await painted(tv);
      if (await tv.getByTestId('player').isVisible()) await press(tv, 'Escape');
      await expect(tv.getByTestId('home-screen')).toBeVisible();
      await press(tv, 'Escape', 2);
      await expect(tv.getByRole('dialog')).toBeVisible();
      await expectReadable(tv, `${percent} exit question`, picture);
    });

    test('Search: the keyboard, a filter, results; Create playlist', async ({ tv }) => {
      await openFromMenu(tv, /Search/);
      await expectReadable(tv, `${percent} search keyboard`, picture);
      await typeOnTv(tv, 'the');
      await expectReadable(tv, `${percent} search suggestions`, picture);
      await focusByArrows(tv, 'ArrowRight', /Show: Everything/, 12);
      await press(tv, 'Enter');
      await expectReadable(tv, `${percent} search filter chips`, picture);
      await focusByArrows(tv, 'ArrowLeft', /^[a-z]$/, 6);
      await pressSearchKey(tv);
      await expect(tv.getByTestId('search-results').getByTestId('card').first()).toBeVisible();
      await expectReadable(tv, `${percent} search results`, picture);
      await toTheEdge(tv, 'ArrowDown', 10);
      await expectReadable(tv, `${percent} search results deep`, picture);
      await openFromMenu(tv, /Library/);
      await expect(tv.locator(':focus')).toContainText('Create playlist');
      await press(tv, 'Enter');
      await expect(tv.getByTestId('create-playlist-screen')).toBeVisible();
      await expectReadable(tv, `${percent} create playlist`, picture);
      await toTheEdge(tv, 'ArrowDown', 12);
      await expectReadable(tv, `${percent} create playlist bottom`, picture);
    });

    test('Sign-out question, the account picker and the sign-in code', async ({ tv }) => {
      await openFromMenu(tv, /Ada Lovelace/);
      await expect(tv.getByTestId('account-screen')).toBeVisible();
      await focusByArrows(tv, 'ArrowRight', /Sign out/);
      await press(tv, 'Enter');
      await expect(tv.getByRole('dialog', { name: 'Sign out Ada Lovelace?' })).toBeVisible();
      await expectReadable(tv, `${percent} sign-out question`, picture);
      await press(tv, 'Escape');
      await focusByArrows(tv, 'ArrowLeft', /Switch account/, 6);
      await press(tv, 'Enter');
      await expect(tv.getByTestId('account-card').first()).toBeFocused();
      await expectReadable(tv, `${percent} account picker`, picture);
      // Each name whole (the one screen where a name is read to choose; at 150 % on one line every
      // one was cut, "Ada Lo…"), and the cards one height whatever lines their names take.
      const names = await tv.locator('.picker .account-card__name').evaluateAll((els) =>
        els.filter((el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1).map((el) => el.textContent),
      );
      expect(names, 'names cut on the picker').toEqual([]);
      const heights = await tv.locator('.picker .account-card').evaluateAll((els) => els.map((el) => Math.round((el as HTMLElement).offsetHeight)));
      expect(new Set(heights).size, `card heights ${heights.join(', ')}`).toBe(1);
      await focusByArrows(tv, 'ArrowRight', /Add account/, 4);
      await press(tv, 'Enter');
      await expect(tv.getByTestId('user-code')).toBeVisible();
      await tv.waitForTimeout(300);
      await expectReadable(tv, `${percent} sign-in code`, picture);
      // The buttons clear of the steps' column, a focus ring's room and more: side by side at the
      // foot they reached back under its last lines, beside the access line's words.
      const clash = await signInButtonsClash(tv);
      expect(clash).toEqual([]);
      // The widest the code and address can be: 15 capital W and 40 characters.
      const fit = await tv.evaluate(() => {
        const code = document.querySelector<HTMLElement>('[data-testid="user-code"]')!;
        const url = document.querySelector<HTMLElement>('[data-testid="verification-url"]')!;
        code.textContent = 'WWWWWWWWWWWWWWW';
        url.textContent = 'https://example.com/device/abcdefghijklmn'.slice(0, 40);
        return { code: code.scrollWidth <= code.clientWidth, url: url.scrollWidth <= url.clientWidth };
      });
      expect.soft(fit, 'the widest code and address fit').toEqual({ code: true, url: true });
    });
  });
}

test('at 150 % a notice on the sign-in screen covers neither of its buttons', async ({ tv, browser, emulator }) => {
  await tv.goto('/');
  await signIn(tv, browser, 'Ada Lovelace');
  await expect(tv.getByTestId('card').first()).toBeFocused();
  await chooseTextSize(tv, 150);
  // Access removed on the phone, noticed as the TV comes back from the background: the sign-in
  // screen, with "Access for … was removed." on it.
  await removeAccessOnPhone(browser, emulator.base);
  await tv.evaluate(() => {
    for (const hidden of [true, false]) {
      Object.defineProperty(document, 'visibilityState', { value: hidden ? 'hidden' : 'visible', configurable: true });
      Object.defineProperty(document, 'hidden', { value: hidden, configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    }
  });
  const notice = tv.getByTestId('session-notice');
  await expect(notice).toContainText('Access for Ada Lovelace was removed.', { timeout: 10_000 });
  await expect(tv.getByTestId('user-code')).toBeVisible();
  await painted(tv);
  await tv.screenshot({ path: test.info().outputPath('signin-notice-150.png') });
  const hiddenButtons = () =>
    tv.evaluate(() => {
      const n = document.querySelector('[data-testid="session-notice"]')!.getBoundingClientRect();
      return [...document.querySelectorAll('.actions--code button')]
        .filter((b) => {
          const r = b.getBoundingClientRect();
          return Math.min(n.bottom, r.bottom) - Math.max(n.top, r.top) > 0 && Math.min(n.right, r.right) - Math.max(n.left, r.left) > 0;
        })
        .map((b) => b.textContent);
    });
  expect(await tv.locator('.actions--code button').count()).toBe(2);
  expect(await hiddenButtons()).toEqual([]);
});

for (const locale of ['en-US', 'de-DE']) {
  test.describe(`at 150 % in ${locale}`, () => {
    test.use({ locale });
    test("a sign-in failure's buttons stand under its sentences, not alone in the screen's far corner", async ({ tv, browser }) => {
      await tv.addInitScript(() => localStorage.setItem('tenfoot-settings', JSON.stringify({ textScale: 1.5 })));
      await tv.goto('/');
      const { code, url } = await readCodeFromTv(tv);
      await approveOnPhone(browser, url, code, 'Ada Lovelace', 'Deny');
      const error = tv.getByTestId('signin-error');
      await expect(error).toHaveAttribute('data-code', 'access_denied', { timeout: 15_000 });
      await expect(error.locator('.actions .btn').first()).toBeFocused();
      await painted(tv);
      const place = await error.evaluate((el) => {
        const words = el.querySelector('[role="alert"]')!.getBoundingClientRect();
        const buttons = el.querySelector('.actions')!.getBoundingClientRect();
        const first = el.querySelector('.actions .btn')!.getBoundingClientRect();
        return { gap: Math.round(buttons.top - words.bottom), firstLeft: Math.round(first.left), wordsLeft: Math.round(words.left), rem: parseFloat(getComputedStyle(document.documentElement).fontSize) };
      });
      // They stood at the foot of the screen's right-hand column, 250 px under the words at 720p.
      expect(place.gap, 'from the last sentence to the buttons').toBeLessThanOrEqual(3 * place.rem);
      expect(place.gap).toBeGreaterThanOrEqual(0);
      expect(Math.abs(place.firstLeft - place.wordsLeft), 'the first button lined up with the sentences').toBeLessThanOrEqual(2);
      expect(await outsideSafeArea(tv)).toEqual([]);
      expect(await cutText(tv)).toEqual([]);
      await tv.screenshot({ path: test.info().outputPath(`denied-150-${locale}.png`) });
    });
  });
}
