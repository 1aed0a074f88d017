/**
 * Where each video stopped, per account, newest first. The platform's API keeps no watch history
 * for apps (its watchHistory playlist is not readable by them), so this is kept on the TV.
 */
export interface WatchEntry {
  videoId: string;
  title: string;
  channelId?: string;
  channelTitle?: string;
  thumbnailUrl?: string;
  positionSeconds: number;
  durationSeconds: number;
  updatedAt: number;
}

/** Most videos remembered per account; the oldest goes first. */
export const MAX_WATCH_ENTRIES = 200;
/** Past this share of its length a video counts as watched and leaves the list (credits). */
export const WATCHED_SHARE = 0.95;
/** A video left within its first seconds was only glanced at: nothing to continue. */
export const MIN_POSITION_SECONDS = 5;

/** The list after the viewer stopped `entry` where it says: pure, so the rules are unit-tested. */
export function recordPosition(entries: readonly WatchEntry[], entry: WatchEntry): WatchEntry[] {
  const others = entries.filter((e) => e.videoId !== entry.videoId);
  const watched = entry.durationSeconds > 0 && entry.positionSeconds >= entry.durationSeconds * WATCHED_SHARE;
  if (watched || entry.positionSeconds < MIN_POSITION_SECONDS || !(entry.durationSeconds > 0)) return others;
  return [entry, ...others].slice(0, MAX_WATCH_ENTRIES);
}

/** 0..1 of the video seen, for a card's progress bar. */
export function watchedShare(entry: Pick<WatchEntry, 'positionSeconds' | 'durationSeconds'>): number {
  return entry.durationSeconds > 0 ? Math.min(1, Math.max(0, entry.positionSeconds / entry.durationSeconds)) : 0;
}
