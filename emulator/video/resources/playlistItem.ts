import type { PlaylistItem } from '../../../wire/video/index.ts';
import type { PlaylistItemRecord, PlaylistRecord } from '../model.ts';
import { withEtag } from './etag.ts';
import { videoThumbnails } from './thumbnails.ts';
import { canSeeVideo, iso, kind, type View } from './view.ts';

/**
 * A playlist item. A video the caller may not see (someone else's private video) keeps its place
 * but shows as the real service shows it: "Private video", no thumbnails, no owner.
 */
export function playlistItemResource(view: View, playlist: PlaylistRecord, item: PlaylistItemRecord, position: number): PlaylistItem {
  return withEtag(view, (v) => {
    const channel = v.store.channels.get(playlist.channelId)!;
    const video = v.store.videos.get(item.videoId);
    const visible = video !== undefined && canSeeVideo(v, video);
    const owner = visible ? v.store.channels.get(video.channelId) : undefined;
    return {
      kind: kind(v, 'playlistItem'),
      etag: '',
      id: item.id,
      snippet: {
        publishedAt: iso(item.addedAt),
        channelId: playlist.channelId,
        title: visible ? video.title : 'Private video',
        description: visible ? video.description : 'This video is private.',
        thumbnails: visible ? videoThumbnails(v, video) : {},
        channelTitle: channel.title,
        playlistId: playlist.id,
        position,
        resourceId: { kind: kind(v, 'video'), videoId: item.videoId },
        ...(owner ? { videoOwnerChannelTitle: owner.title, videoOwnerChannelId: owner.id } : {}),
      },
      contentDetails: {
        videoId: item.videoId,
        ...(visible ? { videoPublishedAt: iso(video.publishedAt) } : {}),
        ...(item.note ? { note: item.note } : {}),
      },
      status: { privacyStatus: video?.privacyStatus ?? 'private' },
    };
  });
}
