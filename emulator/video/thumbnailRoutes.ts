import type { ServerResponse } from 'node:http';
import { sendJson, sendText } from '../http.ts';
import { createPictureCache } from '../media/pictureCache.ts';
import { bannerPng, channelThumbnailPng, emptyThumbnailPng, videoThumbnailPng } from '../media/thumbnail.ts';
import type { Router } from '../router.ts';
import { VIDEO_THUMBNAIL_SIZES, type VideoThumbnailName } from './resources/thumbnails.ts';
import type { VideoStore } from './store.ts';

const CACHE_SECONDS = 3600;
/** Bytes of encoded pictures kept in memory (a 320x180 card picture is ~15 KB). */
const MAX_CACHED_BYTES = 64 * 1024 * 1024;

/**
 * The image host of the video data API: PNG thumbnails of videos, channels and empty playlists,
 * and channel banners. Under /emulator/ so they count neither as API requests nor against faults.
 */
export function registerThumbnails(router: Router, store: VideoStore): void {
  const picture = createPictureCache(MAX_CACHED_BYTES);
  const sendPng = (res: ServerResponse, png: Buffer) => sendText(res, 200, 'image/png', png, CACHE_SECONDS);
  const notFound = (res: ServerResponse) => sendJson(res, 404, { error: { code: 404, message: 'No such image.' } });
  const nameOf = (file: string) => (file.endsWith('.png') ? file.slice(0, -4) : undefined);
  const sizeOf = (file: string) => {
    const name = nameOf(file);
    return name !== undefined && Object.hasOwn(VIDEO_THUMBNAIL_SIZES, name) ? VIDEO_THUMBNAIL_SIZES[name as VideoThumbnailName] : undefined;
  };

  router.add('GET', '/emulator/thumbnails/video/:id/:file', (req, res) => {
    const video = store.videos.get(req.params.id!);
    const size = sizeOf(req.params.file!);
    if (!video || !size || (size[0] >= 640 && !video.hasLargeThumbnails)) return notFound(res);
    const [width, height] = size;
    sendPng(res, picture(`video/${video.id}/${width}`, () => videoThumbnailPng({ color: video.color, seed: video.id, width, height })));
  });

  router.add('GET', '/emulator/thumbnails/channel/:file', (req, res) => {
    const channel = store.channels.get(nameOf(req.params.file!) ?? '');
    if (!channel) return notFound(res);
    const size = Math.min(800, Math.max(16, Math.round(Number(req.url.searchParams.get('size'))) || 88));
    sendPng(res, picture(`channel/${channel.id}/${size}`, () => channelThumbnailPng({ color: channel.color, seed: channel.id, width: size })));
  });

  router.add('GET', '/emulator/thumbnails/banner/:file', (req, res) => {
    const channel = store.channels.get(nameOf(req.params.file!) ?? '');
    if (!channel) return notFound(res);
    sendPng(res, picture(`banner/${channel.id}`, () => bannerPng(channel.color)));
  });

  router.add('GET', '/emulator/thumbnails/none/:file', (req, res) => {
    const size = sizeOf(req.params.file!);
    if (!size) return notFound(res);
    sendPng(res, picture(`none/${size[0]}`, () => emptyThumbnailPng(size[0], size[1])));
  });
}
