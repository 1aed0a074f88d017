import type { PlaylistItem } from '../api/video/index.ts';
import type { NextUp } from '../state/playQueue.ts';
import { knownCardFacts } from '../state/videoFacts.ts';
import { isPlayable } from './cardBadges.ts';
import { playlistItemCard, videoRefOfItem } from './playlistItemCards.ts';

/**
 * Only videos that can play here are offered next: one its owner keeps out of apps, removed, or
 * not started yet is passed over (its facts came with its list's page), never played into an error.
 */
export function playableOnly<T>(toNext: (item: T) => NextUp | undefined): (item: T) => NextUp | undefined {
  return (item) => {
    const next = toNext(item);
    return next && isPlayable(knownCardFacts(next.video.videoId)) ? next : undefined;
  };
}

/** The video an item plays, and the key of its row (the end of the one before offers it). */
export function nextOfItem(item: PlaylistItem) {
  const video = videoRefOfItem(item);
  return video ? { video, focusKey: playlistItemCard(item).key } : undefined;
}
