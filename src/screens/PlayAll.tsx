import { savedPosition } from '../state/continueWatching.ts';
import { shuffled, type NextUp } from '../state/playQueue.ts';
import { navigate } from '../state/router.ts';

/**
 * "Play all" and "Shuffle" for a list of videos (a playlist, a channel's uploads): the player
 * takes the order with it, so the end of each video offers the next of that order. `queue` is
 * asked on the press: the videos loaded by then, playable ones only.
 */
export function PlayAll({ queue, testId }: { queue: () => NextUp[]; testId: string }) {
  const start = (order: NextUp[]) => {
    const first = order[0];
    if (!first) return;
    navigate({ name: 'player', video: first.video, startAt: savedPosition(first.video.videoId)?.positionSeconds ?? 0, queue: order });
  };
  return (
    <>
      <button class="btn" data-focus-key={`${testId}-play-all`} data-testid={`${testId}-play-all`} onClick={() => start(queue())}>
        ▶ Play all
      </button>
      <button class="btn btn--secondary" data-focus-key={`${testId}-shuffle`} data-testid={`${testId}-shuffle`} onClick={() => start(shuffled(queue()))}>
        ⤮ Shuffle
      </button>
    </>
  );
}
