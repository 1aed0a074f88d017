import { goBack, type Route } from '../state/router.ts';
import { factsOf } from '../state/videoFacts.ts';
import { useBack } from '../ui/hooks.ts';
import { Spinner } from '../ui/Spinner.tsx';
import { PlayerMessage } from './PlayerMessage.tsx';
import { PlayerStage } from './PlayerStage.tsx';
import { unplayableReason } from './videoFactsView.ts';

/**
 * The player, full screen: waits for the video's facts (its player address, length, live or
 * not), says why when it cannot play, and otherwise hands over to the stage.
 */
export function Player({ route }: { route: Extract<Route, { name: 'player' }> }) {
  const facts = factsOf(route.video.videoId).value;
  const reason = unplayableReason(facts);
  if (facts === undefined) return <PlayerLoading />;
  if (reason || !facts) {
    return (
      <div class="player" data-testid="player" data-state="error" data-current-time="0">
        <PlayerMessage title={facts === null ? 'This video is not available' : "This video can't be played here"} text={reason ?? ''} onBack={goBack} />
      </div>
    );
  }
  return <PlayerStage route={route} facts={facts} />;
}

function PlayerLoading() {
  useBack(() => {
    goBack();
    return true;
  });
  return (
    <div class="player" data-testid="player" data-state="loading" data-current-time="0">
      <Spinner label="Loading the video" />
    </div>
  );
}
