import { requireWriter } from '../access.ts';
import { at, partOf } from '../body.ts';
import { errors } from '../errors.ts';
import type { InsertMethod } from '../method.ts';
import { QUOTA_COST } from '../quota.ts';
import { subscriptionResource } from '../resources/subscription.ts';

/** POST /subscriptions?part=snippet with snippet.resourceId {kind: <prefix>#channel, channelId} (docs/reference/facts.md, Data API: inserts). */
export const subscriptionsInsert: InsertMethod = {
  id: 'subscriptions.insert',
  resource: 'subscription',
  cost: QUOTA_COST.insert,
  insert({ caller, parts, store, view, now, prefix }, body) {
    const user = requireWriter(caller, 'subscribing');
    const snippet = partOf(body, parts, 'snippet');
    const kind = at(snippet, 'resourceId.kind');
    const channelId = at(snippet, 'resourceId.channelId');
    // resourceId names its type (docs/reference/facts.md, Data API: inserts): a missing kind is refused like a wrong one.
    if (kind !== `${prefix}#channel`) throw errors.invalidValue('snippet.resourceId.kind', `expected ${prefix}#channel, got ${JSON.stringify(kind) ?? 'nothing'}.`);
    if (typeof channelId !== 'string' || channelId === '') throw errors.required('snippet.resourceId.channelId');
    if (!store.channels.has(channelId)) throw errors.publisherNotFound(channelId);
    if (channelId === user.channelId) throw errors.subscriptionForbidden();
    if (store.isSubscribed(user.channelId, channelId)) throw errors.subscriptionDuplicate();
    return subscriptionResource(view, store.addSubscription(user.channelId, channelId, now));
  },
};
