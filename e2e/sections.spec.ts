import type { Browser, Page } from '@playwright/test';
import { allPages as allPagesAs, apiAs, approveOnPhone, expect, openFromMenu, painted, press, readCodeFromTv, readFocus, signIn, test, type TvFixtures } from './fixtures.ts';

/**
 * Sections for viewers: Subscriptions leads with what the followed channels uploaded, Live with
 * what they stream, the account screen lists who follows you, and at 3840x2160 cards load the
 * thumbnail their size calls for. By remote keys only; the emulator's API (apiAs) is read only to
 * know what the screens should show, and its counters for what opening a section cost.
 */

const ADA = 'acct-ada';
type Emulator = TvFixtures['emulator'];

interface ActivityJson {
  snippet: { type: string; title: string; channelId: string; channelTitle: string; publishedAt: string };
  contentDetails: { upload?: { videoId: string } };
}
interface VideoJson {
  id: string;
  snippet: { channelId: string; liveBroadcastContent: string; thumbnails: Record<string, { url: string; width: number }> };
}


/** The ids of the channels Ada follows. */
async function followedChannelIds(emulator: Emulator): Promise<string[]> {
  const subs = await allPages<{ snippet: { resourceId: { channelId: string } } }>(emulator, '/subscriptions?part=snippet&mine=true');
  return subs.map((s) => s.snippet.resourceId.channelId);
}

/** What the focused card shows, its key, and the shelf it is in. */
function focusedCard(tv: Page) {
  return readFocus(tv, () => {
    const el = document.activeElement as HTMLElement | null;
    const text = (selector: string) => el?.querySelector(selector)?.textContent ?? '';
    return {
      index: Number(el?.getAttribute('data-index') ?? -1),
      key: el?.getAttribute('data-focus-key') ?? '',
      title: text('.card__title'),
      eyebrow: text('.card__eyebrow'),
      subtitle: text('.card__subtitle'),
      badge: text('.card__badge'),
      list: el?.closest('[aria-label]')?.getAttribute('aria-label') ?? '',
    };
  });
}
type Card = Awaited<ReturnType<typeof focusedCard>>;

/** Right along the shelf that has focus, reading each card, until its end (Right there may go on to another shelf) or `max` cards. */
async function readShelf(tv: Page, max: number): Promise<Card[]> {
  const cards = [await focusedCard(tv)];
  while (cards.length < max) {
    await press(tv, 'ArrowRight');
    const now = await focusedCard(tv);
    if (now.list !== cards[0]!.list || now.index <= cards[cards.length - 1]!.index) break;
    cards.push(now);
  }
  return cards;
}

/** Down until focus is in the shelf of that title, then Left to its first card. */
async function toStartOf(tv: Page, title: string): Promise<void> {
  for (let i = 0; i < 6 && (await focusedCard(tv)).list !== title; i++) await press(tv, 'ArrowDown');
  for (let i = 0; i < 8 && (await focusedCard(tv)).index > 0; i++) await press(tv, 'ArrowLeft');
  expect(await focusedCard(tv)).toMatchObject({ list: title, index: 0 });
}

/** The uploads of every channel Ada follows, however many, newest first, by the API. */
async function newestUploadsByApi(emulator: Emulator): Promise<ActivityJson[]> {
  const uploads: ActivityJson[] = [];
  for (const channelId of await followedChannelIds(emulator)) {
    const theirs = await apiAs(emulator, ADA, `/activities?part=snippet,contentDetails&channelId=${channelId}&maxResults=50`);
    uploads.push(...(theirs.items as ActivityJson[]).filter((a) => a.snippet.type === 'upload'));
  }
  return uploads.sort((a, b) => Date.parse(b.snippet.publishedAt) - Date.parse(a.snippet.publishedAt));
}

const shelf = (tv: Page, title: string) => tv.locator(`section.shelf[aria-label="${title}"]`);
const UPLOADS = 'New from your subscriptions';
const FOLLOWED_LIVE = 'Live and upcoming from your subscriptions';

/** Quota spent from now until `settled` is done, by the emulator's own count. */
async function quotaOf(emulator: Emulator, settled: () => Promise<void>): Promise<{ units: number; log: string[] }> {
  emulator.ctx.stats.reset();
  await settled();
  return { units: emulator.ctx.stats.quotaUsed, log: [...emulator.ctx.stats.requestLog] };
}

async function signInAsAda(tv: Page, browser: Browser, emulator: Emulator): Promise<void> {
  await tv.goto('/');
  await signIn(tv, browser, 'Ada Lovelace');
  await expect(tv.getByTestId('card').first()).toBeFocused();
  // Home's own requests (its feed, its cards' lengths) are over before a section is counted: on a
  // busy machine the lengths were asked for after a fixed wait, and counted in Live's quota.
  await expect(tv.getByTestId('skeleton')).toHaveCount(0);
  await expect.poll(() => emulator.ctx.stats.requestLog.some((line) => line.includes('/videos?') && line.includes('contentDetails'))).toBe(true);
  await tv.waitForTimeout(300);
}

test.describe('sections for viewers', () => {
  test('Subscriptions leads with the newest uploads of the channels Ada follows, then the channels, for a few units', async ({ tv, browser, emulator }) => {
    await signInAsAda(tv, browser, emulator);
    const uploads = await newestUploadsByApi(emulator);
    expect(uploads.length).toBeGreaterThan(6);

    const cost = await quotaOf(emulator, async () => {
      await openFromMenu(tv, /Subscriptions/);
      await expect(shelf(tv, UPLOADS).getByTestId('card').first()).toBeFocused();
      await expect(shelf(tv, 'Channels you subscribe to').getByTestId('card').first()).toBeVisible();
      await tv.waitForTimeout(300); // the cards' lengths
    });
    await tv.screenshot({ path: test.info().outputPath('subscriptions.png') });
    const shown = await readShelf(tv, 6);
    expect(shown.map((c) => c.list)).toEqual(Array(6).fill(UPLOADS));
    expect(shown.map((c) => c.title)).toEqual(uploads.slice(0, 6).map((a) => a.snippet.title));
    for (const [i, card] of shown.entries()) {
      expect(card.eyebrow, `card ${i}: the shelf's title says they are uploads`).toBe('');
      expect(card.subtitle, `card ${i}`).toContain(uploads[i]!.snippet.channelTitle);
    }
    // The channels follow on the next shelf.
    await toStartOf(tv, 'Channels you subscribe to');
    // One call for the followed channels, one per channel looked into (6), one for the cards'
    // lengths, one for the channel shelf and one for its titles' languages (channels.list, every
    // channel of the page in one call): never a search (100 units).
    expect(cost.log.filter((line) => line.includes('/activities')).length).toBeLessThanOrEqual(6);
    expect(cost.log.some((line) => line.includes('/search'))).toBe(false);
    expect(cost.log.filter((line) => line.includes('/channels?')).length).toBe(1);
    expect(cost.units, cost.log.join('\n')).toBeLessThanOrEqual(10);
  });

  test('Live leads with what the followed channels stream now and have scheduled; your broadcasts, Testing and Removed among them, come second', async ({ tv, browser, emulator }) => {
    await signInAsAda(tv, browser, emulator);
    const followed = new Set(await followedChannelIds(emulator));
    const cost = await quotaOf(emulator, async () => {
      await openFromMenu(tv, /Live/);
      await expect(shelf(tv, FOLLOWED_LIVE).getByTestId('card').first()).toBeFocused();
      await expect(shelf(tv, 'Your broadcasts').getByTestId('card').first()).toBeVisible();
    });
    await tv.screenshot({ path: test.info().outputPath('live.png') });
    const cards = await readShelf(tv, 20);
    expect(cards.length).toBeGreaterThan(0);
    const ids = cards.map((c) => c.key.replace(/^live-/, ''));
    const videos = (await apiAs(emulator, ADA, `/videos?part=snippet&id=${ids.join(',')}`)).items as VideoJson[];
    for (const [i, card] of cards.entries()) {
      const video = videos.find((v) => v.id === ids[i])!;
      expect(video, `card ${i}: ${card.title}`).toBeDefined();
      expect(followed.has(video.snippet.channelId), `card ${i}: a followed channel's`).toBe(true);
      expect(card.badge, `card ${i}`).toBe(video.snippet.liveBroadcastContent === 'live' ? 'LIVE' : 'UPCOMING');
    }
    // What is live comes first, then what is coming.
    const badges = cards.map((c) => c.badge);
    expect(badges).toEqual([...badges].sort((a, b) => (a === b ? 0 : a === 'LIVE' ? -1 : 1)));
    await expect(shelf(tv, FOLLOWED_LIVE)).not.toContainText(/Testing|Removed/);

    // Your own broadcasts, with every status, only on the second shelf.
    await toStartOf(tv, 'Your broadcasts');
    const own = await readShelf(tv, 20);
    expect(own.map((c) => c.badge)).toEqual(expect.arrayContaining(['LIVE', 'Testing', 'Removed']));
    // Every corner word drawn in capitals, as LIVE and UPCOMING are: none in mixed case beside them.
    const drawn = await shelf(tv, 'Your broadcasts').locator('.card__badge').evaluateAll((els) => els.map((el) => (el as HTMLElement).innerText));
    expect(drawn.length).toBeGreaterThan(2);
    expect(drawn.filter((word) => word !== word.toUpperCase())).toEqual([]);
    // Far cheaper than two searches (200 units): the followed channels, their uploads playlists,
    // 15 channels' newest uploads, one videos call, and your broadcasts: no facts call, as Live's
    // cards come with their badge and their titles' language (liveCards.ts).
    expect(cost.log.some((line) => line.includes('/search'))).toBe(false);
    expect(cost.units, cost.log.join('\n')).toBeLessThanOrEqual(19);
  });

  test("an upcoming stream's page says when it starts, the day its card gave", async ({ tv, browser, emulator }) => {
    await signInAsAda(tv, browser, emulator);
    await openFromMenu(tv, /Live/);
    await expect(shelf(tv, FOLLOWED_LIVE).getByTestId('card').first()).toBeFocused();
    let card = await focusedCard(tv);
    for (let i = 0; i < 20 && card.badge !== 'UPCOMING'; i++) {
      await press(tv, 'ArrowRight');
      card = await focusedCard(tv);
    }
    expect(card.badge).toBe('UPCOMING');
    // The day and the time, in the TV's time zone ("2 Dec, 18:00"; another year's with its year).
    const day = /\d{1,2} \w{3,4}(?: \d{4})?, \d{1,2}:\d\d/.exec(card.subtitle)![0];
    await press(tv, 'Enter');
    await expect(tv.getByTestId('video-screen')).toBeVisible();
    // It said only that the stream had not started: its facts came without the scheduled time.
    await expect(tv.getByTestId('cannot-play')).toHaveText(`This live stream has not started yet. It is scheduled for ${day}.`);
  });

  test('the account screen shows who follows Ada, below the account buttons', async ({ tv, browser, emulator }) => {
    await signInAsAda(tv, browser, emulator);
    const subscribers = await allPages<{ subscriberSnippet: { title: string } }>(emulator, '/subscriptions?part=subscriberSnippet&mySubscribers=true');
    expect(subscribers.length).toBeGreaterThan(3);
    await openFromMenu(tv, /Ada Lovelace/);
    await expect(tv.getByTestId('account-screen')).toBeVisible();
    await expect(tv.locator(':focus')).toHaveText('Switch account');
    await expect(shelf(tv, 'Your subscribers').getByTestId('card').first()).toBeVisible();
    await tv.screenshot({ path: test.info().outputPath('account.png') });
    await toStartOf(tv, 'Your subscribers');
    const shown = await readShelf(tv, 4);
    expect(shown.map((c) => c.title)).toEqual(subscribers.slice(0, 4).map((s) => s.subscriberSnippet.title));
    await press(tv, 'ArrowUp');
    await expect(tv.locator(':focus')).toHaveText(/Switch account|Add account|Sign out/);
    await toStartOf(tv, 'Your subscribers');
    await tv.screenshot({ path: test.info().outputPath('account-subscribers-focused.png') });
  });

  test('at 3840x2160 cards load the thumbnail as wide as they are drawn, not one stretched to twice its size', async ({ browser, emulator }, info) => {
    // It lays out its own 4K screen, so both projects run the same check: no test is skipped.
    const context = await browser.newContext({ viewport: { width: 3840, height: 2160 }, deviceScaleFactor: 1 });
    const tv = await context.newPage();
    await tv.route('**/config.json', async (route) => {
      const response = await route.fetch();
      const config = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: { ...config, authUrl: emulator.base, apiBaseUrl: `${emulator.base}/video/v3`, playerApiUrl: `${emulator.base}/player/iframe_api` } });
    });
    await tv.goto('/');
    const { code, url } = await readCodeFromTv(tv);
    await (await approveOnPhone(browser, url, code, 'Ada Lovelace')).context().close();
    await expect(tv.getByTestId('card').first()).toBeFocused({ timeout: 15_000 });

    // The first four uploads, as the API gives their thumbnails: the smallest at least 640 wide
    // (standard), or the widest there is for an older video without it (high).
    const uploads = (await newestUploadsByApi(emulator)).slice(0, 4).map((a) => a.contentDetails.upload!.videoId);
    const videos = (await apiAs(emulator, ADA, `/videos?part=snippet&id=${uploads.join(',')}`)).items as VideoJson[];
    const expected = uploads.map((id) => {
      const t = videos.find((v) => v.id === id)!.snippet.thumbnails;
      return (t.standard ?? t.high)!.url;
    });
    expect(expected.some((u) => u.endsWith('/standard.png')), 'one of them has every size').toBe(true);

    await openFromMenu(tv, /Subscriptions/);
    await expect(shelf(tv, UPLOADS).getByTestId('card').first()).toBeFocused();
    const pictures = shelf(tv, UPLOADS).locator('[data-testid="card"] img');
    await expect.poll(() => pictures.evaluateAll((imgs: HTMLImageElement[]) => imgs.slice(0, 4).every((img) => img.complete && img.naturalWidth > 0))).toBe(true);
    const drawn = await pictures.evaluateAll((imgs: HTMLImageElement[]) =>
      imgs
        .map((img) => ({ index: Number(img.closest('[data-index]')!.getAttribute('data-index')), src: img.currentSrc, natural: img.naturalWidth, width: img.getBoundingClientRect().width * devicePixelRatio }))
        .sort((a, b) => a.index - b.index)
        .slice(0, 4),
    );
    expect(drawn.map((d) => d.src)).toEqual(expected);
    for (const d of drawn) {
      expect(d.width).toBeCloseTo(640, 0); // 20rem at 32 px a rem
      // standard is 640 wide, no longer medium's 320 stretched to twice its size.
      if (d.src.endsWith('/standard.png')) expect(d.natural).toBe(640);
    }

    // A channel's round card (11.25rem: 360 px) loads its 800 px picture, not the 240.
    await press(tv, 'ArrowDown');
    const channel = shelf(tv, 'Channels you subscribe to').getByTestId('card').first().locator('img');
    await expect(channel).toBeVisible();
    expect(await channel.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/size=800/);
    await painted(tv);
    await tv.screenshot({ path: info.outputPath('subscriptions-2160.png') });
    await context.close();
  });

  test('at this screen size, the same cards load the thumbnail their drawn width needs', async ({ tv, browser, emulator }) => {
    await signInAsAda(tv, browser, emulator);
    await openFromMenu(tv, /Subscriptions/);
    const picture = shelf(tv, UPLOADS).getByTestId('card').first().locator('img');
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const drawn = await picture.evaluate((img: HTMLImageElement) => ({ src: img.currentSrc, natural: img.naturalWidth, width: img.getBoundingClientRect().width * devicePixelRatio }));
    // 320 px at 1920 wide, 214 at 1280: medium (320) either way, never a larger one.
    expect(drawn.src).toMatch(/\/medium\.png$/);
    expect(drawn.natural).toBeGreaterThanOrEqual(Math.floor(drawn.width));
  });
});

/** Every page of a list, as the emulator answers it to Ada. */
const allPages = <T>(emulator: Parameters<typeof apiAs>[0], path: string): Promise<T[]> => allPagesAs<T>(emulator, ADA, path);
