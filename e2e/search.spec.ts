import type { Page } from '@playwright/test';
import { arrowsTo, expect, focusByArrows, focusedKey, focusReport, openFromMenu, painted, press, pressSearchKey, readFocus, openSignedIn, searchFor, test, typeOnTv } from './fixtures.ts';
import { cutText, outsideSafeArea, queryFit } from './layoutChecks.ts';

/** Search that is quick to use, by remote: suggestions, the keyboard out of the way, steady chips. */

/** Where each filter chip is drawn, by its focus key. */
function chipBoxes(tv: Page): Promise<Record<string, string>> {
  return tv.evaluate(() => {
    const out: Record<string, string> = {};
    for (const chip of Array.from(document.querySelectorAll<HTMLElement>('[data-testid="search-filters"] .chip'))) {
      const r = chip.getBoundingClientRect();
      out[chip.dataset.focusKey!] = [r.left, r.top, r.width, r.height].map(Math.round).join(',');
    }
    return out;
  });
}

test.describe('search by remote', () => {
  test.beforeEach(({ tv, browser }) => openSignedIn(tv, browser));

  test("a channel's name cut at two lines ends in a whole ellipsis inside its card", async ({ tv }) => {
    const results = await searchFor(tv, 'extraordinarily');
    const card = results.locator('.card--round', { hasText: 'Extraordinarily' }).first();
    await expect(card).toBeVisible();
    await arrowsTo(tv, card);
    const fit = await card.locator('.card__title').evaluate((el) => {
      const [title, whole] = [el.getBoundingClientRect(), el.closest('.card')!.getBoundingClientRect()];
      return { over: el.scrollWidth - el.clientWidth, lines: Math.round(el.clientHeight / parseFloat(getComputedStyle(el).lineHeight)), left: title.left - whole.left, right: whole.right - title.right };
    });
    // Centred, the ellipsis ran 6-12 px past the card's edge ("Long-Winded Channel.." cut).
    expect(fit.over).toBeLessThanOrEqual(1);
    expect(fit.lines).toBe(2);
    expect(Math.min(fit.left, fit.right)).toBeGreaterThanOrEqual(-1); // inside the card, both sides
    expect(await cutText(tv)).toEqual([]);
    await tv.screenshot({ path: test.info().outputPath('long-channel-name.png') });
  });

  test('Search pressed with nothing typed says what to do, and the next letter takes the sentence away', async ({ tv }) => {
    await openFromMenu(tv, /Search/);
    await pressSearchKey(tv);
    const said = tv.getByTestId('search-empty');
    await expect(said).toHaveText('Type what you are looking for first.');
    await expect(said).toHaveAttribute('role', 'alert');
    await expect(tv.locator(':focus')).toHaveText('Search'); // still on the key, nothing sent
    await expect(tv.getByTestId('search-results')).toHaveCount(0);
    expect(await outsideSafeArea(tv)).toEqual([]);
    await tv.screenshot({ path: test.info().outputPath('search-nothing-typed.png') });
    await typeOnTv(tv, 'b');
    await expect(said).toHaveCount(0);
  });

  test('a letter past the query\'s 100 characters is refused with a message, and the query searched is the one shown', async ({ tv }) => {
    const words = 'a very long question about bread and the slow rise of sourdough in a cold kitchen in the middle of winter';
    expect(words.length).toBeGreaterThan(100);
    await openFromMenu(tv, /Search/);
    await typeOnTv(tv, words.slice(0, 100));
    const full = tv.getByTestId('search-full');
    await expect(full).toHaveCount(0);
    // OK on the keyboard's focused letter: not taken, and the viewer is told so.
    await expect(tv.locator('.osk :focus')).toHaveCount(1);
    await press(tv, 'Enter');
    await expect(full).toBeVisible();
    await expect(full).toHaveAttribute('role', 'alert');
    await expect(full).toHaveText("A search can have 100 characters at most, so that one wasn't added. Delete some to type more.");
    expect(await full.evaluate((el) => parseFloat(getComputedStyle(el).fontSize) / (innerWidth / 1920))).toBeGreaterThanOrEqual(23.9);
    expect(await outsideSafeArea(tv)).toEqual([]);
    await tv.screenshot({ path: test.info().outputPath('query-at-limit.png') });
    // A keyboard plugged into the TV is refused the same way; Delete takes the message away.
    await press(tv, 'Backspace');
    await expect(full).toHaveCount(0);
    await typeOnTv(tv, 'xy');
    await expect(full).toBeVisible();
    const sent = tv.waitForRequest((r) => /\/video\/v3\/search\?/.test(r.url()));
    await pressSearchKey(tv);
    expect(new URL((await sent).url()).searchParams.get('q')).toBe(`${words.slice(0, 99)}x`);
    await expect(tv.getByTestId('search-results')).toBeVisible();
    await expect(full).toHaveCount(0);
    // Opened again from the menu, the full query is kept, selected: the first letter typed starts a new one.
    await openFromMenu(tv, /Home/);
    await openFromMenu(tv, /Search/);
    await expect(tv.locator('.search__selected')).toHaveText(`${words.slice(0, 99)}x`);
    await typeOnTv(tv, 'b');
    await expect(tv.locator('.search__typed')).toHaveText('b');
    await expect(full).toHaveCount(0);
  });

  test('a query longer than the box shows its end and the caret, its start faded out rather than a letter sliced in half', async ({ tv }) => {
    await openFromMenu(tv, /Search/);
    await typeOnTv(tv, 'the quick brown fox');
    await expect(tv.locator('.search__typed')).not.toHaveClass(/--cut-/);
    await typeOnTv(tv, ' jumps over the lazy dog again and again');
    await expect(tv.locator('.search__typed')).toHaveClass(/search__typed--cut-left/);
    expect(await queryFit(tv)).toEqual({ caretInside: true, endInside: true, fadeAt: 'left' });
    await tv.screenshot({ path: test.info().outputPath('long-query.png') });
    // Deleted back to a query that fits: the fade goes.
    for (let i = 0; i < 40; i++) await press(tv, 'Backspace');
    await expect(tv.locator('.search__typed')).not.toHaveClass(/--cut-/);
  });

  test('suggestions while typing come from titles already seen, one Right away, and OK searches one', async ({ tv }) => {
    // A title Home has shown: its first word, cut to three letters, is what the viewer types.
    const title = (await tv.locator(':focus .card__title').textContent())!.trim();
    const word = title.split(/\s+/).find((w) => /^[A-Za-z]{3,}/.test(w));
    expect(word, `a Latin word in "${title}"`).toBeTruthy();
    const typed = word!.slice(0, 3).toLowerCase();
    await openFromMenu(tv, /Search/);
    // Empty, the caret stands where the first letter will go: before the placeholder, not after it.
    const caretAt = async () => (await tv.locator('.search__query .caret').boundingBox())!.x;
    expect(await caretAt()).toBeLessThan((await tv.locator('.search__placeholder').boundingBox())!.x);
    // Nothing searched yet on this TV: the column beside the keyboard says what it will hold.
    await expect(tv.getByTestId('no-recent-searches')).toHaveText('Your searches show here.');
    await typeOnTv(tv, typed);
    const suggestions = tv.getByTestId('suggestions');
    await expect(suggestions).toContainText(title);
    await expect(tv.getByTestId('no-recent-searches')).toHaveCount(0);
    await tv.screenshot({ path: test.info().outputPath('suggestions.png') });
    // From the keyboard's right edge, one Right is on a suggestion.
    await focusByArrows(tv, 'ArrowRight', /^f$/, 6);
    await press(tv, 'ArrowRight');
    await painted(tv);
    expect(await focusedKey(tv)).toMatch(/^suggestion-/);
    await focusByArrows(tv, 'ArrowDown', new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')), 6);
    await press(tv, 'Enter');
    await expect(tv.getByTestId('search-results').locator('h2')).toContainText(`Results for “${title}”`);
    // Focus goes to the first result, in view: the suggestion's button went with the sending.
    const first = tv.getByTestId('search-results').getByTestId('card').first();
    await expect(first).toBeFocused();
    await expect(first).toBeInViewport({ ratio: 1 });
    // Sent, it is a recent search: offered first next time its start is typed.
    await press(tv, 'Escape'); // Back: the keyboard again, on its Search key
    await expect(tv.locator('.osk [data-focus-key="search-submit"]')).toBeFocused();
    await press(tv, 'Backspace', [...title].length); // a plugged-in keyboard's Backspace deletes while there is text
    await typeOnTv(tv, typed);
    await expect(suggestions.locator('button').first()).toHaveText(title);
  });

  test('typed with nothing to suggest, the column says so and keeps the recent searches, one Right away', async ({ tv }) => {
    await openFromMenu(tv, /Search/);
    await typeOnTv(tv, 'the');
    await pressSearchKey(tv);
    await expect(tv.getByTestId('search-results').locator('h2')).toContainText('Results for “the”');
    await expect(tv.locator('.osk [data-focus-key="search-submit"]')).toBeFocused();
    await press(tv, 'Backspace', 3); // a plugged-in keyboard's Backspace
    // Letters no title seen and no search made starts with: the column stood empty, 400 px between
    // the keyboard and the filters, and the recent searches were gone while typing.
    await typeOnTv(tv, 'qqz');
    await expect(tv.getByTestId('no-suggestions')).toHaveText('No suggestions. Press Search.');
    await expect(tv.getByTestId('suggestions')).toHaveCount(0);
    await expect(tv.getByTestId('recent-searches').getByRole('button')).toHaveText(['the']);
    await painted(tv);
    await tv.screenshot({ path: test.info().outputPath('nothing-to-suggest.png') });
    // From the keyboard's Search key, the right end of its last row.
    await expect(tv.locator('.osk [data-focus-key="search-submit"]')).toBeFocused();
    await press(tv, 'ArrowRight');
    await painted(tv);
    expect(await focusedKey(tv)).toBe('recent-the');
    await press(tv, 'Enter');
    await expect(tv.getByTestId('search-results').locator('h2')).toContainText('Results for “the”');
  });

  test('Right from any row of the keyboard is on the suggestions beside it, never past them on the filters', async ({ tv }) => {
    const title = (await tv.locator(':focus .card__title').textContent())!.trim();
    const typed = title.split(/\s+/).find((w) => /^[A-Za-z]{3,}/.test(w))!.slice(0, 3).toLowerCase();
    await openFromMenu(tv, /Search/);
    await typeOnTv(tv, typed);
    await expect(tv.getByTestId('suggestions').locator('button').first()).toBeVisible();
    await focusByArrows(tv, 'ArrowRight', /^f$/, 6);
    // The last key of each row, down the keyboard: the suggestions' column is shorter than the
    // keyboard, and Right from its lower rows went past it to the filter chip level with them.
    for (const key of ['f', 'l', 'r', 'x', '4', '0']) {
      await expect(tv.locator(':focus')).toHaveText(key);
      await press(tv, 'ArrowRight');
      await painted(tv);
      expect(await focusedKey(tv), `Right from ${key}`).toMatch(/^suggestion-/);
      await press(tv, 'ArrowLeft');
      await press(tv, 'ArrowDown');
    }
  });

  test('in the results the keyboard steps aside; Up or Back brings it back with the query kept', async ({ tv }) => {
    await openFromMenu(tv, /Search/);
    await typeOnTv(tv, 'the');
    await pressSearchKey(tv);
    const results = tv.getByTestId('search-results');
    await expect(results.getByTestId('card').first()).toBeVisible();
    // Under the keyboard only the results' heading is in view: it says where they are.
    const hint = results.locator('h2').getByText('Down to see them');
    await expect(hint).toBeInViewport({ ratio: 1 });
    for (let i = 0; i < 6 && !(await readFocus(tv, () => !!document.activeElement?.closest('[data-testid="search-results"]'))); i++) await press(tv, 'ArrowDown');
    await expect(tv.getByTestId('search-query')).toBeHidden();
    await expect(hint).toBeHidden(); // among them, it has nothing to say
    await expect(tv.getByTestId('search-edit')).toContainText('the');
    // No result is half hidden: the first two rows show whole, inside the screen.
    const cut = await tv.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLElement>('[data-testid="search-results"] [data-testid="card"]'))
        .filter((c) => Number(c.dataset.index) < 8)
        .map((c) => c.getBoundingClientRect())
        .filter((r) => r.top < innerHeight * 0.05 - 1 || r.bottom > innerHeight * 0.95 + 1).length,
    );
    expect(cut).toBe(0);
    // What was searched, and that Up changes it, in view above them (the page had scrolled past the keyboard).
    await expectSearchEditInView(tv);
    await tv.screenshot({ path: test.info().outputPath('results-browsing.png') });
    // Down a row and Back: the results' top first, then the keyboard's Search key, query kept.
    await press(tv, 'ArrowDown');
    await press(tv, 'Escape');
    await painted(tv);
    expect(await readFocus(tv, () => (document.activeElement as HTMLElement).dataset.index)).toBe('0');
    await press(tv, 'Escape');
    await expect(tv.locator(':focus')).toHaveText('Search');
    await expect(tv.getByTestId('search-query')).toContainText('the');
    // Into the results again, then Up from their first row: the keyboard again.
    for (let i = 0; i < 6 && !(await readFocus(tv, () => !!document.activeElement?.closest('[data-testid="search-results"]'))); i++) await press(tv, 'ArrowDown');
    await expect(tv.getByTestId('search-query')).toBeHidden();
    await press(tv, 'ArrowUp');
    await expect(tv.locator(':focus')).toHaveText('Search');
    await expect(tv.getByTestId('search-query')).toBeVisible();
  });

  test("a remote whose Back sends Backspace: Back from the results and the filters goes back and never deletes the query's letters", async ({ tv }) => {
    await openFromMenu(tv, /Search/);
    await typeOnTv(tv, 'the');
    await pressSearchKey(tv);
    const results = tv.getByTestId('search-results');
    await expect(results.getByTestId('card').first()).toBeVisible();
    for (let i = 0; i < 6 && !(await readFocus(tv, () => !!document.activeElement?.closest('[data-testid="search-results"]'))); i++) await press(tv, 'ArrowDown');
    await press(tv, 'ArrowDown');
    await press(tv, 'ArrowRight');
    // Back: the results' first, then the keyboard's Search key; "the" whole at each step (it lost a letter a press).
    await press(tv, 'Backspace');
    await painted(tv);
    expect(await readFocus(tv, () => (document.activeElement as HTMLElement).dataset.index)).toBe('0');
    await press(tv, 'Backspace');
    await expect(tv.locator(':focus')).toHaveText('Search');
    await expect(tv.getByTestId('search-query')).toHaveText(/⌕\s*the$/);
    await expect(results.locator('h2')).toContainText('Results for “the”');
    // On the filters, Back leaves Search, as Escape does, with nothing deleted: Search again finds "the".
    await focusByArrows(tv, 'ArrowRight', /Show/, 6);
    await press(tv, 'Backspace');
    await expect(tv.getByTestId('search-screen')).toHaveCount(0);
    await openFromMenu(tv, /Search/);
    await expect(tv.getByTestId('search-query')).toHaveText(/⌕\s*the$/);
    // On the keyboard, it deletes while there is text (a keyboard plugged into the TV).
    await expect(tv.locator('.osk :focus')).toHaveCount(1);
    await press(tv, 'Backspace');
    await expect(tv.getByTestId('search-query')).toHaveText(/⌕\s*th$/);
  });

  test('Back from a result finds the results as they were left: the keyboard aside, what was searched in view', async ({ tv }) => {
    await openFromMenu(tv, /Search/);
    await typeOnTv(tv, 'the');
    await pressSearchKey(tv);
    await expect(tv.getByTestId('search-results').getByTestId('card').first()).toBeVisible();
    for (let i = 0; i < 6 && !(await readFocus(tv, () => !!document.activeElement?.closest('[data-testid="search-results"]'))); i++) await press(tv, 'ArrowDown');
    await press(tv, 'ArrowRight');
    const chosen = await focusedKey(tv);
    await press(tv, 'Enter');
    await expect(tv.getByTestId('search-screen')).toHaveCount(0);
    await press(tv, 'Escape');
    await expect(tv.getByTestId('search-screen')).toBeVisible();
    await expect.poll(() => focusedKey(tv)).toBe(chosen);
    await expect(tv.getByTestId('search-query')).toBeHidden();
    await expectSearchEditInView(tv);
  });

  test('Search opened again from the menu finds the search left: the query, the filters and the results, with no second search sent', async ({ tv }) => {
    const searches: string[] = [];
    tv.on('request', (r) => {
      if (/\/video\/v3\/search\?/.test(r.url())) searches.push(r.url());
    });
    await openFromMenu(tv, /Search/);
    await typeOnTv(tv, 'the');
    await focusByArrows(tv, 'ArrowRight', /Show: Everything/, 12);
    await press(tv, 'Enter'); // Show: Videos
    await focusByArrows(tv, 'ArrowLeft', /^[a-z]$/, 6);
    await pressSearchKey(tv);
    const results = tv.getByTestId('search-results');
    await expect(results.getByTestId('card').first()).toBeVisible();
    const firstTitle = await results.locator('.card__title').first().textContent();
    expect(searches).toHaveLength(1);
    // Into the results, then Back, Back: the keyboard, then out of Search to Home.
    for (let i = 0; i < 6 && !(await readFocus(tv, () => !!document.activeElement?.closest('[data-testid="search-results"]'))); i++) await press(tv, 'ArrowDown');
    await press(tv, 'Escape');
    await expect(tv.locator(':focus')).toHaveText('Search');
    await press(tv, 'Escape');
    await expect(tv.getByTestId('search-screen')).toHaveCount(0);
    // Watched from before Search opens: the column's "nothing searched yet" must not show for a
    // frame while the stored searches are read.
    await tv.evaluate(() => {
      const seen = window as unknown as { sawNoRecent?: boolean };
      seen.sawNoRecent = false;
      new MutationObserver(() => (seen.sawNoRecent ||= !!document.querySelector('[data-testid="no-recent-searches"]'))).observe(document.body, { childList: true, subtree: true });
    });
    await openFromMenu(tv, /Search/);
    await expect(tv.getByTestId('search-query')).toContainText('the');
    await expect(tv.getByTestId('recent-searches').getByRole('button')).toHaveText(['the']);
    expect(await tv.evaluate(() => (window as unknown as { sawNoRecent?: boolean }).sawNoRecent)).toBe(false);
    await expect(tv.getByTestId('search-filters')).toContainText('Show: Videos');
    await expect(results.locator('.card__title').first()).toHaveText(firstTitle!);
    await expect(results.getByTestId('search-applied')).toHaveText('Show: Videos');
    expect(searches).toHaveLength(1);
    // The query is shown selected: Delete edits it, and the next letter runs on after it...
    await expect(tv.getByTestId('search-query').locator('.search__selected')).toHaveText('the');
    await painted(tv);
    await tv.screenshot({ path: test.info().outputPath('search-again.png') });
    await press(tv, 'Backspace');
    await expect(tv.getByTestId('search-query')).toHaveText(/⌕\s*th$/);
    await expect(tv.getByTestId('search-query').locator('.search__selected')).toHaveCount(0);
    await typeOnTv(tv, 'e');
    await expect(tv.getByTestId('search-query')).toHaveText(/⌕\s*the$/);
    // ...but as it comes back, a letter typed starts a new query.
    await press(tv, 'Escape');
    await expect(tv.getByTestId('search-screen')).toHaveCount(0);
    await openFromMenu(tv, /Search/);
    await expect(tv.getByTestId('search-query').locator('.search__selected')).toHaveText('the');
    await typeOnTv(tv, 'cat');
    await expect(tv.getByTestId('search-query')).toHaveText(/⌕\s*cat$/);
    await expect(results.locator('.card__title').first()).toHaveText(firstTitle!); // the results stay until Search is pressed
  });

  test('the results say which filters they were sent with', async ({ tv }) => {
    await openFromMenu(tv, /Search/);
    await typeOnTv(tv, 'the');
    await focusByArrows(tv, 'ArrowRight', /Show: Everything/, 12);
    await press(tv, 'Enter'); // Show: Videos
    await expect(tv.locator(':focus')).toHaveText('Show: Videos');
    await focusByArrows(tv, 'ArrowDown', /HD only/, 4);
    await press(tv, 'Enter');
    await focusByArrows(tv, 'ArrowLeft', /^[a-z]$/, 6);
    await pressSearchKey(tv);
    const results = tv.getByTestId('search-results');
    await expect(results.getByTestId('card').first()).toBeVisible();
    // Once the chips are out of sight, nothing else said the results were narrowed.
    await expect(results.getByTestId('search-applied')).toHaveText('Show: Videos · HD only');
    await painted(tv);
    await tv.screenshot({ path: test.info().outputPath('filtered-results.png') });
    expect(await outsideSafeArea(tv)).toEqual([]);
    expect(await cutText(tv)).toEqual([]);
  });

  test('no results under many filters: the filters stay on the heading\'s line, ending in an ellipsis if need be', async ({ tv }) => {
    await openFromMenu(tv, /Search/);
    await typeOnTv(tv, 'bbccddd');
    await focusByArrows(tv, 'ArrowRight', /Show: Everything/, 12);
    await press(tv, 'Enter'); // Show: Videos
    await focusByArrows(tv, 'ArrowDown', /^Sort:/, 3);
    await press(tv, 'Enter');
    await press(tv, 'Enter'); // Sort: Most viewed
    await focusByArrows(tv, 'ArrowDown', /^Topic:/, 3);
    await press(tv, 'Enter');
    await focusByArrows(tv, 'ArrowDown', /Knowledge/, 8);
    await press(tv, 'Enter');
    await expect(tv.locator(':focus')).toHaveText('Topic: Knowledge');
    await focusByArrows(tv, 'ArrowDown', /Captions only/, 4);
    await press(tv, 'Enter');
    await focusByArrows(tv, 'ArrowDown', /More filters/, 3);
    await press(tv, 'Enter');
    await focusByArrows(tv, 'ArrowDown', /Only my videos/, 4);
    await press(tv, 'Enter');
    await focusByArrows(tv, 'ArrowLeft', /^[a-z0-9]$/, 6);
    await pressSearchKey(tv);
    const results = tv.getByTestId('search-results');
    await expect(results.getByTestId('empty-state')).toContainText('No results with these filters');
    const applied = results.getByTestId('search-applied');
    await expect(applied).toHaveText('Show: Videos · Sort: Most viewed · Topic: Knowledge · Captions only · Only my videos');
    await painted(tv);
    await tv.screenshot({ path: test.info().outputPath('many-filters-no-results.png') });
    // One line, level with "Results for": wrapped onto a line of its own it pushed the offer below
    // further down, and the page scrolled the search box a line further off the top (45 px at 720p).
    const heading = (await results.locator('h2').boundingBox())!;
    const list = (await applied.boundingBox())!;
    expect(list.y - heading.y, 'the filters on the heading\'s first line').toBeLessThan(list.height);
    expect(list.y + list.height, 'and the heading no taller').toBeLessThanOrEqual(heading.y + heading.height + 1);
    expect(heading.height, 'the heading one line').toBeLessThan(2 * list.height);
    await expect(tv.getByRole('button', { name: 'Search without filters' })).toBeInViewport({ ratio: 1 });
    expect(await outsideSafeArea(tv)).toEqual([]);
    expect(await cutText(tv)).toEqual([]);
  });

  test('a filter that unticks others says which and why: Only my videos turns off HD only and Playable here; Show: Channels turns off every tick', async ({ tv }) => {
    await openFromMenu(tv, /Search/);
    await focusByArrows(tv, 'ArrowRight', /Show: Everything/, 12);
    await focusByArrows(tv, 'ArrowDown', /HD only/, 4);
    await press(tv, 'Enter');
    await focusByArrows(tv, 'ArrowDown', /More filters/, 3);
    await press(tv, 'Enter');
    await focusByArrows(tv, 'ArrowDown', /Playable here/, 3);
    await press(tv, 'Enter');
    await expect(tv.getByRole('button', { name: 'Playable here' })).toHaveAttribute('aria-pressed', 'true');
    const notice = tv.getByTestId('session-notice');
    await expect(notice).toHaveCount(0);
    await focusByArrows(tv, 'ArrowDown', /Only my videos/, 3);
    await press(tv, 'Enter');
    await expect(notice).toHaveText('“HD only” and “Playable here” are off: they can’t be combined with “Only my videos”.');
    await expect(tv.getByRole('button', { name: 'HD only' })).toHaveAttribute('aria-pressed', 'false');
    await expect(tv.getByRole('button', { name: 'Playable here' })).toHaveAttribute('aria-pressed', 'false');
    await painted(tv);
    await tv.screenshot({ path: test.info().outputPath('filters-turned-off.png') });
    // Each tick's box stands where "Show:" starts, out of the pill's rounded end.
    const lefts = await tv.getByTestId('search-filters').evaluate((column) => {
      const range = document.createRange();
      range.selectNodeContents(column.querySelector('[data-focus-key="filter-type"]')!);
      const words = range.getBoundingClientRect().left;
      return [...column.querySelectorAll('.chip__tick--box')].map((box) => Math.round(box.getBoundingClientRect().left - words));
    });
    expect(lefts.length).toBe(4);
    for (const gap of lefts) expect(Math.abs(gap)).toBeLessThanOrEqual(2);
    // The notice is out of focus's way and inside the screen.
    expect((await focusReport(tv)).ok).toBe(true);
    expect(await outsideSafeArea(tv)).toEqual([]);
    // Every tick is for videos: Show: Channels clears the one left, and says so.
    await focusByArrows(tv, 'ArrowUp', /Show: Videos/, 8);
    await press(tv, 'Enter');
    await expect(tv.locator(':focus')).toHaveText('Show: Channels');
    await expect(notice).toHaveText('“Only my videos” is off: it applies to videos only.');
  });

  test('a filter changed after a search: the results say it waits for Search, wherever focus is, until Search sends it', async ({ tv }) => {
    await openFromMenu(tv, /Search/);
    await typeOnTv(tv, 'the');
    await pressSearchKey(tv);
    const results = tv.getByTestId('search-results');
    await expect(results.getByTestId('card').first()).toBeVisible();
    const changed = results.getByTestId('filters-changed');
    await expect(changed).toHaveCount(0);
    await focusByArrows(tv, 'ArrowRight', /Show: Everything/, 12);
    await press(tv, 'Enter'); // Show: Videos
    await expect(changed).toHaveText('Filters changed: press Search');
    // Back to what the results were sent with: nothing to say.
    await press(tv, 'Enter', 3); // Channels, Playlists, then Everything again
    await expect(tv.locator(':focus')).toHaveText('Show: Everything');
    await expect(changed).toHaveCount(0);
    await press(tv, 'Enter'); // Videos
    await expect(changed).toBeVisible();
    // Among the results (the keyboard and filters out of sight), the heading still says it.
    const inResults = () => readFocus(tv, () => !!document.activeElement?.closest('[data-testid="search-results"]'));
    await press(tv, 'ArrowLeft', 2);
    for (let i = 0; i < 15 && !(await inResults()); i++) await press(tv, 'ArrowDown');
    expect(await inResults()).toBe(true);
    await expect(changed).toBeVisible();
    // The cards dimmed too: at 150 % the heading is above the screen while focus is among them.
    const dim = () => results.locator('.grid__track').evaluate((el) => Number(getComputedStyle(el).opacity));
    expect(await dim()).toBeLessThan(0.6);
    expect(await outsideSafeArea(tv)).toEqual([]);
    expect(await cutText(tv)).toEqual([]);
    await tv.screenshot({ path: test.info().outputPath('filters-changed.png') });
    // Search sends them: the results are videos only, and the heading goes back to what it said.
    await press(tv, 'Escape'); // from the first result: to the keyboard's Search key
    await expect(tv.locator(':focus')).toHaveText('Search');
    await press(tv, 'Enter');
    await expect(results.getByTestId('search-applied')).toHaveText('Show: Videos');
    await expect(changed).toHaveCount(0);
    expect(await dim()).toBe(1);
  });

  test('filter chips keep their place and width as their values change; creator filters sit under More filters', async ({ tv }) => {
    await openFromMenu(tv, /Search/);
    await expect(tv.getByTestId('search-filters')).toBeVisible();
    await expect(tv.getByTestId('search-filters')).not.toContainText('Playable here');
    const before = await chipBoxes(tv);
    // An on/off filter shows its box while off too: it reads as a switch, not as a plain chip.
    const box = tv.getByRole('button', { name: 'HD only' }).locator('.chip__tick');
    expect(await box.evaluate((el) => ({ text: el.textContent, drawn: el.getBoundingClientRect().width > 8 && getComputedStyle(el).borderTopStyle === 'solid' }))).toEqual({ text: '', drawn: true });
    await focusByArrows(tv, 'ArrowRight', /Show: Everything/, 12);
    for (const [chip, presses] of [['Show', 3], ['Sort', 3], ['HD only', 1], ['Captions only', 1]] as const) {
      await focusByArrows(tv, 'ArrowDown', new RegExp(chip), 6);
      for (let i = 0; i < presses; i++) {
        await press(tv, 'Enter');
        await painted(tv);
        expect(await chipBoxes(tv), `${chip} after ${i + 1} OK`).toEqual(before);
      }
    }
    // Topic's eight values are a list to pick from, not seven OKs: it opens on the one in force,
    // OK on another picks it and closes, and Back keeps what was there.
    await focusByArrows(tv, 'ArrowUp', /Topic/, 6);
    await press(tv, 'Enter');
    const topics = tv.getByRole('dialog', { name: 'Topic' });
    await expect(topics.getByRole('radio')).toHaveCount(8);
    await expect(topics.locator(':focus')).toHaveText(/Any/);
    await expect(topics.locator(':focus')).toHaveAttribute('aria-checked', 'true');
    expect(await outsideSafeArea(tv)).toEqual([]);
    expect(await cutText(tv)).toEqual([]);
    await tv.screenshot({ path: test.info().outputPath('topics.png') });
    await arrowsTo(tv, topics.getByRole('radio', { name: /Food/ }));
    await press(tv, 'Escape');
    await expect(topics).toHaveCount(0);
    await expect(tv.locator(':focus')).toHaveText('Topic: Any');
    await press(tv, 'Enter');
    await expect(topics.locator(':focus')).toHaveText(/Any/);
    await arrowsTo(tv, topics.getByRole('radio', { name: /Food/ }));
    await press(tv, 'Enter');
    await expect(topics).toHaveCount(0);
    await expect(tv.locator(':focus')).toHaveText('Topic: Food');
    expect(await chipBoxes(tv), 'Topic: Food').toEqual(before);
    await press(tv, 'Enter');
    await expect(topics.locator(':focus')).toHaveText(/Food/);
    await press(tv, 'Escape');
    // More filters opens the creator's filters below; the chips above stay where they were.
    await focusByArrows(tv, 'ArrowDown', /More filters/, 4);
    await press(tv, 'Enter');
    await expect(tv.locator(':focus')).toHaveText('Fewer filters');
    await expect(tv.getByTestId('search-filters')).toContainText('Playable here');
    const opened = await chipBoxes(tv);
    for (const key of Object.keys(before)) expect(opened[key], key).toBe(before[key]);
    await focusByArrows(tv, 'ArrowDown', /Playable here/, 3);
    await press(tv, 'Enter');
    await expect(tv.locator(':focus')).toHaveAttribute('aria-pressed', 'true');
    await tv.screenshot({ path: test.info().outputPath('filters.png') });
  });
});

/** The line above the results that says what was searched, whole inside the safe area. */
async function expectSearchEditInView(tv: Page): Promise<void> {
  const edit = tv.getByTestId('search-edit');
  await expect(edit).toBeVisible();
  const box = (await edit.boundingBox())!;
  const view = tv.viewportSize()!;
  expect(box.y).toBeGreaterThanOrEqual(view.height * 0.05 - 1);
  expect(box.y + box.height).toBeLessThanOrEqual(view.height * 0.95 + 1);
}
