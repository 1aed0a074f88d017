import type { Locator, Page } from '@playwright/test';
import { arrowsTo, expect, focusedKey, focusReport, openFromMenu, painted, press, pressSearchKey, readFocus, signIn, test, typeOnTv } from './fixtures.ts';

/**
 * The on-screen keyboard's layers, by the remote alone (arrows and OK): capitals by Shift, digits
 * and symbols, accented letters, the Cyrillic and the Arabic alphabets, each typed and searched for.
 */

/** A key of the Search screen's keyboard, by its data-focus-key. */
function key(tv: Page, focusKey: string): Locator {
  return tv.locator(`.osk [data-focus-key="${focusKey.replace(/["\\]/g, '\\$&')}"]`);
}


/**
 * Arrows to the key and OK: focus stays on that key (the same button, though it may be relabelled:
 * a capital typed turns Shift off, a layer key names the layer it leads to now).
 */
async function pressKey(tv: Page, focusKey: string): Promise<void> {
  await arrowsTo(tv, key(tv, focusKey));
  const pressed = await key(tv, focusKey).elementHandle();
  await press(tv, 'Enter');
  await painted(tv);
  const report = await focusReport(tv);
  expect(report.ok, report.why).toBe(true);
  expect(await pressed!.evaluate((el) => el === document.activeElement), `focus left ${focusKey} for ${await focusedKey(tv)}`).toBe(true);
  await pressed!.dispose();
}

/** The query exactly as typed, '' while the placeholder shows. */
function queryText(tv: Page): Promise<string | null> {
  return tv.evaluate(() => document.querySelector('[data-testid="search-query"] [dir="auto"]')?.textContent ?? '');
}

/**
 * How the query reads in the field: its direction, where its first and last letters are drawn, and
 * the caret (which shows where the next letter goes: past the last one).
 */
function queryLayout(tv: Page) {
  return tv.evaluate(() => {
    const field = document.querySelector('[data-testid="search-query"]')!;
    const text = field.querySelector('[dir="auto"]')!.firstChild!;
    const box = (i: number) => {
      const range = document.createRange();
      range.setStart(text, i);
      range.setEnd(text, i + 1);
      return range.getBoundingClientRect();
    };
    const first = box(0);
    const last = box(text.textContent!.length - 1);
    const caret = field.querySelector('.caret')!.getBoundingClientRect();
    return {
      direction: getComputedStyle(text.parentElement!).direction,
      firstBeforeLast: first.left > last.left ? 'right to left' : 'left to right',
      caretByLast: caret.right <= last.left + 1 ? 'left of it' : caret.left >= last.right - 1 ? 'right of it' : 'over it',
    };
  });
}

/** The keyboard's layer on show, its keys' boxes, and whether each key is inside the title-safe area and the Search screen's left column. */
function keyboardLayout(tv: Page) {
  return tv.evaluate(() => {
    const keyboard = document.querySelector<HTMLElement>('.osk')!;
    const column = keyboard.closest('.search__left')!.getBoundingClientRect();
    const boxes: Record<string, string> = {};
    const outside: string[] = [];
    for (const el of Array.from(keyboard.querySelectorAll<HTMLElement>('[data-focus-key]'))) {
      const r = el.getBoundingClientRect();
      const name = el.dataset.focusKey!;
      boxes[name.includes('-key-') ? `${el.dataset.oskRow},${el.dataset.oskCol}` : name] = `${Math.round(r.left)},${Math.round(r.top)},${Math.round(r.width)}x${Math.round(r.height)}`;
      const safe = r.left >= innerWidth * 0.05 - 1 && r.top >= innerHeight * 0.05 - 1 && r.right <= innerWidth * 0.95 + 1 && r.bottom <= innerHeight * 0.95 + 1;
      if (!safe || r.right > column.right + 1) outside.push(name);
    }
    const k = keyboard.getBoundingClientRect();
    return { layer: keyboard.dataset.layer, boxes, outside, rem: parseFloat(getComputedStyle(document.documentElement).fontSize), height: k.height };
  });
}

test.describe('the on-screen keyboard', () => {
  test.beforeEach(async ({ tv, browser }) => {
    await tv.goto('/');
    await signIn(tv, browser, 'Ada Lovelace');
    await expect(tv.getByTestId('card').first()).toBeFocused();
    await openFromMenu(tv, /Search/);
    await expect(tv.locator(':focus')).toHaveText('a');
  });

  test('types "Ab1é" with Shift, the digits page and the accents page, and searches it as typed', async ({ tv, emulator }) => {
    await pressKey(tv, 'search-shift');
    await expect(key(tv, 'search-shift')).toHaveAttribute('aria-pressed', 'true');
    await expect(key(tv, 'search-key-A')).toHaveText('A');
    await pressKey(tv, 'search-key-A');
    // One capital, and Shift is off again: the letters are lowercase.
    await expect(key(tv, 'search-shift')).toHaveAttribute('aria-pressed', 'false');
    await expect(key(tv, 'search-key-b')).toHaveText('b');
    await pressKey(tv, 'search-key-b');
    await pressKey(tv, 'search-symbols');
    await expect(key(tv, 'search-symbols')).toHaveText('ABC');
    await pressKey(tv, 'search-key-1');
    await pressKey(tv, 'search-accents');
    await expect(tv.locator('.osk')).toHaveAttribute('data-layer', 'accents');
    await pressKey(tv, 'search-key-é');
    await expect.poll(() => queryText(tv)).toBe('Ab1é');
    await expect(tv.getByTestId('search-query')).toContainText('Ab1é');

    await pressSearchKey(tv);
    await expect(tv.getByTestId('search-results')).toContainText('Results for “Ab1é”');
    // The heading shows as soon as OK is pressed; the request may reach the emulator a moment later.
    const searches = () => emulator.ctx.stats.requestLog.filter((line) => line.startsWith('GET /video/v3/search'));
    await expect.poll(() => searches().length).toBe(1);
    await expect(tv.getByTestId('search-results').locator('[aria-busy="true"]')).toHaveCount(0);
    const sent = searches();
    expect(sent).toHaveLength(1);
    expect(new URL(sent[0]!.split(' ')[1]!, 'http://x').searchParams.get('q')).toBe('Ab1é');
  });

  test('types a Cyrillic word on the АБВ layout, with a capital and ё, and finds it in the catalogue', async ({ tv }) => {
    await pressKey(tv, 'search-script');
    // The script key leads on to the Arabic letters now (Latin, Cyrillic, Arabic, round again).
    await expect(key(tv, 'search-script')).toHaveText('ابت');
    await expect(tv.locator('.osk')).toHaveAttribute('data-layer', 'cyrillic');
    await pressKey(tv, 'search-shift');
    for (const ch of 'Звёзд') await pressKey(tv, `search-key-${ch}`);
    await expect.poll(() => queryText(tv)).toBe('Звёзд');

    await pressSearchKey(tv);
    const results = tv.getByTestId('search-results');
    await expect(results).toContainText('Results for “Звёзд”');
    await expect(results.getByTestId('card').first()).toBeVisible();
    await expect(results.getByTestId('card').first()).toContainText(/звёзд/i);
  });

  test('an Arabic word typed in the English app reads right to left, the caret past its last letter', async ({ tv }, info) => {
    await pressKey(tv, 'search-script');
    await pressKey(tv, 'search-script');
    await expect(tv.locator('.osk')).toHaveAttribute('data-layer', 'arabic');
    for (const ch of 'سارة') await pressKey(tv, `search-key-${ch}`);
    await expect.poll(() => queryText(tv)).toBe('سارة');
    expect(await queryLayout(tv)).toEqual({ direction: 'rtl', firstBeforeLast: 'right to left', caretByLast: 'left of it' });
    await tv.screenshot({ path: info.outputPath(`kbd-${info.project.name}-arabic-in-english.png`), animations: 'disabled' });
  });

  test('a query longer than its box shows its end, the last letters typed and the caret; a short one starts at the start', async ({ tv }, info) => {
    /** Where the typed text's first and last letters and the caret are, against the window they show in. */
    const seen = () =>
      tv.evaluate(() => {
        const window = document.querySelector('[data-testid="search-query"] .search__typed')!.getBoundingClientRect();
        const text = document.querySelector('[data-testid="search-query"] .search__typed [dir]')!.firstChild as Text;
        const letter = (at: number) => {
          const range = document.createRange();
          range.setStart(text, at);
          range.setEnd(text, at + 1);
          return range.getBoundingClientRect();
        };
        const inside = (r: DOMRect) => r.left >= window.left - 1 && r.right <= window.right + 1;
        const caret = document.querySelector('[data-testid="search-query"] .caret')!.getBoundingClientRect();
        return { first: inside(letter(0)), last: inside(letter(text.length - 1)), caret: inside(caret), startsAtStart: Math.abs(letter(0).left - window.left) <= 1 };
      });
    await pressKey(tv, 'search-key-t');
    await pressKey(tv, 'search-key-o');
    expect(await seen()).toEqual({ first: true, last: true, caret: true, startsAtStart: true });
    // A keyboard plugged into the TV, for the rest: 52 characters in all, far more than the box holds.
    await typeOnTv(tv, 'rtoise and the hare a race told again from the end');
    await expect.poll(() => queryText(tv)).toBe('tortoise and the hare a race told again from the end');
    expect(await seen()).toEqual({ first: false, last: true, caret: true, startsAtStart: false });
    await expect(tv.getByTestId('search-query')).not.toContainText('…');
    await tv.screenshot({ path: info.outputPath('long-query.png'), animations: 'disabled' });
    // The letters go as they came: Back (delete) down to two, and the start shows again.
    for (let i = 0; i < 50; i++) await tv.keyboard.press('Backspace');
    await expect.poll(() => queryText(tv)).toBe('to');
    expect(await seen()).toEqual({ first: true, last: true, caret: true, startsAtStart: true });
  });

  test('every layer: the same grid, the function keys in the same place, all of it inside the left column and the safe area', async ({ tv }, info) => {
    const shots: string[] = [];
    const shoot = async (name: string) => {
      await painted(tv);
      const path = info.outputPath(`kbd-${info.project.name}-${name}.png`);
      await tv.screenshot({ path });
      shots.push(path);
    };
    const first = await keyboardLayout(tv);
    expect(first.layer).toBe('latin');
    expect(first.outside).toEqual([]);
    // No taller than the keyboard always was: 8 rows of 4.75 rem keys, each with its 0.5 rem gap below.
    expect(first.height / first.rem).toBeLessThanOrEqual(8 * (4.75 + 0.5) + 0.1);
    await shoot('latin');

    for (const [via, layer, name] of [
      ['search-shift', 'latin', 'shift'],
      ['search-shift', 'latin', 'capslock'],
      ['search-symbols', 'symbols', 'symbols'],
      ['search-accents', 'accents', 'accents'],
      ['search-script', 'cyrillic', 'cyrillic'],
    ] as const) {
      await pressKey(tv, via);
      const now = await keyboardLayout(tv);
      expect(now.layer).toBe(layer);
      expect(now.boxes).toEqual(first.boxes);
      expect(now.outside).toEqual([]);
      await shoot(name);
    }
    // Shift on the Cyrillic letters; on from the script key to the Arabic ones (Shift off there), and round to the Latin ones.
    await pressKey(tv, 'search-shift');
    await expect(key(tv, 'search-key-Ё')).toHaveText('Ё');
    await shoot('cyrillic-shift');
    await expect(key(tv, 'search-script')).toHaveText('ابت');
    await pressKey(tv, 'search-script');
    const arabic = await keyboardLayout(tv);
    expect(arabic.layer).toBe('arabic');
    expect(arabic.boxes).toEqual(first.boxes);
    expect(arabic.outside).toEqual([]);
    await expect(key(tv, 'search-shift')).toHaveAttribute('aria-disabled', 'true');
    await expect(key(tv, 'search-shift')).toHaveAttribute('aria-pressed', 'false');
    await shoot('arabic');
    await pressKey(tv, 'search-script');
    await expect(tv.locator('.osk')).toHaveAttribute('data-layer', 'latin');
    await expect(key(tv, 'search-key-a')).toHaveText('a');
    info.annotations.push({ type: 'screenshots', description: shots.join('\n') });
  });
});

test.describe('the on-screen keyboard with the app in Arabic', () => {
  test.use({ locale: 'ar-EG' });

  test('opens on the Arabic letters; an Arabic word typed by arrows and OK reads right to left and is searched as typed', async ({ tv, browser, emulator }, info) => {
    await tv.goto('/');
    await signIn(tv, browser, 'Ada Lovelace');
    await expect(tv.getByTestId('card').first()).toBeFocused();
    await expect(tv.locator('html')).toHaveAttribute('dir', 'rtl');
    // To Search by keys: Right into the menu (it is on the right), then up or down to its entry, and OK.
    const inMenu = () => readFocus(tv, () => !!document.activeElement?.closest('[data-testid="menu"]'));
    for (let i = 0; i < 30 && !(await inMenu()); i++) await press(tv, 'ArrowRight');
    await arrowsTo(tv, tv.locator('[data-focus-key="menu-search"]'), 8);
    await press(tv, 'Enter');
    await expect(key(tv, 'search-key-ا')).toBeFocused();
    await expect(tv.locator('.osk')).toHaveAttribute('data-layer', 'arabic');
    // The letters read as Arabic does: alif at the top right, ب left of it and one Left away; the
    // function keys where they are on every layer, the script key reading ABC (one press to the Latin letters).
    const alif = (await key(tv, 'search-key-ا').boundingBox())!;
    const ba = (await key(tv, 'search-key-ب').boundingBox())!;
    expect(ba.x).toBeLessThan(alif.x);
    expect(alif.x).toBeGreaterThan((await key(tv, 'search-key-ح').boundingBox())!.x);
    expect(Math.round(alif.x + alif.width)).toBe(Math.round((await key(tv, 'search-delete').boundingBox())!.x + (await key(tv, 'search-delete').boundingBox())!.width));
    await press(tv, 'ArrowLeft');
    await expect(key(tv, 'search-key-ب')).toBeFocused();
    await press(tv, 'ArrowRight');
    await expect(key(tv, 'search-key-ا')).toBeFocused();
    await expect(key(tv, 'search-script')).toHaveText('ABC');
    await expect(key(tv, 'search-shift')).toHaveAttribute('aria-disabled', 'true');
    await tv.screenshot({ path: info.outputPath(`kbd-${info.project.name}-arabic-rtl-app.png`) });

    const word = 'سارة';
    for (const ch of word) await pressKey(tv, `search-key-${ch}`);
    await expect.poll(() => queryText(tv)).toBe(word);
    // Right to left in the field: its first letter right of its last, the caret left of that.
    expect(await queryLayout(tv)).toEqual({ direction: 'rtl', firstBeforeLast: 'right to left', caretByLast: 'left of it' });
    await tv.screenshot({ path: info.outputPath(`kbd-${info.project.name}-arabic-typed.png`) });

    await arrowsTo(tv, key(tv, 'search-submit'));
    await press(tv, 'Enter');
    const results = tv.getByTestId('search-results');
    await expect(results.locator('h2').first()).toContainText(word);
    // The emulator's catalogue has a channel of that name (مطبخ سارة): the Arabic query finds it.
    await expect(results.getByTestId('card').first()).toBeVisible();
    const searches = () => emulator.ctx.stats.requestLog.filter((line) => line.startsWith('GET /video/v3/search'));
    await expect.poll(() => searches().length).toBe(1);
    expect(new URL(searches()[0]!.split(' ')[1]!, 'http://x').searchParams.get('q')).toBe(word);
    await expect(tv.getByTestId('search-query')).toContainText(word);
    await tv.screenshot({ path: info.outputPath(`kbd-${info.project.name}-arabic-searched.png`) });
  });
});
