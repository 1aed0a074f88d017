import { getList, type VideoContext } from './context.ts';
import { insert, remove } from './contextWrites.ts';
import type { OneOrMany, Paging, Parts, RequestOptions } from './params.ts';
import type { Subscription, SubscriptionListResponse } from '../../../wire/video/index.ts';

export type SubscriptionPart = 'contentDetails' | 'id' | 'snippet' | 'subscriberSnippet';
export type SubscriptionOrder = 'relevance' | 'unread' | 'alphabetical';

interface SubscriptionsListBase extends Paging {
  part: Parts<SubscriptionPart>;
}

/** mine: channels the user follows; mySubscribers: who follows the user (docs/reference/facts.md, Data API: the requests). Exactly one. */
export type SubscriptionsListParams =
  | (SubscriptionsListBase & {
      mine: true;
      mySubscribers?: never;
      order?: SubscriptionOrder;
      /** Only these channels: "does the user follow them?" in one call. */
      forChannelId?: OneOrMany<string>;
    })
  | (SubscriptionsListBase & { mySubscribers: true; mine?: never; order?: never; forChannelId?: never });

export function listSubscriptions(ctx: VideoContext, params: SubscriptionsListParams, options?: RequestOptions): Promise<SubscriptionListResponse> {
  return getList(ctx, '/subscriptions', params, 'user', ['subscriptions'], options);
}

export interface SubscriptionInsertBody {
  /** kind defaults to the provider's channel kind marker (`video#channel`). */
  snippet: { resourceId: { kind?: string; channelId: string } };
}

export interface SubscriptionInsertParams {
  part?: Parts<SubscriptionPart>;
  requestBody: SubscriptionInsertBody;
}

/** POST /subscriptions?part=snippet (50 units). Invalidates subscriptions, the feed and channel counts. */
export function insertSubscription(ctx: VideoContext, params: SubscriptionInsertParams, options?: Pick<RequestOptions, 'signal'>): Promise<Subscription> {
  const { resourceId } = params.requestBody.snippet;
  const body: SubscriptionInsertBody = { snippet: { resourceId: { kind: `${ctx.kindPrefix}#channel`, ...resourceId } } };
  return insert(ctx, '/subscriptions', body, params.part, FOLLOWING_LISTS, options);
}

/** Lists that show who follows whom: asked again after a subscription starts or ends. */
const FOLLOWING_LISTS = ['subscriptions', 'activities:home', 'activities:mine', 'channels'];

/** DELETE /subscriptions?id= (50 units): unsubscribes. `id` is the subscription's, not the channel's. */
export function deleteSubscription(ctx: VideoContext, params: { id: string }, options?: Pick<RequestOptions, 'signal'>): Promise<void> {
  return remove(ctx, '/subscriptions', params.id, FOLLOWING_LISTS, options);
}
