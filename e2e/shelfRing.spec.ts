import type { Page } from '@playwright/test';
import { expect, focusRingReport, openSignedIn, press, test } from './fixtures.ts';

/**
 * A shelf's focus ring lies over its row, not on its track (src/ui/Shelf.tsx): a press that
 * slides the row puts the ring, in that press's own frame, where the focused card will be once
 * the glide ends, and the card glides into it. A ring that moved with the track changed a
 * transform every frame of the glide, and each such frame rebuilt the compositor's layers
 * (docs/performance.md, Key presses).
 */

/** Where the visible ring and the focused card's picture are (left edges, px) now. */
const lefts = (tv: Page, inPressFrame: boolean) =>
  tv.evaluate(async (inPressFrame) => {
    if (inPressFrame) await new Promise((frame) => requestAnimationFrame(frame));
    const ring = Array.from(document.querySelectorAll<HTMLElement>('.focus-ring')).find((r) => getComputedStyle(r).visibility === 'visible');
    const ringLeft = ring?.getBoundingClientRect().left ?? NaN;
    // The browser's focus follows the shown one right after the frame (src/nav/shownFocus.ts).
    await new Promise((after) => setTimeout(after, 0));
    const picture = document.activeElement?.closest('.card')?.querySelector<HTMLElement>('.card__thumb');
    return { ring: ringLeft, picture: picture?.getBoundingClientRect().left ?? NaN };
  }, inPressFrame);

/** Seven presses along Home's first shelf (`onward`: Right, or Left where it starts on the right), each read in its frame and once its glide (120 ms) is over. */
async function walkOn(tv: Page, onward: string) {
  const presses: { ringMoved: number; cardGlided: number; off: number }[] = [];
  for (let i = 0; i < 7; i++) {
    await press(tv, onward);
    const first = await lefts(tv, true);
    await tv.waitForTimeout(400);
    const settled = await lefts(tv, false);
    const ring = await focusRingReport(tv);
    presses.push({ ringMoved: Math.abs(first.ring - settled.ring), cardGlided: Math.abs(first.picture - settled.picture), off: ring.off ?? NaN });
  }
  return presses;
}

for (const [name, locale, onward] of [['left to right', 'en-GB', 'ArrowRight'], ['right to left', 'ar-EG', 'ArrowLeft']] as const) {
  test.describe(`a shelf's ring, ${name}`, () => {
    test.use({ locale });
    test('a sliding press puts the ring where the card will be in its own frame, and the card glides into it', async ({ tv, browser }) => {
      await openSignedIn(tv, browser);
      const presses = await walkOn(tv, onward);
      presses.forEach((p, i) => {
        expect(p.ringMoved, `press ${i + 1}: the ring moved after the press's frame`).toBeLessThanOrEqual(1);
        expect(p.off, `press ${i + 1}: the ring's distance from the card once still`).toBeLessThanOrEqual(1);
      });
      // The row did glide (four cards in view, five at most: the later presses slide it).
      expect(Math.max(...presses.map((p) => p.cardGlided)), 'a card gliding into the ring').toBeGreaterThan(1);
    });
  });
}
