import { expect, openSignedIn, readFocus, test } from './fixtures.ts';

/**
 * A held arrow on a slow network (issue 28 C): every API answer takes 2.5 s. Right held along
 * Home's first shelf reaches its last loaded card long before the next page is in; focus waits
 * there, in its row, instead of dropping into the shelf below. Once the page arrives, Right goes
 * on into it.
 */
test.use({ emulatorOptions: { interval: 1, latencyMs: 2500 } });

const FIRST_SHELF = 'section.shelf[aria-label="From your subscriptions"]';

test('a held Right stays in its shelf at the last loaded card, and goes on once the next page is in', async ({ tv, browser }) => {
  test.setTimeout(90_000);
  await openSignedIn(tv, browser);
  const shelf = tv.locator(FIRST_SHELF);
  const loaded = async () => Number(await shelf.getAttribute('data-columns'));
  const where = () =>
    readFocus(tv, () => {
      const el = document.activeElement as HTMLElement | null;
      return { shelf: el?.closest('section.shelf')?.getAttribute('aria-label') ?? null, index: Number(el?.dataset.index ?? -1) };
    });
  await expect(shelf.locator('[data-index="0"]')).toBeFocused();
  const firstPage = await loaded();
  expect(firstPage).toBeGreaterThan(10);

  // Held: far more presses than loaded cards, as fast as the remote repeats, while the page is
  // on its way (it was asked for as focus neared the end).
  for (let i = 0; i < firstPage + 15; i++) await tv.keyboard.press('ArrowRight');
  expect(await loaded(), 'the next page arrived before the presses ended: nothing was tested').toBe(firstPage);
  expect(await where()).toEqual({ shelf: 'From your subscriptions', index: firstPage - 1 });

  // Still held while the page comes: still at the last card, never below.
  await expect.poll(loaded, { timeout: 15_000 }).toBeGreaterThan(firstPage);
  expect((await where()).shelf).toBe('From your subscriptions');

  // The page is in: the next Right goes on into it.
  await tv.keyboard.press('ArrowRight');
  expect(await where()).toEqual({ shelf: 'From your subscriptions', index: firstPage });
  for (let i = 0; i < 3; i++) await tv.keyboard.press('ArrowRight');
  expect(await where()).toEqual({ shelf: 'From your subscriptions', index: firstPage + 3 });
});
