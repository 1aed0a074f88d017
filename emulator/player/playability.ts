import { createHash } from 'node:crypto';
import type { VideoRecord } from '../video/model.ts';
import type { VideoStore } from '../video/store.ts';

/** onError codes of the IFrame Player API reference: 2 bad parameter, 100 not found or private, 101 and 150 embedding refused. */
export type EmbedErrorCode = 2 | 100 | 101 | 150;

/** What an embed page plays, or why it cannot. */
export type EmbedTarget =
  | { kind: 'error'; code: EmbedErrorCode; video?: VideoRecord }
  | { kind: 'video'; video: VideoRecord; mode: 'recorded' }
  | { kind: 'video'; video: VideoRecord; mode: 'live'; /** Seconds since the broadcast actually started. */ liveElapsedSeconds: number }
  | { kind: 'video'; video: VideoRecord; mode: 'upcoming'; scheduledStartTime: number };

/** The id shape of a video (11 characters of the URL-safe base64 alphabet, as ids.ts draws them). */
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

/**
 * 101 and 150 mean the same (the owner refuses embedding); the real player sends either. Half the
 * refusing videos give each, chosen by the id's hash so a test always sees the same code.
 */
export function refusalCode(videoId: string): 101 | 150 {
  return createHash('sha1').update(videoId).digest()[0]! < 0x80 ? 150 : 101;
}

/**
 * Decides what /embed/<id> shows. The embed knows no viewer, so a private video is "not found"
 * (100) even for its owner, as the real embed says for private videos.
 */
export function embedTarget(store: VideoStore, videoId: string, now: number): EmbedTarget {
  if (!VIDEO_ID.test(videoId)) return { kind: 'error', code: 2 };
  const video = store.videos.get(videoId);
  if (!video || video.privacyStatus === 'private') return { kind: 'error', code: 100 };
  if (!video.embeddable) return { kind: 'error', code: refusalCode(video.id), video };
  const broadcast = store.liveBroadcasts.get(video.id);
  if (video.liveBroadcastContent === 'live') {
    const started = broadcast?.actualStartTime ?? now;
    return { kind: 'video', video, mode: 'live', liveElapsedSeconds: Math.max(0, (now - started) / 1000) };
  }
  if (video.liveBroadcastContent === 'upcoming') return { kind: 'video', video, mode: 'upcoming', scheduledStartTime: broadcast?.scheduledStartTime ?? now };
  return { kind: 'video', video, mode: 'recorded' };
}
