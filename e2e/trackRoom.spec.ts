import type { Page } from '@playwright/test';
import { expect, focusReport, focusRingReport, openSignedIn, painted, press, searchFor, test } from './fixtures.ts';

/**
 * A row's or grid's scrollable area is its rendered cards and an empty box just past them
 * (src/ui/slidingWindow.ts), not the whole list: with a track as long as the list, Chromium
 * repainted the grid each time a slide moved its cull rect (docs/performance.md, Key presses).
 * Whatever the list's length, the viewport can still reach every line, and the focused card sits
 * whole in its ring.
 */

/** How far the scrollable area of the focused card's viewport runs past its last rendered card, in px, and the viewport's own length. */
async function roomPastCards(tv: Page, axis: 'x' | 'y') {
  await painted(tv);
  return tv.evaluate((axis) => {
    const card = document.activeElement?.closest<HTMLElement>('[data-index]');
    const track = card?.parentElement;
    const viewport = track?.parentElement;
    if (!card || !track || !viewport) return null;
    const cards = Array.from(track.querySelectorAll<HTMLElement>(':scope > [data-index]'));
    const end = Math.max(...cards.map((c) => (axis === 'y' ? c.offsetTop + c.offsetHeight : c.offsetLeft + c.offsetWidth)));
    const scrollable = axis === 'y' ? viewport.scrollHeight : viewport.scrollWidth;
    const length = axis === 'y' ? viewport.clientHeight : viewport.clientWidth;
    const pitch = axis === 'y' ? card.offsetHeight : card.offsetWidth;
    return { past: scrollable - end, length, pitch, index: Number(card.dataset.index) };
  }, axis);
}

test.describe('a row or grid scrolls only as far as its rendered cards and a screen more', () => {
  test.beforeEach(async ({ tv, browser }) => {
    await openSignedIn(tv, browser);
  });

  test('the search results: rows down among 1,272 results, a page down and back, into a video and Back', async ({ tv }) => {
    const results = await searchFor(tv, 'a');
    await press(tv, 'ArrowDown', 16); // into the grid, then 15 rows down
    const deep = await roomPastCards(tv, 'y');
    expect(deep).not.toBeNull();
    expect(deep!.index, 'focus went down the rows').toBeGreaterThanOrEqual(10 * 4);
    // A track as long as the list loaded so far ran on past a hundred results; the room is a screen and a row or two.
    expect(deep!.past, 'the scrollable area past the last rendered card').toBeLessThanOrEqual(deep!.length + 2 * deep!.pitch);
    await expect.poll(async () => (await focusRingReport(tv)).off).toBeLessThanOrEqual(1);
    expect((await focusReport(tv)).ok).toBe(true);

    // Channel down twice at once (the second jumps, no glide), then up: every line reached whole.
    await press(tv, 'PageDown', 2);
    await expect.poll(async () => (await roomPastCards(tv, 'y'))?.index).toBeGreaterThanOrEqual(deep!.index + 2 * 4);
    await expect.poll(async () => (await focusRingReport(tv)).off).toBeLessThanOrEqual(1);
    const report = await focusReport(tv);
    expect(report.ok, report.why).toBe(true);
    await press(tv, 'PageUp');
    await expect.poll(async () => (await focusRingReport(tv)).off).toBeLessThanOrEqual(1);
    expect((await focusReport(tv)).ok).toBe(true);

    // Into the video, and Back: the grid comes back at that line, placed before its first frame.
    const left = await roomPastCards(tv, 'y');
    await press(tv, 'Enter');
    await expect(tv.getByTestId('search-results')).toHaveCount(0);
    await press(tv, 'Escape');
    await expect(results.getByTestId('card').first()).toBeAttached();
    await expect.poll(async () => (await roomPastCards(tv, 'y'))?.index).toBe(left!.index);
    await expect.poll(async () => (await focusRingReport(tv)).off).toBeLessThanOrEqual(1);
    const back = await focusReport(tv);
    expect(back.ok, back.why).toBe(true);
    await tv.screenshot({ path: test.info().outputPath('grid-deep-after-back.png') });
  });

  test("Home's first shelf: twelve cards along, and back to its first card", async ({ tv }) => {
    await press(tv, 'ArrowRight', 12);
    const along = await roomPastCards(tv, 'x');
    expect(along).not.toBeNull();
    expect(along!.index).toBe(12);
    expect(along!.past, 'the scrollable area past the last rendered card').toBeLessThanOrEqual(along!.length + 2 * along!.pitch);
    await expect.poll(async () => (await focusRingReport(tv)).off).toBeLessThanOrEqual(1);
    expect((await focusReport(tv)).ok).toBe(true);
    await press(tv, 'ArrowLeft', 12);
    await expect.poll(async () => (await roomPastCards(tv, 'x'))?.index).toBe(0);
    await expect.poll(async () => (await focusRingReport(tv)).off).toBeLessThanOrEqual(1);
    expect((await focusReport(tv)).ok).toBe(true);
  });
});
