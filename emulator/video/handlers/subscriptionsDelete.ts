import { requireWriter } from '../access.ts';
import { errors } from '../errors.ts';
import type { DeleteMethod } from '../method.ts';
import { QUOTA_COST } from '../quota.ts';

/**
 * DELETE /subscriptions?id=... (the Data API v3 "Subscriptions: delete" reference): 204 with no
 * body; 404 subscriptionNotFound for an id the service does not know; 403 when the subscription
 * is someone else's. 50 quota units.
 */
export const subscriptionsDelete: DeleteMethod = {
  id: 'subscriptions.delete',
  resource: 'subscription',
  cost: QUOTA_COST.delete,
  remove({ caller, params, store }) {
    const user = requireWriter(caller, 'unsubscribing');
    const record = store.subscriptionById(params.string('id')!);
    if (!record) throw errors.subscriptionNotFound();
    if (record.subscriberChannelId !== user.channelId) throw errors.subscriptionDeleteForbidden();
    store.removeSubscription(record);
  },
};
