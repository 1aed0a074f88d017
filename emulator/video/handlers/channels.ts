import { requireCredentials, requireUser } from '../access.ts';
import { chooseFilter } from '../filters.ts';
import type { ListMethod } from '../method.ts';
import type { ChannelRecord } from '../model.ts';
import { QUOTA_COST } from '../quota.ts';
import { channelResource } from '../resources/channel.ts';

const FILTERS = ['categoryId', 'forHandle', 'forUsername', 'id', 'managedByMe', 'mine', 'mySubscribers'];

/** GET /channels: mine=true (docs/reference/facts.md, Data API: the requests) or id (public, with key); also forHandle and mySubscribers. */
export const channelsList: ListMethod<ChannelRecord> = {
  id: 'channels.list',
  resource: 'channel',
  cost: QUOTA_COST.list,
  listKind: 'channelListResponse',
  list({ params, caller, store }) {
    const filter = chooseFilter(params, 'channels.list', FILTERS, ['id', 'mine', 'forHandle', 'mySubscribers'] as const);
    let items: ChannelRecord[];
    switch (filter) {
      case 'mine': {
        // An account without a channel has none to list: an empty list, not an error, as the real
        // service answers it (the way a client finds out the account must create a channel).
        if (caller.kind === 'unlinked') {
          items = [];
          break;
        }
        const user = requireUser(caller, 'mine=true');
        items = [store.channels.get(user.channelId)!];
        break;
      }
      case 'mySubscribers': {
        const user = requireUser(caller, 'mySubscribers=true');
        items = store.subscribersOf(user.channelId).map((s) => store.channels.get(s.subscriberChannelId)!);
        break;
      }
      case 'id': {
        requireCredentials(caller);
        // Unknown ids are left out, not an error, as on the real service.
        items = [...new Set(params.list('id')!)].map((id) => store.channels.get(id)).filter((c): c is ChannelRecord => c !== undefined);
        break;
      }
      case 'forHandle': {
        requireCredentials(caller);
        const handle = params.string('forHandle')!.replace(/^@?/, '@').toLowerCase();
        items = [...store.channels.values()].filter((c) => c.customUrl.toLowerCase() === handle);
        break;
      }
    }
    return { items, keyOf: (c) => c.id, render: channelResource };
  },
};
