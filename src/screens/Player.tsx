import { useState } from 'preact/hooks';
import { goBack, type Route } from '../state/router.ts';
import { factsFailure, factsOf, retryFacts } from '../state/videoFacts.ts';
import { useBack } from '../ui/hooks.ts';
import { Spinner } from '../ui/Spinner.tsx';
import { PlayerMessage } from './PlayerMessage.tsx';
import { PlayerStage } from './PlayerStage.tsx';
import { unplayableReason } from './videoFactsView.ts';
import { t } from '../i18n/messages.ts';

/**
 * The player, full screen: waits for the video's facts (its player address, length, live or
 * not), says why when it cannot play, and otherwise hands over to the stage.
 */
export function Player({ route }: { route: Extract<Route, { name: 'player' }> }) {
  // Held for the screen's life: the facts cache may let the entry go, this screen keeps its own.
  const [facts] = useState(() => factsOf(route.video.videoId));
  const video = facts.value;
  const failure = factsFailure(route.video.videoId);
  if (video === undefined && failure) {
    return (
      <div class="player" data-testid="player" data-state="error" data-current-time="0">
        <PlayerMessage title={t("This video couldn't be loaded")} text={failure} onRetry={() => retryFacts(route.video.videoId)} retryLabel={t('Retry')} onBack={goBack} />
      </div>
    );
  }
  if (video === undefined) return <PlayerLoading />;
  const reason = unplayableReason(video);
  if (reason || !video) {
    return (
      <div class="player" data-testid="player" data-state="error" data-current-time="0">
        <PlayerMessage title={t('Not playable here')} text={reason ?? ''} onBack={goBack} />
      </div>
    );
  }
  return <PlayerStage route={route} facts={video} />;
}

function PlayerLoading() {
  useBack(() => {
    goBack();
    return true;
  });
  return (
    <div class="player" data-testid="player" data-state="loading" data-current-time="0">
      <Spinner label={t('Loading the video')} />
    </div>
  );
}
