import { getList, type VideoContext } from './context.ts';
import type { Paging, Parts, RequestOptions } from './params.ts';
import type { ActivityListResponse } from '../../../wire/video/index.ts';

export type ActivityPart = 'contentDetails' | 'id' | 'snippet';

interface ActivitiesListBase extends Paging {
  part: Parts<ActivityPart>;
  /** Sent as RFC 3339 UTC, percent-encoded (docs/reference/facts.md, Data API: the requests). */
  publishedAfter?: Date;
  publishedBefore?: Date;
  regionCode?: string;
}

/**
 * mine: what the user did; home: the user's home feed; channelId: what one channel did
 * (docs/reference/facts.md, Data API: the requests). Exactly one. mine and home need the token.
 */
export type ActivitiesListParams =
  | (ActivitiesListBase & { mine: true; home?: never; channelId?: never })
  | (ActivitiesListBase & { home: true; mine?: never; channelId?: never })
  | (ActivitiesListBase & { channelId: string; mine?: never; home?: never });

export function listActivities(ctx: VideoContext, params: ActivitiesListParams, options?: RequestOptions): Promise<ActivityListResponse> {
  // Tagged by feed: adding to one's own playlist changes "mine" but not the home feed, and
  // following a channel changes neither what that channel did nor anyone else's.
  return getList(ctx, '/activities', params, 'user', [params.home ? 'activities:home' : params.mine ? 'activities:mine' : 'activities:channel'], options);
}
