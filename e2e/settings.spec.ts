import type { Browser, Locator, Page } from '@playwright/test';
import { arrowsTo, expect, focusByArrows, openFromMenu, openSignedIn, painted, press, readFocus, signIn, test } from './fixtures.ts';
import { linesCutAtScrollEdges } from './layoutChecks.ts';

/**
 * Settings, by keys only: each setting applies at once and is there again after a reload;
 * a PIN guards an account when the TV switches to it; one press signs every account out.
 */

/** Ada, then Grace added from the account screen: two accounts on this TV, Grace active. */
async function twoAccounts(tv: Page, browser: Browser): Promise<void> {
  await tv.goto('/');
  await signIn(tv, browser, 'Ada Lovelace');
  await openFromMenu(tv, /Ada Lovelace/);
  await expect(tv.getByTestId('account-screen')).toBeVisible();
  await focusByArrows(tv, 'ArrowRight', /Add account/);
  await press(tv, 'Enter');
  await signIn(tv, browser, 'Grace Hopper');
}

/**
 * Into the screen and up or down to the setting's row (the rows stand one above the other), then
 * along it to the choice, and OK. Along the row is Right, and Down where the row goes on to a
 * second line (the languages' names do not all fit on one). Not arrowsTo: aimed at the row's first
 * choice, it went left and right between two chips of the row below, whose gap lay under it.
 */
async function choose(tv: Page, row: string, name: RegExp | string): Promise<void> {
  const line = tv.getByTestId(row);
  const button = line.getByRole('button', { name });
  const inRow = () => line.evaluate((r) => r.contains(document.activeElement));
  const focused = () => readFocus(tv, () => document.activeElement?.getAttribute('data-focus-key') ?? document.activeElement?.textContent ?? '');
  for (let i = 0; i < 20 && !(await inRow()); i++) {
    const at = await readFocus(tv, () => ({ top: document.activeElement?.getBoundingClientRect().top ?? 0, inMenu: !!document.activeElement?.closest('[data-testid="menu"]') }));
    const rowTop = (await line.boundingBox())!.y;
    await press(tv, at.inMenu ? 'ArrowRight' : at.top > rowTop ? 'ArrowUp' : 'ArrowDown');
  }
  for (let i = 0; i < 12 && !(await button.evaluate((el) => el === document.activeElement)); i++) {
    const before = await focused();
    await press(tv, 'ArrowRight');
    if ((await focused()) === before) await press(tv, 'ArrowDown');
  }
  await expect(button).toBeFocused();
  await press(tv, 'Enter');
  await expect(button).toHaveAttribute('aria-pressed', 'true');
}

/**
 * Down the rows, which stand one above the other, to the target's, then along it: a viewer's way
 * through Settings from its first row. Not arrowsTo from there: the language row's second line is
 * narrower than a target below, and arrowsTo went right and left round it.
 */
async function downTo(tv: Page, target: Locator): Promise<void> {
  for (let i = 0; i < 20; i++) {
    const rowTop = (await target.boundingBox())!.y;
    const focusTop = await readFocus(tv, () => document.activeElement?.getBoundingClientRect().top ?? 0);
    if (focusTop >= rowTop - 1) break;
    await press(tv, 'ArrowDown');
  }
  await arrowsTo(tv, target);
}

/** Settings' buttons the page's bottom edge (where it hides what it would cut) runs across, by their words. */
async function choicesCutAtTheBottom(tv: Page): Promise<string[]> {
  await painted(tv);
  await tv.waitForTimeout(250); // the page's glide, had it moved
  return tv.getByTestId('settings-screen').evaluate((page) => {
    const hidden = /inset\(([\d.]+)px [\d.]+(?:px)? ([\d.]+)px/.exec(getComputedStyle(page).clipPath);
    const edge = page.getBoundingClientRect().bottom - (hidden ? parseFloat(hidden[2]!) : 0);
    return Array.from(page.querySelectorAll('button'))
      .filter((b) => {
        const r = b.getBoundingClientRect();
        return r.top < edge - 1 && r.bottom > edge + 1;
      })
      .map((b) => b.textContent ?? '');
  });
}

/** Types digits on the PIN pad by arrows and OK, from wherever its focus is. */
async function typePin(tv: Page, pin: string): Promise<void> {
  for (const digit of pin) {
    await arrowsTo(tv, tv.getByTestId('pin-pad').getByRole('button', { name: digit, exact: true }));
    await press(tv, 'Enter');
  }
}

/** Ada signed in, her PIN set in Settings (typed twice), the dialog closed. */
async function adaWithPin(tv: Page, browser: Browser, pin: string): Promise<void> {
  await tv.goto('/');
  await signIn(tv, browser, 'Ada Lovelace');
  await openFromMenu(tv, /Settings/);
  await downTo(tv, tv.getByTestId('setting-pins').getByRole('button', { name: /Ada Lovelace/ }));
  await press(tv, 'Enter');
  await typePin(tv, pin);
  await typePin(tv, pin);
  await expect(tv.getByRole('dialog')).toHaveCount(0);
}

test.describe('Settings', () => {
  test('opened from the menu, focus goes to the chosen language with the title in view, and stays in view on the way down and up', async ({ tv, browser }) => {
    await tv.goto('/');
    await signIn(tv, browser, 'Ada Lovelace');
    await openFromMenu(tv, /Settings/);
    await expect(tv.getByTestId('setting-language').getByRole('button', { pressed: true })).toBeFocused();
    // Wholly inside what the page shows: below its top edge and what it hides there (clip-path).
    const titleShows = () =>
      readFocus(tv, () => {
        const page = document.querySelector<HTMLElement>('[data-testid="settings-screen"]')!;
        const title = page.querySelector('h1')!.getBoundingClientRect();
        const view = page.getBoundingClientRect();
        const hidden = /inset\(([\d.]+)px/.exec(page.style.clipPath);
        return title.top >= view.top + (hidden ? parseFloat(hidden[1]!) : 0) - 1 && title.bottom <= view.bottom;
      });
    await tv.waitForTimeout(500); // the page's glide, had it moved
    expect(await titleShows()).toBe(true);
    // The seven languages stand in two even lines, four and three, not a full line and one left over.
    const perLine = await tv.getByTestId('setting-language').evaluate((row) => {
      const lines = new Map<number, number>();
      for (const chip of Array.from(row.querySelectorAll('button'))) {
        const top = Math.round(chip.getBoundingClientRect().top);
        lines.set(top, (lines.get(top) ?? 0) + 1);
      }
      return [...lines.values()];
    });
    expect(perLine).toEqual([4, 3]);
    // In columns: each language under the one above it, all of one width, the lines as far apart
    // as the chips (as wide as its label, "Automatic (English)" put its line out of step).
    const grid = await tv.getByTestId('setting-language').evaluate((row) => {
      const boxes = Array.from(row.querySelectorAll('button')).map((b) => b.getBoundingClientRect());
      return {
        columns: [0, 1, 2].map((i) => Math.abs(boxes[i]!.left - boxes[i + 4]!.left)),
        widths: new Set(boxes.map((b) => Math.round(b.width))).size,
        across: boxes[1]!.left - boxes[0]!.right,
        down: boxes[4]!.top - boxes[0]!.bottom,
      };
    });
    expect(grid.columns.every((d) => d <= 1), `columns ${grid.columns}`).toBe(true);
    expect(grid.widths).toBe(1);
    expect(Math.abs(grid.down - grid.across), `${grid.down} down, ${grid.across} across`).toBeLessThanOrEqual(2);
    // Each language by its own name, and under it by the app's: found even where the TV lacks its fonts.
    const japanese = tv.getByTestId('setting-language').getByRole('button', { name: /日本語/ });
    await expect(japanese.locator('.chip__hint')).toHaveText('Japanese');
    await expect(japanese.locator('.chip__hint')).toHaveAttribute('lang', 'en');
    // Nothing is cut across at the page's bottom edge meanwhile: what it would cut is hidden.
    expect(await linesCutAtScrollEdges(tv)).toEqual([]);
    await downTo(tv, tv.getByTestId('open-licences'));
    await focusByArrows(tv, 'ArrowUp', /Automatic/, 12);
    await tv.waitForTimeout(500);
    expect(await titleShows()).toBe(true);
    // Back leaves Settings for Home.
    await press(tv, 'Escape');
    await expect(tv.getByTestId('home-screen')).toBeVisible();
  });

  /** Signed in, Settings, along to Arabic's chip and Down from it: returns Arabic's chip. */
  async function downFromArabic(tv: Page, browser: Browser): Promise<Locator> {
    await tv.goto('/');
    await signIn(tv, browser, 'Ada Lovelace');
    await openFromMenu(tv, /Settings/);
    const arabic = tv.getByTestId('setting-language').getByRole('button', { name: /العربية/ });
    await arrowsTo(tv, arabic);
    await press(tv, 'ArrowDown');
    return arabic;
  }

  test('an arrow straight back returns where focus came from: Down from Arabic, then Up, is Arabic again', async ({ tv, browser }) => {
    const arabic = await downFromArabic(tv, browser);
    const below = await readFocus(tv, () => document.activeElement!.textContent);
    expect(below).toMatch(/%/); // a text size
    await press(tv, 'ArrowUp');
    await expect(arabic).toBeFocused();
    await press(tv, 'ArrowDown');
    expect(await readFocus(tv, () => document.activeElement!.textContent)).toBe(below);
  });

  test('after a new text size lays the chips out again, Up goes to the chip above, not askew to the one Down came from', async ({ tv, browser }) => {
    await downFromArabic(tv, browser);
    await focusByArrows(tv, 'ArrowRight', /150%/, 3);
    await press(tv, 'Enter');
    await expect(tv.getByTestId('setting-text-size').getByRole('button', { name: /150%/ })).toHaveAttribute('aria-pressed', 'true');
    await painted(tv);
    const size = (await tv.locator(':focus').boundingBox())!;
    await press(tv, 'ArrowUp');
    const chip = tv.locator(':focus');
    await expect(chip).not.toHaveText(/%/);
    const above = (await chip.boundingBox())!;
    expect(above.y + above.height).toBeLessThanOrEqual(size.y + 1);
    // Across from it: their spans meet.
    expect(above.x < size.x + size.width && above.x + above.width > size.x, `${await chip.textContent()} at x ${above.x}-${above.x + above.width}, 150 % at ${size.x}-${size.x + size.width}`).toBe(true);
  });

  test("a chosen chip is not drawn as the primary button is: Account's Switch account read as the chosen one of three", async ({ tv, browser }) => {
    await openSignedIn(tv, browser);
    await openFromMenu(tv, /Ada Lovelace/);
    const primary = tv.getByTestId('account-screen').getByRole('button', { name: 'Switch account' });
    await expect(primary).toBeFocused();
    await press(tv, 'ArrowRight'); // off it: drawn as it rests
    await expect(primary).not.toBeFocused();
    const fill = (el: Element) => getComputedStyle(el).backgroundColor;
    await expect.poll(() => primary.evaluate(fill)).not.toBe('rgb(255, 255, 255)'); // its focus face gone
    await tv.waitForTimeout(200); // the rest of its 120 ms transition
    const buttonFill = await primary.evaluate(fill);
    await openFromMenu(tv, /Settings/);
    const chosen = tv.locator('.chip--on:not(:focus)').first();
    await expect(chosen).toBeVisible();
    await tv.waitForTimeout(200);
    expect(await chosen.evaluate(fill)).not.toBe(buttonFill);
    // and edged, where an unchosen chip's edge is dim: told apart from the button by more than a shade.
    const edge = (el: Element) => getComputedStyle(el).borderTopColor;
    expect(await chosen.evaluate(edge)).not.toBe(await tv.locator('.chip:not(.chip--on):not(:focus)').first().evaluate(edge));
  });

  test('text size and Reduce motion apply at once and survive a reload', async ({ tv, browser }) => {
    await tv.goto('/');
    await signIn(tv, browser, 'Ada Lovelace');
    await openFromMenu(tv, /Settings/);
    await expect(tv.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    const bodySize = () => tv.evaluate(() => parseFloat(getComputedStyle(document.querySelector('.settings-row__label')!).fontSize));
    const before = await bodySize();
    await choose(tv, 'setting-text-size', /150%/);
    await expect(tv.locator('html')).toHaveAttribute('data-text-scale', '1.5');
    expect(await bodySize()).toBeCloseTo(before * 1.5, 0);
    await choose(tv, 'setting-motion', /On/);
    await expect(tv.locator('html')).toHaveAttribute('data-reduce-motion', '');
    // Nothing moves: the busy spinner and the buttons' transitions are off.
    expect(await tv.evaluate(() => getComputedStyle(document.querySelector('.btn, .chip')!).transitionDuration)).toMatch(/^0s/);
    await tv.screenshot({ path: test.info().outputPath('settings-large-text.png') });
    await tv.reload();
    await expect(tv.getByTestId('card').first()).toBeFocused();
    await expect(tv.locator('html')).toHaveAttribute('data-text-scale', '1.5');
    await expect(tv.locator('html')).toHaveAttribute('data-reduce-motion', '');
    await openFromMenu(tv, /Settings/);
    await expect(tv.getByTestId('setting-text-size').getByRole('button', { name: /150%/ })).toHaveAttribute('aria-pressed', 'true');
    await choose(tv, 'setting-text-size', /100%/);
    await expect(tv.locator('html')).toHaveAttribute('data-text-scale', '1');
  });

  test('the language: chosen, it sets the page language and direction, and stays after a reload', async ({ tv, browser }) => {
    await tv.goto('/');
    await signIn(tv, browser, 'Ada Lovelace');
    await openFromMenu(tv, /Settings/);
    await expect(tv.locator('html')).toHaveAttribute('lang', 'en');
    await expect(tv.getByTestId('setting-language').getByRole('button', { name: /Automatic \(English\)/ })).toHaveAttribute('aria-pressed', 'true');
    await choose(tv, 'setting-language', 'العربية');
    await expect(tv.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(tv.getByTestId('setting-language').getByRole('button', { name: /English/ }).locator('.chip__hint')).toHaveText('الإنجليزية');
    await expect(tv.locator('html')).toHaveAttribute('dir', 'rtl');
    // The page laid out anew in Arabic, right to left: what its bottom edge now cuts is hidden
    // again, before any other key (it kept the English page's edge, across a row of choices).
    expect(await linesCutAtScrollEdges(tv)).toEqual([]);
    expect(await choicesCutAtTheBottom(tv)).toEqual([]);
    await tv.reload();
    await expect(tv.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(tv.locator('html')).toHaveAttribute('dir', 'rtl');
    await tv.evaluate(() => localStorage.removeItem('tenfoot-settings'));
    await tv.reload();
    await expect(tv.locator('html')).toHaveAttribute('lang', 'en');
    await expect(tv.locator('html')).toHaveAttribute('dir', 'ltr');
  });

  test('a PIN guards an account at the picker; the account that opens at start skips the picker', async ({ tv, browser }) => {
    test.setTimeout(90_000);
    await twoAccounts(tv, browser);
    await openFromMenu(tv, /Settings/);
    // A PIN for Ada: typed twice; two that differ start over.
    await downTo(tv, tv.getByTestId('setting-pins').getByRole('button', { name: /Ada Lovelace/ }));
    await press(tv, 'Enter');
    await expect(tv.getByRole('dialog')).toContainText('Choose a PIN for Ada Lovelace');
    // The dialog and its pad keep one place through the steps, whatever their titles.
    const where = async () => ({ dialog: await tv.getByRole('dialog').boundingBox(), keys: await tv.getByTestId('pin-pad').locator('.pin-pad__keys').boundingBox() });
    const atFirst = await where();
    await typePin(tv, '1234');
    await expect(tv.getByRole('dialog')).toContainText('Enter the new PIN again');
    expect(await where()).toEqual(atFirst);
    await typePin(tv, '9999');
    await expect(tv.getByTestId('pin-error')).toContainText('were not the same');
    expect(await where()).toEqual(atFirst);
    // Focus stays on the key pressed last, as the PIN is chosen again: not on another digit.
    await expect(tv.locator(':focus')).toHaveText('9');
    await painted(tv);
    await tv.screenshot({ path: test.info().outputPath('pin-mismatch.png') });
    await typePin(tv, '1234');
    await typePin(tv, '1234');
    await expect(tv.getByRole('dialog')).toHaveCount(0);
    await expect(tv.getByTestId('setting-pins').getByRole('button', { name: /Change or remove the PIN of Ada/ })).toBeFocused();
    // Nothing of the PIN is kept as digits.
    const kept = await tv.evaluate(
      () =>
        new Promise<string>((resolve) => {
          const open = indexedDB.open('tenfoot-pins');
          open.onsuccess = () => {
            const all = open.result.transaction('pins').objectStore('pins').getAll();
            all.onsuccess = () => resolve(JSON.stringify(all.result));
          };
        }),
    );
    expect(kept).toContain('hash');
    expect(kept).not.toContain('1234');

    // Switching to Ada asks for it; a wrong PIN says so, the right one opens Ada's Home.
    await tv.reload();
    await expect(tv.getByRole('heading', { name: "Who's watching?" })).toBeVisible();
    // Ada's card says so, with a drawn padlock (a TV's fonts often lack the emoji: a box here) on
    // her picture, where her name's ellipsis cannot hide it; Grace's has none.
    const ada = tv.getByTestId('account-card').filter({ hasText: 'Ada Lovelace' });
    const lock = ada.getByRole('img', { name: 'asks for a PIN' });
    await expect(lock.locator('svg')).toBeVisible();
    const [lockBox, cardBox] = [await lock.boundingBox(), await ada.boundingBox()];
    expect(lockBox!.x).toBeGreaterThanOrEqual(cardBox!.x);
    expect(lockBox!.x + lockBox!.width).toBeLessThanOrEqual(cardBox!.x + cardBox!.width);
    await expect(tv.getByTestId('account-card').filter({ hasText: 'Grace Hopper' }).getByRole('img', { name: 'asks for a PIN' })).toHaveCount(0);
    await tv.screenshot({ path: test.info().outputPath('picker-with-pin.png') });
    await arrowsTo(tv, tv.getByTestId('account-card').filter({ hasText: 'Ada Lovelace' }));
    await press(tv, 'Enter');
    await expect(tv.getByRole('dialog')).toContainText('Enter the PIN of Ada Lovelace');
    await typePin(tv, '4321');
    await expect(tv.getByTestId('pin-error')).toContainText("isn't right");
    await expect(tv.getByTestId('signed-in-account')).toHaveCount(0);
    await typePin(tv, '1234');
    await expect(tv.getByTestId('signed-in-account')).toContainText('Ada Lovelace');

    // Grace opens at start, without the picker.
    await openFromMenu(tv, /Settings/);
    await choose(tv, 'setting-start', /Open Grace Hopper/);
    await tv.reload();
    await expect(tv.getByTestId('signed-in-account')).toContainText('Grace Hopper');
    await expect(tv.getByRole('heading', { name: "Who's watching?" })).toHaveCount(0);
  });

  test('three wrong PINs in a row make the pad wait, counted down, taking no digits until then, even after a restart', async ({ tv, browser }) => {
    await adaWithPin(tv, browser, '2468');
    // The TV's clock from the next start, so that the wait can be skipped rather than sat
    // through; it runs as usual meanwhile. (Installed before sign-in, it once slowed the flow's
    // polling past the test's wait.)
    await tv.clock.install();
    await tv.reload();
    await expect(tv.getByTestId('account-card').first()).toBeFocused();
    await press(tv, 'Enter');
    const error = tv.getByTestId('pin-error');
    await typePin(tv, '1111');
    await expect(error).toHaveText("That PIN isn't right. Try again.");
    await typePin(tv, '2222');
    await expect(error).toHaveText("That PIN isn't right. Try again.");
    await typePin(tv, '3333');
    // What is shown, counting down (a screen reader's copy of it, said once, beside it).
    const shown = error.locator('[aria-hidden="true"]');
    const secondsLeft = async () => Number(/^Too many wrong PINs\. Try again in 0:(\d\d)\.$/.exec((await shown.textContent()) ?? '')?.[1] ?? NaN);
    await expect(shown).toHaveText(/^Too many wrong PINs\. Try again in 0:[0-3]\d\.$/);
    const first = await secondsLeft();
    expect(first).toBeGreaterThan(20);
    await tv.clock.fastForward(5_000);
    await expect.poll(secondsLeft).toBeLessThanOrEqual(first - 5);
    // Said once to a screen reader, not at each second's new text.
    await expect(error.locator('.visually-hidden')).toHaveText(/^Too many wrong PINs\. Try again in 0:[23]\d\.$/);
    await painted(tv);
    await tv.screenshot({ path: test.info().outputPath('pin-wait.png') });
    // A digit meanwhile is not taken: the dots stay empty, the wait is still said.
    await arrowsTo(tv, tv.getByTestId('pin-pad').getByRole('button', { name: '2', exact: true }));
    await press(tv, 'Enter');
    await expect(tv.getByTestId('pin-dots').locator('.pin-pad__dot--on')).toHaveCount(0);
    await expect(error).toHaveText(/^Too many wrong PINs/);
    // A restart does not clear the wait: the pad says it as it opens, and takes no digit.
    await tv.reload();
    await expect(tv.getByTestId('account-card').first()).toBeFocused();
    await press(tv, 'Enter');
    await expect(shown).toHaveText(/^Too many wrong PINs\. Try again in 0:\d\d\.$/);
    await press(tv, 'Enter');
    await expect(tv.getByTestId('pin-dots').locator('.pin-pad__dot--on')).toHaveCount(0);
    // The wait over, the message goes and the right PIN opens the account.
    await tv.clock.fastForward(30_000);
    await expect(error).toHaveText('');
    await typePin(tv, '2468');
    await expect(tv.getByTestId('signed-in-account')).toContainText('Ada Lovelace');
  });

  test("a TV's only account with a PIN still asks it at start: the picker shows, and nothing opens unasked", async ({ tv, browser }) => {
    await adaWithPin(tv, browser, '2468');
    await tv.reload();
    await expect(tv.getByRole('heading', { name: "Who's watching?" })).toBeVisible();
    await expect(tv.getByTestId('signed-in-account')).toHaveCount(0);
    // OK at once, as a viewer who knows the way: the PIN is asked, never skipped.
    await expect(tv.getByTestId('account-card').first()).toBeFocused();
    await press(tv, 'Enter');
    await expect(tv.getByRole('dialog')).toContainText('Enter the PIN of Ada Lovelace');
    await typePin(tv, '2468');
    await expect(tv.getByTestId('signed-in-account')).toContainText('Ada Lovelace');
  });

  test('sign out of every account: asked first, then every grant revoked and the sign-in screen', async ({ tv, browser, emulator }) => {
    test.setTimeout(90_000);
    await twoAccounts(tv, browser);
    await openFromMenu(tv, /Settings/);
    await downTo(tv, tv.getByTestId('sign-out-everywhere'));
    await press(tv, 'Enter');
    await expect(tv.getByRole('dialog')).toContainText('Sign out of every account on this TV?');
    await expect(tv.locator(':focus')).toHaveText('Cancel');
    await press(tv, 'ArrowRight');
    await press(tv, 'Enter');
    await expect(tv.getByTestId('user-code')).toBeVisible({ timeout: 15_000 });
    await expect(tv.getByTestId('session-notice')).toContainText('Every account is signed out of this TV.');
    const { grants } = (await (await fetch(`${emulator.base}/emulator/grants`)).json()) as { grants: { accountId: string; revoked: boolean }[] };
    expect(grants.map((g) => [g.accountId, g.revoked]).sort()).toEqual([
      ['acct-ada', true],
      ['acct-grace', true],
    ]);
  });

  test('signed in, at the foot of Settings the version line shows whole', async ({ tv, browser }) => {
    await openSignedIn(tv, browser);
    await openFromMenu(tv, /Settings/);
    await downTo(tv, tv.getByTestId('open-licences'));
    await painted(tv);
    // Under the last buttons no key scrolled to it: it stood cut by the screen's foot.
    await expect(tv.getByTestId('about')).toBeInViewport({ ratio: 1 });
  });

  test('About names the version and build, and the licences of what the app ships', async ({ tv }) => {
    await tv.goto('/');
    await arrowsTo(tv, tv.getByTestId('browse-as-guest'));
    await press(tv, 'Enter');
    await openFromMenu(tv, /Settings/);
    await expect(tv.getByTestId('about')).toContainText(/tenfoot \d+\.\d+\.\d+, build \S+/);
    await downTo(tv, tv.getByTestId('open-licences'));
    await press(tv, 'Enter');
    const text = tv.getByTestId('licences');
    await expect(text).toContainText('preact 11.2.0 (MIT)');
    await expect(text).toContainText('idb-keyval');
    await expect(text).toContainText('Permission is hereby granted');
    // Paragraphs wrap to the dialog: a licence file's own line breaks at 80 characters are gone
    // (each wrapped again at the TV's size, leaving a short line after every long one).
    expect(await text.evaluate((el) => el.textContent!.includes('obtaining a copy of this software'))).toBe(true);
    // Focus on Close, one OK from leaving (focused, the text kept Close 32 presses of Down away);
    // Up and Down scroll the text from there, and the keys are said beside the button.
    const close = tv.getByRole('dialog').getByRole('button', { name: 'Close' });
    await expect(close).toBeFocused();
    await expect(close).toHaveAccessibleDescription('Up and down scroll the licences.');
    await expect(tv.getByRole('dialog')).toContainText('Up and down scroll the licences.');
    await tv.screenshot({ path: test.info().outputPath('licences.png') });
    expect(await text.evaluate((el) => el.scrollTop)).toBe(0);
    await press(tv, 'ArrowDown');
    await expect.poll(() => text.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
    await expect(close).toBeFocused();
    await press(tv, 'ArrowUp');
    await expect.poll(() => text.evaluate((el) => el.scrollTop)).toBe(0);
    await expect(close).toBeFocused();
    // Down to the text's end, and past it: focus stays on Close, in the dialog.
    for (let i = 0; i < 80 && !(await text.evaluate((el) => el.scrollTop + el.clientHeight >= el.scrollHeight - 1)); i++) await press(tv, 'ArrowDown');
    expect(await text.evaluate((el) => el.scrollTop + el.clientHeight >= el.scrollHeight - 1)).toBe(true);
    await press(tv, 'ArrowDown');
    await expect(close).toBeFocused();
    await press(tv, 'Enter');
    await expect(tv.getByRole('dialog')).toHaveCount(0);
    await expect(tv.getByTestId('open-licences')).toBeFocused();
    await press(tv, 'Enter');
    await expect(close).toBeFocused();
    await press(tv, 'Escape');
    await expect(tv.getByRole('dialog')).toHaveCount(0);
    await expect(tv.getByTestId('open-licences')).toBeFocused();
  });
});

test.describe('at 150 % text', () => {
  test.beforeEach(({ tv }) => tv.addInitScript(() => localStorage.setItem('tenfoot-settings', JSON.stringify({ textScale: 1.5 }))));

  test('a page whose foot hides its next row says it goes on below, and stops saying so at its end', async ({ tv, browser }, testInfo) => {
    // Two accounts: At start offers three choices, on two lines at 150 %.
    await twoAccounts(tv, browser);
    await openFromMenu(tv, /Settings/);
    const sign = tv.getByTestId('page-more-below');
    // The band the page hides at its foot, in rem: inset()'s third value, or its first when it has one or two.
    const hiddenBand = () =>
      tv.getByTestId('settings-screen').evaluate((page) => {
        const inset = /inset\(([^)]*)\)/.exec(getComputedStyle(page).clipPath);
        const values = inset ? inset[1]!.trim().split(/\s+/).map(parseFloat) : [];
        const bottom = values.length >= 3 ? values[2]! : (values[0] ?? 0);
        return bottom / parseFloat(getComputedStyle(document.documentElement).fontSize);
      });
    await painted(tv);
    // Settled: the same band twice, a frame apart.
    let band = -1;
    await expect.poll(async () => {
      const was = band;
      await painted(tv);
      band = await hiddenBand();
      return band === was;
    }).toBe(true);
    await tv.screenshot({ path: testInfo.outputPath('settings-150-more-below.png') });
    // Under Reduce motion, 160 px of empty screen at 720p, the rows below hidden whole: a page that looked finished.
    if (band >= 4) {
      await expect(sign).toBeVisible();
      // In the empty band, inside the safe area, over nothing on the page.
      const place = await sign.evaluate((el, hiddenRem) => {
        const r = el.getBoundingClientRect();
        const page = document.querySelector('[data-testid="settings-screen"]')!.getBoundingClientRect();
        const rem = parseFloat(getComputedStyle(document.documentElement).fontSize);
        return { top: r.top, bottom: r.bottom, shownTo: page.bottom - hiddenRem * rem, safe: innerHeight * 0.95, middle: (r.left + r.right) / 2, pageMiddle: (page.left + page.right) / 2 };
      }, band);
      expect(place.top, 'below what the page shows').toBeGreaterThanOrEqual(place.shownTo);
      expect(place.bottom, 'inside the safe area').toBeLessThanOrEqual(place.safe);
      expect(Math.abs(place.middle - place.pageMiddle), "under the page's middle").toBeLessThanOrEqual(40);
    } else await expect(sign).toBeHidden();
    expect(band >= 4 || testInfo.project.name === 'tv-1080', 'at 720p the first screen hides the rows under Reduce motion').toBe(true);
    // Down to the last row: nothing more below, no sign.
    for (let i = 0; i < 12; i++) await press(tv, 'ArrowDown');
    await expect(sign).toBeHidden();
    // Back up to the top: the sign again.
    for (let i = 0; i < 12; i++) await press(tv, 'ArrowUp');
    if (band >= 4) await expect(sign).toBeVisible();
  });
});
