import type { Page } from '@playwright/test';
import { defaultRepeatPolicy } from '../../src/nav/keyRepeat.ts';

/**
 * The two rates a remote moves focus at: a quick viewer's separate presses (about 6 a second), and
 * a held arrow at full speed, which the app's repeat gate lets through at most once every
 * fastestGap ms however fast the TV repeats the key (src/nav/keyRepeat.ts). Moves never come
 * faster than that; the key-press budget is judged at both rates.
 */
export const PACES = [
  { name: "a viewer's presses", everyMs: 150, key: 'ArrowUp' },
  { name: 'a held arrow at full speed', everyMs: defaultRepeatPolicy.fastestGap, key: 'ArrowDown' },
] as const;

/**
 * Presses `key` `count` times, one press every `everyMs` from the start of the last (0: back to
 * back, each press as soon as the last was handled). Start to start, as a remote's presses come:
 * pausing `everyMs` after each handled press would space them by that plus the harness's own
 * round trips, slower than the rate named. `key` may be a function naming each press's key (a
 * walk along a shelf and back, bench/lib/shelvesOnTv.ts).
 */
export async function pressPaced(page: Page, key: string | (() => string), count: number, everyMs: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    const pressedAt = Date.now();
    await page.keyboard.press(typeof key === 'string' ? key : key());
    await page.evaluate(() => document.activeElement?.textContent);
    const left = everyMs - (Date.now() - pressedAt);
    if (left > 0) await page.waitForTimeout(left);
  }
}
