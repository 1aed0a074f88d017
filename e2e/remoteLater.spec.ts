import { clockFirstCard, expect, holdRequests, painted, press, openSignedIn, test, whenAsked } from './fixtures.ts';

const REMOTE = /\/assets\/remote-(?!legacy)[\w-]+\.js$/;

/**
 * The remote's code (src/nav/remote.ts, and the focus moves of src/nav/focus.ts) is fetched once
 * the first screen is up, not before (src/nav/remoteLater.ts). A viewer who presses keys while it
 * is still coming loses none: they are held, and acted on in order once it is here.
 */
test('a returning viewer’s keys pressed before the remote’s code came are acted on, in order, once it is here', async ({ tv, browser }) => {
  await openSignedIn(tv, browser);

  // The remote's chunk (not the legacy copy, which this browser never asks for), held until released.
  const remote = await holdRequests(tv, REMOTE);
  // When the first card shows, by the page's own clock: the chunk must be asked for after it.
  await clockFirstCard(tv);
  await tv.reload();
  const shelf = tv.locator('[data-testid="shelf"]').first();
  const cards = shelf.getByTestId('card');
  await expect(cards.first()).toBeFocused();
  await expect.poll(remote.asked).toBe(1);

  const third = (await cards.nth(2).locator('.card__title').textContent())!.trim();
  expect(third.length).toBeGreaterThan(0);
  await press(tv, 'ArrowRight', 2);
  await press(tv, 'Enter');
  await painted(tv);
  // Nothing moved yet, and no row or page scrolled on its own (the browser's own arrow keys): the
  // keys are held.
  await expect(cards.first()).toBeFocused();
  const scrolled = () => tv.evaluate(() => Array.from(document.querySelectorAll('[data-scroll-x], [data-scroll-y]'), (el) => el.scrollLeft + el.scrollTop));
  const offsets = await scrolled();
  expect(offsets.length).toBeGreaterThan(0);
  expect(offsets.every((offset) => offset === 0)).toBe(true);

  remote.release();
  // Right, Right, then OK: the third card's video opens.
  await expect(tv.getByTestId('video-screen')).toBeVisible();
  await expect(tv.getByTestId('video-screen').locator('h1')).toHaveText(third);
  const order = await whenAsked(tv, REMOTE);
  expect(order.askedAt).toBeGreaterThan(order.cardAt);
});


/**
 * The remote's code refused once (the network dropped as it was asked for): it is asked again a
 * moment later, and the key pressed meanwhile is acted on then. A remote that does nothing is the
 * one failure a viewer cannot get round.
 */
test('when the remote’s code could not be fetched, it is fetched again, and the key pressed meanwhile still acts', async ({ tv, browser }) => {
  await openSignedIn(tv, browser);
  let refused = 0;
  let served = 0;
  await tv.route(REMOTE, async (route) => {
    if (refused === 0) {
      refused++;
      return route.abort('internetdisconnected');
    }
    served++;
    await route.continue();
  });
  await tv.reload();
  const cards = tv.locator('[data-testid="shelf"]').first().getByTestId('card');
  await expect(cards.first()).toBeFocused();
  await expect.poll(() => refused).toBe(1);
  await press(tv, 'ArrowRight');
  await expect(cards.nth(1)).toBeFocused({ timeout: 10_000 });
  expect(served).toBe(1);
});
