import { getList, type VideoContext } from './context.ts';
import type { OneOrMany, Paging, Parts, RequestOptions } from './params.ts';
import type { LiveBroadcastListResponse } from '../../../wire/video/index.ts';

export type LiveBroadcastPart = 'contentDetails' | 'id' | 'monetizationDetails' | 'snippet' | 'statistics' | 'status';
export type BroadcastStatus = 'all' | 'active' | 'upcoming' | 'completed';
/** event is the service's default: the persistent (default) broadcast shows only with persistent or all. */
export type BroadcastType = 'all' | 'event' | 'persistent';

interface LiveBroadcastsListBase extends Paging {
  part: Parts<LiveBroadcastPart>;
}

/** The user's own broadcasts (mine=true: docs/reference/facts.md, Data API: the requests), optionally by state, or by id. Token only. */
export type LiveBroadcastsListParams =
  | (LiveBroadcastsListBase & { mine: true; broadcastStatus?: BroadcastStatus; broadcastType?: BroadcastType; id?: never })
  | (LiveBroadcastsListBase & { id: OneOrMany<string>; mine?: never; broadcastStatus?: never; broadcastType?: never });

export function listLiveBroadcasts(ctx: VideoContext, params: LiveBroadcastsListParams, options?: RequestOptions): Promise<LiveBroadcastListResponse> {
  return getList(ctx, '/liveBroadcasts', params, 'user', ['liveBroadcasts'], options);
}
