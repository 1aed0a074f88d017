import { getList, type VideoContext } from './context.ts';
import type { OneOrMany, Paging, Parts, RequestOptions } from './params.ts';
import type { ChannelListResponse } from '../../../wire/video/index.ts';

export type ChannelPart = 'auditDetails' | 'brandingSettings' | 'contentDetails' | 'contentOwnerDetails' | 'id' | 'localizations' | 'snippet' | 'statistics' | 'status' | 'topicDetails';

interface ChannelsListBase extends Paging {
  part: Parts<ChannelPart>;
  hl?: string;
}

/** Either the user's own channel (mine, token) or channels by id (public, key): never both. */
export type ChannelsListParams = (ChannelsListBase & { mine: true; id?: never }) | (ChannelsListBase & { id: OneOrMany<string>; mine?: never });

/** GET /channels (part, mine=true: docs/reference/facts.md, Data API: the requests; id: channels.list in the discovery document). */
export function listChannels(ctx: VideoContext, params: ChannelsListParams, options?: RequestOptions): Promise<ChannelListResponse> {
  return getList(ctx, '/channels', params, params.mine ? 'user' : 'key', ['channels'], options);
}
