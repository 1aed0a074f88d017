import type { SearchResult } from '../../../wire/video/index.ts';
import type { ChannelRecord, PlaylistRecord, VideoRecord } from '../model.ts';
import { withEtag } from './etag.ts';
import { channelThumbnails, noThumbnails, videoThumbnails } from './thumbnails.ts';
import { canSeeVideo, iso, kind, type View } from './view.ts';

/** One match of a search; not a stored resource (docs/reference/facts.md, Data API: search), so its identity is `id.kind` + the id. */
export type SearchHit = { type: 'video'; record: VideoRecord } | { type: 'channel'; record: ChannelRecord } | { type: 'playlist'; record: PlaylistRecord };

/** Search snippets carry a shortened description, as the real service's do. */
function short(text: string): string {
  return text.length <= 160 ? text : `${text.slice(0, 157)}...`;
}

export function searchResultResource(view: View, hit: SearchHit): SearchResult {
  return withEtag(view, (v) => {
    const base = { kind: kind(v, 'searchResult'), etag: '' };
    if (hit.type === 'video') {
      const video = hit.record;
      const channel = v.store.channels.get(video.channelId)!;
      return {
        ...base,
        id: { kind: kind(v, 'video'), videoId: video.id },
        snippet: {
          publishedAt: iso(video.publishedAt),
          channelId: channel.id,
          title: video.title,
          description: short(video.description),
          thumbnails: videoThumbnails(v, video, 'three'),
          channelTitle: channel.title,
          liveBroadcastContent: video.liveBroadcastContent,
        },
      };
    }
    if (hit.type === 'channel') {
      const channel = hit.record;
      return {
        ...base,
        id: { kind: kind(v, 'channel'), channelId: channel.id },
        snippet: {
          publishedAt: iso(channel.publishedAt),
          channelId: channel.id,
          title: channel.title,
          description: short(channel.description),
          thumbnails: channelThumbnails(v, channel),
          channelTitle: channel.title,
          liveBroadcastContent: 'none',
        },
      };
    }
    const playlist = hit.record;
    const channel = v.store.channels.get(playlist.channelId)!;
    const first = playlist.items.map((item) => v.store.videos.get(item.videoId)).find((video) => video && canSeeVideo(v, video));
    return {
      ...base,
      id: { kind: kind(v, 'playlist'), playlistId: playlist.id },
      snippet: {
        publishedAt: iso(playlist.publishedAt),
        channelId: channel.id,
        title: playlist.title,
        description: short(playlist.description),
        thumbnails: first ? videoThumbnails(v, first, 'three') : noThumbnails(v),
        channelTitle: channel.title,
        liveBroadcastContent: 'none',
      },
    };
  });
}
