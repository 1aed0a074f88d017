import type { Locator } from '@playwright/test';
import { expect, openFromMenu, openSignedIn, painted, press, test } from './fixtures.ts';

/**
 * A shelf's cards are whole at both edges, so its title line carries two chevrons, each lit while
 * the row goes on that way (src/ui/ShelfEndSigns.tsx).
 */
const ways = async (shelf: Locator) => {
  const signs = shelf.getByTestId('shelf-ends');
  if ((await signs.count()) === 0) return 'none';
  const before = (await signs.getAttribute('data-before')) !== null;
  const after = (await signs.getAttribute('data-after')) !== null;
  return `${before ? 'before' : '-'} ${after ? 'after' : '-'}`;
};

test.describe("a shelf shows which way it goes on", () => {
  test('more after at its start, both ways once slid, only before at its last card', async ({ tv, browser }) => {
    await openSignedIn(tv, browser);
    const home = tv.getByTestId('home-screen');
    const subscriptions = home.locator('section.shelf').first();
    await expect.poll(() => ways(subscriptions)).toBe('- after');
    // The lit chevron is drawn brighter than the dim one.
    const colour = (which: string) => subscriptions.locator(`.shelf__end--${which}`).evaluate((el) => getComputedStyle(el).borderTopColor);
    expect(await colour('after')).not.toBe(await colour('before'));
    // Four cards in view at 100 % text: the fifth slides the row.
    await press(tv, 'ArrowRight', 4);
    await painted(tv);
    await expect.poll(() => ways(subscriptions)).toBe('before after');
    await press(tv, 'ArrowLeft', 4);
    await expect.poll(() => ways(subscriptions)).toBe('- after');

    // Library's playlists: a list with no page to come; at its last card, nothing lies after.
    await openFromMenu(tv, /Library/);
    const playlists = tv.getByTestId('shelf-playlists');
    await expect(playlists.getByTestId('card').nth(1)).toBeVisible();
    await expect.poll(() => ways(playlists)).toBe('- after');
    const cards = await playlists.getAttribute('data-columns');
    await press(tv, 'ArrowRight', Number(cards));
    await expect.poll(() => ways(playlists)).toBe('before -');
  });

  test.describe('right to left', () => {
    test.use({ locale: 'ar-EG' });
    test('the row starts on the right: the lit chevron after it points left, on the left', async ({ tv, browser }) => {
      await openSignedIn(tv, browser);
      const subscriptions = tv.getByTestId('home-screen').locator('section.shelf').first();
      await expect.poll(() => ways(subscriptions)).toBe('- after');
      const after = (await subscriptions.locator('.shelf__end--after').boundingBox())!;
      const before = (await subscriptions.locator('.shelf__end--before').boundingBox())!;
      const title = (await subscriptions.locator('.shelf__title').boundingBox())!;
      expect(after.x).toBeLessThan(before.x);
      // On the title line's far (left) end, away from the title's words on the right.
      expect(after.x - title.x).toBeLessThan(title.width / 4);
      const ends = await subscriptions.locator('.shelf__ends').boundingBox();
      expect(ends!.y + ends!.height).toBeLessThanOrEqual(title.y + title.height + 1);
    });
  });
});
