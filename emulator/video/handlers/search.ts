import { requireCredentials, requireUser } from '../access.ts';
import { categoryOf } from '../categories.ts';
import { errors } from '../errors.ts';
import type { Call, ListMethod } from '../method.ts';
import type { VideoRecord } from '../model.ts';
import type { Params } from '../params.ts';
import { QUOTA_COST } from '../quota.ts';
import { searchResultResource, type SearchHit } from '../resources/searchResult.ts';
import { parseQuery, score } from '../searchQuery.ts';

const TYPES = ['video', 'channel', 'playlist'] as const;

/** Filters that only make sense for videos: they need type=video (docs/reference/facts.md, Data API: search). */
const VIDEO_ONLY = ['eventType', 'videoCaption', 'videoCategoryId', 'videoDefinition', 'videoDimension', 'videoDuration', 'videoEmbeddable', 'videoLicense', 'videoPaidProductPlacement', 'videoSyndicated', 'videoType'];
/** Filters a forMine search may not use (discovery / reference of search.list). */
const NOT_WITH_FOR_MINE = ['videoDefinition', 'videoDimension', 'videoDuration', 'videoEmbeddable', 'videoLicense', 'videoPaidProductPlacement', 'videoSyndicated', 'videoType'];

const collator = new Intl.Collator('und', { sensitivity: 'base', numeric: true });

interface Scored {
  hit: SearchHit;
  key: string;
  score: number;
}

function validate(params: Params): Set<string> {
  const types = params.list('type') ?? [...TYPES];
  for (const t of types) if (!(TYPES as readonly string[]).includes(t)) throw errors.invalidParameter('type', `Invalid type '${t}'. Use video, channel or playlist.`);
  const onlyVideos = types.length > 0 && types.every((t) => t === 'video') && params.has('type');
  const videoFilters = VIDEO_ONLY.filter((name) => params.has(name));
  if (videoFilters.length && !onlyVideos) throw errors.incompatibleParameters(`${videoFilters.join(', ')} filter videos only: set type=video as well.`);
  if (params.bool('forMine')) {
    if (!onlyVideos) throw errors.incompatibleParameters('forMine searches your videos: set type=video as well.');
    const clash = NOT_WITH_FOR_MINE.filter((name) => params.has(name));
    if (clash.length) throw errors.incompatibleParameters(`forMine cannot be combined with ${clash.join(', ')}.`);
  }
  for (const name of ['location', 'locationRadius', 'forDeveloper', 'relatedToVideoId']) if (params.has(name)) throw errors.notImplemented(`the ${name} parameter of search.list`);
  return new Set(types);
}

/** Video-only filters; "any" (and the unspecified values) filter nothing. */
function videoMatches(params: Params, video: VideoRecord): boolean {
  const is = (name: string, value: string) => params.string(name) === value;
  if (is('videoDefinition', 'high') && video.definition !== 'hd') return false;
  if (is('videoDefinition', 'standard') && video.definition !== 'sd') return false;
  if (is('videoCaption', 'closedCaption') && !video.caption) return false;
  if (is('videoCaption', 'none') && video.caption) return false;
  if (is('videoEmbeddable', 'true') && !video.embeddable) return false;
  const minutes = video.durationSeconds / 60;
  if (is('videoDuration', 'short') && !(minutes < 4)) return false;
  if (is('videoDuration', 'medium') && !(minutes >= 4 && minutes <= 20)) return false;
  if (is('videoDuration', 'long') && !(minutes > 20)) return false;
  const eventType = params.string('eventType');
  if (eventType && video.liveBroadcastContent !== eventType) return false;
  // Every seeded video is 2D, standard-licensed, syndicated and neither a movie nor an episode.
  if (is('videoDimension', '3d') || is('videoLicense', 'creativeCommon') || is('videoType', 'movie') || is('videoType', 'episode')) return false;
  const category = params.string('videoCategoryId');
  if (category !== undefined && categoryOf(video) !== category) return false;
  return true;
}

function sortKey(order: string | undefined, call: Call): (a: Scored, b: Scored) => number {
  const views = (h: SearchHit) =>
    h.type === 'video' ? h.record.viewCount : h.type === 'channel' ? call.store.publicVideosOf(h.record.id).reduce((s, v) => s + v.viewCount, 0) : 0;
  const published = (h: SearchHit) => h.record.publishedAt;
  const popularity = (h: SearchHit) => {
    if (h.type === 'video') return h.record.viewCount;
    if (h.type === 'channel') return call.store.subscriberCount(h.record);
    const views = h.record.items.map((i) => call.store.videos.get(i.videoId)?.viewCount ?? 0);
    return views.length ? views.reduce((x, y) => x + y, 0) / views.length : 0;
  };
  const rating = (h: SearchHit) => (h.type === 'video' && h.record.viewCount > 0 ? h.record.likeCount / h.record.viewCount : -1);
  const videoCount = (h: SearchHit) => (h.type === 'channel' ? call.store.publicVideosOf(h.record.id).length : -1);
  // Each key is computed once per hit, not once per comparison.
  const by = (f: (h: SearchHit) => number) => {
    const memo = new Map<SearchHit, number>();
    const get = (h: SearchHit) => {
      let v = memo.get(h);
      if (v === undefined) memo.set(h, (v = f(h)));
      return v;
    };
    return (a: Scored, b: Scored) => get(b.hit) - get(a.hit);
  };
  const byPopularity = by(popularity);
  const primary: (a: Scored, b: Scored) => number = (() => {
    switch (order) {
      case 'date':
        return by(published);
      case 'rating':
        return by(rating);
      case 'viewCount':
        return by(views);
      case 'videoCount':
        return by(videoCount);
      case 'title':
        return (a: Scored, b: Scored) => collator.compare(a.hit.record.title, b.hit.record.title);
      default:
        // relevance: how well the words match, then popularity, comparable across kinds.
        return (a: Scored, b: Scored) => b.score - a.score || byPopularity(a, b);
    }
  })();
  return (a, b) => primary(a, b) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
}

/**
 * GET /search (docs/reference/facts.md, Data API: the requests): q, type, order, forMine,
 * videoDefinition, videoEmbeddable, videoCaption, topicId, channelId, publishedAfter/Before. Public
 * search needs the key; forMine the user's token. Results are computed per request and are not
 * stored resources.
 */
export const searchList: ListMethod<Scored> = {
  id: 'search.list',
  resource: 'searchResult',
  cost: QUOTA_COST.search,
  listKind: 'searchListResponse',
  list(call) {
    const { params, caller, store } = call;
    const types = validate(params);
    const forMine = params.bool('forMine');
    const owner = forMine ? requireUser(caller, 'forMine=true').channelId : undefined;
    if (!forMine) requireCredentials(caller);
    const query = parseQuery(params.string('q'));
    const channelId = params.string('channelId');
    const topicId = params.string('topicId');
    const after = params.time('publishedAfter');
    const before = params.time('publishedBefore');
    const common = (record: { publishedAt: number }, ownerId: string, topics: readonly string[] | undefined) =>
      (channelId === undefined || ownerId === channelId) &&
      (topicId === undefined || (topics ?? []).includes(topicId)) &&
      (after === undefined || record.publishedAt > after) &&
      (before === undefined || record.publishedAt < before);

    const hits: Scored[] = [];
    const add = (hit: SearchHit, s: number) => {
      if (s > 0) hits.push({ hit, key: `${hit.type}:${hit.record.id}`, score: s });
    };
    if (types.has('video')) {
      for (const video of store.videos.values()) {
        const visible = owner ? video.channelId === owner : video.privacyStatus === 'public';
        if (visible && common(video, video.channelId, video.topicIds) && videoMatches(params, video)) add({ type: 'video', record: video }, score(query, video.title, video.description));
      }
    }
    if (types.has('channel')) {
      for (const channel of store.channels.values()) {
        if (common(channel, channel.id, channel.topicIds)) add({ type: 'channel', record: channel }, score(query, channel.title, channel.description));
      }
    }
    if (types.has('playlist') && topicId === undefined) {
      for (const list of store.userPlaylistsByChannel.values()) {
        for (const playlist of list) {
          if (playlist.privacyStatus === 'public' && common(playlist, playlist.channelId, undefined)) add({ type: 'playlist', record: playlist }, score(query, playlist.title, playlist.description));
        }
      }
    }
    hits.sort(sortKey(params.string('order'), call));
    return { items: hits, keyOf: (h) => h.key, render: (view, h) => searchResultResource(view, h.hit), extra: { regionCode: params.string('regionCode') ?? 'US' } };
  },
};
