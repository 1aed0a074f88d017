import { arrowsTo, clockFirstCard, expect, focusReport, holdRequests, press, readFocus, openSignedIn, test, whenAsked } from './fixtures.ts';

/**
 * The table of the other screens' chunks (src/screens/screenChunks.tsx) is a chunk of its own,
 * fetched once Home's first card is up (src/screens/BrowseArea.tsx): Home's own chunk no longer
 * carries the names of every screen's files. A screen opened before the table has come waits for
 * it with a spinner, and one opened while it cannot be fetched says so, with Try again.
 */
const TABLE = /\/assets\/screenChunks-(?!legacy)[\w-]+\.js$/;

test('Home’s first card shows before the table of screens is asked for, and a screen opened while it is coming shows once it is here', async ({ tv, browser }) => {
  await openSignedIn(tv, browser);

  const table = await holdRequests(tv, TABLE);
  await clockFirstCard(tv);
  await tv.reload();
  await expect(tv.getByTestId('card').first()).toBeFocused();
  await expect.poll(table.asked).toBe(1);

  await press(tv, 'ArrowLeft', 2);
  await press(tv, 'ArrowDown', 2); // Home -> Library in the menu
  await expect(tv.locator(':focus')).toContainText('Library');
  await press(tv, 'Enter');
  await expect(tv.getByRole('status', { name: 'Loading screen' })).toBeVisible();
  await expect(tv.getByTestId('library-screen')).toHaveCount(0);
  // Focus is somewhere a viewer sees it while the spinner turns, never the page.
  expect((await focusReport(tv)).ok).toBe(true);
  table.release();
  await expect(tv.getByTestId('library-screen')).toBeVisible();
  await expect.poll(() => readFocus(tv, () => !!document.activeElement?.closest('[data-testid="library-screen"]'))).toBe(true);

  const order = await whenAsked(tv, TABLE);
  expect(order.askedAt).toBeGreaterThan(order.cardAt);
});

test('a screen opened while the table of screens cannot be fetched says so, and Try again brings it once the network is back', async ({ tv, browser }) => {
  await openSignedIn(tv, browser);
  let failing = true;
  let refused = 0;
  await tv.route(TABLE, async (route) => {
    if (!failing) return route.continue();
    refused++;
    await route.abort('internetdisconnected');
  });
  await tv.reload();
  await expect(tv.getByTestId('card').first()).toBeFocused();
  await expect.poll(() => refused).toBeGreaterThan(0);
  await press(tv, 'ArrowLeft', 2);
  await press(tv, 'ArrowDown', 2);
  await expect(tv.locator(':focus')).toContainText('Library');
  await press(tv, 'Enter');
  await expect(tv.getByRole('alert')).toContainText("The screen couldn't be loaded");
  await expect(tv.locator(':focus')).toHaveText('Try again');
  failing = false;
  await press(tv, 'Enter');
  await expect(tv.getByTestId('library-screen')).toBeVisible();
  await expect(tv.getByRole('alert')).toHaveCount(0);
  await expect.poll(() => readFocus(tv, () => !!document.activeElement?.closest('[data-testid="library-screen"]'))).toBe(true);
});

test('a guest’s Search finds the table fetched while the sign-in code waited, and the other screens’ code comes only once Search is up', async ({ tv }) => {
  const LIBRARY = /\/assets\/Library-(?!legacy)[\w-]+\.js$/;
  const asked: string[] = [];
  tv.on('request', (request) => asked.push(request.url()));
  // When focus first reaches Search's content, by the page's own clock.
  await tv.addInitScript(() => {
    document.addEventListener('focusin', (event) => {
      const w = window as unknown as { searchUpAt?: number };
      if (w.searchUpAt === undefined && (event.target as Element).closest('[data-testid="search-screen"]')) w.searchUpAt = performance.now();
    });
  });
  await tv.goto('/');
  await expect(tv.getByTestId('user-code')).toBeVisible();
  await expect.poll(() => asked.filter((url) => TABLE.test(url)).length, { timeout: 10_000 }).toBe(1);
  expect(asked.filter((url) => LIBRARY.test(url))).toHaveLength(0);

  await arrowsTo(tv, tv.getByTestId('browse-as-guest'));
  await press(tv, 'Enter');
  await expect(tv.getByTestId('search-screen')).toBeVisible();
  // Library's code, prefetched in idle time: its timing is the page's once its answer is in.
  const libraryAt = () => tv.evaluate((library) => performance.getEntriesByType('resource').find((e) => new RegExp(library).test(e.name))?.startTime, LIBRARY.source);
  await expect.poll(libraryAt, { timeout: 10_000 }).toBeDefined();
  const searchUpAt = await tv.evaluate(() => (window as unknown as { searchUpAt?: number }).searchUpAt);
  expect(searchUpAt).toBeDefined();
  expect(await libraryAt()).toBeGreaterThan(searchUpAt!);
  expect(asked.filter((url) => LIBRARY.test(url))).toHaveLength(1);
  expect(asked.filter((url) => TABLE.test(url))).toHaveLength(1);
});
