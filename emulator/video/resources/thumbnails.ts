import type { Thumbnail, ThumbnailDetails } from '../../../wire/video/index.ts';
import type { ChannelRecord, VideoRecord } from '../model.ts';
import type { View } from './view.ts';

/** The real sizes (docs/reference/facts.md, Data API: thumbnails): video 120x90 … 1280x720, channel 88, 240, 800 square. */
export const VIDEO_THUMBNAIL_SIZES = {
  default: [120, 90],
  medium: [320, 180],
  high: [480, 360],
  standard: [640, 480],
  maxres: [1280, 720],
} as const;

export const CHANNEL_THUMBNAIL_SIZES = { default: 88, medium: 240, high: 800 } as const;

export type VideoThumbnailName = keyof typeof VIDEO_THUMBNAIL_SIZES;

function videoThumb(view: View, id: string, name: VideoThumbnailName): Thumbnail {
  const [width, height] = VIDEO_THUMBNAIL_SIZES[name];
  return { url: `${view.origin}/emulator/thumbnails/video/${encodeURIComponent(id)}/${name}.png`, width, height };
}

/** Search results carry three sizes; other resources all five when the video has them. */
export function videoThumbnails(view: View, video: VideoRecord, sizes: 'three' | 'all' = 'all'): ThumbnailDetails {
  const out: ThumbnailDetails = { default: videoThumb(view, video.id, 'default'), medium: videoThumb(view, video.id, 'medium'), high: videoThumb(view, video.id, 'high') };
  if (sizes === 'all' && video.hasLargeThumbnails) {
    out.standard = videoThumb(view, video.id, 'standard');
    out.maxres = videoThumb(view, video.id, 'maxres');
  }
  return out;
}

/** An empty playlist's image ("no thumbnail"), at the video sizes. */
export function noThumbnails(view: View): ThumbnailDetails {
  const at = (name: VideoThumbnailName): Thumbnail => {
    const [width, height] = VIDEO_THUMBNAIL_SIZES[name];
    return { url: `${view.origin}/emulator/thumbnails/none/${name}.png`, width, height };
  };
  return { default: at('default'), medium: at('medium'), high: at('high') };
}

/**
 * Channel images. The accounts' channels keep the avatar the sign-in screen shows
 * (`/emulator/avatars/<accountId>.svg?size=N`); the other channels get generated ones.
 */
export function channelThumbnails(view: View, channel: ChannelRecord): ThumbnailDetails {
  const at = (size: number): Thumbnail => ({
    url: channel.accountId
      ? `${view.origin}/emulator/avatars/${encodeURIComponent(channel.accountId)}.svg?size=${size}`
      : `${view.origin}/emulator/thumbnails/channel/${encodeURIComponent(channel.id)}.png?size=${size}`,
    width: size,
    height: size,
  });
  return { default: at(CHANNEL_THUMBNAIL_SIZES.default), medium: at(CHANNEL_THUMBNAIL_SIZES.medium), high: at(CHANNEL_THUMBNAIL_SIZES.high) };
}

export function bannerUrl(view: View, channel: ChannelRecord): string {
  return `${view.origin}/emulator/thumbnails/banner/${encodeURIComponent(channel.id)}.png`;
}
