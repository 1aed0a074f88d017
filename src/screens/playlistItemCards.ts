import type { PlaylistItem } from '../api/video/index.ts';
import type { VideoRef } from '../state/router.ts';
import { cardDate, thumb, type CardModel } from './viewModels.ts';

/** Cards of a playlist's items, and the video each points at. Pure: unit-tested. */

export function videoRefOfItem(item: PlaylistItem): VideoRef | undefined {
  const s = item.snippet ?? {};
  const videoId = item.contentDetails?.videoId ?? s.resourceId?.videoId;
  if (!videoId) return undefined;
  // The item's snippet.publishedAt is when it was added to the playlist: the video's own date is contentDetails.videoPublishedAt.
  return { videoId, title: s.title ?? '', channelId: s.videoOwnerChannelId ?? s.channelId, channelTitle: s.videoOwnerChannelTitle ?? s.channelTitle, publishedAt: item.contentDetails?.videoPublishedAt ?? s.publishedAt, description: s.description, thumbnailUrl: thumb(s.thumbnails) };
}

export function playlistItemCard(item: PlaylistItem): CardModel {
  const s = item.snippet ?? {};
  const video = videoRefOfItem(item);
  return {
    key: `item-${item.id}`,
    title: s.title ?? '',
    subtitle: s.videoOwnerChannelTitle ?? s.channelTitle,
    thumbnailUrl: thumb(s.thumbnails),
    videoId: video?.videoId,
    target: video ? { name: 'video', video } : undefined,
  };
}

/**
 * A card of a channel's own uploads, on its page: the day each came out under its title. The
 * channel's name, there under every card, said again what the page's heading says.
 */
export function uploadItemCard(item: PlaylistItem): CardModel {
  return { ...playlistItemCard(item), subtitle: cardDate(item.contentDetails?.videoPublishedAt ?? item.snippet?.publishedAt) || undefined };
}
