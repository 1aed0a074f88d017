import { factsOf } from '../state/videoFacts.ts';
import { durationBadge } from './videoFactsView.ts';

/**
 * A card's length, or LIVE / UPCOMING, once the video's facts arrive. Its own component reading
 * its own signal: the answer re-renders this badge only, never the shelf.
 */
export function VideoBadge({ videoId }: { videoId: string }) {
  const text = durationBadge(factsOf(videoId).value ?? undefined);
  if (!text) return null;
  return <span class={`card__badge${text === 'LIVE' ? ' card__badge--live' : ''}`}>{text}</span>;
}
