import { describe, expect, it } from 'vitest';
import { pages } from '../../src/api/video/pages.ts';
import type { Activity } from '../../wire/video/index.ts';
import { expectApiError } from './expectError.ts';
import { harnessForFile, type Harness } from './harness.ts';

const ADA = 'UCada0000000000000000001';
const DAY = 86_400_000;
const h = harnessForFile();

async function all(params: Parameters<ReturnType<Harness['client']>['activities']['list']>[0]) {
  const out: Activity[] = [];
  for await (const page of pages(h.client().activities.list, params)) out.push(...page.items!);
  return out;
}

describe('activities.list', () => {
  it('home: what followed channels did and recommendations for the user, newest first, of several types', async () => {
    const feed = await all({ part: ['snippet', 'contentDetails'], home: true, maxResults: 50 });
    expect(feed.length).toBeGreaterThan(100);
    expect(new Set(feed.map((a) => a.id)).size).toBe(feed.length);
    const times = feed.map((a) => a.snippet!.publishedAt!);
    expect(times).toEqual([...times].sort().reverse());
    const types = new Set(feed.map((a) => a.snippet!.type));
    for (const type of ['upload', 'recommendation', 'playlistItem', 'bulletin']) expect(types).toContain(type);
    expect(feed.every((a) => a.snippet!.channelId !== ADA)).toBe(true);
    // contentDetails holds one object named after the type.
    for (const a of feed.slice(0, 30)) expect(Object.keys(a.contentDetails!)).toEqual([a.snippet!.type]);
    // The newest upload of a followed channel has the HTML-looking title, among the first cards.
    expect(feed.slice(0, 20).some((a) => a.snippet!.title === '<img src=x onerror=alert(1)>')).toBe(true);
  });

  it('mine with publishedAfter and publishedBefore (RFC 3339, percent-encoded): only the user’s, inside the window', async () => {
    const everything = await all({ part: ['snippet'], mine: true, maxResults: 50 });
    expect(everything.every((a) => a.snippet!.channelId === ADA)).toBe(true);
    const newest = Date.parse(everything[0]!.snippet!.publishedAt!);
    const after = new Date(newest - 30 * DAY);
    const before = new Date(newest);
    const windowed = await all({ part: ['snippet'], mine: true, maxResults: 50, publishedAfter: after, publishedBefore: before });
    expect(windowed.length).toBeGreaterThan(0);
    expect(windowed.length).toBeLessThan(everything.length);
    for (const a of windowed) {
      const t = Date.parse(a.snippet!.publishedAt!);
      expect(t).toBeGreaterThan(after.getTime());
      expect(t).toBeLessThan(before.getTime());
    }
    expect((await h.stats()).requestLog.at(-1)).toMatch(/publishedAfter=\d{4}-\d\d-\d\dT\d\d%3A\d\d%3A\d\d\.000Z/);
  });

  it('channelId: what one followed channel did, its uploads among it, newest first, and no recommendations', async () => {
    const followed = (await h.client().subscriptions.list({ part: ['snippet'], mine: true, order: 'unread', maxResults: 1 })).items![0]!.snippet!.resourceId!.channelId!;
    const theirs = await all({ part: ['snippet', 'contentDetails'], channelId: followed, maxResults: 50 });
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.every((a) => a.snippet!.channelId === followed)).toBe(true);
    expect(theirs.some((a) => a.snippet!.type === 'upload')).toBe(true);
    expect(theirs.some((a) => a.snippet!.type === 'recommendation')).toBe(false);
    const times = theirs.map((a) => a.snippet!.publishedAt!);
    expect(times).toEqual([...times].sort().reverse());
    expect((await h.stats()).requestLog.at(-1)).toMatch(/channelId=/);
  });

  it('home and mine without a token are 401; together they are 400 incompatibleParameters', async () => {
    await expectApiError(h.anonymousClient().activities.list({ part: ['snippet'], home: true }), { status: 401 });
    await expectApiError(h.anonymousClient().activities.list({ part: ['snippet'], mine: true }), { status: 401 });
    // @ts-expect-error mine and home are exclusive variants.
    await expectApiError(h.client().activities.list({ part: ['snippet'], mine: true, home: true }), { status: 400, reason: 'incompatibleParameters' });
  });

  it('a window that ends before it starts is 400 invalidParameter', async () => {
    await expectApiError(h.client().activities.list({ part: ['id'], mine: true, publishedAfter: new Date('2024-02-01T00:00:00Z'), publishedBefore: new Date('2024-01-01T00:00:00Z') }), { status: 400, reason: 'invalidParameter' });
  });
});
