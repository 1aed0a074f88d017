import { requireCredentials, requireUser } from '../access.ts';
import { VIDEO_CATEGORY_IDS, categoryOf } from '../categories.ts';
import { errors } from '../errors.ts';
import { chooseFilter } from '../filters.ts';
import type { ListMethod } from '../method.ts';
import type { VideoRecord } from '../model.ts';
import { QUOTA_COST } from '../quota.ts';
import { videoResource } from '../resources/video.ts';
import { canSeeVideo, ownsChannel } from '../resources/view.ts';

/** The real service takes at most 50 ids in one call. */
export const MAX_IDS = 50;
/** The real mostPopular chart stops at 200 videos. */
const CHART_LENGTH = 200;
/** Parts only the video's owner may read (the "Videos: list" reference, error forbidden). */
const OWNER_ONLY = ['fileDetails', 'processingDetails', 'suggestions'];

/**
 * GET /videos (the Data API v3 "Videos: list" reference): exactly one of id (at most 50, in one
 * page: maxResults and pageToken do not apply; unknown ids and others' private videos are simply
 * absent), myRating (the user's liked videos, from the likes playlist, paged; dislikes are not
 * kept, so that list is empty) or chart=mostPopular (public videos that are not live or upcoming,
 * most viewed first, optionally of one videoCategoryId). hl fills snippet.localized from the
 * video's translations (resources/localized.ts); regionCode changes nothing: one catalog for
 * every region.
 */
export const videosList: ListMethod<VideoRecord> = {
  id: 'videos.list',
  resource: 'video',
  cost: QUOTA_COST.list,
  listKind: 'videoListResponse',
  list({ params, caller, store, view, parts }) {
    const filter = chooseFilter(params, 'videos.list', ['chart', 'id', 'myRating'], ['chart', 'id', 'myRating'] as const);
    let items: VideoRecord[];
    let unpaged = false;
    if (filter === 'id') {
      requireCredentials(caller);
      const ids = params.list('id')!;
      if (ids.length > MAX_IDS) throw errors.invalidParameter('id', `The id parameter lists ${ids.length} videos: one videos.list call takes at most ${MAX_IDS} ids.`);
      items = [...new Set(ids)].map((id) => store.videos.get(id)).filter((v): v is VideoRecord => v !== undefined && canSeeVideo(view, v));
      unpaged = true;
    } else if (filter === 'myRating') {
      const user = requireUser(caller, 'myRating');
      const rating = params.string('myRating');
      if (rating === 'none') throw errors.invalidParameter('myRating', 'myRating must be like or dislike.');
      const likes = store.playlists.get(store.channels.get(user.channelId)!.relatedPlaylists.likes);
      const liked = rating === 'like' ? (likes?.items ?? []) : [];
      items = liked.map((item) => store.videos.get(item.videoId)).filter((v): v is VideoRecord => v !== undefined && canSeeVideo(view, v));
    } else {
      requireCredentials(caller);
      if (params.string('chart') !== 'mostPopular') throw errors.videoChartNotFound();
      const category = params.has('videoCategoryId') ? params.string('videoCategoryId')! : '0';
      if (category !== '0' && !VIDEO_CATEGORY_IDS.has(category)) throw errors.videoChartNotFound();
      items = [...store.videos.values()]
        .filter((v) => v.privacyStatus === 'public' && v.liveBroadcastContent !== 'live' && v.liveBroadcastContent !== 'upcoming')
        .filter((v) => category === '0' || categoryOf(v) === category)
        .sort((a, b) => b.viewCount - a.viewCount || a.id.localeCompare(b.id))
        .slice(0, CHART_LENGTH);
    }
    if (OWNER_ONLY.some((part) => parts.has(part)) && items.some((v) => !ownsChannel(view, v.channelId))) throw errors.videoPartsForbidden();
    const limits = { maxWidth: params.has('maxWidth') ? params.int('maxWidth') : undefined, maxHeight: params.has('maxHeight') ? params.int('maxHeight') : undefined };
    return { items, keyOf: (v) => v.id, render: (v, video) => videoResource(v, video, limits), unpaged };
  },
};
