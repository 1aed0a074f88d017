import { requireUser } from '../access.ts';
import { errors } from '../errors.ts';
import type { ListMethod } from '../method.ts';
import type { LifeCycleStatus, LiveBroadcastRecord } from '../model.ts';
import { QUOTA_COST } from '../quota.ts';
import { liveBroadcastResource } from '../resources/liveBroadcast.ts';

/** broadcastStatus groups life cycle states (discovery: active, upcoming, completed, all). */
const STATUS_GROUPS: Record<string, readonly LifeCycleStatus[] | undefined> = {
  active: ['live'],
  upcoming: ['created', 'ready', 'testing'],
  completed: ['complete'],
};

/**
 * GET /liveBroadcasts?mine=true (docs/reference/facts.md, Data API: the requests): the user's own
 * broadcasts, always with the user's token. broadcastStatus implies mine; id picks the user's
 * broadcasts by id.
 */
export const liveBroadcastsList: ListMethod<LiveBroadcastRecord> = {
  id: 'liveBroadcasts.list',
  resource: 'liveBroadcast',
  cost: QUOTA_COST.list,
  listKind: 'liveBroadcastListResponse',
  list({ params, caller, store }) {
    const ids = params.list('id');
    const mine = params.bool('mine');
    const status = params.string('broadcastStatus');
    if (ids && (mine || status)) throw errors.incompatibleParameters('id selects broadcasts by id: do not combine it with mine or broadcastStatus.');
    if (!ids && !mine && !status) throw errors.noFilter(['broadcastStatus', 'id', 'mine']);
    // Live streaming names an account without a channel its own way (errors.ts, noLinkedAccount).
    if (caller.kind === 'unlinked') throw errors.noLinkedAccount();
    const user = requireUser(caller, 'liveBroadcasts.list');
    const type = params.string('broadcastType') ?? 'event';
    const group = status ? STATUS_GROUPS[status] : undefined;
    const items = [...store.liveBroadcasts.values()]
      .filter((b) => b.channelId === user.channelId)
      .filter((b) => !ids || ids.includes(b.id))
      .filter((b) => !group || group.includes(b.lifeCycleStatus))
      // broadcastType defaults to event: the persistent (default) broadcast only with persistent or all.
      .filter((b) => ids || type === 'all' || type === 'broadcastTypeFilterUnspecified' || (type === 'persistent') === b.isDefaultBroadcast)
      .sort((a, b) => b.scheduledStartTime - a.scheduledStartTime || a.id.localeCompare(b.id));
    return { items, keyOf: (b) => b.id, render: liveBroadcastResource };
  },
};
