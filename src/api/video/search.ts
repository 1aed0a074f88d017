import { getList, type VideoContext } from './context.ts';
import type { Paging, Parts, RequestOptions } from './params.ts';
import type { SearchListResponse } from '../../../wire/video/index.ts';

export type SearchPart = 'id' | 'snippet';
export type SearchType = 'video' | 'channel' | 'playlist';
export type SearchOrder = 'date' | 'rating' | 'relevance' | 'title' | 'videoCount' | 'viewCount';
export type SafeSearch = 'moderate' | 'none' | 'strict';

interface SearchBase extends Paging {
  part: Parts<SearchPart>;
  /** Words; `-word` excludes, `a|b` either. */
  q?: string;
  order?: SearchOrder;
  /** A topic id (see topics.ts). */
  topicId?: string;
  channelId?: string;
  publishedAfter?: Date;
  publishedBefore?: Date;
  regionCode?: string;
  relevanceLanguage?: string;
  safeSearch?: SafeSearch;
}

/** Filters that apply to videos only: they need type 'video' (docs/reference/facts.md, Data API: search). */
export interface VideoFilters {
  videoDefinition?: 'any' | 'high' | 'standard';
  videoEmbeddable?: 'any' | 'true';
  videoCaption?: 'any' | 'closedCaption' | 'none';
  videoDuration?: 'any' | 'short' | 'medium' | 'long';
  videoDimension?: 'any' | '2d' | '3d';
  videoLicense?: 'any' | 'youtube' | 'creativeCommon';
  videoType?: 'any' | 'movie' | 'episode';
  videoSyndicated?: 'any' | 'true';
  videoPaidProductPlacement?: 'any' | 'true';
  videoCategoryId?: string;
  eventType?: 'none' | 'upcoming' | 'live' | 'completed';
}

type Without<T> = { [K in keyof T]?: never };

/** The filters a forMine search may not use. */
type NotWithForMine = 'videoDefinition' | 'videoDimension' | 'videoDuration' | 'videoEmbeddable' | 'videoLicense' | 'videoPaidProductPlacement' | 'videoSyndicated' | 'videoType';

/**
 * Three shapes, so a wrong combination does not compile:
 * - any type(s), no video filters (key);
 * - type 'video' with video filters (key);
 * - forMine: the user's own videos, type 'video', without the filters forMine refuses (token).
 */
export type SearchListParams =
  | (SearchBase & Without<VideoFilters> & { type?: SearchType | readonly SearchType[]; forMine?: never })
  | (SearchBase & VideoFilters & { type: 'video'; forMine?: never })
  | (SearchBase & Omit<VideoFilters, NotWithForMine> & Without<Pick<VideoFilters, NotWithForMine>> & { type: 'video'; forMine: true });

/** GET /search (100 units): with the key, or with the token for forMine (docs/reference/facts.md, Data API: credentials). */
export function listSearch(ctx: VideoContext, params: SearchListParams, options?: RequestOptions): Promise<SearchListResponse> {
  return getList(ctx, '/search', params, params.forMine ? 'user' : 'key', ['search'], options);
}
