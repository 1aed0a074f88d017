import type { Caller } from '../access.ts';
import type { PrivacyStatus, VideoRecord } from '../model.ts';
import type { VideoStore } from '../store.ts';

/** What turning records into resources needs: kind prefix, absolute URLs, who is looking. */
export interface View {
  prefix: string;
  /** This server's origin as the caller reached it, for absolute thumbnail URLs. */
  origin: string;
  store: VideoStore;
  caller: Caller;
  now: number;
  /** The request's `hl` (videos, channels and playlists lists): the language snippet.localized is in. */
  hl?: string;
}

/** RFC 3339 without fractions, as the real service prints times. */
export function iso(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

export function kind(view: View, name: string): string {
  return `${view.prefix}#${name}`;
}

export function ownsChannel(view: View, channelId: string): boolean {
  return view.caller.kind === 'user' && view.caller.channelId === channelId;
}

/** Public and unlisted videos are visible to anyone who has the id; private ones only to their owner. */
export function canSee(view: View, privacyStatus: PrivacyStatus, channelId: string): boolean {
  return privacyStatus !== 'private' || ownsChannel(view, channelId);
}

export function canSeeVideo(view: View, video: VideoRecord): boolean {
  return canSee(view, video.privacyStatus, video.channelId);
}
