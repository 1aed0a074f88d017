import { getList, type VideoContext } from './context.ts';
import type { OneOrMany, Paging, Parts, RequestOptions } from './params.ts';
import type { VideoListResponse } from '../../../wire/video/index.ts';

export type VideoPart = 'contentDetails' | 'id' | 'liveStreamingDetails' | 'localizations' | 'player' | 'snippet' | 'statistics' | 'status' | 'topicDetails';

interface VideosListBase {
  part: Parts<VideoPart>;
  /** Localized snippet text where the service has it (discovery: hl). */
  hl?: string;
}

/**
 * videos.list (the platform's Data API v3 reference, "Videos: list"): exactly one filter.
 * id: up to 50 ids in one call, unknown ids simply absent (paging parameters do not apply);
 * myRating: the signed-in viewer's liked (or disliked) videos, paged; chart: a public chart, paged.
 */
export type VideosListParams =
  | (VideosListBase & { id: OneOrMany<string>; myRating?: never; chart?: never })
  | (VideosListBase & Paging & { myRating: 'like' | 'dislike'; id?: never; chart?: never })
  | (VideosListBase & Paging & { chart: 'mostPopular'; regionCode?: string; id?: never; myRating?: never });

/** At most this many ids in one videos.list call (discovery: maxResults maximum; the service refuses more ids). */
export const VIDEO_IDS_PER_CALL = 50;

/** GET /videos with the viewer's token, so their own private uploads are found too. */
export function listVideos(ctx: VideoContext, params: VideosListParams, options?: RequestOptions): Promise<VideoListResponse> {
  const ids = params.id === undefined ? [] : typeof params.id === 'string' ? [params.id] : params.id;
  if (ids.length > VIDEO_IDS_PER_CALL) return Promise.reject(new RangeError(`videos.list takes at most ${VIDEO_IDS_PER_CALL} ids, got ${ids.length}`));
  return getList(ctx, '/videos', params, 'user', ['videos'], options);
}
