import type { ServerResponse } from 'node:http';
import { sendJson, sendText } from '../http.ts';
import { bannerSvg, channelThumbnailSvg, emptyThumbnailSvg, formatDuration, videoThumbnailSvg } from '../media/thumbnail.ts';
import type { Router } from '../router.ts';
import { VIDEO_THUMBNAIL_SIZES, type VideoThumbnailName } from './resources/thumbnails.ts';
import type { VideoStore } from './store.ts';

const CACHE_SECONDS = 3600;

/**
 * The image host of the video data API: thumbnails of videos, channels and empty playlists, and
 * channel banners. Under /emulator/ so they count neither as API requests nor against faults.
 */
export function registerThumbnails(router: Router, store: VideoStore): void {
  const notFound = (res: ServerResponse) => sendJson(res, 404, { error: { code: 404, message: 'No such image.' } });
  const sizeOf = (name: string) => (Object.hasOwn(VIDEO_THUMBNAIL_SIZES, name) ? VIDEO_THUMBNAIL_SIZES[name as VideoThumbnailName] : undefined);

  router.add('GET', '/emulator/thumbnails/video/:id/:file', (req, res) => {
    const video = store.videos.get(req.params.id!);
    const size = sizeOf(req.params.file!.replace(/\.svg$/, ''));
    if (!video || !size || (size[0] >= 640 && !video.hasLargeThumbnails)) return notFound(res);
    const content = video.liveBroadcastContent;
    const badge = content === 'live' ? { text: 'LIVE', live: true } : content === 'upcoming' ? { text: 'UPCOMING' } : { text: formatDuration(video.durationSeconds) };
    const channel = store.channels.get(video.channelId)!;
    sendText(res, 200, 'image/svg+xml', videoThumbnailSvg({ title: video.title, channelTitle: channel.title, color: video.color, width: size[0], height: size[1], badge }), CACHE_SECONDS);
  });

  router.add('GET', '/emulator/thumbnails/channel/:file', (req, res) => {
    const channel = store.channels.get(req.params.file!.replace(/\.svg$/, ''));
    if (!channel) return notFound(res);
    const size = Math.min(800, Math.max(16, Number(req.url.searchParams.get('size')) || 88));
    sendText(res, 200, 'image/svg+xml', channelThumbnailSvg(channel.title, channel.color, size), CACHE_SECONDS);
  });

  router.add('GET', '/emulator/thumbnails/banner/:file', (req, res) => {
    const channel = store.channels.get(req.params.file!.replace(/\.svg$/, ''));
    if (!channel) return notFound(res);
    sendText(res, 200, 'image/svg+xml', bannerSvg(channel.title, channel.color), CACHE_SECONDS);
  });

  router.add('GET', '/emulator/thumbnails/none/:file', (req, res) => {
    const size = sizeOf(req.params.file!.replace(/\.svg$/, ''));
    if (!size) return notFound(res);
    sendText(res, 200, 'image/svg+xml', emptyThumbnailSvg(size[0], size[1]), CACHE_SECONDS);
  });
}
