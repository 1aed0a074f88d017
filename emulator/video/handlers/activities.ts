import { requireCredentials, requireUser } from '../access.ts';
import { errors } from '../errors.ts';
import { chooseFilter } from '../filters.ts';
import type { ListMethod } from '../method.ts';
import type { ActivityRecord, ActivityType } from '../model.ts';
import { QUOTA_COST } from '../quota.ts';
import { activityResource } from '../resources/activity.ts';

/** What the home feed shows of the channels one follows. */
const HOME_TYPES = new Set<ActivityType>(['upload', 'bulletin', 'playlistItem', 'like', 'favorite', 'channelItem', 'social']);

/**
 * GET /activities (docs/reference/facts.md, Data API: the requests): mine=true with optional
 * publishedAfter / publishedBefore (RFC 3339), or home=true, the user's home feed: what the
 * followed channels did, and the recommendations made for this user. Newest first.
 */
export const activitiesList: ListMethod<ActivityRecord> = {
  id: 'activities.list',
  resource: 'activity',
  cost: QUOTA_COST.list,
  listKind: 'activityListResponse',
  list({ params, caller, store }) {
    const filter = chooseFilter(params, 'activities.list', ['channelId', 'home', 'mine'], ['channelId', 'home', 'mine'] as const);
    const after = params.time('publishedAfter');
    const before = params.time('publishedBefore');
    if (after !== undefined && before !== undefined && after >= before) throw errors.invalidParameter('publishedBefore', 'publishedBefore must be later than publishedAfter.');
    let keep: (a: ActivityRecord) => boolean;
    if (filter === 'home') {
      const user = requireUser(caller, 'home=true');
      const followed = new Set(store.subscriptionsOf(user.channelId).map((s) => s.channelId));
      keep = (a) => (a.type === 'recommendation' ? a.audienceChannelId === user.channelId : followed.has(a.channelId) && HOME_TYPES.has(a.type));
    } else {
      let channelId: string;
      if (filter === 'mine') channelId = requireUser(caller, 'mine=true').channelId;
      else {
        requireCredentials(caller);
        channelId = params.string('channelId')!;
      }
      keep = (a) => a.channelId === channelId && a.type !== 'recommendation';
    }
    const items = store.activities.filter((a) => keep(a) && (after === undefined || a.publishedAt > after) && (before === undefined || a.publishedAt < before));
    return { items, keyOf: (a) => a.id, render: activityResource };
  },
};
