import { describe, expect, it } from 'vitest';
import { pages } from '../../src/api/video/pages.ts';
import { expectApiError } from './expectError.ts';
import { harnessForFile, type Harness } from './harness.ts';

const ADA = 'UCada0000000000000000001';
const h = harnessForFile();

async function all(params: Parameters<ReturnType<Harness['client']>['subscriptions']['list']>[0], account = 'acct-ada') {
  const out = [];
  for await (const page of pages(h.client(account).subscriptions.list, params)) out.push(...page.items!);
  return out;
}

describe('subscriptions.list', () => {
  it('mine: the channels the user follows, each once, with the subscriber’s snippet', async () => {
    const subs = await all({ part: ['snippet', 'contentDetails', 'subscriberSnippet'], mine: true, maxResults: 7 });
    expect(subs.length).toBeGreaterThanOrEqual(10);
    expect(new Set(subs.map((s) => s.id)).size).toBe(subs.length);
    expect(subs[0]).toMatchObject({ kind: 'video#subscription', snippet: { channelId: ADA, resourceId: { kind: 'video#channel' } }, subscriberSnippet: { channelId: ADA, title: 'Ada Lovelace' } });
    expect(subs.map((s) => s.snippet!.title)).toContain('The <b>Bold</b> Channel');
    expect(subs[0]!.contentDetails!.totalItemCount).toBeGreaterThanOrEqual(0);
  });

  it('orders alphabetically on request', async () => {
    const titles = (await all({ part: ['snippet'], mine: true, maxResults: 50, order: 'alphabetical' })).map((s) => s.snippet!.title!);
    expect(titles).toEqual([...titles].sort(new Intl.Collator('und', { sensitivity: 'base', numeric: true }).compare));
  });

  it('forChannelId answers "does the user follow these?"', async () => {
    const [followed] = await all({ part: ['snippet'], mine: true, maxResults: 1 });
    const only = await h.client().subscriptions.list({ part: ['id'], mine: true, forChannelId: [followed!.snippet!.resourceId!.channelId!, 'UCnotfollowed'] });
    expect(only.items).toHaveLength(1);
  });

  it('mySubscribers: who follows the user, newest first', async () => {
    const subs = await all({ part: ['snippet', 'subscriberSnippet'], mySubscribers: true, maxResults: 50 });
    expect(subs.length).toBeGreaterThanOrEqual(5);
    expect(subs.every((s) => s.snippet!.resourceId!.channelId === ADA)).toBe(true);
    const times = subs.map((s) => s.snippet!.publishedAt!);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('needs a token (401) and one filter only', async () => {
    await expectApiError(h.anonymousClient().subscriptions.list({ part: ['id'], mine: true }), { status: 401 });
    // @ts-expect-error mine and mySubscribers are exclusive variants.
    await expectApiError(h.client().subscriptions.list({ part: ['id'], mine: true, mySubscribers: true }), { status: 400, reason: 'incompatibleParameters' });
  });
});

describe('subscriptions.insert', () => {
  const catalogChannel = async () => {
    const followed = new Set((await all({ part: ['snippet'], mine: true, maxResults: 50 }, 'acct-hedy')).map((s) => s.snippet!.resourceId!.channelId));
    const found = await h.anonymousClient().search.list({ part: ['id'], type: 'channel', maxResults: 50 });
    return found.items!.map((r) => r.id!.channelId!).find((id) => !followed.has(id) && !id.startsWith('UCada') && !id.startsWith('UChedy'))!;
  };

  it('subscribes with snippet.resourceId {kind, channelId}, then refuses the duplicate', async () => {
    const hedy = h.client('acct-hedy');
    const channelId = await catalogChannel();
    const created = await hedy.subscriptions.insert({ requestBody: { snippet: { resourceId: { channelId } } } });
    expect(created).toMatchObject({ kind: 'video#subscription', snippet: { resourceId: { kind: 'video#channel', channelId }, channelId: 'UChedy000000000000000004' } });
    const mine = await all({ part: ['snippet'], mine: true, maxResults: 50 }, 'acct-hedy');
    expect(mine.some((s) => s.id === created.id)).toBe(true);
    await expectApiError(hedy.subscriptions.insert({ requestBody: { snippet: { resourceId: { channelId } } } }), { status: 400, reason: 'subscriptionDuplicate', domain: 'video.subscription' });
    // The subscription shows in the user's own activities.
    const acts = await hedy.activities.list({ part: ['snippet', 'contentDetails'], mine: true, maxResults: 1 });
    expect(acts.items![0]).toMatchObject({ snippet: { type: 'subscription' }, contentDetails: { subscription: { resourceId: { channelId } } } });
  });

  it('subscribing to one’s own channel is 400 subscriptionForbidden', async () => {
    await expectApiError(h.client().subscriptions.insert({ requestBody: { snippet: { resourceId: { channelId: ADA } } } }), { status: 400, reason: 'subscriptionForbidden' });
  });

  it('an unknown channel is 404 publisherNotFound', async () => {
    await expectApiError(h.client().subscriptions.insert({ requestBody: { snippet: { resourceId: { channelId: 'UCnobodyhome' } } } }), { status: 404, reason: 'publisherNotFound' });
  });

  it('a wrong kind marker is refused', async () => {
    await expectApiError(h.client().subscriptions.insert({ requestBody: { snippet: { resourceId: { kind: 'video#video', channelId: 'UCgrace00000000000000002' } } } }), { status: 400, reason: 'invalidValue' });
  });

  it('a read-only token is 403 insufficientPermissions', async () => {
    await expectApiError(h.readOnlyClient().subscriptions.insert({ requestBody: { snippet: { resourceId: { channelId: 'UCgrace00000000000000002' } } } }), { status: 403, reason: 'insufficientPermissions' });
  });
});

describe('subscriptions.delete', () => {
  it('unsubscribes by the subscription id: 204, gone from the list and from forChannelId, 50 units', async () => {
    const hedy = h.client('acct-hedy');
    const [first] = await all({ part: ['snippet'], mine: true, maxResults: 1 }, 'acct-hedy');
    const channelId = first!.snippet!.resourceId!.channelId!;
    const before = (await h.stats()).quotaUsed;
    await expect(hedy.subscriptions.delete({ id: first!.id! })).resolves.toBeUndefined();
    expect((await h.stats()).quotaUsed - before).toBe(50);
    const mine = await all({ part: ['snippet'], mine: true, maxResults: 50 }, 'acct-hedy');
    expect(mine.some((s) => s.id === first!.id)).toBe(false);
    const asked = await hedy.subscriptions.list({ part: ['id'], mine: true, forChannelId: channelId });
    expect(asked.items).toHaveLength(0);
    // Gone means gone: a second delete does not find it, and subscribing again works.
    await expectApiError(hedy.subscriptions.delete({ id: first!.id! }), { status: 404, reason: 'subscriptionNotFound', domain: 'video.subscription' });
    await expect(hedy.subscriptions.insert({ requestBody: { snippet: { resourceId: { channelId } } } })).resolves.toMatchObject({ snippet: { resourceId: { channelId } } });
  });

  it("someone else's subscription is 403, and stays", async () => {
    const [adas] = await all({ part: ['snippet'], mine: true, maxResults: 1 });
    await expectApiError(h.client('acct-hedy').subscriptions.delete({ id: adas!.id! }), { status: 403, reason: 'subscriptionForbidden' });
    expect((await all({ part: ['snippet'], mine: true, maxResults: 50 })).some((s) => s.id === adas!.id)).toBe(true);
  });
});
