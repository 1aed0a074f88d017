import { requireCredentials, requireUser } from '../access.ts';
import { errors } from '../errors.ts';
import { chooseFilter } from '../filters.ts';
import type { ListMethod } from '../method.ts';
import type { SubscriptionRecord } from '../model.ts';
import { QUOTA_COST } from '../quota.ts';
import { subscriptionResource } from '../resources/subscription.ts';
import type { VideoStore } from '../store.ts';

const FILTERS = ['channelId', 'id', 'mine', 'myRecentSubscribers', 'mySubscribers'];
const collator = new Intl.Collator('und', { sensitivity: 'base', numeric: true });

function newestFirst(a: SubscriptionRecord, b: SubscriptionRecord): number {
  return b.publishedAt - a.publishedAt || a.id.localeCompare(b.id);
}

/** The discovery's orders for a subscriber's list: relevance (newest first here), unread (latest upload first), alphabetical. */
function ordered(store: VideoStore, subs: SubscriptionRecord[], order: string | undefined): SubscriptionRecord[] {
  const title = (s: SubscriptionRecord) => store.channels.get(s.channelId)!.title;
  const latest = (s: SubscriptionRecord) => store.publicVideosOf(s.channelId).reduce((max, v) => Math.max(max, v.publishedAt), 0);
  switch (order) {
    case 'alphabetical':
      return subs.sort((a, b) => collator.compare(title(a), title(b)) || a.id.localeCompare(b.id));
    case 'unread':
      return subs.sort((a, b) => latest(b) - latest(a) || a.id.localeCompare(b.id));
    default:
      return subs.sort(newestFirst);
  }
}

/** GET /subscriptions (docs/reference/facts.md, Data API: the requests): mine=true (whom the user follows) or mySubscribers=true (who follows the user). */
export const subscriptionsList: ListMethod<SubscriptionRecord> = {
  id: 'subscriptions.list',
  resource: 'subscription',
  cost: QUOTA_COST.list,
  listKind: 'subscriptionListResponse',
  list({ params, caller, store }) {
    const filter = chooseFilter(params, 'subscriptions.list', FILTERS, ['channelId', 'mine', 'myRecentSubscribers', 'mySubscribers'] as const);
    let items: SubscriptionRecord[];
    if (filter === 'mine' || filter === 'channelId') {
      let subscriber: string;
      if (filter === 'mine') subscriber = requireUser(caller, 'mine=true').channelId;
      else {
        requireCredentials(caller);
        subscriber = params.string('channelId')!;
        if (!store.channels.has(subscriber)) throw errors.channelNotFound(subscriber);
      }
      items = store.subscriptionsOf(subscriber);
      // forChannelId: "is the user subscribed to these channels?" in one call.
      // A comma-separated string in the discovery document (not a repeated parameter).
      const only = params.string('forChannelId')?.split(',').map((id) => id.trim());
      if (only) items = items.filter((s) => only.includes(s.channelId));
      items = ordered(store, items, params.string('order'));
    } else {
      if (params.has('order')) throw errors.incompatibleParameters(`order applies to mine and channelId, not to ${filter}.`);
      const user = requireUser(caller, `${filter}=true`);
      items = store.subscribersOf(user.channelId).sort(newestFirst);
    }
    if (params.has('forChannelId') && filter !== 'mine' && filter !== 'channelId') throw errors.incompatibleParameters(`forChannelId applies to mine and channelId, not to ${filter}.`);
    return { items, keyOf: (s) => s.id, render: subscriptionResource };
  },
};
