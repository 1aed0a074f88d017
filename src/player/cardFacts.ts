import type { Video } from '../api/video/index.ts';

/**
 * What a card and "play next" need of a video, kept for every video seen: a few short strings,
 * so a thousand search results hold tens of kilobytes, not the full resources (descriptions,
 * thumbnails, embed HTML), which would grow the heap with every page (the browse bench's budget).
 */
export interface CardFacts {
  /** ISO 8601 (contentDetails.duration). */
  duration?: string;
  live: 'live' | 'upcoming' | 'none';
  embeddable: boolean;
  hasPlayer: boolean;
}

export function cardFactsOf(v: Video): CardFacts {
  const live = v.snippet?.liveBroadcastContent;
  return { duration: v.contentDetails?.duration, live: live === 'live' || live === 'upcoming' ? live : 'none', embeddable: v.status?.embeddable !== false, hasPlayer: !!v.player?.embedHtml };
}
