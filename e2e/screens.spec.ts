import type { Locator, Page } from '@playwright/test';
import { HTML_TITLE, edgeCaseTitles } from '../emulator/seed/text/edgeCases.ts';
import { allPages as allPagesAs, apiAs, arrowsTo, expect, focusByArrows, toVideoAction, openFromMenu, press, readFocus, searchFor, signIn, test } from './fixtures.ts';

/**
 * What each screen shows, checked against the emulator's own data, reached by remote keys only.
 * The emulator's API is read (apiAs) only to know what the screens should show.
 */

const ADA = 'acct-ada';
const DAY = 86_400_000;

// ---- the emulator's answers, as far as these tests read them ----------------------------------

interface Thumbnails {
  default?: { url: string };
  medium?: { url: string };
  high?: { url: string };
}
interface ActivityJson {
  snippet: { type: string; title: string; channelId: string; channelTitle: string; publishedAt: string };
}
interface SubscriptionJson {
  snippet?: { title: string; resourceId: { channelId: string } };
  subscriberSnippet?: { title: string; channelId: string };
}
interface ChannelJson {
  id: string;
  snippet: { title: string; thumbnails: Thumbnails };
  contentDetails: { relatedPlaylists: Record<string, string> };
  statistics: { subscriberCount: string; videoCount: string };
}
interface PlaylistJson {
  id: string;
  snippet: { title: string };
  contentDetails: { itemCount: number };
}
interface PlaylistItemJson {
  snippet: { title: string; position: number; description: string; videoOwnerChannelTitle?: string; videoOwnerChannelId?: string; publishedAt: string };
  contentDetails: { videoId: string; videoPublishedAt?: string };
}
interface BroadcastJson {
  snippet: { title: string; scheduledStartTime?: string };
  status: { lifeCycleStatus: string };
}


/** Reads the emulator's video API as anyone (the key, no account): what a channel shows the public. */
async function apiPublic(emulator: Parameters<typeof apiAs>[0], path: string): Promise<any> {
  return (await fetch(`${emulator.base}/video/v3${path}&key=${emulator.ctx.options.apiKey}`)).json();
}

// ---- what the viewer is told: the product's words, written down once here -------------------

/** The line above an activity card's title, per activity type (the viewer's words, not the API's). */
const ACTIVITY_EYEBROW: Record<string, string> = {
  upload: 'Uploaded',
  like: 'Liked',
  favorite: 'Favourited',
  subscription: 'Subscribed',
  playlistItem: 'Added to a playlist',
  comment: 'Commented',
  bulletin: 'Posted',
};

/** A broadcast's status badge, and the lifeCycleStatus values that show it. */
const BADGE_OF_STATUSES: [badge: string, statuses: string[]][] = [
  ['LIVE', ['live']],
  ['Starting', ['liveStarting']],
  ['Testing', ['testing', 'testStarting']],
  ['Ready', ['ready']],
  ['Scheduled', ['created']],
  ['Ended', ['complete']],
  ['Removed', ['revoked']],
];
const BROADCAST_STATUS: Record<string, string> = Object.fromEntries(BADGE_OF_STATUSES.flatMap(([badge, statuses]) => statuses.map((s) => [s, badge])));

/** The system playlists the Library offers, in its order, by relatedPlaylists key. */
const SYSTEM_PLAYLISTS: [key: string, title: string][] = [
  ['watchLater', 'Watch later'],
  ['likes', 'Likes'],
  ['watchHistory', 'History'],
  ['favorites', 'Favourites'],
  ['uploads', 'Uploads'],
];

/** A date as a video's page writes it: "21 Nov 2026", in UTC. Formatted by the TV's browser, whose month names may differ from Node's ("Sep", "Sept"). */
function shownDate(tv: Page, iso: string): Promise<string> {
  return tv.evaluate((at) => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(at)), iso);
}

/** A date as a card writes it: "21 Nov" in the TV's year (UTC), "21 Nov 2025" in another. */
function cardDay(tv: Page, iso: string): Promise<string> {
  return tv.evaluate((at) => {
    const day = new Date(at);
    const thisYear = day.getUTCFullYear() === new Date().getUTCFullYear();
    return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: thisYear ? undefined : 'numeric', timeZone: 'UTC' }).format(day);
  }, iso);
}

/** When a scheduled stream starts, as its card says it: the day and time in the TV's own time zone ("2 Dec, 18:00"). */
function cardStart(tv: Page, iso: string): Promise<string> {
  return tv.evaluate((at) => {
    const start = new Date(at);
    const thisYear = start.getFullYear() === new Date().getFullYear();
    // en-GB's is a 24-hour clock: its hour in two digits ("03:00").
    return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: thisYear ? undefined : 'numeric', hour: '2-digit', minute: '2-digit' }).format(start);
  }, iso);
}

/** A channel's figure as its header writes it: "1,234 subscribers", "12K", "1.2M", "1 video". */
/**
 * A count as the channel header should show it, worked out here by other means than the app's:
 * exact under 10,000, then Intl's short form to three digits, cut rather than rounded.
 */
const shortForm = new Intl.NumberFormat('en', { notation: 'compact', maximumSignificantDigits: 3, roundingMode: 'trunc' } as Intl.NumberFormatOptions);
function shownCount(n: string, word: string): string {
  const v = Number(n);
  return `${v < 1e4 ? v.toLocaleString('en') : shortForm.format(v)} ${word}${v === 1 ? '' : 's'}`;
}

// ---- reading the screen as the viewer does ------------------------------------------------------

/** What the focused card or playlist row shows, and which shelf or list it is in. */
interface Focused {
  index: number;
  title: string;
  eyebrow: string;
  subtitle: string;
  badge: string;
  position: string;
  list: string;
}

function focusedItem(tv: Page): Promise<Focused> {
  return readFocus(tv, () => {
    const el = document.activeElement as HTMLElement | null;
    const text = (selector: string) => el?.querySelector(selector)?.textContent ?? '';
    return {
      index: Number(el?.getAttribute('data-index') ?? -1),
      title: text('.card__title, .list-row__title'),
      eyebrow: text('.card__eyebrow'),
      subtitle: text('.card__subtitle, .list-row__subtitle'),
      badge: text('.card__badge'),
      position: text('.list-row__position'),
      list: el?.closest('[aria-label]')?.getAttribute('aria-label') ?? '',
    };
  });
}

/**
 * Reads the focused item, then moves on with `key`, until `count` items were read: a viewer
 * scanning a shelf or a list. At the end of what is loaded the next page may still be on its way,
 * and the press does nothing: then it presses again, as a viewer would.
 */
async function scan(tv: Page, key: 'ArrowRight' | 'ArrowDown', count: number): Promise<Focused[]> {
  const seen = [await focusedItem(tv)];
  while (seen.length < count) {
    const from = seen[seen.length - 1]!.index;
    await press(tv, key);
    let now = await focusedItem(tv);
    for (let waited = 0; now.index === from && waited < 12_000; waited += 1000) {
      await tv.waitForTimeout(1000);
      now = await focusedItem(tv);
      if (now.index !== from) break;
      await press(tv, key);
      now = await focusedItem(tv);
    }
    expect(now.index, `${key} from item ${from} of "${now.list}"`).toBe(from + 1);
    seen.push(now);
  }
  return seen;
}

/** A shelf, by its heading. */
function shelf(tv: Page, title: string): Locator {
  return tv.locator(`section.shelf[aria-label="${title}"]`);
}

/** Down (or Up) until focus is in the shelf or list of that name. */
async function moveTo(tv: Page, list: string, key: 'ArrowDown' | 'ArrowUp' = 'ArrowDown', max = 6): Promise<void> {
  for (let i = 0; i < max && (await focusedItem(tv)).list !== list; i++) await press(tv, key);
  expect((await focusedItem(tv)).list).toBe(list);
}

/** Down to the shelf of that name, then Left to its first card (Down lands on the card nearest below). */
async function toStartOf(tv: Page, list: string): Promise<void> {
  await moveTo(tv, list);
  for (let i = 0; i < 8 && (await focusedItem(tv)).index > 0; i++) await press(tv, 'ArrowLeft');
  expect((await focusedItem(tv)).index).toBe(0);
}

/** Live opens on what the channels Ada follows stream; down to her own broadcasts, at the first. */
async function toYourBroadcasts(tv: Page): Promise<void> {
  await expect(shelf(tv, 'Live and upcoming from your subscriptions').getByTestId('card').first()).toBeFocused();
  await toStartOf(tv, 'Your broadcasts');
  await expect(shelf(tv, 'Your broadcasts').getByTestId('card').first()).toBeFocused();
}

/** Ada signs in; Home opens on its first card. */
async function signInAsAda(tv: Page, browser: Parameters<typeof signIn>[1]): Promise<void> {
  await tv.goto('/');
  await signIn(tv, browser, 'Ada Lovelace');
  await expect(tv.getByTestId('card').first()).toBeFocused();
}

/** Library -> the playlist with that title -> its screen, loaded. */
async function openPlaylist(tv: Page, title: string): Promise<void> {
  await openFromMenu(tv, /Library/);
  await expect(tv.getByTestId('shelf-playlists').locator('[data-index="1"]')).toBeVisible(); // loaded
  await focusByArrows(tv, 'ArrowRight', new RegExp(title), 12);
  await press(tv, 'Enter');
  await expect(tv.getByTestId('playlist-screen').locator('h1')).toHaveText(title);
  await expect(tv.getByTestId('playlist-row').first()).toBeFocused();
}

async function playlistIdByTitle(emulator: Parameters<typeof apiAs>[0], title: string): Promise<string> {
  const mine = await allPages<PlaylistJson>(emulator, '/playlists?part=snippet,contentDetails&mine=true');
  return mine.find((p) => p.snippet.title === title)!.id;
}

// ---- the tests ------------------------------------------------------------------------------------

test.describe('screens show what the platform holds', () => {
  test('Home: "Your recent activity" shows your own activities of the last 30 days, each saying what happened', async ({ tv, browser, emulator }) => {
    const activityRequests: string[] = [];
    tv.on('request', (request) => {
      if (request.url().includes('/video/v3/activities?')) activityRequests.push(request.url());
    });
    await signInAsAda(tv, browser);

    // The request: mine=true, from about 30 days ago (activities, mine with publishedAfter:
    // docs/reference/facts.md, Data API: the requests).
    const mine = activityRequests.map((u) => new URL(u)).find((u) => u.searchParams.get('mine') === 'true');
    expect(mine, `activity requests: ${activityRequests.join(', ')}`).toBeDefined();
    const after = mine!.searchParams.get('publishedAfter')!;
    expect(after).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/); // RFC 3339, UTC
    expect(Math.abs(Date.parse(after) - (Date.now() - 30 * DAY))).toBeLessThan(2 * 3600_000);

    const expected = await allPages<ActivityJson>(emulator, `/activities?part=snippet,contentDetails&mine=true&publishedAfter=${encodeURIComponent(after)}`);
    const ada = (await apiAs(emulator, ADA, '/channels?part=snippet&mine=true')).items[0] as ChannelJson;
    expect(expected.length).toBeGreaterThan(5);
    expect(new Set(expected.map((a) => a.snippet.channelId))).toEqual(new Set([ada.id])); // only Ada's own

    await expect(shelf(tv, 'Your recent activity').getByTestId('card').first()).toBeVisible();
    await press(tv, 'ArrowDown'); // from the feed to the second shelf
    await moveTo(tv, 'Your recent activity');
    const count = Math.min(expected.length, 24); // across the first page into the second
    const shown = await scan(tv, 'ArrowRight', count);
    expect(new Set(expected.slice(0, count).map((a) => a.snippet.type)).size, 'the shelf shows several kinds of activity').toBeGreaterThan(2);
    for (const [i, card] of shown.entries()) {
      const activity = expected[i]!.snippet;
      expect(card.title, `card ${i}`).toBe(activity.title);
      expect(card.eyebrow, `card ${i} (${activity.type})`).toBe(ACTIVITY_EYEBROW[activity.type]);
      // An upload names its channel (Ada's); a like or an addition says only when: Ada did it, and
      // her name there read as the video's channel.
      if (activity.type === 'upload') expect(card.subtitle, `card ${i}`).toContain(ada.snippet.title);
      else expect(card.subtitle, `card ${i} (${activity.type})`).toBe(await cardDay(tv, activity.publishedAt));
      expect(card.subtitle, `card ${i}`).toMatch(new RegExp(`(^| · )${escapeRegExp(await cardDay(tv, activity.publishedAt))}$`));
    }
  });

  test("Home: a followed channel's like or playlist addition names who did it above the title, and under it only the day", async ({ tv, browser, emulator }) => {
    await signInAsAda(tv, browser);
    const following = await allPages<SubscriptionJson>(emulator, '/subscriptions?part=snippet&mine=true');
    const followed = new Set(following.map((s) => s.snippet?.title));
    await expect(shelf(tv, 'From your subscriptions').getByTestId('card').first()).toBeFocused();
    const shown = await scan(tv, 'ArrowRight', 12);
    const byOthers = shown.filter((card) => card.eyebrow !== 'Uploaded');
    expect(byOthers.length, 'the feed shows more than uploads').toBeGreaterThan(0);
    for (const card of byOthers) {
      // "Liked by Alan Turing": under the title, "Alan Turing · 4 Dec" read as the video's own channel.
      const by = /^(?:Liked by|Saved by|Favourited by|Posted by|Update from|Recommended by|Comment from|New subscriber:) \u2068(.+)\u2069$/.exec(card.eyebrow);
      expect(by, `card ${card.index}: "${card.eyebrow}"`).not.toBeNull();
      expect(followed.has(by![1]!), `card ${card.index}: ${by![1]} is a channel Ada follows`).toBe(true);
      expect(card.subtitle, `card ${card.index}`).toMatch(/^\d{1,2} \w{3,4}( \d{4})?$/);
    }
    for (const card of shown.filter((c) => c.eyebrow === 'Uploaded')) expect(card.subtitle, `card ${card.index}`).toMatch(/ · \d{1,2} \w{3,4}( \d{4})?$/);
  });

  test('Subscriptions: the channels you subscribe to, and on the account screen your subscribers, as the platform lists them', async ({ tv, browser, emulator }) => {
    const subscriptionRequests: string[] = [];
    tv.on('request', (request) => {
      if (request.url().includes('/video/v3/subscriptions?')) subscriptionRequests.push(request.url());
    });
    await signInAsAda(tv, browser);
    const following = await allPages<SubscriptionJson>(emulator, '/subscriptions?part=snippet&mine=true');
    const subscribers = await allPages<SubscriptionJson>(emulator, '/subscriptions?part=subscriberSnippet&mySubscribers=true');
    expect(following.length).toBeGreaterThan(3);
    expect(subscribers.length).toBeGreaterThan(20); // more than one page of the app's

    // The newest uploads lead (e2e/sections.spec.ts reads them); the channels are the shelf below.
    await openFromMenu(tv, /Subscriptions/);
    await expect(tv.getByTestId('subscriptions-screen')).toBeVisible();
    await expect(shelf(tv, 'New from your subscriptions').getByTestId('card').first()).toBeFocused();
    await toStartOf(tv, 'Channels you subscribe to');
    const followed = await scan(tv, 'ArrowRight', following.length);
    expect(followed.map((c) => c.title)).toEqual(following.map((s) => s.snippet!.title));
    expect(new Set(followed.map((c) => c.list))).toEqual(new Set(['Channels you subscribe to']));
    await expect(shelf(tv, 'Your subscribers')).toHaveCount(0);

    await openFromMenu(tv, /Ada Lovelace/);
    await expect(tv.getByTestId('account-screen')).toBeVisible();
    await toStartOf(tv, 'Your subscribers');
    const followers = await scan(tv, 'ArrowRight', subscribers.length);
    expect(followers.map((c) => c.title)).toEqual(subscribers.map((s) => s.subscriberSnippet!.title));

    const urls = subscriptionRequests.map((u) => new URL(u).searchParams);
    expect(urls.some((q) => q.get('mySubscribers') === 'true' && q.get('part')?.includes('subscriberSnippet'))).toBe(true);
  });

  test('Channel: another channel\'s avatar, title and figures, its uploads and public playlists, and no shelf it has not got', async ({ tv, browser, emulator }) => {
    await signInAsAda(tv, browser);
    const following = await allPages<SubscriptionJson>(emulator, '/subscriptions?part=snippet&mine=true');
    const grace = following.find((s) => s.snippet!.title === 'Grace Hopper')!.snippet!.resourceId.channelId;
    const channel = (await apiAs(emulator, ADA, `/channels?part=snippet,contentDetails,statistics&id=${grace}`)).items[0] as ChannelJson;
    const related = channel.contentDetails.relatedPlaylists;
    expect(related.favorites ?? '').toBe(''); // another's favorites and likes are not offered:
    expect(related.likes ?? '').toBe(''); // no shelves for them

    await openFromMenu(tv, /Subscriptions/);
    await expect(shelf(tv, 'New from your subscriptions').getByTestId('card').first()).toBeFocused();
    await toStartOf(tv, 'Channels you subscribe to');
    await focusByArrows(tv, 'ArrowRight', /Grace Hopper/, following.length);
    await press(tv, 'Enter');
    const screen = tv.getByTestId('channel-screen');
    await expectChannelHeader(screen, channel);
    await expect(screen.locator('section.shelf')).toHaveCount(2);
    await expectShelves(tv, emulator, channel, ['Uploads', 'Playlists']);
  });

  test('Channel: your own channel has shelves of its uploads, favourites, likes and playlists', async ({ tv, browser, emulator }) => {
    await signInAsAda(tv, browser);
    const channel = (await apiAs(emulator, ADA, '/channels?part=snippet,contentDetails,statistics&mine=true')).items[0] as ChannelJson;
    // Reached from one of your broadcasts: Live -> the broadcast -> Go to channel.
    await openFromMenu(tv, /Live/);
    await toYourBroadcasts(tv);
    await press(tv, 'Enter');
    await expect(tv.getByTestId('video-screen')).toBeVisible();
    await focusByArrows(tv, 'ArrowRight', /^Go to channel$/, 2);
    await press(tv, 'Enter');
    const screen = tv.getByTestId('channel-screen');
    await expectChannelHeader(screen, channel);
    await expect(screen.locator('section.shelf')).toHaveCount(4);
    await expect(shelf(tv, 'Uploads').getByTestId('card').first()).toBeFocused(); // own: no Subscribe to start on
    await expectShelves(tv, emulator, channel, ['Uploads', 'Favourites', 'Likes', 'Playlists']);
  });

  test('Library: your playlists and the system ones; each opens its Playlist screen', async ({ tv, browser, emulator }) => {
    await signInAsAda(tv, browser);
    const playlists = await allPages<PlaylistJson>(emulator, '/playlists?part=snippet,contentDetails&mine=true');
    const related = ((await apiAs(emulator, ADA, '/channels?part=contentDetails&mine=true')).items[0] as ChannelJson).contentDetails.relatedPlaylists;
    const system = SYSTEM_PLAYLISTS.filter(([key]) => related[key]);
    expect(system.length).toBe(5);

    await openFromMenu(tv, /Library/);
    await expect(tv.getByTestId('shelf-playlists')).toContainText(playlists[0]!.snippet.title); // loaded
    const yours = await scan(tv, 'ArrowRight', playlists.length + 1);
    expect(yours.map((c) => c.title)).toEqual(['Create playlist', ...playlists.map((p) => p.snippet.title)]);
    expect(yours.slice(1).map((c) => c.subtitle)).toEqual(playlists.map((p) => `${p.contentDetails.itemCount} video${p.contentDetails.itemCount === 1 ? '' : 's'}`));

    await moveTo(tv, 'Watch later, likes and more');
    for (let i = 0; i < 6 && (await focusedItem(tv)).index > 0; i++) await press(tv, 'ArrowLeft');
    const saved = await scan(tv, 'ArrowRight', system.length);
    expect(saved.map((c) => c.title)).toEqual(system.map(([, title]) => title));

    // Each system playlist opens on its own items.
    for (const [key, title] of [system[0]!, system[1]!]) {
      await focusByArrows(tv, key === system[0]![0] ? 'ArrowLeft' : 'ArrowRight', new RegExp(`^\\W*${title}$`), 6);
      await press(tv, 'Enter');
      const items = (await apiAs(emulator, ADA, `/playlistItems?part=snippet&playlistId=${related[key]}&maxResults=3`)).items as PlaylistItemJson[];
      const screen = tv.getByTestId('playlist-screen');
      await expect(screen.locator('h1')).toHaveText(title);
      await expect(screen.locator('.list-row__title').first()).toHaveText(items[0]!.snippet.title);
      await expect(screen.locator('[data-index="2"] .list-row__title')).toHaveText(items[2]!.snippet.title);
      await press(tv, 'Escape');
      await expect(tv.getByTestId('library-screen')).toBeVisible();
      expect((await focusedItem(tv)).title).toContain(title); // Back to where the viewer was
    }
    // And one of yours.
    await moveTo(tv, 'Your playlists', 'ArrowUp');
    await focusByArrows(tv, 'ArrowRight', /Sunday cooking/, playlists.length);
    await press(tv, 'Enter');
    await expect(tv.getByTestId('playlist-screen').locator('h1')).toHaveText('Sunday cooking');
  });

  test('Playlist: the items in the platform\'s order, each with its position, across pages', async ({ tv, browser, emulator }) => {
    await signInAsAda(tv, browser);
    const id = await playlistIdByTitle(emulator, 'Sunday cooking');
    const items = await allPages<PlaylistItemJson>(emulator, `/playlistItems?part=snippet,contentDetails&playlistId=${id}`);
    expect(items.length).toBeGreaterThan(20); // more than one page of the app's
    await openPlaylist(tv, 'Sunday cooking');
    const rows = await scan(tv, 'ArrowDown', items.length);
    expect(rows.map((r) => r.position)).toEqual(items.map((item) => String(item.snippet.position + 1)));
    expect(rows.map((r) => r.position)).toEqual(items.map((_, i) => String(i + 1))); // 1, 2, 3…
    expect(rows.map((r) => r.title)).toEqual(items.map((item) => item.snippet.title));
    expect(rows.map((r) => r.subtitle)).toEqual(items.map((item) => item.snippet.videoOwnerChannelTitle ?? ''));
  });

  test('Video: title, channel, date and description; Go to channel; Add to playlist at the end', async ({ tv, browser, emulator }) => {
    await signInAsAda(tv, browser);
    const id = await playlistIdByTitle(emulator, 'Sunday cooking');
    const items = await allPages<PlaylistItemJson>(emulator, `/playlistItems?part=snippet,contentDetails&playlistId=${id}`);
    // An item added to the playlist on another day than its video came out: the screen must give the video's date.
    const day = (iso: string) => iso.slice(0, 10); // UTC, as the screens write dates
    const index = items.findIndex((item) => item.contentDetails.videoPublishedAt && day(item.contentDetails.videoPublishedAt) !== day(item.snippet.publishedAt));
    expect(index).toBeGreaterThanOrEqual(0);
    const item = items[index]!;

    await openPlaylist(tv, 'Sunday cooking');
    for (let i = 0; i < index; i++) await press(tv, 'ArrowDown');
    expect((await focusedItem(tv)).title).toBe(item.snippet.title);
    await press(tv, 'Enter');
    const screen = tv.getByTestId('video-screen');
    await expect(screen.locator('h1')).toHaveText(item.snippet.title);
    const byline = screen.locator('.video-details__text .muted');
    await expect(byline).toContainText(item.snippet.videoOwnerChannelTitle!);
    await expect(byline).toContainText(await shownDate(tv, item.contentDetails.videoPublishedAt!));
    await expect(screen.locator('.video-details__description')).toHaveText(item.snippet.description);

    // Go to channel: the video's own channel, not the playlist's.
    await toVideoAction(tv, /Go to channel/);
    await press(tv, 'Enter');
    const owner = (await apiAs(emulator, ADA, `/channels?part=snippet,statistics&id=${item.snippet.videoOwnerChannelId}`)).items[0] as ChannelJson;
    await expect(tv.getByTestId('channel-screen').locator('h1')).toHaveText(owner.snippet.title);
    await expect(tv.getByTestId('channel-screen').locator('.channel-header .muted')).toHaveText(`${shownCount(owner.statistics.subscriberCount, 'subscriber')} · ${shownCount(owner.statistics.videoCount, 'video')}`);
    await press(tv, 'Escape');
    await expect(tv.locator(':focus')).toHaveText('Go to channel');

    // Add to playlist -> "Watch on the big screen" -> At the end.
    const target = await playlistIdByTitle(emulator, 'Watch on the big screen');
    const before = await allPages<PlaylistItemJson>(emulator, `/playlistItems?part=snippet,contentDetails&playlistId=${target}`);
    await toVideoAction(tv, /Add to playlist/);
    await press(tv, 'Enter');
    await expect(tv.getByRole('dialog', { name: 'Add to playlist' })).toContainText('Watch on the big screen'); // loaded
    await focusByArrows(tv, 'ArrowDown', /Watch on the big screen/, 12);
    await press(tv, 'Enter'); // OK on the playlist: at its end
    await expect(tv.getByTestId('session-notice')).toContainText('Added to “Watch on the big screen” at the end.');
    const after = await allPages<PlaylistItemJson>(emulator, `/playlistItems?part=snippet,contentDetails&playlistId=${target}`);
    expect(after).toHaveLength(before.length + 1);
    const last = after[after.length - 1]!;
    expect(last.contentDetails.videoId).toBe(item.contentDetails.videoId);
    expect(last.snippet.position).toBe(before.length);
    expect(after.slice(0, -1).map((i) => i.contentDetails.videoId)).toEqual(before.map((i) => i.contentDetails.videoId)); // the rest kept their places
  });

  test('Live: your broadcasts, each with its status, on the second shelf', async ({ tv, browser, emulator }) => {
    await signInAsAda(tv, browser);
    const broadcasts = await allPages<BroadcastJson>(emulator, '/liveBroadcasts?part=id,snippet,status&mine=true');
    const scheduled = new Set(['created', 'ready', 'testing', 'testStarting', 'liveStarting']);
    const starts = await Promise.all(broadcasts.map((b) => (scheduled.has(b.status.lifeCycleStatus) && b.snippet.scheduledStartTime ? cardStart(tv, b.snippet.scheduledStartTime) : undefined)));
    expect(starts.filter(Boolean).length, 'broadcasts yet to air').toBeGreaterThan(0);
    expect(new Set(broadcasts.map((b) => b.status.lifeCycleStatus)).size).toBeGreaterThan(3);
    await openFromMenu(tv, /Live/);
    await toYourBroadcasts(tv);
    const cards = await scan(tv, 'ArrowRight', broadcasts.length);
    cards.forEach((card, i) => {
      const b = broadcasts[i]!;
      expect(card.title, `broadcast ${i}`).toBe(b.snippet.title);
      expect(card.badge, `broadcast ${i} (${b.status.lifeCycleStatus})`).toBe(BROADCAST_STATUS[b.status.lifeCycleStatus]);
      // Below, its day; "Live now" before it where the badge says LIVE. The status is not said twice.
      if (b.status.lifeCycleStatus === 'live') expect(card.subtitle, `broadcast ${i}`).toContain('Live now');
      else expect(card.subtitle, `broadcast ${i}`).not.toContain(BROADCAST_STATUS[b.status.lifeCycleStatus]!);
      // Yet to air: the day and the time it is due, in the TV's time; else the day it aired (or was made).
      if (starts[i]) expect(card.subtitle, `broadcast ${i}`).toBe(starts[i]);
      else expect(card.subtitle, `broadcast ${i}`).toMatch(/\d+ \w{3,4}( \d{4})?$/);
    });
    await expect(shelf(tv, 'Your broadcasts').locator('.card__badge', { hasText: 'LIVE' }).first()).toBeVisible();
  });

  test('Video: a one-word title longer than its line breaks inside the word, on as many lines as any title', async ({ tv, browser }) => {
    await signInAsAda(tv, browser);
    const word = edgeCaseTitles.find((title) => title.startsWith('Donaudampf'))!;
    const results = await searchFor(tv, 'Donaudampf');
    await arrowsTo(tv, results.getByTestId('card').first());
    await press(tv, 'Enter');
    const title = tv.getByTestId('video-screen').locator('h1');
    await expect(title).toHaveText(word);
    // Cut to one line with an ellipsis, "Donaudampfschifffahrtsgesel…", it was, half the screen
    // empty under it. Now the three lines a video's title has (styles.css, .clamp-3), nothing past the page's side.
    const lines = await title.evaluate((el) => Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight)));
    expect(lines).toBe(3);
    expect(await title.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
    await tv.screenshot({ path: test.info().outputPath('video-one-word-title.png') });
  });

  test('API text that looks like HTML shows as text, and makes no element', async ({ tv, browser }) => {
    const dialogs: string[] = [];
    tv.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await signInAsAda(tv, browser);
    const bold = 'The <b>Bold</b> Channel';

    // Home: the upload titled "<img src=x onerror=alert(1)>" from a channel Ada follows.
    await focusByArrows(tv, 'ArrowRight', /<img src=x onerror=alert\(1\)>/, 20);
    await expectLiteral(tv.locator(':focus .card__title'), HTML_TITLE);
    // The byline's facts are boxes of the app's own; the channel's name is text in its box.
    await expectLiteral(tv.locator(':focus .card__subtitle .card__fact--gives'), new RegExp(escapeRegExp(bold)));
    expect(await tv.locator(':focus .card__subtitle b, :focus .card__subtitle img').count()).toBe(0);
    // Its details, then its channel.
    await press(tv, 'Enter');
    await expectLiteral(tv.getByTestId('video-screen').locator('h1'), HTML_TITLE);
    await expectLiteral(tv.getByTestId('video-screen').locator('.video-details__text .muted'), new RegExp(escapeRegExp(bold)));
    await toVideoAction(tv, /Go to channel/);
    await press(tv, 'Enter');
    await expectLiteral(tv.getByTestId('channel-screen').locator('h1'), bold);

    // Subscriptions: the channel's card among the channels followed.
    await openFromMenu(tv, /Subscriptions/);
    await expect(shelf(tv, 'New from your subscriptions').getByTestId('card').first()).toBeFocused();
    await toStartOf(tv, 'Channels you subscribe to');
    await focusByArrows(tv, 'ArrowRight', /<b>Bold<\/b>/, 20);
    await expectLiteral(tv.locator(':focus .card__title'), bold);

    // A playlist row: "Watch on the big screen" starts with that video.
    await openPlaylist(tv, 'Watch on the big screen');
    await expectLiteral(tv.locator(':focus .list-row__title'), HTML_TITLE);

    // Nothing anywhere was made from API text: no such picture, no bold, italics or link.
    expect(await tv.locator('img[src="x"], body b, body i, a[href^="javascript"]').count()).toBe(0);
    expect(dialogs).toEqual([]);
  });

  test('screenshots: the Account screen and its dialog, and the Add-to-playlist dialog, with focus on show', async ({ tv, browser }) => {
    await signInAsAda(tv, browser);
    const shoot = (name: string) => tv.screenshot({ path: test.info().outputPath(`${name}.png`) });

    await openFromMenu(tv, /Ada Lovelace/);
    const account = tv.getByTestId('account-screen');
    await expect(account.locator('h1')).toHaveText('Ada Lovelace');
    await expect(tv.locator(':focus')).toHaveText('Switch account');
    await expectFocusShown(tv);
    await shoot('account');
    await focusByArrows(tv, 'ArrowRight', /^Sign out$/, 3);
    await press(tv, 'Enter');
    await expectDialog(tv, 'Sign out Ada Lovelace?', 'Cancel');
    await shoot('account-sign-out-dialog');
    await press(tv, 'Escape');
    await expect(tv.getByRole('dialog')).toHaveCount(0);
    await expect(tv.locator(':focus')).toHaveText('Sign out');

    await openFromMenu(tv, /Home/);
    await expect(tv.getByTestId('card').first()).toBeFocused();
    await press(tv, 'Enter');
    await toVideoAction(tv, /Add to playlist/);
    await press(tv, 'Enter');
    await expect(tv.getByRole('dialog')).toContainText('Watch on the big screen'); // loaded
    await expectDialog(tv, 'Add to playlist', /./);
    await shoot('add-to-playlist');
    await focusByArrows(tv, 'ArrowDown', /Sunday cooking/, 12);
    await press(tv, 'ArrowRight');
    await expectDialog(tv, 'Add to playlist', 'Add at the start');
    await shoot('add-to-playlist-start');
    await press(tv, 'Enter');
    await expect(tv.getByRole('dialog')).toHaveCount(0);
    await expect(tv.locator(':focus')).toHaveText('Add to playlist');
    await expect(tv.getByTestId('session-notice')).toContainText('Added to “Sunday cooking” at the start.');
    await shoot('add-to-playlist-added');
  });

  test('Add to playlist shows where more of its list is out of view, says what OK does, and Up moves the list only as far as focus needs', async ({ tv, browser, emulator }) => {
    await signInAsAda(tv, browser);
    const playlists = await allPages<PlaylistJson>(emulator, '/playlists?part=snippet,contentDetails&mine=true');
    await openFromMenu(tv, /Home/);
    await press(tv, 'Enter');
    await toVideoAction(tv, /Add to playlist/);
    await press(tv, 'Enter');
    const dialog = tv.getByRole('dialog');
    const list = tv.getByTestId('add-to-playlist');
    await expect(list.getByTestId('add-row')).toHaveCount(playlists.length);
    await expect(dialog).toContainText('OK adds the video at the end of a playlist.');
    // Opened at its top with rows below its window: a chevron below, none above.
    const cues = () => tv.evaluate(() => ['more-above', 'more-below'].map((id) => getComputedStyle(document.querySelector(`[data-testid="${id}"]`)!).visibility));
    const rowsShown = () =>
      list.evaluate((el) => {
        const view = el.getBoundingClientRect();
        return Array.from(el.querySelectorAll('.add-row__main')).filter((b) => {
          const r = b.getBoundingClientRect();
          return r.top >= view.top && r.bottom <= view.bottom;
        }).length;
      });
    expect(await rowsShown()).toBeLessThan(playlists.length);
    await expect.poll(cues).toEqual(['hidden', 'visible']);
    // Down to its last button: the chevron above, none below.
    await focusByArrows(tv, 'ArrowDown', /New playlist with this video/, playlists.length + 1);
    await expect.poll(cues).toEqual(['visible', 'hidden']);
    // As wide as the rows above it: its own width ended past the names' column, in line with nothing.
    const [newBox, rowBox] = await tv.evaluate(() =>
      ['.add-row__new', '.add-row'].map((selector) => {
        const r = document.querySelector(selector)!.getBoundingClientRect();
        return { left: Math.round(r.left), right: Math.round(r.right) };
      }),
    );
    expect(newBox).toEqual(rowBox);
    const atEnd = await list.evaluate((el) => el.scrollTop);
    expect(atEnd).toBeGreaterThan(0);
    // Up one row and one more: both rows are in view where they are, so the list stays put.
    for (let i = 0; i < 2; i++) {
      await press(tv, 'ArrowUp');
      await tv.waitForTimeout(300); // a glide, had there been one, is over
      expect(await list.evaluate((el) => el.scrollTop)).toBe(atEnd);
    }
    await expect(tv.locator(':focus')).toHaveText(playlists[playlists.length - 2]!.snippet.title);
    // Up to the first row brings the list to its top again.
    await focusByArrows(tv, 'ArrowUp', new RegExp(`^${playlists[0]!.snippet.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`), playlists.length);
    await expect.poll(() => list.evaluate((el) => el.scrollTop)).toBe(0);
    await expect.poll(cues).toEqual(['hidden', 'visible']);
  });
});

// ---- helpers of the channel and HTML tests ----------------------------------------------------------

/** The channel's picture (loaded), title and figures as the platform gives them. */
async function expectChannelHeader(screen: Locator, channel: ChannelJson): Promise<void> {
  const header = screen.locator('.channel-header');
  await expect(header.locator('h1')).toHaveText(channel.snippet.title);
  const t = channel.snippet.thumbnails;
  const avatar = header.locator('.avatar img');
  await expect(avatar).toHaveAttribute('src', (t.medium ?? t.high ?? t.default)!.url);
  await expect(avatar).toBeVisible();
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(header.locator('.muted')).toHaveText(`${shownCount(channel.statistics.subscriberCount, 'subscriber')} · ${shownCount(channel.statistics.videoCount, 'video')}`);
}

/** Each shelf, in order, reached with Down, shows the first items of its list as the platform orders them. */
async function expectShelves(tv: Page, emulator: Parameters<typeof apiAs>[0], channel: ChannelJson, titles: string[]): Promise<void> {
  const related = channel.contentDetails.relatedPlaylists;
  const listOf: Record<string, string> = {
    Uploads: `/playlistItems?part=snippet,contentDetails&playlistId=${related.uploads}&maxResults=4`,
    Favourites: `/playlistItems?part=snippet&playlistId=${related.favorites}&maxResults=4`,
    Likes: `/playlistItems?part=snippet&playlistId=${related.likes}&maxResults=4`,
    Playlists: `/playlists?part=snippet&channelId=${channel.id}&maxResults=4`,
  };
  expect(await tv.locator('[data-testid="channel-screen"] section.shelf').evaluateAll((shelves) => shelves.map((s) => s.getAttribute('aria-label')))).toEqual(titles);
  // Every shelf has its cards before the first Down: a shelf still loading is passed over by Down.
  for (const title of titles) await expect(shelf(tv, title).getByTestId('card').first()).toBeVisible();
  for (const title of titles) {
    // A channel's playlists are its public ones, whoever looks; its system playlists are asked as the viewer.
    const items = (title === 'Playlists' ? await apiPublic(emulator, listOf[title]!) : await apiAs(emulator, ADA, listOf[title]!)).items as { snippet: { title: string; publishedAt: string }; contentDetails?: { videoPublishedAt?: string } }[];
    expect(items.length, `${title} on the platform`).toBeGreaterThan(0);
    await moveTo(tv, title);
    for (const [i, item] of items.entries()) await expect(shelf(tv, title).locator(`[data-index="${i}"] .card__title`), `${title} ${i}`).toHaveText(item.snippet.title);
    // Uploads say the day each came out: the channel's name under each said again the page's heading.
    if (title === 'Uploads')
      for (const [i, item] of items.entries()) await expect(shelf(tv, title).locator(`[data-index="${i}"] .card__subtitle`), `${title} ${i}`).toHaveText(await cardDay(tv, item.contentDetails?.videoPublishedAt ?? item.snippet.publishedAt));
  }
}

/** The element shows exactly this text, as text: it holds no element made from it. */
async function expectLiteral(el: Locator, text: string | RegExp): Promise<void> {
  await expect(el).toHaveText(text);
  expect(await el.evaluate((node) => node.childElementCount)).toBe(0);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The focused element wears the app's unmistakable focus state: the thick amber ring (#fbbf24). */
async function expectFocusShown(tv: Page): Promise<void> {
  // Buttons ease into their ring (120 ms): read it once it has come.
  await expect.poll(() => readFocus(tv, () => getComputedStyle(document.activeElement!).boxShadow)).toContain('rgb(251, 191, 36) 0px 0px 0px');
}

/** A dialog of that title is open, inside the screen's safe area, holding focus on the expected button. */
async function expectDialog(tv: Page, title: string, focused: string | RegExp): Promise<void> {
  const dialog = tv.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator(':focus')).toHaveText(focused);
  await expectFocusShown(tv);
  const box = (await dialog.boundingBox())!;
  const view = tv.viewportSize()!;
  expect(box.x).toBeGreaterThanOrEqual(view.width * 0.05 - 1);
  expect(box.y).toBeGreaterThanOrEqual(view.height * 0.05 - 1);
  expect(box.x + box.width).toBeLessThanOrEqual(view.width * 0.95 + 1);
  expect(box.y + box.height).toBeLessThanOrEqual(view.height * 0.95 + 1);
}

/** Every page of a list, as the emulator answers it to Ada. */
const allPages = <T>(emulator: Parameters<typeof apiAs>[0], path: string): Promise<T[]> => allPagesAs<T>(emulator, ADA, path);
