import type { NextUp } from '../state/playQueue.ts';
import { knownFacts } from '../state/videoFacts.ts';
import { unplayableReason } from './videoFactsView.ts';

/**
 * Only videos that can play here are offered next: one its owner keeps out of apps, removed, or
 * not started yet is passed over (its facts came with its list's page), never played into an error.
 */
export function playableOnly<T>(toNext: (item: T) => NextUp | undefined): (item: T) => NextUp | undefined {
  return (item) => {
    const next = toNext(item);
    return next && !unplayableReason(knownFacts(next.video.videoId)) ? next : undefined;
  };
}
